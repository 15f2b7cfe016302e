//! A deliberately simple reference implementation of the rules: a plain 8×8 array and an
//! 8-direction scan, written from RULES.md without looking at the bitboard engine. Tests
//! cross-check the engine against it.

use reversi_engine::rules::{StartPosition, Supply};

pub const EMPTY: u8 = 0;
pub const DARK: u8 = 1;
pub const LIGHT: u8 = 2;

#[derive(Clone, Debug)]
pub struct RefGame {
    /// cells[row][col]; row 0 is row 1, col 0 is column a.
    pub cells: [[u8; 8]; 8],
    pub to_move: u8,
    pub supply_rule: Supply,
    pub supply: [i32; 3],
    pub empty_centre: bool,
}

const DIRS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

fn other(c: u8) -> u8 {
    3 - c
}

impl RefGame {
    pub fn new(start: StartPosition, supply_rule: Supply) -> RefGame {
        let mut cells = [[EMPTY; 8]; 8];
        // (row, col): d4 = (3,3), e4 = (3,4), d5 = (4,3), e5 = (4,4)
        let layout: Option<[u8; 4]> = match start {
            // d4, e4, d5, e5
            StartPosition::Standard => Some([LIGHT, DARK, DARK, LIGHT]),
            StartPosition::Alternate => Some([DARK, LIGHT, LIGHT, DARK]),
            StartPosition::DarkTop => Some([DARK, DARK, LIGHT, LIGHT]),
            StartPosition::DarkBottom => Some([LIGHT, LIGHT, DARK, DARK]),
            StartPosition::DarkLeft => Some([DARK, LIGHT, DARK, LIGHT]),
            StartPosition::DarkRight => Some([LIGHT, DARK, LIGHT, DARK]),
            StartPosition::EmptyCentre => None,
        };
        if let Some(l) = layout {
            cells[3][3] = l[0];
            cells[3][4] = l[1];
            cells[4][3] = l[2];
            cells[4][4] = l[3];
        }
        let start_discs = if layout.is_some() { 2 } else { 0 };
        RefGame {
            cells,
            to_move: DARK,
            supply_rule,
            supply: [0, 32 - start_discs, 32 - start_discs],
            empty_centre: layout.is_none(),
        }
    }

    fn centre_open(&self) -> bool {
        self.empty_centre
            && [(3, 3), (3, 4), (4, 3), (4, 4)]
                .iter()
                .any(|&(r, c)| self.cells[r][c] == EMPTY)
    }

    /// The squares (row, col) that a disc of `who` at (r, c) would flip.
    pub fn flips(&self, who: u8, r: usize, c: usize) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        if self.cells[r][c] != EMPTY {
            return out;
        }
        for (dr, dc) in DIRS {
            let mut line = Vec::new();
            let (mut rr, mut cc) = (r as i32 + dr, c as i32 + dc);
            while (0..8).contains(&rr)
                && (0..8).contains(&cc)
                && self.cells[rr as usize][cc as usize] == other(who)
            {
                line.push((rr as usize, cc as usize));
                rr += dr;
                cc += dc;
            }
            if !line.is_empty()
                && (0..8).contains(&rr)
                && (0..8).contains(&cc)
                && self.cells[rr as usize][cc as usize] == who
            {
                out.extend(line);
            }
        }
        out
    }

    pub fn legal_for(&self, who: u8) -> Vec<(usize, usize)> {
        if self.supply_rule == Supply::Strict32 && self.supply[who as usize] <= 0 {
            return Vec::new();
        }
        let mut v = Vec::new();
        for r in 0..8 {
            for c in 0..8 {
                if self.cells[r][c] != EMPTY {
                    continue;
                }
                if self.centre_open() {
                    if (3..5).contains(&r) && (3..5).contains(&c) {
                        v.push((r, c));
                    }
                } else if !self.flips(who, r, c).is_empty() {
                    v.push((r, c));
                }
            }
        }
        v
    }

    pub fn legal(&self) -> Vec<(usize, usize)> {
        self.legal_for(self.to_move)
    }

    pub fn over(&self) -> bool {
        self.legal_for(DARK).is_empty() && self.legal_for(LIGHT).is_empty()
    }

    pub fn play(&mut self, r: usize, c: usize) -> Vec<(usize, usize)> {
        let who = self.to_move;
        let f = if self.centre_open() {
            Vec::new()
        } else {
            self.flips(who, r, c)
        };
        self.cells[r][c] = who;
        for &(fr, fc) in &f {
            self.cells[fr][fc] = who;
        }
        if self.supply_rule != Supply::Shared {
            if self.supply[who as usize] > 0 {
                self.supply[who as usize] -= 1;
            } else {
                self.supply[other(who) as usize] -= 1;
            }
        }
        self.to_move = other(who);
        f
    }

    pub fn pass(&mut self) {
        self.to_move = other(self.to_move);
    }

    pub fn count(&self, who: u8) -> u32 {
        self.cells.iter().flatten().filter(|&&x| x == who).count() as u32
    }

    /// Perft in the standard convention (a pass is a ply; a finished game is one leaf).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if moves.is_empty() {
            if self.over() {
                return 1;
            }
            let mut g = self.clone();
            g.pass();
            return g.perft(depth - 1);
        }
        moves
            .into_iter()
            .map(|(r, c)| {
                let mut g = self.clone();
                g.play(r, c);
                g.perft(depth - 1)
            })
            .sum()
    }
}
