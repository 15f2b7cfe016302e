//! "Your games": the list of saved games over the start screen or the pause menu (while
//! [`GamesList::Open`]). At the top "Open…" (a game file from anywhere, through the desktop's
//! file chooser: [`FileChooser`]) and Close, your record against each level, your rating and a
//! chart of the last results; then the filters (result, opponent, variant), a page of rows, newest
//! first, and the pages. A row shows a small picture of the final position, the result in
//! words and discs, who played, the date, the moves and the options if not the standard
//! ones, with its buttons: Review (a finished game, with the analysis), Resume (an unfinished
//! one), Copy moves, GGF (export beside it) and Delete (to the trash; Undo puts it back). A
//! file that is not a game is a row that says why. The buttons send [`LibraryRequest`]s to
//! the library plugin, which owns the list; this screen is rebuilt when the list changes.

use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::messages::{LibraryRequest, OpenFileRequest};
use crate::game::core::state::{GamesList, UnderGamesList};
use crate::game::core::storage::Storage;
use crate::game::core::systems::GameSystems;
use crate::game::play::file_chooser::FileChooser;
use crate::game::play::game_list::{Entry, Row};
use crate::game::play::library::{Library, PAGE};
use crate::game::play::player_record::LAST_RESULTS;
use crate::game::play::words::notation_error;
use crate::game::theme::widget::{
    Fonts, PANEL, TEXT_DIM, dimmed_small_button, one_line_small_button, row_small_button,
    scroll_with_wheel, small_button, text,
};
use bevy::prelude::*;
use bevy::ui_widgets::observe;
use reversi_engine::rules::Variant;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(GamesList::Open), spawn_games_screen)
        .add_systems(
            Update,
            hide_screens_under_the_list.run_if(state_changed::<GamesList>),
        )
        .add_systems(
            Update,
            (
                close_on_escape.in_set(GameSystems::Keys),
                (rebuild_panel, fit_panel).chain().after(GameSystems::Turn),
            )
                .run_if(in_state(GamesList::Open)),
        );
}

/// The names of a row's buttons, by its place on the page: `game1-review`, `game1-resume`,
/// `game1-copy`, `game1-ggf`, `game1-delete`, …
macro_rules! row_names {
    ($($n:literal),*) => {
        [$([
            concat!("game", $n, "-review"),
            concat!("game", $n, "-resume"),
            concat!("game", $n, "-copy"),
            concat!("game", $n, "-ggf"),
            concat!("game", $n, "-delete"),
        ]),*]
    };
}
pub(crate) const ROW_BUTTONS: [[&str; 5]; PAGE] = row_names!(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);

/// The widest the panel grows (logical pixels).
const WIDTH: f32 = 960.0;
/// A row button's width.
const ROW_BUTTON: f32 = 96.0;
/// The status line's height: always there, two lines of text, so that a status appearing (an
/// export, a delete, the file chooser) never moves the rows under the pointer, and a notice
/// wrapped in a narrow window is still read whole.
const STATUS_HEIGHT: f32 = 40.0;
/// A square of the final position's picture.
const CELL: f32 = 6.0;

/// The screen's root (it scrolls).
#[derive(Component)]
struct GamesRoot;

/// The panel, rebuilt when the list changes.
#[derive(Component)]
struct GamesPanel;

fn spawn_games_screen(mut commands: Commands) {
    commands.spawn((
        Name::new("Your games"),
        GamesRoot,
        DespawnOnExit(GamesList::Open),
        GlobalZIndex(30),
        Node {
            position_type: PositionType::Absolute,
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(6)),
            overflow: Overflow::scroll_y(),
            ..default()
        },
        ScrollPosition::default(),
        observe(scroll_with_wheel),
        // Dims what is under it and keeps clicks off it.
        BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.7)),
    ));
}

