//! The review panel of an analysed game (left): the opening's name, accuracy, the graph, the
//! worst moves, the reviewed position's line; the best move and line on the board.

use super::layout::AnalysisPanel;
use super::layout::HideWhenSmall;
use super::opening::opening_summary;
use crate::game::core::i18n::{Arg, Locale, Tr};
use crate::game::core::messages::AnalysisRequest;
use crate::game::core::messages::ReviewStep;
use crate::game::core::state::CurrentGame;
use crate::game::core::state::Phase;
use crate::game::core::state::Players;
use crate::game::core::state::Review;
use crate::game::core::state::Screen;
use crate::game::core::systems::GameSystems;
use crate::game::play::game_analysis::Analysis;
use crate::game::play::game_analysis::in_game;
use crate::game::play::game_analysis::reviewing;
use crate::game::play::words::{card_who, class_name, side_name};
use crate::game::theme::widget::Fonts;
use crate::game::theme::widget::TEXT;
use crate::game::theme::widget::button;
use crate::game::world::ghost::GhostDisc;
use crate::game::world::ghost::GhostMaterials;
use crate::game::world::ghost::GhostParts;
use crate::game::world::ghost::HintLine;
use crate::game::world::ghost::ReviewLabel;
use crate::game::world::ghost::line_ghosts;
use crate::game::world::squares::BoardAssets;
use crate::tr;
use bevy::prelude::*;
use bevy::ui_widgets::observe;
use reversi_engine::ai::analysis::GameAnalysis;
use reversi_engine::ai::analysis::MoveClass;
use reversi_engine::ai::analysis::PlyAnalysis;
use reversi_engine::rules::Game;
use reversi_engine::rules::Side;

/// The panel follows the analysis job: it is built, refreshed and pointed at after it.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            analysis_keys.in_set(GameSystems::Keys),
            (
                sync_panel,
                graph_pointer,
                update_progress,
                mark_reviewed_ply,
                show_reviewed_move,
                show_aside,
            )
                .chain()
                .after(GameSystems::AnalysisJob),
        ),
    );
}

/// The worst moves listed for each side (three, so that the panel with the opening's line stays
/// clear of the button bar at 1280×720).
const MISTAKES_LISTED: usize = 3;

/// The moves of the best line shown on the board (B).
const LINE_SHOWN: usize = 8;

/// The panel's width in pixels.
pub(crate) const PANEL_WIDTH: f32 = 320.0;

/// The graph's height in pixels.
const GRAPH_HEIGHT: f32 = 112.0;

/// One ply's column of the graph: a click or a drag across it goes to that ply.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphColumn(pub usize);

/// The graph: its columns' plies, left to right (a press on it, or a drag that started on
/// it, goes to the ply under the pointer).
#[derive(Component, Clone, Debug)]
pub(crate) struct Graph(pub(crate) Vec<usize>);

/// An entry of a side's worst moves: a click goes to the position before that ply.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MistakeEntry(pub usize);

/// The progress bar's fill and its line of text.
#[derive(Component)]
struct ProgressFill;

#[derive(Component)]
struct ProgressText;

/// The panel's line about the reviewed position.
#[derive(Component)]
pub struct ReviewedLine;

/// A: analyse the game; B: the best line (after the game).
fn analysis_keys(
    keys: Res<ButtonInput<KeyCode>>,
    phase: Option<Res<State<Phase>>>,
    mut out: MessageWriter<AnalysisRequest>,
) {
    if !reviewing(&phase)
        || keys.any_pressed([
            KeyCode::ControlLeft,
            KeyCode::ControlRight,
            KeyCode::AltLeft,
            KeyCode::AltRight,
        ])
    {
        return;
    }
    if keys.just_pressed(KeyCode::KeyA) {
        out.write(AnalysisRequest::Start);
    }
    if keys.just_pressed(KeyCode::KeyB) {
        out.write(AnalysisRequest::ToggleLine);
    }
}

/// The colour of a move's class on the graph and in the lists.
pub(crate) fn class_color(class: Option<MoveClass>) -> Color {
    match class {
        None => Color::srgb(0.55, 0.57, 0.6),
        Some(MoveClass::Best) => Color::srgb(0.36, 0.72, 0.5),
        Some(MoveClass::Good) => Color::srgb(0.62, 0.8, 0.42),
        Some(MoveClass::Inaccuracy) => Color::srgb(0.95, 0.8, 0.3),
        Some(MoveClass::Mistake) => Color::srgb(0.96, 0.52, 0.22),
        Some(MoveClass::Blunder) => Color::srgb(0.9, 0.22, 0.2),
    }
}

