//! "Your record": how you have done against each level of the computer, and an estimate of
//! your rating on the levels' scale. Plain Rust, no Bevy.
//!
//! **What counts.** Only games finished against the computer, with one person playing: a game
//! abandoned or taken back to its start is not finished and does not count, nor does a game
//! between two people or the computer against itself, nor one whose first moves (or whose
//! start position) were pasted, or read from another program's game, before the person sat
//! down to it. Each game counts once, however many
//! files hold it (saved twice, saved as GGF too): the files' games are told apart by their
//! options, level and moves. Two games played in a window with the same moves (a deterministic
//! level answers the same moves the same way) are two games of the record file; their files
//! alone could not tell them from one game saved twice.
//!
//! **Where it lives.** `record.ron` in the data folder holds every game finished against the
//! computer in a window (written when the game ends), so games deleted from the folder count
//! too. It is merged with the saved games' finished games; if it is lost, it is rebuilt from
//! them.
//!
//! **The rating.** The levels' ratings ([`level_ratings`]) are the engine's ladder, laid out
//! from the measured scores between neighbouring levels (docs/records.md, "The ladder",
//! measured with `reversi-engine match`): a score `p` of one level against the one below is a
//! difference of `400·log10(p / (1 − p))` Elo points. Beginner is put at [`BEGINNER_RATING`]. Your
//! rating is the maximum-likelihood Elo rating given your results against those ratings (the rating
//! whose expected score equals your score), with one draw against the average of your
//! opponents added so that all wins or all losses still give a finite figure.

use super::game_list::{Entry, Row, Summary};
use crate::game::core::display::level_name;
use crate::game::core::i18n::{Locale, Tr};
use crate::tr;
use reversi_engine::ai::LEVELS;
use reversi_engine::rules::Side;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The record file's name, in the data folder.
pub(crate) const RECORD_FILE: &str = "record.ron";

pub use reversi_engine::ai::levels::{BEGINNER_RATING, LADDER_SCORES, elo_difference};

/// The expected score of a player rated `r` against one rated `opponent`.
pub fn expected_score(r: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - r) / 400.0))
}

/// Each level's rating, weakest first: the engine's ladder
/// ([`reversi_engine::ai::levels::ladder_ratings`]), Beginner at [`BEGINNER_RATING`].
pub fn level_ratings() -> [f64; LEVELS.len()] {
    reversi_engine::ai::levels::ladder_ratings()
}

