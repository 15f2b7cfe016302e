//! The game's own words follow a language switch at once, while a game is on: the status line,
//! the cards, the buttons, the move list, a toast that is up, the pass-free refusal, the key
//! list and the scoring screen.

use super::*;
use reversi3d::game::{HelpOverlay, Lang, MoveListText, SettingChange, StatusText, score_lines};

fn switch_to(app: &mut App, lang: Lang) {
    app.world_mut()
        .write_message(SettingChange::SetLanguage(Some(lang)));
    frames(app, 3);
}

#[test]
fn switching_the_language_rewrites_the_game_screen() {
    let mut app = new_app(HUMANS);
    play(&mut app, "f5");
    let status = texts_of::<StatusText>(&mut app).concat();
    assert!(
        status.contains("move 2") && status.contains("Light to move (player)"),
        "{status}"
    );
    assert!(all_text(&mut app).contains("Undo"));
    // A refusal is up in the toast when the language changes: it is written again.
    click(&mut app, sq("d4"));
    assert_eq!(
        until_message(&mut app, 10, "taken"),
        "d4: the square is taken"
    );

    switch_to(&mut app, Lang::French);
    let status = texts_of::<StatusText>(&mut app).concat();
    assert!(
        status.contains("coup 2") && status.contains("À Blanc de jouer (joueur)"),
        "{status}"
    );
    assert_eq!(message(&mut app).concat(), "d4\u{a0}: la case est occupée");
    let all = all_text(&mut app);
    for word in ["Annuler", "Rétablir", "Sauver", "Coups", "Noir", "Blanc"] {
        assert!(all.contains(word), "no {word} in {all}");
    }
    assert!(!all.contains("Undo"), "{all}");
    assert!(texts_of::<MoveListText>(&mut app).concat().contains("f5"));

    // The key list, opened in German, and switched to Japanese while it is open.
    switch_to(&mut app, Lang::German);
    press(&mut app, &[KeyCode::F1]);
    let keys = all_text(&mut app);
    assert!(
        keys.contains("F1 oder ?") && keys.contains("Ton ein / aus"),
        "{keys}"
    );
    switch_to(&mut app, Lang::Japanese);
    let keys = all_text(&mut app);
    assert!(
        keys.contains("F1 または ?") && keys.contains("2手目"),
        "{keys}"
    );
    let open = app
        .world_mut()
        .query::<&HelpOverlay>()
        .iter(app.world())
        .count();
    assert_eq!(open, 1, "the key list stays open across the switch");

    // Back to English: the words of English again.
    switch_to(&mut app, Lang::English);
    let status = texts_of::<StatusText>(&mut app).concat();
    assert!(status.contains("Light to move (player)"), "{status}");
}

#[test]
fn the_scoring_screen_speaks_the_language_in_use() {
    let g = finished_game(GameOptions::default(), 7);
    let winner = g.result().and_then(|r| r.winner);
    let mut app = new_app(HUMANS);
    load(&mut app, g.clone());
    assert!(run_until_phase(&mut app, 400, Phase::GameOver));
    frames(&mut app, 2);
    let english = score_lines(&g, &HUMANS, &reversi3d::game::Locale::default());
    let all = all_text(&mut app);
    assert!(
        all.contains(&english[0]) && all.contains("Play again"),
        "{all}"
    );
    switch_to(&mut app, Lang::Chinese);
    let all = all_text(&mut app);
    let first = match winner {
        Some(Side::Dark) => "黑方胜",
        Some(Side::Light) => "白方胜",
        None => "平局",
    };
    assert!(all.contains(first) && all.contains("再来一局"), "{all}");
    assert!(!all.contains("Play again"), "{all}");
}
