//! Every rule option's effect on play: the start positions (the four-disc ones, the empty
//! centre, a random start), a strict or borrowing disc supply with its piles, Reverse and
//! empties-to-the-winner scoring, the clock (running down, a flag fall and its time-default
//! score, the computer's thinking time charged, standing still while paused), and Play again
//! alternating the colours.

use crate::app::*;
use bevy::prelude::*;
use reversi_engine::rules::{GameOptions, Side, StartPosition, Supply, Variant};
use reversi3d::game::ClockText;
use reversi3d::game::Dropping;
use reversi3d::game::PileDisc;
use reversi3d::game::new_game_options;
use reversi3d::game::score_lines;
use reversi3d::game::{NewGameSetup, Phase, PlayerKind, Players};

use super::{WIPEOUT, YOU_VS_COMPUTER, from_board};

fn options(f: impl FnOnce(&mut GameOptions)) -> GameOptions {
    let mut o = GameOptions::default();
    f(&mut o);
    o
}

fn piles(app: &mut App, side: Side) -> usize {
    app.world_mut()
        .query::<&PileDisc>()
        .iter(app.world())
        .filter(|p| p.side == side)
        .count()
}

#[test]
fn every_start_position_is_set_up_and_played_from() {
    let mut app = new_app(HUMANS);
    for start in StartPosition::FOUR_DISC {
        start_with(&mut app, |s| s.options.start = start);
        let g = game(&app);
        assert_eq!((g.discs(Side::Dark), g.discs(Side::Light)), start.discs());
        assert_eq!(phase(&app), Some(Phase::HumanTurn), "{start:?}");
        assert_discs_match_rules(&mut app);
        // The first legal move is accepted and animated.
        let first = reversi_engine::rules::Bitboard(g.legal_moves())
            .squares()
            .next()
            .unwrap();
        play(&mut app, &first.to_string());
        assert_eq!(game(&app).history().len(), 1, "{start:?}");
        assert_discs_match_rules(&mut app);
    }
}

#[test]
fn the_empty_centre_opening_takes_the_centre_squares_first_without_captures() {
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.start = StartPosition::EmptyCentre);
    assert_eq!(
        game(&app).count(Side::Dark) + game(&app).count(Side::Light),
        0
    );
    assert!(all_text(&mut app).contains("place on the centre squares"));
    click(&mut app, sq("c3"));
    assert!(
        run_until(&mut app, 2, |a| !message(a).concat().is_empty()),
        "the refusal is told"
    );
    assert_eq!(game(&app).history().len(), 0, "c3 is refused");
    for (i, s) in ["d4", "e4", "e5", "d5"].into_iter().enumerate() {
        play(&mut app, s);
        let g = game(&app);
        assert_eq!(g.history().len(), i + 1);
        assert_eq!(g.history()[i].flips, 0, "no captures in the opening");
    }
    let g = game(&app);
    assert!(!g.in_centre_opening());
    assert_eq!(g.to_move(), Side::Dark);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    assert_discs_match_rules(&mut app);
}

#[test]
fn a_random_start_is_one_of_the_four_disc_arrangements() {
    let setup = NewGameSetup {
        random_start: true,
        ..Default::default()
    };
    let mut seen = std::collections::HashSet::new();
    for seed in 0..60 {
        let s = new_game_options(&setup, seed).start;
        assert!(StartPosition::FOUR_DISC.contains(&s));
        seen.insert(s);
    }
    assert!(seen.len() >= 4, "random starts vary: {seen:?}");
}

/// Dark has all 32 of its discs on the board and a legal move (a6); Light can play e5.
const DARK_HAS_PLACED_32: &str = "XXXXXXXX XXXXXXXX XXXXOXXX XXXXXXXX O------- -------X \
                                  -------- -------- X";

