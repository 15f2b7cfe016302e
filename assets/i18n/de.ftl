# reversi3d — German. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Anfänger
level-novice = Neuling
level-casual = Hobby
level-improver = Aufsteiger
level-intermediate = Mittelstufe
level-skilled = Geübt
level-club = Verein
level-advanced = Könner
level-expert = Experte
level-master = Meister
level-tournament = Turnier
level-grandmaster = Großmeister
level-champion = Champion
level-engine = Engine
level-beginner-description = Schaut einen Zug voraus mit einfacher Feldtabelle; weicht oft ab
level-novice-description = Zwei Züge voraus, kennt Mobilität und Ecken; weicht oft ab
level-casual-description = Drei Züge voraus, löst die letzten 8 Felder; weicht recht häufig ab
level-improver-description = Drei Züge voraus, löst die letzten 8 Felder; weicht manchmal ab
level-intermediate-description = Vier Züge voraus, löst die letzten 10 Felder; weicht manchmal ab
level-skilled-description = Fünf Züge voraus, perfekt auf den letzten 12 Feldern; weicht wenig ab
level-club-description = Fünf Züge voraus, perfekt auf den letzten 12 Feldern; weicht selten ab
level-advanced-description = Sechs Züge voraus, perfekt auf den letzten 13 Feldern
level-expert-description = Acht Züge voraus, perfekt auf den letzten 14 Feldern
level-master-description = Neun Züge voraus, perfekt auf den letzten 18 Feldern
level-tournament-description = Sechs Züge voraus mit der gelernten Bewertung, perfekt auf den letzten 18 Feldern
level-grandmaster-description = Acht Züge voraus mit der gelernten Bewertung, perfekt auf den letzten 18 Feldern
level-champion-description = Zwölf Züge voraus mit der gelernten Bewertung, perfekt auf den letzten 20 Feldern
level-engine-description = Volle Stärke: selektive Suche 22 Züge voraus, bis zu 4,5 s pro Zug, perfekt auf den letzten 24 Feldern
option-variant-classic = Klassisch
option-variant-reverse = Umgekehrt
option-start-standard = Standard
option-start-alternate = Alternativ
option-start-dark-top = Nebeneinander, Schwarz oben
option-start-dark-bottom = Nebeneinander, Schwarz unten
option-start-dark-left = Nebeneinander, Schwarz links
option-start-dark-right = Nebeneinander, Schwarz rechts
option-start-empty-centre = Leere Mitte (historisch)
option-supply-shared = Gemeinsamer Vorrat
option-supply-strict = 32 je Seite (streng)
option-supply-borrow = 32 je Seite (leihen)
option-speed-instant = sofort
option-speed-slow = langsam
option-speed-normal = normal
option-speed-fast = schnell
option-quality-low = niedrig
option-quality-medium = mittel
option-quality-high = hoch
option-hints-quick = schnell
option-hints-normal = normal
option-hints-deep = gründlich

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = Schwarz spielen
start-play-dark-subtitle = Sie ziehen zuerst gegen den Computer
start-play-light = Weiß spielen
start-play-light-subtitle = Der Computer zieht zuerst, Sie antworten
start-two-players = Zwei Spieler
start-two-players-subtitle = Zwei Personen ziehen abwechselnd an diesem Bildschirm
start-watch = Zuschauen
start-watch-subtitle = Der Computer spielt gegen sich selbst
start-last-used = Zuletzt gewählt: Eingabetaste drücken
start-last-used-only = Zuletzt gewählt
start-your-games = Ihre Partien
start-your-games-subtitle = Gespeicherte Partien nachspielen, fortsetzen oder löschen; Ihre Bilanz
start-rules-group = Regeln und Optionen
start-display-group = Anzeige
start-resume =
    Unbeendete Partie fortsetzen
    (Zug { $move }, { $dark } gegen { $light })
