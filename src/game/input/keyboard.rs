//! Keyboard play and shortcuts: arrow keys move a cursor over the squares and Enter or Space
//! plays it; typing a square's name (`f5`) plays it. H asks for hints (unless a digit follows,
//! which makes it column h), M mutes, T switches the theme, L the dots on legal squares, Esc
//! goes back to the start screen, Ctrl+O opens a game file, F1 or ? shows the list of keys.
//! Each key sends the message its button sends (moves the `MoveRequest` of a click, M/T/L a
//! [`SettingChange`], Esc [`OpenStartScreen`], H a `HintRequest`, Ctrl+O an
//! [`OpenFileRequest`]).

use super::pointer::send_move;
use crate::game::core::i18n::Tr;
use crate::game::core::messages::{
    EarlyMove, GameChange, HintRequest, MoveRequest, OpenFileRequest, OpenStartScreen, Redraw,
    SettingChange,
};
use crate::game::core::state::KeyCursor;
use crate::game::core::state::{CurrentGame, GamesList, Phase, Screen};
use crate::game::core::systems::GameSystems;
use crate::game::theme::widget::scroll_with_wheel;
use crate::game::world::geometry::square_to_world;
use crate::game::world::squares::{BoardAssets, DISC_REST_Y};
use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::prelude::*;
use bevy::ui_widgets::observe;
use reversi_engine::rules::Square;
use std::collections::VecDeque;

/// The ring that shows the cursor.
#[derive(Component)]
pub struct CursorRing;

/// The help overlay.
#[derive(Component)]
pub struct HelpOverlay;

/// Keys typed towards squares' names.
#[derive(Resource, Default, Debug)]
pub(crate) struct Typed {
    /// A column letter typed, waiting for its row digit; with the time it was typed.
    pending: Option<(char, f32)>,
    /// Squares typed in full and not yet asked for, in the order typed.
    squares: VecDeque<Square>,
    /// One of them went as an early move (during the discs' turning), not yet played: the next
    /// waits until it is.
    early_sent: bool,
}

/// How long H waits for a digit before it means "hint" (seconds).
pub(crate) const H_WAIT: f32 = 0.6;

/// The keys, as the help overlay lists them: the keys (their names stay as the keyboard
/// prints them) and what they do.
pub(crate) fn shortcuts() -> [(Tr, Tr); 21] {
    [
        (Tr::new("key-click-keys"), Tr::new("key-click")),
        (Tr::new("key-type-keys"), Tr::new("key-type")),
        (Tr::new("key-undo-keys"), Tr::new("key-undo")),
        (Tr::new("key-hints-keys"), Tr::new("key-hints")),
        (Tr::new("key-dots-keys"), Tr::new("key-dots")),
        (Tr::new("key-copy-keys"), Tr::new("key-copy")),
        (Tr::new("key-save-keys"), Tr::new("key-save")),
        (Tr::new("key-save-ggf-keys"), Tr::new("key-save-ggf")),
        (Tr::new("key-open-keys"), Tr::new("key-open")),
        (Tr::new("key-review-keys"), Tr::new("key-review")),
        (Tr::new("key-analyse-keys"), Tr::new("key-analyse")),
        (Tr::new("key-step-keys"), Tr::new("key-step")),
        (Tr::new("key-sound-keys"), Tr::new("key-sound")),
        (Tr::new("key-theme-keys"), Tr::new("key-theme")),
        (Tr::new("key-turn-keys"), Tr::new("key-turn")),
        (Tr::new("key-fullscreen-keys"), Tr::new("key-fullscreen")),
        (Tr::new("key-zoom-keys"), Tr::new("key-zoom")),
        (Tr::new("key-screenshot-keys"), Tr::new("key-screenshot")),
        (Tr::new("key-esc-keys"), Tr::new("key-esc")),
        (Tr::new("key-menus-keys"), Tr::new("key-menus")),
        (Tr::new("key-help-keys"), Tr::new("key-help")),
    ]
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeyCursor>()
        .init_resource::<Typed>()
        .add_systems(OnEnter(Phase::Paused), forget_typed_squares)
        .add_systems(
            Update,
            (
                (cursor_keys, typed_squares)
                    .run_if(in_state(Screen::Playing).and_then(not(in_state(Phase::Paused))))
                    .before(GameSystems::Turn),
                // Before the keys of its frame: a redraw of the frame before is read first.
                forget_keys_on_a_new_game.before(typed_squares),
                show_cursor,
                (
                    toggles,
                    toggle_fullscreen,
                    back_to_start.run_if(in_state(Screen::Playing)),
                )
                    .in_set(GameSystems::Keys),
                // After `back_to_start`, which sees the key list still open in the frame in
                // which Esc closes it.
                toggle_help.after(GameSystems::Keys),
            ),
        );
}