#[test]
fn with_a_strict_supply_a_side_out_of_discs_passes_and_the_piles_show_what_is_left() {
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.supply = Supply::Strict32);
    assert_eq!(piles(&mut app, Side::Dark), 30);
    assert_eq!(piles(&mut app, Side::Light), 30);
    play(&mut app, "f5");
    assert_eq!(piles(&mut app, Side::Dark), 29, "the pile shrinks");
    assert_eq!(piles(&mut app, Side::Light), 30);

    let o = options(|o| o.supply = Supply::Strict32);
    let g = from_board(DARK_HAS_PLACED_32, o);
    assert_ne!(g.board().legal_moves(), 0, "a6 would be legal on the board");
    load_game(&mut app, g, HUMANS);
    assert_eq!(phase(&app), Some(Phase::PassNotice));
    assert!(all_text(&mut app).contains("Dark has no legal move and passes"));
    assert_eq!(piles(&mut app, Side::Dark), 0);
    assert!(run_until_phase(&mut app, 200, Phase::HumanTurn));
    assert_eq!(game(&app).to_move(), Side::Light);
}

#[test]
fn with_borrowing_the_disc_flies_from_the_opponents_pile() {
    let mut app = new_app(HUMANS);
    let o = options(|o| o.supply = Supply::Borrow32);
    load_game(&mut app, from_board(DARK_HAS_PLACED_32, o), HUMANS);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    let light_before = piles(&mut app, Side::Light);
    click(&mut app, sq("a6"));
    let dropping = |a: &mut App| a.world_mut().query::<&Dropping>().iter(a.world()).count();
    assert!(run_until(&mut app, 2, |a| dropping(a) > 0), "a6 is placed");
    let g = game(&app);
    assert!(g.history()[0].borrowed);
    assert_eq!(piles(&mut app, Side::Light), light_before - 1);
    let from = app
        .world_mut()
        .query::<&Dropping>()
        .iter(app.world())
        .find_map(|d| d.from);
    let from = from.expect("the placed disc flies from a pile");
    assert!(from.x > 4.5, "from Light's pile on the right: {from}");
    assert!(run_until(&mut app, 200, turn_settled));
    assert_discs_match_rules(&mut app);
}

#[test]
fn the_scoring_screen_says_who_wins_under_reverse_and_adds_empties_when_asked() {
    let mut app = new_app(HUMANS);
    let o = options(|o| o.variant = Variant::Reverse);
    load_game(&mut app, from_board(WIPEOUT, o), HUMANS);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    let text = all_text(&mut app);
    assert!(text.contains("Light wins"), "{text}");
    assert!(text.contains("fewer discs wins"), "{text}");
    assert!(
        text.contains("Reverse"),
        "the HUD names the variant: {text}"
    );

    for empties in [true, false] {
        let o = options(|o| o.empties_to_winner = empties);
        load_game(&mut app, from_board(WIPEOUT, o), HUMANS);
        let text = all_text(&mut app);
        assert!(text.contains("Dark wins"), "{text}");
        assert_eq!(
            text.contains("54 empty squares to the winner: 64 - 0"),
            empties,
            "{text}"
        );
    }
}

#[test]
fn the_clock_counts_down_and_a_flag_fall_loses_with_the_time_default_score() {
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.clock_ms = Some(60_000));
    run_secs(&mut app, 1.0);
    let left = game(&app).clock().unwrap().remaining(Side::Dark);
    assert!(
        (58_900..=59_100).contains(&left),
        "Dark's clock runs: {left}"
    );
    assert_eq!(game(&app).clock().unwrap().remaining(Side::Light), 60_000);
    let shown = |app: &mut App, side: Side| -> Vec<String> {
        app.world_mut()
            .query::<(&ClockText, &Text)>()
            .iter(app.world())
            .filter(|(c, _)| c.0 == side)
            .map(|(_, t)| t.0.clone())
            .collect()
    };
    assert_eq!(shown(&mut app, Side::Dark), ["0:59"], "Dark's card");
    assert_eq!(shown(&mut app, Side::Light), ["1:00"], "Light's card");

    start_with(&mut app, |s| s.options.clock_ms = Some(400));
    play(&mut app, "f5");
    // Light's 0.4 s run out (the clock counts real time).
    assert!(
        run_until_phase(&mut app, 3000, Phase::GameOver),
        "Light's flag never fell"
    );
    // The engine completes the game in the background.
    assert!(
        run_until(&mut app, 3000, |a| game(a).result().is_some()),
        "the game was never completed"
    );
    let g = game(&app);
    assert_eq!(g.lost_on_time(), Some(Side::Light));
    let td = g.result().expect("time default scored");
    assert_eq!(td.winner, Some(Side::Dark));
    assert!(td.recorded_dark > td.recorded_light);
    assert_eq!(
        td.dark + td.light + td.empties,
        64,
        "the engine completed the game"
    );
    let lines = score_lines(&g, &HUMANS, &reversi3d::game::Locale::default()).join("\n");
    assert!(lines.contains("Light lost on time"), "{lines}");
    assert!(all_text(&mut app).contains("Light lost on time"));
    // A flag fall cannot be undone.
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyZ]);
    assert_eq!(game(&app).lost_on_time(), Some(Side::Light));
}

