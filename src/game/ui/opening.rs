//! The opening's name on screen (Tiger, Rose, …, from the engine's catalogue): on the status
//! line (the position shown), under the move list (the whole game, with the move where it
//! left the book) and on the analysis panel.

use crate::game::core::i18n::Locale;
use crate::game::core::state::{CurrentGame, Review, Screen};
use crate::tr;
use bevy::prelude::*;
use reversi_engine::rules::Game;
use reversi_engine::rules::openings::{OpeningMatch, opening_of};

/// The lines under the move list: `Tiger` and `left the book at move 7` (empty, and taking no
/// room, while the game has no named opening).
#[derive(Component)]
pub struct OpeningText;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        update_opening_line.run_if(in_state(Screen::Playing)),
    );
}

/// The opening's short name for the status line (`Tiger`), if the game has one.
pub(crate) fn opening_label(game: &Game) -> Option<String> {
    opening_of(game).map(|m| m.short_name().to_string())
}

/// The analysis panel's line: the name and where the game left the book (`Tiger · left the
/// book at move 7`, or `Tiger · in book`); empty with no name.
pub(crate) fn opening_summary(game: &Game, locale: &Locale) -> String {
    opening_of(game).map_or_else(String::new, |m| {
        format!("{} \u{b7} {}", m.short_name(), book_state(&m, locale))
    })
}

/// Where the game left the book (`left the book at move 7`, or `in book`).
fn book_state(m: &OpeningMatch, locale: &Locale) -> String {
    match m.left_at {
        Some(n) => tr!(locale, "hud-left-book", number = n),
        None => tr!(locale, "hud-in-book"),
    }
}

/// The lines under the move list, made to fit its width: the name, then where the game left
/// the book (`Tiger` / `left the book at move 7`, or `in book`); empty with no name.
pub(crate) fn opening_lines(game: &Game, locale: &Locale) -> String {
    opening_of(game).map_or_else(String::new, |m| {
        format!("{}\n{}", m.short_name(), book_state(&m, locale))
    })
}

/// The line's text node, a child of the move list's panel.
pub(super) fn opening_line() -> impl Bundle {
    (
        OpeningText,
        Text::new(""),
        TextFont::from_font_size(13.0),
        TextColor(Color::srgb(0.95, 0.88, 0.7)),
        Node {
            margin: UiRect::top(px(6)),
            display: Display::None,
            ..default()
        },
        Pickable::IGNORE,
    )
}

/// Keeps the line under the move list to the game's moves (played and undone alike; in
/// review, the whole game, as the move list shows it).
fn update_opening_line(
    game: Res<CurrentGame>,
    review: Res<Review>,
    locale: Res<Locale>,
    added: Query<(), Added<OpeningText>>,
    mut line: Query<(&mut Text, &mut Node), With<OpeningText>>,
) {
    if !game.is_changed() && !review.is_changed() && !locale.is_changed() && added.is_empty() {
        return;
    }
    let want = opening_lines(&game.0, &locale);
    let display = if want.is_empty() {
        Display::None
    } else {
        Display::Flex
    };
    for (mut text, mut node) in &mut line {
        if text.0 != want {
            text.0.clone_from(&want);
        }
        if node.display != display {
            node.display = display;
        }
    }
}
