//! Multi-ProbCut: the built-in statistics, the selective search against the full-width one,
//! the fit and its command, and the level settings that switch it.

mod common;

use common::data;
use reversi_engine::ai::levels::level_with_settings;
use reversi_engine::ai::mpc::{MAX_DEPTH, MIN_DEPTH, MpcTable, STAGES};
use reversi_engine::ai::tools::training::mpc::{fit, sample};
use reversi_engine::ai::tools::validation::{draw, recorded_games};
use reversi_engine::ai::*;
use reversi_engine::rules::*;
use std::collections::HashSet;

/// Positions of the recorded games at these empties, `per` each.
fn positions(empties: std::ops::RangeInclusive<u32>, per: usize) -> Vec<Board> {
    let text = std::fs::read_to_string(data("recorded-games.tsv")).unwrap();
    let games = recorded_games(&text, "recorded-games.tsv").unwrap();
    draw(&games, empties, per, 7, &mut HashSet::new())
        .iter()
        .map(|d| d.position.board())
        .filter(|b| b.legal_moves() != 0)
        .collect()
}

fn config(depth: u32, mpc: Option<f32>) -> SearchConfig {
    SearchConfig {
        max_depth: depth,
        exact_from: 0,
        eval: EvalKind::Pattern,
        mpc,
        ..SearchConfig::default()
    }
}

#[test]
fn the_builtin_statistics_cover_every_stage_and_depth_and_are_sane() {
    let t = MpcTable::builtin();
    for (stage, &(lo, hi)) in STAGES.iter().enumerate() {
        for deep in MIN_DEPTH..=MAX_DEPTH {
            let p = t
                .pairs
                .iter()
                .find(|p| p.stage == stage && p.deep == deep)
                .unwrap_or_else(|| panic!("no pair for {lo}-{hi} empties, depth {deep}"));
            assert!(p.sigma > 0.0, "{p:?}");
            // A shallow value predicts the deep one: a slope near 1, a shift and a residual
            // within a few discs.
            assert!((0.5..1.5).contains(&p.a), "{p:?}");
            assert!(p.b.abs() < 1_000.0 && p.sigma < 2_000.0, "{p:?}");
            assert!(p.shallow >= 1 && p.shallow < deep, "{p:?}");
            for e in [lo, hi] {
                assert!(t.cut(e, deep).is_some(), "{e} empties, depth {deep}");
            }
        }
    }
    assert!(t.cut(40, MIN_DEPTH - 1).is_none() && t.cut(40, MAX_DEPTH + 1).is_none());
    assert!(
        t.header.iter().any(|h| h.contains("reversi-engine mpc")),
        "the file says how it was made: {:?}",
        t.header
    );
}

#[test]
fn where_no_cut_can_apply_the_selective_search_is_the_full_width_one() {
    // Depth 3 at the root: its children are searched 2 deep, below the first cut's depth.
    for b in positions(20..=50, 1).iter().step_by(3) {
        let mut full = Engine::new(Variant::Classic, 8 << 20);
        let mut sel = Engine::new(Variant::Classic, 8 << 20);
        let a = full.search(b, &config(MIN_DEPTH, None));
        let s = sel.search(b, &config(MIN_DEPTH, Some(1.5)));
        assert_eq!(
            (a.best, a.value, a.nodes),
            (s.best, s.value, s.nodes),
            "{b:?}"
        );
    }
}

#[test]
fn the_selective_search_plays_legal_moves_with_fewer_nodes() {
    let (mut full_nodes, mut sel_nodes) = (0, 0);
    let mut full = Engine::new(Variant::Classic, 16 << 20);
    let mut sel = Engine::new(Variant::Classic, 16 << 20);
    for b in positions(24..=50, 1).iter().step_by(4) {
        let a = full.search(b, &config(8, None));
        let s = sel.search(b, &config(8, Some(1.5)));
        let mv = s.best.expect("a move");
        assert!(
            b.legal_moves() & mv.bit() != 0,
            "{mv} is not legal in {b:?}"
        );
        assert_eq!(s.depth, 8);
        // The values agree within a few discs (they are estimates of the same thing).
        assert!(
            (a.value - s.value).abs() <= 800,
            "{} vs {}",
            a.value,
            s.value
        );
        full_nodes += a.nodes;
        sel_nodes += s.nodes;
        // Analysis (every move full window at the root) is selective below the root.
        let all = sel.analyze(b, &config(6, Some(1.5)));
        assert_eq!(all.moves.len() as u32, b.legal_moves().count_ones());
    }
    assert!(
        sel_nodes < full_nodes,
        "Multi-ProbCut searched {sel_nodes} nodes, full width {full_nodes}"
    );
}

