//! The analysis of a finished game in the window (headless): the Analyse button, the progress
//! and Stop, the panel's graph and worst moves, going to a ply from the graph or the list,
//! the best move and line on the board, the opening's name, and agreement with `reversi3d
//! review`.

mod app;

use app::*;
use bevy::prelude::App;
use reversi_engine::ai::analysis::GameAnalysis;
use reversi_engine::rules::{Game, GameOptions, PlyKind, Side, Square};
use reversi3d::game::{
    Analysis, AnalysisPanel, AnalysisRequest, GhostDisc, GraphColumn, MistakeEntry, Phase, Review,
    ReviewLabel, ReviewedLine,
};
use std::time::{Duration, Instant};

/// A finished game that starts with 16 empty squares (every position of it is solved
/// exactly, in milliseconds): the last 16 plies of a random game, from its position then.
fn short_finished_game(seed: u64) -> Game {
    let whole = finished_game(GameOptions::default(), seed);
    let from = whole.history().len() - 16;
    let start = whole.after_plies(from);
    let mut g = Game::from_position(
        GameOptions::default(),
        start.discs(Side::Dark),
        start.discs(Side::Light),
        start.to_move(),
    );
    for ply in &whole.history()[from..] {
        match ply.kind {
            PlyKind::Move(sq) => {
                g.play(sq).unwrap();
            }
            _ => {
                g.pass().unwrap();
            }
        }
    }
    assert!(g.is_over());
    g
}

fn analysis(app: &App) -> &Analysis {
    app.world().resource::<Analysis>()
}

