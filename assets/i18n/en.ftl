# reversi3d — English (the source language).
#
# One file per language, with the same message ids in each (tests/i18n.rs checks it).
# The code names a message by its id; variables are written { $name }. Numbers passed as
# variables are written the language's way and choose the plural form:
#     discs = { $count ->
#         [one] { $count } disc
#        *[other] { $count } discs
#     }
# Keep Reversi's own words as players of the language use them.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Beginner
level-novice = Novice
level-casual = Casual
level-club = Club
level-expert = Expert
level-master = Master
level-engine = Engine
level-beginner-description = Looks one move ahead with a simple square table; often strays
level-novice-description = Two moves ahead, knows mobility and corners; sometimes strays
level-casual-description = Three moves ahead, solves the last 8 squares; a little random
level-club-description = Five moves ahead, perfect over the last 12 squares; rarely strays
level-expert-description = Seven moves ahead, perfect over the last 14 squares
level-master-description = Nine moves ahead, perfect over the last 18 squares
level-engine-description = Full strength: selective search 20 moves ahead, up to 4.5 s a move, perfect over the last 20 squares
option-variant-classic = Classic
option-variant-reverse = Reverse
option-start-standard = Standard
option-start-alternate = Alternate
option-start-dark-top = Side by side, dark on top
option-start-dark-bottom = Side by side, dark below
option-start-dark-left = Side by side, dark left
option-start-dark-right = Side by side, dark right
option-start-empty-centre = Empty centre (historical)
option-supply-shared = Shared pool
option-supply-strict = 32 each (strict)
option-supply-borrow = 32 each (borrow)
option-speed-instant = instant
option-speed-slow = slow
option-speed-normal = normal
option-speed-fast = fast
option-quality-low = low
option-quality-medium = medium
option-quality-high = high
option-hints-quick = quick
option-hints-normal = normal
option-hints-deep = deep

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = Play Dark
start-play-dark-subtitle = You move first against the computer
start-play-light = Play Light
start-play-light-subtitle = The computer moves first, you reply
start-two-players = Two players
start-two-players-subtitle = Two people take turns at this screen
start-watch = Watch
start-watch-subtitle = The computer plays itself
start-last-used = Last used: press Enter
start-last-used-only = Last used
start-your-games = Your games
start-your-games-subtitle = Review, resume or delete saved games; your record
start-rules-group = Rules and options
start-display-group = Display
start-resume = Resume the unfinished game (move { $move }, { $dark } vs { $light })
start-press-enter = press Enter
start-load-last = Load the last saved game
start-paste-help = Paste a transcript or board with Ctrl+V, or drop a saved game on the window. In a game, F1 or ? lists the keys.
language = Language
language-system = System ({ $name })

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = Paused
pause-waiting = The clock and the computer wait.
pause-resume = Resume
pause-new-game = New game
pause-your-games = Your games
pause-options = Options
pause-quit = Quit to start screen
pause-esc = Esc: resume
setting-level = Computer level: { $name } ({ $number } of { $count })
setting-variant-classic = Rules: Classic (most discs wins)
setting-variant-reverse = Rules: Reverse (fewest discs wins)
setting-start-random = Start: random arrangement
setting-start = Start: { $name }
setting-supply = Discs: { $name }
setting-empties = Empty squares to the winner: { $state ->
        [on] on
       *[off] off
    }
setting-clock-off = Clock: off
setting-clock = Clock: { $minutes } min each
setting-alternate = Alternate colours each game: { $state ->
        [on] on
       *[off] off
    }
setting-speed = Animations: { $name }
setting-legal-dots = Dots on legal squares: { $state ->
        [on] on
       *[off] off
    } (L)
setting-sound = Sound: { $state ->
        [on] on
       *[off] off
    } (M)
