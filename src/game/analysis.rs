//! The analysis of a game in the window. The "Analyse" button (scoring screen, the button
//! bar during a game and in review) or the A key (after the game) runs the engine's game analysis ([`reversi_engine::ai::analysis`],
//! the code `reversi3d review` runs, with the same depth and exact range) as a background job
//! with a progress bar and a Stop button. Its result is the review panel on the left:
//!
//! - each side's accuracy (moves losing at most 2 discs) and discs lost;
//! - the evaluation graph: the value after each ply, in discs from Dark's side (above the
//!   line Dark is ahead), one bar per ply coloured by the class of the move that led there,
//!   solid where the value is exact, faint where it is an estimate; the reviewed ply is lit.
//!   A click on the graph, or a drag across it, brings the board to that ply;
//! - each side's worst moves with the better move; a click goes to the position before it;
//! - a line on the reviewed position: the move played next, its value and class, the best
//!   move and its value.
//!
//! On the board at a reviewed position, the best move stands as a translucent disc of the
//! mover's colour, labelled with its value, and the square of the move played is labelled
//! with its value; B shows the best line as numbered translucent discs.
//!
//! A game in progress (a loaded or pasted one, say) is analysed up to its current position;
//! the analysis goes with its next move. Going to a ply from the graph or the lists works
//! once the game is over (review never changes a game; in a game on, undo does).
//!
//! This plugin owns [`Analysis`]; the review cursor stays the history plugin's, moved by
//! [`ReviewStep::To`]. Review and analysis never change the game.

use super::board::{BoardAssets, DISC_REST_Y, board_label};
use super::frames::{Deadlines, Wake};
use super::geometry::square_to_world;
use super::history::{Review, ReviewStep};
use super::tasks::{Background, GameTag, Polled};
use super::widget::{Fonts, TEXT, button};
use super::{CurrentGame, Notice, Phase, Players, Screen};
use bevy::prelude::*;
use bevy::ui_widgets::observe;
use reversi_engine::ai::analysis::{
    AnalysisConfig, AnalysisError, Analyst, GameAnalysis, MoveClass, PlyAnalysis,
};
use reversi_engine::ai::limits::Limits;
use reversi_engine::rules::{Color as Side, Game, Square};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How often the window redraws while an analysis runs (its progress bar).
const PROGRESS_TICK: Duration = Duration::from_millis(250);
/// The worst moves listed for each side.
const MISTAKES_LISTED: usize = 4;
/// The moves of the best line shown on the board (B).
const LINE_SHOWN: usize = 8;
/// The analysis engine's table: smaller than the command line's (the game holds other
/// engines too); the depth and the exact range are the command line's defaults.
const TABLE_BYTES: usize = 64 << 20;
/// The panel's width in pixels.
pub(crate) const PANEL_WIDTH: f32 = 320.0;
/// The graph's height in pixels.
const GRAPH_HEIGHT: f32 = 112.0;

/// What the player asks of the analysis (buttons and keys).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisRequest {
    /// Analyse the game (nothing if it is analysed or being analysed).
    Start,
    /// Stop the analysis in progress.
    Stop,
    /// Show or hide the best line of the reviewed position on the board.
    ToggleLine,
}

/// The game analysis: the job in progress and the result, for one game's record. Owned by
/// this plugin; others send [`AnalysisRequest`].
#[derive(Resource)]
pub struct Analysis {
    /// Kept between analyses (its tables are large); made by the first.
    analyst: Arc<Mutex<Option<Analyst>>>,
    job: Background<Result<GameAnalysis, AnalysisError>>,
    /// Rows done (high half) and rows in all (low half) of the job in progress.
    progress: Arc<AtomicU64>,
    /// The game the job or the result is for.
    subject: Option<Game>,
    result: Option<GameAnalysis>,
    show_line: bool,
    /// Analyses started, for the jobs' tags and the panel's refresh.
    runs: u64,
}

impl Default for Analysis {
    fn default() -> Self {
        Analysis {
            analyst: Arc::new(Mutex::new(None)),
            job: Background::default(),
            progress: Arc::new(AtomicU64::new(0)),
            subject: None,
            result: None,
            show_line: false,
            runs: 0,
        }
    }
}

