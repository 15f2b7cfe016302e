//! The start screen (who plays, computer level, variant, animation speed) and the
//! end-of-game scoring screen (counts, winner, recorded score, play again / start screen).

use super::{
    CurrentGame, DisplaySettings, NewGameSetup, Phase, PlayerKind, Players, Screen, StartNewGame,
};
use bevy::prelude::*;
use reversi_engine::ai::LEVELS;
use reversi_engine::rules::{Color as Side, StartPosition, Supply, Variant};

/// What a menu button does.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum ButtonAction {
    PlayDark,
    PlayLight,
    TwoPlayers,
    Watch,
    LevelDown,
    LevelUp,
    ToggleVariant,
    CycleStart,
    CycleSupply,
    ToggleEmpties,
    CycleClock,
    ToggleAlternate,
    CycleSpeed,
    ToggleLegalDots,
    ToggleSound,
    ToggleTheme,
    PlayAgain,
    ToStart,
    Undo,
    Redo,
    Hint,
    /// Resume the game left unfinished when the window was closed.
    Resume,
    /// Load the most recently saved game.
    LoadLast,
    /// Copy the transcript to the clipboard.
    Copy,
    /// Save the game (and its transcript sheet) to a file.
    Save,
}

/// A label that shows a setting (updated from [`NewGameSetup`] and [`DisplaySettings`]).
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum SettingLabel {
    Level,
    LevelDescription,
    Variant,
    Start,
    Supply,
    Empties,
    Clock,
    Alternate,
    Speed,
    LegalDots,
    Sound,
    Theme,
}

/// The start screen's line for problems (a corrupt settings file).
#[derive(Component)]
pub struct NoticeText;

/// Clock choices, in minutes per player (0: no clock).
pub const CLOCK_CHOICES: [u32; 9] = [0, 1, 2, 3, 5, 10, 15, 20, 30];

const BUTTON: Color = Color::srgb(0.16, 0.3, 0.22);
const BUTTON_HOVER: Color = Color::srgb(0.22, 0.42, 0.3);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Screen::Start),
        spawn_start_screen.after(super::record::refresh_unfinished),
    )
    .add_systems(OnEnter(Phase::GameOver), spawn_game_over)
    .add_systems(
        Update,
        refresh_score_lines.run_if(in_state(Phase::GameOver)),
    )
    .add_systems(
        Update,
        (
            update_setting_labels,
            (show_start_notes, show_notices)
                .chain()
                .run_if(in_state(Screen::Start)),
        ),
    )
    .add_observer(on_button_click)
    .add_observer(on_button_over)
    .add_observer(on_button_out);
}

fn panel() -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            row_gap: px(8),
            padding: UiRect::all(px(20)),
            border_radius: BorderRadius::all(px(14)),
            ..default()
        },
        BackgroundColor(Color::srgba(0.04, 0.05, 0.07, 0.96)),
    )
}

pub(super) fn button(label: impl Into<String>, action: ButtonAction, width: f32) -> impl Bundle {
    (
        action,
        Node {
            width: px(width),
            padding: UiRect::axes(px(12), px(7)),
            justify_content: JustifyContent::Center,
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(BUTTON),
        children![(
            Text::new(label),
            TextFont::from_font_size(20.0),
            TextColor(Color::WHITE),
            Pickable::IGNORE
        )],
    )
}

/// A button whose text shows a setting; a click changes it.
fn setting_button(action: ButtonAction, label: SettingLabel, width: f32) -> impl Bundle {
    (button("", action, width), label)
}

fn text(s: impl Into<String>, size: f32) -> impl Bundle {
    (
        Text::new(s),
        TextFont::from_font_size(size),
        TextColor(Color::srgb(0.92, 0.92, 0.9)),
        Pickable::IGNORE,
    )
}

fn column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(8),
        ..default()
    }
}

fn row() -> Node {
    Node {
        column_gap: px(10),
        align_items: AlignItems::FlexStart,
        ..default()
    }
}

const COL: f32 = 420.0;

