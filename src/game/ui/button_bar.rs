//! The bar of buttons under the board: Undo, Redo, Hint (during the game), Copy, Save, and
//! Analyse (on a person's turn, and in the review of a finished game not yet analysed). Each
//! button writes the message its key writes; the bar only shows and hides them.

use super::layout::ButtonBar;
use crate::game::core::i18n::Tr;
use crate::game::core::messages::{
    AnalysisRequest, HintRequest, RecordRequest, RedoRequest, UndoRequest,
};
use crate::game::core::state::{CurrentGame, Phase, Screen};
use crate::game::play::game_analysis::Analysis;
use crate::game::theme::widget::row_button;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Playing), spawn_button_bar)
        .add_systems(
            Update,
            show_after_the_game.run_if(in_state(Screen::Playing)),
        );
}

/// A button shown only at some moments (see [`show_after_the_game`]).
#[derive(Component)]
struct AfterTheGame;

/// A button of the game in progress only (Hint): gone once the game is over.
#[derive(Component)]
struct DuringTheGame;

fn spawn_button_bar(mut commands: Commands) {
    commands.spawn((button_bar(), DespawnOnExit(Screen::Playing)));
}

/// The button bar's Analyse button: during a game with moves (a person's turn) and while a
/// finished game is reviewed before its end (the scoring screen has its own), when the game
/// is not analysed yet. The Hint button: until the game is over.
fn show_after_the_game(
    phase: Option<Res<State<Phase>>>,
    game: Res<CurrentGame>,
    analysis: Res<Analysis>,
    mut buttons: Query<&mut Node, With<AfterTheGame>>,
    mut during: Query<&mut Node, (With<DuringTheGame>, Without<AfterTheGame>)>,
) {
    let over = game.0.is_over()
        || phase
            .as_ref()
            .is_some_and(|p| matches!(p.get(), Phase::GameOver | Phase::Review));
    let display = if over { Display::None } else { Display::Flex };
    for mut n in &mut during {
        if n.display != display {
            n.display = display;
        }
    }
    let show = phase.is_some_and(|p| matches!(p.get(), Phase::Review | Phase::HumanTurn))
        && !game.0.history().is_empty()
        && !analysis.is_running()
        && analysis.result().is_none();
    let display = if show { Display::Flex } else { Display::None };
    for mut n in &mut buttons {
        if n.display != display {
            n.display = display;
        }
    }
}

/// The bar: its buttons, each at least 100 px wide and as wide as its label needs.
fn button_bar() -> impl Bundle {
    (
        Name::new("Button bar"),
        ButtonBar,
        button_bar_node(),
        // The bar spans the window: only its buttons take clicks.
        Pickable::IGNORE,
        children![
            row_button("undo", Tr::new("hud-undo"), UndoRequest),
            row_button("redo", Tr::new("hud-redo"), RedoRequest),
            (
                DuringTheGame,
                row_button("hint", Tr::new("hud-hint"), HintRequest)
            ),
            row_button("copy", Tr::new("hud-copy"), RecordRequest::Copy),
            row_button("save", Tr::new("hud-save"), RecordRequest::Save),
            (
                AfterTheGame,
                row_button(
                    "review-analyse",
                    Tr::new("hud-analyse"),
                    AnalysisRequest::Start
                )
            ),
        ],
    )
}

/// The bar's layout: along the bottom edge, the buttons in rows that wrap in a narrow window
/// (or at a large text size) rather than clip; [`fit_hud`](super::layout::fit_hud) measures
/// all of its rows for the camera.
fn button_bar_node() -> Node {
    Node {
        position_type: PositionType::Absolute,
        left: px(12),
        right: px(12),
        bottom: px(12),
        flex_wrap: FlexWrap::Wrap,
        column_gap: px(8),
        row_gap: px(8),
        ..default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::core::i18n::{Lang, Locale};

    /// The layout app of a window `width`×`height` of the UI's pixels (800×600 at 200% text
    /// is 400×300), in `lang`, with the bar in it; and the bar.
    fn bar_app(width: u32, height: u32, lang: Lang) -> (App, Entity) {
        let (mut app, screen) = crate::game::ui::layout::layout_app(width, height);
        app.world_mut().resource_mut::<Locale>().set_lang(lang);
        let bar = app.world_mut().spawn((button_bar(), ChildOf(screen))).id();
        (app, bar)
    }

    /// Bevy's layout of the bar, its six buttons with their English labels, in a `width`×400
    /// window: each button's left and right edges, the bar's height, and one button's height,
    /// in window pixels.
    fn bar_layout(width: u32) -> (Vec<(f32, f32)>, f32, f32) {
        let (mut app, bar) = bar_app(width, 400, Lang::English);
        for _ in 0..5 {
            app.update();
        }
        let world = app.world_mut();
        let mut q = world.query::<(&ComputedNode, &bevy::ui::UiGlobalTransform, &ChildOf)>();
        let mut edges: Vec<(f32, f32)> = q
            .iter(world)
            .filter(|(_, _, parent)| parent.parent() == bar)
            .map(|(c, t, _)| {
                let half = c.size().x / 2.0;
                (t.translation.x - half, t.translation.x + half)
            })
            .collect();
        edges.sort_by(|a, b| a.0.total_cmp(&b.0));
        let button = world.get::<Children>(bar).unwrap()[0];
        let button = world.get::<ComputedNode>(button).unwrap().size().y;
        let height = world.get::<ComputedNode>(bar).unwrap().size().y;
        (edges, height, button)
    }

    #[test]
    fn a_narrow_window_wraps_the_button_bar_instead_of_clipping_it() {
        let (wide, one_row, button) = bar_layout(1280);
        assert_eq!(wide.len(), 6);
        assert_eq!(one_row, button, "one row at 1280 px");
        let (narrow, rows, button) = bar_layout(600);
        assert_eq!(narrow.len(), 6);
        for (left, right) in narrow {
            assert!(
                left >= 12.0 && right <= 588.0 && right - left >= 99.0,
                "a button at {left}..{right} is cut or outside the 600 px window"
            );
        }
        assert_eq!(
            rows,
            2.0 * button + 8.0,
            "two rows (and their gap) for the camera to keep clear of"
        );
    }

    /// Each button of the bar holds its label, padding and all, in every language: at
    /// 1280×720, and in the smallest window (800×600) at 200% text, where the bar wraps
    /// (German "Speichern" and the like are longer than the bar's 100 px). (language, window
    /// width, (button, label width, button width)) of any that does not.
    #[test]
    fn every_label_of_the_button_bar_fits_its_button_in_every_language() {
        let mut cramped = Vec::new();
        for (width, height) in [(1280, 720), (400, 300)] {
            for lang in Lang::ALL {
                let (mut app, _) = bar_app(width, height, lang);
                let (n, found) = crate::game::ui::layout::cramped_buttons(&mut app, 12.0);
                cramped.extend(found.into_iter().map(|c| (lang, width, c)));
                assert_eq!(n, 6, "{lang:?}: the bar's six buttons");
            }
        }
        assert!(
            cramped.is_empty(),
            "labels wider than their buttons less the padding: {cramped:?}"
        );
    }
}
