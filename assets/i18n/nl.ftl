# reversi3d — Dutch. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Beginner
level-novice = Novice
level-casual = Recreant
level-club = Club
level-expert = Expert
level-master = Meester
level-engine = Engine
level-beginner-description = Kijkt één zet vooruit met een eenvoudige veldentabel; dwaalt vaak af
level-novice-description = Twee zetten vooruit, kent mobiliteit en hoeken; dwaalt soms af
level-casual-description = Drie zetten vooruit, lost de laatste 8 velden op; een beetje willekeurig
level-club-description = Vijf zetten vooruit, perfect in de laatste 12 velden; dwaalt zelden af
level-expert-description = Zeven zetten vooruit, perfect in de laatste 14 velden
level-master-description = Negen zetten vooruit, perfect in de laatste 18 velden
level-engine-description = Volle sterkte: selectief zoeken 20 zetten vooruit, tot 4,5 s per zet, perfect in de laatste 20 velden
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
start-your-games-subtitle = Opgeslagen partijen naspelen, hervatten of verwijderen; uw resultaten
start-rules-group = Regels en opties
start-display-group = Weergave
start-resume = Onafgemaakte partij hervatten (zet { $move }, { $dark } tegen { $light })
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
setting-legal-dots = Stippen op geldige velden: { $state ->
        [on] aan
       *[off] uit
    } (L)
setting-sound = Geluid: { $state ->
        [on] aan
       *[off] uit
    } (M)
setting-theme-standard = Thema: standaard (T)
setting-theme-high-contrast = Thema: hoog contrast (T)
setting-quality = Graphics: { $name }
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
games-players-computer = Computer · { $level }
games-players-you-dark = U (zwart) tegen { $computer }
games-players-you-light = { $computer } tegen u (wit)
games-players-vs = { $dark } tegen { $light }
games-players-two = Twee spelers
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

## Board, status and move list
# (HUD's messages below)

## Notices
# (notices below)

## Scoring screen
# (scoring screen's messages below)

## Analysis
# (analysis panel's messages below)

## Keys
# (key list's messages below)