start-press-enter = Eingabetaste drücken
start-load-last = Zuletzt gespeicherte Partie laden
start-paste-help = Fügen Sie eine Partienotation oder Stellung mit Strg+V ein, oder ziehen Sie eine gespeicherte Partie auf das Fenster. Im Spiel listet F1 oder ? die Tasten.
language = Sprache
language-system = System ({ $name })

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = Pause
pause-waiting = Uhr und Computer warten.
pause-resume = Weiter
pause-new-game = Neue Partie
pause-your-games = Ihre Partien
pause-options = Optionen
pause-quit = Zum Startbildschirm
pause-esc = Esc: weiter
setting-level = Computerstufe: { $name } ({ $number } von { $count })
setting-variant-classic = Regeln: Klassisch (meiste Steine gewinnen)
setting-variant-reverse = Regeln: Umgekehrt (wenigste Steine gewinnen)
setting-start-random = Start: zufällige Aufstellung
setting-start = Start: { $name }
setting-supply = Steine: { $name }
setting-empties = Leere Felder an den Sieger: { $state ->
        [on] an
       *[off] aus
    }
setting-clock-off = Uhr: aus
setting-clock = Uhr: je { $minutes } Min.
setting-alternate = Farben jede Partie tauschen: { $state ->
        [on] an
       *[off] aus
    }
setting-speed = Animationen: { $name }
setting-legal-dots = Legale Felder zeigen: { $state ->
        [on] an
       *[off] aus
    } (L)
setting-sound = Ton: { $state ->
        [on] an
       *[off] aus
    } (M)
setting-theme-standard = Design: Standard (T)
setting-theme-high-contrast = Design: hoher Kontrast (T)
setting-quality = Grafik: { $name }
setting-text-size = Textgröße: { $percent } %
setting-hints = Tipps: { $name }
setting-threads-auto = Threads: alle Kerne außer einem ({ $count })
setting-threads = Threads: { $count }
setting-volume = Lautstärke { $percent } %
setting-volume-off = Lautstärke { $percent } % (aus)
setting-file-kept-aside = Die Einstellungsdatei konnte nicht gelesen werden ({ $error }); es gelten die Standardwerte, die alte Datei bleibt als { $path } erhalten.
setting-file-left = Die Einstellungsdatei konnte weder gelesen ({ $error }) noch beiseitegelegt werden ({ $reason }); es gelten die Standardwerte, die Datei bleibt unverändert.
setting-file-unreadable = Die Einstellungsdatei konnte nicht gelesen werden ({ $error }); es gelten die Standardwerte, die Datei bleibt unverändert, und jetzt getroffene Einstellungen werden nicht gespeichert.
setting-file-not-saved = Die Einstellungen konnten nicht in { $path } gespeichert werden: { $error }

## Your games and your record
# (games list's messages below)
games-open = Öffnen… (Ctrl+O)
games-open-cancel = Nicht mehr warten
games-title = Ihre Partien
games-close = Schließen (Esc)
games-undo = Löschen rückgängig
games-no-folder = Kein Ordner für gespeicherte Partien
games-reading = Partienordner wird gelesen…
games-none-yet = Noch keine gespeicherten Partien. Strg+S speichert eine Partie in { $folder }.
games-none-match = Keine Partie passt zu diesen Filtern.
games-newer = < Neuere
games-older = Ältere >
games-page = Seite { $page } von { $pages }
games-filter-result = Ergebnis: { $result ->
        [won] gewonnen
        [drawn] remis
        [lost] verloren
        [unfinished] unbeendet
       *[all] alle
    }
games-filter-opponent = Gegner: { $opponent ->
        [level] { $level }
        [two] zwei Spieler
       *[all] alle
    }
games-filter-variant = Variante: { $variant ->
        [classic] Klassisch
        [reverse] Umgekehrt
       *[any] alle
    }
games-count = { $total ->
        [one] { $total } Partie
       *[other] { $total } Partien
    }
