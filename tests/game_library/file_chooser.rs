//! "Open…" (the games screen's button, Ctrl+O): with no portal to ask, the list stays open and
//! says so; with a portal, on a private session bus (`dbus-daemon`) with a fake
//! `org.freedesktop.portal.FileChooser` served by the test, the chosen file is loaded and a
//! cancel loads nothing. The bus is the app's `SessionBus` setting, not the environment, so
//! these tests share the process with the others safely.

use super::*;
use reversi3d::game::{CurrentGame, FileChooser, Locale, SessionBus};

/// What the game says where there is no portal, in English.
fn no_portal() -> String {
    Locale::default().t("open-no-portal")
}

/// The chooser's notice as the player reads it (English).
fn notice_text(chooser: &FileChooser) -> Option<String> {
    chooser.notice.as_ref().map(|t| Locale::default().render(t))
}
use std::collections::HashMap;
use std::io::BufRead;
use std::sync::{Arc, Mutex};
use zbus::zvariant::{OwnedObjectPath, OwnedValue, Value};

/// A bus address where nothing listens.
const NO_BUS: &str = "unix:path=/nonexistent/reversi3d-test-no-bus";

/// Waits for the file chooser's answer (it comes from another thread).
fn until_answered(app: &mut App) -> bool {
    run_until(app, 2000, |a| !a.world().resource::<FileChooser>().choosing)
}

fn list_open(app: &App) -> bool {
    *app.world().resource::<State<GamesList>>().get() == GamesList::Open
}

#[test]
fn open_without_a_portal_says_so_and_keeps_the_list() {
    let dir = temp_dir("library-no-portal");
    three_games_and_junk(&dir.join("games"));
    let mut app = app_in(&dir);
    app.insert_resource(SessionBus(Some(NO_BUS.into())));
    open_list(&mut app);
    let before = listed(&app);
    press_button(&mut app, "open-file");
    assert!(
        app.world().resource::<FileChooser>().choosing
            || app.world().resource::<FileChooser>().notice.is_some(),
        "the button asked nothing"
    );
    assert!(
        until_answered(&mut app),
        "no answer from a bus that is not there"
    );
    frames(&mut app, 2);
    let chooser = app.world().resource::<FileChooser>();
    assert_eq!(notice_text(chooser), Some(no_portal()));
    assert!(list_open(&app), "the list stays open");
    assert_eq!(listed(&app), before, "and keeps its rows");
    let text = all_text(&mut app);
    assert!(text.contains(&no_portal()), "the list says so: {text}");
    assert!(text.contains("Open… (Ctrl+O)"), "{text}");

    // A later action on the list has the status line to itself.
    press_button(&mut app, "game2-copy");
    frames(&mut app, 2);
    assert_eq!(app.world().resource::<FileChooser>().notice, None);
    let text = all_text(&mut app);
    assert!(
        !text.contains(&no_portal()),
        "the old notice is gone: {text}"
    );
    let status = app
        .world()
        .resource::<reversi3d::game::Library>()
        .status
        .clone();
    let status = Locale::default().render(&status.expect("the copy's status"));
    assert!(text.contains(&status), "{text}");

    // Closing and opening the list again forgets the notice; Ctrl+O asks again.
    press_button(&mut app, "games-close");
    open_list(&mut app);
    assert_eq!(app.world().resource::<FileChooser>().notice, None);
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyO]);
    assert!(until_answered(&mut app));
    frames(&mut app, 1);
    assert_eq!(
        notice_text(app.world().resource::<FileChooser>()),
        Some(no_portal()),
        "Ctrl+O is Open…"
    );
    assert!(list_open(&app));
}

/// A private session bus: `dbus-daemon` started for the test, ended when dropped.
struct PrivateBus {
    daemon: std::process::Child,
    address: String,
}

impl PrivateBus {
    /// `None` (with the reason printed) where `dbus-daemon` cannot run; under `CI=true`
    /// that fails instead (CI installs it).
    fn start() -> Option<PrivateBus> {
        let started = std::process::Command::new("dbus-daemon")
            .args(["--session", "--print-address", "--nofork"])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .spawn();
        let mut daemon = match started {
            Ok(d) => d,
            Err(e) => {
                let reason = format!("dbus-daemon cannot be started ({e}); Debian: dbus-daemon");
                let ci =
                    std::env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1");
                assert!(
                    !ci,
                    "the portal test cannot run under CI (CI=true): {reason}"
                );
                eprintln!("skipped: {reason}");
                return None;
            }
        };
        let mut line = String::new();
        let out = daemon.stdout.take().expect("piped");
        let _ = std::io::BufReader::new(out).read_line(&mut line);
        let address = line.trim().to_string();
        if address.is_empty() {
            let _ = daemon.kill();
            let _ = daemon.wait();
            panic!("dbus-daemon printed no address");
        }
        Some(PrivateBus { daemon, address })
    }
}