/// The maximum-likelihood rating from `games`: (the opponent's rating, your score: 1 a win,
/// ½ a draw, 0 a loss), with one draw against the opponents' average added. `None` without
/// games.
pub fn estimate_rating(games: &[(f64, f64)]) -> Option<f64> {
    if games.is_empty() {
        return None;
    }
    let n = games.len() as f64;
    let average = games.iter().map(|g| g.0).sum::<f64>() / n;
    let score = games.iter().map(|g| g.1).sum::<f64>() + 0.5;
    let expected = |r: f64| {
        games
            .iter()
            .map(|&(o, _)| expected_score(r, o))
            .sum::<f64>()
            + expected_score(r, average)
    };
    // The expected score rises with the rating: bisect for the one that equals the score.
    let (mut lo, mut hi) = (-2000.0_f64, 6000.0_f64);
    for _ in 0..100 {
        let mid = (lo + hi) / 2.0;
        if expected(mid) < score {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some((lo + hi) / 2.0)
}

/// One game finished against the computer.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The computer's level's name.
    pub level: String,
    /// How far ahead you finished (recorded score), positive when you won: your discs less
    /// the computer's (under Reverse, the computer's less yours).
    pub margin: i32,
    /// 1 you won, 0 a draw, −1 you lost.
    pub outcome: i8,
    /// What tells games apart: the options and the moves.
    pub key: String,
    /// When it ended (seconds since 1970), for the order of the last results.
    pub when: u64,
}

impl Finished {
    /// The finished game `s` if it is one against the computer (with one person), ended at
    /// `when`.
    pub fn of(s: &Summary, when: u64) -> Option<Finished> {
        if s.imported() {
            return None;
        }
        let (_, level) = s.against_computer()?;
        let margin = s.your_margin()?;
        let r = s.result?;
        let you = s.against_computer()?.0;
        Some(Finished {
            level: LEVELS[level.min(LEVELS.len() - 1)].name.to_string(),
            margin,
            outcome: match r.winner {
                None => 0,
                Some(w) if w == you => 1,
                Some(_) => -1,
            },
            // The level too: the same moves against two levels are two games.
            key: format!(
                "{} {:?} {:?} {} | {}",
                LEVELS[level.min(LEVELS.len() - 1)].name,
                s.variant,
                s.start,
                if you == Side::Dark { "D" } else { "L" },
                s.move_list
            ),
            when,
        })
    }

    fn level_index(&self) -> Option<usize> {
        LEVELS.iter().position(|l| l.name == self.level)
    }
}

/// The record file.
#[derive(Serialize, Deserialize, Debug, Default)]
struct RecordFile {
    games: Vec<Finished>,
}

/// Where the record file of the games folder `games` lives: in its parent (the data folder).
pub fn record_path(games: &Path) -> PathBuf {
    games.parent().unwrap_or(Path::new(".")).join(RECORD_FILE)
}

/// The record file's games; `None` if it is missing or cannot be read (then rebuilt).
fn read_record_file(path: &Path) -> Option<Vec<Finished>> {
    let text = super::game_files::read_limited_to(path, super::game_files::OWN_FILE_LIMIT).ok()?;
    ron::from_str::<RecordFile>(&text).ok().map(|r| r.games)
}

/// The record file's games; `None` when it is missing or unreadable (damaged, or written by a
/// newer version). An unreadable file is set aside as `record.ron.unreadable`, never
/// overwritten: the record is then rebuilt from the saved games.
fn read_or_set_aside(path: &Path) -> Option<Vec<Finished>> {
    let games = read_record_file(path);
    if games.is_none() && path.exists() {
        let _ = std::fs::rename(path, path.with_extension("ron.unreadable"));
    }
    games
}

fn write_record_file(path: &Path, games: &[Finished]) -> std::io::Result<()> {
    let text = ron::to_string(&RecordFile {
        games: games.to_vec(),
    })
    .map_err(std::io::Error::other)?;
    crate::game::core::storage::write_atomically(path, &text)
}

/// The games of the record: the record file's, and the finished games against the computer
/// among `rows` that it does not hold, each game once, oldest first. A missing or damaged
/// record file is written again from them.
pub fn gather(games_dir: &Path, rows: &[Row]) -> Vec<Finished> {
    let path = record_path(games_dir);
    let file = read_or_set_aside(&path);
    let lost = file.is_none();
    let mut all = file.unwrap_or_default();
    let mut seen: HashSet<String> = all.iter().map(|g| g.key.clone()).collect();
    for r in rows {
        if let Entry::Game(s) = &r.entry
            && let Some(f) = Finished::of(s, r.modified / 1_000_000_000)
            && seen.insert(f.key.clone())
        {
            all.push(f);
        }
    }
    all.sort_by_key(|g| g.when);
    if lost && !all.is_empty() && games_dir.parent().is_some_and(Path::is_dir) {
        let _ = write_record_file(&path, &all);
    }
    all
}

/// Adds a game finished in the window to the record file. The window adds each game once
/// (`library`'s record keeper); the file may hold two games of one key, the same moves played
/// twice, and [`gather`] counts both (a saved file adds a game only when the record file holds
/// none of its key, so the files of a game saved twice count once).
pub(crate) fn add_finished(games_dir: &Path, game: Finished) -> std::io::Result<()> {
    let path = record_path(games_dir);
    let mut all = read_or_set_aside(&path).unwrap_or_default();
    all.push(game);
    write_record_file(&path, &all)
}

/// Your games against one level.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LevelRecord {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// The sum of your disc margins.
    pub margin_sum: i64,
}