setting-theme-standard = Theme: standard (T)
setting-theme-high-contrast = Theme: high contrast (T)
setting-quality = Graphics: { $name }
setting-text-size = Text size: { $percent }%
setting-hints = Hints: { $name }
setting-threads-auto = Threads: all cores but one ({ $count })
setting-threads = Threads: { $count }
setting-volume = Volume { $percent }%
setting-volume-off = Volume { $percent }% (off)
setting-file-kept-aside = The settings file could not be read ({ $error }); defaults are used and the old file is kept as { $path }.
setting-file-left = The settings file could not be read ({ $error }) nor kept aside ({ $reason }); defaults are used and the file is left as it is.
setting-file-unreadable = The settings file could not be read ({ $error }); defaults are used, the file is left as it is, and choices made now are not saved.
setting-file-not-saved = The settings could not be saved to { $path }: { $error }

## Your games and your record
# (games list's messages below)
games-title = Your games
games-close = Close (Esc)
games-undo = Undo delete
games-no-folder = No folder for saved games
games-reading = Reading the games folder…
games-none-yet = No saved games yet. Ctrl+S saves a game in { $folder }.
games-none-match = No game matches these filters.
games-newer = < Newer
games-older = Older >
games-page = Page { $page } of { $pages }
games-filter-result = Result: { $result ->
        [won] won
        [drawn] drawn
        [lost] lost
        [unfinished] unfinished
       *[all] any result
    }
games-filter-opponent = Opponent: { $opponent ->
        [level] vs { $level }
        [two] two players
       *[all] anyone
    }
games-filter-variant = Variant: { $variant ->
        [classic] Classic
        [reverse] Reverse
       *[any] any
    }
games-count = { $total ->
        [one] { $total } game
       *[other] { $total } games
    }
games-count-filtered = { $shown } of { $total } games
games-review = Review
games-resume = Resume
games-copy = Copy
games-ggf = GGF
games-delete = Delete
games-not-a-game = Not a game: { $name }
games-result-unfinished = Unfinished
games-result-draw = Draw { $a }–{ $b }
games-result-won = Won { $a }–{ $b }
games-result-won-on-time = Won on time { $a }–{ $b }
games-result-lost = Lost { $a }–{ $b }
games-result-lost-on-time = Lost on time { $a }–{ $b }
games-result-dark-won = Dark won { $a }–{ $b }
games-result-dark-won-on-time = Dark won on time { $a }–{ $b }
games-result-light-won = Light won { $a }–{ $b }
games-result-light-won-on-time = Light won on time { $a }–{ $b }
games-players-computer = Computer · { $level }
games-players-you-dark = You (Dark) vs { $computer }
games-players-you-light = { $computer } vs You (Light)
games-players-vs = { $dark } vs { $light }
games-players-two = Two players
games-player-you = you
games-player-other = player
games-player-computer = computer, { $level }
games-start = { $start } start
games-moves = { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
games-copied = Copied the moves: { $moves }
games-copy-failed = Could not copy ({ $error }): { $moves }
games-no-clipboard = No clipboard: { $moves }
games-exported = Exported as GGF: { $name }
games-export-failed = Could not export { $name }: { $error }
games-deleted = Deleted { $name } (moved to the trash folder)
games-delete-failed = Could not delete { $name }: { $error }
games-put-back = Put back { $name }
games-put-back-failed = Could not put it back: { $error }
games-date = { $month } { $day }, { $year }, { $hour }:{ $minute }
games-month-1 = Jan
games-month-2 = Feb
games-month-3 = Mar
games-month-4 = Apr
games-month-5 = May
games-month-6 = Jun
games-month-7 = Jul
games-month-8 = Aug
games-month-9 = Sep
games-month-10 = Oct
games-month-11 = Nov
games-month-12 = Dec
record-title = Your record against the computer
record-level = { $level }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $won } won, { $drawn } drawn, { $lost } lost, { $margin } discs on average
record-level-none = { $level }: no games yet
record-short = You vs { $level }: { $won }–{ $drawn }–{ $lost } (won–drawn–lost), { $margin } discs on average
record-short-none = You vs { $level }: no finished games yet
record-ladder-level = { $level } { $rating }
record-list-separator = {", "}
record-rating = Your rating ≈ { $rating } (from { $games ->
        [one] { $games } game
       *[other] { $games } games
    }). Levels: { $ladder }
record-rating-none = Your rating: finish a game against the computer. Levels: { $ladder }
record-last = Last { $count }:
record-legend = (green won, grey drawn, red lost)

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
