//! The language in use ([`Locale`]): `--lang` for this run until the player picks a language
//! in the window, else the one picked (remembered in `settings.ron`), else the system's
//! ([`LaunchOptions::system_language`](crate::game::core::options::LaunchOptions)), else
//! English. A pick switches at once: every [`Tr`](crate::game::core::i18n::Tr) text follows,
//! and the systems that compose texts compose them again. The window's title follows too.

use crate::game::core::display::DisplaySettings;
use crate::game::core::i18n::{Lang, Locale};
use crate::game::core::log::Log;
use crate::game::core::messages::SettingChange;
use crate::game::core::options::Launch;
use crate::game::core::systems::GameSystems;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LangOverride>()
        // At start-up, after the settings were read (in `PreStartup`).
        .add_systems(
            Startup,
            (take_the_command_line, follow_language, tell_problems).chain(),
        )
        .add_systems(
            Update,
            (drop_override_on_pick, follow_language, show_title)
                .chain()
                .after(GameSystems::Keys)
                .before(GameSystems::Turn),
        );
}

/// `--lang`: the language of this run until the player picks one in the window.
#[derive(Resource, Default)]
struct LangOverride(Option<Lang>);

fn take_the_command_line(launch: Res<Launch>, mut over: ResMut<LangOverride>) {
    over.0 = launch.0.lang;
}

/// A language picked in the window replaces `--lang` for the rest of the run.
fn drop_override_on_pick(
    mut changes: MessageReader<SettingChange>,
    mut over: ResMut<LangOverride>,
) {
    if changes
        .read()
        .any(|c| matches!(c, SettingChange::SetLanguage(_)))
    {
        over.0 = None;
    }
}

/// The language to use now.
fn wanted(over: &LangOverride, display: &DisplaySettings, launch: &Launch) -> Lang {
    over.0
        .or(display.language)
        .or(launch.0.system_language)
        .unwrap_or_default()
}

/// Switches [`Locale`] when the wanted language changes (and only then, so that texts are
/// written again only on a real switch).
fn follow_language(
    over: Res<LangOverride>,
    display: Res<DisplaySettings>,
    launch: Res<Launch>,
    mut locale: ResMut<Locale>,
    mut log: MessageWriter<Log>,
) {
    let lang = wanted(&over, &display, &launch);
    if locale.lang() != lang {
        locale.set_lang(lang);
        log.write(Log::info(format!("language: {}", lang.code())));
    }
}

/// Problems reading the translation files (none in a tested build) go to the log.
fn tell_problems(locale: Res<Locale>, mut log: MessageWriter<Log>) {
    for p in locale.problems() {
        log.write(Log::warn(format!("translations: {p}")));
    }
}

/// The window's title in the language in use.
fn show_title(locale: Res<Locale>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    if !locale.is_changed() {
        return;
    }
    let title = locale.t("window-title");
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.clone();
        }
    }
}
