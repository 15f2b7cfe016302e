# reversi3d — French. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Débutant
level-novice = Novice
level-casual = Amateur
level-improver = En progrès
level-intermediate = Intermédiaire
level-skilled = Confirmé
level-club = Club
level-advanced = Avancé
level-expert = Expert
level-master = Maître
level-tournament = Tournoi
level-grandmaster = Grand maître
level-champion = Champion
level-engine = Moteur
level-beginner-description = Voit un coup à l’avance avec une simple table des cases ; s’égare souvent
level-novice-description = Deux coups à l’avance, connaît la mobilité et les coins ; s’égare souvent
level-casual-description = Trois coups à l’avance, résout les 8 dernières cases ; s’égare assez souvent
level-improver-description = Trois coups à l’avance, résout les 8 dernières cases ; s’égare parfois
level-intermediate-description = Quatre coups à l’avance, résout les 10 dernières cases ; s’égare parfois
level-skilled-description = Cinq coups à l’avance, parfait sur les 12 dernières cases ; s’égare peu
level-club-description = Cinq coups à l’avance, parfait sur les 12 dernières cases ; s’égare rarement
level-advanced-description = Six coups à l’avance, parfait sur les 13 dernières cases
level-expert-description = Huit coups à l’avance, parfait sur les 14 dernières cases
level-master-description = Neuf coups à l’avance, parfait sur les 18 dernières cases
level-tournament-description = Six coups à l’avance avec l’évaluation apprise, parfait sur les 18 dernières cases
level-grandmaster-description = Huit coups à l’avance avec l’évaluation apprise, parfait sur les 18 dernières cases
level-champion-description = Douze coups à l’avance avec l’évaluation apprise, parfait sur les 20 dernières cases
level-engine-description = Pleine puissance : recherche sélective 22 coups à l’avance, jusqu’à 4,5 s par coup, parfait sur les 24 dernières cases
option-variant-classic = Classique
option-variant-reverse = Inversé
option-start-standard = Standard
option-start-alternate = Alternée
option-start-dark-top = Côte à côte, noirs en haut
option-start-dark-bottom = Côte à côte, noirs en bas
option-start-dark-left = Côte à côte, noirs à gauche
option-start-dark-right = Côte à côte, noirs à droite
option-start-empty-centre = Centre vide (historique)
option-supply-shared = Réserve commune
option-supply-strict = 32 chacun (strict)
option-supply-borrow = 32 chacun (emprunt)
option-speed-instant = instantanées
option-speed-slow = lentes
option-speed-normal = normales
option-speed-fast = rapides
option-quality-low = basse
option-quality-medium = moyenne
option-quality-high = haute
option-hints-quick = rapides
option-hints-normal = normaux
option-hints-deep = approfondis

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = Jouer Noir
start-play-dark-subtitle = Vous jouez en premier contre l’ordinateur
start-play-light = Jouer Blanc
start-play-light-subtitle = L’ordinateur joue en premier, vous répondez
start-two-players = Deux joueurs
start-two-players-subtitle = Deux personnes jouent à tour de rôle sur cet écran
start-watch = Regarder
start-watch-subtitle = L’ordinateur joue contre lui-même
start-last-used = Dernier choix : appuyez sur Entrée
start-last-used-only = Dernier choix
start-your-games = Vos parties
start-your-games-subtitle = Revoir, reprendre ou supprimer des parties ; votre bilan
start-rules-group = Règles et options
start-display-group = Affichage
start-resume =
    Reprendre la partie en cours
    (coup { $move }, { $dark } contre { $light })
start-press-enter = appuyez sur Entrée
start-load-last = Ouvrir la dernière partie enregistrée
start-paste-help = Collez une transcription ou une position avec Ctrl+V, ou déposez une partie enregistrée sur la fenêtre. En partie, F1 ou ? liste les touches.
language = Langue
language-system = Système ({ $name })

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = Pause
pause-waiting = La pendule et l’ordinateur attendent.
pause-resume = Reprendre
pause-new-game = Nouvelle partie
pause-your-games = Vos parties
pause-options = Options
pause-quit = Retour à l’écran d’accueil
pause-esc = Échap : reprendre
setting-level = Niveau de l’ordinateur : { $name } ({ $number } sur { $count })
setting-variant-classic = Règles : Classique (le plus de pions gagne)
setting-variant-reverse = Règles : Inversé (le moins de pions gagne)
setting-start-random = Départ : disposition au hasard
setting-start = Départ : { $name }
setting-supply = Pions : { $name }
setting-empties = Cases vides au gagnant : { $state ->
        [on] oui
       *[off] non
    }
