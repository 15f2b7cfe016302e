//! WTHOR `.wtb` game databases: the French Othello federation's public archive of tournament
//! games (one file a year), which players download to train and study.
//!
//! # Format
//! All numbers little-endian. A 16-byte header:
//!
//! | bytes | what |
//! |-------|------|
//! | 0–3 | creation date: century, year in the century, month, day (one byte each) |
//! | 4–7 | N1: the number of game records (u32) |
//! | 8–9 | N2: the number of records of a player or tournament file (u16, 0 in a game file) |
//! | 10–11 | the year the games were played (u16) |
//! | 12 | P1: the board size, 8 (0 in older files also means 8) |
//! | 13 | P2: the game type, 0 for games from the start position (1: solitaires) |
//! | 14 | P3: the depth from which the theoretical score was computed |
//! | 15 | reserved |
//!
//! then N1 records of 68 bytes: the tournament id (u16), Black's player id (u16), White's
//! player id (u16), Black's disc count at the end (u8), the theoretical score (Black's disc
//! count with perfect play from P3 empties, u8), and 60 move bytes `10*row+column` (row and
//! column 1–8, so `11` is a1, `18` h1 and `56` f5), a 0 ending the game early, zeros after it.
//! Passes are not written: a side with no legal move passes. Black moves first from the
//! standard start (d5 and e4 black).
//!
//! [`read_wtb`] reads and checks a file (the record count against the length, the board size,
//! the game type, every move replayed against the rules); [`write_wtb`] writes one (the tests
//! make one from the recorded games).

use crate::ai::tools::error::ToolError;
use crate::rules::{Game, GameOptions, Side, Square};

/// Bytes of the header.
pub const HEADER_BYTES: usize = 16;
/// Bytes of a game record.
pub const RECORD_BYTES: usize = 68;

/// The header of a `.wtb` file (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WthorHeader {
    /// Creation date: century (e.g. 20), year in the century, month, day.
    pub created: [u8; 4],
    /// N1: the number of game records.
    pub records: u32,
    /// N2 (0 in a game file).
    pub n2: u16,
    /// The year the games were played.
    pub year: u16,
    /// P1: 8, or 0 in older files.
    pub board_size: u8,
    /// P2: 0 for games from the start position.
    pub game_type: u8,
    /// P3: the depth of the theoretical scores.
    pub depth: u8,
    pub reserved: u8,
}

impl WthorHeader {
    /// A header for `records` games played in `year` (created on 1 January of that year,
    /// theoretical scores from 22 empties, as recent WTHOR files).
    pub fn new(records: u32, year: u16) -> WthorHeader {
        WthorHeader {
            created: [(year / 100) as u8, (year % 100) as u8, 1, 1],
            records,
            n2: 0,
            year,
            board_size: 8,
            game_type: 0,
            depth: 22,
            reserved: 0,
        }
    }

    fn to_bytes(self) -> [u8; HEADER_BYTES] {
        let mut h = [0u8; HEADER_BYTES];
        h[..4].copy_from_slice(&self.created);
        h[4..8].copy_from_slice(&self.records.to_le_bytes());
        h[8..10].copy_from_slice(&self.n2.to_le_bytes());
        h[10..12].copy_from_slice(&self.year.to_le_bytes());
        h[12] = self.board_size;
        h[13] = self.game_type;
        h[14] = self.depth;
        h[15] = self.reserved;
        h
    }

    fn from_bytes(h: &[u8; HEADER_BYTES]) -> WthorHeader {
        let u16_at = |i: usize| u16::from_le_bytes([h[i], h[i + 1]]);
        WthorHeader {
            created: [h[0], h[1], h[2], h[3]],
            records: u32::from_le_bytes([h[4], h[5], h[6], h[7]]),
            n2: u16_at(8),
            year: u16_at(10),
            board_size: h[12],
            game_type: h[13],
            depth: h[14],
            reserved: h[15],
        }
    }
}

