//! Reversi's words in the player's language, shared by the HUD, the scoring screen, the
//! analysis panel and the notices: the sides, who plays them, and the classes of moves of an
//! analysis (the engine names them in English; the game maps each to its message).

use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::state::{PlayerKind, Players};
use crate::tr;
use reversi_engine::ai::analysis::MoveClass;
use reversi_engine::rules::Side;

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