setting-clock-off = Pendule : non
setting-clock = Pendule : { $minutes } min chacun
setting-alternate = Alterner les couleurs à chaque partie : { $state ->
        [on] oui
       *[off] non
    }
setting-speed = Animations : { $name }
setting-legal-dots = Cases jouables : { $state ->
        [on] affichées
       *[off] masquées
    } (L)
setting-sound = Son : { $state ->
        [on] oui
       *[off] non
    } (M)
setting-theme-standard = Thème : standard (T)
setting-theme-high-contrast = Thème : contraste élevé (T)
setting-quality = Graphismes : qualité { $name }
setting-text-size = Taille du texte : { $percent } %
setting-hints = Indices : { $name }
setting-threads-auto = Threads : tous les cœurs sauf un ({ $count })
setting-threads = Threads : { $count }
setting-volume = Volume { $percent } %
setting-volume-off = Volume { $percent } % (coupé)
setting-file-kept-aside = Le fichier de réglages n’a pas pu être lu ({ $error }) ; les réglages par défaut sont utilisés et l’ancien fichier est gardé sous { $path }.
setting-file-left = Le fichier de réglages n’a pas pu être lu ({ $error }) ni mis de côté ({ $reason }) ; les réglages par défaut sont utilisés et le fichier est laissé tel quel.
setting-file-unreadable = Le fichier de réglages n’a pas pu être lu ({ $error }) ; les réglages par défaut sont utilisés, le fichier est laissé tel quel et les choix faits maintenant ne seront pas enregistrés.
setting-file-not-saved = Les réglages n’ont pas pu être enregistrés dans { $path } : { $error }

## Your games and your record
# (games list's messages below)
games-open = Ouvrir… (Ctrl+O)
games-open-cancel = Ne plus attendre
games-title = Vos parties
games-close = Fermer (Échap)
games-undo = Annuler la suppression
games-no-folder = Pas de dossier pour les parties enregistrées
games-reading = Lecture du dossier des parties…
games-none-yet = Aucune partie enregistrée. Ctrl+S enregistre une partie dans { $folder }.
games-none-match = Aucune partie ne correspond à ces filtres.
games-newer = < Plus récentes
games-older = Plus anciennes >
games-page = Page { $page } sur { $pages }
games-filter-result = Résultat : { $result ->
        [won] gagnées
        [drawn] nulles
        [lost] perdues
        [unfinished] en cours
       *[all] tous
    }
games-filter-opponent = Adversaire : { $opponent ->
        [level] { $level }
        [two] deux joueurs
       *[all] tous
    }
games-filter-variant = Variante : { $variant ->
        [classic] Classique
        [reverse] Inversé
       *[any] toutes
    }
games-count = { $total ->
        [one] { $total } partie
       *[other] { $total } parties
    }