/// The start screen's standing notes: a settings file problem, another window keeping the
/// unfinished game.
fn start_notes(
    settings: &super::settings::SettingsNotice,
    unfinished: &super::record::UnfinishedNotice,
) -> String {
    [&settings.0, &unfinished.0]
        .into_iter()
        .flatten()
        .cloned()
        .collect::<Vec<_>>()
        .join("\n")
}

/// Shows the notes when they change while the start screen is up (the first start screen is
/// built before the settings are read).
fn show_start_notes(
    settings: Res<super::settings::SettingsNotice>,
    unfinished: Res<super::record::UnfinishedNotice>,
    mut text: Query<&mut Text, With<NoticeText>>,
) {
    if !settings.is_changed() && !unfinished.is_changed() {
        return;
    }
    let notes = start_notes(&settings, &unfinished);
    for mut t in &mut text {
        t.0 = notes.clone();
    }
}

fn spawn_start_screen(
    mut commands: Commands,
    notice: Res<super::settings::SettingsNotice>,
    unfinished_notice: Res<super::record::UnfinishedNotice>,
    unfinished: Res<super::record::Unfinished>,
    storage: Res<super::settings::Storage>,
) {
    let root = commands
        .spawn((
            Name::new("Start screen"),
            DespawnOnExit(Screen::Start),
            GlobalZIndex(10),
            Node {
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        ))
        .id();
    let p = commands.spawn((panel(), ChildOf(root))).id();
    commands.spawn((text("reversi3d", 40.0), ChildOf(p)));
    commands.spawn((
        NoticeText,
        Text::new(start_notes(&notice, &unfinished_notice)),
        TextFont::from_font_size(16.0),
        TextColor(Color::srgb(1.0, 0.7, 0.5)),
        Node {
            max_width: px(860),
            ..default()
        },
        Pickable::IGNORE,
        ChildOf(p),
    ));
    commands.spawn((
        row(),
        ChildOf(p),
        children![
            (
                column(),
                children![
                    text("Game", 18.0),
                    (
                        Node {
                            column_gap: px(10),
                            align_items: AlignItems::Center,
                            ..default()
                        },
                        children![
                            button("<", ButtonAction::LevelDown, 44.0),
                            (
                                SettingLabel::Level,
                                text("", 20.0),
                                Node {
                                    width: px(COL - 108.0),
                                    justify_content: JustifyContent::Center,
                                    ..default()
                                }
                            ),
                            button(">", ButtonAction::LevelUp, 44.0),
                        ]
                    ),
                    (
                        SettingLabel::LevelDescription,
                        text("", 15.0),
                        Node {
                            max_width: px(COL),
                            ..default()
                        }
                    ),
                    setting_button(ButtonAction::ToggleVariant, SettingLabel::Variant, COL),
                    setting_button(ButtonAction::CycleStart, SettingLabel::Start, COL),
                    setting_button(ButtonAction::CycleSupply, SettingLabel::Supply, COL),
                    setting_button(ButtonAction::ToggleEmpties, SettingLabel::Empties, COL),
                    setting_button(ButtonAction::CycleClock, SettingLabel::Clock, COL),
                ]
            ),
            (
                column(),
                children![
                    text("Play and display", 18.0),
                    setting_button(ButtonAction::ToggleAlternate, SettingLabel::Alternate, COL),
                    setting_button(ButtonAction::CycleSpeed, SettingLabel::Speed, COL),
                    setting_button(ButtonAction::ToggleLegalDots, SettingLabel::LegalDots, COL),
                    setting_button(ButtonAction::ToggleSound, SettingLabel::Sound, COL),
                    setting_button(ButtonAction::ToggleTheme, SettingLabel::Theme, COL),
                    text("F1 or ? in a game lists the keys", 15.0),
                ]
            ),
        ],
    ));
    commands.spawn((
        row(),
        ChildOf(p),
        children![
            button("Play Dark (you move first)", ButtonAction::PlayDark, COL),
            button(
                "Play Light (computer moves first)",
                ButtonAction::PlayLight,
                COL
            ),
        ],
    ));
    commands.spawn((
        row(),
        ChildOf(p),
        children![
            button("Two players", ButtonAction::TwoPlayers, COL),
            button("Watch the computer play itself", ButtonAction::Watch, COL),
        ],
    ));
    let resume = unfinished.0.as_ref().map(|u| {
        format!(
            "Resume the unfinished game (move {}, {} vs {})",
            u.game.move_number(),
            u.dark,
            u.light
        )
    });
    let last_saved = super::record::latest_saved(&storage).is_some();
    if resume.is_some() || last_saved {
        let r = commands.spawn((row(), ChildOf(p))).id();
        if let Some(label) = resume {
            commands.spawn((button(label, ButtonAction::Resume, COL), ChildOf(r)));
        }
        if last_saved {
            commands.spawn((
                button("Load the last saved game", ButtonAction::LoadLast, COL),
                ChildOf(r),
            ));
        }
    }
    commands.spawn((
        text(
            "Paste a transcript or board with Ctrl+V, or drop a saved game on the window",
            15.0,
        ),
        ChildOf(p),
    ));
}

fn show_notices(
    mut notices: MessageReader<super::Notice>,
    mut text: Query<&mut Text, With<NoticeText>>,
) {
    if let Some(n) = notices.read().last() {
        for mut t in &mut text {
            t.0 = n.0.clone();
        }
    }
}

fn speed_name(speed: f32) -> &'static str {
    if speed <= 0.0 {
        "instant"
    } else if speed < 0.9 {
        "slow"
    } else if speed < 1.5 {
        "normal"
    } else {
        "fast"
    }
}