impl Analysis {
    /// The finished analysis of the current game.
    pub fn result(&self) -> Option<&GameAnalysis> {
        self.result.as_ref()
    }
    /// True while an analysis runs.
    pub fn is_running(&self) -> bool {
        self.job.is_busy()
    }
    /// Positions analysed and positions in all, while an analysis runs.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.is_running().then(|| {
            let p = self.progress.load(Ordering::Relaxed);
            ((p >> 32) as usize, (p & 0xffff_ffff) as usize)
        })
    }
    /// True when the best line of the reviewed position is shown on the board.
    pub fn showing_line(&self) -> bool {
        self.show_line
    }
    /// The analysis of the ply played from the position after `plies` plies (the move
    /// made there), if the game is analysed and goes on from there.
    pub fn row_after(&self, plies: usize) -> Option<&PlyAnalysis> {
        self.result.as_ref()?.rows.get(plies)
    }
    fn stop(&mut self) {
        self.job.stop();
    }
    fn forget(&mut self) {
        self.job.stop();
        self.subject = None;
        self.result = None;
        self.show_line = false;
    }
}

/// The same game record: same rules, same start, same plies.
fn same_record(a: &Game, b: &Game) -> bool {
    a.options.variant == b.options.variant
        && a.history() == b.history()
        && a.after_plies(0).board() == b.after_plies(0).board()
}

/// The review panel (left).
#[derive(Component)]
pub struct AnalysisPanel;

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

/// A translucent disc on the board: the best move of the reviewed position (number 0), or a
/// move of its best line (numbers from 1).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct GhostDisc {
    pub square: Square,
    pub side: Side,
    pub number: usize,
}

/// A label over a square of the reviewed position (the values of the best and the played
/// move, the numbers of the best line).
#[derive(Component, Clone, Debug)]
pub struct ReviewLabel {
    pub square: Square,
    pub text: String,
}

/// Marks the ghosts and labels of a hint's line (the hints plugin's, not the review's).
#[derive(Component)]
pub(crate) struct HintLine;

/// The translucent materials of the ghost discs.
#[derive(Resource)]
pub(crate) struct GhostMaterials {
    dark: Handle<StandardMaterial>,
    light: Handle<StandardMaterial>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .add_message::<AnalysisRequest>()
        .add_systems(Startup, make_ghost_materials)
        // Leaving for the start screen stops an analysis (its game may not come back).
        .add_systems(OnExit(Screen::Playing), |mut a: ResMut<Analysis>| {
            if a.is_running() {
                a.stop();
                a.subject = None;
            }
        })
        .add_systems(
            Update,
            (
                analysis_keys.in_set(super::keyboard::KeyActions),
                (
                    forget_other_games,
                    handle_requests,
                    poll_analysis,
                    sync_panel,
                    graph_pointer,
                    update_progress,
                    mark_reviewed_ply,
                    show_reviewed_move,
                )
                    .chain()
                    .after(super::keyboard::KeyActions)
                    .after(super::turn::TurnSet)
                    .after(super::history::HistorySet),
            ),
        );
}

fn make_ghost_materials(
    mut commands: Commands,
    materials: Option<ResMut<Assets<StandardMaterial>>>,
) {
    let Some(mut materials) = materials else {
        return;
    };
    let ghost = |c: Color| StandardMaterial {
        base_color: c,
        alpha_mode: AlphaMode::Blend,
        perceptual_roughness: 0.4,
        ..default()
    };
    commands.insert_resource(GhostMaterials {
        dark: materials.add(ghost(Color::srgba(0.02, 0.02, 0.03, 0.78))),
        light: materials.add(ghost(Color::srgba(0.95, 0.94, 0.9, 0.6))),
    });
}

/// In a game (on or over), not paused: where the panel shows and an analysis may start.
fn in_game(phase: &Option<Res<State<Phase>>>) -> bool {
    phase.as_ref().is_some_and(|p| *p.get() != Phase::Paused)
}

fn reviewing(phase: &Option<Res<State<Phase>>>) -> bool {
    phase
        .as_ref()
        .is_some_and(|p| matches!(p.get(), Phase::GameOver | Phase::Review))
}

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

