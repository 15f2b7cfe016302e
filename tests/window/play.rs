//! Playing in the real window: clicks, undo, quick clicks, a quit signal.

use super::*;

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
    let moved = s.click_until(x, y, "move 1: Dark f4");
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
    let moved = s.click_until(x, y, "move 1: Dark f5");
    assert!(moved, "the click did not play f5; log:\n{}", s.log());
    let saved = s.wait_for(120, |l| l.starts_with("screenshot saved:").then_some(()));
    assert!(
        saved.is_some(),
        "no screenshot was saved; log:\n{}",
        s.log()
    );
    let status = s.exit_status(60);
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

/// SIGTERM (`kill`, a session logging out) closes the game as its close button does: the
/// unfinished game is kept with the time Light has thought since Dark's move. A logout sends
/// SIGHUP right after it: the second signal leaves the game the time to close so.
#[test]
fn sigterm_keeps_the_unfinished_game_with_the_time_since_the_last_move() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let Some(xvfb) = start_xvfb() else {
        skip("could not start Xvfb");
        return;
    };
    let home = home_for(&xvfb.1);
    let args = [
        "--players",
        "human-human",
        "--clock",
        "1",
        "--print-squares",
        "--anim-speed",
        "0",
    ];
    let mut s = Session::start_in(xvfb, &args, &home).unwrap();
    let target = s.wait_for(180, |l| square_position(l, "f5"));
    let (x, y) = target.unwrap_or_else(|| panic!("no legal squares; log:\n{}", s.log()));
    let played = s.click_until(x, y, "move 1: Dark f5");
    assert!(played, "the click did not play f5; log:\n{}", s.log());
    let moved = Instant::now();
    // Light's turn has a frame (its legal squares are printed): its clock runs from there. (The
    // first frames after a move may take seconds under software rendering; the clock does not
    // charge a turn for a wait before its first frame.)
    let light = s.wait_for(60, |l| {
        legal_names(l).filter(|n| !n.contains(&"f5".to_string()))
    });
    assert!(
        light.is_some(),
        "Light's turn never came; log:\n{}",
        s.log()
    );
    let turn = Instant::now();
    std::thread::sleep(Duration::from_secs(3));
    let pid = s.game.0.id().to_string();
    let sent = Command::new("kill").args(["-TERM", &pid]).status();
    assert!(sent.is_ok_and(|st| st.success()), "kill -TERM {pid}");
    let sent = Command::new("kill").args(["-HUP", &pid]).status();
    assert!(sent.is_ok_and(|st| st.success()), "kill -HUP {pid}");
    let (waited, since_move) = (
        turn.elapsed().as_millis() as u64,
        moved.elapsed().as_millis() as u64,
    );
    let status = s.exit_status(30);
    // The clock is charged up to the frame that handles the signal, which on a loaded machine
    // comes later than the signal: the game has been saved by the time the process has ended.
    let until_exit = moved.elapsed().as_millis() as u64;
    assert!(
        status.is_some_and(|st| st.success()),
        "SIGTERM, then SIGHUP, close the game cleanly ({status:?}); log:\n{}",
        s.log()
    );
    let text = std::fs::read_to_string(home.join("unfinished.txt")).unwrap();
    let kept = reversi_engine::rules::record::parse_record(&text).unwrap();
    assert_eq!(
        reversi_engine::rules::notation::transcript(&kept.game, false),
        "f5"
    );
    let light = kept.clock_left.expect("the clock is kept")[1];
    let thought = 60_000 - light;
    assert!(
        (waited - 500..=until_exit + 500).contains(&thought),
        "Light thought {waited} ms from its turn's first frame to the signal ({since_move} ms \
         since the move, {until_exit} ms to the process's end), kept: {thought} ms; file:\n{text}"
    );
    let _ = std::fs::remove_dir_all(&home);
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