fn on_off(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}

/// The text a setting's label shows.
pub fn setting_text(
    label: SettingLabel,
    setup: &NewGameSetup,
    settings: &DisplaySettings,
) -> String {
    let level = &LEVELS[setup.level.min(LEVELS.len() - 1)];
    let o = &setup.options;
    match label {
        SettingLabel::Level => format!(
            "Computer: {} ({}/{})",
            level.name,
            setup.level + 1,
            LEVELS.len()
        ),
        SettingLabel::LevelDescription => level.description.to_string(),
        SettingLabel::Variant => match o.variant {
            Variant::Classic => "Rules: Classic (most discs wins)".to_string(),
            Variant::Reverse => "Rules: Reverse (fewest discs wins)".to_string(),
        },
        SettingLabel::Start => {
            if setup.random_start {
                "Start: random arrangement".to_string()
            } else {
                format!("Start: {}", o.start.name())
            }
        }
        SettingLabel::Supply => format!("Discs: {}", o.supply.name()),
        SettingLabel::Empties => format!(
            "Empty squares to the winner: {}",
            on_off(o.empties_to_winner)
        ),
        SettingLabel::Clock => match o.clock_minutes() {
            0 => "Clock: off".to_string(),
            m => format!("Clock: {m} min each"),
        },
        SettingLabel::Alternate => format!(
            "Alternate colours each game: {}",
            on_off(setup.alternate_colours)
        ),
        SettingLabel::Speed => format!("Animations: {}", speed_name(settings.anim_speed)),
        SettingLabel::LegalDots => {
            format!("Dots on legal squares: {} (L)", on_off(settings.show_legal))
        }
        SettingLabel::Sound => format!("Sound: {} (M)", on_off(settings.sound)),
        SettingLabel::Theme => match settings.theme {
            super::Theme::Standard => "Theme: standard (T)".to_string(),
            super::Theme::HighContrast => "Theme: high contrast (T)".to_string(),
        },
    }
}

fn update_setting_labels(
    setup: Res<NewGameSetup>,
    settings: Res<DisplaySettings>,
    labels: Query<(Entity, &SettingLabel)>,
    children: Query<&Children>,
    mut texts: Query<&mut Text>,
) {
    if !setup.is_changed()
        && !settings.is_changed()
        && labels.iter().all(|(e, _)| {
            texts.get(e).is_ok_and(|t| !t.0.is_empty())
                || children
                    .get(e)
                    .ok()
                    .and_then(|c| c.first().copied())
                    .is_some_and(|c| texts.get(c).is_ok_and(|t| !t.0.is_empty()))
        })
    {
        return;
    }
    for (e, &label) in &labels {
        let s = setting_text(label, &setup, &settings);
        // The label is the text itself, or a button whose first child is the text.
        let target = if texts.contains(e) {
            Some(e)
        } else {
            children.get(e).ok().and_then(|c| c.first().copied())
        };
        if let Some(t) = target
            && let Ok(mut text) = texts.get_mut(t)
            && text.0 != s
        {
            text.0 = s;
        }
    }
}

