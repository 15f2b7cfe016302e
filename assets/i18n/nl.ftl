# reversi3d — Dutch. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Beginner
level-novice = Novice
level-casual = Recreant
level-improver = Opkomend
level-intermediate = Gemiddeld
level-skilled = Bedreven
level-club = Club
level-advanced = Gevorderd
level-expert = Expert
level-master = Meester
level-tournament = Toernooi
level-grandmaster = Grootmeester
level-champion = Kampioen
level-engine = Engine
level-beginner-description = Kijkt één zet vooruit met een eenvoudige veldentabel; dwaalt vaak af
level-novice-description = Twee zetten vooruit, kent mobiliteit en hoeken; dwaalt vaak af
level-casual-description = Drie zetten vooruit, lost de laatste 8 velden op; dwaalt vrij vaak af
level-improver-description = Drie zetten vooruit, lost de laatste 8 velden op; dwaalt soms af
level-intermediate-description = Vier zetten vooruit, lost de laatste 10 velden op; dwaalt soms af
level-skilled-description = Vijf zetten vooruit, perfect in de laatste 12 velden; dwaalt weinig af
level-club-description = Vijf zetten vooruit, perfect in de laatste 12 velden; dwaalt zelden af
level-advanced-description = Zes zetten vooruit, perfect in de laatste 13 velden
level-expert-description = Acht zetten vooruit, perfect in de laatste 14 velden
level-master-description = Negen zetten vooruit, perfect in de laatste 18 velden
level-tournament-description = Zes zetten vooruit met de geleerde evaluatie, perfect in de laatste 18 velden
level-grandmaster-description = Acht zetten vooruit met de geleerde evaluatie, perfect in de laatste 18 velden
level-champion-description = Twaalf zetten vooruit met de geleerde evaluatie, perfect in de laatste 20 velden
level-engine-description = Volle sterkte: selectief zoeken 22 zetten vooruit, tot 4,5 s per zet, perfect in de laatste 24 velden
option-variant-classic = Klassiek
option-variant-reverse = Omgekeerd
option-start-standard = Standaard
option-start-alternate = Alternatief
option-start-dark-top = Naast elkaar, zwart boven
option-start-dark-bottom = Naast elkaar, zwart onder
option-start-dark-left = Naast elkaar, zwart links
option-start-dark-right = Naast elkaar, zwart rechts
option-start-empty-centre = Leeg midden (historisch)
option-supply-shared = Gedeelde voorraad
option-supply-strict = 32 elk (strikt)
option-supply-borrow = 32 elk (lenen)
option-speed-instant = direct
option-speed-slow = langzaam
option-speed-normal = normaal
option-speed-fast = snel
option-quality-low = laag
option-quality-medium = middel
option-quality-high = hoog
option-hints-quick = snel
option-hints-normal = normaal
option-hints-deep = diep

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = Speel zwart
start-play-dark-subtitle = U begint tegen de computer
start-play-light = Speel wit
start-play-light-subtitle = De computer begint, u antwoordt
start-two-players = Twee spelers
start-two-players-subtitle = Twee mensen spelen om beurten aan dit scherm
start-watch = Kijken
start-watch-subtitle = De computer speelt tegen zichzelf
start-last-used = Laatst gebruikt: druk op Enter
start-last-used-only = Laatst gebruikt
start-your-games = Uw partijen
start-your-games-subtitle = Opgeslagen partijen naspelen, hervatten of verwijderen; uw resultaten
start-rules-group = Regels en opties
start-display-group = Weergave
start-resume =
    Onafgemaakte partij hervatten
    (zet { $move }, { $dark } tegen { $light })