games-count-filtered = { $shown } von { $total } Partien
games-review = Nachspielen
games-resume = Weiter
games-copy = Kopieren
games-ggf = GGF
games-delete = Löschen
games-not-a-game = Keine Partie: { $name }
games-unreadable-reason = { $date } · { $reason }
games-result-unfinished = Unbeendet
games-result-draw = Remis { $a }–{ $b }
games-result-won = Gewonnen { $a }–{ $b }
games-result-won-on-time = Auf Zeit gewonnen { $a }–{ $b }
games-result-lost = Verloren { $a }–{ $b }
games-result-lost-on-time = Auf Zeit verloren { $a }–{ $b }
games-result-dark-won = Schwarz gewinnt { $a }–{ $b }
games-result-dark-won-on-time = Schwarz gewinnt auf Zeit { $a }–{ $b }
games-result-light-won = Weiß gewinnt { $a }–{ $b }
games-result-light-won-on-time = Weiß gewinnt auf Zeit { $a }–{ $b }
games-players-computer = Computer · { $level }
games-players-you-dark = Sie (Schwarz) gegen { $computer }
games-players-you-light = { $computer } gegen Sie (Weiß)
games-players-vs = { $dark } gegen { $light }
games-players-two = Zwei Spieler
games-imported = importiert, nicht in Ihrer Bilanz
games-player-you = Sie
games-player-other = Spieler
games-player-computer = Computer, { $level }
games-start = Start { $start }
games-moves = { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
games-copied = Züge kopiert: { $moves }
games-copy-failed = Kopieren fehlgeschlagen ({ $error }): { $moves }
games-no-clipboard = Keine Zwischenablage: { $moves }
games-exported = Als GGF exportiert: { $name }
games-export-exists = Bereits als GGF exportiert: { $name }
games-export-failed = { $name } konnte nicht exportiert werden: { $error }
games-deleted = { $name } gelöscht (in den Papierkorb verschoben)
games-delete-failed = { $name } konnte nicht gelöscht werden: { $error }
games-put-back = { $name } wiederhergestellt
games-put-back-failed = Wiederherstellen fehlgeschlagen: { $error }
games-date = { $day }.{ $month }{ $year }, { $hour }:{ $minute }
games-month-1 = 1.
games-month-2 = 2.
games-month-3 = 3.
games-month-4 = 4.
games-month-5 = 5.
games-month-6 = 6.
games-month-7 = 7.
games-month-8 = 8.
games-month-9 = 9.
games-month-10 = 10.
games-month-11 = 11.
games-month-12 = 12.
record-title = Ihre Bilanz gegen den Computer
record-level = { $level }: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }: { $won } gewonnen, { $drawn } remis, { $lost } verloren, im Schnitt { $margin } Steine
record-level-none = { $level }: noch keine Partien
record-short = Sie gegen { $level }: { $won }–{ $drawn }–{ $lost } (gewonnen–remis–verloren), im Schnitt { $margin } Steine
record-short-none = Sie gegen { $level }: noch keine beendeten Partien
record-ladder-level = { $level } { $rating }
record-list-separator = {", "}
record-rating = Ihre Wertung ≈ { $rating } (aus { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }). Stufen: { $ladder }
record-rating-none = Ihre Wertung: Beenden Sie eine Partie gegen den Computer. Stufen: { $ladder }
record-last = Letzte { $count }:
record-legend = (grün gewonnen, grau remis, rot verloren)

## Sides, results and move classes
# (the rules' words below)
side-dark = Schwarz
side-light = Weiß
side-who-you = Sie
side-who-player = Spieler
side-who-computer = Computer, { $level }
side-card-you = Sie
side-card-player = Spieler
side-card-computer = Computer · { $level }
result-wins = { $side } gewinnt
result-tie = Remis
result-you-win = Sie haben gewonnen!
result-computer-wins = Der Computer gewinnt
result-nobody-wins = Niemand gewinnt
class-best = bester Zug
class-good = guter Zug
class-inaccuracy = Ungenauigkeit
class-mistake = Fehler
class-blunder = grober Fehler

## Board, status and move list
# (HUD's messages below)
hud-undo = Zurück
hud-redo = Vor
hud-hint = Tipp
hud-copy = Kopieren
hud-save = Speichern
hud-analyse = Analyse
hud-moves = Züge
hud-no-moves = (noch keine)
hud-discs-left = { $count ->
    [one] noch { $count } Stein
   *[other] noch { $count } Steine
}
hud-reverse = Umgekehrt
hud-move = Zug { $number }
hud-reviewing = Nachspielen: Zug { $number } von { $total }
hud-review-keys = ← / →, Home / End
hud-game-over = Partie beendet
hud-to-move = { $side } am Zug ({ $who })
hud-thinking = { $side } ({ $who }) denkt nach...
hud-centre = auf die Mittelfelder setzen
hud-pass = { $side } hat keinen legalen Zug und passt
hud-left-book = Eröffnungsbuch verlassen bei Zug { $number }
hud-in-book = im Eröffnungsbuch
hud-title = reversi3d — { $state }
hud-title-review = Nachspielen
hud-title-game-over = Partie beendet
hud-title-thinking = der Computer denkt nach
hud-title-to-move = { $side } am Zug
hud-title-your-move = Sie sind am Zug
hud-title-computer-move = der Computer ist am Zug

