//! One action of the monkey, chosen by a roll: clicks on legal or any squares, keys and
//! chords, hints, typed squares, buttons, time passing, new games with random options, pastes,
//! save (read back and compared with the game), load of the last saved game or of a file,
//! window resizes, quitting and starting again on the same files, review keys after a game,
//! and long single frames.

use super::harness::{Probe, monkey_app};
use super::model::{describe_key, key_of};
use super::random::{
    BUTTONS, CHORDS, KEYS, random_options, random_players, random_text, short, short_clock,
};
use super::{Check, Input, Monkey, Violation};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, WindowResized};
use rand::Rng;
use reversi_engine::rules::record::parse_record;
use reversi_engine::rules::{Bitboard, Square};
use reversi3d::game::HintLabel;
use reversi3d::game::Storage;
use reversi3d::game::{
    CurrentGame, DisplaySettings, NewGameSetup, Phase, PlayerKind, Players, StartNewGame,
};
use reversi3d::game::{LastSaved, RecordRequest};
use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::time::Duration;

impl Monkey {
    fn write_file(&mut self, text: &str) -> PathBuf {
        self.files += 1;
        let p = self.dir.join(format!("load-{}.txt", self.files));
        std::fs::write(&p, text).expect("a test file");
        p
    }

    /// Chooses and performs one action; returns its description.
    pub(super) fn act(&mut self) -> Result<String, (String, Violation)> {
        // The setup the start screen would use stays at the low levels, with the monkey's
        // own start positions (a random arrangement is seeded by the wall clock).
        {
            let mut setup = self.app.world_mut().resource_mut::<NewGameSetup>();
            setup.level = setup.level.min(2);
            setup.random_start = false;
            let low = |p: PlayerKind| match p {
                PlayerKind::Computer(l) => PlayerKind::Computer(l.min(2)),
                h => h,
            };
            setup.players = Players {
                dark: low(setup.players.dark),
                light: low(setup.players.light),
            };
        }
        let mut roll = self.rng.random_range(0..1000);
        // After a game, the arrows (review) are pressed more often.
        if matches!(self.phase(), Some(Phase::GameOver) | Some(Phase::Review))
            && self.rng.random_bool(0.3)
        {
            roll = 1000;
        }
        let mut desc = String::new();
        let r = self.perform(roll, &mut desc);
        match r {
            Ok(()) => Ok(desc),
            Err(v) => Err((desc, v)),
        }
    }