games-count-filtered = { $shown } parties sur { $total }
games-review = Revoir
games-resume = Reprendre
games-copy = Copier
games-ggf = GGF
games-delete = Supprimer
games-not-a-game = Pas une partie : { $name }
games-unreadable-reason = { $date } · { $reason }
games-result-unfinished = En cours
games-result-draw = Nulle { $a }–{ $b }
games-result-won = Gagnée { $a }–{ $b }
games-result-won-on-time = Gagnée au temps { $a }–{ $b }
games-result-lost = Perdue { $a }–{ $b }
games-result-lost-on-time = Perdue au temps { $a }–{ $b }
games-result-dark-won = Noir gagne { $a }–{ $b }
games-result-dark-won-on-time = Noir gagne au temps { $a }–{ $b }
games-result-light-won = Blanc gagne { $a }–{ $b }
games-result-light-won-on-time = Blanc gagne au temps { $a }–{ $b }
games-players-computer = Ordinateur · { $level }
games-players-you-dark = Vous (Noir) contre { $computer }
games-players-you-light = { $computer } contre vous (Blanc)
games-players-vs = { $dark } contre { $light }
games-players-two = Deux joueurs
games-imported = importée, hors de votre bilan
games-player-you = vous
games-player-other = joueur
games-player-computer = ordinateur, { $level }
games-start = départ { $start }
games-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
games-copied = Coups copiés : { $moves }
games-copy-failed = Copie impossible ({ $error }) : { $moves }
games-no-clipboard = Pas de presse-papiers : { $moves }
games-exported = Exportée en GGF : { $name }
games-export-exists = Déjà exportée en GGF : { $name }
games-export-failed = Impossible d’exporter { $name } : { $error }
games-deleted = { $name } supprimée (déplacée dans la corbeille)
games-delete-failed = Impossible de supprimer { $name } : { $error }
games-put-back = { $name } remise en place
games-put-back-failed = Impossible de la remettre en place : { $error }
games-date = { $day } { $month } { $year }, { $hour }:{ $minute }
games-month-1 = janv.
games-month-2 = févr.
games-month-3 = mars
games-month-4 = avr.
games-month-5 = mai
games-month-6 = juin
games-month-7 = juil.
games-month-8 = août
games-month-9 = sept.
games-month-10 = oct.
games-month-11 = nov.
games-month-12 = déc.
record-title = Votre bilan contre l’ordinateur
record-level = { $level } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } : { $won } gagnées, { $drawn } nulles, { $lost } perdues, { $margin } pions en moyenne
record-level-none = { $level } : aucune partie
record-short = Vous contre { $level } : { $won }–{ $drawn }–{ $lost } (gagnées–nulles–perdues), { $margin } pions en moyenne
record-short-none = Vous contre { $level } : aucune partie terminée
record-ladder-level = { $level } { $rating }
record-list-separator = {", "}
record-rating = Votre classement ≈ { $rating } (sur { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }). Niveaux : { $ladder }
record-rating-none = Votre classement : terminez une partie contre l’ordinateur. Niveaux : { $ladder }
record-last = { $count } dernières :
record-legend = (vert gagnée, gris nulle, rouge perdue)

## Sides, results and move classes
# (the rules' words below)
side-dark = Noir
side-light = Blanc
side-who-you = vous
side-who-player = joueur
side-who-computer = ordinateur, { $level }
side-card-you = Vous
side-card-player = Joueur
side-card-computer = Ordinateur · { $level }
result-wins = { $side } gagne
result-tie = Partie nulle
result-you-win = Vous gagnez !
result-computer-wins = L’ordinateur gagne
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
hud-save = Sauver
hud-analyse = Analyser
hud-moves = Coups
hud-no-moves = (aucun pour l’instant)
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
hud-pass = { $side } n’a aucun coup légal et passe
hud-left-book = sorti du répertoire au coup { $number }
hud-in-book = dans le répertoire
hud-title = reversi3d — { $state }
hud-title-review = revue
hud-title-game-over = partie terminée
hud-title-thinking = l’ordinateur réfléchit
hud-title-to-move = à { $side } de jouer
hud-title-your-move = à vous de jouer
hud-title-computer-move = au tour de l’ordinateur

