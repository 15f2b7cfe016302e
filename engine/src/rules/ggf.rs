//! GGF, the Generic Game Format of the GGS game server, as Othello programs and servers write
//! it: `(;GM[Othello]PC[GGS/os]DT[…]PB[black]PW[white]RE[+18.000]TI[…]TY[8]BO[8 <64 squares>
//! <side>]B[f5]W[d6/1.2/3.05]B[PA]…;)`.
//!
//! - A text holds one game or many ([`parse_ggf`]), with white space around and between them.
//! - `BO` is the start position: the board size (8), 64 squares (`*` black, `O` white, `-`
//!   empty; rows may be spaced), then the side to move (`*` or `O`).
//! - `B[…]` and `W[…]` are moves: a square (either case) or `PA` for a pass, then an optional
//!   `/evaluation` and an optional `/time` (seconds, or the server's clock text), both kept.
//! - `TY` is the game type: the board size with letters around it: `a` an anti game (the side
//!   with fewer discs wins: our Reverse), `r<n>` a random start (the start is in `BO`), `s`
//!   synchro (one of two games played at once from the same start: each is a game of its own),
//!   `b`/`w` a colour preference. Only 8×8 is supported; komi games (`k`, with `KB`/`KW`/`KM`)
//!   are refused with a clear error, as is any type letter not listed here.
//! - Every other property (`PC`, `DT`, `PB`, `PW`, `RB`, `RW`, `RE`, `TI`, unknown ones) is
//!   kept in order with its text and written back; `\` escapes `]` and `\` inside a value.
//!
//! An error names the game (1-based), the character where the bad token starts (1-based, in the
//! whole text) and the token. [`write_ggf`] writes a game that reads back to the same
//! [`GgfGame`]; [`GgfGame::to_game`] plays the moves by the rules and [`GgfGame::from_game`]
//! turns a game of ours into GGF (the rule options GGF cannot say, disc supply and empty
//! squares to the winner, are left out).

use super::game::{Game, GameOptions, PlyKind, Side, StartPosition, Variant};
use super::notation::{NotationError, board_cell, excerpt};
use super::square::Square;
use std::fmt;

/// What was wrong with a GGF text, and where.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GgfError {
    /// 1-based number of the game in the text.
    pub game: usize,
    /// 1-based character offset in the whole text where the bad token starts.
    pub offset: usize,
    /// The token, quoted short (see [`excerpt`]).
    pub token: String,
    pub message: String,
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use super::error::escape_controls;
        write!(f, "GGF game {}, character {}", self.game, self.offset)?;
        if !self.token.is_empty() {
            write!(f, " ({})", escape_controls(&self.token))?;
        }
        write!(f, ": {}", escape_controls(&self.message))
    }
}

impl std::error::Error for GgfError {}

impl From<GgfError> for NotationError {
    fn from(e: GgfError) -> NotationError {
        NotationError {
            line: None,
            move_no: None,
            message: e.to_string(),
            problem: None,
        }
    }
}

/// One move of a GGF game.
#[derive(Clone, PartialEq, Debug)]
pub struct GgfMove {
    /// Who played it (`B` is Dark, `W` Light).
    pub color: Side,
    /// The square, `None` for a pass (`PA`).
    pub square: Option<Square>,
    /// The evaluation the player gave (`/eval`), if any.
    pub eval: Option<f64>,
    /// The time it took (`//time`), as written (seconds, or a clock text), if any.
    pub time: Option<String>,
}

/// One game as GGF says it.
#[derive(Clone, PartialEq, Debug)]
pub struct GgfGame {
    /// Classic, or Reverse for an anti game (`TY[8a]`).
    pub variant: Variant,
    /// The game type as written (`TY`), if given.
    pub game_type: Option<String>,
    /// The start position (`BO`): Dark's discs, Light's discs, the side to move.
    pub start: (u64, u64, Side),
    /// The moves in order, passes included as written.
    pub moves: Vec<GgfMove>,
    /// Every other property in order, as (name, value): `PB`, `PW`, `RE`, `DT`, unknown ones.
    pub properties: Vec<(String, String)>,
}

