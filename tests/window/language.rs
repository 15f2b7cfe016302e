//! The game in Japanese in the real window: the start screen's CJK text is drawn with glyphs,
//! not boxes.

use super::*;

/// Pixels of the same size of two RGB(A) PNGs that differ.
fn differing_pixels(a: &Path, b: &Path) -> usize {
    let read = |p: &Path| {
        let decoder = png::Decoder::new(std::io::BufReader::new(
            std::fs::File::open(p).expect("screenshot file"),
        ));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size().expect("buffer size")];
        let info = reader.next_frame(&mut buf).expect("a frame");
        buf.truncate(info.buffer_size());
        (buf, info.color_type.samples(), info.width, info.height)
    };
    let (a, step, wa, ha) = read(a);
    let (b, _, wb, hb) = read(b);
    assert_eq!((wa, ha), (wb, hb), "the screenshots have the same size");
    a.chunks(step)
        .zip(b.chunks(step))
        .filter(|(p, q)| p != q)
        .count()
}

/// The start screen in `--lang ja`, saved with F12 and copied into `dir`; `cjk_fonts: false` leaves
/// the game's Japanese and Chinese faces out (`REVERSI3D_NO_CJK_FONTS`), as a build without them
/// would draw it. Returns the picture and the log.
fn japanese_start_screen(dir: &Path, cjk_fonts: bool) -> Option<(PathBuf, String)> {
    std::fs::create_dir_all(dir).unwrap();
    let (xvfb, display) = start_xvfb()?;
    let home = home_for(&display);
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_reversi3d"));
    cmd.args(["--lang", "ja", "--print-squares"])
        .current_dir(dir)
        .env("REVERSI3D_HOME", &home);
    if !cjk_fonts {
        cmd.env("REVERSI3D_NO_CJK_FONTS", "1");
    }
    let mut s = Session::launch(cmd, (xvfb, display));
    s.wait_for(180, |l| button_position(l, "play-dark"))
        .unwrap_or_else(|| panic!("no start screen; log:\n{}", s.log()));
    // Let the screen settle (layout, the fallback faces registered), then F12.
    std::thread::sleep(Duration::from_secs(3));
    // F12 names the file on the log (`screenshot: PATH`, in the screenshots folder); software
    // rendering takes seconds to catch the frame and write it.
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut shot: Option<PathBuf> = None;
    let written = |p: &PathBuf| std::fs::metadata(p).is_ok_and(|m| m.len() > 0);
    while !shot.as_ref().is_some_and(written) {
        assert!(
            Instant::now() < deadline,
            "F12 saved no screenshot; log:\n{}",
            s.log()
        );
        if shot.is_none() {
            s.key("F12");
            shot = s.wait_for(5, |l| l.strip_prefix("screenshot: ").map(PathBuf::from));
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    let shot = shot.unwrap();
    assert!(
        shot.starts_with(home.join("screenshots")),
        "in the screenshots folder: {}",
        shot.display()
    );
    // The file is written in one go by the time it has a size; give the writer a moment.
    std::thread::sleep(Duration::from_secs(1));
    // Kept in `dir`: the next run's home (the same display, maybe) starts empty.
    let kept = dir.join("start.png");
    std::fs::copy(&shot, &kept).expect("the screenshot copied");
    Some((kept, s.log()))
}

/// `--lang ja` draws the start screen in Japanese with the game's own CJK face: the picture
/// differs from the same screen drawn without that face (where every kana and kanji would be
/// the same empty box), in at least as many pixels as a few lines of text cover.
#[test]
fn the_japanese_start_screen_is_drawn_with_cjk_glyphs_not_boxes() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
    if !window_available() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("reversi3d-ja-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let Some((with, log)) = japanese_start_screen(&dir.join("with"), true) else {
        skip("could not start Xvfb");
        return;
    };
    assert!(log.contains("language: ja"), "log:\n{log}");
    assert!(distinct_colours(&with) > 50, "the screenshot has content");
    let (without, _) = japanese_start_screen(&dir.join("without"), false).expect("Xvfb");
    let differ = differing_pixels(&with, &without);
    assert!(
        differ > 2_000,
        "the Japanese text looks the same with and without the CJK face ({differ} pixels \
         differ): it is not drawn from it"
    );
}
