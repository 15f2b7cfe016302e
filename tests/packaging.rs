//! The desktop files of `packaging/` (docs/install.md): the generated ones (icons, man pages,
//! completions) are what the code makes now, the hand-written ones (desktop entry, AppStream
//! metainfo) say what the package needs and validate, and the Debian package's asset list in
//! `Cargo.toml` installs every one of them. The binary answers `--version` and runs an engine
//! command from any folder (nothing is read from beside it).

use clap::CommandFactory;
use reversi3d::cli::Cli;
use reversi3d::packaging::{self, GENERATED_DIRS, ICON_SIZES, MAN_SECTION};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const REGENERATE: &str = "cargo run --release --example packaging";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn packaging_dir() -> PathBuf {
    root().join("packaging")
}

fn read(rel: &str) -> Vec<u8> {
    let path = packaging_dir().join(rel);
    fs::read(&path).unwrap_or_else(|e| {
        panic!("packaging/{rel}: {e} (make the generated files with `{REGENERATE}`)")
    })
}

fn text(rel: &str) -> String {
    String::from_utf8(read(rel)).unwrap_or_else(|e| panic!("packaging/{rel}: not UTF-8: {e}"))
}

/// A PNG's size and RGBA pixels (`what` names it in a failure).
fn decode(bytes: &[u8], what: &str) -> (u32, u32, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let mut buf = vec![0; reader.output_buffer_size().expect("a sane PNG size")];
    let info = reader
        .next_frame(&mut buf)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(
        (info.color_type, info.bit_depth),
        (png::ColorType::Rgba, png::BitDepth::Eight),
        "{what}"
    );
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// The committed PNG's size and RGBA pixels.
fn decode_png(rel: &str) -> (u32, u32, Vec<u8>) {
    decode(&read(rel), &format!("packaging/{rel}"))
}

/// The commands (subcommands) a user sees: every one that is not hidden.
fn command_names() -> Vec<String> {
    Cli::command()
        .get_subcommands()
        .filter(|c| !c.is_hide_set())
        .map(|c| c.get_name().to_string())
        .collect()
}

#[test]
fn the_committed_generated_files_are_what_the_code_makes() {
    let made = packaging::generated();
    let mut stale = Vec::new();
    for file in &made {
        let same = if file.path.ends_with(".png") {
            // PNGs are compared by their pixels, not by how an encoder version compressed them.
            decode_png(&file.path) == decode(&file.contents, "the made icon")
        } else {
            read(&file.path) == file.contents
        };
        if !same {
            stale.push(file.path.clone());
        }
    }
    assert!(
        stale.is_empty(),
        "out of date with the code: {stale:?}; run `{REGENERATE}` and commit the result"
    );
    // No generated folder holds a file the code no longer makes (a removed command's page).
    let expected: Vec<PathBuf> = made.iter().map(|f| packaging_dir().join(&f.path)).collect();
    for dir in GENERATED_DIRS {
        for file in packaging::files_under(&packaging_dir().join(dir)).unwrap() {
            assert!(
                expected.contains(&file),
                "{} is not made by the code any more; run `{REGENERATE}` (it removes it)",
                file.display()
            );
        }
    }
}

#[test]
fn the_icons_come_at_every_size_from_48_to_512_and_as_svg() {
    assert_eq!(ICON_SIZES.first(), Some(&48));
    assert_eq!(ICON_SIZES.last(), Some(&512));
    for size in ICON_SIZES {
        let rel = format!("icons/hicolor/{size}x{size}/apps/reversi3d.png");
        let (w, h, px) = decode_png(&rel);
        assert_eq!((w, h), (size, size), "{rel}");
        // See-through corners, an opaque dark disc at the upper left and a light one at the
        // lower right: the window icon's design (drawn by the same function).
        let at = |x: u32, y: u32| -> &[u8] {
            let i = ((y * size + x) * 4) as usize;
            &px[i..i + 4]
        };
        assert_eq!(at(0, 0)[3], 0, "{rel}");
        let q = size * 33 / 100;
        assert!(
            at(q, q)[..3].iter().all(|&v| v < 40) && at(q, q)[3] == 255,
            "{rel}"
        );
        let r = size - 1 - q;
        assert!(
            at(r, r)[..3].iter().all(|&v| v > 220) && at(r, r)[3] == 255,
            "{rel}"
        );
    }
    let svg = text("icons/hicolor/scalable/apps/reversi3d.svg");
    assert!(
        svg.starts_with("<svg ") && svg.contains("viewBox=\"0 0 64 64\""),
        "{svg}"
    );
    assert_eq!(
        svg.matches("<circle ").count(),
        4,
        "two discs with their rims: {svg}"
    );
}

#[test]
fn the_man_pages_are_in_the_games_section_and_cover_every_command() {
    assert_eq!(MAN_SECTION, "6");
    let main = text("man/reversi3d.6");
    assert!(main.contains(".TH reversi3d 6"), "{main}");
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        main.contains(&format!("reversi3d {version}")),
        "the version is on the page"
    );
    // The window's options are on the main page.
    for option in ["players", "level", "load"] {
        assert!(
            main.contains(&format!("\\fB\\-\\-{option}\\fR")),
            "--{option} on reversi3d.6"
        );
    }
    let names = command_names();
    assert!(names.len() >= 12, "{names:?}");
    for name in &names {
        // The main page lists the command and its own page; its own page is in section 6,
        // shows its synopsis, and carries the program's version.
        assert!(
            main.contains(&format!("reversi3d\\-{name}(6)")),
            "{name} listed on reversi3d.6"
        );
        let page = text(&format!("man/reversi3d-{name}.6"));
        assert!(
            page.contains(&format!(".TH reversi3d-{name} 6")),
            "{name}: {page}"
        );
        assert!(
            page.contains(&format!("\\fBreversi3d {name}\\fR")),
            "{name}: {page}"
        );
        assert!(
            page.contains(&format!("reversi3d {version}")),
            "{name}: {page}"
        );
    }
}