fn human_turn(phase: &Option<Res<State<Phase>>>) -> bool {
    phase.as_ref().is_some_and(|p| *p.get() == Phase::HumanTurn)
}

/// The cursor after an arrow key: moves one square, stays on the board.
pub(crate) fn step_cursor(from: Square, key: KeyCode) -> Square {
    let (c, r) = (from.col(), from.row());
    let (c, r) = match key {
        KeyCode::ArrowLeft => (c - 1, r),
        KeyCode::ArrowRight => (c + 1, r),
        KeyCode::ArrowUp => (c, r - 1),
        KeyCode::ArrowDown => (c, r + 1),
        _ => (c, r),
    };
    Square::from_col_row(c.clamp(0, 7), r.clamp(0, 7)).unwrap_or(from)
}

fn cursor_keys(
    k: Res<ButtonInput<KeyCode>>,
    phase: Option<Res<State<Phase>>>,
    game: Res<CurrentGame>,
    mut cursor: ResMut<KeyCursor>,
    mut requests: MessageWriter<MoveRequest>,
    mut early: MessageWriter<EarlyMove>,
) {
    if k.any_pressed([KeyCode::AltLeft, KeyCode::AltRight]) {
        return;
    }
    for key in [
        KeyCode::ArrowLeft,
        KeyCode::ArrowRight,
        KeyCode::ArrowUp,
        KeyCode::ArrowDown,
    ] {
        if human_turn(&phase) && k.just_pressed(key) {
            cursor.0 = Some(match cursor.0 {
                Some(s) => step_cursor(s, key),
                // The first press shows the cursor on the first legal square.
                None => reversi_engine::rules::Bitboard(game.0.legal_moves())
                    .squares()
                    .next()
                    .unwrap_or(Square::from_col_row(3, 2).expect("d3")),
            });
        }
    }
    // Enter while the discs move asks for the move early, as a click does.
    if k.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(s) = cursor.0
    {
        send_move(&phase, s, &mut requests, &mut early);
    }
}

/// The column a key names (`A`–`H`).
fn letter(key: KeyCode) -> Option<char> {
    [
        (KeyCode::KeyA, 'a'),
        (KeyCode::KeyB, 'b'),
        (KeyCode::KeyC, 'c'),
        (KeyCode::KeyD, 'd'),
        (KeyCode::KeyE, 'e'),
        (KeyCode::KeyF, 'f'),
        (KeyCode::KeyG, 'g'),
        (KeyCode::KeyH, 'h'),
    ]
    .into_iter()
    .find(|(k, _)| *k == key)
    .map(|(_, c)| c)
}

/// The row a key names (`1`–`8`, on the main keys or the keypad), from 0.
fn digit(key: KeyCode) -> Option<u8> {
    let keys = [
        (KeyCode::Digit1, KeyCode::Numpad1),
        (KeyCode::Digit2, KeyCode::Numpad2),
        (KeyCode::Digit3, KeyCode::Numpad3),
        (KeyCode::Digit4, KeyCode::Numpad4),
        (KeyCode::Digit5, KeyCode::Numpad5),
        (KeyCode::Digit6, KeyCode::Numpad6),
        (KeyCode::Digit7, KeyCode::Numpad7),
        (KeyCode::Digit8, KeyCode::Numpad8),
    ];
    keys.iter()
        .position(|(a, b)| *a == key || *b == key)
        .map(|i| i as u8)
}

impl Typed {
    /// One key pressed, in the order typed: a letter waits for its digit, a digit after a
    /// letter completes a square. H that no digit follows is a hint request (returns true).
    fn key(&mut self, key: KeyCode, now: f32) -> bool {
        let mut hint = false;
        if let Some(c) = letter(key) {
            hint = matches!(self.pending, Some(('h', _)));
            self.pending = Some((c, now));
        } else if let Some(row) = digit(key) {
            if let Some((c, _)) = self.pending.take() {
                let col = i32::from(c as u8 - b'a');
                self.squares
                    .extend(Square::from_col_row(col, i32::from(row)));
            }
        } else if let Some((c, _)) = self.pending.take() {
            hint = c == 'h';
        }
        hint
    }

    fn clear(&mut self) {
        self.pending = None;
        self.squares.clear();
        self.early_sent = false;
    }
}

