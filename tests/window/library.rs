//! "Your games" in the real window.

use super::*;

/// "Your games" in the real window: 50 saved games in the folder, the start screen's button
/// opens the list (the log says how many it lists), a row's Review loads its game.
#[test]
fn the_list_of_saved_games_opens_and_reviews_one() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let home = std::env::temp_dir().join(format!("reversi3d-games-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let games = home.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let you_vs_expert = reversi3d::game::Players {
        dark: reversi3d::game::PlayerKind::Human,
        light: reversi3d::game::PlayerKind::Computer(reversi_engine::ai::level_index("Expert")),
    };
    for seed in 1..=50u64 {
        // A game of random legal moves (xorshift), played to its end.
        let mut g = reversi_engine::rules::Game::new(Default::default());
        let mut rng = seed;
        while !g.is_over() {
            let moves: Vec<_> = reversi_engine::rules::Bitboard(g.legal_moves())
                .squares()
                .collect();
            if moves.is_empty() {
                g.pass().unwrap();
                continue;
            }
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            g.play(moves[(rng % moves.len() as u64) as usize]).unwrap();
        }
        let text = reversi3d::game::saved_text(&g, &you_vs_expert);
        std::fs::write(games.join(format!("game-{seed:03}.txt")), text).unwrap();
    }
    let Some(mut s) = Session::start_in(start_xvfb().expect("Xvfb"), &["--print-squares"], &home)
    else {
        skip("could not start Xvfb");
        return;
    };
    let at = |s: &mut Session, name: &str| {
        s.wait_for(180, |l| button_position(l, name))
            .unwrap_or_else(|| panic!("no button {name}; log:\n{}", s.log()))
    };
    let (x, y) = at(&mut s, "games");
    s.click(x, y);
    s.wait_for(60, |l| l.starts_with("games: 50 listed").then_some(()))
        .unwrap_or_else(|| panic!("the list did not say 50 games; log:\n{}", s.log()));
    let (x, y) = at(&mut s, "game1-review");
    s.click(x, y);
    s.wait_for(60, |l| l.starts_with("game over:").then_some(()))
        .unwrap_or_else(|| panic!("the reviewed game was not shown; log:\n{}", s.log()));
    assert!(s.log().contains("games: open"), "log:\n{}", s.log());
    assert!(s.log().contains("game loaded:"), "log:\n{}", s.log());
}
