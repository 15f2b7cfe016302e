//! "Open…": a game file chosen in the desktop's own file chooser, through the XDG desktop
//! portal (`org.freedesktop.portal.FileChooser` on the session bus). The desktop (GNOME, KDE,
//! …) draws the dialog, so the game needs no GTK or Qt, to build or to run. A request
//! ([`OpenFileRequest`]: the games screen's "Open…", Ctrl+O) starts a thread that asks the
//! portal and waits for the person's answer, while the window goes on ("Choosing a file…").
//! The chosen file is loaded as a dropped file is ([`RecordRequest::Load`]: one way to load a
//! file); a cancel does nothing. While it is open the "Open…" button becomes "Stop waiting"
//! ([`OpenFileRequest::Cancel`]): the request is closed (the portal takes its dialog down) and
//! whatever it answers later is dropped, so a chooser that never answers (a portal that hangs,
//! a dialog lost behind other windows) does not leave the list waiting. Without a session
//! bus, or without a portal on it (a bare X server, CI), the person is told to drop the file
//! on the window instead, and the list of games stays open.
//!
//! The portal's protocol: `OpenFile` answers at once with the path of a `Request` object, and
//! the person's answer comes later as that object's `Response` signal (0: chosen, with `uris`;
//! 1: cancelled; 2: ended another way). The signal is subscribed to before the call, at the
//! path the portal is to use (made of our unique bus name and the `handle_token` we send), so
//! an answer that comes quickly is not missed.
//!
//! The bus is a setting ([`SessionBus`]), not the environment read on the spot, so that the
//! tests point one app at a private bus and another at no bus within one process.

use crate::game::core::i18n::{Locale, Tr};
use crate::game::core::log::Log;
use crate::game::core::messages::{LibraryRequest, Notice, OpenFileRequest, RecordRequest};
use crate::game::core::redraw::Wake;
use crate::game::core::state::GamesList;
use crate::game::core::systems::GameSystems;
use bevy::prelude::*;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::sync::{Arc, Mutex};

// What the person reads comes from the translation files (`open-…` messages); the portal's
// own errors, in English, go into them as a variable.

/// Said where there is no portal to ask (no session bus, or no portal on it).
fn no_portal() -> Tr {
    Tr::new("open-no-portal")
}

fn failed(why: &str) -> Tr {
    Tr::new("open-failed").with("error", why)
}

/// The chooser's title and filters in the language in use: the files the game loads
/// ([`parse_file`](super::saved_games) reads saved games, `.txt`, and GGF, `.ggf`), then
/// everything.
#[derive(Clone, Debug)]
struct Words {
    title: String,
    game_files: String,
    all_files: String,
}

impl Words {
    fn of(locale: &Locale) -> Words {
        Words {
            title: locale.t("open-title"),
            game_files: locale.t("open-game-files"),
            all_files: locale.t("open-all-files"),
        }
    }
}

/// The session bus the portal is looked for on. `None`: the desktop's, found as D-Bus clients
/// find it (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`); else a D-Bus address
/// (`unix:path=…`).
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct SessionBus(pub Option<String>);

/// The file chooser as the games screen shows it. Owned by this plugin.
#[derive(Resource, Default, Debug)]
pub struct FileChooser {
    /// The desktop's chooser is open (the game waits for its answer off the main thread).
    pub choosing: bool,
    /// What the last "Open…" came to when it loaded nothing and was not cancelled (no portal,
    /// a failure); cleared by the next one and by any action on the list (its own status
    /// takes the line).
    pub notice: Option<Tr>,
    /// The answer, from the thread that asks the portal.
    answer: Option<Mutex<Receiver<Answer>>>,
    /// The request the portal is answering, to close it on a cancel.
    request: Option<Arc<Mutex<Outstanding>>>,
}

/// The portal's request while it is open, shared by the main thread (which may cancel it)
/// and the thread that waits for its answer (which learns its path).
#[derive(Default)]
struct Outstanding {
    /// The person stopped waiting: the thread closes the request as soon as it has its path.
    cancelled: bool,
    /// The connection and the request's object path, once the portal has given it.
    open: Option<(zbus::blocking::Connection, String)>,
}

impl std::fmt::Debug for Outstanding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Outstanding")
            .field("cancelled", &self.cancelled)
            .field("open", &self.open.as_ref().map(|(_, path)| path))
            .finish()
    }
}

/// Asks the portal to close a request (its dialog goes away; no answer follows), then closes
/// the connection, which ends the wait for that answer. Errors are of no use to anyone here:
/// the game has already stopped waiting.
fn close_request(conn: zbus::blocking::Connection, path: &str) {
    let _ = conn.call_method(Some(DESKTOP), path, Some(REQUEST), "Close", &());
    let _ = conn.close();
}

