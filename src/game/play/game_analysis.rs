//! The analysis job of a game in the window. The "Analyse" button (scoring screen, the button
//! bar during a game and in review) or the A key (after the game) sends an
//! [`AnalysisRequest`]; this plugin runs the engine's game analysis
//! ([`reversi_engine::ai::analysis`], the code `reversi3d review` runs, with the same depth
//! and exact range) as a background job, with its progress and a way to stop it. The panel
//! that shows the result is `ui::analysis_panel`; the best move and line on the board are
//! drawn with `world::ghost`.
//!
//! A game in progress (a loaded or pasted one, say) is analysed up to its current position;
//! the analysis goes with its next move.
//!
//! This plugin owns [`Analysis`]; the review cursor stays the history plugin's. Review and
//! analysis never change the game.

use crate::game::core::display::DisplaySettings;
use crate::game::core::i18n::Tr;
use crate::game::core::log::Log;
use crate::game::core::messages::AnalysisRequest;
use crate::game::core::messages::{MovePlayed, Notice, Redraw};
use crate::game::core::redraw::{Deadlines, Wake};
use crate::game::core::state::GameTag;
use crate::game::core::state::{CurrentGame, Phase, Screen};
use crate::game::core::systems::GameSystems;
use crate::game::core::tasks::{Background, Polled};
use bevy::prelude::*;
use reversi_engine::ai::analysis::{
    AnalysisConfig, AnalysisError, Analyst, GameAnalysis, PlyAnalysis,
};
use reversi_engine::ai::limits::Limits;
use reversi_engine::rules::{Game, Side};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How often the window redraws while an analysis runs (its progress bar).
const PROGRESS_TICK: Duration = Duration::from_millis(250);
/// The analysis engine's table: smaller than the command line's (the game holds other
/// engines too); the depth and the exact range are the command line's defaults.
const TABLE_BYTES: usize = 64 << 20;
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
    pub(crate) result: Option<GameAnalysis>,
    pub(crate) show_line: bool,
    /// Analyses started, for the jobs' tags and the panel's refresh.
    pub(crate) runs: u64,
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

/// The same game record: same rules, same start, same plies, the same of them imported (the
/// panel names the players of the others).
fn same_record(a: &Game, b: &Game) -> bool {
    a.options.variant == b.options.variant
        && a.history() == b.history()
        && a.imported_plies() == b.imported_plies()
        && a.after_plies(0).board() == b.after_plies(0).board()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .add_message::<AnalysisRequest>()
        // Leaving for the start screen stops an analysis (its game may not come back).
        .add_systems(OnExit(Screen::Playing), |mut a: ResMut<Analysis>| {
            if a.is_running() {
                a.stop();
                a.subject = None;
            }
        })
        .add_systems(
            Update,
            (forget_other_games, handle_requests, poll_analysis)
                .chain()
                .in_set(GameSystems::AnalysisJob),
        );
}

/// In a game (on or over), not paused: where the panel shows and an analysis may start.
pub(crate) fn in_game(phase: &Option<Res<State<Phase>>>) -> bool {
    phase.as_ref().is_some_and(|p| *p.get() != Phase::Paused)
}

pub(crate) fn reviewing(phase: &Option<Res<State<Phase>>>) -> bool {
    phase
        .as_ref()
        .is_some_and(|p| matches!(p.get(), Phase::GameOver | Phase::Review))
}

/// A game other than the one analysed (new, loaded, pasted, or a game in progress that went
/// on): the analysis is forgotten.
fn forget_other_games(
    mut redraws: MessageReader<Redraw>,
    mut played: MessageReader<MovePlayed>,
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
    settings: Res<DisplaySettings>,
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
                    notices.write(Notice(Tr::new("notice-analyse-first")));
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
    mut log: MessageWriter<Log>,
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
            log.write(Log::info(format!(
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
            notices.write(Notice(
                Tr::new("notice-analysis-failed").with("error", e.to_string()),
            ));
        }
        Polled::Working => deadlines.within(PROGRESS_TICK),
        Polled::Idle | Polled::Stale => {}
    }
}