    fn perform(&mut self, roll: u32, desc: &mut String) -> Result<(), Violation> {
        match roll {
            // A legal square (when there is one), clicked.
            0..=219 => {
                let legal: Vec<Square> = Bitboard(self.game().legal_moves()).squares().collect();
                let s = if legal.is_empty() {
                    Square::from_col_row(self.rng.random_range(0..8), self.rng.random_range(0..8))
                        .unwrap()
                } else {
                    legal[self.rng.random_range(0..legal.len())]
                };
                *desc = format!("click {s} (legal: {})", !legal.is_empty());
                let e = self.square_entity(s).expect("the square");
                self.click_entity(e)
            }
            // Any square.
            220..=299 => {
                let s =
                    Square::from_col_row(self.rng.random_range(0..8), self.rng.random_range(0..8))
                        .unwrap();
                *desc = format!("click {s}");
                let e = self.square_entity(s).expect("the square");
                self.click_entity(e)
            }
            // A key.
            300..=469 => {
                let k = KEYS[self.rng.random_range(0..KEYS.len())];
                *desc = format!("key {k:?}");
                self.keys(&[k])
            }
            // A chord.
            470..=529 => {
                let c = CHORDS[self.rng.random_range(0..CHORDS.len())];
                *desc = format!("keys {c:?}");
                self.keys(c)
            }
            // H (hints), or the Hint button.
            530..=534 => {
                if self.avoids(Input::HintKeys) {
                    *desc = "no hint (skipped)".into();
                    return self.frame();
                }
                if self.rng.random_bool(0.5) {
                    *desc = "key H, then wait for the hints".into();
                    self.keys(&[KeyCode::KeyH])?;
                    // (No hints come when no person is to move: then 45 frames pass.)
                    self.frames_until(45, |m| {
                        let w = m.app.world_mut();
                        w.query::<&HintLabel>().iter(w).next().is_some()
                    })?;
                    Ok(())
                } else {
                    *desc = "button Hint".into();
                    match self.button_entity("hint") {
                        Some(e) => self.click_entity(e),
                        None => self.frame(),
                    }
                }
            }
            // A typed square: its letter, then its digit a frame later.
            535..=589 => {
                let legal: Vec<Square> = Bitboard(self.game().legal_moves()).squares().collect();
                let s = if !legal.is_empty() && self.rng.random_bool(0.6) {
                    legal[self.rng.random_range(0..legal.len())]
                } else {
                    Square::from_col_row(self.rng.random_range(0..8), self.rng.random_range(0..8))
                        .unwrap()
                };
                *desc = format!("type {s}");
                let name = s.to_string();
                let letter = match name.as_bytes()[0] {
                    b'a' => KeyCode::KeyA,
                    b'b' => KeyCode::KeyB,
                    b'c' => KeyCode::KeyC,
                    b'd' => KeyCode::KeyD,
                    b'e' => KeyCode::KeyE,
                    b'f' => KeyCode::KeyF,
                    b'g' => KeyCode::KeyG,
                    _ => KeyCode::KeyH,
                };
                let digit = [
                    KeyCode::Digit1,
                    KeyCode::Digit2,
                    KeyCode::Digit3,
                    KeyCode::Digit4,
                    KeyCode::Digit5,
                    KeyCode::Digit6,
                    KeyCode::Digit7,
                    KeyCode::Digit8,
                ][(name.as_bytes()[1] - b'1') as usize];
                self.keys(&[letter])?;
                self.keys(&[digit])
            }
            // A button (when it is on screen).
            590..=689 => {
                let a = BUTTONS[self.rng.random_range(0..BUTTONS.len())];
                match self.button_entity(a) {
                    Some(e) => {
                        *desc = format!("button {a}");
                        self.click_entity(e)
                    }
                    None => {
                        *desc = format!("button {a} (not shown)");
                        self.frame()
                    }
                }
            }
            // Time passes.
            690..=839 => {
                let step = [1, 8, 16, 16, 16, 33, 100, 250, 1000][self.rng.random_range(0..9)];
                let frames = [1, 2, 5, 10, 30, 60, 120][self.rng.random_range(0..7)];
                *desc = format!("wait {frames} frames of {step} ms");
                for _ in 0..frames {
                    self.frame_with(Duration::from_millis(step))?;
                    self.check_now()?;
                }
                Ok(())
            }
            // A new game with random options.
            840..=879 => self.new_game(desc),
            // Paste.
            880..=919 => {
                let options = self.app.world().resource::<NewGameSetup>().options;
                let skip = self.cfg.skip_inputs.clone();
                let (text, kind) = random_text(&mut self.rng, &options, &skip);
                *desc = format!("paste {kind}: {:?}", short(&text));
                self.app
                    .world_mut()
                    .write_message(RecordRequest::Paste(text));
                self.frame()
            }
            // Save, and read the file back.
            920..=944 => {
                *desc = "save".into();
                self.save_and_check()
            }
            // Load the last saved game, or a file.
            945..=964 => {
                if self.rng.random_bool(0.4) {
                    *desc = "load the last saved game".into();
                    self.app.world_mut().write_message(RecordRequest::LoadLast);
                } else {
                    let options = self.app.world().resource::<NewGameSetup>().options;
                    let skip = self.cfg.skip_inputs.clone();
                    let path = match self.rng.random_range(0..6) {
                        0 => self.dir.join("no-such-file.txt"),
                        1 => self.dir.clone(),
                        _ => {
                            let (t, kind) = random_text(&mut self.rng, &options, &skip);
                            let _ = write!(desc, "{kind} {:?} ", short(&t));
                            self.write_file(&t)
                        }
                    };
                    *desc = format!("load file {}{desc}", path.display());
                    self.app
                        .world_mut()
                        .write_message(RecordRequest::Load(path));
                }
                self.frame()
            }
            // The window is resized.
            965..=984 => {
                let sizes: &[(f32, f32)] = &[
                    (1280.0, 720.0),
                    (800.0, 600.0),
                    (640.0, 1000.0),
                    (3840.0, 400.0),
                    (1.0, 1.0),
                    (200.0, 2000.0),
                    (0.0, 0.0),
                    (0.0, 720.0),
                    (1280.0, 0.0),
                ];
                let mut i = self.rng.random_range(0..sizes.len());
                if self.avoids(Input::ZeroWindow) {
                    i %= 6;
                }
                let (w, h) = sizes[i];
                *desc = format!("resize the window to {w}x{h}");
                let world = self.app.world_mut();
                let (e, mut win) = world
                    .query_filtered::<(Entity, &mut Window), With<PrimaryWindow>>()
                    .single_mut(world)
                    .expect("the window");
                win.resolution.set(w, h);
                world.write_message(WindowResized {
                    window: e,
                    width: w,
                    height: h,
                });
                self.frame()
            }
            // Quit (the window closes) and start again on the same files.
            985..=991 => {
                *desc = "quit and start again".into();
                self.restart()
            }
            // Review keys.
            1000 => {
                let k = [
                    KeyCode::ArrowLeft,
                    KeyCode::ArrowLeft,
                    KeyCode::ArrowRight,
                    KeyCode::Home,
                    KeyCode::End,
                ][self.rng.random_range(0..5)];
                *desc = format!("key {k:?} (review)");
                self.keys(&[k])
            }
            // Alt-tab style pause: a long single frame.
            _ => {
                let ms = self.rng.random_range(1_000..20_000);
                *desc = format!("one frame of {ms} ms");
                self.frame_with(Duration::from_millis(ms))
            }
        }
    }