impl GgfGame {
    /// The value of a kept property (`"PB"`, `"RE"`, …).
    pub fn property(&self, name: &str) -> Option<&str> {
        self.properties
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The black (Dark) player's name, `PB`.
    pub fn black(&self) -> &str {
        self.property("PB").unwrap_or("")
    }

    /// The white (Light) player's name, `PW`.
    pub fn white(&self) -> &str {
        self.property("PW").unwrap_or("")
    }

    /// The game played by the rules: the start position of `BO` (a known start arrangement is
    /// recognised as that start option), then every move. A move by the side not to move
    /// after a position where the side to move had to pass is taken as an implied pass. An
    /// illegal move is an error naming the move number and the square. `game` is the game's
    /// number for the error message.
    pub fn to_game(&self, game: usize) -> Result<Game, NotationError> {
        let (dark, light, side) = self.start;
        let mut options = GameOptions::default();
        options.set_variant(self.variant);
        let known = StartPosition::ALL
            .into_iter()
            .find(|s| s.discs() == (dark, light) && side == Side::Dark);
        let mut g = match known {
            Some(s) => {
                options.start = s;
                Game::new(options)
            }
            None => Game::from_position(options, dark, light, side),
        };
        let err = |n: usize, m: String| NotationError {
            line: None,
            move_no: Some(n),
            message: format!("GGF game {game}: {m}"),
            problem: None,
        };
        for (i, m) in self.moves.iter().enumerate() {
            let n = i + 1;
            if g.is_over() {
                return Err(err(n, "a move after the game is over".into()));
            }
            if m.color != g.to_move() {
                if g.must_pass() {
                    g.pass().map_err(|e| err(n, e.to_string()))?;
                } else {
                    return Err(err(
                        n,
                        format!(
                            "{} moves, but it is {}'s turn",
                            side_name(m.color),
                            side_name(g.to_move())
                        ),
                    ));
                }
            }
            match m.square {
                None => {
                    g.pass().map_err(|e| err(n, format!("pass: {e}")))?;
                }
                Some(sq) => {
                    g.check_move(sq).map_err(|e| {
                        err(n, format!("{sq} is not legal for {} ({e})", g.to_move()))
                    })?;
                    g.play(sq).map_err(|e| err(n, e.to_string()))?;
                }
            }
        }
        // Our own property: the plies that were pasted before the players named sat down.
        if let Some(n) = self.property(IMPORTED).and_then(|v| v.trim().parse().ok()) {
            g.set_imported_plies(n);
        }
        Ok(g)
    }

    /// A game of ours as GGF: its start position and plies (passes written `PA`), its variant
    /// as the type (`8` or `8a`), the players' names and, for a finished game, the result
    /// (`RE`, Dark's recorded discs minus Light's). A game whose first plies were pasted
    /// says how many in a property of ours, `IMPORTED[N]` (other readers keep or skip it).
    pub fn from_game(game: &Game, black: &str, white: &str) -> GgfGame {
        let mut properties = vec![
            ("PC".to_string(), "reversi3d".to_string()),
            ("PB".to_string(), black.to_string()),
            ("PW".to_string(), white.to_string()),
        ];
        if game.imported_plies() > 0 {
            properties.push((IMPORTED.to_string(), game.imported_plies().to_string()));
        }
        if let Some(r) = game.result() {
            let d = r.recorded_dark as i32 - r.recorded_light as i32;
            properties.push(("RE".to_string(), format!("{d:+}")));
        }
        let variant = game.options.variant;
        GgfGame {
            variant,
            game_type: Some(type_for(variant).to_string()),
            start: game.start_position(),
            moves: game
                .history()
                .iter()
                .map(|p| GgfMove {
                    color: p.color,
                    square: match p.kind {
                        PlyKind::Move(s) => Some(s),
                        PlyKind::Pass => None,
                    },
                    eval: None,
                    time: None,
                })
                .collect(),
            properties,
        }
    }
}

/// The property naming a game's imported plies ([`Game::imported_plies`]).
const IMPORTED: &str = "IMPORTED";

/// The game type GGF gives a variant.
fn type_for(variant: Variant) -> &'static str {
    match variant {
        Variant::Classic => "8",
        Variant::Reverse => "8a",
    }
}

