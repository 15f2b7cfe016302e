//! The HUD: a card for each player (a disc in its colour, who plays it, its disc count, its
//! clock and remaining discs when they apply; the side to move is lit), a status line (move
//! number and the opening's name, whose turn, the computer's "thinking…"), short messages as
//! toasts (refused clicks, copied, saved), the pass notice and the move list (with the
//! opening's line under it, see [`super::opening`]).
//! During review the status line and the counts are those of the position shown, and the move
//! list shows the whole game with the reviewed ply in brackets.

use super::layout::MoveListPanel;
use super::layout::StatusText;
use super::layout::Toast;
use super::layout::TopBar;
use super::layout::fit_hud;
use super::opening::{opening_label, opening_line};
use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::messages::{MoveRefused, Notice};
use crate::game::core::redraw::Deadlines;
use crate::game::core::state::{CurrentGame, Phase, PlayerKind, Players, Review, Screen};
use crate::game::play::clock::clock_text;
use crate::game::play::computer::AiPlayer;
use crate::game::play::words::{card_who, side_name, side_tr, who};
use crate::game::theme::widget::Fonts;
use crate::tr;
use bevy::prelude::*;
use reversi_engine::rules::Side;

/// A short message (refused click), cleared after a few seconds.
#[derive(Component)]
pub struct MessageText;

/// The message the newest one replaced before it could be read (up for less than
/// [`READ_IN`]), shown dimmer above it until the toast goes.
#[derive(Component)]
pub struct EarlierMessageText;

/// Seconds a message must have been up to count as read when another replaces it.
const READ_IN: f32 = 2.0;

/// The move list on the right (`1. f5 d6` a line; the last lines when the game is long; in
/// review, the lines around the reviewed ply, which is shown in brackets: `1. f5 [d6]`).
#[derive(Component)]
pub struct MoveListText;

/// Lines of the move list shown at once.
pub(crate) const MOVE_LIST_LINES: usize = 24;

/// A player's card (highlighted while that side is to move).
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct PlayerCard(pub(crate) Side);

/// The disc count on a player's card.
#[derive(Component, Clone, Copy, Debug)]
pub struct CardCount(pub Side);

/// Who plays a side ("You", "Other player", "Computer · Club"), on its card.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct CardWho(pub(crate) Side);

/// The discs a side has left to place (strict and borrow supplies), on its card.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct CardSupply(pub(crate) Side);

/// The pass notice banner.
#[derive(Component)]
pub struct PassBanner;

/// The toast's clock: when its message goes, when it came (real seconds since start: a window
/// asleep in between still counts the time), and whether it is a refused move's.
#[derive(Resource, Default)]
struct MessageTimer {
    timer: Timer,
    shown_at: f64,
    refusal: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MessageTimer>()
        .add_systems(OnEnter(Screen::Playing), spawn_hud)
        .add_systems(
            Update,
            (
                update_status,
                show_refusals,
                update_pass_banner,
                update_move_list,
                update_cards,
                update_title,
                fit_hud,
            )
                .run_if(in_state(Screen::Playing)),
        );
}

fn panel_color() -> Color {
    Color::srgba(0.05, 0.06, 0.08, 0.82)
}

/// Card colours: at rest, and lit for the side to move.
const CARD: Color = Color::srgba(0.06, 0.07, 0.09, 0.86);
const CARD_LIT: Color = Color::srgba(0.13, 0.15, 0.12, 0.95);
const CARD_EDGE_LIT: Color = Color::srgb(0.95, 0.78, 0.35);
const MUTED: Color = Color::srgb(0.68, 0.7, 0.72);