#[test]
fn the_computers_thinking_time_counts_on_its_clock() {
    let mut app = new_app(HUMANS);
    let computer_dark = Players {
        dark: PlayerKind::Computer(0),
        light: PlayerKind::Human,
    };
    start_with(&mut app, |s| {
        s.options.clock_ms = Some(60_000);
        s.players = computer_dark;
    });
    run_until(&mut app, 400, |a| game(a).history().len() == 1);
    assert_eq!(game(&app).history().len(), 1, "the computer moved");
    let left = game(&app).clock().unwrap().remaining(Side::Dark);
    assert!(
        left <= 59_500,
        "at least its 0.5 s delay was charged: {left}"
    );
}

/// While the pause menu is open the clock stands still; Esc resumes and it runs again.
#[test]
fn the_clock_stands_still_while_the_game_is_paused() {
    let mut app = new_app(HUMANS);
    start_with(&mut app, |s| s.options.clock_ms = Some(60_000));
    run_secs(&mut app, 1.0);
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::Paused)));
    let left = game(&app).clock().unwrap().remaining(Side::Dark);
    run_secs(&mut app, 5.0);
    assert_eq!(game(&app).clock().unwrap().remaining(Side::Dark), left);
    assert!(all_text(&mut app).contains("Paused"), "the menu shows");
    // The window slept while paused: the frames that resume come 30 s after each other, and
    // none of that time is Dark's.
    use bevy::time::TimeUpdateStrategy;
    let step = |d: u64| TimeUpdateStrategy::ManualDuration(std::time::Duration::from_millis(d));
    app.insert_resource(step(30_000));
    press(&mut app, &[KeyCode::Escape]);
    assert!(run_until(&mut app, 50, |a| phase(a) == Some(Phase::HumanTurn)));
    let resumed = game(&app).clock().unwrap().remaining(Side::Dark);
    assert!(
        left - resumed <= 100,
        "the time asleep is not charged: {left} then {resumed}"
    );
    app.insert_resource(step(16));
    run_secs(&mut app, 1.0);
    let now = game(&app).clock().unwrap().remaining(Side::Dark);
    assert!(
        (resumed - 1_100..=resumed - 900).contains(&now),
        "the clock runs again: {resumed} then {now}"
    );
}

#[test]
fn play_again_alternates_colours_when_asked() {
    let mut app = new_app(YOU_VS_COMPUTER);
    app.world_mut()
        .resource_mut::<NewGameSetup>()
        .alternate_colours = true;
    app.world_mut().resource_mut::<NewGameSetup>().players = YOU_VS_COMPUTER;
    load_game(
        &mut app,
        from_board(WIPEOUT, GameOptions::default()),
        YOU_VS_COMPUTER,
    );
    assert_eq!(phase(&app), Some(Phase::GameOver));
    let again = entity_with(&mut app, "play-again");
    trigger_click(&mut app, again);
    run_secs(&mut app, 0.1);
    let p = *app.world().resource::<Players>();
    assert_eq!(p.dark, PlayerKind::Computer(0));
    assert_eq!(p.light, PlayerKind::Human);
}