/// One game record of a `.wtb` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WthorGame {
    pub tournament: u16,
    pub black: u16,
    pub white: u16,
    /// Black's discs at the end, as the record gives them.
    pub black_discs: u8,
    /// Black's discs with perfect play from the header's depth.
    pub theoretical: u8,
    /// The moves, passes left out.
    pub moves: Vec<Square>,
}

impl WthorGame {
    /// The game replayed from the standard start (passes where a side has no move). The error
    /// names the move (1-based) and why it is refused.
    pub fn replay(&self) -> Result<Game, ToolError> {
        Ok(replay(&self.moves)?)
    }

    /// Black's final disc difference: the replayed result (empties to the winner) when the
    /// moves finish the game, else the record's disc count against the rest of the board.
    pub fn final_black_margin(&self, game: &Game) -> i32 {
        match game.result() {
            Some(r) => r.recorded_dark as i32 - r.recorded_light as i32,
            None => 2 * self.black_discs as i32 - 64,
        }
    }
}

fn replay(moves: &[Square]) -> Result<Game, String> {
    let mut g = Game::new(GameOptions::default());
    for (i, &sq) in moves.iter().enumerate() {
        if g.must_pass() {
            let _ = g.pass();
        }
        g.play(sq)
            .map_err(|e| format!("move {}: {sq} is not legal ({e})", i + 1))?;
    }
    Ok(g)
}

/// A `.wtb` file's header and games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WthorFile {
    pub header: WthorHeader,
    pub games: Vec<WthorGame>,
}

/// The square of a move byte `10*row+column` (row and column 1–8).
fn square_of(byte: u8) -> Option<Square> {
    let (row, col) = (byte / 10, byte % 10);
    if (1..=8).contains(&row) && (1..=8).contains(&col) {
        Square::from_col_row(col as i32 - 1, row as i32 - 1)
    } else {
        None
    }
}

/// The move byte of a square.
fn byte_of(sq: Square) -> u8 {
    (10 * (sq.row() + 1) + sq.col() + 1) as u8
}

/// Reads and checks a `.wtb` file. `name` is what errors call the file. Checked: the length
/// is the header's record count of 68-byte records, the board is 8×8, the games start from the
/// standard position, every move byte is a square or a 0 that ends the game (with only zeros
/// after it), every move is legal when replayed (passes implicit), and Black's disc count is
/// at most 64 and matches a finished game's result. Errors name the file, the record (1-based)
/// and the move (1-based).
pub fn read_wtb(name: &str, bytes: &[u8]) -> Result<WthorFile, ToolError> {
    let Some(head) = bytes.first_chunk::<HEADER_BYTES>() else {
        return Err(format!(
            "{name}: {} bytes is shorter than a WTHOR header ({HEADER_BYTES} bytes)",
            bytes.len()
        )
        .into());
    };
    let header = WthorHeader::from_bytes(head);
    let body = bytes.len() - HEADER_BYTES;
    let expected = header.records as u64 * RECORD_BYTES as u64;
    if body as u64 != expected {
        return Err(format!(
            "{name}: the header counts {} games ({expected} bytes of records), the file has {body} bytes after the header{}",
            header.records,
            if body.is_multiple_of(RECORD_BYTES) {
                format!(" ({} games)", body / RECORD_BYTES)
            } else {
                format!(", not a whole number of {RECORD_BYTES}-byte records")
            }
        ).into());
    }
    if header.board_size != 8 && header.board_size != 0 {
        return Err(format!(
            "{name}: board size {} in the header; only 8×8 games (8, or 0) are read",
            header.board_size
        )
        .into());
    }
    if header.game_type != 0 {
        return Err(format!(
            "{name}: game type {} in the header (solitaires); only games from the start position (0) are read",
            header.game_type
        ).into());
    }
    let mut games = Vec::with_capacity(header.records as usize);
    for (i, rec) in bytes[HEADER_BYTES..].chunks_exact(RECORD_BYTES).enumerate() {
        let n = i + 1;
        let u16_at = |k: usize| u16::from_le_bytes([rec[k], rec[k + 1]]);
        let (black_discs, theoretical) = (rec[6], rec[7]);
        if black_discs > 64 {
            return Err(format!(
                "{name}: record {n}: Black's disc count {black_discs} is more than 64"
            )
            .into());
        }
        if theoretical > 64 {
            return Err(format!(
                "{name}: record {n}: theoretical score {theoretical} is more than 64"
            )
            .into());
        }
        let mut moves = Vec::with_capacity(60);
        let mut ended = None;
        for (k, &b) in rec[8..].iter().enumerate() {
            let m = k + 1;
            if b == 0 {
                ended.get_or_insert(m);
                continue;
            }
            if let Some(end) = ended {
                return Err(format!(
                    "{name}: record {n}: move {m}: byte {b} after the game ended at move {end} (a 0)"
                ).into());
            }
            let sq = square_of(b).ok_or_else(|| {
                format!("{name}: record {n}: move {m}: byte {b} is not a square (11..88)")
            })?;
            moves.push(sq);
        }
        let game = WthorGame {
            tournament: u16_at(0),
            black: u16_at(2),
            white: u16_at(4),
            black_discs,
            theoretical,
            moves,
        };
        let g = game
            .replay()
            .map_err(|e| format!("{name}: record {n}: {e}"))?;
        if let Some(r) = g.result()
            && black_discs as u32 != r.recorded_dark
            && black_discs as u32 != r.dark
        {
            return Err(format!(
                "{name}: record {n}: the moves end {}-{}, the record gives Black {black_discs} discs",
                r.dark, r.light
            ).into());
        }
        games.push(game);
    }
    Ok(WthorFile { header, games })
}