/// The next value in a cycle of choices.
fn next_in<T: PartialEq + Copy>(all: &[T], cur: T) -> T {
    let i = all.iter().position(|x| *x == cur).unwrap_or(0);
    all[(i + 1) % all.len()]
}

/// What a settings button changes. Returns false for buttons that are not settings.
pub fn change_setting(
    action: ButtonAction,
    setup: &mut NewGameSetup,
    settings: &mut DisplaySettings,
) -> bool {
    let o = &mut setup.options;
    match action {
        ButtonAction::LevelDown => setup.level = setup.level.saturating_sub(1),
        ButtonAction::LevelUp => setup.level = (setup.level + 1).min(LEVELS.len() - 1),
        ButtonAction::ToggleVariant => {
            o.set_variant(next_in(&Variant::ALL, o.variant));
        }
        ButtonAction::CycleStart => {
            // The seven positions, then "random arrangement", then round again.
            if setup.random_start {
                setup.random_start = false;
                o.start = StartPosition::Standard;
            } else if o.start == StartPosition::EmptyCentre {
                setup.random_start = true;
                o.start = StartPosition::Standard;
            } else {
                o.start = next_in(&StartPosition::ALL, o.start);
            }
        }
        ButtonAction::CycleSupply => o.supply = next_in(&Supply::ALL, o.supply),
        ButtonAction::ToggleEmpties => o.empties_to_winner = !o.empties_to_winner,
        ButtonAction::CycleClock => {
            o.set_clock_minutes(next_in(&CLOCK_CHOICES, o.clock_minutes()));
        }
        ButtonAction::ToggleAlternate => setup.alternate_colours = !setup.alternate_colours,
        ButtonAction::CycleSpeed => {
            settings.anim_speed = match speed_name(settings.anim_speed) {
                "normal" => 2.0,
                "fast" => 0.0,
                "instant" => 0.6,
                _ => 1.0,
            }
        }
        ButtonAction::ToggleLegalDots => settings.show_legal = !settings.show_legal,
        ButtonAction::ToggleSound => settings.sound = !settings.sound,
        ButtonAction::ToggleTheme => {
            settings.theme = match settings.theme {
                super::Theme::Standard => super::Theme::HighContrast,
                super::Theme::HighContrast => super::Theme::Standard,
            }
        }
        _ => return false,
    }
    true
}

/// The messages menu buttons send.
#[derive(bevy::ecs::system::SystemParam)]
struct ButtonMessages<'w> {
    starts: MessageWriter<'w, StartNewGame>,
    undo: MessageWriter<'w, super::UndoRequest>,
    redo: MessageWriter<'w, super::RedoRequest>,
    hint: MessageWriter<'w, super::hints::HintRequest>,
    record: MessageWriter<'w, super::record::RecordRequest>,
}

fn on_button_click(
    click: On<Pointer<Click>>,
    buttons: Query<&ButtonAction>,
    mut setup: ResMut<NewGameSetup>,
    mut settings: ResMut<DisplaySettings>,
    mut screen: ResMut<NextState<Screen>>,
    mut send: ButtonMessages,
) {
    let Ok(&action) = buttons.get(click.entity) else {
        return;
    };
    if change_setting(action, &mut setup, &mut settings) {
        return;
    }
    use super::record::RecordRequest;
    use super::settings::PlayersChoice;
    let choice = match action {
        ButtonAction::PlayDark => Some(PlayersChoice::YouDark),
        ButtonAction::PlayLight => Some(PlayersChoice::YouLight),
        ButtonAction::TwoPlayers => Some(PlayersChoice::TwoPlayers),
        ButtonAction::Watch => Some(PlayersChoice::Watch),
        _ => None,
    };
    if let Some(c) = choice {
        setup.players = c.players(setup.level);
        send.starts.write(StartNewGame);
        return;
    }
    match action {
        ButtonAction::PlayAgain => {
            let p = setup.players;
            let one_human = (p.dark == PlayerKind::Human) != (p.light == PlayerKind::Human);
            if setup.alternate_colours && one_human {
                setup.players = Players {
                    dark: p.light,
                    light: p.dark,
                };
            }
            send.starts.write(StartNewGame);
        }
        ButtonAction::ToStart => screen.set(Screen::Start),
        ButtonAction::Undo => {
            send.undo.write(super::UndoRequest);
        }
        ButtonAction::Hint => {
            send.hint.write(super::hints::HintRequest);
        }
        ButtonAction::Redo => {
            send.redo.write(super::RedoRequest);
        }
        ButtonAction::Resume => {
            send.record.write(RecordRequest::Resume);
        }
        ButtonAction::LoadLast => {
            send.record.write(RecordRequest::LoadLast);
        }
        ButtonAction::Copy => {
            send.record.write(RecordRequest::Copy);
        }
        ButtonAction::Save => {
            send.record.write(RecordRequest::Save);
        }
        _ => {}
    }
}

