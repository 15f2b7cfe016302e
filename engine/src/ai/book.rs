//! The opening book: positions of the opening with the values of their moves, backed up by
//! negamax from leaves valued by a deep search (`reversi-engine book build`, the tooling in
//! [`crate::ai::tools::book`]), and the choice of a book move with some variety.
//!
//! **Keys.** A position is stored once for its 8 symmetries: its key is the least of the 8
//! transforms of (player, opponent) (see [`key`]), and its moves are stored in the key's
//! orientation; [`OpeningBook::moves`] maps them back to the position asked about.
//!
//! **Values.** Each stored move has a value in centi-discs for the side to move. A move whose
//! position after it is in the book (a *link*) takes the negated value of that position
//! ([`OpeningBook::negamax`]); the others (*leaves*, at least the best move not linked when
//! the book was built) keep the value their search gave. A position's value is its best
//! move's.
//!
//! **File format** (version 1, little-endian): the magic `R3DBOOK\x1a`, the version (u16),
//! the search depth of the leaves (u8), the ply limit (u8), the minimum games (u16), a
//! reserved u16, the number of positions (u32); then each position, keys strictly
//! increasing: player (u64), opponent (u64), the number of moves (u8) and each move: its
//! square in the key's orientation (u8) and its value (i16 centi-discs); then an FNV-1a
//! checksum (u64) of everything before it. [`OpeningBook::from_bytes`] checks all of it and
//! names the first problem.

use crate::rules::bitboard::{transform, transform_square};
use crate::rules::{Bitboard, Board, Square};
use rand::Rng;
use rand::rngs::StdRng;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The first 8 bytes of a book file.
pub const MAGIC: &[u8; 8] = b"R3DBOOK\x1a";
/// The format version this engine writes and reads.
pub const VERSION: u16 = 1;
/// Bytes before the first position.
pub const HEADER_BYTES: usize = 20;
/// The largest book file read (the shipped one is well under 1 MiB).
pub const MAX_BOOK_BYTES: u64 = 256 << 20;
/// The largest value a move may have (64 discs).
const MAX_VALUE: i32 = 6400;
/// The deepest leaves a book file may say it has (`book build --depth`'s limit).
pub const MAX_DEPTH: u8 = 30;
/// The most discs placed a book file may say its positions have (`book build --max-ply`'s).
pub const MAX_PLY: u8 = 40;

/// What is wrong with a book file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    /// The first bytes are not [`MAGIC`].
    #[error("not an opening book (it does not begin with the book's magic bytes R3DBOOK)")]
    NotABook,
    /// Another format version.
    #[error("book format version {found}; this engine reads version {VERSION}")]
    Version { found: u16 },
    /// Shorter than its header, its positions and its checksum need.
    #[error("cut short: {needed} bytes needed, the file has {len}")]
    Truncated { needed: usize, len: usize },
    /// Bytes left after the checksum.
    #[error("{extra} bytes after the checksum")]
    Trailing { extra: usize },
    /// The checksum does not match the content.
    #[error("damaged: checksum {stored:016x} stored, {computed:016x} computed")]
    Checksum { stored: u64, computed: u64 },
    /// A header value outside what `book build` and `book add` make.
    #[error("header: {0}")]
    Header(String),
    /// One position is wrong (its 1-based number in the file).
    #[error("position {index}: {problem}")]
    Position { index: usize, problem: String },
    /// The file cannot be read or written.
    #[error("{file}: {problem}")]
    File { file: String, problem: String },
}

impl BookError {
    /// The error with the file's name in front.
    pub fn in_file(self, file: &str) -> BookError {
        match self {
            BookError::File { .. } => self,
            other => BookError::File {
                file: file.to_string(),
                problem: other.to_string(),
            },
        }
    }
}

/// A move of a book position and its value (centi-discs, side to move's view).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub square: Square,
    pub value: i32,
}

/// How the book was made (kept in its header).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BookInfo {
    /// The depth of the leaves' search.
    pub depth: u8,
    /// Positions have at most this many discs placed since the start (plies).
    pub max_ply: u8,
    /// A position of the games entered the book when at least this many games reached it.
    pub min_games: u16,
}

/// The key of a position and the symmetry that takes the position to it:
/// `b.transform(s) == key`. The key is the least (player, opponent) of the 8 transforms.
pub fn key(b: &Board) -> (Board, u8) {
    (0..8u8)
        .map(|s| (b.transform(s), s))
        .min_by_key(|(t, _)| (t.player, t.opponent))
        .unwrap_or((*b, 0))
}

