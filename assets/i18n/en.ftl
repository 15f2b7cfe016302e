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
level-improver = Improver
level-intermediate = Intermediate
level-skilled = Skilled
level-club = Club
level-advanced = Advanced
level-expert = Expert
level-master = Master
level-tournament = Tournament
level-grandmaster = Grandmaster
level-champion = Champion
level-engine = Engine
level-beginner-description = Looks one move ahead with a simple square table; often strays
level-novice-description = Two moves ahead, knows mobility and corners; often strays
level-casual-description = Three moves ahead, solves the last 8 squares; strays fairly often
level-improver-description = Three moves ahead, solves the last 8 squares; sometimes strays
level-intermediate-description = Four moves ahead, solves the last 10 squares; sometimes strays
level-skilled-description = Five moves ahead, perfect over the last 12 squares; strays a little
level-club-description = Five moves ahead, perfect over the last 12 squares; rarely strays
level-advanced-description = Six moves ahead, perfect over the last 13 squares
level-expert-description = Eight moves ahead, perfect over the last 14 squares
level-master-description = Nine moves ahead, perfect over the last 18 squares
level-tournament-description = Six moves ahead with the learned evaluation, perfect over the last 18 squares
level-grandmaster-description = Eight moves ahead with the learned evaluation, perfect over the last 18 squares
level-champion-description = Twelve moves ahead with the learned evaluation, perfect over the last 20 squares
level-engine-description = Full strength: selective search 22 moves ahead, up to 4.5 s a move, perfect over the last 24 squares
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
start-your-games-subtitle = Review, resume or delete saved games; your record
start-rules-group = Rules and options
start-display-group = Display
start-resume =
    Resume the unfinished game
    (move { $move }, { $dark } vs { $light })
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
games-open = Open… (Ctrl+O)
games-open-cancel = Stop waiting
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
games-unreadable-reason = { $date } · { $reason }
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
games-players-computer = Computer · { $level }
games-players-you-dark = You (Dark) vs { $computer }
games-players-you-light = { $computer } vs You (Light)
games-players-vs = { $dark } vs { $light }
games-players-two = Two players
games-imported = imported, not in your record
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
games-export-exists = Already exported as GGF: { $name }
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
side-dark = Dark
side-light = Light
side-who-you = you
side-who-player = player
side-who-computer = computer, { $level }
side-card-you = You
side-card-player = Player
side-card-computer = Computer · { $level }
result-wins = { $side } wins
result-tie = A tie
result-you-win = You win!
result-computer-wins = The computer wins
result-nobody-wins = Nobody wins
class-best = best
class-good = good
class-inaccuracy = inaccuracy
class-mistake = mistake
class-blunder = blunder

## Board, status and move list
# (HUD's messages below)
hud-undo = Undo
hud-redo = Redo
hud-hint = Hint
hud-copy = Copy
hud-save = Save
hud-analyse = Analyse
hud-moves = Moves
hud-no-moves = (none yet)
hud-discs-left = { $count ->
    [one] { $count } disc left
   *[other] { $count } discs left
}
hud-reverse = Reverse
hud-move = move { $number }
hud-reviewing = reviewing: move { $number } of { $total }
hud-review-keys = Left / Right, Home / End
hud-game-over = game over
hud-to-move = { $side } to move ({ $who })
hud-thinking = { $side } ({ $who }) is thinking...
hud-centre = place on the centre squares
hud-pass = { $side } has no legal move and passes
hud-left-book = left the book at move { $number }
hud-in-book = in book
hud-title = reversi3d — { $state }
hud-title-review = review
hud-title-game-over = game over
hud-title-thinking = the computer is thinking
hud-title-to-move = { $side } to move
hud-title-your-move = your move
hud-title-computer-move = the computer's move

