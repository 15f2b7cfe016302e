//! The scoring screen at the end of a game: who won and the recorded score (the rules'
//! scoring, worded here), the transcript sheet, and play again, start screen, save and copy.
//! A game lost on time shows a notice until the engine has completed it, then its score.

use super::analysis_panel::AnalysisAside;
use super::layout::{HideWhenSmall, RightPanel};
use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::messages::AnalysisRequest;
use crate::game::core::messages::{OpenStartScreen, Play, RecordRequest};
use crate::game::core::state::Seating;
use crate::game::core::state::{CurrentGame, Phase, Players};
use crate::game::play::words::side_name;
use crate::game::theme::widget::{button, text};
use crate::tr;
use bevy::prelude::*;
use reversi_engine::rules::{Side, Variant};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Phase::GameOver), spawn_game_over)
        .add_systems(
            Update,
            refresh_score_lines.run_if(in_state(Phase::GameOver)),
        );
}

/// The words the scoring screen shows in English while the engine completes a game lost on
/// time (`score-completing` in `en.ftl`).
pub const COMPLETING: &str = "completing the game...";

/// The lines of the scoring screen: the rules' scoring of the game
/// ([`reversi_engine::rules::scoring`]) in words, with "You win!" when one person plays the
/// computer and played a move of the game (not in a game pasted finished, or read finished
/// from another program's file). For a game lost on time, a notice until the engine has completed it.
pub fn score_lines(
    game: &reversi_engine::rules::Game,
    players: &Players,
    locale: &Locale,
) -> Vec<String> {
    use reversi_engine::rules::scoring::{Outcome, ScoreBasis, Scoring, scoring};
    let s = match scoring(game) {
        Scoring::InPlay => return vec![tr!(locale, "score-not-over")],
        Scoring::AwaitingCompletion { loser } => {
            return vec![
                tr!(
                    locale,
                    "score-wins-on-time",
                    side = side_name(loser.opposite(), locale)
                ),
                tr!(locale, "score-completing", side = side_name(loser, locale)),
            ];
        }
        Scoring::Final(s) => s,
    };
    let r = s.result;
    let mut lines = Vec::new();
    lines.push(match s.winner() {
        Some(c) => tr!(locale, "result-wins", side = side_name(c, locale)),
        None => tr!(locale, "result-tie"),
    });
    // A game pasted finished, or another program's, was not played here: who won only.
    let played_here = game.imported_plies() < game.history().len();
    if let Some(you) = one_person(players).filter(|_| played_here) {
        lines.push(match s.outcome_for(you) {
            Outcome::Won => tr!(locale, "result-you-win"),
            Outcome::Lost => tr!(locale, "result-computer-wins"),
            Outcome::Tied => tr!(locale, "result-nobody-wins"),
        });
    }
    lines.push(match game.options.variant {
        Variant::Classic => tr!(locale, "score-rules-classic"),
        Variant::Reverse => tr!(locale, "score-rules-reverse"),
    });
    lines.push(tr!(
        locale,
        "score-on-board",
        dark = s.on_board.0,
        light = s.on_board.1
    ));
    match s.basis {
        ScoreBasis::Counted => {}
        ScoreBasis::EmptiesToWinner(n) => lines.push(tr!(
            locale,
            "score-recorded-empties",
            count = n,
            dark = r.recorded_dark,
            light = r.recorded_light
        )),
        ScoreBasis::TimeDefault { loser } => {
            lines.push(tr!(
                locale,
                "score-completed",
                side = side_name(loser, locale),
                dark = r.dark,
                light = r.light
            ));
            lines.push(tr!(
                locale,
                "score-recorded-time-default",
                dark = r.recorded_dark,
                light = r.recorded_light
            ));
        }
    }
    lines
}

/// The side of the one person playing the computer (`None` with two people or none).
fn one_person(players: &Players) -> Option<Side> {
    match Seating::of(players) {
        Seating::YouDark => Some(Side::Dark),
        Seating::YouLight => Some(Side::Light),
        _ => None,
    }
}