#[test]
fn the_completions_offer_every_command_and_the_window_options() {
    let names = command_names();
    for (rel, shell) in [
        ("completions/reversi3d.bash", "bash"),
        ("completions/_reversi3d", "zsh"),
        ("completions/reversi3d.fish", "fish"),
    ] {
        let script = text(rel);
        assert!(script.contains("reversi3d"), "{shell}");
        for name in &names {
            assert!(script.contains(name.as_str()), "{shell} completes {name}");
        }
        assert!(script.contains("players"), "{shell} completes --players");
        // The values of an option are offered, not just its name.
        assert!(
            script.contains("human-computer"),
            "{shell} offers --players' values"
        );
    }
    assert!(text("completions/_reversi3d").starts_with("#compdef reversi3d"));
}

/// The `Key=value` lines of the desktop entry's main group.
fn desktop_entry() -> Vec<(String, String)> {
    let entry = text("reversi3d.desktop");
    let mut lines = entry.lines();
    assert_eq!(lines.next(), Some("[Desktop Entry]"));
    lines
        .take_while(|l| !l.starts_with('['))
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (k, v) = l
                .split_once('=')
                .unwrap_or_else(|| panic!("not Key=value: {l}"));
            (k.to_string(), v.to_string())
        })
        .collect()
}

#[test]
fn the_desktop_entry_starts_the_game_with_its_icon_as_a_board_game() {
    let entry = desktop_entry();
    let get = |key: &str| {
        entry
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("no {key} in reversi3d.desktop"))
    };
    assert_eq!(get("Type"), "Application");
    assert_eq!(get("Exec"), "reversi3d");
    assert_eq!(get("Icon"), "reversi3d");
    assert_eq!(get("Terminal"), "false");
    let categories: Vec<&str> = get("Categories").split(';').collect();
    assert!(
        categories.contains(&"Game") && categories.contains(&"BoardGame"),
        "{categories:?}"
    );
    validate("desktop-file-validate", &[], "reversi3d.desktop");
}

/// The metainfo file: the only `*.metainfo.xml` in packaging/.
fn metainfo() -> (String, String) {
    let files: Vec<String> = fs::read_dir(packaging_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".metainfo.xml"))
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].clone();
    let xml = text(&name);
    (name, xml)
}

#[test]
fn the_metainfo_names_the_desktop_entry_the_screenshots_and_this_release() {
    let (name, xml) = metainfo();
    // The file is named after the component's ID, as software centres look it up.
    let id = name.trim_end_matches(".metainfo.xml");
    assert!(xml.contains(&format!("<id>{id}</id>")), "{name}");
    assert!(xml.contains("<launchable type=\"desktop-id\">reversi3d.desktop</launchable>"));
    assert!(xml.contains("<binary>reversi3d</binary>"));
    // Each screenshot is one of the repository's images.
    for shot in ["screenshot.png", "review.png"] {
        assert!(root().join("assets").join(shot).is_file(), "assets/{shot}");
        assert!(
            xml.contains(&format!("/{shot}</image>")),
            "{shot} in {name}"
        );
    }
    // Release notes for the version being built.
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        xml.contains(&format!("<release version=\"{version}\"")),
        "{name} has no <release> for {version}"
    );
    validate("appstreamcli", &["validate", "--no-net"], &name);
}