## Notices
# (notices below)
notice-refused-game-over = la partie est terminée
notice-refused-taken = { $square } : la case est occupée
notice-refused-no-flips = { $square } : aucun pion à retourner
notice-refused-centre-first = { $square } : les quatre premiers pions vont sur d4, e4, d5 et e5
notice-refused-no-discs = { $side } n’a plus de pions
notice-refused-must-move = { $side } a un coup légal et ne peut pas passer
notice-game-over-reviewing = La partie est terminée et gardée telle quelle : vous la revoyez (← / →, End)
notice-analyse-first = Analysez d’abord la partie (A) pour voir les meilleures suites
notice-analysis-failed = L’analyse n’a pas pu se faire : { $error }
notice-other-window = Une autre fenêtre de reversi3d (processus { $process }) garde la partie inachevée ; cette fenêtre garde ses propres parties parmi les parties enregistrées.
notice-unfinished-unreadable = La partie inachevée est illisible : { $error }
notice-unfinished-left = La partie inachevée dans { $path } n’a pas pu être lue ({ $error }) ; elle y est laissée
notice-nothing-to-paste = Rien à coller : { $error }
notice-no-clipboard-paste = Rien à coller : pas de presse-papiers
notice-no-folder = Aucun dossier où enregistrer les parties
notice-saved = Enregistrée sous { $file }
notice-saved-ggf = Enregistrée en GGF : { $file }
notice-finished-saved = Partie enregistrée dans Vos parties sous { $file }
notice-screenshot = Capture d’écran enregistrée : { $path }
notice-screenshot-failed = Impossible d’enregistrer la capture d’écran dans { $folder } : { $error }
notice-screenshot-not-written = La capture d’écran { $path } n’a pas été écrite (voir le journal)
notice-save-failed = Impossible d’enregistrer la partie dans { $folder } : { $error }
notice-save-when-completed = Le moteur termine la partie ; elle sera enregistrée avec son score
notice-loaded = Chargée : { $file }
notice-loaded-passed-over = Chargée : { $file }, la partie la plus récente ; { $count ->
        [one] le fichier plus récent { $skipped } n’est pas une partie
       *[other] { $count } fichiers plus récents ne sont pas des parties ; le dernier est { $skipped }
    }
notice-cannot-load = Impossible de charger { $error }
notice-no-saved-game = Aucune partie enregistrée pour l’instant
notice-copied = Copié : { $moves }
notice-copy-failed = Copie impossible ({ $error }) : { $moves }
notice-no-clipboard-copy = Pas de presse-papiers : { $moves }
notice-pasted = Collé : coup { $number }, à { $side } de jouer
notice-pasted-over = Collé : la partie est terminée
notice-cannot-paste = Impossible de coller : { $error }
notice-paste-no-game = Impossible de coller : ce n’est ni une liste de coups (f5 d6 c3 …), ni une partie enregistrée, ni une partie GGF, ni une position
notice-paste-empty = Rien à coller : le presse-papiers est vide ou ne contient que des espaces
notice-paste-not-text = Rien à coller : le presse-papiers contient autre chose que du texte
notice-clipboard-busy = Rien à coller : un autre programme utilise le presse-papiers ; réessayez
notice-paste-too-large = Impossible de coller : le texte fait { $size } Mio ; une partie enregistrée fait au plus { $max } Mio
error-at-line = ligne { $line } : { $error }
error-at-move = coup { $number } : { $error }
error-in-file = { $file } : { $error }
error-file-too-large = le fichier fait { $size } Mio ; une partie enregistrée fait au plus { $max } Mio
error-file-over-limit = plus de { $max } Mio, le maximum d’une partie enregistrée
error-file-not-text = pas du texte : l’octet { $n } n’est pas de l’UTF-8
error-file-pipe = un tube ou une socket, pas un fichier
error-file-device = un périphérique, pas un fichier
error-file-folder = un dossier, pas un fichier
error-file-not-found = ce fichier n’existe pas
error-file-no-permission = lecture non autorisée
error-not-a-square = { $text } n’est pas une case (un coup est une lettre de a à h et un chiffre de 1 à 8)
error-illegal = { $square } n’est pas jouable pour { $side } ({ $why })
error-after-game-over = { $square } est joué après la fin de la partie
error-board-squares = le plateau a { $count } cases ; il en faut 64
error-board-too-long = le plateau a { $count } caractères ; il faut 64 cases et le camp qui joue
error-squares-before-side = le plateau a { $count } cases avant le camp qui joue ; il en faut 64
error-board-cell = case { $square } : { $found } n’est ni X, ni O, ni -
error-side-to-move = le camp qui joue, { $found }, n’est ni X ni O
notice-keep-failed = Impossible de garder la partie inachevée : { $error }
notice-set-aside = La partie inachevée précédente est enregistrée sous { $file }
notice-set-aside-failed = La partie inachevée n’a pas pu être mise de côté ({ $error }) ; cette partie n’est pas gardée