## Notices
# (notices below)
notice-refused-game-over = die Partie ist beendet
notice-refused-taken = { $square }: das Feld ist besetzt
notice-refused-no-flips = { $square }: keine Steine zum Umdrehen
notice-refused-centre-first = { $square }: die ersten vier Steine kommen auf d4, e4, d5 und e5
notice-refused-no-discs = { $side } hat keine Steine mehr
notice-refused-must-move = { $side } hat einen legalen Zug und darf nicht passen
notice-game-over-reviewing = Die Partie ist beendet und bleibt wie gespielt: Nachspielen (← / →, End)
notice-analyse-first = Erst die Partie analysieren (A), um die besten Fortsetzungen zu sehen
notice-analysis-failed = Die Analyse konnte nicht laufen: { $error }
notice-other-window = Ein anderes reversi3d-Fenster (Prozess { $process }) bewahrt die unbeendete Partie; dieses Fenster bewahrt seine Partien stattdessen bei den gespeicherten Partien.
notice-unfinished-unreadable = Die unbeendete Partie ist nicht lesbar: { $error }
notice-unfinished-left = Die unbeendete Partie in { $path } konnte nicht gelesen werden ({ $error }); sie bleibt dort
notice-nothing-to-paste = Nichts einzufügen: { $error }
notice-no-clipboard-paste = Nichts einzufügen: keine Zwischenablage
notice-no-folder = Kein Ordner zum Speichern der Partien
notice-saved = Gespeichert als { $file }
notice-saved-ggf = Als GGF gespeichert: { $file }
notice-finished-saved = Partie in „Ihre Partien“ gespeichert als { $file }
notice-screenshot = Bildschirmfoto gespeichert: { $path }
notice-screenshot-failed = Das Bildschirmfoto konnte nicht in { $folder } gespeichert werden: { $error }
notice-screenshot-not-written = Das Bildschirmfoto { $path } wurde nicht geschrieben (siehe Protokoll)
notice-save-failed = Die Partie konnte nicht in { $folder } gespeichert werden: { $error }
notice-save-when-completed = Die Engine spielt die Partie zu Ende; sie wird dann mit ihrem Ergebnis gespeichert
notice-loaded = Geladen: { $file }
notice-loaded-passed-over = Geladen: { $file }, die neueste Partie; { $count ->
        [one] die neuere Datei { $skipped } ist keine Partie
       *[other] { $count } neuere Dateien sind keine Partien; die neueste ist { $skipped }
    }