/// Steps the app (real time) until the analysis has a result; panics after `secs`.
fn until_analysed(app: &mut App, secs: u64) -> GameAnalysis {
    let t = Instant::now();
    while analysis(app).result().is_none() {
        assert!(
            t.elapsed() < Duration::from_secs(secs),
            "no analysis after {secs} s"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    app.update();
    analysis(app).result().unwrap().clone()
}

/// A finished two-player game loaded and analysed through the scoring screen's button.
fn analysed(g: &Game) -> (App, GameAnalysis) {
    let mut app = new_app(HUMANS);
    load_game(&mut app, g.clone(), HUMANS);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    let button = entity_with(&mut app, "analyse");
    trigger_click(&mut app, button);
    app.update();
    assert!(
        analysis(&app).is_running() || analysis(&app).result().is_some(),
        "the button starts the analysis"
    );
    let a = until_analysed(&mut app, 120);
    (app, a)
}

fn count<C: bevy::prelude::Component>(app: &mut App) -> usize {
    let world = app.world_mut();
    world
        .query_filtered::<(), bevy::prelude::With<C>>()
        .iter(world)
        .count()
}

fn reviewed(app: &App) -> usize {
    let g = game(app);
    app.world()
        .resource::<Review>()
        .0
        .unwrap_or(g.history().len())
}

/// The entity of the graph's column for `ply`.
fn column(app: &mut App, ply: usize) -> bevy::prelude::Entity {
    let world = app.world_mut();
    let mut q = world.query::<(bevy::prelude::Entity, &GraphColumn)>();
    q.iter(world)
        .find(|(_, c)| c.0 == ply)
        .map(|(e, _)| e)
        .unwrap_or_else(|| panic!("no graph column for ply {ply}"))
}

fn ghosts(app: &mut App) -> Vec<GhostDisc> {
    let world = app.world_mut();
    let mut v: Vec<GhostDisc> = world.query::<&GhostDisc>().iter(world).copied().collect();
    v.sort_by_key(|g| g.number);
    v
}

fn labels(app: &mut App) -> Vec<(Square, String)> {
    let world = app.world_mut();
    world
        .query::<&ReviewLabel>()
        .iter(world)
        .map(|l| (l.square, l.text.clone()))
        .collect()
}

#[test]
fn the_analyse_button_analyses_the_game_and_the_panel_shows_its_figures() {
    let g = short_finished_game(11);
    let (mut app, a) = analysed(&g);
    assert_eq!(a.rows.len(), g.history().len(), "one row per ply");
    assert!(a.rows.iter().all(|r| r.exact), "16 empties: all exact");
    // Each row is the game's ply, from the mover's side.
    for (r, ply) in a.rows.iter().zip(g.history()) {
        assert_eq!(r.mover, ply.color);
        let played = match ply.kind {
            PlyKind::Move(sq) => Some(sq),
            _ => None,
        };
        assert_eq!(r.played, played);
        assert!(r.loss >= 0);
    }
    assert_eq!(count::<AnalysisPanel>(&mut app), 1, "the panel is shown");
    assert_eq!(
        count::<GraphColumn>(&mut app),
        a.graph().len(),
        "one graph column per point"
    );
    let listed = [Side::Dark, Side::Light]
        .iter()
        .map(|&s| a.mistakes(s).iter().filter(|r| r.loss >= 3).count().min(3))
        .sum::<usize>();
    assert_eq!(count::<MistakeEntry>(&mut app), listed);
    let text = all_text(&mut app);
    for side in [Side::Dark, Side::Light] {
        let t = a.totals(side);
        let line = format!("{side} (Player): accuracy {:.0}%", t.accuracy());
        assert!(text.contains(&line), "{line:?} in {text}");
    }
    // After the game the panel offers the review's ways to go to a ply.
    assert!(text.contains("Click or drag to go to a move."), "{text}");
    assert!(text.contains("Left / Right: step."), "{text}");
    // The game itself is untouched.
    assert_eq!(game(&app).history(), g.history());
    // A second click does not start it again.
    let button = entity_with(&mut app, "analyse");
    trigger_click(&mut app, button);
    app.update();
    assert!(!analysis(&app).is_running());
}

#[test]
fn a_click_on_the_graph_brings_the_board_to_that_ply() {
    let g = short_finished_game(12);
    let (mut app, a) = analysed(&g);
    for k in [3, 0, 9] {
        let e = column(&mut app, k);
        trigger_click(&mut app, e);
        run_secs(&mut app, 1.5);
        assert_eq!(reviewed(&app), k);
        assert_eq!(phase(&app), Some(Phase::Review));
        assert_discs_match(&mut app, &g.after_plies(k));
        let line = texts_of::<ReviewedLine>(&mut app).join("");
        let r = &a.rows[k];
        let played = r
            .played
            .map_or("passes".to_string(), |s| format!("played {s}"));
        assert!(
            line.contains(&format!("{} {played}", r.mover)),
            "the line speaks of the move made there: {line}"
        );
    }
    // The panel stays through the review, and the game is whole.
    assert_eq!(count::<AnalysisPanel>(&mut app), 1);
    assert_eq!(game(&app).history(), g.history());
    // The end of the graph brings back the scoring screen.
    let end = g.history().len();
    let e = column(&mut app, end);
    trigger_click(&mut app, e);
    run_secs(&mut app, 1.5);
    assert_eq!(phase(&app), Some(Phase::GameOver));
    assert_eq!(a.graph().last().unwrap().ply, end);
}

#[test]
fn a_worst_move_shows_where_it_was_played_with_the_best_move_and_its_line() {
    // A game where Dark made a mistake worth listing.
    let (g, a, mut app, worst) = (1..40)
        .find_map(|seed| {
            let g = short_finished_game(seed);
            let (app, a) = analysed(&g);
            let worst = a.mistakes(Side::Dark).first().map(|r| (*r).clone())?;
            (worst.loss >= 3 && worst.pv.len() >= 3).then_some((g, a, app, worst))
        })
        .expect("a random game with a mistake");
    let world = app.world_mut();
    let entry = world
        .query::<(bevy::prelude::Entity, &MistakeEntry)>()
        .iter(world)
        .find(|(_, m)| m.0 == worst.ply)
        .map(|(e, _)| e)
        .expect("the worst move is listed first");
    trigger_click(&mut app, entry);
    run_secs(&mut app, 1.5);
    let at = worst.ply - 1;
    assert_eq!(reviewed(&app), at, "the position where it was played");
    assert_discs_match(&mut app, &g.after_plies(at));
    // The best move as a ghost of the mover's colour, with its value; the move played with
    // its own.
    let best = worst.best.unwrap();
    let played = worst.played.unwrap();
    assert_eq!(
        ghosts(&mut app),
        vec![GhostDisc {
            square: best,
            side: worst.mover,
            number: 0
        }]
    );
    let l = labels(&mut app);
    let value = |d: i32| {
        if d > 0 {
            format!("+{d}")
        } else if d < 0 {
            format!("\u{2212}{}", -d)
        } else {
            "0".into()
        }
    };
    assert!(l.contains(&(best, value(worst.best_discs()))), "{l:?}");
    assert!(l.contains(&(played, value(worst.played_discs()))), "{l:?}");
    // B: the best line as numbered ghosts, in the line's order, the mover's first.
    press(&mut app, &[bevy::prelude::KeyCode::KeyB]);
    app.update();
    let line = ghosts(&mut app);
    assert!(line.len() >= 3.min(worst.pv.len()));
    for (i, gh) in line.iter().enumerate() {
        assert_eq!(gh.number, i + 1);
        assert_eq!(gh.square, worst.pv[i]);
    }
    assert_eq!(line[0].side, worst.mover);
    // B again: back to the best move.
    press(&mut app, &[bevy::prelude::KeyCode::KeyB]);
    app.update();
    assert_eq!(ghosts(&mut app).len(), 1);
    // Review never changed the game.
    assert_eq!(game(&app).history(), g.history());
    assert_eq!(a.rows.len(), g.history().len());
}

/// The window's analysis and `reversi3d review --tsv` of the same game (saved as GGF) agree
/// on every ply: the best move and value, the played value, the loss and exactness.
#[test]
fn the_window_and_the_command_line_review_agree() {
    let g = short_finished_game(21);
    let (_app, a) = analysed(&g);
    let dir = temp_dir("analysis-cli");
    let file = dir.join("game.ggf");
    std::fs::write(
        &file,
        reversi_engine::rules::ggf::game_to_ggf(&g, "dark", "light"),
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_reversi3d"))
        .args(["review", file.to_str().unwrap(), "--tsv"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<Vec<&str>> = stdout
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .filter(|c| c.len() >= 8 && c[0].parse::<usize>().is_ok())
        .collect();
    assert_eq!(rows.len(), a.rows.len(), "{stdout}");
    let signed = |s: &str| s.replace('+', "").parse::<i32>().unwrap();
    for (c, r) in rows.iter().zip(&a.rows) {
        assert_eq!(c[0].parse::<usize>().unwrap(), r.ply);
        let played = r.played.map_or("pass".to_string(), |s| s.to_string());
        assert_eq!(c[2], played, "ply {}", r.ply);
        if let Some(best) = r.best {
            assert_eq!(c[3], best.to_string(), "ply {}", r.ply);
            assert_eq!(signed(c[4]), r.best_discs(), "ply {}", r.ply);
            assert_eq!(signed(c[5]), r.played_discs(), "ply {}", r.ply);
        }
        assert_eq!(signed(c[6]), r.loss, "ply {}", r.ply);
        assert_eq!(c[7], if r.exact { "1" } else { "0" }, "ply {}", r.ply);
    }
}

/// Stop ends a long analysis at once (nothing is shown); another game forgets an analysis.
#[test]
fn stop_ends_the_analysis_and_another_game_forgets_it() {
    let long = finished_game(GameOptions::default(), 5);
    let mut app = new_app(HUMANS);
    load_game(&mut app, long.clone(), HUMANS);
    app.world_mut().write_message(AnalysisRequest::Start);
    app.update();
    assert!(analysis(&app).is_running());
    assert_eq!(count::<AnalysisPanel>(&mut app), 1, "the progress panel");
    let stop = entity_with(&mut app, "analysis-stop");
    trigger_click(&mut app, stop);
    app.update();
    assert!(!analysis(&app).is_running());
    run_secs(&mut app, 0.5);
    assert!(analysis(&app).result().is_none());
    assert_eq!(count::<AnalysisPanel>(&mut app), 0);
    // A short game analysed, then a new game: the analysis and its panel go.
    let g = short_finished_game(3);
    load_game(&mut app, g, HUMANS);
    press(&mut app, &[bevy::prelude::KeyCode::KeyA]);
    until_analysed(&mut app, 120);
    assert_eq!(count::<AnalysisPanel>(&mut app), 1);
    load_game(&mut app, long, HUMANS);
    app.update();
    assert!(analysis(&app).result().is_none());
    assert_eq!(count::<AnalysisPanel>(&mut app), 0);
}

/// "Save as GGF" writes the game as GGF in the games folder; that file (like any GGF file)
/// loads, dropped or given to `--load`, as the same game; a bad one is refused with where.
#[test]
fn a_game_saved_as_ggf_loads_back_and_a_bad_ggf_is_refused_naming_where() {
    use reversi3d::game::{RecordRequest, Storage};
    let dir = temp_dir("analysis-ggf");
    let g = short_finished_game(8);
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    load_game(&mut app, g.clone(), HUMANS);
    let button = entity_with(&mut app, "save-ggf");
    trigger_click(&mut app, button);
    app.update();
    let games = Storage::under(dir.clone()).games.unwrap();
    let saved: Vec<_> = std::fs::read_dir(&games)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ggf"))
        .collect();
    assert_eq!(saved.len(), 1, "one GGF file in {}", games.display());
    let text = std::fs::read_to_string(&saved[0]).unwrap();
    assert!(text.starts_with("(;GM[Othello]"), "{text}");
    // Loaded into another game: the same start, moves and result.
    let mut other = new_app_with(HUMANS, Storage::under(temp_dir("analysis-ggf-2")));
    other
        .world_mut()
        .write_message(RecordRequest::Load(saved[0].clone()));
    // Past the frames of the load (the phase before it may already look decided).
    frames(&mut other, 2);
    assert!(run_until(&mut other, 50, turn_decided));
    let loaded = game(&other);
    assert_eq!(loaded.history(), g.history());
    assert_eq!(loaded.start_position(), g.start_position());
    assert_eq!(phase(&other), Some(Phase::GameOver));
    // A bad move token: refused, the game kept, the message names the move.
    let bad = dir.join("bad.ggf");
    std::fs::write(&bad, text.replacen("]B[", "]B[z9", 1)).unwrap();
    other.world_mut().write_message(RecordRequest::Load(bad));
    let said = until_message(&mut other, 2, "z9");
    assert_eq!(game(&other).history(), g.history(), "the game is kept");
    assert!(said.contains("bad.ggf") && said.contains("z9"), "{said}");
}

/// A game in progress (here loaded between two players) is analysed up to its position from
/// the button bar; its next move forgets the analysis.
#[test]
fn a_game_in_progress_is_analysed_up_to_now_and_its_next_move_forgets_it() {
    // A game 4 plies before its end, where a move (not a pass) comes next.
    let (whole, g) = (14..60)
        .map(short_finished_game)
        .map(|w| {
            let g = w.after_plies(w.history().len() - 4);
            (w, g)
        })
        .find(|(w, g)| {
            !g.is_over() && matches!(w.history()[g.history().len()].kind, PlyKind::Move(_))
        })
        .unwrap();
    let mut app = new_app(HUMANS);
    load_game(&mut app, g.clone(), HUMANS);
    assert_eq!(phase(&app), Some(Phase::HumanTurn));
    let button = entity_with(&mut app, "review-analyse");
    trigger_click(&mut app, button);
    let a = until_analysed(&mut app, 120);
    assert_eq!(a.rows.len(), g.history().len(), "every ply played so far");
    assert_eq!(count::<AnalysisPanel>(&mut app), 1);
    assert_eq!(game(&app).history(), g.history(), "the game is untouched");
    // The panel's line about the position shown (now's) says whose move it is, not the end.
    app.update();
    let side = match g.to_move() {
        Side::Dark => "Dark",
        Side::Light => "Light",
    };
    let text = all_text(&mut app);
    assert!(
        text.contains(&format!("The game goes on: {side} to move.")),
        "{text}"
    );
    assert!(!text.contains("The end of the game."), "{text}");
    // Going to a ply is the review's, after the game: not offered here.
    assert!(text.contains("Solid: exact; faint: estimate."), "{text}");
    assert!(!text.contains("Click or drag"), "{text}");
    assert!(!text.contains("Left / Right"), "{text}");
    // The next move: the analysis is of another game now.
    let next = whole.history()[g.history().len()];
    match next.kind {
        PlyKind::Move(sq) => click(&mut app, sq),
        _ => panic!("a move follows"),
    }
    run_secs(&mut app, 1.0);
    assert_eq!(game(&app).history().len(), g.history().len() + 1);
    assert!(analysis(&app).result().is_none());
    assert_eq!(count::<AnalysisPanel>(&mut app), 0);
}

/// A pasted game's moves were not played by the players seated now. Its analysis totals the
/// moves played after the paste ("from move N"), or the whole game as "imported moves" when
/// none were, and its saved file says how many plies were pasted.
#[test]
fn a_pasted_game_is_totalled_from_the_first_move_played_after_the_paste() {
    use reversi_engine::rules::record::write_record;
    use reversi3d::game::{RecordRequest, Storage};
    // A game whose plies after the tenth are moves (played by clicks below).
    let w = (12..60)
        .map(short_finished_game)
        .find(|w| {
            w.history()[10..]
                .iter()
                .all(|p| matches!(p.kind, PlyKind::Move(_)))
        })
        .unwrap();
    let paste = |app: &mut App, g: &Game| {
        let text = write_record(g, "you", "you");
        app.world_mut().write_message(RecordRequest::Paste(text));
        frames(app, 2);
        assert!(
            run_until(app, 50, turn_decided),
            "the paste was not played on"
        );
    };
    let analyse = |app: &mut App| {
        let button = entity_with(app, "analyse");
        trigger_click(app, button);
        let a = until_analysed(app, 120);
        (all_text(app), a)
    };
    // Pasted whole: nothing was played after the paste.
    let mut app = new_app(HUMANS);
    paste(&mut app, &w);
    assert_eq!(game(&app).imported_plies(), w.history().len());
    let (text, a) = analyse(&mut app);
    for side in [Side::Dark, Side::Light] {
        let t = a.totals(side);
        let line = format!("{side} (imported moves): accuracy {:.0}%", t.accuracy());
        assert!(text.contains(&line), "{line:?} in {text}");
    }
    // Pasted 10 plies in, then played to the end by the two players seated.
    let mut app = new_app_with(HUMANS, Storage::under(temp_dir("analysis-pasted")));
    paste(&mut app, &w.after_plies(10));
    for ply in &w.history()[10..] {
        if let PlyKind::Move(s) = ply.kind {
            play(&mut app, &s.to_string());
        }
    }
    assert_eq!(game(&app).history(), w.history());
    assert_eq!(game(&app).imported_plies(), 10);
    assert!(save_and_read(&mut app).contains("[Imported \"10\"]"));
    let (text, a) = analyse(&mut app);
    let from = w.after_plies(10).move_number();
    for side in [Side::Dark, Side::Light] {
        let t = a.totals_after(side, 10);
        assert!(t.moves > 0 && t.moves < a.totals(side).moves);
        let line = format!(
            "{side} (Player, from move {from}): accuracy {:.0}%, lost {}",
            t.accuracy(),
            t.total_loss
        );
        assert!(text.contains(&line), "{line:?} in {text}");
    }
    assert!(!text.contains("(Player):"), "{text}");
    // Pasted one ply from its end: the side that played the last move is totalled from
    // there, the other, which has not moved since the paste, as its pasted moves.
    let last = w.history().len() - 1;
    let mut app = new_app(HUMANS);
    paste(&mut app, &w.after_plies(last));
    let PlyKind::Move(s) = w.history()[last].kind else {
        unreachable!()
    };
    play(&mut app, &s.to_string());
    let (text, a) = analyse(&mut app);
    let mover = w.history()[last].color;
    let from = w.after_plies(last).move_number();
    let line = format!(
        "{mover} (Player, from move {from}): accuracy {:.0}%",
        a.totals_after(mover, last).accuracy()
    );
    assert!(text.contains(&line), "{line:?} in {text}");
    let idle = mover.opposite();
    let line = format!(
        "{idle} (imported moves): accuracy {:.0}%",
        a.totals(idle).accuracy()
    );
    assert!(text.contains(&line), "{line:?} in {text}");
}

/// The panel names the opening: the shortest game (a wipe-out in nine moves) begins d3 c3,
/// the diagonal opening turned, and leaves the book at once with b3.
#[test]
fn the_panel_names_the_opening_and_where_the_game_left_the_book() {
    let g = reversi_engine::rules::notation::replay(GameOptions::default(), "d3c3b3d2e1d6d7e3f4")
        .unwrap();
    assert!(g.is_over());
    let (mut app, _) = analysed(&g);
    let text = all_text(&mut app);
    assert!(
        text.contains("Opening: Diagonal · left the book at move 3"),
        "{text}"
    );
}

/// In a window too narrow for the panel beside the scoring screen, the scoring screen says how
/// far the analysis is and then where to see it; a step back shows the panel.
#[test]
fn a_narrow_window_says_where_the_analysis_is() {
    use bevy::prelude::*;
    use bevy::window::{PrimaryWindow, WindowResolution};
    use reversi3d::game::{AnalysisAside, Locale};
    let aside = |app: &mut App| {
        let world = app.world_mut();
        let mut q = world.query_filtered::<(&Node, &reversi3d::game::Tr), With<AnalysisAside>>();
        q.iter(world)
            .map(|(n, t)| (n.display, Locale::default().render(t)))
            .next()
    };
    let panel_display = |app: &mut App| {
        let world = app.world_mut();
        let mut q = world.query_filtered::<&Node, With<AnalysisPanel>>();
        q.iter(world).map(|n| n.display).next()
    };
    for (width, narrow) in [(800, true), (1280, false)] {
        let g = short_finished_game(11);
        let mut app = new_app(HUMANS);
        app.world_mut().spawn((
            Window {
                resolution: WindowResolution::new(width, 600),
                ..default()
            },
            PrimaryWindow,
        ));
        load_game(&mut app, g.clone(), HUMANS);
        assert_eq!(aside(&mut app).map(|a| a.0), Some(Display::None));
        let button = entity_with(&mut app, "analyse");
        trigger_click(&mut app, button);
        // From its first frame: no flash of the panel where it has no room.
        app.update();
        if narrow {
            assert_ne!(panel_display(&mut app), Some(Display::Flex), "{width}");
        }
        until_analysed(&mut app, 120);
        frames(&mut app, 2);
        let (display, said) = aside(&mut app).expect("the scoring screen's line");
        if narrow {
            assert_eq!(display, Display::Flex, "{width}");
            assert_eq!(said, Locale::default().t("analysis-aside-ready"));
            assert_eq!(panel_display(&mut app), Some(Display::None));
            // A step back: the panel shows, in review.
            press(&mut app, &[KeyCode::ArrowLeft]);
            frames(&mut app, 3);
            assert_eq!(phase(&app), Some(Phase::Review));
            assert_eq!(panel_display(&mut app), Some(Display::Flex));
        } else {
            assert_eq!(display, Display::None, "{width}: the panel is beside it");
            assert_eq!(panel_display(&mut app), Some(Display::Flex));
        }
    }
}
