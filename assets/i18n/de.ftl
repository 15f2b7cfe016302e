# reversi3d — German. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)

## Start screen
# (start screen's messages below)

## Pause menu and settings rows
# (pause menu's messages below)

## Your games and your record
# (games list's messages below)

## Sides, results and move classes
# (the rules' words below)
side-dark = Schwarz
side-light = Weiß
side-who-you = du
side-who-player = Spieler
side-who-computer = Computer, { $level }
side-card-you = Du
side-card-player = Spieler
side-card-computer = Computer · { $level }
result-wins = { $side } gewinnt
result-tie = Remis
result-you-win = Du gewinnst!
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
hud-title-your-move = du bist am Zug
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
notice-save-failed = Die Partie konnte nicht in { $folder } gespeichert werden: { $error }
notice-save-when-completed = Die Engine spielt die Partie zu Ende; sie wird dann mit ihrem Ergebnis gespeichert
notice-loaded = Geladen: { $file }
notice-cannot-load = Laden nicht möglich: { $error }
notice-no-saved-game = Noch keine gespeicherte Partie
notice-copied = Kopiert: { $moves }
notice-copy-failed = Kopieren nicht möglich ({ $error }): { $moves }
notice-no-clipboard-copy = Keine Zwischenablage: { $moves }
notice-pasted = Eingefügt: Zug { $number }, { $side } am Zug
notice-cannot-paste = Einfügen nicht möglich: { $error }
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
score-on-board = Steine auf dem Brett: Schwarz { $dark } - Weiß { $light }
score-recorded-empties = { $count ->
    [one] Gewertetes Ergebnis, { $count } leeres Feld an den Sieger: { $dark } - { $light }
   *[other] Gewertetes Ergebnis, { $count } leere Felder an den Sieger: { $dark } - { $light }
}
score-completed = { $side } hat auf Zeit verloren; die Engine hat die Partie zu Ende gespielt: Schwarz { $dark } - Weiß { $light }
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
analysis-opening = Eröffnung: { $opening }
analysis-side-totals = { $side } ({ $who }): Genauigkeit { $accuracy } %, { $count ->
    [one] { $count } Stein verloren
   *[other] { $count } Steine verloren
}
analysis-graph-dark = Schwarz +{ $scale }
analysis-graph-light = Weiß +{ $scale }
analysis-graph-legend = Über der Linie führt Schwarz. Voll: exakt; blass: geschätzt. Klicken oder ziehen, um zu einem Zug zu gehen.
analysis-worst = Die schlechtesten Züge von { $side }
analysis-no-worst = keine: kein Zug hat mehr als 2 Steine verloren
analysis-row-pass = { $number } passt
analysis-best = bester { $square } ({ $value })
analysis-keys = B: die beste Fortsetzung auf dem Brett. ← / →: Zug für Zug.
analysis-end = Das Ende der Partie.
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
key-turn-keys = Rechts ziehen, Mausrad
key-turn = das Brett drehen, zoomen
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
