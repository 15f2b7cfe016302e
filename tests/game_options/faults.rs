//! Faults on the game's files (issue #25): a full disk during a save, a read-only config
//! folder, and `kill -9` in the middle of a save. In each, nothing written before is lost and
//! the player is told.
//!
//! - The full disk two ways: a file-size limit (`prlimit --fsize`, which makes every write past
//!   it fail as a full disk does, for any user, root included) on a child process that runs
//!   the game; and, where mounting is allowed (root), a real small tmpfs filled up.
//! - The read-only folder: a read-only mount where mounting is allowed (root ignores
//!   permission bits), the folder's write bits taken away otherwise.
//! - `kill -9`: a child process writing saved games in a loop is killed at random moments; the
//!   file is always one whole game, never a torn one, and the next window removes the
//!   temporary files the killed writes left.
//!
//! A child process is this test binary run again on one `#[ignore]`d test (the part that runs
//! under the fault), told its folder by an environment variable.

use crate::app::*;
use bevy::prelude::*;
use reversi_engine::rules::notation::{replay, transcript};
use reversi_engine::rules::record::parse_record;
use reversi_engine::rules::{GameOptions, Side};
use reversi3d::game::{RecordRequest, Storage, saved_text, write_atomically};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The folder a child process works in.
const CHILD_DIR: &str = "REVERSI3D_FAULT_DIR";
/// The text the writer child writes first.
const WRITER_START: &str = "REVERSI3D_FAULT_START";

/// Every file under `dir` with its bytes (the lock file aside: it holds only a process id).
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if !p.ends_with("unfinished.lock") {
                out.insert(p.clone(), std::fs::read(&p).unwrap());
            }
        }
    }
    out
}

/// The files a player has after a session: settings changed, a game saved, a game left
/// unfinished (f5 d6).
fn play_a_session(dir: &Path) {
    let mut app = new_app_with(HUMANS, Storage::under(dir.to_path_buf()));
    press(&mut app, &[KeyCode::KeyT]);
    play(&mut app, "f5");
    play(&mut app, "d6");
    app.world_mut().write_message(RecordRequest::Save);
    app.update();
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert!(dir.join("settings.ron").exists() && dir.join("unfinished.txt").exists());
    assert_eq!(std::fs::read_dir(dir.join("games")).unwrap().count(), 1);
}

/// The next session under a fault where every write fails: the unfinished game is resumed and
/// played on, a setting changed, the game saved, the window closed. Each failed write is told
/// with the system's error, which must contain `error`. Returns what was told.
fn a_session_where_writes_fail(dir: &Path, error: &str) -> Vec<String> {
    let mut app = new_app_with(HUMANS, Storage::under(dir.to_path_buf()));
    app.world_mut().write_message(RecordRequest::Resume);
    frames(&mut app, 2);
    assert!(run_until(&mut app, 50, turn_decided));
    assert_eq!(transcript(&game(&app), false), "f5d6", "the game resumed");
    let mut told = Vec::new();
    play(&mut app, "c3");
    told.push(until_message(
        &mut app,
        5,
        "Could not keep the unfinished game",
    ));
    press(&mut app, &[KeyCode::KeyT]);
    told.push(until_message(
        &mut app,
        5,
        "The settings could not be saved",
    ));
    app.world_mut().write_message(RecordRequest::Save);
    told.push(until_message(&mut app, 5, "Could not save the game"));
    app.world_mut().write_message(AppExit::Success);
    app.update();
    for (t, want) in told.iter().zip([
        "Could not keep the unfinished game",
        "The settings could not be saved",
        "Could not save the game",
    ]) {
        assert!(t.contains(want) && t.contains(error), "told: {t:?}");
    }
    told
}