impl Drop for PrivateBus {
    fn drop(&mut self) {
        let _ = self.daemon.kill();
        let _ = self.daemon.wait();
    }
}

/// What the fake portal answers and what it was asked.
#[derive(Default)]
struct Script {
    /// The `Response` code to send: 0 chosen (with `uri`), 1 cancelled.
    code: u32,
    uri: String,
    /// The `filters` option of each `OpenFile`, as text.
    filters: Vec<String>,
    /// Answer nothing (a dialog left open): the request waits for a `Close`.
    hold: bool,
    /// The requests closed by the caller (`org.freedesktop.portal.Request.Close`).
    closed: Vec<String>,
}

/// A request held open by the fake portal: `Close` is recorded.
struct FakeRequest {
    script: Arc<Mutex<Script>>,
    path: String,
}

#[zbus::interface(name = "org.freedesktop.portal.Request")]
impl FakeRequest {
    async fn close(&self) {
        self.script.lock().unwrap().closed.push(self.path.clone());
    }
}

/// `org.freedesktop.portal.FileChooser` as the portal serves it, scripted.
struct FakePortal(Arc<Mutex<Script>>);

#[zbus::interface(name = "org.freedesktop.portal.FileChooser")]
impl FakePortal {
    /// Answers at once: the request's `Response` signal (sent to the caller at the path the
    /// portal makes of its name and `handle_token`), then the request's path.
    async fn open_file(
        &self,
        #[zbus(header)] header: zbus::message::Header<'_>,
        #[zbus(connection)] conn: &zbus::Connection,
        _parent_window: &str,
        _title: &str,
        options: HashMap<String, OwnedValue>,
    ) -> zbus::fdo::Result<OwnedObjectPath> {
        let caller = header
            .sender()
            .ok_or_else(|| zbus::fdo::Error::Failed("no sender".into()))?
            .to_owned();
        let token = options
            .get("handle_token")
            .and_then(|v| String::try_from(v.try_clone().ok()?).ok())
            .unwrap_or_else(|| "fake".into());
        let path = format!(
            "/org/freedesktop/portal/desktop/request/{}/{token}",
            caller.as_str().trim_start_matches(':').replace('.', "_")
        );
        let (code, uri, hold) = {
            let mut s = self.0.lock().unwrap();
            let filters = options.get("filters").map(|v| format!("{}", **v));
            s.filters.push(filters.unwrap_or_default());
            (s.code, s.uri.clone(), s.hold)
        };
        if hold {
            let request = FakeRequest {
                script: self.0.clone(),
                path: path.clone(),
            };
            conn.object_server().at(path.as_str(), request).await?;
            return OwnedObjectPath::try_from(path)
                .map_err(|e| zbus::fdo::Error::Failed(e.to_string()));
        }
        let mut results: HashMap<&str, Value> = HashMap::new();
        if code == 0 {
            results.insert("uris", Value::from(vec![uri]));
        }
        conn.emit_signal(
            Some(caller),
            path.as_str(),
            "org.freedesktop.portal.Request",
            "Response",
            &(code, results),
        )
        .await?;
        OwnedObjectPath::try_from(path).map_err(|e| zbus::fdo::Error::Failed(e.to_string()))
    }
}

/// The fake portal on `bus`, answering as `script` says, until the connection is dropped.
fn serve_fake_portal(bus: &PrivateBus, script: &Arc<Mutex<Script>>) -> zbus::blocking::Connection {
    zbus::blocking::connection::Builder::address(bus.address.as_str())
        .and_then(|b| b.name("org.freedesktop.portal.Desktop"))
        .and_then(|b| {
            b.serve_at(
                "/org/freedesktop/portal/desktop",
                FakePortal(script.clone()),
            )
        })
        .and_then(|b| b.build())
        .expect("the fake portal on the private bus")
}