notice-cannot-load = Laden nicht möglich: { $error }
notice-no-saved-game = Noch keine gespeicherte Partie
notice-copied = Kopiert: { $moves }
notice-copy-failed = Kopieren nicht möglich ({ $error }): { $moves }
notice-no-clipboard-copy = Keine Zwischenablage: { $moves }
notice-pasted = Eingefügt: Zug { $number }, { $side } am Zug
notice-pasted-over = Eingefügt: die Partie ist beendet
notice-cannot-paste = Einfügen nicht möglich: { $error }
notice-paste-no-game = Einfügen nicht möglich: Das ist keine Zugliste (f5 d6 c3 …), keine gespeicherte Partie, keine GGF-Partie und keine Stellung
notice-paste-empty = Nichts einzufügen: Die Zwischenablage ist leer oder enthält nur Leerzeichen
notice-paste-not-text = Nichts einzufügen: Die Zwischenablage enthält etwas anderes als Text
notice-clipboard-busy = Nichts einzufügen: Ein anderes Programm benutzt die Zwischenablage; versuchen Sie es noch einmal
notice-paste-too-large = Einfügen nicht möglich: Der Text ist { $size } MiB groß; eine gespeicherte Partie ist höchstens { $max } MiB groß
error-at-line = Zeile { $line }: { $error }
error-at-move = Zug { $number }: { $error }
error-in-file = { $file }: { $error }
error-file-too-large = die Datei ist { $size } MiB groß; eine gespeicherte Partie ist höchstens { $max } MiB groß
error-file-over-limit = mehr als { $max } MiB, das Höchstmaß einer gespeicherten Partie
error-file-not-text = kein Text: Byte { $n } ist kein UTF-8
error-file-pipe = eine Pipe oder ein Socket, keine Datei
error-file-device = ein Gerät, keine Datei
error-file-folder = ein Ordner, keine Datei
error-file-not-found = keine solche Datei
error-file-no-permission = Lesen nicht erlaubt
error-not-a-square = { $text } ist kein Feld (ein Zug ist ein Buchstabe a–h und eine Ziffer 1–8)
error-illegal = { $square } ist für { $side } nicht legal ({ $why })
error-after-game-over = { $square } wird nach dem Ende der Partie gespielt
error-board-squares = die Stellung hat { $count } Felder; nötig sind 64
error-board-too-long = die Stellung hat { $count } Zeichen; nötig sind 64 Felder und die Seite am Zug
error-squares-before-side = die Stellung hat { $count } Felder vor der Seite am Zug; nötig sind 64
error-board-cell = Feld { $square }: { $found } ist weder X noch O noch -
error-side-to-move = die Seite am Zug, { $found }, ist weder X noch O
notice-keep-failed = Die unbeendete Partie konnte nicht bewahrt werden: { $error }
notice-set-aside = Die unbeendete Partie von vorher ist gespeichert als { $file }
notice-set-aside-failed = Die unbeendete Partie konnte nicht beiseitegelegt werden ({ $error }); diese Partie wird nicht bewahrt

## Scoring screen
# (scoring screen's messages below)
score-not-over = Die Partie ist nicht beendet
score-wins-on-time = { $side } gewinnt auf Zeit
score-completing = { $side } hat auf Zeit verloren; die Engine spielt die Partie zu Ende...
score-rules-classic = Klassische Regeln: mehr Steine gewinnen
score-rules-reverse = Umgekehrte Regeln: weniger Steine gewinnen
score-on-board = Steine auf dem Brett: Schwarz { $dark } - Weiß { $light }
score-recorded-empties = { $count ->
    [one] Gewertetes Ergebnis, { $count } leeres Feld an den Sieger: { $dark } - { $light }
   *[other] Gewertetes Ergebnis, { $count } leere Felder an den Sieger: { $dark } - { $light }
}
score-completed = { $side } hat auf Zeit verloren; die Engine hat die Partie zu Ende gespielt: Schwarz { $dark } - Weiß { $light }
score-recorded-time-default = Gewertetes Ergebnis (Zeitüberschreitung: das zu Ende gespielte Ergebnis, mindestens ein Stein Vorsprung): { $dark } - { $light }
score-play-again = Noch einmal
score-start-screen = Startseite
score-save = Speichern
score-copy = Züge kopieren
score-analyse = Analyse
score-save-ggf = Als GGF
score-keys = ← / →: die Züge nachspielen. A: analysieren
score-sheet = Partieformular