start-press-enter = druk op Enter
start-load-last = Laatst opgeslagen partij openen
start-paste-help = Plak een notatie of bord met Ctrl+V, of sleep een opgeslagen partij naar het venster. In een partij toont F1 of ? de toetsen.
language = Taal
language-system = Systeem ({ $name })

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = Gepauzeerd
pause-waiting = De klok en de computer wachten.
pause-resume = Verder
pause-new-game = Nieuwe partij
pause-your-games = Uw partijen
pause-options = Opties
pause-quit = Naar het startscherm
pause-esc = Esc: verder
setting-level = Computerniveau: { $name } ({ $number } van { $count })
setting-variant-classic = Regels: Klassiek (meeste schijven wint)
setting-variant-reverse = Regels: Omgekeerd (minste schijven wint)
setting-start-random = Start: willekeurige opstelling
setting-start = Start: { $name }
setting-supply = Schijven: { $name }
setting-empties = Lege velden naar de winnaar: { $state ->
        [on] aan
       *[off] uit
    }
setting-clock-off = Klok: uit
setting-clock = Klok: { $minutes } min elk
setting-alternate = Kleuren wisselen per partij: { $state ->
        [on] aan
       *[off] uit
    }
setting-speed = Animaties: { $name }
setting-legal-dots = Geldige velden tonen: { $state ->
        [on] aan
       *[off] uit
    } (L)
setting-sound = Geluid: { $state ->
        [on] aan
       *[off] uit
    } (M)
setting-theme-standard = Thema: standaard (T)
setting-theme-high-contrast = Thema: hoog contrast (T)
setting-quality = Beeldkwaliteit: { $name }
setting-text-size = Tekstgrootte: { $percent }%
setting-hints = Hints: { $name }
setting-threads-auto = Threads: alle kernen op één na ({ $count })
setting-threads = Threads: { $count }
setting-volume = Volume { $percent }%
setting-volume-off = Volume { $percent }% (uit)
setting-file-kept-aside = Het instellingenbestand kon niet worden gelezen ({ $error }); de standaardwaarden worden gebruikt en het oude bestand is bewaard als { $path }.
setting-file-left = Het instellingenbestand kon niet worden gelezen ({ $error }) en niet opzij worden gezet ({ $reason }); de standaardwaarden worden gebruikt en het bestand blijft zoals het is.
setting-file-unreadable = Het instellingenbestand kon niet worden gelezen ({ $error }); de standaardwaarden worden gebruikt, het bestand blijft zoals het is en keuzes die u nu maakt worden niet bewaard.
setting-file-not-saved = De instellingen konden niet worden opgeslagen in { $path }: { $error }

## Your games and your record
# (games list's messages below)
games-open = Openen… (Ctrl+O)
games-open-cancel = Niet meer wachten
games-title = Uw partijen
games-close = Sluiten (Esc)
games-undo = Verwijderen ongedaan maken
games-no-folder = Geen map voor opgeslagen partijen
games-reading = De map met partijen wordt gelezen…
games-none-yet = Nog geen opgeslagen partijen. Ctrl+S slaat een partij op in { $folder }.
games-none-match = Geen partij voldoet aan deze filters.
games-newer = < Nieuwer
games-older = Ouder >
games-page = Pagina { $page } van { $pages }
games-filter-result = Uitslag: { $result ->
        [won] gewonnen
        [drawn] remise
        [lost] verloren
        [unfinished] onafgemaakt
       *[all] alle
    }
games-filter-opponent = Tegenstander: { $opponent ->
        [level] { $level }
        [two] twee spelers
       *[all] iedereen
    }
games-filter-variant = Variant: { $variant ->
        [classic] Klassiek
        [reverse] Omgekeerd
       *[any] alle
    }
games-count = { $total ->
        [one] { $total } partij
       *[other] { $total } partijen
    }