fn spawn_hud(mut commands: Commands, fonts: Res<Fonts>) {
    commands.spawn((
        Name::new("HUD"),
        TopBar,
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            top: px(0),
            left: px(0),
            width: percent(100),
            justify_content: JustifyContent::SpaceBetween,
            align_items: AlignItems::FlexStart,
            padding: UiRect::axes(px(12), px(10)),
            column_gap: px(10),
            ..default()
        },
        Pickable::IGNORE,
        children![
            player_card(Side::Dark, &fonts),
            (
                StatusText,
                Text::new(""),
                TextFont::from_font_size(17.0),
                TextColor(Color::srgb(0.9, 0.9, 0.88)),
                TextLayout::justify(Justify::Center),
                Node {
                    padding: UiRect::axes(px(14), px(6)),
                    margin: UiRect::top(px(4)),
                    border_radius: BorderRadius::all(px(8)),
                    // The status line wraps before the cards narrow: a longer line (the
                    // computer thinking) must not rewrap the cards and move the board.
                    flex_shrink: 1000.0,
                    ..default()
                },
                BackgroundColor(panel_color()),
                Pickable::IGNORE,
            ),
            player_card(Side::Light, &fonts),
        ],
    ));
    commands.spawn((
        Name::new("Toast"),
        Toast,
        DespawnOnExit(Screen::Playing),
        // Above every panel (the scoring screen, the analysis, the games list).
        GlobalZIndex(40),
        Visibility::Hidden,
        Node {
            position_type: PositionType::Absolute,
            bottom: px(70),
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        Pickable::IGNORE,
        children![(
            Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Center,
                padding: UiRect::axes(px(18), px(9)),
                row_gap: px(4),
                border_radius: BorderRadius::all(px(18)),
                max_width: px(620),
                ..default()
            },
            BackgroundColor(Color::srgba(0.1, 0.08, 0.07, 0.97)),
            Pickable::IGNORE,
            children![
                (
                    EarlierMessageText,
                    Text::new(""),
                    Tr::verbatim(String::new()),
                    TextFont::from_font_size(15.0),
                    TextColor(MUTED),
                    TextLayout::justify(Justify::Center),
                    Node {
                        display: Display::None,
                        ..default()
                    },
                    Pickable::IGNORE,
                ),
                (
                    MessageText,
                    Text::new(""),
                    Tr::verbatim(String::new()),
                    TextFont::from_font_size(18.0),
                    TextColor(Color::srgb(1.0, 0.9, 0.78)),
                    TextLayout::justify(Justify::Center),
                    Pickable::IGNORE,
                ),
            ],
        )],
    ));
    commands.spawn((
        Name::new("Move list"),
        MoveListPanel,
        DespawnOnExit(Screen::Playing),
        Node {
            position_type: PositionType::Absolute,
            right: px(12),
            top: px(108),
            width: px(170),
            flex_direction: FlexDirection::Column,
            padding: UiRect::axes(px(12), px(8)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(panel_color()),
        Pickable::IGNORE,
        children![
            (
                Text::default(),
                Tr::new("hud-moves"),
                TextFont::from_font_size(18.0),
                TextColor(Color::srgb(0.95, 0.88, 0.7)),
                Pickable::IGNORE,
            ),
            (
                MoveListText,
                Text::new(""),
                TextFont::from_font_size(16.0),
                TextColor(Color::WHITE),
                Pickable::IGNORE,
            ),
            opening_line(),
        ],
    ));
    commands.spawn((
        Name::new("Pass notice"),
        PassBanner,
        DespawnOnExit(Screen::Playing),
        GlobalZIndex(5),
        Visibility::Hidden,
        Node {
            position_type: PositionType::Absolute,
            top: percent(42),
            width: percent(100),
            justify_content: JustifyContent::Center,
            ..default()
        },
        Pickable::IGNORE,
        children![(
            Text::new(""),
            TextFont::from_font_size(34.0),
            TextColor(Color::srgb(1.0, 0.93, 0.6)),
            Node {
                padding: UiRect::axes(px(28), px(16)),
                border_radius: BorderRadius::all(px(12)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.05, 0.05, 0.08, 0.9)),
            Pickable::IGNORE,
        )],
    ));
}

/// A player's card: a disc in the side's colour, the side's name and who plays it, its disc
/// count, and below them its clock and remaining discs (shown when they apply).
fn player_card(side: Side, fonts: &Fonts) -> impl Bundle {
    let (face, rim) = match side {
        Side::Dark => (Color::srgb(0.07, 0.07, 0.08), Color::srgb(0.45, 0.45, 0.47)),
        Side::Light => (Color::srgb(0.95, 0.94, 0.9), Color::srgb(0.6, 0.58, 0.52)),
    };
    (
        Name::new(format!("{side} card")),
        PlayerCard(side),
        Node {
            width: px(256),
            // Narrower (its text wrapping) when two cards do not fit the window's width, as
            // with large text in a narrow window.
            flex_shrink: 1.0,
            flex_direction: FlexDirection::Column,
            padding: UiRect::axes(px(12), px(8)),
            row_gap: px(2),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        BackgroundColor(CARD),
        BorderColor::all(Color::NONE),
        Pickable::IGNORE,
        children![
            (
                Node {
                    align_items: AlignItems::Center,
                    column_gap: px(10),
                    ..default()
                },
                Pickable::IGNORE,
                children![
                    (
                        Node {
                            width: px(30),
                            height: px(30),
                            flex_shrink: 0.0,
                            border: UiRect::all(px(2)),
                            border_radius: BorderRadius::MAX,
                            ..default()
                        },
                        BackgroundColor(face),
                        BorderColor::all(rim),
                        Pickable::IGNORE,
                    ),
                    (
                        Node {
                            flex_direction: FlexDirection::Column,
                            flex_grow: 1.0,
                            ..default()
                        },
                        Pickable::IGNORE,
                        children![
                            (
                                Text::default(),
                                side_tr(side),
                                fonts.bold(18.0),
                                TextColor(Color::WHITE),
                                Pickable::IGNORE,
                            ),
                            (
                                CardWho(side),
                                Text::new(""),
                                TextFont::from_font_size(14.0),
                                TextColor(MUTED),
                                Pickable::IGNORE,
                            ),
                        ],
                    ),
                    (
                        CardCount(side),
                        Text::new("2"),
                        fonts.bold(30.0),
                        TextColor(Color::WHITE),
                        // Room for two digits whatever the count, so the card's text does not
                        // move or wrap when the count reaches 10.
                        TextLayout::justify(Justify::Right),
                        Node {
                            min_width: px(40),
                            ..default()
                        },
                        Pickable::IGNORE,
                    ),
                ],
            ),
            (
                Node {
                    justify_content: JustifyContent::SpaceBetween,
                    padding: UiRect::left(px(40)),
                    ..default()
                },
                Pickable::IGNORE,
                children![
                    (
                        CardSupply(side),
                        Text::new(""),
                        TextFont::from_font_size(14.0),
                        TextColor(MUTED),
                        Pickable::IGNORE,
                    ),
                    clock_text(side, fonts),
                ],
            ),
        ],
    )
}

/// Fills the cards from the position shown (the reviewed one in review) and lights the side
/// to move.
fn update_cards(
    game: Res<CurrentGame>,
    review: Res<Review>,
    players: Res<Players>,
    locale: Res<Locale>,
    mut cards: Query<(&PlayerCard, &mut BackgroundColor, &mut BorderColor)>,
    mut texts: Query<(
        &mut Text,
        Option<&CardCount>,
        Option<&CardWho>,
        Option<&CardSupply>,
    )>,
) {
    let shown = review.shown(&game.0);
    let lit = (!shown.is_over()).then(|| shown.to_move());
    for (card, mut bg, mut edge) in &mut cards {
        let on = lit == Some(card.0);
        let (want_bg, want_edge) = if on {
            (CARD_LIT, CARD_EDGE_LIT)
        } else {
            (CARD, Color::NONE)
        };
        if bg.0 != want_bg {
            bg.0 = want_bg;
        }
        if edge.top != want_edge {
            *edge = BorderColor::all(want_edge);
        }
    }
    for (mut text, count, who, supply) in &mut texts {
        let want = if let Some(c) = count {
            shown.count(c.0).to_string()
        } else if let Some(w) = who {
            card_who(&players, w.0, &locale)
        } else if let Some(s) = supply {
            match shown.supply(s.0) {
                Some(n) => tr!(locale, "hud-discs-left", count = n),
                None => String::new(),
            }
        } else {
            continue;
        };
        if text.0 != want {
            text.0 = want;
        }
    }
}

/// The window's title: the game's name and its state (`reversi3d — your move`).
pub(crate) fn window_title(
    game: &reversi_engine::rules::Game,
    players: &Players,
    phase: Option<Phase>,
    locale: &Locale,
) -> String {
    let state = match phase {
        Some(Phase::Review) => tr!(locale, "hud-title-review"),
        _ if game.is_over() => tr!(locale, "hud-title-game-over"),
        Some(Phase::AiTurn) => tr!(locale, "hud-title-thinking"),
        _ => match players.of(game.to_move()) {
            PlayerKind::Human if players.dark == players.light => {
                tr!(
                    locale,
                    "hud-title-to-move",
                    side = side_name(game.to_move(), locale)
                )
            }
            PlayerKind::Human => tr!(locale, "hud-title-your-move"),
            PlayerKind::Computer(_) => tr!(locale, "hud-title-computer-move"),
        },
    };
    tr!(locale, "hud-title", state = state)
}

fn update_title(
    game: Res<CurrentGame>,
    players: Res<Players>,
    phase: Option<Res<State<Phase>>>,
    locale: Res<Locale>,
    mut window: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    let Ok(mut window) = window.single_mut() else {
        return;
    };
    let title = window_title(&game.0, &players, phase.map(|p| *p.get()), &locale);
    if window.title != title {
        window.title = title;
    }
}

/// The status line for a game state: the move number and whose turn it is (the counts are on
/// the cards). Reverse games say so.
pub(crate) fn status_line(
    game: &reversi_engine::rules::Game,
    players: &Players,
    phase: Option<Phase>,
    thinking: bool,
    locale: &Locale,
) -> String {
    // The first line's parts: the variant, the move (or the review's place), the opening's
    // name (`Reverse · move 7 · Tiger`).
    let mut head = Vec::new();
    if game.options.variant == reversi_engine::rules::Variant::Reverse {
        head.push(tr!(locale, "hud-reverse"));
    }
    let second = if phase == Some(Phase::Review) {
        let played = game.move_number() - 1;
        let ahead = game
            .redo_stack()
            .iter()
            .filter(|p| matches!(p.kind, reversi_engine::rules::PlyKind::Move(_)))
            .count();
        head.push(tr!(
            locale,
            "hud-reviewing",
            number = played,
            total = played + ahead
        ));
        Some(tr!(locale, "hud-review-keys"))
    } else if game.is_over() {
        head.push(tr!(locale, "hud-game-over"));
        None
    } else {
        head.push(tr!(locale, "hud-move", number = game.move_number()));
        let side = side_name(game.to_move(), locale);
        let who = who(players, game.to_move(), locale);
        let mut turn = if thinking || phase == Some(Phase::AiTurn) {
            tr!(locale, "hud-thinking", side = side, who = who)
        } else {
            tr!(locale, "hud-to-move", side = side, who = who)
        };
        if game.in_centre_opening() {
            turn.push('\n');
            turn.push_str(&tr!(locale, "hud-centre"));
        }
        Some(turn)
    };
    // The opening's name last (`move 7 · Tiger`).
    if let Some(name) = opening_label(game) {
        head.push(name);
    }
    let head = head.join(" \u{b7} ");
    match second {
        Some(s) => format!("{head}\n{s}"),
        None => head,
    }
}

fn update_status(
    game: Res<CurrentGame>,
    review: Res<Review>,
    players: Res<Players>,
    phase: Option<Res<State<Phase>>>,
    ai: Res<AiPlayer>,
    locale: Res<Locale>,
    mut text: Query<&mut Text, With<StatusText>>,
) {
    let line = status_line(
        &review.shown(&game.0),
        &players,
        phase.map(|p| *p.get()),
        ai.is_thinking(),
        &locale,
    );
    for mut t in &mut text {
        if t.0 != line {
            t.0 = line.clone();
        }
    }
}

/// Shows the newest refusal or notice in the toast; its message stays a [`Tr`], so that a
/// language switch while it is up writes it again. A message it replaces before it could be
/// read (a game loaded, then at the player's first move the unfinished one set aside) stays
/// above it, dimmer, rather than vanish unseen; the newest is never made to wait.
fn show_refusals(
    mut refused: MessageReader<MoveRefused>,
    mut notices: MessageReader<Notice>,
    locale: Res<Locale>,
    mut timer: ResMut<MessageTimer>,
    time: Res<Time<Real>>,
    mut text: Query<&mut Tr, (With<MessageText>, Without<EarlierMessageText>)>,
    mut earlier: Query<(&mut Tr, &mut Node), With<EarlierMessageText>>,
    mut toast: Query<&mut Visibility, With<Toast>>,
    mut deadlines: ResMut<Deadlines>,
) {
    let none = Tr::verbatim(String::new());
    // Of the messages written in one frame the last is meant (a later one refines an
    // earlier: Load last's names the files it passed over).
    let mut new = None;
    for r in refused.read() {
        new = Some((r.reason.clone(), true));
    }
    for n in notices.read() {
        new = Some((n.0.clone(), false));
    }
    let now = time.elapsed_secs_f64();
    if let Some((msg, refusal)) = new {
        // The notice it replaces, if that was not up long enough to be read (a refused move
        // is not kept: it is stale once anything else is said).
        let up = text.iter().next().cloned().unwrap_or_else(|| none.clone());
        let unread = now - timer.shown_at < f64::from(READ_IN) && !timer.refusal;
        let before = (up != none && up != msg && unread).then_some(up);
        let words = |m: &Tr| locale.render(m).chars().count();
        let long = words(&msg) + before.as_ref().map_or(0, words) > 40;
        *timer = MessageTimer {
            timer: Timer::from_seconds(if long { 5.0 } else { 2.5 }, TimerMode::Once),
            shown_at: now,
            refusal,
        };
        for mut t in &mut text {
            *t = msg.clone();
        }
        for (mut t, mut node) in &mut earlier {
            let display = if before.is_some() {
                Display::Flex
            } else {
                Display::None
            };
            *t = before.clone().unwrap_or_else(|| none.clone());
            if node.display != display {
                node.display = display;
            }
        }
    } else if timer.timer.tick(time.delta()).just_finished() {
        for mut t in &mut text {
            *t = none.clone();
        }
        for (mut t, mut node) in &mut earlier {
            *t = none.clone();
            node.display = Display::None;
        }
    }
    let showing = text.iter().any(|t| *t != none);
    if showing {
        // The window may sleep: it must wake to take the toast away.
        deadlines.within(timer.timer.remaining());
    }
    for mut v in &mut toast {
        let want = if showing {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *v != want {
            *v = want;
        }
    }
}

/// The text of the pass notice for the side that must pass.
pub fn pass_notice(side: Side, locale: &Locale) -> String {
    tr!(locale, "hud-pass", side = side_name(side, locale))
}

fn update_pass_banner(
    game: Res<CurrentGame>,
    phase: Option<Res<State<Phase>>>,
    locale: Res<Locale>,
    mut banner: Query<(&mut Visibility, &Children), With<PassBanner>>,
    mut texts: Query<&mut Text>,
) {
    let showing = phase.is_some_and(|p| *p.get() == Phase::PassNotice);
    for (mut vis, children) in &mut banner {
        let want = if showing {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != want {
            *vis = want;
        }
        if showing {
            for c in children.iter() {
                if let Ok(mut t) = texts.get_mut(c) {
                    let s = pass_notice(game.0.to_move(), &locale);
                    if t.0 != s {
                        t.0 = s;
                    }
                }
            }
        }
    }
}

/// The move list's text with the position after `reviewed` plies marked: the ply that led to
/// it is in brackets (`12. f5 [d6]`), and the lines shown are those around it. `None` (or the
/// whole game): the last [`MOVE_LIST_LINES`] lines, nothing marked.
pub(crate) fn move_list_text_at(
    game: &reversi_engine::rules::Game,
    reviewed: Option<usize>,
    locale: &Locale,
) -> String {
    use reversi_engine::rules::record::move_list_lines;
    let mut lines = move_list_lines(game);
    let mut skip = lines.len().saturating_sub(MOVE_LIST_LINES);
    if let Some(k) = reviewed.filter(|&k| k < game.history().len()) {
        // The lines of the game up to the reviewed ply are a prefix of the whole game's; the
        // last of them ends with that ply.
        let before = move_list_lines(&game.after_plies(k));
        if let Some((i, head)) = before.len().checked_sub(1).zip(before.last()) {
            let rest = lines[i][head.len()..].to_string();
            let (num, word) = head.rsplit_once(' ').unwrap_or(("", head));
            lines[i] = format!("{num} [{word}]{rest}");
            skip = skip.min(i.saturating_sub(MOVE_LIST_LINES / 2));
        } else {
            skip = 0;
        }
    }
    let end = (skip + MOVE_LIST_LINES).min(lines.len());
    let mut s = if skip > 0 {
        String::from("...\n")
    } else {
        String::new()
    };
    s.push_str(&lines[skip..end].join("\n"));
    if end < lines.len() {
        s.push_str("\n...");
    }
    if lines.is_empty() {
        s.push_str(&tr!(locale, "hud-no-moves"));
    }
    s
}

fn update_move_list(
    game: Res<CurrentGame>,
    review: Res<Review>,
    phase: Option<Res<State<Phase>>>,
    locale: Res<Locale>,
    mut text: Query<&mut Text, With<MoveListText>>,
    mut panel: Query<&mut Visibility, With<MoveListPanel>>,
) {
    let over = phase.is_some_and(|p| *p.get() == Phase::GameOver);
    for mut v in &mut panel {
        let want = if over {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
        if *v != want {
            *v = want;
        }
    }
    for mut t in &mut text {
        if !game.is_changed() && !review.is_changed() && !locale.is_changed() && !t.0.is_empty() {
            continue;
        }
        let s = move_list_text_at(&game.0, review.0, &locale);
        if t.0 != s {
            t.0 = s;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::layout::ButtonBar;
    use super::super::layout::MoveListPanel;
    use super::super::layout::TopBar;
    use super::*;
    use crate::game::world::camera::HudInsets;
    use bevy::state::app::StatesPlugin;
    use bevy::window::{PrimaryWindow, WindowResolution};

    /// A node as Bevy's layout leaves it at this `UiScale` in a window of scale factor 1: a
    /// `logical` size at 100% is `logical × scale` physical pixels.
    fn laid_out(logical: Vec2, scale: f32) -> ComputedNode {
        ComputedNode {
            size: logical * scale,
            inverse_scale_factor: 1.0 / scale,
            ..Default::default()
        }
    }

    /// The insets `fit_hud` gives for a 1280×720 window whose top bar is 84 px high, button
    /// bar 52 px and move list 178 px wide at 100%, laid out at `scale`.
    fn insets_at(scale: f32) -> HudInsets {
        let mut app = App::new();
        app.add_plugins(StatesPlugin)
            .init_resource::<HudInsets>()
            .add_systems(Update, fit_hud);
        app.world_mut().spawn((
            Window {
                resolution: WindowResolution::new(1280, 720),
                ..Default::default()
            },
            PrimaryWindow,
        ));
        app.world_mut()
            .spawn((TopBar, laid_out(Vec2::new(900.0, 84.0), scale)));
        app.world_mut()
            .spawn((ButtonBar, laid_out(Vec2::new(600.0, 52.0), scale)));
        app.world_mut().spawn((
            MoveListPanel,
            Node::default(),
            Visibility::Inherited,
            laid_out(Vec2::new(178.0, 400.0), scale),
        ));
        app.update();
        *app.world().resource::<HudInsets>()
    }

    #[test]
    fn the_camera_insets_grow_with_the_text_size() {
        let one = insets_at(1.0);
        assert_eq!((one.top, one.bottom, one.right), (84.0, 64.0, 190.0));
        for scale in [1.5, 2.0] {
            let i = insets_at(scale);
            assert_eq!(
                (i.top, i.bottom, i.right),
                (84.0 * scale, 52.0 * scale + 12.0, 178.0 * scale + 12.0),
                "at {scale}x the HUD covers that much more of the window"
            );
        }
    }
}