impl FileChooser {
    /// The line the games screen shows for it, if any.
    pub fn line(&self) -> Option<Tr> {
        if self.choosing {
            Some(Tr::new("open-choosing"))
        } else {
            self.notice.clone()
        }
    }
}

/// What the portal answered.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Answer {
    Chosen(PathBuf),
    Cancelled,
    /// No bus, or no portal on it: why, for the log.
    NoPortal(String),
    /// The portal failed: why (in English, as the bus says it).
    Failed(String),
    /// The portal chose a file that is not on this computer (a URI other than `file://`).
    NotLocal(String),
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SessionBus>()
        .init_resource::<FileChooser>()
        .add_systems(
            Update,
            (ask, hear)
                .chain()
                .after(GameSystems::Keys)
                .before(GameSystems::Turn),
        );
}

/// Starts the thread that asks the portal, unless a chooser is open already.
fn ask(
    mut requests: MessageReader<OpenFileRequest>,
    mut lists: MessageReader<LibraryRequest>,
    bus: Res<SessionBus>,
    locale: Res<Locale>,
    list: Res<State<GamesList>>,
    wake: Res<Wake>,
    mut chooser: ResMut<FileChooser>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<Log>,
) {
    // Any action on the list (or its opening or closing) has news of its own to show.
    if lists.read().count() > 0 && chooser.notice.is_some() {
        chooser.notice = None;
    }
    let (mut asked, mut cancelled) = (false, false);
    for r in requests.read() {
        match r {
            OpenFileRequest::Ask => asked = true,
            OpenFileRequest::Cancel => cancelled = true,
        }
    }
    if cancelled && chooser.choosing {
        cancel(&mut chooser);
        log.write(Log::info("open: stopped waiting for the portal"));
        return;
    }
    if !asked {
        return;
    }
    if chooser.choosing {
        // (The open list says so already: "Choosing a file…".)
        if *list.get() != GamesList::Open {
            notices.write(Notice(Tr::new("open-already")));
        }
        return;
    }
    let (send, receive) = channel();
    let address = bus.0.clone();
    let words = Words::of(&locale);
    let wake = wake.clone();
    let request = Arc::new(Mutex::new(Outstanding::default()));
    let shared = request.clone();
    let spawned = std::thread::Builder::new()
        .name("file chooser".into())
        .spawn(move || {
            let answer = ask_portal(address.as_deref(), &words, &shared);
            let _ = send.send(answer);
            wake.wake();
        });
    match spawned {
        Ok(_) => {
            log.write(Log::info("open: asking the portal"));
            chooser.choosing = true;
            chooser.notice = None;
            chooser.answer = Some(Mutex::new(receive));
            chooser.request = Some(request);
        }
        Err(e) => {
            log.write(Log::warn(format!("open: the file chooser failed: {e}")));
            let msg = failed(&e.to_string());
            if *list.get() != GamesList::Open {
                notices.write(Notice(msg.clone()));
            }
            chooser.notice = Some(msg);
        }
    }
}

/// Stops waiting for the portal: the request is closed (on a thread: it is a call over the
/// bus) or, if the portal has not given its path yet, marked so the waiting thread closes it;
/// its answer, if one still comes, is dropped with the receiver.
fn cancel(chooser: &mut FileChooser) {
    chooser.choosing = false;
    chooser.answer = None;
    let Some(request) = chooser.request.take() else {
        return;
    };
    let mut r = request.lock().unwrap_or_else(|p| p.into_inner());
    r.cancelled = true;
    if let Some((conn, path)) = r.open.take() {
        let _ = std::thread::Builder::new()
            .name("file chooser close".into())
            .spawn(move || close_request(conn, &path));
    }
}

