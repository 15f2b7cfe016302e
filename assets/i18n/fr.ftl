# reversi3d — French. Translated from en.ftl (the source); the same message ids in each file.
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
side-dark = Noir
side-light = Blanc
side-who-you = vous
side-who-player = joueur
side-who-computer = ordinateur, { $level }
side-card-you = Vous
side-card-player = Joueur
side-card-computer = Ordinateur · { $level }
result-wins = { $side } gagne
result-tie = Partie nulle
result-you-win = Vous gagnez !
result-computer-wins = L'ordinateur gagne
result-nobody-wins = Personne ne gagne
class-best = meilleur coup
class-good = bon coup
class-inaccuracy = imprécision
class-mistake = erreur
class-blunder = gaffe

## Board, status and move list
# (HUD's messages below)
hud-undo = Annuler
hud-redo = Rétablir
hud-hint = Indice
hud-copy = Copier
hud-save = Enregistrer
hud-analyse = Analyser
hud-moves = Coups
hud-no-moves = (aucun pour l'instant)
hud-discs-left = { $count ->
    [one] { $count } pion restant
   *[other] { $count } pions restants
}
hud-reverse = Qui perd gagne
hud-move = coup { $number }
hud-reviewing = revue : coup { $number } sur { $total }
hud-review-keys = ← / →, Home / End
hud-game-over = partie terminée
hud-to-move = À { $side } de jouer ({ $who })
hud-thinking = { $side } ({ $who }) réfléchit...
hud-centre = posez sur les cases centrales
hud-pass = { $side } n'a aucun coup légal et passe
hud-left-book = sorti du répertoire au coup { $number }
hud-in-book = dans le répertoire
hud-title = reversi3d — { $state }
hud-title-review = revue
hud-title-game-over = partie terminée
hud-title-thinking = l'ordinateur réfléchit
hud-title-to-move = à { $side } de jouer
hud-title-your-move = à vous de jouer
hud-title-computer-move = au tour de l'ordinateur

## Notices
# (notices below)
notice-refused-game-over = la partie est terminée
notice-refused-taken = { $square } : la case est occupée
notice-refused-no-flips = { $square } : aucun pion à retourner
notice-refused-centre-first = { $square } : les quatre premiers pions vont sur d4, e4, d5 et e5
notice-refused-no-discs = { $side } n'a plus de pions
notice-refused-must-move = { $side } a un coup légal et ne peut pas passer
notice-game-over-reviewing = La partie est terminée et gardée telle quelle : vous la revoyez (← / →, End)
notice-analyse-first = Analysez d'abord la partie (A) pour voir les meilleures suites
notice-analysis-failed = L'analyse n'a pas pu se faire : { $error }
notice-other-window = Une autre fenêtre de reversi3d (processus { $process }) garde la partie inachevée ; cette fenêtre garde ses propres parties parmi les parties enregistrées.
notice-unfinished-unreadable = La partie inachevée est illisible : { $error }
notice-unfinished-left = La partie inachevée dans { $path } n'a pas pu être lue ({ $error }) ; elle y est laissée
notice-nothing-to-paste = Rien à coller : { $error }
notice-no-clipboard-paste = Rien à coller : pas de presse-papiers
notice-no-folder = Aucun dossier où enregistrer les parties
notice-saved = Enregistrée sous { $file }
notice-saved-ggf = Enregistrée en GGF : { $file }
notice-save-failed = Impossible d'enregistrer la partie dans { $folder } : { $error }
notice-save-when-completed = Le moteur termine la partie ; elle sera enregistrée avec son score
notice-loaded = Chargée : { $file }
notice-cannot-load = Impossible de charger { $error }
notice-no-saved-game = Aucune partie enregistrée pour l'instant
notice-copied = Copié : { $moves }
notice-copy-failed = Copie impossible ({ $error }) : { $moves }
notice-no-clipboard-copy = Pas de presse-papiers : { $moves }
notice-pasted = Collé : coup { $number }, à { $side } de jouer
notice-cannot-paste = Impossible de coller : { $error }
notice-keep-failed = Impossible de garder la partie inachevée : { $error }
notice-set-aside = La partie inachevée précédente est enregistrée sous { $file }
notice-set-aside-failed = La partie inachevée n'a pas pu être mise de côté ({ $error }) ; cette partie n'est pas gardée

## Scoring screen
# (scoring screen's messages below)
score-not-over = La partie n'est pas terminée
score-wins-on-time = { $side } gagne au temps
score-completing = { $side } a perdu au temps ; le moteur termine la partie...
score-rules-classic = Règles classiques : le plus de pions gagne
score-rules-reverse = Règles qui perd gagne : le moins de pions gagne
score-on-board = Pions sur le plateau : Noir { $dark } - Blanc { $light }
score-recorded-empties = { $count ->
    [one] Score retenu, { $count } case vide au gagnant : { $dark } - { $light }
   *[other] Score retenu, { $count } cases vides au gagnant : { $dark } - { $light }
}
score-completed = { $side } a perdu au temps ; le moteur a terminé la partie : Noir { $dark } - Blanc { $light }
score-recorded-time-default = Score retenu (perte au temps : le résultat terminé, au moins un pion d'écart) : { $dark } - { $light }
score-play-again = Rejouer
score-start-screen = Accueil
score-save = Enregistrer
score-copy = Copier les coups
score-analyse = Analyser
score-save-ggf = Enregistrer GGF
score-keys = ← / → : revoir les coups. A : analyser
score-sheet = Feuille de partie

## Analysis
# (analysis panel's messages below)
analysis-title = Analyse
analysis-running = Analyse de la partie...
analysis-stop = Arrêter
analysis-progress = Analyse : { $done } positions sur { $total } (depuis la fin)
analysis-opening = Ouverture : { $opening }
analysis-side-totals = { $side } ({ $who }) : précision { $accuracy } %, { $count ->
    [one] { $count } pion perdu
   *[other] { $count } pions perdus
}
analysis-graph-dark = Noir +{ $scale }
analysis-graph-light = Blanc +{ $scale }
analysis-graph-legend = Au-dessus de la ligne, Noir mène. Plein : exact ; pâle : estimation. Cliquez ou glissez pour aller à un coup.
analysis-worst = Pires coups de { $side }
analysis-no-worst = aucun : aucun coup n'a perdu plus de 2 pions
analysis-row-pass = { $number } passe
analysis-best = meilleur { $square } ({ $value })
analysis-keys = B : la meilleure suite sur le plateau. ← / → : coup par coup.
analysis-end = Fin de la partie.
analysis-placement = { $number } un placement de l'ouverture.
analysis-passes = { $number } { $side } passe.
analysis-exact = exact
analysis-estimate = estimation
analysis-played-best = { $number } { $side } a joué { $square } ({ $value }, { $kind }) : meilleur coup.
analysis-played-loss = { $number } { $side } a joué { $square } ({ $value }), { $class ->
    [good] un bon coup
    [inaccuracy] une imprécision
    [mistake] une erreur
   *[blunder] une gaffe
} qui perd { $loss } ; meilleur coup { $best } ({ $best_value }, { $kind }).

## Keys
# (key list's messages below)
key-click-keys = Clic, ou flèches + Enter / Space
key-click = jouer une case
key-type-keys = Taper une case, p. ex. f5
key-type = la jouer
key-undo-keys = Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y
key-undo = annuler / rétablir
key-hints-keys = H
key-hints = indices : la valeur de chaque coup en pions (gras : exacte ; clair : estimation)
key-dots-keys = L
key-dots = points sur les cases jouables, afficher / masquer
key-copy-keys = Ctrl+C / Ctrl+V
key-copy = copier la transcription / coller une transcription ou une position
key-save-keys = Ctrl+S
key-save = enregistrer la partie et sa feuille de partie
key-save-ggf-keys = Ctrl+Shift+S
key-save-ggf = enregistrer la partie en GGF
key-review-keys = ← / →, Home / End
key-review = après la partie : revoir les coups (annuler / rétablir aussi)
key-analyse-keys = A / B
key-analyse = après la partie : l'analyser (graphique, pires coups) / la meilleure suite sur le plateau
key-step-keys = Page Up / Page Down
key-step = deux joueurs, pendant la partie : reculer / avancer
key-sound-keys = M
key-sound = son activé / coupé
key-theme-keys = T
key-theme = thème à fort contraste, activé / désactivé
key-turn-keys = Glisser avec le clic droit, molette
key-turn = tourner le plateau, zoomer
key-fullscreen-keys = F11
key-fullscreen = plein écran, activé / désactivé
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = texte et panneaux plus grands / plus petits / retour à 100 %
key-screenshot-keys = F12
key-screenshot = capture d'écran
key-esc-keys = Esc
key-esc = menu pause (après la partie : écran d'accueil)
key-menus-keys = Tab, flèches, Enter
key-menus = écran d'accueil et menu pause : choisir un bouton, l'activer
key-help-keys = F1 ou ?
key-help = cette liste (Esc la ferme)