#[test]
fn a_fit_of_a_few_positions_is_a_table_that_reads_back() {
    let mut engine = Engine::new(Variant::Classic, 8 << 20);
    let samples: Vec<_> = positions(30..=45, 1)
        .iter()
        .map(|b| sample(&mut engine, b, 6, 1_000_000))
        .collect();
    assert!(samples.iter().all(|s| s.values.len() == 6), "depth 6 each");
    let table = fit(&samples, vec!["a test".into()]);
    // Depths 3 to 6, every stage (pooled where a stage has few positions).
    assert_eq!(table.pairs.len(), 4 * STAGES.len());
    let back = MpcTable::parse(&table.to_text()).unwrap();
    assert_eq!(back.header, vec!["a test".to_string()]);
    assert_eq!(back.pairs.len(), table.pairs.len());
    for (x, y) in table.pairs.iter().zip(&back.pairs) {
        assert_eq!(
            (x.stage, x.deep, x.shallow, x.samples),
            (y.stage, y.deep, y.shallow, y.samples)
        );
        assert!(
            (x.a - y.a).abs() < 1e-3 && (x.sigma - y.sigma).abs() < 0.1,
            "{x:?} {y:?}"
        );
        assert!(y.sigma > 0.0);
    }
    // A depth whose values were not reached has no line.
    assert!(back.cut(40, 7).is_none() && back.cut(40, 6).is_some());
}

#[test]
fn the_fit_command_writes_a_table_and_says_how_it_was_made() {
    let out = std::env::temp_dir().join(format!("mpc-fit-{}.txt", std::process::id()));
    let recorded = data("recorded-games.tsv");
    let run = std::process::Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(["mpc", "--recorded"])
        .arg(&recorded)
        .args([
            "--empties",
            "40-41",
            "--count",
            "3",
            "--depth",
            "5",
            "--out",
        ])
        .arg(&out)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let table = MpcTable::parse(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let _ = std::fs::remove_file(&out);
    assert!(table.header.iter().any(|h| h.contains("--depth 5")));
    assert!((MIN_DEPTH..=5).all(|d| table.cut(40, d).is_some()));
    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args([
            "mpc",
            "--recorded",
            "/nonexistent/games.tsv",
            "--out",
            "/dev/null",
        ])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("/nonexistent/games.tsv"));
}

#[test]
fn match_levels_take_settings() {
    let l = level_with_settings("engine+mpc=off+ms=200+depth=30").unwrap();
    assert_eq!((l.mpc, l.time_ms, l.depth), (None, Some(200), 30));
    assert_eq!(l.name, "Engine+mpc=off+ms=200+depth=30");
    let l = level_with_settings("master+mpc=1.8+exact=16").unwrap();
    assert_eq!((l.mpc, l.exact_from), (Some(1.8), 16));
    assert_eq!(
        level_with_settings("club").unwrap(),
        LEVELS[level_index("Club")]
    );
    // A level's strays: the margin and temperature in discs (kept in centi-discs).
    let l = level_with_settings("casual+margin=2+temperature=0.8").unwrap();
    assert_eq!((l.margin, l.temperature), (200, 80.0));
    assert!(l.is_randomised());
    assert!(
        !level_with_settings("club+margin=0")
            .unwrap()
            .is_randomised()
    );
    for (bad, what) in [
        ("casual+margin=-1", "margin must be from 0 to 64 discs"),
        (
            "casual+temperature=x",
            "temperature must be from 0 to 64 discs",
        ),
        ("engine+mpc=0", "mpc"),
        ("engine+depth=0", "depth"),
        ("engine+speed=3", "unknown setting 'speed'"),
        ("engine+ms", "KEY=VALUE"),
        ("overlord+ms=10", "unknown level"),
    ] {
        let e = level_with_settings(bad).unwrap_err().to_string();
        assert!(e.contains(what), "{bad}: {e}");
    }
}