/// The screens under the list are hidden while it is open, shown again when it closes.
fn hide_screens_under_the_list(
    list: Res<State<GamesList>>,
    mut under: Query<&mut Visibility, With<UnderGamesList>>,
) {
    let want = if *list.get() == GamesList::Open {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for mut v in &mut under {
        if *v != want {
            *v = want;
        }
    }
}

/// Esc closes the list (and does nothing else: the keyboard plugin leaves it alone while the
/// list is open).
fn close_on_escape(keys: Res<ButtonInput<KeyCode>>, mut out: MessageWriter<LibraryRequest>) {
    if keys.just_pressed(KeyCode::Escape) {
        out.write(LibraryRequest::Close);
    }
}

/// The panel's width follows the window's (less the margins), at most [`WIDTH`].
fn fit_panel(
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    mut panels: Query<&mut Node, With<GamesPanel>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let scale = scale.map_or(1.0, |s| s.0).max(0.01);
    let width = px((window.width() / scale - 12.0).clamp(0.0, WIDTH));
    for mut node in &mut panels {
        if node.width != width {
            node.width = width;
        }
    }
}

/// Children side by side, wrapping, centred vertically.
fn row_node(gap: f32) -> Node {
    Node {
        flex_wrap: FlexWrap::Wrap,
        align_items: AlignItems::Center,
        column_gap: px(gap),
        row_gap: px(gap),
        max_width: percent(100),
        ..default()
    }
}

fn dim(s: Tr, size: f32) -> impl Bundle {
    (
        Text::default(),
        s,
        TextFont::from_font_size(size),
        TextColor(TEXT_DIM),
        Pickable::IGNORE,
    )
}

/// Rebuilds the panel from the list whenever it changes (and once when the screen opens).
fn rebuild_panel(
    mut commands: Commands,
    library: Res<Library>,
    chooser: Res<FileChooser>,
    storage: Res<Storage>,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    roots: Query<Entity, With<GamesRoot>>,
    panels: Query<Entity, With<GamesPanel>>,
) {
    let Ok(root) = roots.single() else {
        return;
    };
    // Made again in the new language too (the rows' texts are composed).
    if !library.is_changed() && !chooser.is_changed() && !locale.is_changed() && !panels.is_empty()
    {
        return;
    }
    for p in &panels {
        commands.entity(p).despawn();
    }
    let panel = commands
        .spawn((
            GamesPanel,
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Stretch,
                flex_shrink: 0.0,
                width: px(WIDTH),
                // From the top, not centred: a row more or less (a delete, an export) leaves
                // the header and the rows above it where they were under the pointer.
                margin: UiRect::top(px(24)),
                row_gap: px(8),
                padding: UiRect::all(px(14)),
                border_radius: BorderRadius::all(px(14)),
                ..default()
            },
            BackgroundColor(PANEL),
            ChildOf(root),
        ))
        .id();
    let head = commands
        .spawn((
            Node {
                justify_content: JustifyContent::SpaceBetween,
                ..row_node(10.0)
            },
            ChildOf(panel),
        ))
        .id();
    commands.spawn((
        Text::default(),
        Tr::new("games-title"),
        fonts.bold(30.0),
        TextColor(Color::WHITE),
        Pickable::IGNORE,
        ChildOf(head),
    ));
    let head_buttons = commands.spawn((row_node(8.0), ChildOf(head))).id();
    // Undo stays for the session's deletes whatever the status line says meanwhile.
    if !library.trashed.is_empty() {
        commands.spawn((
            one_line_small_button(
                "games-undo",
                Tr::new("games-undo"),
                16.0,
                LibraryRequest::UndoDelete,
            ),
            ChildOf(head_buttons),
        ));
    }
    // While the desktop's chooser is open, the button stops waiting for it.
    if chooser.choosing {
        commands.spawn((
            small_button(
                "open-cancel",
                Tr::new("games-open-cancel"),
                150.0,
                16.0,
                OpenFileRequest::Cancel,
            ),
            ChildOf(head_buttons),
        ));
    } else {
        commands.spawn((
            small_button(
                "open-file",
                Tr::new("games-open"),
                150.0,
                16.0,
                OpenFileRequest::Ask,
            ),
            ChildOf(head_buttons),
        ));
    }
    commands.spawn((
        one_line_small_button(
            "games-close",
            Tr::new("games-close"),
            16.0,
            LibraryRequest::Close,
        ),
        ChildOf(head_buttons),
    ));
    spawn_record(&mut commands, panel, &library, &fonts, &locale);
    spawn_filters(&mut commands, panel, &library, &locale);
    let library_status = library.status.as_ref().map(|t| locale.render(t));
    let chooser_status = chooser.line().map(|t| locale.render(&t));
    let status = match (chooser_status, library_status) {
        (Some(c), Some(l)) if !l.is_empty() => format!("{c} · {l}"),
        (Some(c), _) => c,
        (None, l) => l.unwrap_or_default(),
    };
    let line = commands
        .spawn((
            Node {
                height: px(STATUS_HEIGHT),
                flex_shrink: 0.0,
                flex_wrap: FlexWrap::NoWrap,
                overflow: Overflow::clip(),
                ..row_node(8.0)
            },
            ChildOf(panel),
        ))
        .id();
    // Two lines at most: a longer status (the moves of a long game copied) is cut there.
    commands.spawn((
        text(Tr::verbatim(status), 15.0),
        Node {
            width: percent(100),
            ..default()
        },
        ChildOf(line),
    ));

    let Some(dir) = storage.games.clone() else {
        commands.spawn((text(Tr::new("games-no-folder"), 16.0), ChildOf(panel)));
        return;
    };
    if !library.scanned {
        commands.spawn((text(Tr::new("games-reading"), 16.0), ChildOf(panel)));
        return;
    }
    let rows = library.page_rows();
    if rows.is_empty() {
        let none = if library.rows.is_empty() {
            Tr::new("games-none-yet").with("folder", dir.display().to_string())
        } else {
            Tr::new("games-none-match")
        };
        commands.spawn((text(none, 16.0), ChildOf(panel)));
    }
    for (i, row) in rows.into_iter().enumerate() {
        let path = dir.join(&row.name);
        spawn_row(&mut commands, panel, row, &path, i, &fonts, &locale);
    }
    let pages = library.pages();
    if pages > 1 {
        let pager = commands
            .spawn((
                Node {
                    justify_content: JustifyContent::Center,
                    ..row_node(10.0)
                },
                ChildOf(panel),
            ))
            .id();
        // At the ends, the button that would go past them is dimmed and does nothing.
        if library.page > 0 {
            commands.spawn((
                small_button(
                    "games-previous",
                    Tr::new("games-newer"),
                    110.0,
                    15.0,
                    LibraryRequest::PreviousPage,
                ),
                ChildOf(pager),
            ));
        } else {
            commands.spawn((
                dimmed_small_button(Tr::new("games-newer"), 110.0, 15.0),
                ChildOf(pager),
            ));
        }
        commands.spawn((
            text(
                Tr::new("games-page")
                    .with("page", library.page + 1)
                    .with("pages", pages),
                15.0,
            ),
            ChildOf(pager),
        ));
        if library.page + 1 < pages {
            commands.spawn((
                small_button(
                    "games-next",
                    Tr::new("games-older"),
                    110.0,
                    15.0,
                    LibraryRequest::NextPage,
                ),
                ChildOf(pager),
            ));
        } else {
            commands.spawn((
                dimmed_small_button(Tr::new("games-older"), 110.0, 15.0),
                ChildOf(pager),
            ));
        }
    }
}