/// Takes the portal's answer when it comes: loads the chosen file, or says why nothing was:
/// on the list's status line while the list is open, else as a notice (Ctrl+O on the board).
fn hear(
    mut chooser: ResMut<FileChooser>,
    list: Res<State<GamesList>>,
    mut loads: MessageWriter<RecordRequest>,
    mut notices: MessageWriter<Notice>,
    mut log: MessageWriter<Log>,
) {
    let mut notices = |said: Tr| {
        if *list.get() != GamesList::Open {
            notices.write(Notice(said));
        }
    };
    // (Looked at without touching the resource, so the screen is rebuilt only on news.)
    let Some(receiver) = chooser.answer.as_ref() else {
        return;
    };
    let answer = match receiver
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .try_recv()
    {
        Ok(a) => a,
        Err(TryRecvError::Empty) => return,
        Err(TryRecvError::Disconnected) => {
            Answer::Failed("its thread ended without an answer".into())
        }
    };
    chooser.answer = None;
    chooser.request = None;
    chooser.choosing = false;
    match answer {
        Answer::Chosen(path) => {
            log.write(Log::info(format!("open: portal chose {}", path.display())));
            loads.write(RecordRequest::Load(path));
        }
        Answer::Cancelled => {
            log.write(Log::info("open: portal cancelled"));
        }
        Answer::NoPortal(why) => {
            log.write(Log::info(format!("open: no portal ({why})")));
            notices(no_portal());
            chooser.notice = Some(no_portal());
        }
        Answer::Failed(msg) => {
            log.write(Log::warn(format!("open: portal failed: {msg}")));
            let msg = failed(&msg);
            notices(msg.clone());
            chooser.notice = Some(msg);
        }
        Answer::NotLocal(uri) => {
            log.write(Log::warn(format!("open: not a local file: {uri}")));
            let msg = Tr::new("open-not-local").with("uri", uri);
            notices(msg.clone());
            chooser.notice = Some(msg);
        }
    }
}

const DESKTOP: &str = "org.freedesktop.portal.Desktop";
const DESKTOP_PATH: &str = "/org/freedesktop/portal/desktop";
const FILE_CHOOSER: &str = "org.freedesktop.portal.FileChooser";
const REQUEST: &str = "org.freedesktop.portal.Request";

/// Makes each request's `handle_token` unique within the process.
static NEXT_TOKEN: AtomicU32 = AtomicU32::new(1);

/// Asks the portal on `bus` (the desktop's if `None`) for one file, and waits for the answer
/// (on the chooser's thread: this blocks until the person chooses or cancels, or the game
/// stops waiting: `request`).
fn ask_portal(bus: Option<&str>, words: &Words, request: &Mutex<Outstanding>) -> Answer {
    let connected = match bus {
        Some(address) => {
            zbus::blocking::connection::Builder::address(address).and_then(|b| b.build())
        }
        None => zbus::blocking::Connection::session(),
    };
    let conn = match connected {
        Ok(c) => c,
        Err(e) => return Answer::NoPortal(format!("no session bus: {e}")),
    };
    match open_file(&conn, words, request) {
        Ok(answer) => answer,
        Err(e) if portal_missing(&e) => Answer::NoPortal(format!("no portal on the bus: {e}")),
        Err(e) => Answer::Failed(e.to_string()),
    }
}

/// Errors of the bus itself (no service by that name, no such object, interface or method; a
/// portal that could not be started): there is no usable portal. Errors the portal sends are
/// its own (`org.freedesktop.portal.Error.…`).
fn portal_missing(e: &zbus::Error) -> bool {
    let name = match e {
        zbus::Error::MethodError(name, _, _) => name.as_str().to_string(),
        zbus::Error::FDO(fdo) => zbus::DBusError::name(&**fdo).as_str().to_string(),
        _ => return false,
    };
    name.starts_with("org.freedesktop.DBus.Error.")
}

/// A filter of the chooser: its name and its glob patterns (type `(sa(us))`, 0 = a glob).
type ChooserFilter = (String, Vec<(u32, String)>);

fn filters(words: &Words) -> Vec<ChooserFilter> {
    let globs = |g: &[&str]| g.iter().map(|g| (0, (*g).to_string())).collect();
    vec![
        (words.game_files.clone(), globs(&["*.txt", "*.ggf"])),
        (words.all_files.clone(), globs(&["*"])),
    ]
}

/// The `Response` signals at a request's object path, from now on.
fn responses_at(
    conn: &zbus::blocking::Connection,
    path: &str,
) -> zbus::Result<zbus::blocking::MessageIterator> {
    let rule = zbus::MatchRule::builder()
        .msg_type(zbus::message::Type::Signal)
        .interface(REQUEST)?
        .member("Response")?
        .path(path)?
        .build();
    zbus::blocking::MessageIterator::for_match_rule(rule, conn, None)
}

