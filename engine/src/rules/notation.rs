//! Text forms: transcripts (`f5d6c3…`, `1. f5 d6 2. c3 …`), board strings, OBF lines, and the
//! transcript sheet. Every parser returns an error that names what was wrong and where; none
//! panics.

use super::game::{Game, GameOptions, MoveError, PlyKind, Side};
use super::square::Square;

pub use super::error::{NotationError, Problem, escape_controls};

/// The longest piece of input an error message quotes, in characters.
pub const EXCERPT_CHARS: usize = 40;

/// A short quote of `text` for an error message: at most [`EXCERPT_CHARS`] characters (cut
/// on a character boundary, `…` marking the cut), so a long line never floods the message,
/// with its control characters escaped ([`escape_controls`]), so the message stays one line
/// (a carriage return inside a line, as a damaged file may hold, does not end it).
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", escape_controls(&text[..cut])),
        None => escape_controls(text),
    }
}

/// One written move: a square or an explicit pass.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Token {
    Square(Square),
    Pass,
}

/// Splits a transcript into moves: `f5d6c3…`, or as game sites and players write it,
/// `1. f5 d6 2. c3 …` (move numbers `1.`, `12.`, `1...` are skipped, so are `...`, commas and
/// semicolons between moves). Case and white space are ignored, even inside a move (`f 5`);
/// `pa`, `ps` and `pass` are passes. An error names the move by its count in the text (move
/// numbers as written are not counted).
pub fn parse_transcript(text: &str) -> Result<Vec<Token>, NotationError> {
    let mut out = Vec::with_capacity(text.len() / 2);
    read_tokens(text, &mut out)?;
    Ok(out)
}

/// Whether `text` is no transcript at all: its reading stops before its first square (only
/// passes, which a game never opens with, may come before: "page", "PS: …").
pub fn is_no_transcript(text: &str) -> bool {
    let mut out = Vec::new();
    read_tokens(text, &mut out).is_err() && out.iter().all(|t| *t == Token::Pass)
}

/// [`parse_transcript`]'s reading: the moves into `out`, up to the first error.
fn read_tokens(text: &str, out: &mut Vec<Token>) -> Result<(), NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    // The next character that is not white space, from `j`: (its index, itself).
    let next_char = |j: usize| {
        chars[j..]
            .iter()
            .position(|c| !c.is_whitespace())
            .map(|k| (j + k, chars[j + k]))
    };
    while let Some((at, c)) = next_char(i) {
        i = at + 1;
        if matches!(c, '.' | ',' | ';') {
            continue;
        }
        if c.is_ascii_digit() {
            // A move number: digits, then one or more dots.
            let digits = chars[at..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
            if chars.get(at + digits) == Some(&'.') {
                i = at + digits;
                continue;
            }
        }
        let n = out.len() + 1;
        let Some((second_at, second)) = next_char(i) else {
            return Err(NotationError::at_move(
                n,
                format!("{c} is not a square (a move is a letter a-h and a digit 1-8)"),
            )
            .because(Problem::NotASquare(c.to_string())));
        };
        i = second_at + 1;
        let word: String = [c, second].iter().collect();
        let lower = word.to_ascii_lowercase();
        if lower == "pa" || lower == "ps" {
            // `pass` is one pass, not `pa` then `ss`.
            if lower == "pa"
                && let Some((s1, c1)) = next_char(i)
                && c1.eq_ignore_ascii_case(&'s')
                && let Some((s2, c2)) = next_char(s1 + 1)
                && c2.eq_ignore_ascii_case(&'s')
            {
                i = s2 + 1;
            }
            out.push(Token::Pass);
            continue;
        }
        match Square::parse(&word) {
            Ok(s) => out.push(Token::Square(s)),
            Err(_) => {
                return Err(NotationError::at_move(n, format!("{word} is not a square"))
                    .because(Problem::NotASquare(word)));
            }
        }
    }
    Ok(())
}

