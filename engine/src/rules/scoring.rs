//! Scoring a game that has ended: who won, and on what basis the recorded score stands (the
//! discs counted, the empty squares given to the winner, or a time default). The rule itself
//! is [`GameResult`]; this module names its parts so that the scoring screen and the saved
//! file only have to word them.

use super::{Game, GameResult, Side};

/// Where a game stands for scoring.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scoring {
    /// The game is not over.
    InPlay,
    /// `loser`'s flag fell: the other side has won on time, and the recorded score waits for
    /// the engine to complete the game (the time-default rule).
    AwaitingCompletion { loser: Side },
    /// The game is over and scored.
    Final(FinalScore),
}

/// The score of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FinalScore {
    /// The rules' result (for a time default, with the completed game's counts).
    pub result: GameResult,
    /// Discs on the board where the game stopped: (Dark, Light).
    pub on_board: (u32, u32),
    /// Why the recorded score is what it is.
    pub basis: ScoreBasis,
}

/// Why a recorded score differs from the discs counted, if it does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ScoreBasis {
    /// The recorded score is the discs counted on the board.
    Counted,
    /// This many empty squares went to the winner: onto its count, or under Reverse onto the
    /// loser's (they widen the winner's margin either way).
    EmptiesToWinner(u32),
    /// `loser` lost on time: the recorded score is the completed game's result, or at least a
    /// one-disc win for the other side.
    TimeDefault { loser: Side },
}

/// How a finished game went for one side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    Won,
    Lost,
    Tied,
}

impl FinalScore {
    /// The winner, `None` for a tie.
    pub fn winner(&self) -> Option<Side> {
        self.result.winner
    }

    /// How the game went for `side`.
    pub fn outcome_for(&self, side: Side) -> Outcome {
        match self.result.winner {
            Some(w) if w == side => Outcome::Won,
            Some(_) => Outcome::Lost,
            None => Outcome::Tied,
        }
    }
}

/// The scoring of `game` as the rules give it (see [`Game::result`]).
pub fn scoring(game: &Game) -> Scoring {
    let Some(result) = game.result() else {
        return match game.lost_on_time() {
            Some(loser) => Scoring::AwaitingCompletion { loser },
            None => Scoring::InPlay,
        };
    };
    let basis = match result.lost_on_time {
        Some(loser) => ScoreBasis::TimeDefault { loser },
        None if (result.recorded_dark, result.recorded_light) != (result.dark, result.light) => {
            ScoreBasis::EmptiesToWinner(result.empties)
        }
        None => ScoreBasis::Counted,
    };
    Scoring::Final(FinalScore {
        result,
        on_board: (game.count(Side::Dark), game.count(Side::Light)),
        basis,
    })
}