/// Typed squares: the keys are read in the order they were pressed (a slow frame can bring a
/// letter, its digit and the next letter together), and squares typed in full go in the order
/// typed as the move request a click sends: one on a person's turn, one as the early move
/// while the discs of the move before turn, the next once that one is played (two players
/// can type a whole line ahead). Squares typed ahead of the computer's turn are dropped then.
fn typed_squares(
    mut keys: MessageReader<KeyboardInput>,
    k: Res<ButtonInput<KeyCode>>,
    time: Res<Time>,
    phase: Option<Res<State<Phase>>>,
    mut typed: ResMut<Typed>,
    mut cursor: ResMut<KeyCursor>,
    mut requests: MessageWriter<MoveRequest>,
    mut early: MessageWriter<EarlyMove>,
    mut hints: MessageWriter<HintRequest>,
) {
    let now = time.elapsed_secs();
    let ctrl = k.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
        || k.any_just_released([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl {
        keys.clear();
        typed.clear();
        return;
    }
    for key in keys.read() {
        if key.state == ButtonState::Pressed && !key.repeat && typed.key(key.key_code, now) {
            hints.write(HintRequest);
        }
    }
    match phase.as_ref().map(|p| *p.get()) {
        // The person's turn: the next square (unless the early move sent is played now).
        Some(Phase::HumanTurn) => {
            if std::mem::take(&mut typed.early_sent) {
                // Wait a frame: the early move is asked for in this one.
            } else if let Some(sq) = typed.squares.pop_front() {
                cursor.0 = Some(sq);
                send_move(&phase, sq, &mut requests, &mut early);
            }
        }
        // The discs of the move before still turn: one square waits as the early move.
        Some(Phase::Animating | Phase::Deciding) => {
            if !typed.early_sent
                && let Some(sq) = typed.squares.pop_front()
            {
                cursor.0 = Some(sq);
                send_move(&phase, sq, &mut requests, &mut early);
                typed.early_sent = true;
            }
        }
        // The computer's turn: squares typed ahead of it are not kept for after it.
        Some(Phase::AiTurn) => {
            typed.squares.clear();
            typed.early_sent = false;
        }
        _ => {}
    }
    if let Some((c, at)) = typed.pending
        && now - at > H_WAIT
    {
        typed.pending = None;
        if c == 'h' {
            hints.write(HintRequest);
        }
    }
}

/// Squares typed but not yet asked for are dropped by a pause, as the early move is.
fn forget_typed_squares(mut typed: ResMut<Typed>) {
    typed.clear();
}

/// A new or loaded game starts without the cursor or keys typed for the game before.
fn forget_keys_on_a_new_game(
    mut redraws: MessageReader<Redraw>,
    mut typed: ResMut<Typed>,
    mut cursor: ResMut<KeyCursor>,
) {
    if redraws.read().any(|r| !r.animate) {
        typed.clear();
        cursor.0 = None;
    }
}

fn show_cursor(
    mut commands: Commands,
    cursor: Res<KeyCursor>,
    phase: Option<Res<State<Phase>>>,
    assets: Option<Res<BoardAssets>>,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut ring: Query<(&mut Transform, &mut Visibility), With<CursorRing>>,
) {
    let Some(assets) = assets else { return };
    let show = human_turn(&phase);
    let Some(sq) = cursor.0 else {
        // No cursor (a new game forgot it): no ring.
        for (_, mut v) in &mut ring {
            if *v != Visibility::Hidden {
                *v = Visibility::Hidden;
            }
        }
        return;
    };
    let at = square_to_world(sq) + Vec3::Y * (DISC_REST_Y + 0.09);
    if let Some((mut t, mut v)) = ring.iter_mut().next() {
        t.translation = at;
        let want = if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *v != want {
            *v = want;
        }
    } else if let Some(meshes) = meshes.as_mut() {
        commands.spawn((
            Name::new("Keyboard cursor"),
            CursorRing,
            Mesh3d(meshes.add(Torus::new(0.4, 0.47))),
            MeshMaterial3d(assets.cursor.clone()),
            Transform::from_translation(at),
            Visibility::Inherited,
            Pickable::IGNORE,
        ));
    }
}

/// The setting a key changes without Ctrl: M sound, T theme, L dots on legal squares.
fn setting_key(key: KeyCode) -> Option<SettingChange> {
    match key {
        KeyCode::KeyM => Some(SettingChange::ToggleSound),
        KeyCode::KeyT => Some(SettingChange::ToggleTheme),
        KeyCode::KeyL => Some(SettingChange::ToggleLegalDots),
        _ => None,
    }
}

/// The setting a key changes with Ctrl: Ctrl+= and Ctrl++ larger text and panels, Ctrl+-
/// smaller, Ctrl+0 back to 100%.
fn ctrl_setting_key(key: KeyCode) -> Option<SettingChange> {
    match key {
        KeyCode::Equal | KeyCode::NumpadAdd => Some(SettingChange::LargerUi),
        KeyCode::Minus | KeyCode::NumpadSubtract => Some(SettingChange::SmallerUi),
        KeyCode::Digit0 | KeyCode::Numpad0 => Some(SettingChange::ResetUi),
        _ => None,
    }
}

fn toggles(
    k: Res<ButtonInput<KeyCode>>,
    mut changes: MessageWriter<SettingChange>,
    mut open: MessageWriter<OpenFileRequest>,
) {
    // Ctrl held, or pressed and let go within this frame with the key (a slow frame).
    let ctrl = [KeyCode::ControlLeft, KeyCode::ControlRight];
    if k.any_pressed(ctrl) || k.any_just_pressed(ctrl) || k.any_just_released(ctrl) {
        for key in k.get_just_pressed() {
            if let Some(change) = ctrl_setting_key(*key) {
                changes.write(change);
            }
        }
        // Ctrl+O: "Open…", on any screen (the games screen's button sends the same message).
        if k.just_pressed(KeyCode::KeyO) {
            open.write(OpenFileRequest::Ask);
        }
        return;
    }
    for key in k.get_just_pressed() {
        if let Some(change) = setting_key(*key) {
            changes.write(change);
        }
    }
}

/// F11 switches the window between full screen and a window.
fn toggle_fullscreen(
    keys: Res<ButtonInput<KeyCode>>,
    mut window: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    use bevy::window::{MonitorSelection, WindowMode};
    if !keys.just_pressed(KeyCode::F11) {
        return;
    }
    if let Ok(mut w) = window.single_mut() {
        w.mode = match w.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
}

/// Esc opens the pause menu during a game and closes it again; after the game (scoring
/// screen, review) it goes back to the start screen.
fn back_to_start(
    keys: Res<ButtonInput<KeyCode>>,
    phase: Option<Res<State<Phase>>>,
    help: Query<(), With<HelpOverlay>>,
    list: Option<Res<State<GamesList>>>,
    mut asked: MessageWriter<OpenStartScreen>,
    mut changes: MessageWriter<GameChange>,
) {
    // With the key list open, Esc closes it (`toggle_help`) and does nothing else; so with
    // the list of saved games open (its screen closes it).
    if !keys.just_pressed(KeyCode::Escape) || !help.is_empty() {
        return;
    }
    if list.is_some_and(|l| *l.get() == GamesList::Open) {
        return;
    }
    match phase.map(|p| *p.get()) {
        Some(Phase::Paused) => {
            changes.write(GameChange::Resume);
        }
        Some(Phase::GameOver | Phase::Review) | None => {
            asked.write(OpenStartScreen);
        }
        Some(_) => {
            changes.write(GameChange::Pause);
        }
    }
}

fn toggle_help(
    mut commands: Commands,
    k: Res<ButtonInput<KeyCode>>,
    help: Query<Entity, With<HelpOverlay>>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
) {
    let shift = k.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let asked = k.just_pressed(KeyCode::F1) || (shift && k.just_pressed(KeyCode::Slash));
    if let Some(e) = help.iter().next() {
        if asked || k.just_pressed(KeyCode::Escape) {
            commands.entity(e).despawn();
        }
        return;
    }
    if !asked {
        return;
    }
    let scale = scale.map_or(1.0, |s| s.0).max(0.01);
    let height = windows.single().map_or(720.0, |w| w.height() / scale);
    let size = help_font_size(height, shortcuts().len());
    // The list scrolls (the wheel) where it is still taller than the window, and a click
    // anywhere on it closes it (and reaches nothing under it).
    let root = commands
        .spawn((
            Name::new("Help"),
            HelpOverlay,
            GlobalZIndex(20),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::all(px(8)),
                overflow: Overflow::scroll_y(),
                ..default()
            },
            ScrollPosition::default(),
            observe(scroll_with_wheel),
            observe(close_help_on_click),
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.5)),
        ))
        .id();
    // Keys on the left as wide as they need; what they do on the right, wrapped to the rest
    // of the panel's width. The panel's width is set (1000 pixels, or the window's if less): in
    // a grid as wide as its content, the rows would be measured before the descriptions wrap,
    // and come out shorter than their text.
    let panel = commands
        .spawn((
            Node {
                display: Display::Grid,
                grid_template_columns: vec![GridTrack::max_content(), GridTrack::flex(1.0)],
                column_gap: px(size * 1.2),
                row_gap: px(size * 0.3),
                padding: UiRect::all(px(size * 1.2)),
                margin: UiRect::vertical(Val::Auto),
                // Definite, and following the window and the text size while it is open.
                width: px(1000),
                max_width: percent(100),
                flex_shrink: 0.0,
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::srgb(0.04, 0.05, 0.07)),
            Pickable::IGNORE,
            ChildOf(root),
        ))
        .id();
    for (keys, what) in shortcuts() {
        for (s, c) in [
            (keys, Color::srgb(1.0, 0.9, 0.55)),
            (what, Color::srgb(0.92, 0.92, 0.9)),
        ] {
            commands.spawn((
                Text::default(),
                s,
                TextFont::from_font_size(size),
                TextColor(c),
                Pickable::IGNORE,
                ChildOf(panel),
            ));
        }
    }
}