impl LevelRecord {
    /// The average disc difference (yours less the computer's).
    pub fn average_margin(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.margin_sum as f64 / f64::from(self.games)
        }
    }

    /// `Expert: 5 games: 3 won, 1 drawn, 1 lost, +6.2 discs on average` (`level` an index
    /// into the levels).
    pub fn text(&self, level: usize, locale: &Locale) -> String {
        let name = locale.render(&level_name(level));
        if self.games == 0 {
            return tr!(locale, "record-level-none", level = name);
        }
        tr!(
            locale,
            "record-level",
            level = name,
            games = self.games,
            won = self.wins,
            drawn = self.draws,
            lost = self.losses,
            margin = signed(self.average_margin(), locale)
        )
    }
}

/// A margin with its sign and one decimal, the language's way: `+6.2`, `-3,3`.
fn signed(x: f64, locale: &Locale) -> String {
    let n = locale.number(x, 1);
    if n.starts_with('-') {
        n
    } else {
        format!("+{n}")
    }
}

/// The record against each level, and the rating estimate.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    pub levels: [LevelRecord; LEVELS.len()],
    pub rating: Option<f64>,
    /// The last results, oldest first: 1 won, 0 drawn, −1 lost (at most [`LAST_RESULTS`]).
    pub last: Vec<i8>,
}

/// How many of the last results the chart shows.
pub const LAST_RESULTS: usize = 20;

impl Record {
    /// The record of `games` (each once, oldest first).
    pub fn of(games: &[Finished]) -> Record {
        let ratings = level_ratings();
        let mut rec = Record::default();
        let mut rated = Vec::new();
        for g in games {
            let Some(l) = g.level_index() else { continue };
            let lr = &mut rec.levels[l];
            lr.games += 1;
            lr.margin_sum += i64::from(g.margin);
            match g.outcome {
                1 => lr.wins += 1,
                0 => lr.draws += 1,
                _ => lr.losses += 1,
            }
            rated.push((ratings[l], f64::from(g.outcome + 1) / 2.0));
            rec.last.push(g.outcome);
        }
        let skip = rec.last.len().saturating_sub(LAST_RESULTS);
        rec.last.drain(..skip);
        rec.rating = estimate_rating(&rated);
        rec
    }

    /// The games against the computer, all levels.
    pub fn total(&self) -> u32 {
        self.levels.iter().map(|l| l.games).sum()
    }

    /// One short line for the start screen, beside the chosen level:
    /// `You vs Expert: 3–1–2 (won–drawn–lost), +4.5 discs on average`.
    pub fn short_line(&self, level: usize, locale: &Locale) -> Tr {
        let Some(l) = self.levels.get(level) else {
            return Tr::verbatim("");
        };
        let name = locale.render(&level_name(level));
        if l.games == 0 {
            return Tr::new("record-short-none").with("level", name);
        }
        Tr::new("record-short")
            .with("level", name)
            .with("won", l.wins)
            .with("drawn", l.draws)
            .with("lost", l.losses)
            .with("margin", signed(l.average_margin(), locale))
    }

    /// The rating line: `Your rating ≈ 1480 (from 12 games). Levels: Beginner 600, …`, each
    /// level's name and rating kept on one line ([`unbreakable`]).
    pub fn rating_line(&self, locale: &Locale) -> String {
        let ratings = level_ratings();
        let ladder = ratings
            .iter()
            .enumerate()
            .map(|(i, r)| {
                unbreakable(&tr!(
                    locale,
                    "record-ladder-level",
                    level = locale.render(&level_name(i)),
                    rating = format!("{r:.0}")
                ))
            })
            .collect::<Vec<_>>()
            .join(&locale.t("record-list-separator"));
        match self.rating {
            Some(r) => tr!(
                locale,
                "record-rating",
                rating = format!("{r:.0}"),
                games = self.total(),
                ladder = ladder
            ),
            None => tr!(locale, "record-rating-none", ladder = ladder),
        }
    }
}

