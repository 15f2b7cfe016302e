//! The monkey's random choices: games played at random from options, random rule options,
//! short clocks, players, boards with many legal moves, text a player might paste (valid
//! transcripts, move lists, saved games, boards, garbage and valid text with a few characters
//! changed), and the keys, chords and buttons it presses.

use super::Input;
use bevy::prelude::*;
use rand::Rng;
use rand::rngs::StdRng;
use reversi_engine::rules::notation::{format_board, transcript};
use reversi_engine::rules::record::{move_list, write_record};
use reversi_engine::rules::{
    Bitboard, Game, GameOptions, Side, Square, StartPosition, Supply, Variant,
};
use reversi3d::game::{PlayerKind, Players};

/// A random game from a new one with `options`: `plies` plies, or to the end.
fn random_game(rng: &mut StdRng, options: GameOptions, plies: Option<usize>) -> Game {
    let mut g = Game::new(options);
    while !g.is_over() && plies.is_none_or(|n| g.history().len() < n) {
        if g.must_pass() {
            let _ = g.pass();
            continue;
        }
        let legal: Vec<Square> = Bitboard(g.legal_moves()).squares().collect();
        let s = legal[rng.random_range(0..legal.len())];
        g.play(s).expect("a legal move");
    }
    g
}

pub(super) fn random_options(rng: &mut StdRng) -> GameOptions {
    let mut o = GameOptions::default();
    o.set_variant(Variant::ALL[rng.random_range(0..2)]);
    o.start = StartPosition::ALL[rng.random_range(0..StartPosition::ALL.len())];
    o.supply = Supply::ALL[rng.random_range(0..3)];
    if rng.random_bool(0.3) {
        o.empties_to_winner = !o.empties_to_winner;
    }
    // Clocks are whole minutes, as the game offers them; short ones are set by
    // [`short_clock`] once the game has started, as if most of the time were used.
    o.clock_ms = match rng.random_range(0..10) {
        0..=4 => None,
        5..=8 => Some(60_000),
        _ => Some(60_000 * rng.random_range(2..=30)),
    };
    o
}

/// Each side's time left in a game with a clock: often a few seconds, so that flags fall.
pub(super) fn short_clock(rng: &mut StdRng, total: u64) -> [u64; 2] {
    [(); 2].map(|_| match rng.random_range(0..5) {
        0 => 800,
        1 => 2_500,
        2 => 8_000,
        _ => rng.random_range(1..=total),
    })
}

pub(super) fn random_players(rng: &mut StdRng) -> Players {
    let kind = |rng: &mut StdRng| {
        if rng.random_bool(0.55) {
            PlayerKind::Human
        } else {
            PlayerKind::Computer(rng.random_range(0..3))
        }
    };
    Players {
        dark: kind(rng),
        light: kind(rng),
    }
}

/// A board whose side to move has many legal moves (hill climbing on the rules' count).
pub fn many_moves_board(rng: &mut StdRng) -> (u64, u64) {
    let mobility = |d: u64, l: u64| Game::from_position(GameOptions::default(), d, l, Side::Dark);
    let mut d: u64 = rng.random::<u64>() & rng.random::<u64>();
    let mut l: u64 = rng.random::<u64>() & !d;
    let score = |d: u64, l: u64| mobility(d, l).legal_moves().count_ones();
    let mut best = score(d, l);
    for _ in 0..6_000 {
        let bit = 1u64 << rng.random_range(0..64);
        let (nd, nl) = match rng.random_range(0..3) {
            0 => (d | bit, l & !bit),
            1 => (d & !bit, l | bit),
            _ => (d & !bit, l & !bit),
        };
        let s = score(nd, nl);
        if s >= best {
            (d, l, best) = (nd, nl, s);
        }
        if best > 36 {
            break;
        }
    }
    (d, l)
}