games-count-filtered = { $shown } van { $total } partijen
games-review = Naspelen
games-resume = Hervatten
games-copy = Kopiëren
games-ggf = GGF
games-delete = Verwijderen
games-not-a-game = Geen partij: { $name }
games-unreadable-reason = { $date } · { $reason }
games-result-unfinished = Onafgemaakt
games-result-draw = Remise { $a }–{ $b }
games-result-won = Gewonnen { $a }–{ $b }
games-result-won-on-time = Gewonnen op tijd { $a }–{ $b }
games-result-lost = Verloren { $a }–{ $b }
games-result-lost-on-time = Verloren op tijd { $a }–{ $b }
games-result-dark-won = Zwart wint { $a }–{ $b }
games-result-dark-won-on-time = Zwart wint op tijd { $a }–{ $b }
games-result-light-won = Wit wint { $a }–{ $b }
games-result-light-won-on-time = Wit wint op tijd { $a }–{ $b }
games-players-computer = Computer · { $level }
games-players-you-dark = U (zwart) tegen { $computer }
games-players-you-light = { $computer } tegen u (wit)
games-players-vs = { $dark } tegen { $light }
games-players-two = Twee spelers
games-imported = geïmporteerd, niet in uw resultaten
games-player-you = u
games-player-other = speler
games-player-computer = computer, { $level }
games-start = start { $start }
games-moves = { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }
games-copied = Zetten gekopieerd: { $moves }
games-copy-failed = Kopiëren mislukt ({ $error }): { $moves }
games-no-clipboard = Geen klembord: { $moves }
games-exported = Geëxporteerd als GGF: { $name }
games-export-exists = Al geëxporteerd als GGF: { $name }
games-export-failed = Kon { $name } niet exporteren: { $error }
games-deleted = { $name } verwijderd (naar de prullenbak verplaatst)
games-delete-failed = Kon { $name } niet verwijderen: { $error }
games-put-back = { $name } teruggezet
games-put-back-failed = Kon niet terugzetten: { $error }
games-date = { $day } { $month } { $year } { $hour }:{ $minute }
games-month-1 = jan.
games-month-2 = feb.
games-month-3 = mrt.
games-month-4 = apr.
games-month-5 = mei
games-month-6 = jun.
games-month-7 = jul.
games-month-8 = aug.
games-month-9 = sep.
games-month-10 = okt.
games-month-11 = nov.
games-month-12 = dec.
record-title = Uw resultaten tegen de computer
record-level = { $level }: { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }: { $won } gewonnen, { $drawn } remise, { $lost } verloren, gemiddeld { $margin } schijven
record-level-none = { $level }: nog geen partijen
record-short = U tegen { $level }: { $won }–{ $drawn }–{ $lost } (gewonnen–remise–verloren), gemiddeld { $margin } schijven
record-short-none = U tegen { $level }: nog geen uitgespeelde partijen
record-ladder-level = { $level } { $rating }
record-list-separator = {", "}
record-rating = Uw rating ≈ { $rating } (uit { $games ->
        [one] { $games } partij
       *[other] { $games } partijen
    }). Niveaus: { $ladder }
record-rating-none = Uw rating: speel een partij tegen de computer uit. Niveaus: { $ladder }
record-last = Laatste { $count }:
record-legend = (groen gewonnen, grijs remise, rood verloren)

## Sides, results and move classes
# (the rules' words below)
side-dark = Zwart
side-light = Wit
side-who-you = u
side-who-player = speler
side-who-computer = computer, { $level }
side-card-you = U
side-card-player = Speler
side-card-computer = Computer · { $level }
result-wins = { $side } wint
result-tie = Remise
result-you-win = U wint!
result-computer-wins = De computer wint
result-nobody-wins = Niemand wint
class-best = beste zet
class-good = goede zet
class-inaccuracy = onnauwkeurigheid
class-mistake = fout
class-blunder = blunder