/// The symmetry that undoes `s`.
fn inverse(s: u8) -> u8 {
    // a1, b1, c1 and a2: no symmetry but the identity keeps this set.
    const ODD: u64 = 0x107;
    (0..8u8)
        .find(|&t| transform(transform(ODD, s), t) == ODD)
        .unwrap_or(0)
}

/// The positions of a book, keyed by [`key`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OpeningBook {
    pub info: BookInfo,
    nodes: HashMap<Board, Vec<BookMove>>,
}

impl OpeningBook {
    /// An empty book.
    pub fn new(info: BookInfo) -> OpeningBook {
        OpeningBook {
            info,
            nodes: HashMap::new(),
        }
    }

    /// The number of positions.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The number of moves stored over all positions.
    pub fn move_count(&self) -> usize {
        self.nodes.values().map(Vec::len).sum()
    }

    /// The keys of the positions (in no order).
    pub fn keys(&self) -> impl Iterator<Item = &Board> {
        self.nodes.keys()
    }

    /// Whether the position (in any orientation) is in the book.
    pub fn contains(&self, b: &Board) -> bool {
        self.nodes.contains_key(&key(b).0)
    }

    /// The stored moves of a key, in the key's orientation (as stored).
    pub fn raw(&self, k: &Board) -> Option<&[BookMove]> {
        self.nodes.get(k).map(Vec::as_slice)
    }

    /// Stores the moves of a key, in the key's orientation (tools that build the book).
    pub fn set_raw(&mut self, k: Board, moves: Vec<BookMove>) {
        self.nodes.insert(k, moves);
    }

    /// The position's moves in its own orientation, best first (`None`: not in the book).
    pub fn moves(&self, b: &Board) -> Option<Vec<BookMove>> {
        let (k, s) = key(b);
        let back = inverse(s);
        let mut moves: Vec<BookMove> = self
            .nodes
            .get(&k)?
            .iter()
            .map(|m| BookMove {
                square: transform_square(m.square, back),
                value: m.value,
            })
            .collect();
        moves.sort_by_key(|m| (-m.value, m.square));
        Some(moves)
    }

    /// Sets the position's moves, given in its own orientation.
    pub fn set_moves(&mut self, b: &Board, moves: &[BookMove]) {
        let (k, s) = key(b);
        let moves = moves
            .iter()
            .map(|m| BookMove {
                square: transform_square(m.square, s),
                value: m.value,
            })
            .collect();
        self.nodes.insert(k, moves);
    }

    /// The position's value: its best stored move's (`None`: not in the book, or no move).
    pub fn value(&self, b: &Board) -> Option<i32> {
        self.key_value(&key(b).0)
    }

    fn key_value(&self, k: &Board) -> Option<i32> {
        self.nodes.get(k)?.iter().map(|m| m.value).max()
    }

    /// The value of the position after a move, from the mover's view, when that position
    /// (or, when its side to move must pass, the position after the pass) is in the book.
    pub fn link_value(&self, after: &Board) -> Option<i32> {
        if after.legal_moves() == 0 {
            let passed = after.pass();
            if passed.legal_moves() == 0 {
                return None;
            }
            return self.value(&passed);
        }
        self.value(after).map(|v| -v)
    }

    /// Whether the position after `sq` from key `k` is in the book.
    pub fn is_link(&self, k: &Board, sq: Square) -> bool {
        let Some(mut a) = k.play(sq) else {
            return false;
        };
        if a.legal_moves() == 0 {
            a = a.pass();
            if a.legal_moves() == 0 {
                return false;
            }
        }
        self.contains(&a)
    }

    /// Backs the values up the book: each linked move takes the value of the position after
    /// it (negated), children before parents. Returns how many moves changed value.
    pub fn negamax(&mut self) -> usize {
        let mut keys: Vec<Board> = self.nodes.keys().copied().collect();
        // More discs first: a position after a move (or a pass) has more discs.
        keys.sort_by_key(|k| {
            (
                std::cmp::Reverse((k.player | k.opponent).count_ones()),
                k.player,
                k.opponent,
            )
        });
        let mut changed = 0;
        for k in keys {
            let mut moves = self.nodes[&k].clone();
            for m in &mut moves {
                let Some(after) = k.play(m.square) else {
                    continue;
                };
                if let Some(v) = self.link_value(&after)
                    && v != m.value
                {
                    m.value = v;
                    changed += 1;
                }
            }
            self.nodes.insert(k, moves);
        }
        changed
    }