    fn new_game(&mut self, desc: &mut String) -> Result<(), Violation> {
        let options = random_options(&mut self.rng);
        let players = random_players(&mut self.rng);
        let extreme = !self.avoids(Input::ExtremeSpeed);
        let speeds: &[f32] = if extreme {
            &[0.0, 0.6, 1.0, 1.0, 2.0, 4.0, 1e-30, 1e6]
        } else {
            &[0.0, 0.6, 1.0, 1.0, 2.0, 4.0]
        };
        let speed = speeds[self.rng.random_range(0..speeds.len())];
        let alternate = self.rng.random_bool(0.3);
        *desc = format!(
            "new game: {:?} {:?} {:?} empties {} clock {:?} ms, {:?} vs {:?}, speed {speed}, \
             alternate {alternate}",
            options.variant,
            options.start,
            options.supply,
            options.empties_to_winner,
            options.clock_ms,
            players.dark,
            players.light
        );
        let world = self.app.world_mut();
        {
            let mut setup = world.resource_mut::<NewGameSetup>();
            setup.options = options;
            setup.players = players;
            setup.random_start = false;
            setup.alternate_colours = alternate;
        }
        world.resource_mut::<DisplaySettings>().anim_speed = speed;
        world.write_message(StartNewGame);
        self.report.games_started += 1;
        self.frame()?;
        if let Some(total) = options.clock_ms {
            let left = short_clock(&mut self.rng, total);
            self.app
                .world_mut()
                .resource_mut::<CurrentGame>()
                .0
                .set_clock_left(left);
            *desc = format!("{desc}, time left {left:?} ms");
        }
        Ok(())
    }