/// A game other than the one analysed (new, loaded, pasted, or a game in progress that went
/// on): the analysis is forgotten.
fn forget_other_games(
    mut redraws: MessageReader<super::Redraw>,
    mut played: MessageReader<super::MovePlayed>,
    game: Res<CurrentGame>,
    mut analysis: ResMut<Analysis>,
) {
    if redraws.read().count() + played.read().count() == 0 {
        return;
    }
    if analysis
        .subject
        .as_ref()
        .is_some_and(|s| !same_record(s, &game.0))
    {
        analysis.forget();
    }
}

fn handle_requests(
    mut requests: MessageReader<AnalysisRequest>,
    mut analysis: ResMut<Analysis>,
    game: Res<CurrentGame>,
    phase: Option<Res<State<Phase>>>,
    wake: Res<Wake>,
    settings: Res<super::DisplaySettings>,
    mut notices: MessageWriter<Notice>,
) {
    for &r in requests.read() {
        match r {
            AnalysisRequest::Stop => {
                if analysis.is_running() {
                    analysis.stop();
                    analysis.subject = None;
                }
            }
            AnalysisRequest::ToggleLine => {
                if analysis.result.is_some() {
                    analysis.show_line = !analysis.show_line;
                } else if reviewing(&phase) {
                    notices.write(Notice(
                        "Analyse the game first (A) to see best lines".into(),
                    ));
                }
            }
            AnalysisRequest::Start => {
                if !in_game(&phase) || game.0.history().is_empty() {
                    continue;
                }
                let same = analysis
                    .subject
                    .as_ref()
                    .is_some_and(|s| same_record(s, &game.0));
                if same && (analysis.is_running() || analysis.result.is_some()) {
                    continue;
                }
                start(&mut analysis, &game.0, &wake, settings.threads());
            }
        }
    }
}

fn start(analysis: &mut Analysis, game: &Game, wake: &Wake, threads: usize) {
    analysis.runs += 1;
    analysis.result = None;
    analysis.show_line = false;
    analysis.subject = Some(game.clone());
    let total = game.history().len() as u64;
    analysis.progress.store(total, Ordering::Relaxed);
    let progress = analysis.progress.clone();
    let analyst = analysis.analyst.clone();
    let g = game.clone();
    // The job's own tag: it is for this record whatever the review shows meanwhile.
    let tag = GameTag::of(u64::MAX - analysis.runs, game);
    analysis.job.spawn(tag, wake, move |stop| {
        let mut slot = analyst.lock().unwrap_or_else(|p| p.into_inner());
        if slot.is_none() {
            let config = AnalysisConfig {
                tt_bytes: TABLE_BYTES,
                ..AnalysisConfig::default()
            };
            *slot = Some(Analyst::new(g.options.variant, config)?);
        }
        let an = slot.as_mut().expect("made above");
        an.set_threads(threads);
        let limits = Limits {
            stop,
            ..Limits::default()
        };
        an.analyse_game(&g, &limits, |p| {
            progress.store(((p.done as u64) << 32) | p.total as u64, Ordering::Relaxed);
        })
    });
}