## Board, status and move list
# (HUD's messages below)
hud-undo = Terug
hud-redo = Opnieuw
hud-hint = Hint
hud-copy = Kopiëren
hud-save = Opslaan
hud-analyse = Analyse
hud-moves = Zetten
hud-no-moves = (nog geen)
hud-discs-left = { $count ->
    [one] nog { $count } schijf
   *[other] nog { $count } schijven
}
hud-reverse = Omgekeerd
hud-move = zet { $number }
hud-reviewing = naspelen: zet { $number } van { $total }
hud-review-keys = ← / →, Home / End
hud-game-over = partij voorbij
hud-to-move = { $side } aan zet ({ $who })
hud-thinking = { $side } ({ $who }) denkt na...
hud-centre = plaats op de middenvelden
hud-pass = { $side } heeft geen geldige zet en past
hud-left-book = uit het openingsboek bij zet { $number }
hud-in-book = in het openingsboek
hud-title = reversi3d — { $state }
hud-title-review = naspelen
hud-title-game-over = partij voorbij
hud-title-thinking = de computer denkt na
hud-title-to-move = { $side } aan zet
hud-title-your-move = u bent aan zet
hud-title-computer-move = de computer is aan zet

## Notices
# (notices below)
notice-refused-game-over = de partij is voorbij
notice-refused-taken = { $square }: het veld is bezet
notice-refused-no-flips = { $square }: geen schijven om te keren
notice-refused-centre-first = { $square }: de eerste vier schijven gaan op d4, e4, d5 en e5
notice-refused-no-discs = { $side } heeft geen schijven meer
notice-refused-must-move = { $side } heeft een geldige zet en mag niet passen
notice-game-over-reviewing = De partij is voorbij en blijft zoals gespeeld: u speelt haar na (← / →, End)
notice-analyse-first = Analyseer eerst de partij (A) om de beste varianten te zien
notice-analysis-failed = De analyse kon niet draaien: { $error }
notice-other-window = Een ander reversi3d-venster (proces { $process }) bewaart de onafgemaakte partij; dit venster bewaart zijn eigen partijen bij de opgeslagen partijen.
notice-unfinished-unreadable = De onafgemaakte partij is niet leesbaar: { $error }
notice-unfinished-left = De onafgemaakte partij in { $path } kon niet worden gelezen ({ $error }); ze blijft daar staan
notice-nothing-to-paste = Niets om te plakken: { $error }
notice-no-clipboard-paste = Niets om te plakken: geen klembord
notice-no-folder = Geen map om partijen in op te slaan
notice-saved = Opgeslagen als { $file }
notice-saved-ggf = Opgeslagen als GGF: { $file }
notice-finished-saved = Partij opgeslagen in Uw partijen als { $file }
notice-screenshot = Schermafbeelding opgeslagen: { $path }
notice-screenshot-failed = Kon de schermafbeelding niet opslaan in { $folder }: { $error }
notice-screenshot-not-written = De schermafbeelding { $path } is niet geschreven (zie het logboek)
notice-save-failed = Kon de partij niet opslaan in { $folder }: { $error }
notice-save-when-completed = De engine speelt de partij uit; ze wordt dan met haar uitslag opgeslagen
notice-loaded = Geladen: { $file }
notice-loaded-passed-over = Geladen: { $file }, de nieuwste partij; { $count ->
        [one] het nieuwere bestand { $skipped } is geen partij
       *[other] { $count } nieuwere bestanden zijn geen partijen; het nieuwste is { $skipped }
    }