/// Whole discs with a sign (`+4`, `−2`, `0`).
fn signed(discs: i32) -> String {
    match discs {
        0 => "0".into(),
        d if d > 0 => format!("+{d}"),
        d => format!("\u{2212}{}", -d),
    }
}

/// The number the move list gives a row's ply: `20.` for Dark's move of pair 20, `20…` for
/// Light's (the list pairs Dark's ply with Light's next one, passes included).
fn ply_number(game: &Game, r: &PlyAnalysis) -> String {
    let pair = reversi_engine::rules::record::move_list_lines(&game.after_plies(r.ply)).len();
    match r.mover {
        Side::Dark => format!("{pair}."),
        Side::Light => format!("{pair}\u{2026}"),
    }
}

/// The number and square of a row (`20. f7`, `20… d1`; a pass reads `pass`).
fn move_label(game: &Game, r: &PlyAnalysis, locale: &Locale) -> String {
    match r.played {
        Some(sq) => format!("{} {sq}", ply_number(game, r)),
        None => tr!(locale, "analysis-row-pass", number = ply_number(game, r)),
    }
}

/// What the panel is showing, to rebuild it when that changes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Shown {
    Running(u64),
    Done(u64),
}

fn sync_panel(
    mut commands: Commands,
    analysis: Res<Analysis>,
    phase: Option<Res<State<Phase>>>,
    players: Res<Players>,
    game: Res<CurrentGame>,
    fonts: Res<Fonts>,
    locale: Res<Locale>,
    panels: Query<Entity, With<AnalysisPanel>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    mut shown: Local<Option<Shown>>,
) {
    let want = if !in_game(&phase) {
        None
    } else if analysis.is_running() {
        Some(Shown::Running(analysis.runs))
    } else if analysis.result.is_some() {
        Some(Shown::Done(analysis.runs))
    } else {
        None
    };
    // A language switch builds the panel again in the new words.
    if want == *shown && (want.is_none() || !panels.is_empty()) && !locale.is_changed() {
        return;
    }
    *shown = want;
    for e in &panels {
        commands.entity(e).despawn();
    }
    let Some(want) = want else { return };
    // Shown or not from its first frame (the layout keeps it so after).
    let narrow = window
        .single()
        .is_ok_and(|w| super::layout::narrow(w, scale.as_deref()));
    let display = super::layout::analysis_display(narrow, phase.as_deref());
    let root = commands
        .spawn((
            Name::new("Analysis panel"),
            AnalysisPanel,
            DespawnOnExit(Screen::Playing),
            GlobalZIndex(12),
            Node {
                position_type: PositionType::Absolute,
                left: px(12),
                top: px(super::layout::PANEL_TOP),
                width: px(PANEL_WIDTH),
                // Fitted above the button bar by the layout; what does not fit is cut off.
                overflow: Overflow::clip_y(),
                display,
                flex_direction: FlexDirection::Column,
                row_gap: px(6),
                padding: UiRect::all(px(12)),
                border_radius: BorderRadius::all(px(10)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.04, 0.05, 0.07, 0.95)),
        ))
        .id();
    commands.spawn((
        Text::default(),
        Tr::new("analysis-title"),
        fonts.bold(18.0),
        TextColor(TEXT),
        Pickable::IGNORE,
        ChildOf(root),
    ));
    match want {
        Shown::Running(_) => spawn_progress(&mut commands, root),
        Shown::Done(_) => {
            if let Some(a) = analysis.result.as_ref() {
                spawn_result(&mut commands, root, &game.0, a, &players, &fonts, &locale);
            }
        }
    }
}

fn small(s: impl Into<Tr>, size: f32, color: Color) -> impl Bundle {
    (
        Text::default(),
        s.into(),
        TextFont::from_font_size(size),
        TextColor(color),
        Pickable::IGNORE,
    )
}

