//! End to end: the real binary in a real window under Xvfb with Mesa's software Vulkan. The
//! real mouse (xdotool) clicks a legal square; the move must be played (log line) and a
//! screenshot written that is not blank. Where no X server, xdotool or Vulkan driver can be
//! had, skips with the reason printed; under CI (`CI=true`, as `.ci/run` sets, which also
//! installs them) that is a failure with the reason instead, so the tests never pass silently
//! there.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, mpsc};

/// One window test at a time: they share X display numbers and the mouse.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
use std::time::{Duration, Instant};

fn have(cmd: &str) -> bool {
    Command::new("sh")
        .arg("-c")
        .arg(format!("command -v {cmd}"))
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

fn vulkan_driver() -> bool {
    ["/usr/share/vulkan/icd.d", "/etc/vulkan/icd.d"]
        .iter()
        .any(|d| {
            std::fs::read_dir(d)
                .map(|mut r| r.next().is_some())
                .unwrap_or(false)
        })
}

struct Killer(Child);
impl Drop for Killer {
    fn drop(&mut self) {
        // SIGTERM first, so an X server removes its lock file and socket; then make sure.
        let _ = Command::new("kill")
            .args(["-TERM", &self.0.id().to_string()])
            .stderr(Stdio::null())
            .status();
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(3) {
            if let Ok(Some(_)) = self.0.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Display `n` is held by a running X server (a lock file whose process is alive).
fn display_in_use(n: u32) -> bool {
    let lock = format!("/tmp/.X{n}-lock");
    let Ok(text) = std::fs::read_to_string(&lock) else {
        return Path::new(&format!("/tmp/.X11-unix/X{n}")).exists();
    };
    let alive = text
        .trim()
        .parse::<u32>()
        .is_ok_and(|pid| Path::new(&format!("/proc/{pid}")).exists());
    if !alive {
        // Left by a server that was killed: clear it so the display can be used again.
        let _ = std::fs::remove_file(&lock);
        let _ = std::fs::remove_file(format!("/tmp/.X11-unix/X{n}"));
    }
    alive
}

fn start_xvfb() -> Option<(Killer, String)> {
    start_xvfb_sized("1280x720x24")
}

/// An X server whose screen is `screen` (`WIDTHxHEIGHTxDEPTH`).
fn start_xvfb_sized(screen: &str) -> Option<(Killer, String)> {
    for n in 91..120 {
        if display_in_use(n) {
            continue;
        }
        let display = format!(":{n}");
        let child = Command::new("Xvfb")
            .args([&display, "-screen", "0", screen, "-nolisten", "tcp"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let k = Killer(child);
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(10) {
            if Path::new(&format!("/tmp/.X11-unix/X{n}")).exists() {
                return Some((k, display));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    None
}

fn xdotool(display: &str, args: &[&str]) {
    let _ = Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display)
        .status();
}

/// Parses `legal squares: d3@412,233 c4@…` for one square.
fn square_position(line: &str, square: &str) -> Option<(i32, i32)> {
    let rest = line.strip_prefix("legal squares: ")?;
    rest.split_whitespace().find_map(|item| {
        let (sq, pos) = item.split_once('@')?;
        if sq != square {
            return None;
        }
        let (x, y) = pos.split_once(',')?;
        Some((x.parse().ok()?, y.parse().ok()?))
    })
}

/// Distinct colours in the PNG (a blank or single-colour image has 1).
fn distinct_colours(path: &PathBuf) -> usize {
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(path).expect("screenshot file"),
    ));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size().expect("buffer size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    let bytes = &buf[..info.buffer_size()];
    let step = info.color_type.samples();
    let mut seen = std::collections::HashSet::new();
    for px in bytes.chunks(step).step_by(7) {
        seen.insert(px.to_vec());
    }
    seen.len()
}

/// Running under CI: the `CI` variable is `true` (or `1`), as CI services and `.ci/run` set it.
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1")
}

/// A window test cannot run here: under CI that fails the test with the reason (CI installs
/// what the tests need, so a skip would hide a broken setup); elsewhere it prints the reason
/// and the test passes.
fn skip(reason: &str) {
    if in_ci() {
        panic!("the window test cannot run under CI (CI=true): {reason}");
    }
    println!("SKIPPED: {reason}");
}

/// Whether a window can be had here; says why not (see [`skip`]).
fn window_available() -> bool {
    for tool in ["Xvfb", "xdotool"] {
        if !have(tool) {
            skip(&format!(
                "{tool} is not installed (apt-get install xvfb xdotool)"
            ));
            return false;
        }
    }
    if !vulkan_driver() {
        skip("no Vulkan driver (apt-get install mesa-vulkan-drivers libvulkan1)");
        return false;
    }
    true
}

/// A fresh folder for the game's files in one session.
fn home_for(display: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!(
        "reversi3d-window-{}-{}",
        std::process::id(),
        display.trim_start_matches(':')
    ));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// The game running in its own X server, with its output collected line by line.
struct Session {
    display: String,
    lines: mpsc::Receiver<String>,
    log: Vec<String>,
    game: Killer,
    _xvfb: Killer,
}

impl Session {
    fn start(args: &[&str]) -> Option<Session> {
        Self::start_on(start_xvfb()?, args)
    }

    /// The game in the X server given.
    fn start_on(xvfb: (Killer, String), args: &[&str]) -> Option<Session> {
        let home = home_for(&xvfb.1);
        Self::start_in(xvfb, args, &home)
    }

    /// The game in the X server given, its settings and unfinished games in `home`.
    fn start_in((xvfb, display): (Killer, String), args: &[&str], home: &Path) -> Option<Session> {
        let mut child = Command::new(env!("CARGO_BIN_EXE_reversi3d"))
            .args(args)
            .env("DISPLAY", &display)
            .env_remove("WAYLAND_DISPLAY")
            // Settings and unfinished games go to a folder of the test's own.
            .env("REVERSI3D_HOME", home)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start reversi3d");
        let (tx, rx) = mpsc::channel::<String>();
        let out = child.stdout.take().unwrap();
        let tx2 = tx.clone();
        std::thread::spawn(move || {
            for l in BufReader::new(out).lines().map_while(Result::ok) {
                let _ = tx2.send(l);
            }
        });
        let err = child.stderr.take().unwrap();
        std::thread::spawn(move || {
            for l in BufReader::new(err).lines().map_while(Result::ok) {
                let _ = tx.send(format!("stderr: {l}"));
            }
        });
        Some(Session {
            display,
            lines: rx,
            log: Vec::new(),
            game: Killer(child),
            _xvfb: xvfb,
        })
    }

    /// Waits for a line for which `f` gives a value (up to `secs`).
    fn wait_for<T>(&mut self, secs: u64, mut f: impl FnMut(&str) -> Option<T>) -> Option<T> {
        let deadline = Instant::now() + Duration::from_secs(secs);
        while Instant::now() < deadline {
            if let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200)) {
                let r = f(&line);
                self.log.push(line);
                if r.is_some() {
                    return r;
                }
            }
        }
        None
    }

    fn click(&self, x: i32, y: i32) {
        xdotool(
            &self.display,
            &["mousemove", &x.to_string(), &y.to_string()],
        );
        std::thread::sleep(Duration::from_millis(700));
        xdotool(&self.display, &["click", "1"]);
    }

    /// A quick click: the pointer moves there and presses and releases at once, with no
    /// pause (press and release usually land in one frame).
    fn quick_click(&self, x: i32, y: i32) {
        xdotool(
            &self.display,
            &["mousemove", &x.to_string(), &y.to_string(), "click", "1"],
        );
    }

    fn key(&self, key: &str) {
        xdotool(
            &self.display,
            &["search", "--name", "reversi3d", "windowfocus"],
        );
        std::thread::sleep(Duration::from_millis(300));
        xdotool(&self.display, &["key", key]);
    }

    fn log(&self) -> String {
        self.log.join("\n")
    }
}

/// Parses `button undo@61,689` for the named button.
fn button_position(line: &str, name: &str) -> Option<(i32, i32)> {
    let (n, pos) = line.strip_prefix("button ")?.split_once('@')?;
    if n != name {
        return None;
    }
    let (x, y) = pos.split_once(',')?;
    Some((x.parse().ok()?, y.parse().ok()?))
}

/// CPU seconds (user and system) the process has used, from `/proc/PID/stat`.
fn cpu_seconds(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the command name (which is in parentheses): utime and stime are the
    // 12th and 13th of them, in clock ticks.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

/// The squares of the last `legal squares:` line.
fn legal_names(line: &str) -> Option<Vec<String>> {
    let rest = line.strip_prefix("legal squares: ")?;
    Some(
        rest.split_whitespace()
            .filter_map(|i| i.split_once('@').map(|(s, _)| s.to_string()))
            .collect(),
    )
}

#[test]
fn undo_in_a_real_window_with_the_alternate_start() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let Some(mut s) = Session::start(&[
        "--players",
        "human-human",
        "--start",
        "alternate",
        "--supply",
        "borrow32",
        "--clock",
        "10",
        "--print-squares",
        "--anim-speed",
        "0",
    ]) else {
        skip("could not start Xvfb");
        return;
    };
    let first = s.wait_for(180, |l| legal_names(l).map(|n| (n, l.to_string())));
    let (names, line) =
        first.unwrap_or_else(|| panic!("no legal squares printed; log:\n{}", s.log()));
    assert_eq!(
        names,
        ["e3", "f4", "c5", "d6"],
        "the alternate start's first moves"
    );
    let (x, y) = square_position(&line, "f4").unwrap();
    let mut moved = false;
    for _ in 0..5 {
        s.click(x, y);
        if s.wait_for(6, |l| l.starts_with("move 1: Dark f4").then_some(()))
            .is_some()
        {
            moved = true;
            break;
        }
    }
    assert!(moved, "the click did not play f4; log:\n{}", s.log());
    // Light's turn comes up; then Ctrl+Z takes the move back.
    s.wait_for(60, |l| {
        legal_names(l)
            .filter(|n| !n.contains(&"f4".to_string()))
            .map(|_| ())
    });
    let mut undone = false;
    for _ in 0..5 {
        s.key("ctrl+z");
        if s.wait_for(6, |l| {
            l.starts_with("undo: 1 ply, move 1 next").then_some(())
        })
        .is_some()
        {
            undone = true;
            break;
        }
    }
    assert!(undone, "Ctrl+Z did not undo; log:\n{}", s.log());
    let again = s.wait_for(60, legal_names);
    assert_eq!(
        again,
        Some(vec![
            "e3".to_string(),
            "f4".into(),
            "c5".into(),
            "d6".into()
        ]),
        "log:\n{}",
        s.log()
    );
    let _ = s.game.0.kill();
}

#[test]
fn a_real_mouse_click_plays_a_move_in_a_real_window() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("reversi3d-window-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shot = dir.join("shot.png");
    let _ = std::fs::remove_file(&shot);
    let shot_arg = shot.to_str().expect("a UTF-8 temp path");
    let args = [
        "--players",
        "human-human",
        "--print-squares",
        "--quit-after-screenshot",
        "--anim-speed",
        "2",
        "--screenshot",
        shot_arg,
    ];
    let Some(mut s) = Session::start(&args) else {
        skip("could not start Xvfb");
        return;
    };
    let target = s.wait_for(180, |l| square_position(l, "f5"));
    let (x, y) = target.unwrap_or_else(|| {
        panic!(
            "the game never printed the legal squares; log:\n{}",
            s.log()
        )
    });
    let mut moved = false;
    for _ in 0..5 {
        s.click(x, y);
        if s.wait_for(6, |l| l.starts_with("move 1: Dark f5").then_some(()))
            .is_some()
        {
            moved = true;
            break;
        }
    }
    assert!(moved, "the click did not play f5; log:\n{}", s.log());
    let saved = s.wait_for(120, |l| l.starts_with("screenshot saved:").then_some(()));
    assert!(
        saved.is_some(),
        "no screenshot was saved; log:\n{}",
        s.log()
    );
    let t = Instant::now();
    let status = loop {
        if let Ok(Some(status)) = s.game.0.try_wait() {
            break Some(status);
        }
        if t.elapsed() > Duration::from_secs(60) {
            break None;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(
        status.is_some_and(|st| st.success()),
        "reversi3d did not quit cleanly ({status:?}); log:\n{}",
        s.log()
    );
    let colours = distinct_colours(&shot);
    assert!(
        colours > 50,
        "the screenshot looks blank ({colours} colours)"
    );
    let keep = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("window-test.png");
    let _ = std::fs::copy(&shot, &keep);
    println!("screenshot: {} ({colours} colours)", keep.display());
}

/// Quick clicks (press and release together, right after the pointer moves) on a square and
/// on the Undo, Redo and Hint buttons each work the first time; between them, waiting for
/// a move with no clock, the window sleeps: its CPU use over 10 s is printed.
#[test]
fn quick_clicks_on_squares_and_buttons_are_never_lost_and_the_idle_window_sleeps() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let started = Instant::now();
    let Some(mut s) = Session::start(&[
        "--players",
        "human-human",
        "--print-squares",
        "--anim-speed",
        "0",
    ]) else {
        skip("could not start Xvfb");
        return;
    };
    // The buttons' places and f5's, as the game prints them (in either order).
    let mut buttons = std::collections::HashMap::new();
    let mut f5 = None;
    s.wait_for(180, |l| {
        for name in ["undo", "redo", "hint"] {
            if let Some(p) = button_position(l, name) {
                buttons.insert(name, p);
            }
        }
        f5 = f5.or_else(|| square_position(l, "f5"));
        (buttons.len() == 3 && f5.is_some()).then_some(())
    })
    .unwrap_or_else(|| {
        panic!(
            "the legal squares and the HUD buttons were not printed; log:\n{}",
            s.log()
        )
    });
    f5.expect("f5's place");

    // Idle: nothing moves and no clock runs (and the start-up warm-up, while the renderer
    // compiles its shaders, is over).
    let warm_up = Duration::from_secs_f32(reversi3d::game::WARM_UP_SECS + 3.0);
    std::thread::sleep(warm_up.saturating_sub(started.elapsed()));
    let pid = s.game.0.id();
    if let Some(before) = cpu_seconds(pid) {
        std::thread::sleep(Duration::from_secs(10));
        if let Some(after) = cpu_seconds(pid) {
            println!(
                "idle CPU while waiting for a move: {:.1}% of one core over 10 s",
                (after - before) * 10.0
            );
        }
    }

    // Where f5 is now: the last line printed (the camera settles after the window opens).
    let (x, y) = s
        .log
        .iter()
        .rev()
        .find_map(|l| square_position(l, "f5"))
        .expect("f5's place");
    s.quick_click(x, y);
    assert!(
        s.wait_for(30, |l| l.starts_with("move 1: Dark f5").then_some(()))
            .is_some(),
        "a quick click on f5 was lost; log:\n{}",
        s.log()
    );
    s.wait_for(30, |l| {
        legal_names(l).filter(|n| !n.contains(&"f5".to_string()))
    });
    let expect = [
        ("undo", "undo: 1 ply"),
        ("redo", "redo: 1 ply"),
        ("hint", "hints shown:"),
    ];
    for (name, line) in expect {
        // A click is taken on a person's turn: the buttons' actions wait for it (while the
        // discs move they are ignored, as clicks on squares are).
        if name != "undo" {
            s.wait_for(60, legal_names);
        }
        std::thread::sleep(Duration::from_secs(2));
        let (bx, by) = buttons[name];
        s.quick_click(bx, by);
        assert!(
            s.wait_for(60, |l| l.starts_with(line).then_some(()))
                .is_some(),
            "a quick click on {name} was lost (no `{line}` line); log:\n{}",
            s.log()
        );
    }
    let _ = s.game.0.kill();
}

/// The game window's place and size as the X server has them: ((x, y), (width, height)).
fn window_geometry(display: &str) -> Option<((i32, i32), (u32, u32))> {
    let out = Command::new("xdotool")
        .args([
            "search",
            "--name",
            "reversi3d",
            "getwindowgeometry",
            "--shell",
        ])
        .env("DISPLAY", display)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let value = |key: &str| {
        text.lines().find_map(|l| {
            l.strip_prefix(key)?
                .strip_prefix('=')?
                .trim()
                .parse::<i64>()
                .ok()
        })
    };
    Some((
        (value("X")? as i32, value("Y")? as i32),
        (value("WIDTH")? as u32, value("HEIGHT")? as u32),
    ))
}

/// A window resized by the player is remembered, and the next start opens it at the size and
/// place remembered. (Xvfb has no window manager, and a window moved without one tells the
/// program nothing: the place is written into the settings as a moved window leaves it; the
/// headless test covers remembering a move.)
#[test]
fn the_window_opens_as_large_and_where_it_was_left() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let home = std::env::temp_dir().join(format!("reversi3d-placement-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let started = |s: &mut Session| {
        s.wait_for(180, |l| l.starts_with("button ").then_some(()))
            .unwrap_or_else(|| {
                panic!(
                    "the start screen's buttons were not printed; log:\n{}",
                    s.log()
                )
            });
    };
    let Some(mut s) = Session::start_in(start_xvfb().expect("Xvfb"), &["--print-squares"], &home)
    else {
        skip("could not start Xvfb");
        return;
    };
    started(&mut s);
    xdotool(
        &s.display,
        &["search", "--name", "reversi3d", "windowsize", "900", "640"],
    );
    // Remembered once it has settled for a second, with no other event needed.
    let file = home.join("settings.ron");
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut saved = String::new();
    while Instant::now() < deadline {
        saved = std::fs::read_to_string(&file).unwrap_or_default();
        if saved.contains("width: 900") && saved.contains("height: 640") {
            break;
        }
        std::thread::sleep(Duration::from_millis(300));
    }
    assert!(
        saved.contains("width: 900") && saved.contains("height: 640"),
        "the size was not remembered; settings.ron:\n{saved}\nlog:\n{}",
        s.log()
    );
    drop(s);
    let moved = saved
        .replace("x: None", "x: Some(40)")
        .replace("y: None", "y: Some(30)");
    assert!(moved.contains("x: Some(40)"), "{saved}");
    std::fs::write(&file, moved).unwrap();
    let Some(mut s) = Session::start_in(start_xvfb().expect("Xvfb"), &["--print-squares"], &home)
    else {
        skip("could not start Xvfb");
        return;
    };
    started(&mut s);
    let (place, size) = window_geometry(&s.display).expect("the window's geometry");
    assert_eq!(size, (900, 640), "log:\n{}", s.log());
    assert_eq!(place, (40, 30), "log:\n{}", s.log());
    // The window carries the game's icon (checked where xprop is installed).
    if have("xprop") {
        let id = Command::new("xdotool")
            .args(["search", "--name", "reversi3d"])
            .env("DISPLAY", &s.display)
            .output()
            .map(|o| {
                String::from_utf8_lossy(&o.stdout)
                    .lines()
                    .next()
                    .unwrap_or("")
                    .to_string()
            })
            .unwrap_or_default();
        let icon = Command::new("xprop")
            .args(["-id", &id, "_NET_WM_ICON"])
            .env("DISPLAY", &s.display)
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            .unwrap_or_default();
        assert!(
            icon.contains("Icon (64 x 64)"),
            "no icon on the window: {icon}"
        );
    }
    let _ = std::fs::remove_dir_all(&home);
}

/// Runs one window test of this binary with no tools on its `PATH` (so no Xvfb), with or
/// without `CI=true`: (passed, output).
fn run_without_tools(ci: bool) -> (bool, String) {
    let empty = std::env::temp_dir().join(format!("reversi3d-no-tools-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let mut cmd = Command::new(std::env::current_exe().expect("the test binary"));
    cmd.args([
        "--exact",
        "a_real_mouse_click_plays_a_move_in_a_real_window",
        "--nocapture",
        "--test-threads=1",
    ])
    .env("PATH", &empty);
    if ci {
        cmd.env("CI", "true");
    } else {
        cmd.env_remove("CI");
    }
    let out = cmd.output().expect("run the window test binary");
    let _ = std::fs::remove_dir(&empty);
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn without_xvfb_the_window_tests_fail_under_ci_and_skip_elsewhere() {
    let (passed, out) = run_without_tools(true);
    assert!(
        !passed,
        "under CI=true a missing Xvfb must fail the test:\n{out}"
    );
    assert!(
        out.contains("cannot run under CI") && out.contains("Xvfb is not installed"),
        "the failure gives the reason:\n{out}"
    );
    let (passed, out) = run_without_tools(false);
    assert!(passed, "outside CI a missing Xvfb skips:\n{out}");
    assert!(
        out.contains("SKIPPED: Xvfb is not installed"),
        "the skip gives the reason:\n{out}"
    );
}

/// Parses `board frame: 1280x720 insets 84,64,0,190 corners x,y x,y …`: the window's size,
/// the HUD's insets (top, bottom, left, right) and the frame's corners in window pixels.
fn board_frame(line: &str) -> Option<((f32, f32), [f32; 4], Vec<(f32, f32)>)> {
    let rest = line.strip_prefix("board frame: ")?;
    let mut parts = rest.split_whitespace();
    let (w, h) = parts.next()?.split_once('x')?;
    let size = (w.parse().ok()?, h.parse().ok()?);
    (parts.next()? == "insets").then_some(())?;
    let insets: Vec<f32> = parts
        .next()?
        .split(',')
        .map(|v| v.parse().ok())
        .collect::<Option<_>>()?;
    (parts.next()? == "corners").then_some(())?;
    let corners = parts
        .map(|p| {
            let (x, y) = p.split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .collect::<Option<Vec<_>>>()?;
    Some((size, insets.try_into().ok()?, corners))
}

#[test]
fn the_board_and_its_frame_stay_in_view_at_every_window_size() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let Some(xvfb) = start_xvfb_sized("1920x1080x24") else {
        skip("could not start Xvfb");
        return;
    };
    let args = [
        "--players",
        "human-human",
        "--print-squares",
        "--quality",
        "low",
    ];
    let Some(mut s) = Session::start_on(xvfb, &args) else {
        skip("could not start the game");
        return;
    };
    for (w, h) in [(1280, 720), (1920, 1080), (800, 600), (600, 900)] {
        let mut framed = None;
        for _ in 0..4 {
            xdotool(
                &s.display,
                &[
                    "search",
                    "--name",
                    "reversi3d",
                    "windowsize",
                    &w.to_string(),
                    &h.to_string(),
                ],
            );
            framed = s.wait_for(30, |l| {
                board_frame(l).filter(|(size, _, _)| *size == (w as f32, h as f32))
            });
            if framed.is_some() {
                break;
            }
        }
        let Some((_, [top, bottom, left, right], corners)) = framed else {
            panic!("no framing printed for {w}x{h}; log:\n{}", s.log());
        };
        assert_eq!(
            corners.len(),
            8,
            "{w}x{h}: every corner is in front of the camera"
        );
        let (w, h) = (w as f32, h as f32);
        for (x, y) in corners {
            assert!(
                x >= left - 1.0 && x <= w - right + 1.0 && y >= top - 1.0 && y <= h - bottom + 1.0,
                "{w}x{h}: a corner of the board's frame at {x},{y} is outside the window or under \
                 the HUD (insets top {top}, bottom {bottom}, left {left}, right {right}); log:\n{}",
                s.log()
            );
        }
        println!("{w}x{h}: the board's frame is inside the free part of the window");
    }
    let _ = s.game.0.kill();
}

/// "Your games" in the real window: 50 saved games in the folder, the start screen's button
/// opens the list (the log says how many it lists), a row's Review loads its game.
#[test]
fn the_list_of_saved_games_opens_and_reviews_one() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let home = std::env::temp_dir().join(format!("reversi3d-games-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let games = home.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let you_vs_expert = reversi3d::game::Players {
        dark: reversi3d::game::PlayerKind::Human,
        light: reversi3d::game::PlayerKind::Computer(4),
    };
    for seed in 1..=50u64 {
        // A game of random legal moves (xorshift), played to its end.
        let mut g = reversi_engine::rules::Game::new(Default::default());
        let mut rng = seed;
        while !g.is_over() {
            let moves: Vec<_> = reversi_engine::rules::Bitboard(g.legal_moves())
                .squares()
                .collect();
            if moves.is_empty() {
                g.pass().unwrap();
                continue;
            }
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            g.play(moves[(rng % moves.len() as u64) as usize]).unwrap();
        }
        let text = reversi3d::game::saved_text(&g, &you_vs_expert);
        std::fs::write(games.join(format!("game-{seed:03}.txt")), text).unwrap();
    }
    let Some(mut s) = Session::start_in(start_xvfb().expect("Xvfb"), &["--print-squares"], &home)
    else {
        skip("could not start Xvfb");
        return;
    };
    let at = |s: &mut Session, name: &str| {
        s.wait_for(180, |l| button_position(l, name))
            .unwrap_or_else(|| panic!("no button {name}; log:\n{}", s.log()))
    };
    let (x, y) = at(&mut s, "games");
    s.click(x, y);
    s.wait_for(60, |l| l.starts_with("games: 50 listed").then_some(()))
        .unwrap_or_else(|| panic!("the list did not say 50 games; log:\n{}", s.log()));
    let (x, y) = at(&mut s, "game1-review");
    s.click(x, y);
    s.wait_for(60, |l| l.starts_with("game over:").then_some(()))
        .unwrap_or_else(|| panic!("the reviewed game was not shown; log:\n{}", s.log()));
    assert!(s.log().contains("games: open"), "log:\n{}", s.log());
    assert!(s.log().contains("game loaded:"), "log:\n{}", s.log());
}