    /// Saves (when the phase is known for the frame) and reads the file back: the same
    /// start, moves, options and result as the game (the whole game during review).
    fn save_and_check(&mut self) -> Result<(), Violation> {
        let known = self.transitions_done();
        let review = self.phase() == Some(Phase::Review);
        let g = self.game().clone();
        // Cleared, so that a Save that names no file is seen.
        self.app.world_mut().resource_mut::<LastSaved>().0 = None;
        self.app.world_mut().write_message(RecordRequest::Save);
        self.frame()?;
        // A game lost on time is saved once the engine has completed it (with its score).
        let mut g = g;
        if g.awaiting_completion() {
            self.frames_until(600, |m| !m.game().awaiting_completion())?;
            g = self.game().clone();
            // The save is made in the frame after the completion lands.
            self.frame()?;
        }
        if !known || !self.checks(Check::Saved) {
            return Ok(());
        }
        // A new file, or the one that holds the same game already (saved before, or when it
        // finished): either way it must read back as the game.
        let after = self.app.world().resource::<LastSaved>().0.clone();
        let Some(path) = after else {
            return Err((Check::Saved, "Save named no file".into()));
        };
        self.report.saves_checked += 1;
        let text = std::fs::read_to_string(&path).map_err(|e| {
            (
                Check::Saved,
                format!("the saved file {} cannot be read: {e}", path.display()),
            )
        })?;
        let rec = parse_record(&text).map_err(|e| {
            (
                Check::Saved,
                format!("the saved file does not read back: {e}\n{text}"),
            )
        })?;
        // Review never changes the game: the file holds the whole game, in review or not.
        let want = g.clone();
        let (got_k, want_k) = (key_of(&rec.game), key_of(&want));
        if got_k != want_k {
            return Err((
                Check::Saved,
                format!(
                    "saved {}, the file reads back as {}; the game is {}",
                    if review { "during review" } else { "in play" },
                    describe_key(&got_k),
                    describe_key(&want_k)
                ),
            ));
        }
        let shown = if want.is_over() {
            want.result()
                .map(|r| format!("{}-{}", r.recorded_dark, r.recorded_light))
        } else {
            None
        };
        let tag = text
            .lines()
            .find_map(|l| l.strip_prefix("[Result \"")?.strip_suffix("\"]"))
            .map(str::to_string);
        let want_tag = shown.clone().unwrap_or_else(|| "*".into());
        if tag.as_deref() != Some(want_tag.as_str()) {
            return Err((
                Check::Saved,
                format!(
                    "saved result {tag:?}, the game's result is {want_tag} (lost on time: {:?})",
                    want.lost_on_time()
                ),
            ));
        }
        Ok(())
    }

    fn restart(&mut self) -> Result<(), Violation> {
        self.app.world_mut().write_message(AppExit::Success);
        self.frame()?;
        self.check_now()?;
        let window = {
            let w = self.app.world_mut();
            w.query_filtered::<&Window, With<PrimaryWindow>>()
                .single(w)
                .map(|w| (w.width(), w.height()))
                .unwrap_or((1280.0, 720.0))
        };
        let storage = Storage::under(self.dir.clone());
        // The old window is closed before the new one opens (it holds the unfinished game).
        self.report.moves_played += self.app.world().resource::<Probe>().moves;
        self.app = App::new();
        let r = catch_unwind(AssertUnwindSafe(|| monkey_app(storage)));
        match r {
            Ok(mut app) => {
                let w = app.world_mut();
                if let Ok(mut win) = w
                    .query_filtered::<&mut Window, With<PrimaryWindow>>()
                    .single_mut(w)
                {
                    win.resolution.set(window.0, window.1);
                }
                self.app = app;
                self.phase_since = (None, 0.0);
                Ok(())
            }
            Err(_) => Err((Check::Panic, "panic while starting the app".into())),
        }
    }
}
