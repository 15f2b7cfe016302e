//! Where the game's files live and how they are written: atomically, never over another file.

use bevy::prelude::*;
use std::io::Write;
use std::path::Path;
use std::path::PathBuf;

/// Where the game keeps its files. `None` keeps nothing (tests that do not ask for a folder).
#[derive(Resource, Clone, Debug, Default)]
pub struct Storage {
    /// settings.ron and unfinished.txt.
    pub config: Option<PathBuf>,
    /// Saved games and transcript sheets.
    pub games: Option<PathBuf>,
    /// Screenshots (F12).
    pub screenshots: Option<PathBuf>,
}

impl Storage {
    /// The platform's folders (`~/.config/reversi3d`, `~/.local/share/reversi3d/games` and
    /// `~/Pictures/reversi3d` on Linux; screenshots in the data folder's `screenshots` where
    /// there is no pictures folder), or one folder named by `REVERSI3D_HOME`.
    pub fn platform() -> Storage {
        if let Some(home) = std::env::var_os("REVERSI3D_HOME") {
            return Storage::under(PathBuf::from(home));
        }
        match directories::ProjectDirs::from("", "", "reversi3d") {
            Some(d) => Storage {
                config: Some(d.config_dir().to_path_buf()),
                games: Some(d.data_dir().join("games")),
                screenshots: Some(
                    directories::UserDirs::new()
                        .and_then(|u| u.picture_dir().map(|p| p.join("reversi3d")))
                        .unwrap_or_else(|| d.data_dir().join("screenshots")),
                ),
            },
            None => Storage::default(),
        }
    }
    /// Everything under one folder.
    pub fn under(dir: PathBuf) -> Storage {
        Storage {
            games: Some(dir.join("games")),
            screenshots: Some(dir.join("screenshots")),
            config: Some(dir),
        }
    }
    pub fn settings_file(&self) -> Option<PathBuf> {
        self.config.as_ref().map(|d| d.join("settings.ron"))
    }
    pub fn unfinished_file(&self) -> Option<PathBuf> {
        self.config.as_ref().map(|d| d.join("unfinished.txt"))
    }
    /// The saved-game file that holds the unfinished game as it stands, when it was saved by
    /// hand (its name in the games folder, on one line): setting the game aside then names
    /// that file, in a later run too, instead of copying it.
    pub fn unfinished_saved_as_file(&self) -> Option<PathBuf> {
        self.config
            .as_ref()
            .map(|d| d.join("unfinished-saved-as.txt"))
    }
    /// Held (locked) by the one window that keeps `unfinished.txt`.
    pub fn unfinished_lock_file(&self) -> Option<PathBuf> {
        self.config.as_ref().map(|d| d.join("unfinished.lock"))
    }
}

/// A name for a new file `BASE.EXT` in `dir` that no file has and `taken` does not claim
/// (`BASE-2.EXT`, … otherwise), for a file another writer makes later (a screenshot); the
/// folder is made if missing.
pub(crate) fn free_name(
    dir: &Path,
    base: &str,
    ext: &str,
    taken: impl Fn(&Path) -> bool,
) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    (1..=10_000u32)
        .map(|n| match n {
            1 => dir.join(format!("{base}.{ext}")),
            n => dir.join(format!("{base}-{n}.{ext}")),
        })
        .find(|p| std::fs::symlink_metadata(p).is_err() && !taken(p))
        .ok_or_else(|| std::io::Error::other(format!("{base}.{ext}: every name is taken")))
}

/// A path as a message shows it: under the home folder, `~/…` on Unix (a screenshot's
/// `~/Pictures/reversi3d/reversi3d-….png` rather than the whole path, which wraps).
pub(crate) fn shown_path(path: &Path) -> String {
    let home = directories::BaseDirs::new().map(|b| b.home_dir().to_path_buf());
    shown_under(path, home.as_deref())
}

fn shown_under(path: &Path, home: Option<&Path>) -> String {
    match home.filter(|_| cfg!(unix)).map(|h| path.strip_prefix(h)) {
        Some(Ok(rest)) if !rest.as_os_str().is_empty() => format!("~/{}", rest.display()),
        _ => path.display().to_string(),
    }
}

/// A name in the same folder for a file being written: hidden, unique to this process and
/// this call, so two writers (or two windows) never share one.
fn temporary_name(path: &Path) -> PathBuf {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let n = N.fetch_add(1, Ordering::Relaxed);
    path.with_file_name(format!(".{name}.{}-{n}.tmp", std::process::id()))
}

