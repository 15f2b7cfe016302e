//! The engine's tooling, built on the search core (`ai::search`, `ai::endgame`, the
//! evaluations) and never used by it: making and checking the weights and the statistics,
//! and playing engines against each other.
//!
//! - [`book`](mod@book): building the opening book from games (leaves searched, negamax,
//!   deviations), adding games to it.
//! - [`training`]: training the pattern weights: labelled positions from recorded games,
//!   self-play files and WTHOR databases, the label cache, the fit; and the fit of
//!   Multi-ProbCut's statistics.
//! - [`selfplay`]: self-play games labelled for training (resumable files, one game a line).
//! - [`validation`]: the solver's validation sets, positions drawn from recorded and
//!   self-play games.
//! - [`matches`](mod@matches): balanced openings, AI-vs-AI games and matches with statistics.
//! - [`external`]: another program as a player in matches, spoken to through the NBoard
//!   protocol or the Go Text Protocol (GTP).
//! - [`pool`]: the thread pool they share.
//! - [`error`]: their error, [`error::ToolError`].

pub mod book;
pub mod error;
pub mod external;
pub mod matches;
pub mod pool;
pub mod selfplay;
pub mod training;
pub mod validation;