notice-cannot-load = Kan niet laden: { $error }
notice-no-saved-game = Nog geen opgeslagen partij
notice-copied = Gekopieerd: { $moves }
notice-copy-failed = Kopiëren mislukt ({ $error }): { $moves }
notice-no-clipboard-copy = Geen klembord: { $moves }
notice-pasted = Geplakt: zet { $number }, { $side } aan zet
notice-pasted-over = Geplakt: de partij is afgelopen
notice-cannot-paste = Kan niet plakken: { $error }
notice-paste-no-game = Kan niet plakken: dit is geen zettenlijst (f5 d6 c3 …), opgeslagen partij, GGF-partij of bord
notice-paste-empty = Niets om te plakken: het klembord is leeg of bevat alleen spaties
notice-paste-not-text = Niets om te plakken: het klembord bevat iets anders dan tekst
notice-clipboard-busy = Niets om te plakken: een ander programma gebruikt het klembord; probeer het opnieuw
notice-paste-too-large = Kan niet plakken: de tekst is { $size } MiB; een opgeslagen partij is hoogstens { $max } MiB
error-at-line = regel { $line }: { $error }
error-at-move = zet { $number }: { $error }
error-in-file = { $file }: { $error }
error-file-too-large = het bestand is { $size } MiB; een opgeslagen partij is hoogstens { $max } MiB
error-file-over-limit = meer dan { $max } MiB, het maximum voor een opgeslagen partij
error-file-not-text = geen tekst: byte { $n } is geen UTF-8
error-file-pipe = een pipe of socket, geen bestand
error-file-device = een apparaat, geen bestand
error-file-folder = een map, geen bestand
error-file-not-found = dit bestand bestaat niet
error-file-no-permission = lezen niet toegestaan
error-not-a-square = { $text } is geen veld (een zet is een letter a–h en een cijfer 1–8)
error-illegal = { $square } is niet geldig voor { $side } ({ $why })
error-after-game-over = { $square } wordt gespeeld nadat de partij voorbij is
error-board-squares = het bord heeft { $count } velden; er zijn er 64 nodig
error-board-too-long = het bord heeft { $count } tekens; er zijn 64 velden en de kant aan zet nodig
error-squares-before-side = het bord heeft { $count } velden vóór de kant aan zet; er zijn er 64 nodig
error-board-cell = veld { $square }: { $found } is geen X, O of -
error-side-to-move = de kant aan zet, { $found }, is geen X of O
notice-keep-failed = Kon de onafgemaakte partij niet bewaren: { $error }
notice-set-aside = De onafgemaakte partij van eerder is opgeslagen als { $file }
notice-set-aside-failed = De onafgemaakte partij kon niet apart worden gezet ({ $error }); deze partij wordt niet bewaard

## Scoring screen
# (scoring screen's messages below)
score-not-over = De partij is niet voorbij
score-wins-on-time = { $side } wint op tijd
score-completing = { $side } verloor op tijd; de engine speelt de partij uit...
score-rules-classic = Klassieke regels: meer schijven wint
score-rules-reverse = Omgekeerde regels: minder schijven wint
score-on-board = Schijven op het bord: Zwart { $dark } - Wit { $light }
score-recorded-empties = { $count ->
    [one] Geboekte uitslag, { $count } leeg veld voor de winnaar: { $dark } - { $light }
   *[other] Geboekte uitslag, { $count } lege velden voor de winnaar: { $dark } - { $light }
}
score-completed = { $side } verloor op tijd; de engine speelde de partij uit: Zwart { $dark } - Wit { $light }
score-recorded-time-default = Geboekte uitslag (verlies op tijd: de uitgespeelde uitslag, minstens één schijf verschil): { $dark } - { $light }
score-play-again = Nog een keer
score-start-screen = Startscherm
score-save = Opslaan
score-copy = Zetten kopiëren
score-analyse = Analyse
score-save-ggf = Als GGF opslaan
score-keys = ← / →: de zetten naspelen. A: analyseren
score-sheet = Notatieformulier

