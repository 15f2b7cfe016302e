//! Round-robin standings with the Brightwell Quotient tie-break (RULES.md).

/// One game of a tournament. `black`/`white` index players; `None` for `white` is a bye.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TournamentGame {
    pub a: usize,
    pub b: Option<usize>,
    /// Discs scored (the recorded score).
    pub discs_a: u32,
    pub discs_b: u32,
}

/// A player's line in the standings.
#[derive(Clone, PartialEq, Debug)]
pub struct Standing {
    pub player: usize,
    /// Win 1, tie ½.
    pub points: f64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub discs: u32,
    pub bq: f64,
}

/// Points each player scored (win 1, tie ½, a bye counts as a win).
pub fn points(players: usize, games: &[TournamentGame]) -> Vec<f64> {
    let mut pts = vec![0.0; players];
    for g in games {
        match g.b {
            None => pts[g.a] += 1.0,
            Some(b) => {
                let (pa, pb) = match g.discs_a.cmp(&g.discs_b) {
                    std::cmp::Ordering::Greater => (1.0, 0.0),
                    std::cmp::Ordering::Less => (0.0, 1.0),
                    std::cmp::Ordering::Equal => (0.5, 0.5),
                };
                pts[g.a] += pa;
                pts[b] += pb;
            }
        }
    }
    pts
}

/// The Brightwell Quotient of every player. `rounds` is the number of rounds of the
/// tournament, `squares` the squares on the board (64), `withdrawn[p]` whether p withdrew.
/// c = nearest integer to squares / rounds; BQ = discs scored in games not against withdrawn
/// opponents or byes + c × the points of those opponents; plus, for each game against a
/// withdrawn opponent and each bye, squares / 2 + c × the player's own points.
pub fn brightwell(
    players: usize,
    games: &[TournamentGame],
    withdrawn: &[bool],
    rounds: u32,
    squares: u32,
) -> Vec<f64> {
    let pts = points(players, games);
    let c = (squares as f64 / rounds.max(1) as f64).round();
    let mut bq = vec![0.0; players];
    let is_out = |p: usize| withdrawn.get(p).copied().unwrap_or(false);
    let credit = |me: usize, opp: Option<usize>, discs: u32, bq: &mut Vec<f64>| match opp {
        Some(o) if !is_out(o) => bq[me] += discs as f64 + c * pts[o],
        _ => bq[me] += squares as f64 / 2.0 + c * pts[me],
    };
    for g in games {
        credit(g.a, g.b, g.discs_a, &mut bq);
        if let Some(b) = g.b {
            credit(b, Some(g.a), g.discs_b, &mut bq);
        }
    }
    bq
}

/// Standings, best first: by points, then Brightwell Quotient, then discs.
pub fn standings(players: usize, games: &[TournamentGame], rounds: u32) -> Vec<Standing> {
    let pts = points(players, games);
    let bq = brightwell(players, games, &vec![false; players], rounds, 64);
    let mut rows: Vec<Standing> = (0..players)
        .map(|p| Standing {
            player: p,
            points: pts[p],
            wins: 0,
            draws: 0,
            losses: 0,
            discs: 0,
            bq: bq[p],
        })
        .collect();
    for g in games {
        let Some(b) = g.b else {
            rows[g.a].wins += 1;
            continue;
        };
        rows[g.a].discs += g.discs_a;
        rows[b].discs += g.discs_b;
        match g.discs_a.cmp(&g.discs_b) {
            std::cmp::Ordering::Greater => {
                rows[g.a].wins += 1;
                rows[b].losses += 1;
            }
            std::cmp::Ordering::Less => {
                rows[b].wins += 1;
                rows[g.a].losses += 1;
            }
            std::cmp::Ordering::Equal => {
                rows[g.a].draws += 1;
                rows[b].draws += 1;
            }
        }
    }
    rows.sort_by(|x, y| {
        y.points
            .total_cmp(&x.points)
            .then(y.bq.total_cmp(&x.bq))
            .then(y.discs.cmp(&x.discs))
    });
    rows
}
