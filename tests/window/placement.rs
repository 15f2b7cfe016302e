//! The window's size and place, and the board's frame at every size.

use super::*;

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
        // The framing printed for this size once the camera has followed the HUD's new
        // insets: a frame in between (the insets updated, the camera a frame behind) may show
        // a corner under the HUD for one frame, which no one sees; the framing must settle
        // inside the free part, and the last one printed is what the failure shows.
        let inside = |(size, [top, bottom, left, right], corners): &(
            (f32, f32),
            [f32; 4],
            Vec<(f32, f32)>,
        )| {
            let (fw, fh) = *size;
            corners.len() == 8
                && corners.iter().all(|&(x, y)| {
                    x >= left - 1.0
                        && x <= fw - right + 1.0
                        && y >= top - 1.0
                        && y <= fh - bottom + 1.0
                })
        };
        let mut last = None;
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
                let f = board_frame(l).filter(|(size, _, _)| *size == (w as f32, h as f32))?;
                let ok = inside(&f);
                last = Some(f.clone());
                ok.then_some(f)
            });
            if framed.is_some() {
                break;
            }
        }
        let Some((_, [top, bottom, left, right], corners)) = framed.or(last) else {
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