/// `FileChooser.OpenFile`, then the request's `Response`.
fn open_file(
    conn: &zbus::blocking::Connection,
    words: &Words,
    request: &Mutex<Outstanding>,
) -> zbus::Result<Answer> {
    use zbus::zvariant::{OwnedObjectPath, OwnedValue, Value};
    let token = format!(
        "reversi3d_{}_{}",
        std::process::id(),
        NEXT_TOKEN.fetch_add(1, Ordering::Relaxed)
    );
    // The path the portal gives the request: our unique name without its ':', dots as '_'.
    let sender = conn
        .unique_name()
        .map(|n| n.as_str().trim_start_matches(':').replace('.', "_"))
        .unwrap_or_default();
    let expected = format!("{DESKTOP_PATH}/request/{sender}/{token}");
    let mut responses = responses_at(conn, &expected)?;
    let filters = filters(words);
    let mut options: HashMap<&str, Value> = HashMap::new();
    options.insert("handle_token", Value::from(token.as_str()));
    options.insert("modal", Value::from(true));
    options.insert("current_filter", Value::from(filters[0].clone()));
    options.insert("filters", Value::from(filters));
    let reply = conn.call_method(
        Some(DESKTOP),
        DESKTOP_PATH,
        Some(FILE_CHOOSER),
        "OpenFile",
        &("", words.title.as_str(), options),
    )?;
    let handle: OwnedObjectPath = reply.body().deserialize()?;
    if handle.as_str() != expected {
        // A portal older than `handle_token` chose its own path.
        responses = responses_at(conn, handle.as_str())?;
    }
    {
        let mut r = request.lock().unwrap_or_else(|p| p.into_inner());
        if r.cancelled {
            drop(r);
            close_request(conn.clone(), handle.as_str());
            return Ok(Answer::Cancelled);
        }
        r.open = Some((conn.clone(), handle.as_str().to_string()));
    }
    let Some(signal) = responses.next() else {
        return Ok(Answer::Failed(
            "the session bus closed before it answered".into(),
        ));
    };
    let (code, mut results): (u32, HashMap<String, OwnedValue>) = signal?.body().deserialize()?;
    Ok(match code {
        0 => {
            let uris = results
                .remove("uris")
                .and_then(|v| Vec::<String>::try_from(v).ok())
                .unwrap_or_default();
            match uris.first() {
                None => Answer::Failed("it answered no file".into()),
                Some(uri) => match path_of_uri(uri) {
                    Some(path) => Answer::Chosen(path),
                    None => Answer::NotLocal(uri.to_string()),
                },
            }
        }
        1 => Answer::Cancelled,
        _ => Answer::Failed("it closed without a file".into()),
    })
}

/// The local file a `file://` URI names, its `%XX` escapes decoded; `None` for another
/// scheme, another host, or a bad escape.
pub fn path_of_uri(uri: &str) -> Option<PathBuf> {
    let rest = uri.strip_prefix("file://")?;
    let path = if rest.starts_with('/') {
        rest
    } else {
        rest.strip_prefix("localhost")?
    };
    if !path.starts_with('/') {
        return None;
    }
    let b = path.as_bytes();
    let mut bytes = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let hex = b.get(i + 1..i + 3)?;
            if !hex.iter().all(u8::is_ascii_hexdigit) {
                return None;
            }
            let v = u8::from_str_radix(std::str::from_utf8(hex).ok()?, 16).ok()?;
            if v == 0 {
                return None;
            }
            bytes.push(v);
            i += 3;
        } else {
            bytes.push(b[i]);
            i += 1;
        }
    }
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStringExt;
        Some(PathBuf::from(std::ffi::OsString::from_vec(bytes)))
    }
    #[cfg(not(unix))]
    {
        String::from_utf8(bytes).ok().map(PathBuf::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_uris_become_paths_with_their_escapes_decoded() {
        let p = |u| path_of_uri(u).map(|p| p.display().to_string());
        assert_eq!(
            p("file:///home/a/game.txt").as_deref(),
            Some("/home/a/game.txt")
        );
        assert_eq!(
            p("file:///home/a/my%20games/%C3%A9t%C3%A9.ggf").as_deref(),
            Some("/home/a/my games/été.ggf")
        );
        assert_eq!(
            p("file://localhost/tmp/x%25.txt").as_deref(),
            Some("/tmp/x%.txt")
        );
        for bad in [
            "https://example.org/game.txt",
            "file://otherhost/game.txt",
            "file:game.txt",
            "file:///bad%2",
            "file:///bad%zz",
            "file:///bad%+1",
            "file:///nul%00",
            "/plain/path",
        ] {
            assert_eq!(path_of_uri(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_filters_offer_the_files_the_game_loads_then_all_files() {
        let words = Words::of(&Locale::default());
        let f = filters(&words);
        assert_eq!(f.len(), 2);
        let globs: Vec<&str> = f[0].1.iter().map(|(_, g)| g.as_str()).collect();
        assert_eq!(globs, ["*.txt", "*.ggf"]);
        assert_eq!(f[1].0, "All files");
        assert_eq!(f[1].1, [(0, "*".to_string())]);
    }

    #[test]
    fn no_bus_at_the_address_is_no_portal() {
        let answer = ask_portal(
            Some("unix:path=/nonexistent/reversi3d-no-bus"),
            &Words::of(&Locale::default()),
            &Mutex::default(),
        );
        assert!(matches!(answer, Answer::NoPortal(_)), "{answer:?}");
    }
}