#[test]
fn the_portal_s_choice_is_loaded_and_a_cancel_loads_nothing() {
    let Some(bus) = PrivateBus::start() else {
        return;
    };
    let script = Arc::new(Mutex::new(Script::default()));
    let _portal = serve_fake_portal(&bus, &script);

    let dir = temp_dir("library-portal");
    three_games_and_junk(&dir.join("games"));
    // The chosen file is outside the games folder, with a space in its name (escaped in the URI).
    let elsewhere = dir.join("elsewhere");
    let won = finished_where_dark(true, 5);
    let file = write_aged(
        &elsewhere,
        "my game.txt",
        &saved_text(&won, &YOU_VS_EXPERT),
        0,
    );
    let uri = format!("file://{}", file.display().to_string().replace(' ', "%20"));

    let mut app = app_in(&dir);
    app.insert_resource(SessionBus(Some(bus.address.clone())));
    open_list(&mut app);

    // Cancelled: nothing is loaded, nothing said, the list stays.
    script.lock().unwrap().code = 1;
    let shown = app.world().resource::<CurrentGame>().0.clone();
    press_button(&mut app, "open-file");
    assert!(app.world().resource::<FileChooser>().choosing);
    assert!(
        all_text(&mut app).contains("Choosing a file…"),
        "the list says the chooser is open"
    );
    assert!(until_answered(&mut app), "the portal never answered");
    frames(&mut app, 3);
    assert_eq!(app.world().resource::<FileChooser>().notice, None);
    assert!(list_open(&app), "a cancel keeps the list");
    assert_eq!(
        app.world().resource::<CurrentGame>().0.history(),
        shown.history(),
        "a cancel loads nothing"
    );

    // Chosen: the file is loaded as a dropped file is, and the list closes on it.
    {
        let mut s = script.lock().unwrap();
        s.code = 0;
        s.uri = uri;
    }
    press_button(&mut app, "open-file");
    assert!(until_answered(&mut app), "the portal never answered");
    assert!(
        run_until(&mut app, 200, |a| a
            .world()
            .resource::<CurrentGame>()
            .0
            .history()
            == won.history()),
        "the chosen game was not loaded"
    );
    frames(&mut app, 2);
    assert!(!list_open(&app), "the loaded game is shown");
    assert_eq!(app.world().resource::<FileChooser>().notice, None);

    // Both asked for the game files first, then all files.
    let asked = script.lock().unwrap().filters.clone();
    assert_eq!(asked.len(), 2, "{asked:?}");
    for f in &asked {
        let (games, all) = (f.find("*.txt"), f.find("All files"));
        assert!(f.contains("*.ggf"), "{f}");
        assert!(games.is_some() && all.is_some() && games < all, "{f}");
    }
}

#[test]
fn stop_waiting_closes_a_chooser_that_does_not_answer() {
    let Some(bus) = PrivateBus::start() else {
        return;
    };
    let script = Arc::new(Mutex::new(Script {
        hold: true,
        ..Script::default()
    }));
    let _portal = serve_fake_portal(&bus, &script);
    let dir = temp_dir("library-portal-cancel");
    three_games_and_junk(&dir.join("games"));
    let mut app = app_in(&dir);
    app.insert_resource(SessionBus(Some(bus.address.clone())));
    open_list(&mut app);
    let shown = app.world().resource::<CurrentGame>().0.clone();

    press_button(&mut app, "open-file");
    // The portal took the request and answers nothing: the list waits, and offers to stop.
    assert!(run_until(&mut app, 2000, |_| !script
        .lock()
        .unwrap()
        .filters
        .is_empty()));
    frames(&mut app, 5);
    assert!(app.world().resource::<FileChooser>().choosing);
    let text = all_text(&mut app);
    assert!(text.contains("Choosing a file…"), "{text}");
    assert!(text.contains("Stop waiting"), "{text}");
    // Ctrl+O meanwhile does not ask a second time.
    press(&mut app, &[KeyCode::ControlLeft, KeyCode::KeyO]);
    frames(&mut app, 5);
    assert_eq!(script.lock().unwrap().filters.len(), 1);

    press_button(&mut app, "open-cancel");
    assert!(!app.world().resource::<FileChooser>().choosing);
    assert!(
        run_until(&mut app, 2000, |_| !script
            .lock()
            .unwrap()
            .closed
            .is_empty()),
        "the portal's request was not closed"
    );
    frames(&mut app, 3);
    assert!(list_open(&app), "the list stays");
    assert_eq!(app.world().resource::<FileChooser>().notice, None);
    let text = all_text(&mut app);
    assert!(!text.contains("Choosing a file…"), "{text}");
    assert!(text.contains("Open… (Ctrl+O)"), "{text}");
    assert_eq!(
        app.world().resource::<CurrentGame>().0.history(),
        shown.history(),
        "nothing loaded"
    );

    // The chooser works again after it: this time the portal answers.
    let won = finished_where_dark(true, 7);
    let file = write_aged(
        &dir.join("elsewhere"),
        "answered.txt",
        &saved_text(&won, &YOU_VS_EXPERT),
        0,
    );
    {
        let mut s = script.lock().unwrap();
        s.hold = false;
        s.code = 0;
        s.uri = format!("file://{}", file.display());
    }
    press_button(&mut app, "open-file");
    assert!(
        run_until(&mut app, 2000, |a| a
            .world()
            .resource::<CurrentGame>()
            .0
            .history()
            == won.history()),
        "the second choice was not loaded"
    );
}