fn poll_analysis(
    mut analysis: ResMut<Analysis>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<super::Log>,
    mut deadlines: ResMut<Deadlines>,
) {
    let Some(tag) = analysis.job.tag() else {
        return;
    };
    match analysis.job.poll(tag) {
        Polled::Ready(Ok(a)) => {
            let totals = |s: Side| {
                let t = a.totals(s);
                format!("{s} accuracy {:.0}%, lost {}", t.accuracy(), t.total_loss)
            };
            log.write(super::Log::info(format!(
                "analysis: {} plies, {}; {}",
                a.rows.len(),
                totals(Side::Dark),
                totals(Side::Light)
            )));
            analysis.result = Some(a);
        }
        Polled::Ready(Err(AnalysisError::Stopped)) => analysis.subject = None,
        Polled::Ready(Err(e)) => {
            analysis.subject = None;
            notices.write(Notice(format!("The analysis could not run: {e}")));
        }
        Polled::Working => deadlines.within(PROGRESS_TICK),
        Polled::Idle | Polled::Stale => {}
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
fn move_label(game: &Game, r: &PlyAnalysis) -> String {
    match r.played {
        Some(sq) => format!("{} {sq}", ply_number(game, r)),
        None => format!("{} pass", ply_number(game, r)),
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
    panels: Query<Entity, With<AnalysisPanel>>,
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
    if want == *shown && (want.is_none() || !panels.is_empty()) {
        return;
    }
    *shown = want;
    for e in &panels {
        commands.entity(e).despawn();
    }
    let Some(want) = want else { return };
    let root = commands
        .spawn((
            Name::new("Analysis panel"),
            AnalysisPanel,
            DespawnOnExit(Screen::Playing),
            GlobalZIndex(12),
            Node {
                position_type: PositionType::Absolute,
                left: px(12),
                top: px(104),
                width: px(PANEL_WIDTH),
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
        Text::new("Analysis"),
        fonts.bold(18.0),
        TextColor(TEXT),
        Pickable::IGNORE,
        ChildOf(root),
    ));
    match want {
        Shown::Running(_) => spawn_progress(&mut commands, root),
        Shown::Done(_) => {
            if let Some(a) = analysis.result.as_ref() {
                spawn_result(&mut commands, root, &game.0, a, &players, &fonts);
            }
        }
    }
}

fn small(s: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(s),
        TextFont::from_font_size(size),
        TextColor(color),
        Pickable::IGNORE,
    )
}

fn spawn_progress(commands: &mut Commands, root: Entity) {
    commands.spawn((
        ProgressText,
        small("Analysing the game...", 15.0, TEXT),
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
        button("analysis-stop", "Stop", 100.0, AnalysisRequest::Stop),
        ChildOf(root),
    ));
}

fn update_progress(
    analysis: Res<Analysis>,
    mut fill: Query<&mut Node, With<ProgressFill>>,
    mut text: Query<&mut Text, With<ProgressText>>,
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
    let line = format!("Analysing: {done} of {total} positions (from the end)");
    for mut t in &mut text {
        if t.0 != line {
            t.0 = line.clone();
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
) {
    for side in [Side::Dark, Side::Light] {
        let t = a.totals(side);
        let who = super::hud::card_who(players, side);
        commands.spawn((
            small(
                format!(
                    "{side} ({who}): accuracy {:.0}%, lost {} disc{}",
                    t.accuracy(),
                    t.total_loss,
                    if t.total_loss == 1 { "" } else { "s" }
                ),
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
        (format!("Dark +{scale}"), Some(px(1))),
        (format!("Light +{scale}"), None),
    ] {
        commands.spawn((
            small(label, 11.0, Color::srgba(1.0, 1.0, 1.0, 0.55)),
            Node {
                position_type: PositionType::Absolute,
                left: px(3),
                top: top.unwrap_or(Val::Auto),
                bottom: if top.is_none() { px(1) } else { Val::Auto },
                ..default()
            },
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
    commands.spawn((
        small(
            "Above the line Dark is ahead. Solid: exact; faint: estimate. \
             Click or drag to go to a move.",
            12.0,
            Color::srgba(1.0, 1.0, 1.0, 0.6),
        ),
        ChildOf(root),
    ));
    commands.spawn((
        ReviewedLine,
        small("", 14.0, TEXT),
        Node {
            margin: UiRect::vertical(px(4)),
            ..default()
        },
        ChildOf(root),
    ));
    // The lists are left out of a small window (the panel must fit beside the board).
    let lists = commands
        .spawn((
            super::hud::HideWhenSmall,
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
            Text::new(format!("{side}'s worst moves")),
            fonts.bold(14.0),
            TextColor(TEXT),
            Pickable::IGNORE,
            ChildOf(root),
        ));
        if worst.is_empty() {
            commands.spawn((
                small("none: no move lost more than 2 discs", 13.0, TEXT),
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
                    small(move_label(game, r), 13.0, TEXT),
                    small(
                        format!("{} {}", signed(-r.loss), r.class.name()),
                        13.0,
                        class_color(Some(r.class)),
                    ),
                    small(
                        format!("best {best} ({})", signed(r.best_discs())),
                        13.0,
                        Color::srgba(1.0, 1.0, 1.0, 0.7),
                    ),
                ],
            ));
        }
    }
    commands.spawn((
        small(
            "B: the best line on the board. Left / Right: step.",
            12.0,
            Color::srgba(1.0, 1.0, 1.0, 0.6),
        ),
        ChildOf(root),
    ));
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
    mut columns: Query<(&GraphColumn, &mut BackgroundColor)>,
    mut line: Query<&mut Text, With<ReviewedLine>>,
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
    let text = reviewed_text(&game.0, a, at);
    for mut t in &mut line {
        if t.0 != text {
            t.0 = text.clone();
        }
    }
}

/// The panel's line about the position after `at` plies of `game`: the move made there, its
/// value and class, and the best move.
pub(crate) fn reviewed_text(game: &Game, a: &GameAnalysis, at: usize) -> String {
    let Some(r) = a.rows.get(at) else {
        return "The end of the game.".to_string();
    };
    let n = ply_number(game, r);
    if !r.valued {
        return format!("{n} a placement of the opening.");
    }
    let Some(played) = r.played else {
        return format!("{n} {} passes.", r.mover);
    };
    let best = r.best.map_or("-".to_string(), |b| b.to_string());
    let kind = if r.exact { "exact" } else { "estimate" };
    if r.loss == 0 {
        format!(
            "{n} {} played {played} ({}, {kind}): best.",
            r.mover,
            signed(r.played_discs())
        )
    } else {
        let article = if r.class == MoveClass::Inaccuracy {
            "an"
        } else {
            "a"
        };
        format!(
            "{n} {} played {played} ({}), {article} {} losing {}; best {best} ({}, {kind}).",
            r.mover,
            signed(r.played_discs()),
            r.class.name(),
            r.loss,
            signed(r.best_discs())
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

/// The moves of a best line from `board` (`mover` to move) as (square, side, number from 1),
/// at most `max`: the sides take turns, and a side with no move passes (the engine's lines
/// do not write passes). The line stops at a move that is not legal.
pub(crate) fn line_ghosts(
    mut board: reversi_engine::rules::Board,
    mover: Side,
    pv: &[Square],
    max: usize,
) -> Vec<(Square, Side, usize)> {
    let mut side = mover;
    let mut out = Vec::new();
    for (i, &sq) in pv.iter().take(max).enumerate() {
        if !board.is_legal(sq) {
            board = board.pass();
            side = side.opposite();
        }
        let Some(next) = board.play(sq) else { break };
        board = next;
        out.push((sq, side, i + 1));
        side = side.opposite();
    }
    out
}

/// What it takes to put a translucent disc and a label on the board (the meshes and
/// materials exist only where something renders).
pub(crate) struct GhostParts<'a> {
    pub(crate) assets: Option<&'a BoardAssets>,
    pub(crate) materials: Option<&'a GhostMaterials>,
    pub(crate) fonts: &'a Fonts,
}

impl GhostParts<'_> {
    /// A translucent disc of `side` on `square`, with `extra` components.
    pub(crate) fn ghost(
        &self,
        commands: &mut Commands,
        square: Square,
        side: Side,
        number: usize,
        extra: impl Bundle,
    ) {
        let mut e = commands.spawn((
            Name::new(format!("Ghost {square}")),
            GhostDisc {
                square,
                side,
                number,
            },
            Transform::from_translation(square_to_world(square) + Vec3::Y * DISC_REST_Y),
            Visibility::default(),
            Pickable::IGNORE,
            DespawnOnExit(Screen::Playing),
            extra,
        ));
        if let (Some(assets), Some(m)) = (self.assets, self.materials) {
            let material = match side {
                Side::Dark => m.dark.clone(),
                Side::Light => m.light.clone(),
            };
            e.insert((Mesh3d(assets.disc_body.clone()), MeshMaterial3d(material)));
        }
    }

    /// A label over `square`, with `extra` components.
    pub(crate) fn label(
        &self,
        commands: &mut Commands,
        square: Square,
        text: String,
        color: Color,
        extra: impl Bundle,
    ) {
        commands.spawn((
            Name::new(format!("Review label {square}")),
            ReviewLabel {
                square,
                text: text.clone(),
            },
            board_label(
                square_to_world(square) + Vec3::Y * 0.12,
                text,
                self.fonts.bold(16.0),
                color,
            ),
            DespawnOnExit(Screen::Playing),
            extra,
        ));
    }
}