## Notices
# (notices below)
notice-refused-game-over = the game is over
notice-refused-taken = { $square }: the square is taken
notice-refused-no-flips = { $square }: no discs to flip
notice-refused-centre-first = { $square }: the first four discs go on d4, e4, d5 and e5
notice-refused-no-discs = { $side } has no discs left
notice-refused-must-move = { $side } has a legal move and may not pass
notice-game-over-reviewing = The game is over and kept as played: reviewing it (Left / Right, End)
notice-analyse-first = Analyse the game first (A) to see best lines
notice-analysis-failed = The analysis could not run: { $error }
notice-other-window = Another reversi3d window (process { $process }) keeps the unfinished game; this window keeps its own games in the saved games instead.
notice-unfinished-unreadable = The unfinished game cannot be read: { $error }
notice-unfinished-left = The unfinished game in { $path } could not be read ({ $error }); it is left there
notice-nothing-to-paste = Nothing to paste: { $error }
notice-no-clipboard-paste = Nothing to paste: no clipboard
notice-no-folder = No folder to save games in
notice-saved = Saved as { $file }
notice-saved-ggf = Saved as GGF: { $file }
notice-finished-saved = Game saved in Your games as { $file }
notice-screenshot = Screenshot saved: { $path }
notice-screenshot-failed = Could not save the screenshot in { $folder }: { $error }
notice-screenshot-not-written = The screenshot { $path } was not written (see the log)
notice-save-failed = Could not save the game in { $folder }: { $error }
notice-save-when-completed = The engine is completing the game; it is saved with its score then
notice-loaded = Loaded { $file }
notice-loaded-passed-over = Loaded { $file }, the newest game; { $count ->
        [one] the newer file { $skipped } is not a game
       *[other] { $count } newer files are not games; the newest is { $skipped }
    }
notice-cannot-load = Cannot load { $error }
notice-no-saved-game = No saved game yet
notice-copied = Copied: { $moves }
notice-copy-failed = Could not copy ({ $error }): { $moves }
notice-no-clipboard-copy = No clipboard: { $moves }
notice-pasted = Pasted: move { $number }, { $side } to move
notice-pasted-over = Pasted: the game is over
notice-cannot-paste = Cannot paste: { $error }
notice-paste-no-game = Cannot paste: this is not a list of moves (f5 d6 c3 …), a saved game, a GGF game or a board
notice-paste-empty = Nothing to paste: the clipboard is empty or holds only spaces
notice-paste-not-text = Nothing to paste: the clipboard holds something other than text
notice-clipboard-busy = Nothing to paste: another program is using the clipboard; try again
notice-paste-too-large = Cannot paste: the text is { $size } MiB; a saved game is at most { $max } MiB
# What was wrong with a pasted or loaded game: where ($line of a file, $number of the move),
# then what ($error); the other messages are the what.
error-at-line = line { $line }: { $error }
error-at-move = move { $number }: { $error }
error-in-file = { $file }: { $error }
error-file-too-large = the file is { $size } MiB; a saved game is at most { $max } MiB
error-file-over-limit = more than { $max } MiB, the most a saved game can be
error-file-not-text = not text: byte { $n } is not UTF-8
error-file-pipe = a pipe or socket, not a file
error-file-device = a device, not a file
error-file-folder = a folder, not a file
error-file-not-found = no such file
error-file-no-permission = not allowed to read it
error-not-a-square = { $text } is not a square (a move is a letter a–h and a digit 1–8)
error-illegal = { $square } is not legal for { $side } ({ $why })
error-after-game-over = { $square } is played after the game is over
error-board-squares = the board has { $count } squares; it needs 64
error-board-too-long = the board has { $count } characters; it needs 64 squares and the side to move
error-squares-before-side = the board has { $count } squares before the side to move; it needs 64
error-board-cell = square { $square }: { $found } is not X, O or -
error-side-to-move = the side to move, { $found }, is not X or O
notice-keep-failed = Could not keep the unfinished game: { $error }
notice-set-aside = The unfinished game from before is saved as { $file }
notice-set-aside-failed = The unfinished game could not be saved aside ({ $error }); this game is not kept

## Scoring screen
# (scoring screen's messages below)
score-not-over = The game is not over
score-wins-on-time = { $side } wins on time
score-completing = { $side } lost on time; the engine is completing the game...
score-rules-classic = Classic rules: more discs wins
score-rules-reverse = Reverse rules: fewer discs wins
score-on-board = Discs on the board: Dark { $dark } - Light { $light }
score-recorded-empties = { $count ->
    [one] Recorded score, { $count } empty square to the winner: { $dark } - { $light }
   *[other] Recorded score, { $count } empty squares to the winner: { $dark } - { $light }
}
score-completed = { $side } lost on time; the engine completed the game: Dark { $dark } - Light { $light }
score-recorded-time-default = Recorded score (time default: the completed result, at least a one-disc win): { $dark } - { $light }
score-play-again = Play again
score-start-screen = Start screen
score-save = Save
score-copy = Copy moves
score-analyse = Analyse
score-save-ggf = Save GGF
score-keys = Left / Right: review the moves. A: analyse
score-sheet = Transcript sheet