/// Text a player might paste (or a file might hold): valid transcripts, move lists, saved
/// games and board strings, garbage, and valid text with a few characters changed.
pub(super) fn random_text(
    rng: &mut StdRng,
    setup: &GameOptions,
    skip: &[Input],
) -> (String, &'static str) {
    let names = [
        "you",
        "player",
        "computer, Beginner",
        "computer, Novice",
        "computer, Casual",
        "Alice",
    ];
    let kind = rng.random_range(0..12);
    match kind {
        0 | 1 => {
            let n = rng.random_range(0..64);
            let g = random_game(rng, *setup, Some(n));
            let passes = rng.random_bool(0.5);
            (transcript(&g, passes), "transcript")
        }
        2 => {
            let n = rng.random_range(0..64);
            let g = random_game(rng, *setup, Some(n));
            (move_list(&g), "move list")
        }
        3 | 4 => {
            let o = random_options(rng);
            let finished = rng.random_bool(0.4);
            let n = rng.random_range(0..64);
            let g = random_game(rng, o, (!finished).then_some(n));
            let d = names[rng.random_range(0..names.len())];
            let l = names[rng.random_range(0..names.len())];
            (write_record(&g, d, l), "saved game")
        }
        5 | 6 => {
            let density = rng.random_range(0.05..0.95);
            let mut d = 0u64;
            let mut l = 0u64;
            for i in 0..64 {
                if rng.random_bool(density) {
                    if rng.random_bool(0.5) {
                        d |= 1 << i;
                    } else {
                        l |= 1 << i;
                    }
                }
            }
            let side = if rng.random_bool(0.5) {
                Side::Dark
            } else {
                Side::Light
            };
            (format_board(d, l, side), "board")
        }
        7 if !skip.contains(&Input::FewDiscs) => {
            let mut d = 0u64;
            let mut l = 0u64;
            for _ in 0..rng.random_range(0..4) {
                d |= 1 << rng.random_range(0..64);
            }
            for _ in 0..rng.random_range(0..4) {
                l |= 1 << rng.random_range(0..64);
            }
            (format_board(d, l & !d, Side::Dark), "board, few discs")
        }
        8 if !skip.contains(&Input::ManyMoves) => {
            let (d, l) = many_moves_board(rng);
            (format_board(d, l, Side::Dark), "board, many moves")
        }
        9 | 10 => {
            let (base, _) = random_text(rng, setup, skip);
            let mut chars: Vec<char> = base.chars().collect();
            for _ in 0..rng.random_range(1..4) {
                let at = rng.random_range(0..=chars.len());
                let pool = "abcdefghijpa0123456789 .-XO*[]\"\n#é";
                let c = pool.chars().nth(rng.random_range(0..pool.chars().count()));
                match (rng.random_range(0..3), c) {
                    (0, _) if at < chars.len() => {
                        chars.remove(at);
                    }
                    (1, Some(c)) => chars.insert(at, c),
                    (_, Some(c)) if at < chars.len() => chars[at] = c,
                    _ => {}
                }
            }
            (chars.into_iter().collect(), "changed text")
        }
        _ => {
            let pool = "abcdefghpa12345678 9.-XO*[]\"\n#%é\t";
            let n = rng.random_range(0..90);
            let s: String = (0..n)
                .filter_map(|_| pool.chars().nth(rng.random_range(0..pool.chars().count())))
                .collect();
            (s, "garbage")
        }
    }
}

pub(super) const KEYS: &[KeyCode] = &[
    KeyCode::ArrowLeft,
    KeyCode::ArrowRight,
    KeyCode::ArrowUp,
    KeyCode::ArrowDown,
    KeyCode::Enter,
    KeyCode::Space,
    KeyCode::Home,
    KeyCode::End,
    KeyCode::PageUp,
    KeyCode::PageDown,
    KeyCode::Escape,
    KeyCode::KeyL,
    KeyCode::KeyM,
    KeyCode::KeyT,
    KeyCode::F1,
    KeyCode::KeyA,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Numpad4,
];

/// Ctrl chords and other combinations.
pub(super) const CHORDS: &[&[KeyCode]] = &[
    &[KeyCode::ControlLeft, KeyCode::KeyZ],
    &[KeyCode::ControlLeft, KeyCode::ShiftLeft, KeyCode::KeyZ],
    &[KeyCode::ControlRight, KeyCode::KeyY],
    &[KeyCode::ControlLeft, KeyCode::KeyC],
    &[KeyCode::ControlLeft, KeyCode::KeyV],
    &[KeyCode::ControlLeft, KeyCode::KeyS],
    &[KeyCode::AltLeft, KeyCode::ArrowLeft],
    &[KeyCode::AltLeft, KeyCode::ArrowRight],
    &[KeyCode::ShiftLeft, KeyCode::Slash],
    &[KeyCode::KeyF, KeyCode::Digit5],
];

pub(super) const BUTTONS: &[&str] = &[
    "play-dark",
    "play-light",
    "two-players",
    "watch",
    "level-down",
    "level-up",
    "variant",
    "start",
    "supply",
    "empties",
    "clock",
    "alternate",
    "speed",
    "legal-dots",
    "sound",
    "theme",
    "play-again",
    "to-start",
    "undo",
    "redo",
    "hint",
    "resume",
    "load-last",
    "copy",
    "save",
];

pub(super) fn short(s: &str) -> String {
    let t: String = s.chars().take(70).collect();
    if t.len() < s.len() {
        format!("{t}…")
    } else {
        t
    }
}