/// `Black` or `White`, as GGF names the sides.
fn side_name(c: Side) -> &'static str {
    match c {
        Side::Dark => "Black",
        Side::Light => "White",
    }
}

/// Reads the games of a GGF text (one or many). Errors name the game, the character and the
/// token.
pub fn parse_ggf(text: &str) -> Result<Vec<GgfGame>, GgfError> {
    parse_ggf_first(text, usize::MAX)
}

/// Like [`parse_ggf`], reading at most the first `count` games: what comes after them is not
/// read, so a damaged later game does not keep an earlier one from being read.
pub fn parse_ggf_first(text: &str, count: usize) -> Result<Vec<GgfGame>, GgfError> {
    let mut p = Parser {
        chars: text.chars().collect(),
        pos: 0,
        game: 0,
    };
    let mut games = Vec::new();
    while games.len() < count {
        p.skip_space();
        if p.pos >= p.chars.len() {
            break;
        }
        p.game += 1;
        games.push(p.game()?);
    }
    if games.is_empty() {
        return Err(GgfError {
            game: 1,
            offset: 1,
            token: String::new(),
            message: "no game: a GGF game starts with (;".into(),
        });
    }
    Ok(games)
}

/// True when the text looks like GGF (its first non-blank character is `(`).
pub fn is_ggf(text: &str) -> bool {
    // Anything opening with a parenthesis (no transcript does): `((((` is a GGF error, not a
    // transcript's.
    text.trim_start().starts_with('(')
}

/// Reads a text that holds exactly one GGF game and plays it by the rules.
pub fn parse_ggf_game(text: &str) -> Result<Game, NotationError> {
    let games = parse_ggf(text)?;
    if games.len() > 1 {
        return Err(NotationError {
            line: None,
            move_no: None,
            message: format!("the GGF text holds {} games; expected one", games.len()),
            problem: None,
        });
    }
    games[0].to_game(1)
}

/// Writes the games as GGF, one game a line. Each reads back to the same [`GgfGame`].
pub fn write_ggf(games: &[GgfGame]) -> String {
    let mut s = String::new();
    for g in games {
        s.push_str("(;GM[Othello]");
        for (k, v) in &g.properties {
            s.push_str(k);
            s.push('[');
            s.push_str(&escape(v));
            s.push(']');
        }
        if let Some(t) = &g.game_type {
            s.push_str(&format!("TY[{}]", escape(t)));
        }
        let (dark, light, side) = g.start;
        s.push_str("BO[8");
        for r in 0..8 {
            s.push(' ');
            for c in 0..8 {
                let bit = 1u64 << (r * 8 + c);
                s.push(if dark & bit != 0 {
                    '*'
                } else if light & bit != 0 {
                    'O'
                } else {
                    '-'
                });
            }
        }
        s.push(' ');
        s.push(if side == Side::Dark { '*' } else { 'O' });
        s.push(']');
        for m in &g.moves {
            s.push(if m.color == Side::Dark { 'B' } else { 'W' });
            s.push('[');
            match m.square {
                Some(sq) => s.push_str(&sq.to_string()),
                None => s.push_str("PA"),
            }
            if m.eval.is_some() || m.time.is_some() {
                s.push('/');
                if let Some(e) = m.eval {
                    s.push_str(&format!("{e}"));
                }
                if let Some(t) = &m.time {
                    s.push('/');
                    s.push_str(&escape(t));
                }
            }
            s.push(']');
        }
        s.push_str(";)\n");
    }
    s
}

/// A game of ours written as one GGF game.
pub fn game_to_ggf(game: &Game, black: &str, white: &str) -> String {
    write_ggf(&[GgfGame::from_game(game, black, white)])
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\").replace(']', "\\]")
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
    game: usize,
}