## Scoring screen
# (scoring screen's messages below)
score-not-over = La partie n’est pas terminée
score-wins-on-time = { $side } gagne au temps
score-completing = { $side } a perdu au temps ; le moteur termine la partie...
score-rules-classic = Règles classiques : le plus de pions gagne
score-rules-reverse = Règles qui perd gagne : le moins de pions gagne
score-on-board = Pions sur le plateau : Noir { $dark } - Blanc { $light }
score-recorded-empties = { $count ->
    [one] Score retenu, { $count } case vide au gagnant : { $dark } - { $light }
   *[other] Score retenu, { $count } cases vides au gagnant : { $dark } - { $light }
}
score-completed = { $side } a perdu au temps ; le moteur a terminé la partie : Noir { $dark } - Blanc { $light }
score-recorded-time-default = Score retenu (perte au temps : le résultat terminé, au moins un pion d’écart) : { $dark } - { $light }
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
analysis-aside-running = Analyse : { $done } positions sur { $total }…
analysis-aside-ready = L’analyse est prête : reculez d’un coup (←) pour la voir à côté du plateau.
analysis-opening = Ouverture : { $opening }
analysis-who-imported = coups importés
analysis-who-from = { $who }, à partir du coup { $number }
analysis-side-totals = { $side } ({ $who }) : précision { $accuracy } %, { $count ->
    [one] { $count } pion perdu
   *[other] { $count } pions perdus
}
analysis-graph-dark = Noir +{ $scale }
analysis-graph-light = Blanc +{ $scale }
analysis-graph-legend = Au-dessus de la ligne, Noir mène. Plein : exact ; pâle : estimation. Cliquez ou glissez pour aller à un coup.
analysis-graph-legend-now = Au-dessus de la ligne, Noir mène. Plein : exact ; pâle : estimation.
analysis-worst = Pires coups de { $side }
analysis-no-worst = aucun : aucun coup n’a perdu plus de 2 pions
analysis-row-pass = { $number } passe
analysis-best = meilleur { $square } ({ $value })
analysis-keys = B : la meilleure suite sur le plateau. ← / → : coup par coup.
analysis-end = Fin de la partie.
analysis-now = La partie continue : à { $side } de jouer.
analysis-placement = { $number } un placement de l’ouverture.
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

## Opening a file (the desktop's file chooser)

open-choosing = Choix d’un fichier…
open-no-portal = Pas de sélecteur de fichiers sur ce bureau (pas de portail XDG) : déposez plutôt un fichier de partie sur la fenêtre
open-already = Le sélecteur de fichiers est déjà ouvert
open-failed = Le sélecteur de fichiers a échoué : { $error }
open-not-local = Impossible d’ouvrir { $uri } : ce n’est pas un fichier de cet ordinateur
open-title = Ouvrir une partie
open-game-files = Parties de Reversi (.txt, .ggf)
open-all-files = Tous les fichiers

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
key-open-keys = Ctrl+O
key-open = ouvrir un fichier de partie avec le sélecteur du bureau (ou le déposer sur la fenêtre)
key-review-keys = ← / →, Home / End
key-review = après la partie : revoir les coups (annuler / rétablir aussi)
key-analyse-keys = A / B
key-analyse = après la partie : l’analyser (graphique, pires coups) / la meilleure suite sur le plateau
key-step-keys = Page Up / Page Down
key-step = deux joueurs, pendant la partie : reculer / avancer
key-sound-keys = M
key-sound = son activé / coupé
key-theme-keys = T
key-theme = thème à fort contraste, activé / désactivé
key-turn-keys = Glisser avec le clic droit, molette, V ou clic du milieu
key-turn = tourner le plateau, zoomer, revenir à la vue de départ
key-fullscreen-keys = F11
key-fullscreen = plein écran, activé / désactivé
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = texte et panneaux plus grands / plus petits / retour à 100 %
key-screenshot-keys = F12
key-screenshot = capture d’écran
key-esc-keys = Esc
key-esc = menu pause (après la partie : écran d’accueil)
key-menus-keys = Tab, flèches, Enter
key-menus = écran d’accueil et menu pause : choisir un bouton, l’activer
key-help-keys = F1 ou ?
key-help = cette liste (Esc la ferme)