fn spawn_progress(commands: &mut Commands, root: Entity) {
    commands.spawn((
        ProgressText,
        small(Tr::new("analysis-running"), 15.0, TEXT),
        ChildOf(root),
    ));
    commands.spawn((
        Node {
            width: percent(100),
            height: px(8),
            border_radius: BorderRadius::all(px(4)),
            ..default()
        },
        BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.12)),
        Pickable::IGNORE,
        ChildOf(root),
        children![(
            ProgressFill,
            Node {
                width: percent(0),
                height: percent(100),
                border_radius: BorderRadius::all(px(4)),
                ..default()
            },
            BackgroundColor(Color::srgb(0.36, 0.72, 0.5)),
            Pickable::IGNORE,
        )],
    ));
    commands.spawn((
        button(
            "analysis-stop",
            Tr::new("analysis-stop"),
            100.0,
            AnalysisRequest::Stop,
        ),
        ChildOf(root),
    ));
}

/// The scoring screen's line about the analysis in a window too narrow to show the panel
/// beside it (the panel shows in review, a step back): its progress, then that it is ready.
#[derive(Component)]
pub struct AnalysisAside;

fn show_aside(
    analysis: Res<Analysis>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
    scale: Option<Res<UiScale>>,
    phase: Option<Res<State<Phase>>>,
    mut lines: Query<(&mut Node, &mut Tr), With<AnalysisAside>>,
) {
    let narrow = window
        .single()
        .is_ok_and(|w| super::layout::narrow(w, scale.as_deref()));
    let over = phase.is_some_and(|p| *p.get() == Phase::GameOver);
    let line = match analysis.progress() {
        _ if !narrow || !over => None,
        Some((done, total)) => Some(
            Tr::new("analysis-aside-running")
                .with("done", done)
                .with("total", total),
        ),
        None if analysis.result.is_some() => Some(Tr::new("analysis-aside-ready")),
        None => None,
    };
    let display = if line.is_some() {
        Display::Flex
    } else {
        Display::None
    };
    for (mut node, mut tr) in &mut lines {
        if node.display != display {
            node.display = display;
        }
        if let Some(l) = &line
            && *tr != *l
        {
            *tr = l.clone();
        }
    }
}

fn update_progress(
    analysis: Res<Analysis>,
    mut fill: Query<&mut Node, With<ProgressFill>>,
    mut text: Query<&mut Tr, With<ProgressText>>,
) {
    let Some((done, total)) = analysis.progress() else {
        return;
    };
    let share = if total == 0 {
        0.0
    } else {
        done as f32 / total as f32
    };
    for mut n in &mut fill {
        let w = percent(share * 100.0);
        if n.width != w {
            n.width = w;
        }
    }
    let line = Tr::new("analysis-progress")
        .with("done", done)
        .with("total", total);
    for mut t in &mut text {
        if *t != line {
            *t = line.clone();
        }
    }
}

/// The scale of the graph: the largest value shown, in discs (8 to 64, in steps of 8).
fn graph_scale(a: &GameAnalysis) -> f64 {
    let max = a
        .graph()
        .iter()
        .map(|p| p.dark_value.abs())
        .fold(0.0, f64::max);
    ((max / 8.0).ceil() * 8.0).clamp(8.0, 64.0)
}