    /// A book move for `b`, or `None` when it is not in the book. With `variety` 0 the best
    /// move (the lowest square among equals); otherwise one of the moves within `variety`
    /// centi-discs of the best, drawn with weight exp((value − best) / (variety / 2)) from
    /// `rng`, so the same seed gives the same choice.
    pub fn choose(&self, b: &Board, variety: i32, rng: &mut StdRng) -> Option<BookMove> {
        let moves = self.moves(b)?;
        let best = moves.first()?.value;
        if variety <= 0 {
            return moves.first().copied();
        }
        let t = (variety as f64 / 2.0).max(1.0);
        let cands: Vec<(BookMove, f64)> = moves
            .iter()
            .filter(|m| m.value >= best - variety)
            .map(|&m| (m, ((m.value - best) as f64 / t).exp()))
            .collect();
        let total: f64 = cands.iter().map(|c| c.1).sum();
        let mut x = rng.random::<f64>() * total;
        for (m, w) in &cands {
            if x < *w {
                return Some(*m);
            }
            x -= w;
        }
        cands.last().map(|c| c.0)
    }

    /// The book as a file ([module docs](self)): positions in key order, then the checksum.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER_BYTES + 8 + self.nodes.len() * 26);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(self.info.depth);
        out.push(self.info.max_ply);
        out.extend_from_slice(&self.info.min_games.to_le_bytes());
        out.extend_from_slice(&0u16.to_le_bytes());
        out.extend_from_slice(&(self.nodes.len() as u32).to_le_bytes());
        let mut keys: Vec<&Board> = self.nodes.keys().collect();
        keys.sort_by_key(|k| (k.player, k.opponent));
        for k in keys {
            let mut moves = self.nodes[k].clone();
            moves.sort_by_key(|m| m.square);
            moves.truncate(u8::MAX as usize);
            out.extend_from_slice(&k.player.to_le_bytes());
            out.extend_from_slice(&k.opponent.to_le_bytes());
            out.push(moves.len() as u8);
            for m in moves {
                out.push(m.square.index() as u8);
                let v = m.value.clamp(-MAX_VALUE, MAX_VALUE) as i16;
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a book file's bytes, checking the magic, the version, the length, the checksum
    /// and every position (a key in order and canonical, no disc on both sides, each move a
    /// legal square once, values within ±64 discs). The error names the first problem.
    pub fn from_bytes(bytes: &[u8]) -> Result<OpeningBook, BookError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(BookError::NotABook);
        }
        let truncated = |needed: usize| BookError::Truncated {
            needed,
            len: bytes.len(),
        };
        if bytes.len() < HEADER_BYTES {
            return Err(truncated(HEADER_BYTES + 8));
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let version = u16_at(8);
        if version != VERSION {
            return Err(BookError::Version { found: version });
        }
        let info = BookInfo {
            depth: bytes[10],
            max_ply: bytes[11],
            min_games: u16_at(12),
        };
        // The leaves' depth is the depth `book add` searches new leaves at: a file must not
        // ask for a search that never ends.
        if info.depth > MAX_DEPTH {
            return Err(BookError::Header(format!(
                "leaves searched {} moves deep; a book's are at most {MAX_DEPTH} (0: not said)",
                info.depth
            )));
        }
        if info.max_ply > MAX_PLY {
            return Err(BookError::Header(format!(
                "positions up to {} discs placed; a book's are at most {MAX_PLY} (0: not said)",
                info.max_ply
            )));
        }
        let count = u32::from_le_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]) as usize;
        // The structure first: where each position starts and where the checksum is.
        let mut starts = Vec::with_capacity(count.min(bytes.len() / 17));
        let mut at = HEADER_BYTES;
        for _ in 0..count {
            if bytes.len() < at + 17 + 8 {
                return Err(truncated(at + 17 + 8));
            }
            starts.push(at);
            at += 17 + 3 * bytes[at + 16] as usize;
        }
        if bytes.len() < at + 8 {
            return Err(truncated(at + 8));
        }
        if bytes.len() > at + 8 {
            return Err(BookError::Trailing {
                extra: bytes.len() - at - 8,
            });
        }
        let mut stored = [0u8; 8];
        stored.copy_from_slice(&bytes[at..]);
        let stored = u64::from_le_bytes(stored);
        let computed = fnv1a(&bytes[..at]);
        if stored != computed {
            return Err(BookError::Checksum { stored, computed });
        }
        let word = |i: usize| {
            let mut w = [0u8; 8];
            w.copy_from_slice(&bytes[i..i + 8]);
            u64::from_le_bytes(w)
        };
        let mut book = OpeningBook::new(info);
        let mut previous: Option<(u64, u64)> = None;
        for (i, &at) in starts.iter().enumerate() {
            let index = i + 1;
            let bad = |problem: String| BookError::Position { index, problem };
            let k = Board::new(word(at), word(at + 8));
            let n = bytes[at + 16] as usize;
            if k.player & k.opponent != 0 {
                return Err(bad("a square holds discs of both sides".into()));
            }
            if previous.is_some_and(|p| p >= (k.player, k.opponent)) {
                return Err(bad("positions are not in key order".into()));
            }
            previous = Some((k.player, k.opponent));
            if key(&k).0 != k {
                return Err(bad("the key is not the least of its 8 symmetries".into()));
            }
            let legal = k.legal_moves();
            let mut seen = 0u64;
            let mut moves = Vec::with_capacity(n);
            for j in 0..n {
                let m = at + 17 + 3 * j;
                let sq = bytes[m];
                let value = i16::from_le_bytes([bytes[m + 1], bytes[m + 2]]) as i32;
                let square = Square::new(sq)
                    .ok_or_else(|| bad(format!("move {}: {sq} is not a square (0-63)", j + 1)))?;
                if legal & square.bit() == 0 {
                    return Err(bad(format!("move {}: {square} is not legal there", j + 1)));
                }
                if seen & square.bit() != 0 {
                    return Err(bad(format!("move {}: {square} is there twice", j + 1)));
                }
                seen |= square.bit();
                if value.abs() > MAX_VALUE {
                    return Err(bad(format!(
                        "move {}: value {value} is beyond ±{MAX_VALUE} centi-discs",
                        j + 1
                    )));
                }
                moves.push(BookMove { square, value });
            }
            book.nodes.insert(k, moves);
        }
        Ok(book)
    }

    /// Reads a book file (a regular file of at most [`MAX_BOOK_BYTES`]); errors name it.
    pub fn read_file(path: &Path) -> Result<OpeningBook, BookError> {
        let file = path.display().to_string();
        let bytes = crate::rules::record::file_bytes(&file, MAX_BOOK_BYTES).map_err(|e| {
            BookError::File {
                file: file.clone(),
                problem: e,
            }
        })?;
        OpeningBook::from_bytes(&bytes).map_err(|e| e.in_file(&file))
    }

    /// Writes the book to `path` through a temporary file beside it (a crash leaves the old
    /// file whole), making its folder when missing.
    pub fn write_file(&self, path: &Path) -> Result<(), BookError> {
        let file = path.display().to_string();
        let fail = |e: std::io::Error| BookError::File {
            file: file.clone(),
            problem: e.to_string(),
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(fail)?;
        }
        let mut tmp = path.as_os_str().to_owned();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        std::fs::write(&tmp, self.to_bytes()).map_err(fail)?;
        std::fs::rename(&tmp, path).map_err(fail)
    }

    /// The legal moves of a key not linked in the book.
    pub fn unlinked_moves(&self, k: &Board) -> u64 {
        Bitboard(k.legal_moves())
            .squares()
            .filter(|&sq| !self.is_link(k, sq))
            .fold(0, |acc, sq| acc | sq.bit())
    }
}

/// FNV-1a (64 bits) of `bytes`.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// The book built into the engine (`engine/weights/book.bin`; how it is made:
/// `engine/weights/README.md`).
pub fn embedded() -> &'static OpeningBook {
    static BOOK: OnceLock<OpeningBook> = OnceLock::new();
    BOOK.get_or_init(|| {
        OpeningBook::from_bytes(include_bytes!("../../weights/book.bin"))
            .expect("the built-in book is checked by the tests")
    })
}

/// The user's book file, which NBoard's `learn` adds games to when no `--book` is given:
/// `book.bin` in `REVERSI3D_HOME` when set, else in `$XDG_DATA_HOME/reversi3d` or
/// `~/.local/share/reversi3d` (`None`: no home folder known).
pub fn user_book_path() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(home) = var("REVERSI3D_HOME") {
        return Some(PathBuf::from(home).join("book.bin"));
    }
    let data = var("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".local/share")))?;
    Some(data.join("reversi3d").join("book.bin"))
}