## Analysis
# (analysis panel's messages below)
analysis-title = Analysis
analysis-running = Analysing the game...
analysis-stop = Stop
analysis-progress = Analysing: { $done } of { $total } positions (from the end)
analysis-aside-running = Analysing: { $done } of { $total } positions…
analysis-aside-ready = The analysis is ready: step back (←) to see it beside the board.
analysis-opening = Opening: { $opening }
analysis-who-imported = imported moves
analysis-who-from = { $who }, from move { $number }
analysis-side-totals = { $side } ({ $who }): accuracy { $accuracy }%, lost { $count ->
    [one] { $count } disc
   *[other] { $count } discs
}
analysis-graph-dark = Dark +{ $scale }
analysis-graph-light = Light +{ $scale }
analysis-graph-legend = Above the line Dark is ahead. Solid: exact; faint: estimate. Click or drag to go to a move.
analysis-graph-legend-now = Above the line Dark is ahead. Solid: exact; faint: estimate.
analysis-worst = { $side }'s worst moves
analysis-no-worst = none: no move lost more than 2 discs
analysis-row-pass = { $number } pass
analysis-best = best { $square } ({ $value })
analysis-keys = B: the best line on the board. Left / Right: step.
analysis-end = The end of the game.
analysis-now = The game goes on: { $side } to move.
analysis-placement = { $number } a placement of the opening.
analysis-passes = { $number } { $side } passes.
analysis-exact = exact
analysis-estimate = estimate
analysis-played-best = { $number } { $side } played { $square } ({ $value }, { $kind }): best.
analysis-played-loss = { $number } { $side } played { $square } ({ $value }), { $class ->
    [good] a good
    [inaccuracy] an inaccuracy
    [mistake] a mistake
   *[blunder] a blunder
} losing { $loss }; best { $best } ({ $best_value }, { $kind }).

## Opening a file (the desktop's file chooser)

open-choosing = Choosing a file…
open-no-portal = No file chooser on this desktop (no XDG portal): drop a game file on the window instead
open-already = The file chooser is already open
open-failed = The file chooser failed: { $error }
open-not-local = Cannot open { $uri }: not a file on this computer
open-title = Open a game
open-game-files = Reversi games (.txt, .ggf)
open-all-files = All files

## Keys
# (key list's messages below)
key-click-keys = Click, or arrows + Enter / Space
key-click = play a square
key-type-keys = Type a square, e.g. f5
key-type = play it
key-undo-keys = Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y
key-undo = undo / redo
key-hints-keys = H
key-hints = hints: each move's value in discs (bold: exact; light: estimate)
key-dots-keys = L
key-dots = dots on legal squares on / off
key-copy-keys = Ctrl+C / Ctrl+V
key-copy = copy the transcript / paste a transcript or board
key-save-keys = Ctrl+S
key-save = save the game and its transcript sheet
key-save-ggf-keys = Ctrl+Shift+S
key-save-ggf = save the game as GGF
key-open-keys = Ctrl+O
key-open = open a game file in the desktop's file chooser (or drop one on the window)
key-review-keys = Left / Right, Home / End
key-review = after the game: review the moves (undo / redo too)
key-analyse-keys = A / B
key-analyse = after the game: analyse it (graph, worst moves) / the best line on the board
key-step-keys = Page Up / Page Down
key-step = two players, during the game: step back / forward
key-sound-keys = M
key-sound = sound on / off
key-theme-keys = T
key-theme = high-contrast theme on / off
key-turn-keys = Right-drag, wheel, V or middle click
key-turn = turn the board, zoom, back to the first view
key-fullscreen-keys = F11
key-fullscreen = full screen on / off
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = larger / smaller text and panels / back to 100%
key-screenshot-keys = F12
key-screenshot = screenshot
key-esc-keys = Esc
key-esc = pause menu (after the game: start screen)
key-menus-keys = Tab, arrows, Enter
key-menus = start screen and pause menu: choose a button, press it
key-help-keys = F1 or ?
key-help = this list (Esc closes it)