fn spawn_result(
    commands: &mut Commands,
    root: Entity,
    game: &Game,
    a: &GameAnalysis,
    players: &Players,
    fonts: &Fonts,
    locale: &Locale,
) {
    let opening = opening_summary(game, locale);
    if !opening.is_empty() {
        commands.spawn((
            small(
                Tr::new("analysis-opening").with("opening", opening),
                14.0,
                TEXT,
            ),
            ChildOf(root),
        ));
    }
    // Imported plies (a pasted game) were not played by the players seated now: a side's
    // totals are its moves after them, or, when it has made none since, all its moves,
    // without the seated player's name.
    let imported = game.imported_plies();
    for side in [Side::Dark, Side::Light] {
        let after = a.totals_after(side, imported);
        let (t, who) = if imported == 0 {
            (after, card_who(players, side, locale))
        } else if after.moves > 0 {
            let from = game.after_plies(imported).move_number();
            let who = card_who(players, side, locale);
            (
                after,
                crate::tr!(locale, "analysis-who-from", who = who, number = from),
            )
        } else {
            // No move of this side since the paste: its pasted moves, as they are.
            (a.totals(side), crate::tr!(locale, "analysis-who-imported"))
        };
        commands.spawn((
            small(
                Tr::new("analysis-side-totals")
                    .with("side", side_name(side, locale))
                    .with("who", who)
                    .with("accuracy", Arg::decimal(t.accuracy(), 0))
                    .with("count", t.total_loss),
                14.0,
                TEXT,
            ),
            ChildOf(root),
        ));
    }
    // The graph: one column per point, the zero line across the middle.
    let scale = graph_scale(a);
    let graph = commands
        .spawn((
            Name::new("Evaluation graph"),
            Graph(a.graph().iter().map(|p| p.ply).collect()),
            Node {
                width: percent(100),
                height: px(GRAPH_HEIGHT),
                margin: UiRect::top(px(4)),
                ..default()
            },
            BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.04)),
            ChildOf(root),
        ))
        .id();
    commands.spawn((
        Node {
            position_type: PositionType::Absolute,
            left: px(0),
            right: px(0),
            top: percent(50),
            height: px(1),
            ..default()
        },
        BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.35)),
        Pickable::IGNORE,
        ChildOf(graph),
    ));
    for (label, top) in [
        (
            Tr::new("analysis-graph-dark").with("scale", scale as i64),
            Some(px(1)),
        ),
        (
            Tr::new("analysis-graph-light").with("scale", scale as i64),
            None,
        ),
    ] {
        // Drawn over the columns (a short game's bars are wide enough to cover the corner),
        // on a dark backing so that the scale reads over a coloured bar.
        commands.spawn((
            small(label, 11.0, Color::srgba(1.0, 1.0, 1.0, 0.7)),
            Node {
                position_type: PositionType::Absolute,
                left: px(3),
                top: top.unwrap_or(Val::Auto),
                bottom: if top.is_none() { px(1) } else { Val::Auto },
                padding: UiRect::horizontal(px(2)),
                ..default()
            },
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.5)),
            ZIndex(1),
            ChildOf(graph),
        ));
    }
    for p in a.graph() {
        let v = (p.dark_value / scale).clamp(-1.0, 1.0) as f32;
        let alpha = if p.exact { 1.0 } else { 0.45 };
        let color = class_color(p.class).with_alpha(alpha);
        let h = (v.abs() * 50.0).max(1.0);
        let bar_top = if v >= 0.0 { 50.0 - h } else { 50.0 };
        let column = commands
            .spawn((
                GraphColumn(p.ply),
                Name::new(format!("Graph ply {}", p.ply)),
                Node {
                    flex_grow: 1.0,
                    flex_basis: px(0),
                    height: percent(100),
                    ..default()
                },
                BackgroundColor(Color::NONE),
                ChildOf(graph),
            ))
            .observe(go_to_column)
            .id();
        commands.spawn((
            Node {
                position_type: PositionType::Absolute,
                left: percent(12),
                right: percent(12),
                top: percent(bar_top),
                height: percent(h),
                ..default()
            },
            BackgroundColor(color),
            Pickable::IGNORE,
            ChildOf(column),
        ));
    }
    // Going to a ply (a click on the graph, the arrows) is the review's, after the game; an
    // analysis of the game in progress does not offer it.
    let over = game.is_over();
    commands.spawn((
        small(
            if over {
                Tr::new("analysis-graph-legend")
            } else {
                Tr::new("analysis-graph-legend-now")
            },
            12.0,
            Color::srgba(1.0, 1.0, 1.0, 0.6),
        ),
        ChildOf(root),
    ));
    commands.spawn((
        ReviewedLine,
        small(Tr::verbatim(String::new()), 14.0, TEXT),
        Node {
            margin: UiRect::vertical(px(4)),
            ..default()
        },
        ChildOf(root),
    ));
    // The lists are left out of a small window (the panel must fit beside the board).
    let lists = commands
        .spawn((
            HideWhenSmall,
            Node {
                flex_direction: FlexDirection::Column,
                row_gap: px(6),
                ..default()
            },
            ChildOf(root),
        ))
        .id();
    for side in [Side::Dark, Side::Light] {
        // Moves that lost 3 discs or more (inaccuracies and worse), worst first.
        let worst: Vec<_> = a
            .mistakes(side)
            .into_iter()
            .filter(|r| r.class >= MoveClass::Inaccuracy)
            .collect();
        let root = lists;
        commands.spawn((
            Text::default(),
            Tr::new("analysis-worst").with("side", side_name(side, locale)),
            fonts.bold(14.0),
            TextColor(TEXT),
            Pickable::IGNORE,
            ChildOf(root),
        ));
        if worst.is_empty() {
            commands.spawn((
                small(Tr::new("analysis-no-worst"), 13.0, TEXT),
                ChildOf(root),
            ));
        }
        for r in worst.iter().take(MISTAKES_LISTED) {
            let best = r.best.map_or("-".to_string(), |b| b.to_string());
            commands.spawn((
                MistakeEntry(r.ply),
                Name::new(format!("Mistake {}", r.ply)),
                Node {
                    padding: UiRect::axes(px(6), px(2)),
                    border_radius: BorderRadius::all(px(4)),
                    column_gap: px(8),
                    ..default()
                },
                BackgroundColor(Color::srgba(1.0, 1.0, 1.0, 0.05)),
                observe(go_to_mistake),
                ChildOf(root),
                children![
                    small(Tr::verbatim(move_label(game, r, locale)), 13.0, TEXT),
                    small(
                        Tr::verbatim(format!(
                            "{} {}",
                            signed(-r.loss),
                            class_name(r.class, locale)
                        )),
                        13.0,
                        class_color(Some(r.class)),
                    ),
                    small(
                        Tr::new("analysis-best")
                            .with("square", best)
                            .with("value", signed(r.best_discs())),
                        13.0,
                        Color::srgba(1.0, 1.0, 1.0, 0.7),
                    ),
                ],
            ));
        }
    }
    // The keys are the review's (B and the arrows): after the game only.
    if over {
        commands.spawn((
            small(
                Tr::new("analysis-keys"),
                12.0,
                Color::srgba(1.0, 1.0, 1.0, 0.6),
            ),
            ChildOf(root),
        ));
    }
}