/// Removes from `dir` the temporary files of writes that never finished because their process
/// died (`kill -9`, a crash, a power cut: the file they were replacing is whole, see
/// [`write_atomically`]). Only files named as [`temporary_name`] names them, of a process that
/// is no longer running, are removed: a write in progress in another window is left alone.
/// Where running processes cannot be told (no `/proc`), nothing is removed. Returns how many
/// were removed.
pub(crate) fn remove_stale_temporaries(dir: &Path) -> usize {
    let proc_fs = Path::new("/proc/self");
    if !proc_fs.exists() {
        return 0;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for e in entries.filter_map(Result::ok) {
        let name = e.file_name().to_string_lossy().into_owned();
        let pid = name
            .strip_prefix('.')
            .and_then(|n| n.strip_suffix(".tmp"))
            .and_then(|n| n.rsplit_once('.'))
            .and_then(|(_, id)| id.split_once('-'))
            .filter(|(_, n)| n.parse::<u64>().is_ok())
            .and_then(|(pid, _)| pid.parse::<u32>().ok());
        let Some(pid) = pid else { continue };
        let alive = pid == std::process::id() || Path::new(&format!("/proc/{pid}")).exists();
        if !alive
            && e.file_type().is_ok_and(|t| t.is_file())
            && std::fs::remove_file(e.path()).is_ok()
        {
            removed += 1;
        }
    }
    removed
}

/// Makes a rename or a new name in `dir` durable (a no-op where folders cannot be opened).
fn sync_folder(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    std::fs::File::open(dir)?.sync_all()?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

/// Writes `text` into a new temporary file beside `path` and flushes it to disk.
fn write_temporary(path: &Path, text: &str) -> std::io::Result<PathBuf> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = temporary_name(path);
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .and_then(|mut f| {
            f.write_all(text.as_bytes())?;
            f.sync_all()
        });
    match written {
        Ok(()) => Ok(tmp),
        Err(e) => {
            let _ = std::fs::remove_file(&tmp);
            Err(e)
        }
    }
}

/// Replaces `path` by `text` so that a crash, a full disk or a second writer never leaves
/// half a file: the text goes to a temporary file of its own in the same folder, which is
/// flushed to disk, renamed over `path`, and the folder flushed. A write that fails leaves
/// `path` as it was and no temporary file behind.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    let tmp = write_temporary(path, text)?;
    if let Err(e) = std::fs::rename(&tmp, path) {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    sync_folder(path.parent().unwrap_or(Path::new(".")))
}

/// Writes `text` to a new file `dir/<base>.<ext>` (or `<base>-2.<ext>`, `-3`, … when that name
/// is taken), never replacing an existing file, even one another window creates at the same
/// moment: the name is claimed with `create_new`, then filled atomically. Returns the path.
pub fn write_new(dir: &Path, base: &str, ext: &str, text: &str) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let mut n = 1u32;
    loop {
        let path = if n == 1 {
            dir.join(format!("{base}.{ext}"))
        } else {
            dir.join(format!("{base}-{n}.{ext}"))
        };
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(_) => {
                return match write_atomically(&path, text) {
                    Ok(()) => Ok(path),
                    Err(e) => {
                        let _ = std::fs::remove_file(&path);
                        Err(e)
                    }
                };
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && n < 10_000 => n += 1,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_path_under_home_is_shown_from_the_tilde() {
        let home = Path::new("/home/ana");
        let shot = Path::new("/home/ana/Pictures/reversi3d/reversi3d-20261129-103000.png");
        assert_eq!(
            shown_under(shot, Some(home)),
            "~/Pictures/reversi3d/reversi3d-20261129-103000.png"
        );
        // Elsewhere, a name that only starts like home, home itself, no home: as it is.
        for path in ["/tmp/x/shot.png", "/home/anabel/shot.png", "/home/ana"] {
            assert_eq!(shown_under(Path::new(path), Some(home)), path);
        }
        assert_eq!(shown_under(shot, None), shot.display().to_string());
    }

    #[test]
    fn a_free_name_is_never_a_file_already_there() {
        let dir = std::env::temp_dir().join(format!("reversi3d-free-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let free = |taken: &[&PathBuf]| {
            free_name(&dir, "shot", "png", |p| {
                taken.iter().any(|t| t.as_path() == p)
            })
            .unwrap()
        };
        let first = free(&[]);
        assert_eq!(first, dir.join("shot.png"), "the folder is made");
        std::fs::write(&first, b"x").unwrap();
        let second = free(&[]);
        assert_eq!(second, dir.join("shot-2.png"));
        // Handed out, not written yet: taken all the same.
        assert_eq!(free(&[&second]), dir.join("shot-3.png"));
        std::fs::write(&second, b"x").unwrap();
        assert_eq!(free(&[]), dir.join("shot-3.png"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