## Analysis
# (analysis panel's messages below)
analysis-title = Analyse
analysis-running = De partij wordt geanalyseerd...
analysis-stop = Stop
analysis-progress = Analyse: { $done } van { $total } stellingen (vanaf het einde)
analysis-aside-running = Analyseren: { $done } van { $total } stellingen…
analysis-aside-ready = De analyse is klaar: ga een zet terug (←) om haar naast het bord te zien.
analysis-opening = Opening: { $opening }
analysis-who-imported = geïmporteerde zetten
analysis-who-from = { $who }, vanaf zet { $number }
analysis-side-totals = { $side } ({ $who }): nauwkeurigheid { $accuracy }%, { $count ->
    [one] { $count } schijf verloren
   *[other] { $count } schijven verloren
}
analysis-graph-dark = Zwart +{ $scale }
analysis-graph-light = Wit +{ $scale }
analysis-graph-legend = Boven de lijn staat Zwart voor. Vol: exact; vaag: schatting. Klik of sleep om naar een zet te gaan.
analysis-graph-legend-now = Boven de lijn staat Zwart voor. Vol: exact; vaag: schatting.
analysis-worst = Slechtste zetten van { $side }
analysis-no-worst = geen: geen zet verloor meer dan 2 schijven
analysis-row-pass = { $number } pas
analysis-best = beste { $square } ({ $value })
analysis-keys = B: de beste variant op het bord. ← / →: zet voor zet.
analysis-end = Het einde van de partij.
analysis-now = De partij gaat door: { $side } is aan zet.
analysis-placement = { $number } een plaatsing van de opening.
analysis-passes = { $number } { $side } past.
analysis-exact = exact
analysis-estimate = schatting
analysis-played-best = { $number } { $side } speelde { $square } ({ $value }, { $kind }): beste zet.
analysis-played-loss = { $number } { $side } speelde { $square } ({ $value }), { $class ->
    [good] een goede zet
    [inaccuracy] een onnauwkeurigheid
    [mistake] een fout
   *[blunder] een blunder
} die { $loss } verliest; beste { $best } ({ $best_value }, { $kind }).

## Opening a file (the desktop's file chooser)

open-choosing = Bestand kiezen…
open-no-portal = Geen bestandskiezer op dit bureaublad (geen XDG-portaal): sleep in plaats daarvan een partijbestand naar het venster
open-already = De bestandskiezer is al open
open-failed = De bestandskiezer is mislukt: { $error }
open-not-local = Kan { $uri } niet openen: geen bestand op deze computer
open-title = Een partij openen
open-game-files = Reversi-partijen (.txt, .ggf)
open-all-files = Alle bestanden

## Keys
# (key list's messages below)
key-click-keys = Klik, of pijltjes + Enter / Space
key-click = een veld spelen
key-type-keys = Typ een veld, bijv. f5
key-type = het spelen
key-undo-keys = Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y
key-undo = ongedaan maken / opnieuw
key-hints-keys = H
key-hints = hints: de waarde van elke zet in schijven (vet: exact; licht: schatting)
key-dots-keys = L
key-dots = stippen op geldige velden aan / uit
key-copy-keys = Ctrl+C / Ctrl+V
key-copy = de notatie kopiëren / een notatie of stelling plakken
key-save-keys = Ctrl+S
key-save = de partij met haar notatieformulier opslaan
key-save-ggf-keys = Ctrl+Shift+S
key-save-ggf = de partij als GGF opslaan
key-open-keys = Ctrl+O
key-open = een partijbestand openen met de bestandskiezer van het bureaublad (of naar het venster slepen)
key-review-keys = ← / →, Home / End
key-review = na de partij: de zetten naspelen (ook ongedaan / opnieuw)
key-analyse-keys = A / B
key-analyse = na de partij: haar analyseren (grafiek, slechtste zetten) / de beste variant op het bord
key-step-keys = Page Up / Page Down
key-step = twee spelers, tijdens de partij: terug / vooruit
key-sound-keys = M
key-sound = geluid aan / uit
key-theme-keys = T
key-theme = thema met hoog contrast aan / uit
key-turn-keys = Rechts slepen, scrollwiel, V of middelklik
key-turn = het bord draaien, zoomen, terug naar het eerste beeld
key-fullscreen-keys = F11
key-fullscreen = volledig scherm aan / uit
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = tekst en panelen groter / kleiner / terug naar 100%
key-screenshot-keys = F12
key-screenshot = schermafbeelding
key-esc-keys = Esc
key-esc = pauzemenu (na de partij: startscherm)
key-menus-keys = Tab, pijltjes, Enter
key-menus = startscherm en pauzemenu: een knop kiezen, indrukken
key-help-keys = F1 of ?
key-help = deze lijst (Esc sluit hem)