/// The mouse on the graph, read from the button and the cursor (not from picking's hover,
/// which a pointer that arrives and clicks within one slow frame misses): a press on the
/// graph, and a drag that started there, go to the ply under the pointer.
fn graph_pointer(
    buttons: Res<ButtonInput<MouseButton>>,
    windows: Query<&Window, With<bevy::window::PrimaryWindow>>,
    graph: Query<(&Graph, &ComputedNode, &UiGlobalTransform)>,
    mut steps: MessageWriter<ReviewStep>,
    mut dragging: Local<bool>,
    mut last: Local<Option<usize>>,
) {
    let left = MouseButton::Left;
    let Some(cursor) = windows
        .single()
        .ok()
        .and_then(|w| w.physical_cursor_position())
    else {
        return;
    };
    let Ok((g, node, transform)) = graph.single() else {
        *dragging = false;
        return;
    };
    let at = node
        .normalize_point(*transform, cursor)
        .filter(|p| p.x.abs() <= 0.5 && p.y.abs() <= 0.5);
    if buttons.just_pressed(left) {
        *dragging = at.is_some();
        *last = None;
    }
    let held = buttons.pressed(left) || buttons.just_released(left);
    if *dragging
        && held
        && let Some(p) = at
        && !g.0.is_empty()
    {
        let i = (((p.x + 0.5) * g.0.len() as f32) as usize).min(g.0.len() - 1);
        if *last != Some(g.0[i]) {
            *last = Some(g.0[i]);
            steps.write(ReviewStep::To(g.0[i]));
        }
    }
    if !buttons.pressed(left) {
        *dragging = false;
    }
}

/// A click on a column through picking (what a test or another pointer sends; the mouse in
/// the window is read by [`graph_pointer`], which also follows a drag).
fn go_to_column(
    ev: On<Pointer<Click>>,
    columns: Query<&GraphColumn>,
    mut steps: MessageWriter<ReviewStep>,
) {
    if ev.button == PointerButton::Primary
        && let Ok(c) = columns.get(ev.entity)
    {
        steps.write(ReviewStep::To(c.0));
    }
}

fn go_to_mistake(
    ev: On<Pointer<Click>>,
    entries: Query<&MistakeEntry>,
    mut steps: MessageWriter<ReviewStep>,
) {
    if ev.button == PointerButton::Primary
        && let Ok(m) = entries.get(ev.entity)
    {
        // The position where the move was made: the move and the better one show there.
        steps.write(ReviewStep::To(m.0 - 1));
    }
}

/// The ply the board shows (the end when not reviewing an earlier one).
fn shown_plies(review: &Review, game: &Game) -> usize {
    review
        .0
        .unwrap_or(game.history().len())
        .min(game.history().len())
}

