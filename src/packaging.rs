//! The files a desktop installation holds besides the binary that are made from the code, so
//! that they cannot drift from it: the icons (PNG at each size and SVG, drawn from the window
//! icon's design), the man pages (one per command, section 6) and the bash, zsh and fish
//! completions (both from the clap definitions of [`Cli`]).
//!
//! `cargo run --release --example packaging` writes them into `packaging/`, where the
//! hand-written files (the desktop entry, the AppStream metainfo) are too; `tests/packaging.rs`
//! checks that the committed files are what this module makes. docs/install.md says what goes
//! where in the Debian package.

use crate::cli::Cli;
use crate::game::app::icon::{icon_rgba_at, icon_svg};
use clap::CommandFactory;
use clap_complete::Shell;
use std::io;
use std::path::{Path, PathBuf};

/// The command's name, as installed.
pub const NAME: &str = "reversi3d";

/// The sizes of the PNG icons, in pixels on a side (the hicolor theme's `SIZExSIZE/apps`).
pub const ICON_SIZES: [u32; 5] = [48, 64, 128, 256, 512];

/// The man pages' section: 6, games.
pub const MAN_SECTION: &str = "6";

/// The folders under `packaging/` that hold only generated files (a file there that this
/// module does not make is stale).
pub const GENERATED_DIRS: [&str; 3] = ["icons", "man", "completions"];

/// One generated file: its path under `packaging/` (with `/` between folders) and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    pub path: String,
    pub contents: Vec<u8>,
}

/// Every generated file, in a fixed order.
pub fn generated() -> Vec<Generated> {
    let mut out = Vec::new();
    for size in ICON_SIZES {
        out.push(Generated {
            path: format!("icons/hicolor/{size}x{size}/apps/{NAME}.png"),
            contents: icon_png(size),
        });
    }
    out.push(Generated {
        path: format!("icons/hicolor/scalable/apps/{NAME}.svg"),
        contents: icon_svg().into_bytes(),
    });
    for (file, contents) in man_pages() {
        out.push(Generated {
            path: format!("man/{file}"),
            contents,
        });
    }
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        let file = clap_complete::Generator::file_name(&shell, NAME);
        out.push(Generated {
            path: format!("completions/{file}"),
            contents: completion(shell),
        });
    }
    out
}

/// The icon at `size` pixels on a side as a PNG file (RGBA, 8 bits).
pub fn icon_png(size: u32) -> Vec<u8> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, size, size);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    // Writing into memory cannot fail; the size and the data's length agree by construction.
    let mut writer = encoder.write_header().expect("PNG header into memory");
    writer
        .write_image_data(&icon_rgba_at(size))
        .expect("PNG data into memory");
    writer.finish().expect("PNG end into memory");
    bytes
}

/// The man pages, as (file name, roff text): `reversi3d.6` for the window and the list of
/// commands, and one page per command (`reversi3d-perft.6`, …), as `clap_mangen` names them
/// for git-style tools. The pages carry no date, so the same code always makes the same pages.
pub fn man_pages() -> Vec<(String, Vec<u8>)> {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    let mut out = Vec::new();
    add_pages(cmd, &mut out);
    out
}

fn add_pages(cmd: clap::Command, out: &mut Vec<(String, Vec<u8>)>) {
    // Every page's footer names the program and its version (a command's own version is empty).
    let source = format!("{NAME} {}", env!("CARGO_PKG_VERSION"));
    let man = clap_mangen::Man::new(cmd.clone())
        .section(MAN_SECTION)
        .source(source);
    let mut text = Vec::new();
    // Rendering into memory cannot fail.
    man.render(&mut text).expect("man page into memory");
    out.push((man.get_filename(), text));
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        add_pages(sub.clone(), out);
    }
}

/// The completion script for `shell`.
pub fn completion(shell: Shell) -> Vec<u8> {
    let mut cmd = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut cmd, NAME, &mut out);
    out
}

/// Writes every generated file under `dir` (the `packaging/` folder) and removes the files of
/// this program in its generated folders ([`GENERATED_DIRS`]) that are no longer made (the page
/// of a command that was removed, say). Files of other programs there (`DIR` may be a shared
/// folder such as `~/.local/share`) are left alone. Returns the paths written.
pub fn write_all(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let files = generated();
    let mut written = Vec::new();
    for file in &files {
        let path = dir.join(&file.path);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&path, &file.contents)?;
        written.push(path);
    }
    for sub in GENERATED_DIRS {
        for stale in files_under(&dir.join(sub))? {
            if !written.contains(&stale) && is_ours(&stale) {
                std::fs::remove_file(&stale)?;
            }
        }
    }
    Ok(written)
}

/// Whether a file under a generated folder is one of this program's (`reversi3d.png`,
/// `reversi3d-perft.6`, `_reversi3d`, …), which alone [`write_all`] may remove.
fn is_ours(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.trim_start_matches('_').starts_with(NAME))
}

/// Every regular file under `dir`, at any depth, sorted (none if `dir` does not exist).
pub fn files_under(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = match std::fs::read_dir(&d) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
            Err(e) => return Err(e),
        };
        for entry in entries {
            let entry = entry?;
            let kind = entry.file_type()?;
            if kind.is_dir() {
                stack.push(entry.path());
            } else if kind.is_file() {
                out.push(entry.path());
            }
        }
    }
    out.sort();
    Ok(out)
}