/// Plays the moves of a transcript on `game`. A pass may be written or left out; when left
/// out, a side with no legal move passes. The first bad move is an error naming its number.
pub fn play_transcript(game: &mut Game, text: &str) -> Result<(), NotationError> {
    for (i, tok) in parse_transcript(text)?.into_iter().enumerate() {
        let n = i + 1;
        match tok {
            Token::Pass => {
                game.pass().map_err(|e| {
                    NotationError::at_move(n, format!("pass: {e}")).because(Problem::Refused(e))
                })?;
            }
            Token::Square(sq) => {
                if game.must_pass() {
                    game.pass().map_err(refused(n))?;
                }
                if game.is_over() {
                    return Err(NotationError::at_move(
                        n,
                        format!("{sq} is played after the game is over"),
                    )
                    .because(Problem::AfterGameOver(sq)));
                }
                if let Err(e) = game.check_move(sq) {
                    let side = game.to_move();
                    return Err(NotationError::at_move(
                        n,
                        format!("{sq} is not legal for {side} ({e})"),
                    )
                    .because(Problem::Illegal {
                        square: sq,
                        side,
                        why: e,
                    }));
                }
                game.play(sq).map_err(refused(n))?;
            }
        }
    }
    Ok(())
}

/// A move `n` the rules refused, as an error.
fn refused(n: usize) -> impl Fn(MoveError) -> NotationError {
    move |e| NotationError::at_move(n, e.to_string()).because(Problem::Refused(e))
}

/// A new game with `options`, with the transcript played on it.
pub fn replay(options: GameOptions, text: &str) -> Result<Game, NotationError> {
    let mut g = Game::new(options);
    play_transcript(&mut g, text)?;
    Ok(g)
}

/// The moves of a game as a transcript (`f5d6c3…`). Passes are written `pa` when
/// `with_passes`, else left out (they can be inferred).
pub fn transcript(game: &Game, with_passes: bool) -> String {
    let mut s = String::new();
    for p in game.history() {
        match p.kind {
            PlyKind::Move(sq) => s.push_str(&sq.to_string()),
            PlyKind::Pass if with_passes => s.push_str("pa"),
            PlyKind::Pass => {}
        }
    }
    s
}

/// A position parsed from a board string.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pub dark: u64,
    pub light: u64,
    pub to_move: Side,
}

/// Parses a board string: 64 squares `a1 b1 … h8` (`X`/`*`/`B` dark, `O`/`W` light, `-`/`.`
/// empty; spaces ignored), then the side to move (`X` or `O`; Dark if left out).
pub fn parse_board(text: &str) -> Result<Position, NotationError> {
    let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
    // A side to move written apart from squares not 64 in number (`<63 squares> X`): the count
    // alone would take the side for the last square.
    let words: Vec<&str> = text.split_whitespace().collect();
    if let [before @ .., side] = &words[..] {
        let squares: usize = before.iter().map(|w| w.chars().count()).sum();
        let spaced_cells = before.iter().all(|w| w.chars().count() == 1);
        if side.chars().count() == 1 && !before.is_empty() && !spaced_cells && squares != 64 {
            return Err(NotationError::plain(format!(
                "board has {squares} squares before the side to move '{side}'; expected 64"
            ))
            .because(Problem::SquaresBeforeSide(squares)));
        }
    }
    let (squares, side) = match cells.len() {
        64 => (&cells[..], None),
        65 => (&cells[..64], Some(cells[64])),
        n if n > 65 => {
            return Err(NotationError::plain(format!(
                "board has {n} characters; expected 64 squares and the side to move"
            ))
            .because(Problem::BoardTooLong(n)));
        }
        n => {
            return Err(
                NotationError::plain(format!("board has {n} squares; expected 64"))
                    .because(Problem::BoardSquares(n)),
            );
        }
    };
    let (mut dark, mut light) = (0u64, 0u64);
    for (i, &c) in squares.iter().enumerate() {
        match board_cell(c) {
            Some(Some(Side::Dark)) => dark |= 1 << i,
            Some(Some(Side::Light)) => light |= 1 << i,
            Some(None) => {}
            None => {
                let square = Square::new(i as u8);
                let sq = square.map(|s| s.to_string()).unwrap_or_default();
                let e = NotationError::plain(format!(
                    "square {sq} (character {}): '{c}' is not X, O or -",
                    i + 1
                ));
                return Err(match square {
                    Some(square) => e.because(Problem::BoardCell { square, found: c }),
                    None => e,
                });
            }
        }
    }
    let to_move = match side.map(|c| (c, board_cell(c))) {
        None | Some((_, Some(Some(Side::Dark)))) => Side::Dark,
        Some((_, Some(Some(Side::Light)))) => Side::Light,
        Some((c, _)) => {
            return Err(
                NotationError::plain(format!("side to move '{c}' is not X or O"))
                    .because(Problem::SideToMove(c)),
            );
        }
    };
    Ok(Position {
        dark,
        light,
        to_move,
    })
}