/// The key list's text size for a window `height` logical pixels high: 19 pixels where the
/// `rows` fit, smaller (down to 13) where they would not, so that the whole list shows at
/// 800×600; below that it scrolls.
pub(crate) fn help_font_size(height: f32, rows: usize) -> f32 {
    // A row is a line of text (1.2 of the size) and a gap (0.3); in a narrow window about four
    // descriptions take a second line; the padding is 2.4 lines, the margins 16 pixels.
    let fits = (height - 16.0) / (rows as f32 * 1.5 + 4.0 * 1.2 + 2.4);
    fits.clamp(13.0, 19.0).floor()
}

/// A click on the key list closes it.
fn close_help_on_click(
    click: On<Pointer<Click>>,
    mut commands: Commands,
    help: Query<Entity, With<HelpOverlay>>,
) {
    if click.button == PointerButton::Primary {
        for e in &help {
            commands.entity(e).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_list_s_text_is_smaller_in_a_window_where_it_would_not_fit() {
        let rows = shortcuts().len();
        assert_eq!(help_font_size(1080.0, rows), 19.0);
        let small = help_font_size(600.0, rows);
        assert!((13.0..19.0).contains(&small), "{small}");
        assert_eq!(help_font_size(200.0, rows), 13.0, "then it scrolls");
    }

    #[test]
    fn m_t_and_l_change_sound_theme_and_dots_and_no_other_key_does() {
        assert_eq!(setting_key(KeyCode::KeyM), Some(SettingChange::ToggleSound));
        assert_eq!(setting_key(KeyCode::KeyT), Some(SettingChange::ToggleTheme));
        assert_eq!(
            setting_key(KeyCode::KeyL),
            Some(SettingChange::ToggleLegalDots)
        );
        assert_eq!(setting_key(KeyCode::KeyH), None);
    }

    /// A key in, its message out: Esc during a turn asks for the pause menu, Esc in it asks to
    /// resume, and Esc after the game asks for the start screen (as the scoring screen's
    /// button does).
    #[test]
    fn escape_pauses_a_game_resumes_it_and_leaves_a_finished_one() {
        use bevy::state::app::StatesPlugin;
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .add_sub_state::<Phase>()
            .init_resource::<ButtonInput<KeyCode>>()
            .add_message::<OpenStartScreen>()
            .add_message::<GameChange>()
            .add_systems(Update, back_to_start.run_if(in_state(Screen::Playing)));
        let sent = |app: &mut App| {
            let starts = app
                .world_mut()
                .resource_mut::<Messages<OpenStartScreen>>()
                .drain()
                .count();
            let changes: Vec<GameChange> = app
                .world_mut()
                .resource_mut::<Messages<GameChange>>()
                .drain()
                .collect();
            (starts, changes)
        };
        let tap = |app: &mut App| {
            let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
            keys.release(KeyCode::Escape);
            keys.clear();
            keys.press(KeyCode::Escape);
            app.update();
            app.world_mut()
                .resource_mut::<ButtonInput<KeyCode>>()
                .clear();
        };
        let enter = |app: &mut App, phase: Phase| {
            app.world_mut()
                .resource_mut::<NextState<Phase>>()
                .set(phase);
            app.update();
        };
        tap(&mut app);
        assert_eq!(
            sent(&mut app),
            (0, vec![]),
            "not on the start screen itself"
        );
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Playing);
        app.update();
        enter(&mut app, Phase::HumanTurn);
        assert_eq!(sent(&mut app), (0, vec![]), "no key pressed");
        tap(&mut app);
        assert_eq!(sent(&mut app), (0, vec![GameChange::Pause]));
        enter(&mut app, Phase::Paused);
        tap(&mut app);
        assert_eq!(sent(&mut app), (0, vec![GameChange::Resume]));
        enter(&mut app, Phase::GameOver);
        tap(&mut app);
        assert_eq!(sent(&mut app), (1, vec![]));
    }
}