/// The transcript sheet as a grid of cells, for the scoring screen.
fn spawn_sheet(commands: &mut Commands, parent: Entity, game: &reversi_engine::rules::Game) {
    use reversi_engine::rules::notation::{SheetCell, sheet_cells};
    let grid = commands
        .spawn((
            Name::new("Transcript sheet"),
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::px(9, 29.0),
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
                height: px(20),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            BackgroundColor(bg),
            ChildOf(grid),
            children![text(Tr::verbatim(s), 14.0)],
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
pub(crate) struct ScoreLines(pub Vec<String>);

fn score_text(commands: &mut Commands, parent: Entity, lines: &[String]) {
    for (i, l) in lines.iter().enumerate() {
        commands.spawn((
            text(Tr::verbatim(l.clone()), if i == 0 { 30.0 } else { 16.0 }),
            ChildOf(parent),
        ));
    }
}

fn refresh_score_lines(
    mut commands: Commands,
    game: Res<CurrentGame>,
    players: Res<Players>,
    locale: Res<Locale>,
    mut shown: Query<(Entity, &mut ScoreLines)>,
) {
    for (e, mut old) in &mut shown {
        let lines = score_lines(&game.0, &players, &locale);
        if old.0 != lines {
            commands.entity(e).despawn_related::<Children>();
            score_text(&mut commands, e, &lines);
            old.0 = lines;
        }
    }
}

/// The width of the scoring column's buttons (two a row).
const BUTTON: f32 = 142.0;

/// The scoring screen: a column on the right (the camera keeps the board clear of it, so the
/// counted discs stay in view) with the result, the buttons and the transcript sheet (the
/// sheet is left out of a small window).
fn spawn_game_over(
    mut commands: Commands,
    game: Res<CurrentGame>,
    players: Res<Players>,
    locale: Res<Locale>,
) {
    let lines = score_lines(&game.0, &players, &locale);
    let root = commands
        .spawn((
            Name::new("Scoring screen"),
            RightPanel,
            DespawnOnExit(Phase::GameOver),
            GlobalZIndex(10),
            Node {
                position_type: PositionType::Absolute,
                right: px(12),
                top: px(96),
                width: px(316),
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(8),
                padding: UiRect::all(px(12)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.04, 0.05, 0.07, 0.96)),
            Pickable::IGNORE,
        ))
        .id();
    let shown = commands
        .spawn((
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                row_gap: px(4),
                ..default()
            },
            ScoreLines(lines.clone()),
            ChildOf(root),
        ))
        .id();
    score_text(&mut commands, shown, &lines);
    let has_moves = !game.0.history().is_empty();
    let grid = commands
        .spawn((
            Node {
                display: Display::Grid,
                grid_template_columns: RepeatedGridTrack::px(2, BUTTON),
                row_gap: px(6),
                column_gap: px(8),
                margin: UiRect::top(px(4)),
                ..default()
            },
            ChildOf(root),
        ))
        .id();
    commands.spawn((
        button(
            "play-again",
            Tr::new("score-play-again"),
            BUTTON,
            Play::Again,
        ),
        ChildOf(grid),
    ));
    commands.spawn((
        button(
            "to-start",
            Tr::new("score-start-screen"),
            BUTTON,
            OpenStartScreen,
        ),
        ChildOf(grid),
    ));
    commands.spawn((
        button("save", Tr::new("score-save"), BUTTON, RecordRequest::Save),
        ChildOf(grid),
    ));
    commands.spawn((
        button("copy", Tr::new("score-copy"), BUTTON, RecordRequest::Copy),
        ChildOf(grid),
    ));
    if has_moves {
        commands.spawn((
            button(
                "analyse",
                Tr::new("score-analyse"),
                BUTTON,
                AnalysisRequest::Start,
            ),
            ChildOf(grid),
        ));
        commands.spawn((
            button(
                "save-ggf",
                Tr::new("score-save-ggf"),
                BUTTON,
                RecordRequest::SaveGgf,
            ),
            ChildOf(grid),
        ));
    }
    commands.spawn((text(Tr::new("score-keys"), 14.0), ChildOf(root)));
    // Shown in a narrow window while there is an analysis to speak of.
    commands.spawn((
        Text::default(),
        Tr::verbatim(String::new()),
        TextFont::from_font_size(14.0),
        TextColor(Color::srgb(1.0, 0.9, 0.55)),
        Pickable::IGNORE,
        AnalysisAside,
        Node {
            display: Display::None,
            ..default()
        },
        ChildOf(root),
    ));
    if has_moves {
        let sheet = commands
            .spawn((
                Name::new("Transcript sheet panel"),
                HideWhenSmall,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(4),
                    margin: UiRect::top(px(4)),
                    ..default()
                },
                ChildOf(root),
            ))
            .id();
        commands.spawn((text(Tr::new("score-sheet"), 15.0), ChildOf(sheet)));
        spawn_sheet(&mut commands, sheet, &game.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::PlayerKind;

    #[test]
    fn one_person_is_the_side_a_person_plays_against_the_computer() {
        let (h, c) = (PlayerKind::Human, PlayerKind::Computer(0));
        let p = |dark, light| Players { dark, light };
        assert_eq!(one_person(&p(h, c)), Some(Side::Dark));
        assert_eq!(one_person(&p(c, h)), Some(Side::Light));
        assert_eq!(one_person(&p(h, h)), None);
        assert_eq!(one_person(&p(c, c)), None);
    }

    /// "You win!" is for a game the person played, not one pasted or loaded finished, which
    /// still says which side won.
    #[test]
    fn a_game_pasted_finished_says_who_won_not_you_win() {
        use reversi_engine::rules::{GameOptions, notation::replay};
        // Dark wins 13-0 by move 9 (a known shortest game).
        let mut g = replay(GameOptions::default(), "e6f4e3f6g5d6e7f5c5").unwrap();
        assert_eq!(g.result().unwrap().winner, Some(Side::Dark));
        let you = Players {
            dark: PlayerKind::Human,
            light: PlayerKind::Computer(0),
        };
        let locale = Locale::default();
        let played = score_lines(&g, &you, &locale);
        assert!(played.iter().any(|l| l == "You win!"), "{played:?}");
        g.set_imported_plies(g.history().len());
        let pasted = score_lines(&g, &you, &locale);
        assert!(!pasted.iter().any(|l| l == "You win!"), "{pasted:?}");
        assert_eq!(pasted[0], played[0], "the side that won is still said");
        g.set_imported_plies(8);
        assert!(
            score_lines(&g, &you, &locale)
                .iter()
                .any(|l| l == "You win!")
        );
    }
}