/// What a board string's character means: `Some(Some(colour))` a disc (`X`, `*`, `B` dark;
/// `O`, `W` light), `Some(None)` an empty square (`-`, `.`), `None` not a board character.
pub fn board_cell(c: char) -> Option<Option<Side>> {
    match c.to_ascii_uppercase() {
        'X' | '*' | 'B' => Some(Some(Side::Dark)),
        'O' | 'W' => Some(Some(Side::Light)),
        '-' | '.' => Some(None),
        _ => None,
    }
}

/// The board string of a position: 64 squares then the side to move.
pub fn format_board(dark: u64, light: u64, to_move: Side) -> String {
    let mut s: String = (0..64)
        .map(|i| {
            if dark >> i & 1 != 0 {
                'X'
            } else if light >> i & 1 != 0 {
                'O'
            } else {
                '-'
            }
        })
        .collect();
    s.push(' ');
    s.push(if to_move == Side::Dark { 'X' } else { 'O' });
    s
}

/// The board as an 8×8 picture with coordinates (`X` dark, `O` light, `.` empty).
pub fn board_picture(dark: u64, light: u64) -> String {
    let mut s = String::from("  a b c d e f g h\n");
    for r in 0..8 {
        s.push_str(&format!("{}", r + 1));
        for c in 0..8 {
            let bit = 1u64 << (r * 8 + c);
            s.push(' ');
            s.push(if dark & bit != 0 {
                'X'
            } else if light & bit != 0 {
                'O'
            } else {
                '.'
            });
        }
        s.push('\n');
    }
    s
}

/// One line of an OBF file: a position and, for some moves, their exact score.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ObfLine {
    pub position: Position,
    /// (move, score for the side to move); `None` is a pass.
    pub moves: Vec<(Option<Square>, i32)>,
}