/// Your record: the rating, a line per level played, the last results as coloured squares.
fn spawn_record(
    commands: &mut Commands,
    panel: Entity,
    library: &Library,
    fonts: &Fonts,
    locale: &Locale,
) {
    let rec = &library.record;
    let b = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(3),
                padding: UiRect::all(px(8)),
                border: UiRect::all(px(1)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BorderColor::all(Color::srgb(0.2, 0.23, 0.27)),
            ChildOf(panel),
        ))
        .id();
    commands.spawn((
        Text::default(),
        Tr::new("record-title"),
        fonts.bold(17.0),
        TextColor(Color::WHITE),
        Pickable::IGNORE,
        ChildOf(b),
    ));
    commands.spawn((
        text(Tr::verbatim(rec.rating_line(locale)), 14.0),
        ChildOf(b),
    ));
    for (level, l) in rec.levels.iter().enumerate() {
        if l.games > 0 {
            commands.spawn((text(Tr::verbatim(l.text(level, locale)), 14.0), ChildOf(b)));
        }
    }
    if !rec.last.is_empty() {
        let chart = commands.spawn((row_node(3.0), ChildOf(b))).id();
        commands.spawn((
            dim(
                Tr::new("record-last").with("count", rec.last.len().min(LAST_RESULTS)),
                13.0,
            ),
            ChildOf(chart),
        ));
        for &o in &rec.last {
            let colour = match o {
                1 => Color::srgb(0.3, 0.75, 0.4),
                0 => Color::srgb(0.6, 0.6, 0.6),
                _ => Color::srgb(0.85, 0.3, 0.3),
            };
            commands.spawn((
                Node {
                    width: px(12),
                    height: px(if o == 1 { 16 } else { 10 }),
                    ..default()
                },
                BackgroundColor(colour),
                Pickable::IGNORE,
                ChildOf(chart),
            ));
        }
        commands.spawn((dim(Tr::new("record-legend"), 13.0), ChildOf(chart)));
    }
}