impl Parser {
    fn skip_space(&mut self) {
        while self.pos < self.chars.len() && self.chars[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }

    /// An error at character index `at` (0-based) about `token`.
    fn err(&self, at: usize, token: &str, message: impl Into<String>) -> GgfError {
        // One line: white space inside a quoted value (a line break) is shown as a space.
        let one_line = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
        GgfError {
            game: self.game,
            offset: at + 1,
            token: excerpt(&one_line(token)),
            message: one_line(&message.into()),
        }
    }

    /// The text from `at` for an error when no token was read: up to the next white space.
    fn word_at(&self, at: usize) -> String {
        self.chars[at..]
            .iter()
            .take_while(|c| !c.is_whitespace())
            .take(20)
            .collect()
    }

    fn game(&mut self) -> Result<GgfGame, GgfError> {
        let start = self.pos;
        if self.chars.get(start..start + 2) != Some(&['(', ';']) {
            return Err(self.err(
                start,
                &self.word_at(start),
                "expected the start of a game, (;",
            ));
        }
        self.pos += 2;
        let mut gm_seen = false;
        let mut variant = Variant::Classic;
        let mut game_type = None;
        let mut board = None;
        let mut moves = Vec::new();
        let mut properties = Vec::new();
        loop {
            self.skip_space();
            let at = self.pos;
            match self.chars.get(at) {
                None => {
                    return Err(self.err(
                        start,
                        "(;",
                        "the game does not end: no ;) after its properties",
                    ));
                }
                Some(';') if self.chars.get(at + 1) == Some(&')') => {
                    self.pos += 2;
                    break;
                }
                Some(c) if c.is_ascii_uppercase() => {}
                Some(_) => {
                    return Err(self.err(
                        at,
                        &self.word_at(at),
                        "expected a property (NAME[value]) or the end of the game, ;)",
                    ));
                }
            }
            let name: String = self.chars[at..]
                .iter()
                .take_while(|c| c.is_ascii_uppercase())
                .collect();
            self.pos += name.len();
            self.skip_space();
            if self.chars.get(self.pos) != Some(&'[') {
                return Err(self.err(
                    at,
                    &name,
                    format!("property {name} has no value: expected {name}[…]"),
                ));
            }
            let value = self.value(at, &name)?;
            let token = format!("{name}[{value}]");
            match name.as_str() {
                "GM" => {
                    if !value.trim().eq_ignore_ascii_case("othello") {
                        return Err(self.err(
                            at,
                            &token,
                            format!("the game is {}, not Othello", excerpt(value.trim())),
                        ));
                    }
                    gm_seen = true;
                }
                "TY" => {
                    variant = parse_type(&value).map_err(|m| self.err(at, &token, m))?;
                    game_type = Some(value);
                }
                "BO" => board = Some(parse_bo(&value).map_err(|m| self.err(at, &token, m))?),
                "B" | "W" => {
                    let color = if name == "B" { Side::Dark } else { Side::Light };
                    moves.push(parse_move(color, &value).map_err(|m| self.err(at, &token, m))?);
                }
                "KB" | "KW" | "KM" => {
                    return Err(self.err(at, &token, "komi games are not supported"));
                }
                _ => properties.push((name, value)),
            }
        }
        if !gm_seen {
            return Err(self.err(start, "(;", "the game has no GM[Othello]"));
        }
        let Some(start_position) = board else {
            return Err(self.err(start, "(;", "the game has no start position (BO[8 …])"));
        };
        Ok(GgfGame {
            variant,
            game_type,
            start: start_position,
            moves,
            properties,
        })
    }

    /// The value of the property whose name starts at `at`; `self.pos` is at its `[`.
    fn value(&mut self, at: usize, name: &str) -> Result<String, GgfError> {
        self.pos += 1;
        let mut v = String::new();
        loop {
            match self.chars.get(self.pos) {
                None => {
                    return Err(self.err(
                        at,
                        &format!("{name}[{v}"),
                        format!("the value of {name} has no closing ]"),
                    ));
                }
                Some('\\') => {
                    if let Some(&c) = self.chars.get(self.pos + 1) {
                        v.push(c);
                    }
                    self.pos += 2;
                }
                Some(']') => {
                    self.pos += 1;
                    return Ok(v);
                }
                Some(&c) => {
                    v.push(c);
                    self.pos += 1;
                }
            }
        }
    }
}

/// The variant of a game type (`8`, `8a`, `s8r20`, …); anything not 8×8 or not understood is
/// an error saying so.
fn parse_type(t: &str) -> Result<Variant, String> {
    let t = t.trim();
    let mut variant = Variant::Classic;
    let mut size = String::new();
    let mut chars = t.chars().peekable();
    while let Some(c) = chars.next() {
        match c.to_ascii_lowercase() {
            d if d.is_ascii_digit() => size.push(d),
            'a' => variant = Variant::Reverse,
            'r' => {
                // r<n>: a random start of n discs; the start itself is in BO.
                while chars.next_if(|d| d.is_ascii_digit()).is_some() {}
            }
            's' | 'b' | 'w' => {}
            'k' => return Err("komi games (type k) are not supported".into()),
            _ => {
                return Err(format!(
                    "game type {}: '{c}' is not a type letter (s, k, r<n>, a, b, w)",
                    excerpt(t)
                ));
            }
        }
    }
    match size.as_str() {
        "8" => Ok(variant),
        "" => Err(format!("game type {} has no board size", excerpt(t))),
        s => Err(format!(
            "a {s}×{s} board is not supported; only 8×8 (TY[8])"
        )),
    }
}

/// The start position of a `BO` value: `8`, 64 squares, the side to move.
fn parse_bo(v: &str) -> Result<(u64, u64, Side), String> {
    let mut words = v.split_whitespace();
    match words.next() {
        Some("8") => {}
        Some(s) if s.chars().all(|c| c.is_ascii_digit()) => {
            return Err(format!(
                "a {s}×{s} board is not supported; only 8×8 (BO[8 …])"
            ));
        }
        _ => return Err("the board must start with its size, 8".into()),
    }
    let cells: Vec<char> = words.flat_map(|w| w.chars()).collect();
    if cells.len() != 65 {
        return Err(format!(
            "the board has {} characters after its size; expected 65: 64 squares and the side to move",
            cells.len()
        ));
    }
    let (mut dark, mut light) = (0u64, 0u64);
    for (i, &c) in cells[..64].iter().enumerate() {
        match board_cell(c) {
            Some(Some(Side::Dark)) => dark |= 1 << i,
            Some(Some(Side::Light)) => light |= 1 << i,
            Some(None) => {}
            None => {
                let sq = Square::new(i as u8)
                    .map(|s| s.to_string())
                    .unwrap_or_default();
                return Err(format!("square {sq}: '{c}' is not *, O or -"));
            }
        }
    }
    let side = match board_cell(cells[64]) {
        Some(Some(c)) => c,
        _ => {
            return Err(format!("the side to move '{}' is not * or O", cells[64]));
        }
    };
    Ok((dark, light, side))
}

/// A move value: `f5`, `PA`, with optional `/eval` and `/time`.
fn parse_move(color: Side, v: &str) -> Result<GgfMove, String> {
    let mut parts = v.splitn(3, '/');
    let mv = parts.next().unwrap_or("").trim();
    let square = if mv.eq_ignore_ascii_case("pa") || mv.eq_ignore_ascii_case("pass") {
        None
    } else {
        Some(
            Square::parse(mv)
                .map_err(|_| format!("{} is not a square (a1..h8) or PA (a pass)", excerpt(mv)))?,
        )
    };
    let eval = match parts.next().map(str::trim) {
        None | Some("") => None,
        Some(e) => {
            let x: f64 = e
                .trim_start_matches('+')
                .parse()
                .map_err(|_| format!("evaluation '{}' is not a number", excerpt(e)))?;
            if !x.is_finite() {
                return Err(format!("evaluation '{}' is out of range", excerpt(e)));
            }
            Some(x)
        }
    };
    let time = match parts.next().map(str::trim) {
        None | Some("") => None,
        Some(t) => Some(t.to_string()),
    };
    Ok(GgfMove {
        color,
        square,
        eval,
        time,
    })
}