/// Parses one OBF line: `<board> <side>; <move>:<score>; …`.
pub fn parse_obf_line(line: &str) -> Result<ObfLine, NotationError> {
    let mut parts = line.split(';');
    let head = parts.next().unwrap_or("").trim();
    let Some((board, side)) = head.rsplit_once(char::is_whitespace) else {
        return Err(NotationError::plain(
            "expected <64 squares> <side to move>; found no side to move",
        ));
    };
    let squares = board.chars().filter(|c| !c.is_whitespace()).count();
    if squares != 64 {
        return Err(NotationError::plain(format!(
            "board has {squares} squares; expected 64"
        )));
    }
    if side.chars().count() != 1 {
        return Err(NotationError::plain(format!(
            "side to move '{}' is not X or O",
            excerpt(side)
        )));
    }
    let position = parse_board(head)?;
    let mut moves = Vec::new();
    for part in parts {
        let p = part.trim();
        if p.is_empty() {
            continue;
        }
        let Some((mv, score)) = p.split_once(':') else {
            return Err(NotationError::plain(format!(
                "'{}' is not <move>:<score>",
                excerpt(p)
            )));
        };
        let mv = mv.trim();
        let sq = if mv.eq_ignore_ascii_case("pa") || mv.eq_ignore_ascii_case("ps") {
            None
        } else {
            Some(Square::parse(mv).map_err(|_| {
                NotationError::plain(format!("{} is not a square (a1..h8)", excerpt(mv)))
            })?)
        };
        let score: i32 = score.trim().trim_start_matches('+').parse().map_err(|_| {
            NotationError::plain(format!("'{}' is not a score", excerpt(score.trim())))
        })?;
        if !(-64..=64).contains(&score) {
            return Err(NotationError::plain(format!(
                "score {score} is outside -64..64"
            )));
        }
        // An answer must be a move of the position: legal for the side to move, a pass only
        // when it has none, and each move once.
        let legal = match position.to_move {
            Side::Dark => super::Board::new(position.dark, position.light),
            Side::Light => super::Board::new(position.light, position.dark),
        }
        .legal_moves();
        let side = match position.to_move {
            Side::Dark => "X",
            Side::Light => "O",
        };
        match sq {
            Some(s) if legal & s.bit() == 0 => {
                return Err(NotationError::plain(format!(
                    "{s} is not a legal move for {side}"
                )));
            }
            None if legal != 0 => {
                return Err(NotationError::plain(format!(
                    "{} (a pass) while {side} has legal moves",
                    excerpt(mv)
                )));
            }
            _ => {}
        }
        if moves.iter().any(|m: &(Option<Square>, i32)| m.0 == sq) {
            return Err(NotationError::plain(format!(
                "{} is given twice",
                excerpt(mv)
            )));
        }
        moves.push((sq, score));
    }
    Ok(ObfLine { position, moves })
}

/// Parses an OBF file: one position a line; blank lines and lines starting with `%` or `#`
/// are skipped. Errors name the line. Returns (line number, entry) pairs.
pub fn parse_obf(text: &str) -> Result<Vec<(usize, ObfLine)>, NotationError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let t = line.trim();
        if t.is_empty() || t.starts_with('%') || t.starts_with('#') {
            continue;
        }
        out.push((i + 1, parse_obf_line(t).map_err(|e| e.on_line(i + 1))?));
    }
    Ok(out)
}

/// One square of the transcript sheet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SheetCell {
    /// A disc of the start position.
    Start,
    /// The number of the move played here.
    Move(usize),
    /// Never played.
    Empty,
}

/// The transcript sheet's squares, `a1` first.
pub fn sheet_cells(game: &Game) -> [SheetCell; 64] {
    let (sd, sl, _) = game.start_position();
    let mut cells = [SheetCell::Empty; 64];
    for (i, c) in cells.iter_mut().enumerate() {
        if (sd | sl) >> i & 1 != 0 {
            *c = SheetCell::Start;
        }
    }
    let mut n = 0;
    for p in game.history() {
        if let PlyKind::Move(sq) = p.kind {
            n += 1;
            cells[sq.index()] = SheetCell::Move(n);
        }
    }
    cells
}

/// The transcript sheet: an 8×8 grid where each square holds the number of the move played
/// there. Start discs are blank; squares never played are `.`.
pub fn transcript_sheet(game: &Game) -> String {
    let cells = sheet_cells(game);
    let mut s = String::from("    a  b  c  d  e  f  g  h\n");
    for r in 0..8 {
        s.push_str(&format!("{} ", r + 1));
        for c in 0..8 {
            match cells[r * 8 + c] {
                SheetCell::Move(n) => s.push_str(&format!("{n:>3}")),
                SheetCell::Start => s.push_str("   "),
                SheetCell::Empty => s.push_str("  ."),
            }
        }
        s.push('\n');
    }
    s
}