/// The filters and the count of games listed.
fn spawn_filters(commands: &mut Commands, panel: Entity, library: &Library, locale: &Locale) {
    let f = &library.filter;
    let row = commands.spawn((row_node(8.0), ChildOf(panel))).id();
    let variant = match f.variant {
        None => "any",
        Some(Variant::Classic) => "classic",
        Some(Variant::Reverse) => "reverse",
    };
    for (name, label, message) in [
        ("games-result", f.result.label(), LibraryRequest::NextResult),
        (
            "games-opponent",
            f.opponent.label(locale),
            LibraryRequest::NextOpponent,
        ),
        (
            "games-variant",
            Tr::new("games-filter-variant").with("variant", variant),
            LibraryRequest::NextVariant,
        ),
    ] {
        commands.spawn((
            small_button(name, label, 200.0, 15.0, message),
            ChildOf(row),
        ));
    }
    // Games only: a file that is not one is listed (to be deleted), not counted.
    let games = |rows: Vec<&Row>| {
        rows.into_iter()
            .filter(|r| matches!(r.entry, Entry::Game(_)))
            .count()
    };
    let shown = games(library.shown());
    let total = games(library.rows.iter().collect());
    let count = if shown == total {
        Tr::new("games-count").with("total", total)
    } else {
        Tr::new("games-count-filtered")
            .with("shown", shown)
            .with("total", total)
    };
    commands.spawn((dim(count, 15.0), ChildOf(row)));
}

/// The final position as an 8×8 grid of small squares.
fn spawn_thumbnail(commands: &mut Commands, parent: Entity, dark: u64, light: u64) {
    let grid = commands
        .spawn((
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::px(8, CELL),
                grid_template_rows: RepeatedGridTrack::px(8, CELL),
                column_gap: px(1),
                row_gap: px(1),
                padding: UiRect::all(px(2)),
                flex_shrink: 0.0,
                ..default()
            },
            BackgroundColor(Color::srgb(0.05, 0.2, 0.1)),
            Pickable::IGNORE,
            ChildOf(parent),
        ))
        .id();
    for i in 0..64 {
        let bit = 1u64 << i;
        let colour = if dark & bit != 0 {
            Color::srgb(0.05, 0.05, 0.05)
        } else if light & bit != 0 {
            Color::srgb(0.95, 0.95, 0.92)
        } else {
            Color::srgb(0.16, 0.45, 0.25)
        };
        commands.spawn((
            Node::default(),
            BackgroundColor(colour),
            Pickable::IGNORE,
            ChildOf(grid),
        ));
    }
}