/// Writes a `.wtb` file: `header` with its record count set to the number of games, then the
/// games. A game of more than 60 moves is cut at 60 (no legal game has more).
pub fn write_wtb(header: WthorHeader, games: &[WthorGame]) -> Vec<u8> {
    let header = WthorHeader {
        records: games.len() as u32,
        ..header
    };
    let mut out = Vec::with_capacity(HEADER_BYTES + RECORD_BYTES * games.len());
    out.extend_from_slice(&header.to_bytes());
    for g in games {
        out.extend_from_slice(&g.tournament.to_le_bytes());
        out.extend_from_slice(&g.black.to_le_bytes());
        out.extend_from_slice(&g.white.to_le_bytes());
        out.push(g.black_discs);
        out.push(g.theoretical);
        let mut moves = [0u8; 60];
        for (m, &sq) in moves.iter_mut().zip(&g.moves) {
            *m = byte_of(sq);
        }
        out.extend_from_slice(&moves);
    }
    out
}

/// The WTHOR record of a game played from the standard start: its moves (passes left out) and
/// Black's recorded discs (empties to the winner when the game is over, else on the board).
/// Ids and the theoretical score are the caller's.
pub fn record_of(game: &Game) -> WthorGame {
    let moves = game
        .history()
        .iter()
        .filter_map(|p| match p.kind {
            crate::rules::PlyKind::Move(sq) => Some(sq),
            crate::rules::PlyKind::Pass => None,
        })
        .collect();
    let black_discs = match game.result() {
        Some(r) => r.recorded_dark,
        None => game.count(Side::Dark),
    } as u8;
    WthorGame {
        tournament: 0,
        black: 0,
        white: 0,
        black_discs,
        theoretical: black_discs,
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_bytes_are_row_then_column() {
        for sq in Square::all() {
            assert_eq!(square_of(byte_of(sq)), Some(sq));
        }
        assert_eq!(square_of(56).unwrap().to_string(), "f5");
        assert_eq!(square_of(11).unwrap().to_string(), "a1");
        assert_eq!(square_of(18).unwrap().to_string(), "h1");
        assert_eq!(square_of(88).unwrap().to_string(), "h8");
        for b in [0, 9, 10, 19, 20, 89, 90, 255] {
            assert_eq!(square_of(b), None, "{b}");
        }
    }
}