/// Runs a validator on a file of packaging/ when it is installed. Without it, the check is
/// skipped with the reason, except under CI (`CI=true` or `1`, as `.ci/run` sets it), where
/// it fails: `.ci/run` installs the validators (`desktop-file-utils`, `appstream`), so a skip
/// there would hide a broken setup. The window tests do the same.
fn validate(tool: &str, args: &[&str], rel: &str) {
    let path = packaging_dir().join(rel);
    let out = match Command::new(tool).args(args).arg(&path).output() {
        Ok(out) => out,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let reason = format!("{tool} is not installed: packaging/{rel} not validated");
            let ci = std::env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1");
            assert!(!ci, "under CI (CI=true): {reason}");
            println!("SKIPPED: {reason}");
            return;
        }
        Err(e) => panic!("{tool}: {e}"),
    };
    assert!(
        out.status.success(),
        "{tool} rejects packaging/{rel}:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The `[package.metadata.deb]` assets' sources, as written in Cargo.toml.
fn deb_asset_sources() -> Vec<(String, String)> {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let deb = manifest
        .split("[package.metadata.deb]")
        .nth(1)
        .expect("Cargo.toml has [package.metadata.deb]");
    let assets = deb.split("assets = [").nth(1).expect("the deb has assets");
    assets
        .lines()
        .map(str::trim)
        .take_while(|l| *l != "]")
        .filter(|l| l.starts_with('['))
        .map(|l| {
            let fields: Vec<&str> = l.split('"').skip(1).step_by(2).collect();
            (fields[0].to_string(), fields[1].to_string())
        })
        .collect()
}

#[test]
fn the_debian_package_installs_every_packaged_file_where_the_desktop_looks() {
    let assets = deb_asset_sources();
    let target_of = |rel: &Path| -> Option<String> {
        let rel = rel.to_string_lossy().replace('\\', "/");
        assets.iter().find_map(|(src, dst)| {
            let matches = match src.split_once('*') {
                Some((head, tail)) => {
                    rel.starts_with(head) && rel.ends_with(tail) && !rel[head.len()..].contains('/')
                }
                None => *src == rel,
            };
            matches.then(|| dst.clone())
        })
    };
    let dir = packaging_dir();
    let files = packaging::files_under(&dir).unwrap();
    assert!(files.len() > 20, "{files:?}");
    for file in &files {
        let rel = Path::new("packaging").join(file.strip_prefix(&dir).unwrap());
        let Some(dst) = target_of(&rel) else {
            panic!("{} is not in the Debian package's assets", rel.display());
        };
        let rel = rel.to_string_lossy().replace('\\', "/");
        let want = if rel.ends_with(".desktop") {
            "usr/share/applications/".to_string()
        } else if rel.ends_with(".metainfo.xml") {
            "usr/share/metainfo/".to_string()
        } else if let Some(icon) = rel.strip_prefix("packaging/icons/") {
            format!(
                "usr/share/icons/{}",
                icon.trim_end_matches("reversi3d.png")
                    .trim_end_matches("reversi3d.svg")
            )
        } else if rel.starts_with("packaging/man/") {
            "usr/share/man/man6/".to_string()
        } else if rel.ends_with(".bash") {
            "usr/share/bash-completion/completions/reversi3d".to_string()
        } else if rel.ends_with("/_reversi3d") {
            "usr/share/zsh/vendor-completions/".to_string()
        } else if rel.ends_with(".fish") {
            "usr/share/fish/vendor_completions.d/".to_string()
        } else {
            panic!("{rel}: a file of packaging/ this test does not know");
        };
        assert_eq!(dst, want, "{rel}");
    }
    let binary = assets
        .iter()
        .find(|(src, _)| src == "target/release/reversi3d")
        .expect("the binary is in the package");
    assert_eq!(binary.1, "usr/games/");
}

#[test]
fn the_binary_tells_its_version_and_runs_commands_from_any_folder() {
    let elsewhere = std::env::temp_dir();
    let bin = env!("CARGO_BIN_EXE_reversi3d");
    let out = Command::new(bin)
        .arg("--version")
        .current_dir(&elsewhere)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("reversi3d {}\n", env!("CARGO_PKG_VERSION"))
    );
    let out = Command::new(bin)
        .args(["perft", "3", "--last"])
        .current_dir(&elsewhere)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stdout).contains(" 56 leaves"),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// Writing into a shared folder (`~/.local/share`, as docs/install.md suggests) removes our
/// own stale files only, never another program's icons, pages or completions.
#[test]
fn writing_into_a_shared_folder_removes_only_our_stale_files() {
    let dir = std::env::temp_dir().join(format!("reversi3d-pkg-shared-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let theirs = [
        "icons/hicolor/48x48/apps/otherapp.png",
        "man/man1/ls.1",
        "completions/_git",
    ];
    let stale = "man/reversi3d-gone.6";
    for f in theirs.iter().chain([&stale]) {
        let p = dir.join(f);
        fs::create_dir_all(p.parent().unwrap()).unwrap();
        fs::write(&p, b"keep me").unwrap();
    }
    packaging::write_all(&dir).unwrap();
    for f in theirs {
        assert_eq!(
            fs::read(dir.join(f)).unwrap(),
            b"keep me",
            "{f} was touched"
        );
    }
    assert!(!dir.join(stale).exists(), "our stale page is removed");
    assert!(dir.join("man/reversi3d.6").exists());
    fs::remove_dir_all(&dir).unwrap();
}