fn spawn_row(
    commands: &mut Commands,
    panel: Entity,
    row: &Row,
    path: &std::path::Path,
    place: usize,
    fonts: &Fonts,
    locale: &Locale,
) {
    let names = ROW_BUTTONS[place.min(PAGE - 1)];
    let r = commands
        .spawn((
            Node {
                justify_content: JustifyContent::SpaceBetween,
                padding: UiRect::all(px(6)),
                border_radius: BorderRadius::all(px(8)),
                ..row_node(10.0)
            },
            BackgroundColor(Color::srgb(0.08, 0.1, 0.12)),
            ChildOf(panel),
        ))
        .id();
    let left = commands.spawn((row_node(10.0), ChildOf(r))).id();
    let buttons = commands.spawn((row_node(5.0), ChildOf(r))).id();
    let date = crate::game::play::game_list::date_text(row.modified, locale);
    match &row.entry {
        Entry::Game(s) => {
            spawn_thumbnail(commands, left, s.final_dark, s.final_light);
            let words = commands
                .spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: px(2),
                        ..default()
                    },
                    ChildOf(left),
                ))
                .id();
            commands.spawn((
                Text::default(),
                Tr::verbatim(format!(
                    "{}   {}",
                    s.result_text(locale),
                    s.players_text(locale)
                )),
                fonts.bold(16.0),
                TextColor(Color::WHITE),
                Pickable::IGNORE,
                ChildOf(words),
            ));
            let mut second = format!("{date} · {}", s.moves_text(locale));
            if let Some(opening) = &s.opening {
                second.push_str(" · ");
                second.push_str(opening);
            }
            let options = s.options_text(locale);
            if !options.is_empty() {
                second.push_str(" · ");
                second.push_str(&options);
            }
            // Its first moves were pasted: not the players', and not in your record.
            if s.imported() {
                second.push_str(" · ");
                second.push_str(&locale.render(&Tr::new("games-imported")));
            }
            commands.spawn((dim(Tr::verbatim(second), 13.0), ChildOf(words)));
            let p = path.to_path_buf();
            if s.result.is_some() {
                commands.spawn((
                    row_small_button(
                        names[0],
                        Tr::new("games-review"),
                        ROW_BUTTON,
                        14.0,
                        LibraryRequest::Review(p.clone()),
                    ),
                    ChildOf(buttons),
                ));
            } else {
                commands.spawn((
                    row_small_button(
                        names[1],
                        Tr::new("games-resume"),
                        ROW_BUTTON,
                        14.0,
                        LibraryRequest::Resume(p.clone()),
                    ),
                    ChildOf(buttons),
                ));
            }
            commands.spawn((
                row_small_button(
                    names[2],
                    Tr::new("games-copy"),
                    ROW_BUTTON,
                    14.0,
                    LibraryRequest::CopyMoves(p.clone()),
                ),
                ChildOf(buttons),
            ));
            commands.spawn((
                row_small_button(
                    names[3],
                    Tr::new("games-ggf"),
                    ROW_BUTTON,
                    14.0,
                    LibraryRequest::ExportGgf(p),
                ),
                ChildOf(buttons),
            ));
        }
        Entry::Unreadable { why, error, read } => {
            let words = commands
                .spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: px(2),
                        max_width: px(640),
                        ..default()
                    },
                    ChildOf(left),
                ))
                .id();
            commands.spawn((
                Text::default(),
                Tr::new("games-not-a-game").with("name", row.name.clone()),
                fonts.bold(16.0),
                TextColor(Color::srgb(1.0, 0.7, 0.5)),
                Pickable::IGNORE,
                ChildOf(words),
            ));
            // The rules' errors and the reader's (a file too large, not text) in the player's
            // words; anything else as it was said.
            let reason = match (error, read) {
                (Some(e), _) => notation_error(e),
                (None, Some(r)) => r.words(),
                (None, None) => Tr::verbatim(why.clone()),
            };
            commands.spawn((
                dim(
                    Tr::new("games-unreadable-reason")
                        .with("date", date)
                        .with("reason", reason),
                    13.0,
                ),
                ChildOf(words),
            ));
        }
    }
    commands.spawn((
        row_small_button(
            names[4],
            Tr::new("games-delete"),
            ROW_BUTTON,
            14.0,
            LibraryRequest::Delete(path.to_path_buf()),
        ),
        ChildOf(buttons),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_button_has_its_own_name() {
        let mut all: Vec<&str> = ROW_BUTTONS.iter().flatten().copied().collect();
        assert_eq!(all[0], "game1-review");
        assert_eq!(all[all.len() - 1], "game10-delete");
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 5 * PAGE);
    }
    /// A game's buttons in the list hold their labels, padding and all, in every language
    /// (German "Nachspielen" is longer than the 96 px they are at least): a finished game's
    /// row and an unfinished one's, laid out at 1280×720. (language, (button, label width,
    /// button width)) of any that does not.
    #[test]
    fn every_label_of_a_games_row_fits_its_button_in_every_language() {
        use crate::game::core::i18n::Lang;
        use crate::game::play::game_list::{Row, Summary};
        use bevy::ecs::system::RunSystemOnce;
        use reversi_engine::rules::{Game, Square};
        let unfinished = Game::new(Default::default());
        let mut finished = Game::new(Default::default());
        while !finished.is_over() {
            match finished.legal_moves() {
                0 => finished.pass().map(|_| ()),
                moves => finished
                    .play(Square::new(moves.trailing_zeros() as u8).unwrap())
                    .map(|_| ()),
            }
            .unwrap();
        }
        let mut cramped = Vec::new();
        for lang in Lang::ALL {
            let (mut app, screen) = crate::game::ui::layout::layout_app(1280, 720);
            app.world_mut().resource_mut::<Locale>().set_lang(lang);
            // The list's panel, at its width at 1280 px.
            let panel = app
                .world_mut()
                .spawn((
                    Node {
                        width: px(WIDTH),
                        flex_direction: FlexDirection::Column,
                        ..default()
                    },
                    ChildOf(screen),
                ))
                .id();
            for (place, game) in [&finished, &unfinished].into_iter().enumerate() {
                let row = Row {
                    name: format!("game-{place}.txt"),
                    size: 100,
                    modified: 0,
                    entry: Entry::Game(Summary::of(game, "you", "computer, Expert")),
                };
                app.world_mut()
                    .run_system_once(
                        move |mut commands: Commands, fonts: Res<Fonts>, locale: Res<Locale>| {
                            let path = std::path::Path::new(&row.name);
                            spawn_row(&mut commands, panel, &row, path, place, &fonts, &locale);
                        },
                    )
                    .unwrap();
            }
            let (n, found) = crate::game::ui::layout::cramped_buttons(&mut app, 8.0);
            cramped.extend(found.into_iter().map(|c| (lang, c)));
            assert_eq!(n, 8, "{lang:?}: the two rows' buttons");
        }
        assert!(
            cramped.is_empty(),
            "labels wider than their buttons less the padding: {cramped:?}"
        );
    }
}
