//! The Japanese and Chinese glyphs: subsets of Noto Sans CJK JP and SC (SIL Open Font
//! License) holding the characters of `ja.ftl` and `zh-Hans.ftl`, built into the binary
//! (`assets/fonts/subset-cjk.sh` makes them). Inter has no CJK glyphs, so the text engine
//! falls back to these for Han, Hiragana and Katakana, and for the CJK punctuation after
//! Latin text: the Japanese face first in Japanese (and in the languages without CJK text,
//! where only the language choice's 日本語 and 简体中文 need them), the Chinese face first in
//! Chinese, so that each language gets its own forms of the characters they share.

use crate::game::core::i18n::{Lang, Locale};
use bevy::prelude::*;
use bevy::text::FontCx;
use parley::fontique::{FallbackKey, Script};

const NOTO_SANS_JP: &[u8] = include_bytes!("../../../assets/fonts/NotoSansJP-subset.otf");
const NOTO_SANS_SC: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-subset.otf");

/// The family names the subsets keep from Noto Sans CJK.
const JP_FAMILY: &str = "Noto Sans CJK JP";
const SC_FAMILY: &str = "Noto Sans CJK SC";

/// The scripts whose missing glyphs fall back to the CJK faces: Han, Hiragana, Katakana, and
/// Latin and the undetermined ones (CJK punctuation such as 「（、 right after Latin text takes
/// the Latin run's script).
const SCRIPTS: [&[u8; 4]; 6] = [b"Hani", b"Hira", b"Kana", b"Latn", b"Zyyy", b"Zzzz"];

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, install_cjk_fonts)
        .add_systems(Update, follow_language);
}

/// The subsets, kept loaded so that the text engine registers them.
#[derive(Resource)]
struct CjkFonts {
    _jp: Handle<Font>,
    _sc: Handle<Font>,
}

/// Loads the subsets (nothing without a text renderer, as in the headless tests). Setting
/// `REVERSI3D_NO_CJK_FONTS` leaves them out: the window test draws the Japanese start
/// screen both ways to check that the glyphs come from them.
fn install_cjk_fonts(mut commands: Commands, assets: Option<ResMut<Assets<Font>>>) {
    let Some(mut assets) = assets else { return };
    if std::env::var_os("REVERSI3D_NO_CJK_FONTS").is_some() {
        return;
    }
    commands.insert_resource(CjkFonts {
        _jp: assets.add(Font::from_bytes(NOTO_SANS_JP.to_vec())),
        _sc: assets.add(Font::from_bytes(NOTO_SANS_SC.to_vec())),
    });
}

/// The CJK faces in the order `lang` prefers them.
fn preferred(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::Chinese => [SC_FAMILY, JP_FAMILY],
        _ => [JP_FAMILY, SC_FAMILY],
    }
}

/// Sets the fallback faces for the language in use, once the text engine has registered the
/// subsets (a frame or two after start-up) and again when the language changes; the texts
/// are laid out again.
fn follow_language(
    locale: Res<Locale>,
    font_cx: Option<ResMut<FontCx>>,
    fonts: Option<Res<CjkFonts>>,
    mut done_for: Local<Option<Lang>>,
    mut texts: Query<&mut TextFont>,
) {
    let (Some(mut font_cx), Some(_)) = (font_cx, fonts) else {
        return;
    };
    if *done_for == Some(locale.lang()) {
        return;
    }
    let families: Vec<_> = preferred(locale.lang())
        .iter()
        .filter_map(|name| font_cx.collection.family_id(name))
        .collect();
    if families.len() < 2 {
        // Not registered yet: try again next frame.
        return;
    }
    for script in SCRIPTS {
        font_cx.collection.set_fallbacks(
            FallbackKey::new(Script::from_bytes(*script), None),
            families.iter().copied(),
        );
    }
    *done_for = Some(locale.lang());
    for mut font in &mut texts {
        font.set_changed();
    }
}