## Analysis
# (analysis panel's messages below)
analysis-title = Analyse
analysis-running = Die Partie wird analysiert...
analysis-stop = Stopp
analysis-progress = Analyse: { $done } von { $total } Stellungen (vom Ende her)
analysis-aside-running = Analyse: { $done } von { $total } Stellungen …
analysis-aside-ready = Die Analyse ist fertig: einen Zug zurück (←), um sie neben dem Brett zu sehen.
analysis-opening = Eröffnung: { $opening }
analysis-who-imported = importierte Züge
analysis-who-from = { $who }, ab Zug { $number }
analysis-side-totals = { $side } ({ $who }): Genauigkeit { $accuracy } %, { $count ->
    [one] { $count } Stein verloren
   *[other] { $count } Steine verloren
}
analysis-graph-dark = Schwarz +{ $scale }
analysis-graph-light = Weiß +{ $scale }
analysis-graph-legend = Über der Linie führt Schwarz. Voll: exakt; blass: geschätzt. Klicken oder ziehen, um zu einem Zug zu gehen.
analysis-graph-legend-now = Über der Linie führt Schwarz. Voll: exakt; blass: geschätzt.
analysis-worst = Die schlechtesten Züge von { $side }
analysis-no-worst = keine: kein Zug hat mehr als 2 Steine verloren
analysis-row-pass = { $number } passt
analysis-best = bester { $square } ({ $value })
analysis-keys = B: die beste Fortsetzung auf dem Brett. ← / →: Zug für Zug.
analysis-end = Das Ende der Partie.
analysis-now = Die Partie läuft: { $side } am Zug.
analysis-placement = { $number } ein Setzen der Eröffnung.
analysis-passes = { $number } { $side } passt.
analysis-exact = exakt
analysis-estimate = geschätzt
analysis-played-best = { $number } { $side } spielte { $square } ({ $value }, { $kind }): bester Zug.
analysis-played-loss = { $number } { $side } spielte { $square } ({ $value }), { $class ->
    [good] ein guter Zug
    [inaccuracy] eine Ungenauigkeit
    [mistake] ein Fehler
   *[blunder] ein grober Fehler
}, verliert { $loss }; bester Zug { $best } ({ $best_value }, { $kind }).

## Opening a file (the desktop's file chooser)

open-choosing = Datei wird gewählt…
open-no-portal = Keine Dateiauswahl auf diesem Desktop (kein XDG-Portal): ziehen Sie stattdessen eine Partiedatei auf das Fenster
open-already = Die Dateiauswahl ist schon offen
open-failed = Die Dateiauswahl ist fehlgeschlagen: { $error }
open-not-local = { $uri } kann nicht geöffnet werden: keine Datei auf diesem Computer
open-title = Partie öffnen
open-game-files = Reversi-Partien (.txt, .ggf)
open-all-files = Alle Dateien

## Keys
# (key list's messages below)
key-click-keys = Klick, oder Pfeiltasten + Enter / Space
key-click = ein Feld spielen
key-type-keys = Ein Feld tippen, z. B. f5
key-type = es spielen
key-undo-keys = Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y
key-undo = Zug zurück / wieder vor
key-hints-keys = H
key-hints = Tipps: der Wert jedes Zugs in Steinen (fett: exakt; hell: geschätzt)
key-dots-keys = L
key-dots = Punkte auf legalen Feldern ein / aus
key-copy-keys = Ctrl+C / Ctrl+V
key-copy = Partienotation kopieren / eine Notation oder Stellung einfügen
key-save-keys = Ctrl+S
key-save = die Partie mit ihrem Partieformular speichern
key-save-ggf-keys = Ctrl+Shift+S
key-save-ggf = die Partie als GGF speichern
key-open-keys = Ctrl+O
key-open = eine Partiedatei mit der Dateiauswahl des Desktops öffnen (oder auf das Fenster ziehen)
key-review-keys = ← / →, Home / End
key-review = nach der Partie: die Züge nachspielen (auch Zurück / Vor)
key-analyse-keys = A / B
key-analyse = nach der Partie: sie analysieren (Grafik, schlechteste Züge) / die beste Fortsetzung auf dem Brett
key-step-keys = Page Up / Page Down
key-step = zwei Spieler, während der Partie: zurück / vor
key-sound-keys = M
key-sound = Ton ein / aus
key-theme-keys = T
key-theme = kontrastreiches Design ein / aus
key-turn-keys = Rechts ziehen, Mausrad, V oder Mittelklick
key-turn = das Brett drehen, zoomen, zurück zur ersten Ansicht
key-fullscreen-keys = F11
key-fullscreen = Vollbild ein / aus
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = Text und Tafeln größer / kleiner / zurück auf 100 %
key-screenshot-keys = F12
key-screenshot = Bildschirmfoto
key-esc-keys = Esc
key-esc = Pausenmenü (nach der Partie: Startseite)
key-menus-keys = Tab, Pfeiltasten, Enter
key-menus = Startseite und Pausenmenü: eine Schaltfläche wählen, drücken
key-help-keys = F1 oder ?
key-help = diese Liste (Esc schließt sie)
