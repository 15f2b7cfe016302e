//! The midgame search: negamax PVS with iterative deepening, a transposition table, move
//! ordering (table move, then a one-ply evaluation, or mobility near the leaves),
//! Multi-ProbCut when the configuration asks for it ([`crate::ai::mpc`]), time, node and
//! stop-flag limits; the exact solver ([`crate::ai::endgame`]) takes over at the root from a
//! number of empties; analysis of every move.
//!
//! - [`settings`]: what a search is asked ([`SearchConfig`], [`EvalKind`]) and answers
//!   ([`SearchResult`], [`MoveValue`]).
//! - `pvs`: the PVS itself, written once over the kernels; the exact solver orders its
//!   moves with it too.
//! - `searcher`: one thread's search state and its evaluation at the leaves.
//! - `split`: the search on several threads, Young Brothers Wait style.
//! - `root`: the root moves and the iterative deepening over them.
//! - [`engine`]: the [`Engine`] that drives it all and owns the tables.
//!
//! Each file imports only from the files listed before it (and the solver's, which in turn
//! uses only `pvs`).

pub mod engine;
pub(crate) mod pvs;
mod root;
mod searcher;
pub mod settings;
mod split;

pub use engine::Engine;
pub use settings::{
    EvalKind, MoveValue, SearchConfig, SearchResult, all_cores, all_cores_but_one, confidence,
};