fn on_button_over(over: On<Pointer<Over>>, mut q: Query<&mut BackgroundColor, With<ButtonAction>>) {
    if let Ok(mut bg) = q.get_mut(over.entity) {
        bg.0 = BUTTON_HOVER;
    }
}

fn on_button_out(out: On<Pointer<Out>>, mut q: Query<&mut BackgroundColor, With<ButtonAction>>) {
    if let Ok(mut bg) = q.get_mut(out.entity) {
        bg.0 = BUTTON;
    }
}

/// The line the scoring screen shows while the engine completes a game lost on time.
pub const COMPLETING: &str = "completing the game...";

/// The lines of the scoring screen for a finished game (the game's own result; for a game
/// lost on time, a notice until the engine has completed it).
pub fn score_lines(game: &reversi_engine::rules::Game, players: &Players) -> Vec<String> {
    let Some(r) = game.result() else {
        return match game.lost_on_time() {
            Some(loser) => vec![
                format!("{} wins on time", loser.opposite()),
                format!("{loser} lost on time; the engine is {COMPLETING}"),
            ],
            None => vec!["The game is not over".into()],
        };
    };
    let variant = game.options.variant;
    let mut lines = Vec::new();
    lines.push(match r.winner {
        Some(c) => format!("{c} wins"),
        None => "A tie".to_string(),
    });
    let human_vs_computer =
        (players.dark == PlayerKind::Human) != (players.light == PlayerKind::Human);
    if human_vs_computer {
        let you = if players.dark == PlayerKind::Human {
            Side::Dark
        } else {
            Side::Light
        };
        lines.push(match r.winner {
            Some(w) if w == you => "You win!".to_string(),
            Some(_) => "The computer wins".to_string(),
            None => "Nobody wins".to_string(),
        });
    }
    lines.push(format!(
        "{} rules: {}",
        variant.name(),
        match variant {
            Variant::Classic => "more discs wins",
            Variant::Reverse => "fewer discs wins",
        }
    ));
    lines.push(format!(
        "Discs on the board: Dark {} - Light {}",
        game.count(Side::Dark),
        game.count(Side::Light)
    ));
    if let Some(loser) = r.lost_on_time {
        lines.push(format!(
            "{loser} lost on time; the engine completed the game: Dark {} - Light {}",
            r.dark, r.light
        ));
        lines.push(format!(
            "Recorded score (time default: the completed result, at least a one-disc win): {} - {}",
            r.recorded_dark, r.recorded_light
        ));
    } else if (r.recorded_dark, r.recorded_light) != (r.dark, r.light) {
        lines.push(format!(
            "Recorded score, {} empty square{} to the winner: {} - {}",
            r.empties,
            if r.empties == 1 { "" } else { "s" },
            r.recorded_dark,
            r.recorded_light
        ));
    }
    lines
}

