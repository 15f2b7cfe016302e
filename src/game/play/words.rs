//! Reversi's words in the player's language, shared by the HUD, the scoring screen, the
//! analysis panel and the notices: the sides, who plays them, the classes of moves of an
//! analysis, why a move was refused and what was wrong with a pasted or loaded game (the
//! engine says these in English; the game maps each to its message).

use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::state::{PlayerKind, Players};
use crate::tr;
use reversi_engine::ai::analysis::MoveClass;
use reversi_engine::rules::Side;
use reversi_engine::rules::game::MoveError;
use reversi_engine::rules::notation::{NotationError, Problem, escape_controls, excerpt};

/// A side's name (`Dark`, `Light`).
pub(crate) fn side_name(side: Side, locale: &Locale) -> String {
    match side {
        Side::Dark => tr!(locale, "side-dark"),
        Side::Light => tr!(locale, "side-light"),
    }
}

/// The name of a computer level in the language in use.
fn level_name(level: usize, locale: &Locale) -> String {
    locale.render(&crate::game::core::display::level_name(level))
}

/// Who plays `side`, inside a sentence (`you`, `player`, `computer, Club`).
pub(crate) fn who(players: &Players, side: Side, locale: &Locale) -> String {
    let both_human = players.dark == PlayerKind::Human && players.light == PlayerKind::Human;
    match players.of(side) {
        PlayerKind::Human if both_human => tr!(locale, "side-who-player"),
        PlayerKind::Human => tr!(locale, "side-who-you"),
        PlayerKind::Computer(l) => tr!(locale, "side-who-computer", level = level_name(l, locale)),
    }
}

/// Who plays `side`, as its card says it (`You`, `Player`, `Computer · Club`).
pub(crate) fn card_who(players: &Players, side: Side, locale: &Locale) -> String {
    let both_human = players.dark == PlayerKind::Human && players.light == PlayerKind::Human;
    match players.of(side) {
        PlayerKind::Human if both_human => tr!(locale, "side-card-player"),
        PlayerKind::Human => tr!(locale, "side-card-you"),
        PlayerKind::Computer(l) => tr!(locale, "side-card-computer", level = level_name(l, locale)),
    }
}

/// The class of an analysed move (`best`, `good`, `inaccuracy`, `mistake`, `blunder`).
pub(crate) fn class_name(class: MoveClass, locale: &Locale) -> String {
    match class {
        MoveClass::Best => tr!(locale, "class-best"),
        MoveClass::Good => tr!(locale, "class-good"),
        MoveClass::Inaccuracy => tr!(locale, "class-inaccuracy"),
        MoveClass::Mistake => tr!(locale, "class-mistake"),
        MoveClass::Blunder => tr!(locale, "class-blunder"),
    }
}

/// A side's name as a label that follows the language.
pub(crate) fn side_tr(side: Side) -> Tr {
    match side {
        Side::Dark => Tr::new("side-dark"),
        Side::Light => Tr::new("side-light"),
    }
}

/// Why a move was refused, in the player's words.
pub(crate) fn refusal(err: &MoveError) -> Tr {
    match *err {
        MoveError::GameOver => Tr::new("notice-refused-game-over"),
        MoveError::Occupied(s) => Tr::new("notice-refused-taken").with("square", s.to_string()),
        MoveError::NoFlips(s) => Tr::new("notice-refused-no-flips").with("square", s.to_string()),
        MoveError::CentreFirst(s) => {
            Tr::new("notice-refused-centre-first").with("square", s.to_string())
        }
        MoveError::OutOfDiscs(side) => {
            Tr::new("notice-refused-no-discs").with("side", side_tr(side))
        }
        MoveError::MustMove(side) => {
            Tr::new("notice-refused-must-move").with("side", side_tr(side))
        }
    }
}

/// What was wrong with a pasted or loaded game, and where (line, move), in the player's words;
/// the engine's English for the errors it gives no data for (a saved game's tags, GGF).
pub(crate) fn notation_error(e: &NotationError) -> Tr {
    let Some(problem) = &e.problem else {
        return Tr::verbatim(e.to_string());
    };
    let mut said = problem_words(problem);
    if let Some(number) = e.move_no {
        said = Tr::new("error-at-move")
            .with("number", number)
            .with("error", said);
    }
    if let Some(line) = e.line {
        said = Tr::new("error-at-line")
            .with("line", line)
            .with("error", said);
    }
    said
}

/// What a [`Problem`] says: quoted input is cut short and its control characters escaped, as
/// in the engine's message.
fn problem_words(problem: &Problem) -> Tr {
    let character = |c: char| escape_controls(&c.to_string());
    match problem {
        Problem::NotASquare(text) => Tr::new("error-not-a-square").with("text", excerpt(text)),
        Problem::Illegal { square, side, why } => Tr::new("error-illegal")
            .with("square", square.to_string())
            .with("side", side_tr(*side))
            .with("why", refusal(why)),
        Problem::AfterGameOver(square) => {
            Tr::new("error-after-game-over").with("square", square.to_string())
        }
        Problem::Refused(why) => refusal(why),
        Problem::BoardSquares(count) => Tr::new("error-board-squares").with("count", *count),
        Problem::BoardTooLong(count) => Tr::new("error-board-too-long").with("count", *count),
        Problem::SquaresBeforeSide(count) => {
            Tr::new("error-squares-before-side").with("count", *count)
        }
        Problem::BoardCell { square, found } => Tr::new("error-board-cell")
            .with("square", square.to_string())
            .with("found", character(*found)),
        Problem::SideToMove(found) => {
            Tr::new("error-side-to-move").with("found", character(*found))
        }
    }
}
