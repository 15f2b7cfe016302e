# reversi3d — French. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Débutant
level-novice = Novice
level-casual = Amateur
level-club = Club
level-expert = Expert
level-master = Maître
level-engine = Moteur
level-beginner-description = Voit un coup à l'avance avec une simple table des cases ; s'égare souvent
level-novice-description = Deux coups à l'avance, connaît la mobilité et les coins ; s'égare parfois
level-casual-description = Trois coups à l'avance, résout les 8 dernières cases ; un peu aléatoire
level-club-description = Cinq coups à l'avance, parfait sur les 12 dernières cases ; s'égare rarement
level-expert-description = Sept coups à l'avance, parfait sur les 14 dernières cases
level-master-description = Neuf coups à l'avance, parfait sur les 18 dernières cases
level-engine-description = Pleine puissance : recherche sélective 20 coups à l'avance, jusqu'à 4,5 s par coup, parfait sur les 20 dernières cases
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
option-hints-normal = normales
option-hints-deep = approfondies

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = Jouer Noir
start-play-dark-subtitle = Vous jouez en premier contre l'ordinateur
start-play-light = Jouer Blanc
start-play-light-subtitle = L'ordinateur joue en premier, vous répondez
start-two-players = Deux joueurs
start-two-players-subtitle = Deux personnes jouent à tour de rôle sur cet écran
start-watch = Regarder
start-watch-subtitle = L'ordinateur joue contre lui-même
start-last-used = Dernier choix : appuyez sur Entrée
start-last-used-only = Dernier choix
start-your-games = Vos parties
start-your-games-subtitle = Revoir, reprendre ou supprimer des parties ; votre bilan
start-rules-group = Règles et options
start-display-group = Affichage
start-resume = Reprendre la partie en cours (coup { $move }, { $dark } contre { $light })
start-press-enter = appuyez sur Entrée
start-load-last = Ouvrir la dernière partie enregistrée
start-paste-help = Collez une transcription ou une position avec Ctrl+V, ou déposez une partie enregistrée sur la fenêtre. En partie, F1 ou ? liste les touches.
language = Langue
language-system = Système ({ $name })

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = Pause
pause-waiting = La pendule et l'ordinateur attendent.
pause-resume = Reprendre
pause-new-game = Nouvelle partie
pause-your-games = Vos parties
pause-options = Options
pause-quit = Retour à l'écran d'accueil
pause-esc = Échap : reprendre
setting-level = Niveau de l'ordinateur : { $name } ({ $number } sur { $count })
setting-variant-classic = Règles : Classique (le plus de pions gagne)
setting-variant-reverse = Règles : Inversé (le moins de pions gagne)
setting-start-random = Départ : disposition au hasard
setting-start = Départ : { $name }
setting-supply = Pions : { $name }
setting-empties = Cases vides au gagnant : { $state ->
        [on] oui
       *[off] non
    }
setting-clock-off = Pendule : non
setting-clock = Pendule : { $minutes } min chacun
setting-alternate = Alterner les couleurs à chaque partie : { $state ->
        [on] oui
       *[off] non
    }
setting-speed = Animations : { $name }
setting-legal-dots = Points sur les coups légaux : { $state ->
        [on] oui
       *[off] non
    } (L)
setting-sound = Son : { $state ->
        [on] oui
       *[off] non
    } (M)
setting-theme-standard = Thème : standard (T)
setting-theme-high-contrast = Thème : contraste élevé (T)
setting-quality = Graphismes : qualité { $name }
setting-text-size = Taille du texte : { $percent } %
setting-hints = Indices : { $name }
setting-threads-auto = Threads : tous les cœurs sauf un ({ $count })
setting-threads = Threads : { $count }
setting-volume = Volume { $percent } %
setting-volume-off = Volume { $percent } % (coupé)
setting-file-kept-aside = Le fichier de réglages n'a pas pu être lu ({ $error }) ; les réglages par défaut sont utilisés et l'ancien fichier est gardé sous { $path }.
setting-file-left = Le fichier de réglages n'a pas pu être lu ({ $error }) ni mis de côté ({ $reason }) ; les réglages par défaut sont utilisés et le fichier est laissé tel quel.
setting-file-unreadable = Le fichier de réglages n'a pas pu être lu ({ $error }) ; les réglages par défaut sont utilisés, le fichier est laissé tel quel et les choix faits maintenant ne seront pas enregistrés.
setting-file-not-saved = Les réglages n'ont pas pu être enregistrés dans { $path } : { $error }

## Your games and your record
# (games list's messages below)
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
games-filter-result = Résultat : { $result ->
        [won] gagnées
        [drawn] nulles
        [lost] perdues
        [unfinished] en cours
       *[all] tous
    }
games-filter-opponent = Adversaire : { $opponent ->
        [level] { $level }
        [two] deux joueurs
       *[all] tous
    }
games-filter-variant = Variante : { $variant ->
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
games-not-a-game = Pas une partie : { $name }
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
games-players-computer = Ordinateur · { $level }
games-players-you-dark = Vous (Noir) contre { $computer }
games-players-you-light = { $computer } contre vous (Blanc)
games-players-vs = { $dark } contre { $light }
games-players-two = Deux joueurs
games-player-you = vous
games-player-other = joueur
games-player-computer = ordinateur, { $level }
games-start = départ { $start }
games-moves = { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
games-copied = Coups copiés : { $moves }
games-copy-failed = Copie impossible ({ $error }) : { $moves }
games-no-clipboard = Pas de presse-papiers : { $moves }
games-exported = Exportée en GGF : { $name }
games-export-failed = Impossible d'exporter { $name } : { $error }
games-deleted = { $name } supprimée (déplacée dans la corbeille)
games-delete-failed = Impossible de supprimer { $name } : { $error }
games-put-back = { $name } remise en place
games-put-back-failed = Impossible de la remettre en place : { $error }
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
record-title = Votre bilan contre l'ordinateur
record-level = { $level } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } : { $won } gagnées, { $drawn } nulles, { $lost } perdues, { $margin } pions en moyenne
record-level-none = { $level } : aucune partie
record-short = Vous contre { $level } : { $won }–{ $drawn }–{ $lost } (gagnées–nulles–perdues), { $margin } pions en moyenne
record-short-none = Vous contre { $level } : aucune partie terminée
record-ladder-level = { $level } { $rating }
record-list-separator = {", "}
record-rating = Votre classement ≈ { $rating } (sur { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }). Niveaux : { $ladder }
record-rating-none = Votre classement : terminez une partie contre l'ordinateur. Niveaux : { $ladder }
record-last = { $count } dernières :
record-legend = (vert gagnée, gris nulle, rouge perdue)

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