/// The transcript sheet as a grid of cells, for the scoring screen.
fn spawn_sheet(commands: &mut Commands, parent: Entity, game: &reversi_engine::rules::Game) {
    use reversi_engine::rules::notation::{SheetCell, sheet_cells};
    let grid = commands
        .spawn((
            Name::new("Transcript sheet"),
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::px(9, 30.0),
                row_gap: px(1),
                column_gap: px(1),
                ..default()
            },
            ChildOf(parent),
        ))
        .id();
    let cell = |commands: &mut Commands, s: String, bg: Color| {
        commands.spawn((
            Node {
                height: px(22),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(bg),
            ChildOf(grid),
            children![text(s, 14.0)],
        ));
    };
    let head = Color::NONE;
    cell(commands, String::new(), head);
    for c in 0..8u8 {
        cell(commands, ((b'a' + c) as char).to_string(), head);
    }
    let cells = sheet_cells(game);
    for r in 0..8 {
        cell(commands, (r + 1).to_string(), head);
        for c in 0..8 {
            let (s, bg) = match cells[r * 8 + c] {
                SheetCell::Move(n) => (n.to_string(), Color::srgb(0.08, 0.3, 0.17)),
                SheetCell::Start => (String::new(), Color::srgb(0.25, 0.25, 0.25)),
                SheetCell::Empty => (String::new(), Color::srgb(0.05, 0.15, 0.09)),
            };
            cell(commands, s, bg);
        }
    }
}

/// The scoring screen's lines of text (redrawn when they change: a game lost on time gets its
/// score once the engine has completed it).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct ScoreLines(pub Vec<String>);

fn score_text(commands: &mut Commands, parent: Entity, lines: &[String]) {
    for (i, l) in lines.iter().enumerate() {
        commands.spawn((
            text(l.clone(), if i == 0 { 36.0 } else { 19.0 }),
            ChildOf(parent),
        ));
    }
}

fn refresh_score_lines(
    mut commands: Commands,
    game: Res<CurrentGame>,
    players: Res<Players>,
    mut shown: Query<(Entity, &mut ScoreLines)>,
) {
    for (e, mut old) in &mut shown {
        let lines = score_lines(&game.0, &players);
        if old.0 != lines {
            commands.entity(e).despawn_related::<Children>();
            score_text(&mut commands, e, &lines);
            old.0 = lines;
        }
    }
}

fn spawn_game_over(mut commands: Commands, game: Res<CurrentGame>, players: Res<Players>) {
    let lines = score_lines(&game.0, &players);
    let root = commands
        .spawn((
            Name::new("Scoring screen"),
            DespawnOnExit(Phase::GameOver),
            GlobalZIndex(10),
            Node {
                position_type: PositionType::Absolute,
                width: percent(100),
                bottom: px(64),
                justify_content: JustifyContent::Center,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .id();
    let outer = commands.spawn((panel(), ChildOf(root))).id();
    let p = commands.spawn((column(), ChildOf(outer))).id();
    let shown = commands
        .spawn((column(), ScoreLines(lines.clone()), ChildOf(p)))
        .id();
    score_text(&mut commands, shown, &lines);
    commands.spawn((
        row(),
        ChildOf(p),
        children![
            button("Play again", ButtonAction::PlayAgain, 270.0),
            button("Start screen", ButtonAction::ToStart, 220.0),
        ],
    ));
    commands.spawn((
        row(),
        ChildOf(p),
        children![
            button("Save game and sheet", ButtonAction::Save, 270.0),
            button("Copy transcript", ButtonAction::Copy, 220.0),
        ],
    ));
    commands.spawn((
        text("Left / Right arrows: review the moves", 15.0),
        ChildOf(p),
    ));
    if !game.0.history().is_empty() {
        // The sheet stands where the move list was, on the right.
        let side = commands
            .spawn((
                Name::new("Transcript sheet panel"),
                DespawnOnExit(Phase::GameOver),
                GlobalZIndex(11),
                Node {
                    position_type: PositionType::Absolute,
                    right: px(12),
                    top: px(96),
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(6),
                    padding: UiRect::all(px(10)),
                    border_radius: BorderRadius::all(px(8)),
                    ..default()
                },
                BackgroundColor(Color::srgba(0.04, 0.05, 0.07, 0.97)),
                Pickable::IGNORE,
            ))
            .id();
        commands.spawn((text("Transcript sheet", 16.0), ChildOf(side)));
        spawn_sheet(&mut commands, side, &game.0);
    }
}
