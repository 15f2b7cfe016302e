# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_reversi3d_global_optspecs
    string join \n players= variant= start= supply= level= screenshot= quit-after-screenshot print-squares anim-speed= clock= load= quality= print-fps lang= h/help V/version
end

function __fish_reversi3d_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_reversi3d_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_reversi3d_using_subcommand
    set -l cmd (__fish_reversi3d_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c reversi3d -n "__fish_reversi3d_needs_command" -l players -d 'Skip the start screen: who plays Dark and Light' -r -f -a "human-computer\t'You play Dark against the computer'
computer-human\t'The computer plays Dark; you play Light'
human-human\t'Two players at one screen'
computer-computer\t'Watch the computer play itself'"
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l variant -d 'Rules: classic or reverse' -r -f -a "classic\t''
reverse\t''"
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l start -d 'Start position' -r -f -a "standard\t'd4, e5 light; d5, e4 dark (dark to the north-east and south-west)'
alternate\t'The other diagonal: d4, e5 dark; d5, e4 light'
dark-top\t'Side by side: d4, e4 dark on top; d5, e5 light'
dark-bottom\t'Side by side: d5, e5 dark below; d4, e4 light'
dark-left\t'Side by side: d4, d5 dark on the left; e4, e5 light'
dark-right\t'Side by side: e4, e5 dark on the right; d4, d5 light'
empty-centre\t'The board starts empty; the first four moves fill d4, e4, d5, e5 (dark, light, dark, light) in any order, without captures'"
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l supply -d 'Disc supply' -r -f -a "shared\t'One pool for both players, no limit (Othello)'
strict32\t'32 discs each, counting the start discs; a player who has placed them all passes for the rest of the game'
borrow32\t'32 discs each; a player who runs out while able to move takes one from the opponent'"
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l level -d 'Computer level (name or 1-14)' -r
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l screenshot -d 'Save a screenshot (PNG) after the first move has been played and animated' -r -F
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l anim-speed -d 'Animation speed: 0 instant, 1 normal, 2 twice as fast (0.1 to 10). Like the other game options here, it applies to this run only and is not remembered' -r
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l clock -d 'Clock: minutes per player (0: no clock)' -r
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l load -d 'Open a saved game file' -r -F
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l quality -d 'Graphics quality: low (no shadows, no antialiasing: fastest), medium or high' -r -f -a "low\t'No shadows, no antialiasing, no fill light, no texture filtering at a slant, an unshaded table, no tone mapping pass: for software rendering and weak GPUs'
medium\t'Shadows (1024² map, hardware-filtered edges) and 4× antialiasing'
high\t'Finer shadows (2048² map), 4× antialiasing, the fill light'"
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l lang -d 'The language of the game\'s words for this run (en, fr, de, es, nl, it, ja, zh-Hans); by default the one chosen in the window, else the system\'s (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)' -r
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l quit-after-screenshot -d 'Quit after the screenshot is saved (for tests)'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l print-squares -d 'Print the screen position of each legal square at every human turn, and of each visible button when the buttons change (`button undo@61,689`), for tests'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -l print-fps -d 'Print the frames per second of each move\'s animation (for measuring)'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -s V -l version -d 'Print version'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "perft" -d 'Counts the leaves of the move tree (a pass is a ply; a finished game is one leaf)'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "replay" -d 'Replays a transcript and prints the final board, the counts and the result'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "solve" -d 'Solves the positions of an OBF file exactly (with --level: searches them as a level chooses its move)'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "match" -d 'Plays computer levels against each other'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "tournament" -d 'A round robin between levels, ranked by points then Brightwell Quotient'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "train" -d 'Trains the pattern evaluation from recorded games and writes the weights file'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "selfplay" -d 'Plays the engine against itself and writes labelled games for training (resumable)'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "analyse" -d 'Values every legal move of a position (a board, a transcript\'s or a game\'s end)'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "review" -d 'Reviews a game: each ply\'s best move, values, loss and class; totals; a graph'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "opening" -d 'Names the opening of a game (Tiger, Rose, …) in any orientation: the named line and the move where the game left the book'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "nboard" -d 'Speaks the NBoard protocol on standard input and output (for NBoard and other GUIs and match runners)'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "positions" -d 'Draws positions at chosen empties from recorded and self-play games and writes them as an OBF file (the solver\'s validation sets), with their exact scores if asked'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "mpc" -d 'Fits Multi-ProbCut\'s statistics (shallow against deep search values, per stage and depth) from positions of recorded games and writes them (`engine/weights/mpc.txt`)'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "book" -d 'The opening book: build one from games, show a position\'s book moves, add games'
complete -c reversi3d -n "__fish_reversi3d_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand perft" -l board -d 'Start from a board: 64 squares (X dark, O light, - empty) and the side to move' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand perft" -l last -d 'Print only the last depth'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand perft" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand replay" -l variant -r -f -a "classic\t''
reverse\t''"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand replay" -l start -r -f -a "standard\t'd4, e5 light; d5, e4 dark (dark to the north-east and south-west)'
alternate\t'The other diagonal: d4, e5 dark; d5, e4 light'
dark-top\t'Side by side: d4, e4 dark on top; d5, e5 light'
dark-bottom\t'Side by side: d5, e5 dark below; d4, e4 light'
dark-left\t'Side by side: d4, d5 dark on the left; e4, e5 light'
dark-right\t'Side by side: e4, e5 dark on the right; d4, d5 light'
empty-centre\t'The board starts empty; the first four moves fill d4, e4, d5, e5 (dark, light, dark, light) in any order, without captures'"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand replay" -l supply -r -f -a "shared\t'One pool for both players, no limit (Othello)'
strict32\t'32 discs each, counting the start discs; a player who has placed them all passes for the rest of the game'
borrow32\t'32 discs each; a player who runs out while able to move takes one from the opponent'"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand replay" -l sheet -d 'Also print the transcript sheet (8×8 grid of move numbers)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand replay" -l no-empties-to-winner -d 'Do not add empty squares to the winner\'s recorded score'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand replay" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand solve" -l tt-mb -d 'Transposition table size in MiB' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand solve" -l nodes -d 'Stop each position\'s search after about this many nodes; a position not solved by then is reported `stopped` with the best move found so far' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand solve" -l variant -r -f -a "classic\t''
reverse\t''"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand solve" -l threads -d 'Search threads (0: all cores). With 1, the default, node counts are the same at every run; with more, the scores are the same and the node counts vary' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand solve" -l level -d 'Instead of solving, search each position as this level chooses a move (its depth, exact range, evaluation and selective search; a level name or number with `match`\'s `+KEY=VALUE` settings, e.g. `engine+depth=18`, and `@FILE` for another weights file) without its time limit (see --timed), so that the nodes are the same on any machine: a benchmark of the midgame search. The threads are --threads\' (a `threads=` setting is refused, and an `ms=` one without --timed); the tables are kept from one position to the next, as without --level' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand solve" -l all-moves -d 'Give the value of every legal move (exact, or with --level the level\'s midgame value in discs where it does not solve the position)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand solve" -l timed -d 'With --level: search with the level\'s time limit too (an `ms=` setting is then taken), as it chooses its move in a game; what is found then depends on the machine\'s speed and load. Where the file gives every move\'s exact score (`positions --score --all-moves`), each line and the total say how much the move found loses. Not with --nodes'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand solve" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l black -d 'Player with Dark in odd games: a level (name or 1-14, or weights3, the reference opponent; `LEVEL@FILE`: that level with the pattern evaluation of the weights file FILE), an NBoard engine: `nboard:CMD ARGS` (`nboard@DEPTH:CMD ARGS` sends it `set depth DEPTH`), e.g. "nboard:reversi-engine nboard --level expert", or a GTP engine: `gtp:CMD ARGS`, e.g. "gtp:gtp-rhino -l 5"' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l white -d 'Player with Light in odd games (as --black)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l move-timeout -d 'Seconds an external engine may take for a move before the match stops with an error' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l games -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l seed -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l openings -d 'Number of distinct balanced openings (default: one per pair of games, at most 10000)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l opening-plies -d 'The length of the random balanced openings, `LO-HI` moves (or one number); `0`: every game from the start position (for levels that vary their own openings: the book)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l threads -d 'Games played at once, each on a thread of its own (default: all cores). The levels\' own search threads are a level setting: `LEVEL+threads=N` (see --black)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l variant -r -f -a "classic\t''
reverse\t''"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l start -r -f -a "standard\t'd4, e5 light; d5, e4 dark (dark to the north-east and south-west)'
alternate\t'The other diagonal: d4, e5 dark; d5, e4 light'
dark-top\t'Side by side: d4, e4 dark on top; d5, e5 light'
dark-bottom\t'Side by side: d5, e5 dark below; d4, e4 light'
dark-left\t'Side by side: d4, d5 dark on the left; e4, e5 light'
dark-right\t'Side by side: e4, e5 dark on the right; d4, d5 light'
empty-centre\t'The board starts empty; the first four moves fill d4, e4, d5, e5 (dark, light, dark, light) in any order, without captures'"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l supply -r -f -a "shared\t'One pool for both players, no limit (Othello)'
strict32\t'32 discs each, counting the start discs; a player who has placed them all passes for the rest of the game'
borrow32\t'32 discs each; a player who runs out while able to move takes one from the opponent'"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l no-empties-to-winner -d 'Do not add empty squares to the winner\'s recorded score'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -l verbose -d 'Print each game\'s transcript and score'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand match" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand tournament" -l levels -d 'Comma-separated levels, e.g. `beginner,novice,casual`' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand tournament" -l rounds -d 'Games per pair (colours alternate)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand tournament" -l seed -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand tournament" -l threads -d 'Worker threads (default: all cores)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand tournament" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l games -d 'Training files, each recognised by its content: recorded games (`moves<TAB>dark discs<TAB>light discs` a line), self-play files (`#selfplay` first line, labels used as they are) or WTHOR databases (`.wtb`). Repeat the option or list several after it' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l out -d 'Where to write the weights (built into the engine from `engine/weights/classic.bin`; paths are from the repository root)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l exact -d 'Label the positions of recorded and WTHOR games with at most this many empties by their exact score (20 takes about 23 minutes on two cores for the recorded games; see `--cache`)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l epochs -d 'Passes of gradient descent per stage' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l momentum -d 'Momentum of the descent: each pass goes on by this fraction of the last pass\'s step (0: plain descent, which needs about four times the passes)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l ridge -d 'Ridge penalty: each weight is pulled towards 0 as if it had this many more occurrences labelled 0, counted in symmetric copies (8 a position); 0: none, and the fit then overfits rare configurations when it runs long' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l cache -d 'Keep the exact scores in this file, position by position, and reuse them: only the positions it lacks are solved (whatever the games and `--exact`), then added to it' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l hold-out -d 'Every Nth game of each file is held out to measure the error (0: none)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l threads -d 'Worker threads, for the exact labels and the fit (a stage a thread, each holding the stage\'s positions: about 1.2 GB with the shipped data); the weights do not depend on them (default: all cores, at most 4 for the fit)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l evaluate -d 'Train nothing: measure this weights file on the held-out games (the same split and labels), to compare weights trained from other data or with other features' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -l without -d 'Leave these features out (their weights stay 0), to measure what each brings: pattern names (line2, line3, line4, diag8, diag7, diag6, diag5, diag4, edge+2x, corner3x3, corner2x5) or parity (the stage\'s constant term, one for an even and one for an odd number of empties), mobility, potential; several separated by commas' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand train" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l games -d 'How many games the file should hold (games already in it count)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l seed -d 'Seed of the run: game i is decided by (seed, i) alone' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l out -d 'The file to write, or to resume when it exists (same options needed)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l threads -d 'Worker threads (default: all cores). The file does not depend on it' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l depth -d 'Midgame search depth of every move' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l exact -d 'Label positions with at most this many empties by an exact solve; those above take the first exact value, propagated back through the played moves' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l margin -d 'Moves within this many centi-discs of the best may be played (0: always the best)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l temperature -d 'Softmax temperature over the move values, in centi-discs' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l random -d 'Percent of the moves after the opening chosen among the near-best ones (the others are the best move)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -l progress -d 'Seconds between progress lines on standard error' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand selfplay" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l board -d 'The position: 64 squares (X dark, O light, - empty) and the side to move' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l game -d 'A saved game or a GGF file: its final position' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l number -d 'Which game of a GGF file holding several (1 is the first)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l depth -d 'Midgame search depth (plies) of the positions not solved exactly' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l exact-from -d 'Solve positions with at most this many empties exactly (0: never)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l tt-mb -d 'Transposition table size in MiB' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l threads -d 'Search threads (0: all cores). With 1, the default, the output is the same at every run; with more, exact values are the same, midgame values may differ a little' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l variant -r -f -a "classic\t''
reverse\t''"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l start -r -f -a "standard\t'd4, e5 light; d5, e4 dark (dark to the north-east and south-west)'
alternate\t'The other diagonal: d4, e5 dark; d5, e4 light'
dark-top\t'Side by side: d4, e4 dark on top; d5, e5 light'
dark-bottom\t'Side by side: d5, e5 dark below; d4, e4 light'
dark-left\t'Side by side: d4, d5 dark on the left; e4, e5 light'
dark-right\t'Side by side: e4, e5 dark on the right; d4, d5 light'
empty-centre\t'The board starts empty; the first four moves fill d4, e4, d5, e5 (dark, light, dark, light) in any order, without captures'"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l supply -r -f -a "shared\t'One pool for both players, no limit (Othello)'
strict32\t'32 discs each, counting the start discs; a player who has placed them all passes for the rest of the game'
borrow32\t'32 discs each; a player who runs out while able to move takes one from the opponent'"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l tsv -d 'One row per move: move, value, exact (1/0), depth, principal variation, tab-separated'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -l no-empties-to-winner -d 'Do not add empty squares to the winner\'s recorded score'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand analyse" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l number -d 'Which game of a GGF file holding several (1 is the first)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l depth -d 'Midgame search depth (plies) of the positions not solved exactly' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l exact-from -d 'Solve positions with at most this many empties exactly (0: never)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l tt-mb -d 'Transposition table size in MiB' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l threads -d 'Search threads (0: all cores). With 1, the default, the output is the same at every run; with more, exact values are the same, midgame values may differ a little' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l graph -d 'Also draw the evaluation graph to this image (`.png` or `.svg`)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l variant -r -f -a "classic\t''
reverse\t''"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l start -r -f -a "standard\t'd4, e5 light; d5, e4 dark (dark to the north-east and south-west)'
alternate\t'The other diagonal: d4, e5 dark; d5, e4 light'
dark-top\t'Side by side: d4, e4 dark on top; d5, e5 light'
dark-bottom\t'Side by side: d5, e5 dark below; d4, e4 light'
dark-left\t'Side by side: d4, d5 dark on the left; e4, e5 light'
dark-right\t'Side by side: e4, e5 dark on the right; d4, d5 light'
empty-centre\t'The board starts empty; the first four moves fill d4, e4, d5, e5 (dark, light, dark, light) in any order, without captures'"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l supply -r -f -a "shared\t'One pool for both players, no limit (Othello)'
strict32\t'32 discs each, counting the start discs; a player who has placed them all passes for the rest of the game'
borrow32\t'32 discs each; a player who runs out while able to move takes one from the opponent'"
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l tsv -d 'One row per ply: ply, side, move, best move, best value, played value, loss, exact, tab-separated; then the per-side totals and the opening (each row after a `#` header)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -l no-empties-to-winner -d 'Do not add empty squares to the winner\'s recorded score'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand review" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand opening" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand nboard" -l level -d 'The level that plays until the GUI sends `set depth`: a name or 1-14, with settings as in `match` (`engine+ms=200`, `expert+depth=9+exact=16`)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand nboard" -l threads -d 'Search threads of `go`, `hint` and `analyze` (0: all cores)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand nboard" -l seed -d 'Seed of the random choices of the lower levels (Beginner to Club choose among near-best moves)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand nboard" -l book -d 'The opening book file played from and added to by `learn` (default: the user\'s book, `book.bin` in the data folder, when it exists, else the built-in book; `learn` then writes the user\'s book). Only levels with a book play from it (Engine, Master, `LEVEL+book=V`)' -r -F
complete -c reversi3d -n "__fish_reversi3d_using_subcommand nboard" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -l recorded -d 'Recorded games: `moves<TAB>dark discs<TAB>light discs` per line' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -l selfplay -d 'Also draw from this self-play file (as many positions again; its exact labels are checked when `--score` solves them, and its labels above its exact empties, propagated back from the first exact one, are compared with the exact scores)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -l empties -d 'Empties of the positions: one number or a band `LO-HI`, from 1 to 60' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -l count -d 'Positions drawn for each number of empties from each file' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -l seed -d 'Seed of the draw: the same files, band, count and seed give the same positions' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -l out -d 'The OBF file to write' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -l score -d 'Solve each position and write its best move and exact score'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -l all-moves -d 'With --score: write every legal move\'s exact score, best first (a set that judges the moves of `solve --level`)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand positions" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l recorded -d 'Recorded games: `moves<TAB>dark discs<TAB>light discs` per line' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l empties -d 'Empties of the positions: one number or a band `LO-HI`, from 1 to 60' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l count -d 'Positions drawn for each number of empties' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l seed -d 'Seed of the draw' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l depth -d 'The deepest search (the deepest pair fitted)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l nodes -d 'Each position\'s search stops after about this many nodes (its deeper pairs are then left out of the fit)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l threads -d 'Worker threads (the result does not depend on them)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l out -d 'The statistics file to write (not with --compare)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l compare -d 'Instead of fitting: search each drawn position this many moves deep with and without Multi-ProbCut (the built-in statistics, width --width) and print nodes, time, values' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -l width -d 'Multi-ProbCut\'s width for --compare, in standard deviations' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand mpc" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and not __fish_seen_subcommand_from build show add help" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and not __fish_seen_subcommand_from build show add help" -f -a "build" -d 'Builds a book from games: positions reached by enough games, leaves searched deep, values backed up by negamax, the best deviations added'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and not __fish_seen_subcommand_from build show add help" -f -a "show" -d 'Prints the book\'s moves and values in a position (a transcript or a board)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and not __fish_seen_subcommand_from build show add help" -f -a "add" -d 'Adds the positions of games to a book file and searches what they need'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and not __fish_seen_subcommand_from build show add help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -l max-ply -d 'Positions with at most this many discs placed since the start' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -l min-games -d 'A position enters when at least this many games reached it' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -l depth -d 'The depth of the leaves\' search (the Engine level\'s selective search)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -l deviate-margin -d 'Deviations: the best move not in the book is added when within this many discs of the position\'s best, on the main lines (those within this margin from the start)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -l deviations -d 'At most this many positions added by deviations (0: none)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -l threads -d 'Searches run at once (0: all cores)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -l cache -d 'Keeps every search in this file and reads it first: a stopped build run again searches only what it lacks' -r -F
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -l out -d 'The book file written' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from build" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from show" -l book -d 'A book file (default: the book built into the engine)' -r -F
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from add" -l book -d 'The book file added to (default: the user\'s book, `book.bin` in the data folder; made from the built-in book when missing). The built-in book is never written' -r -F
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from add" -l depth -d 'The depth of the new leaves\' search (default: the book\'s own)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from add" -l threads -d 'Searches run at once (0: all cores)' -r
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from help" -f -a "build" -d 'Builds a book from games: positions reached by enough games, leaves searched deep, values backed up by negamax, the best deviations added'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from help" -f -a "show" -d 'Prints the book\'s moves and values in a position (a transcript or a board)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from help" -f -a "add" -d 'Adds the positions of games to a book file and searches what they need'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand book; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "perft" -d 'Counts the leaves of the move tree (a pass is a ply; a finished game is one leaf)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "replay" -d 'Replays a transcript and prints the final board, the counts and the result'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "solve" -d 'Solves the positions of an OBF file exactly (with --level: searches them as a level chooses its move)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "match" -d 'Plays computer levels against each other'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "tournament" -d 'A round robin between levels, ranked by points then Brightwell Quotient'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "train" -d 'Trains the pattern evaluation from recorded games and writes the weights file'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "selfplay" -d 'Plays the engine against itself and writes labelled games for training (resumable)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "analyse" -d 'Values every legal move of a position (a board, a transcript\'s or a game\'s end)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "review" -d 'Reviews a game: each ply\'s best move, values, loss and class; totals; a graph'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "opening" -d 'Names the opening of a game (Tiger, Rose, …) in any orientation: the named line and the move where the game left the book'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "nboard" -d 'Speaks the NBoard protocol on standard input and output (for NBoard and other GUIs and match runners)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "positions" -d 'Draws positions at chosen empties from recorded and self-play games and writes them as an OBF file (the solver\'s validation sets), with their exact scores if asked'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "mpc" -d 'Fits Multi-ProbCut\'s statistics (shallow against deep search values, per stage and depth) from positions of recorded games and writes them (`engine/weights/mpc.txt`)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "book" -d 'The opening book: build one from games, show a position\'s book moves, add games'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and not __fish_seen_subcommand_from perft replay solve match tournament train selfplay analyse review opening nboard positions mpc book help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and __fish_seen_subcommand_from book" -f -a "build" -d 'Builds a book from games: positions reached by enough games, leaves searched deep, values backed up by negamax, the best deviations added'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and __fish_seen_subcommand_from book" -f -a "show" -d 'Prints the book\'s moves and values in a position (a transcript or a board)'
complete -c reversi3d -n "__fish_reversi3d_using_subcommand help; and __fish_seen_subcommand_from book" -f -a "add" -d 'Adds the positions of games to a book file and searches what they need'