/// `text` that a wrapping line does not break: spaces made no-break spaces, and a word joiner
/// between two Chinese or Japanese characters (a line may break between any two of them
/// otherwise), so that "Gran maestro 2649" or 上級 1671 never splits.
fn unbreakable(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut previous_wide = false;
    for c in text.chars() {
        let wide = c >= '\u{2e80}';
        if wide && previous_wide {
            out.push('\u{2060}');
        }
        out.push(if c == ' ' { '\u{a0}' } else { c });
        previous_wide = wide;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::ai::level_index;

    const EXPERT: usize = level_index("Expert");
    const CLUB: usize = level_index("Club");
    const CASUAL: usize = level_index("Casual");

    #[test]
    fn each_level_is_rated_its_ladder_score_above_the_one_below() {
        let r = level_ratings();
        assert_eq!(r[0], BEGINNER_RATING);
        for (i, w) in r.windows(2).enumerate() {
            // The rating difference's expected score is the measured score.
            let p = expected_score(w[1], w[0]);
            assert!((p - LADDER_SCORES[i]).abs() < 1e-9, "level {}: {p}", i + 1);
            assert!(w[1] > w[0], "level {} above the one before", i + 1);
        }
        // A score of 3 in 4 is about 191 points.
        assert!((elo_difference(0.75) - 190.85).abs() < 0.01);
    }

    #[test]
    fn even_results_against_one_level_give_its_rating() {
        let expert = level_ratings()[EXPERT];
        let games: Vec<(f64, f64)> = (0..10).map(|i| (expert, f64::from(i % 2))).collect();
        let r = estimate_rating(&games).unwrap();
        assert!((r - expert).abs() < 0.5, "{r} against {expert}");
    }

    #[test]
    fn a_made_up_history_gives_the_rating_whose_expected_score_is_the_score() {
        let ratings = level_ratings();
        // 6 games against Casual (5 won, 1 lost), 4 against Club (1 won, 1 drawn, 2 lost).
        let mut games = vec![(ratings[CASUAL], 1.0); 5];
        games.push((ratings[CASUAL], 0.0));
        games.extend([
            (ratings[CLUB], 1.0),
            (ratings[CLUB], 0.5),
            (ratings[CLUB], 0.0),
            (ratings[CLUB], 0.0),
        ]);
        let r = estimate_rating(&games).unwrap();
        // Between the two levels, and its expected score (with the added draw) is the score.
        assert!(r > ratings[CASUAL] && r < ratings[CLUB], "{r}");
        let average = games.iter().map(|g| g.0).sum::<f64>() / games.len() as f64;
        let expected: f64 =
            games.iter().map(|g| expected_score(r, g.0)).sum::<f64>() + expected_score(r, average);
        assert!((expected - 7.0).abs() < 1e-6, "{expected}");
        // One more win raises it; one more loss lowers it.
        let mut better = games.clone();
        better.push((ratings[CLUB], 1.0));
        let mut worse = games.clone();
        worse.push((ratings[CLUB], 0.0));
        assert!(estimate_rating(&better).unwrap() > r);
        assert!(estimate_rating(&worse).unwrap() < r);
    }

    #[test]
    fn all_wins_give_a_finite_rating_above_the_opponent() {
        let club = level_ratings()[CLUB];
        let r = estimate_rating(&[(club, 1.0); 3]).unwrap();
        assert!(
            r.is_finite() && r > club + 100.0 && r < club + 1000.0,
            "{r}"
        );
        assert_eq!(estimate_rating(&[]), None);
    }

    fn finished(level: &str, outcome: i8, margin: i32, key: &str) -> Finished {
        Finished {
            level: level.into(),
            margin,
            outcome,
            key: key.into(),
            when: 0,
        }
    }

    #[test]
    fn the_rating_line_keeps_each_level_and_its_rating_together() {
        use crate::game::core::i18n::Lang;
        let rec = Record::of(&[]);
        let en = Locale::default();
        let line = rec.rating_line(&en);
        assert!(line.contains("Beginner\u{a0}600"), "{line}");
        // Between two levels, an ordinary space: the line breaks there.
        assert!(line.contains(", Novice\u{a0}"), "{line}");
        let mut ja = Locale::default();
        ja.set_lang(Lang::Japanese);
        let line = rec.rating_line(&ja);
        assert!(line.contains("上\u{2060}級\u{a0}"), "{line}");
        assert_eq!(
            unbreakable("Gran maestro 2649"),
            "Gran\u{a0}maestro\u{a0}2649"
        );
        assert_eq!(unbreakable("Größe"), "Größe");
    }

    #[test]
    fn the_record_counts_each_level_apart() {
        let rec = Record::of(&[
            finished("Expert", 1, 10, "a"),
            finished("Expert", -1, -20, "b"),
            finished("Expert", 0, 0, "c"),
            finished("Club", 1, 64, "d"),
        ]);
        assert_eq!(
            rec.levels[EXPERT],
            LevelRecord {
                games: 3,
                wins: 1,
                draws: 1,
                losses: 1,
                margin_sum: -10
            }
        );
        assert_eq!(rec.levels[CLUB].wins, 1);
        assert_eq!(rec.total(), 4);
        assert_eq!(rec.last, [1, -1, 0, 1]);
        let en = Locale::default();
        assert_eq!(
            en.render(&rec.short_line(EXPERT, &en)),
            "You vs Expert: 1–1–1 (won–drawn–lost), -3.3 discs on average"
        );
        assert_eq!(
            rec.levels[EXPERT].text(EXPERT, &en),
            "Expert: 3 games: 1 won, 1 drawn, 1 lost, -3.3 discs on average"
        );
        assert_eq!(
            rec.levels[CLUB].text(CLUB, &en),
            "Club: 1 game: 1 won, 0 drawn, 0 lost, +64.0 discs on average"
        );
        let mut fr = Locale::default();
        fr.set_lang(crate::game::core::i18n::Lang::French);
        assert!(
            fr.render(&rec.short_line(EXPERT, &fr)).contains("-3,3"),
            "{}",
            fr.render(&rec.short_line(EXPERT, &fr))
        );
        assert!(rec.rating.is_some());
    }

    #[test]
    fn the_same_moves_against_two_levels_are_two_games() {
        use super::super::game_list::Finish;
        use reversi_engine::rules::{StartPosition, Variant};
        let against = |level: &str| Summary {
            dark: "you".into(),
            light: format!("computer, {level}"),
            variant: Variant::Classic,
            start: StartPosition::Standard,
            moves: 60,
            result: Some(Finish {
                dark: 40,
                light: 24,
                winner: Some(Side::Dark),
                lost_on_time: None,
            }),
            final_dark: 0,
            final_light: 0,
            move_list: "1. f5 d6".into(),
            opening: None,
            imported: 0,
            set_up: false,
        };
        let novice = Finished::of(&against("Novice"), 1).unwrap();
        let expert = Finished::of(&against("Expert"), 2).unwrap();
        assert_ne!(novice.key, expert.key);
        assert_eq!(novice.key, Finished::of(&against("Novice"), 3).unwrap().key);
    }

    #[test]
    fn an_unreadable_record_file_is_set_aside_never_overwritten() {
        let home = std::env::temp_dir().join(format!("reversi3d-record-{}", std::process::id()));
        let games = home.join("games");
        std::fs::create_dir_all(&games).unwrap();
        let path = record_path(&games);
        std::fs::write(&path, "a newer version's record {").unwrap();
        add_finished(&games, finished("Expert", 1, 10, "a")).unwrap();
        let aside = path.with_extension("ron.unreadable");
        assert_eq!(
            std::fs::read_to_string(&aside).unwrap(),
            "a newer version's record {"
        );
        assert_eq!(read_record_file(&path).map(|g| g.len()), Some(1));
        std::fs::remove_dir_all(&home).unwrap();
    }
}