/// Lights the graph's column of the ply shown and says what happened there.
fn mark_reviewed_ply(
    analysis: Res<Analysis>,
    review: Res<Review>,
    game: Res<CurrentGame>,
    locale: Res<Locale>,
    mut columns: Query<(&GraphColumn, &mut BackgroundColor)>,
    mut line: Query<&mut Tr, With<ReviewedLine>>,
) {
    let Some(a) = analysis.result.as_ref() else {
        return;
    };
    let at = shown_plies(&review, &game.0);
    for (c, mut bg) in &mut columns {
        let want = if c.0 == at {
            Color::srgba(1.0, 0.85, 0.4, 0.35)
        } else {
            Color::NONE
        };
        if bg.0 != want {
            bg.0 = want;
        }
    }
    let text = Tr::verbatim(reviewed_text(&game.0, a, at, &locale));
    for mut t in &mut line {
        if *t != text {
            *t = text.clone();
        }
    }
}

/// The panel's line about the position after `at` plies of `game`: the move made there, its
/// value and class, and the best move; past the last move, the end of the game or, in a game
/// still being played, the side to move.
pub(crate) fn reviewed_text(game: &Game, a: &GameAnalysis, at: usize, locale: &Locale) -> String {
    let Some(r) = a.rows.get(at) else {
        if game.is_over() {
            return tr!(locale, "analysis-end");
        }
        return tr!(
            locale,
            "analysis-now",
            side = side_name(game.to_move(), locale)
        );
    };
    let n = ply_number(game, r);
    if !r.valued {
        return tr!(locale, "analysis-placement", number = n);
    }
    let side = side_name(r.mover, locale);
    let Some(played) = r.played else {
        return tr!(locale, "analysis-passes", number = n, side = side);
    };
    let best = r.best.map_or("-".to_string(), |b| b.to_string());
    let kind = if r.exact {
        tr!(locale, "analysis-exact")
    } else {
        tr!(locale, "analysis-estimate")
    };
    if r.loss == 0 {
        tr!(
            locale,
            "analysis-played-best",
            number = n,
            side = side,
            square = played.to_string(),
            value = signed(r.played_discs()),
            kind = kind
        )
    } else {
        // The class's code: each language words it (with its article) as it needs.
        let class = match r.class {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        };
        tr!(
            locale,
            "analysis-played-loss",
            number = n,
            side = side,
            square = played.to_string(),
            value = signed(r.played_discs()),
            class = class,
            loss = r.loss,
            best = best,
            best_value = signed(r.best_discs()),
            kind = kind
        )
    }
}

/// What the board marks at the position shown: the ghosts and labels, rebuilt when it
/// changes.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Marks {
    runs: u64,
    at: usize,
    line: bool,
}

fn show_reviewed_move(
    mut commands: Commands,
    analysis: Res<Analysis>,
    review: Res<Review>,
    game: Res<CurrentGame>,
    phase: Option<Res<State<Phase>>>,
    assets: Option<Res<BoardAssets>>,
    ghosts: Option<Res<GhostMaterials>>,
    fonts: Res<Fonts>,
    old: Query<Entity, (Or<(With<GhostDisc>, With<ReviewLabel>)>, Without<HintLine>)>,
    mut shown: Local<Option<Marks>>,
) {
    let want = (reviewing(&phase) && analysis.result.is_some()).then(|| Marks {
        runs: analysis.runs,
        at: shown_plies(&review, &game.0),
        line: analysis.show_line,
    });
    if want == *shown {
        return;
    }
    *shown = want.clone();
    for e in &old {
        commands.entity(e).despawn();
    }
    let Some(marks) = want else { return };
    let Some(r) = analysis.row_after(marks.at) else {
        return;
    };
    if !r.valued {
        return;
    }
    let parts = GhostParts {
        assets: assets.as_deref(),
        materials: ghosts.as_deref(),
        fonts: &fonts,
    };
    if marks.line {
        let board = game.0.after_plies(marks.at).board();
        for (square, side, number) in line_ghosts(board, r.mover, &r.pv, LINE_SHOWN) {
            parts.ghost(&mut commands, square, side, number, ());
            parts.label(
                &mut commands,
                square,
                number.to_string(),
                Color::srgb(1.0, 0.85, 0.4),
                (),
            );
        }
        return;
    }
    if let Some(best) = r.best {
        parts.ghost(&mut commands, best, r.mover, 0, ());
        parts.label(
            &mut commands,
            best,
            signed(r.best_discs()),
            class_color(Some(MoveClass::Best)),
            (),
        );
    }
    if let Some(played) = r.played
        && Some(played) != r.best
    {
        parts.label(
            &mut commands,
            played,
            signed(r.played_discs()),
            class_color(Some(r.class)),
            (),
        );
    }
}