/// Runs the `#[ignore]`d test `name` of this binary in a child process, after `wrapper` (a
/// command that runs the rest of its arguments), working in `dir`.
fn run_child(wrapper: &[&str], name: &str, dir: &Path) -> Output {
    let exe = std::env::current_exe().expect("the test binary");
    Command::new(wrapper[0])
        .args(&wrapper[1..])
        .arg(exe)
        .args([
            "--ignored",
            "--exact",
            name,
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_DIR, dir)
        .output()
        .expect("start the child process")
}

fn child_dir() -> Option<PathBuf> {
    let dir = std::env::var_os(CHILD_DIR).map(PathBuf::from);
    if dir.is_none() {
        println!("run by its parent test only, which sets {CHILD_DIR}");
    }
    dir
}

#[test]
fn a_full_disk_during_saves_loses_nothing_and_is_told() {
    let dir = temp_dir("full-disk");
    play_a_session(&dir);
    let before = snapshot(&dir);
    // Writes past 100 bytes fail with EFBIG, as writes on a full disk fail with ENOSPC:
    // every file the game writes is longer. SIGXFSZ is ignored so that the write returns the
    // error instead of ending the process (what a full disk does).
    let limited = [
        "sh",
        "-c",
        "trap '' XFSZ; exec prlimit --fsize=100 \"$@\"",
        "sh",
    ];
    let out = run_child(&limited, "faults::full_disk_child", &dir);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stdout.contains("told: "),
        "the child failed ({}):\n{stdout}\n{stderr}",
        out.status
    );
    assert!(stdout.contains("File too large"), "{stdout}");
    assert_eq!(
        snapshot(&dir),
        before,
        "every file as it was, no file added"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
#[ignore = "the child process of a_full_disk_during_saves_loses_nothing_and_is_told"]
fn full_disk_child() {
    let Some(dir) = child_dir() else { return };
    for t in a_session_where_writes_fail(&dir, "File too large") {
        println!("told: {t}");
    }
}

/// A tmpfs mounted for a test, unmounted when dropped.
struct Mount(PathBuf);

impl Mount {
    /// A tmpfs of `size` at `dir`, or why not (not root, no mount in this container).
    fn tmpfs(dir: &Path, size: &str) -> Result<Mount, String> {
        let out = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir)
            .output()
            .map_err(|e| format!("mount: {e}"))?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).trim().to_string());
        }
        Ok(Mount(dir.to_path_buf()))
    }

    /// Remounts it read-only. A file still open for writing makes the remount fail ("busy"):
    /// the session's threads off the main thread (the games folder's scan writing its index)
    /// may finish a moment after the session, so it is tried for up to 10 s.
    fn read_only(&self) {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        loop {
            let out = Command::new("mount")
                .args(["-o", "remount,ro"])
                .arg(&self.0)
                .output();
            match out {
                Ok(o) if o.status.success() => return,
                Ok(o) if std::time::Instant::now() < deadline => {
                    let _ = o;
                    std::thread::sleep(std::time::Duration::from_millis(100));
                }
                other => panic!("remount {} read-only: {other:?}", self.0.display()),
            }
        }
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

#[test]
fn a_real_full_disk_during_saves_loses_nothing_and_is_told() {
    let dir = temp_dir("tmpfs-full");
    let mount = match Mount::tmpfs(&dir, "256k") {
        Ok(m) => m,
        Err(e) => {
            println!(
                "SKIPPED: a small tmpfs cannot be mounted here ({e}); the full disk is covered by a_full_disk_during_saves_loses_nothing_and_is_told"
            );
            return;
        }
    };
    play_a_session(&dir);
    let before = snapshot(&dir);
    // Fill the disk.
    {
        use std::io::Write;
        let mut f = std::fs::File::create(dir.join("filler")).unwrap();
        while f.write_all(&[0u8; 4096]).is_ok() {}
        let _ = f.sync_all();
    }
    let filler = std::fs::read(dir.join("filler")).unwrap();
    let told = a_session_where_writes_fail(&dir, "No space left on device");
    println!("told: {told:?}");
    let mut after = snapshot(&dir);
    assert_eq!(after.remove(&dir.join("filler")), Some(filler));
    assert_eq!(after, before, "every file as it was, no file added");
    drop(mount);
    let _ = std::fs::remove_dir_all(dir);
}

/// Whether this process runs as root (which ignores permission bits).
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

fn set_writable(dir: &Path, writable: bool) {
    for d in [dir.to_path_buf(), dir.join("games")] {
        let mut p = std::fs::metadata(&d).unwrap().permissions();
        p.set_readonly(!writable);
        std::fs::set_permissions(&d, p).unwrap();
    }
}

#[test]
fn a_read_only_config_folder_loses_nothing_and_is_told() {
    let dir = temp_dir("read-only");
    if is_root() {
        let mount = match Mount::tmpfs(&dir, "1m") {
            Ok(m) => m,
            Err(e) => {
                println!(
                    "SKIPPED: running as root, which writes into folders without write permission, and no read-only folder can be mounted here ({e})"
                );
                return;
            }
        };
        play_a_session(&dir);
        let before = snapshot(&dir);
        mount.read_only();
        a_session_where_writes_fail(&dir, "Read-only file system");
        assert_eq!(snapshot(&dir), before, "every file as it was");
        drop(mount);
    } else {
        play_a_session(&dir);
        let before = snapshot(&dir);
        set_writable(&dir, false);
        a_session_where_writes_fail(&dir, "Permission denied");
        assert_eq!(snapshot(&dir), before, "every file as it was");
        set_writable(&dir, true);
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The saved games the writer child writes in turn: whole games with long comments (so that a
/// write takes long enough for a kill to land in it), each a different size.
fn writer_texts() -> Vec<String> {
    ["f5", "f5d6", "f5d6c3d3c4f4f6"]
        .iter()
        .enumerate()
        .map(|(i, moves)| {
            let g = replay(GameOptions::default(), moves).unwrap();
            let mut t = saved_text(&g, &HUMANS);
            for line in 0..(4_000 + 1_500 * i) {
                t.push_str(&format!("# padding {i} {line:>60}\n"));
            }
            t
        })
        .collect()
}

#[test]
fn kill_9_in_the_middle_of_a_save_leaves_the_old_or_the_new_file_never_a_torn_one() {
    use rand::{Rng, SeedableRng};
    let dir = temp_dir("kill-9");
    let file = dir.join("unfinished.txt");
    let texts = writer_texts();
    write_atomically(&file, &texts[0]).unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(25);
    let mut seen = std::collections::BTreeSet::new();
    let exe = std::env::current_exe().unwrap();
    for round in 0..12 {
        let mut child = Command::new(&exe)
            .args([
                "--ignored",
                "--exact",
                "faults::writer_child",
                "--nocapture",
            ])
            .args(["--test-threads=1"])
            .env(CHILD_DIR, &dir)
            // Its first write differs from the file (however slow a write is here).
            .env(WRITER_START, (1 + round % 2).to_string())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        // Once it says so, the child writes all the time.
        let out = std::io::BufReader::new(child.stdout.take().unwrap());
        let started = std::io::BufRead::lines(out).any(|l| l.is_ok_and(|l| l.ends_with("writing")));
        assert!(started, "round {round}: the child did not start writing");
        std::thread::sleep(std::time::Duration::from_millis(rng.random_range(0..120)));
        child.kill().unwrap();
        let _ = child.wait();
        let now = std::fs::read_to_string(&file).unwrap();
        let k = texts.iter().position(|t| *t == now).unwrap_or_else(|| {
            panic!(
                "round {round}: the file is no whole text ({} bytes)",
                now.len()
            )
        });
        parse_record(&now).unwrap();
        seen.insert(k);
    }
    assert!(seen.len() > 1, "the child did write: {seen:?}");
    // The kills landed in writes: their temporary files are left (hidden, beside the file).
    let left = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            let e = e.as_ref().unwrap().file_name();
            e.to_string_lossy().ends_with(".tmp")
        })
        .count();
    assert!(left > 0, "no kill landed in the middle of a write");
    // The next window removes them (their processes are gone), and the file stays.
    let before = std::fs::read_to_string(&file).unwrap();
    let app = new_app_with(HUMANS, Storage::under(dir.clone()));
    let names = std::fs::read_dir(&dir).unwrap();
    let names: Vec<String> = names
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| !n.ends_with(".tmp")),
        "temporary files left: {names:?}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), before);
    drop(app);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
#[ignore = "the child process of kill_9_in_the_middle_of_a_save_leaves_the_old_or_the_new_file_never_a_torn_one"]
fn writer_child() {
    let Some(dir) = child_dir() else { return };
    let texts = writer_texts();
    let start: usize = std::env::var(WRITER_START).map_or(0, |s| s.parse().unwrap());
    println!("writing");
    for i in start..100_000 {
        write_atomically(&dir.join("unfinished.txt"), &texts[i % texts.len()]).unwrap();
    }
}

/// The clock kept by a quit signal survives a restart: the game resumes with the same time
/// left (the signal itself:
/// files::a_quit_signal_keeps_the_unfinished_game_with_the_time_since_the_last_move).
#[test]
fn the_time_left_when_the_game_was_closed_comes_back_on_resume() {
    let dir = temp_dir("clock-back");
    let kept = {
        let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
        start_with(&mut app, |s| s.options.set_clock_minutes(1));
        play(&mut app, "f5");
        run_secs(&mut app, 1.0);
        app.world()
            .resource::<reversi3d::game::QuitSignal>()
            .raise();
        while app.should_exit().is_none() {
            app.update();
        }
        game(&app).clock().unwrap().remaining(Side::Light)
    };
    assert!(kept < 59_100, "{kept}");
    let mut app = new_app_with(HUMANS, Storage::under(dir.clone()));
    app.world_mut().write_message(RecordRequest::Resume);
    frames(&mut app, 2);
    assert!(run_until(&mut app, 50, turn_decided));
    let light = game(&app).clock().unwrap().remaining(Side::Light);
    assert!(
        light <= kept && light + 500 > kept,
        "Light had {kept} ms left when the game closed, {light} ms on resume"
    );
    let _ = std::fs::remove_dir_all(dir);
}
