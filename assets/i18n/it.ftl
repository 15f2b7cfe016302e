# reversi3d — Italian. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Principiante
level-novice = Novizio
level-casual = Amatore
level-improver = In crescita
level-intermediate = Intermedio
level-skilled = Abile
level-club = Club
level-advanced = Avanzato
level-expert = Esperto
level-master = Maestro
level-tournament = Torneo
level-grandmaster = Grande maestro
level-champion = Campione
level-engine = Motore
level-beginner-description = Guarda una mossa avanti con una semplice tabella delle caselle; spesso sbaglia strada
level-novice-description = Due mosse avanti, conosce mobilità e angoli; spesso sbaglia strada
level-casual-description = Tre mosse avanti, risolve le ultime 8 caselle; sbaglia strada abbastanza spesso
level-improver-description = Tre mosse avanti, risolve le ultime 8 caselle; a volte sbaglia strada
level-intermediate-description = Quattro mosse avanti, risolve le ultime 10 caselle; a volte sbaglia strada
level-skilled-description = Cinque mosse avanti, perfetto nelle ultime 12 caselle; sbaglia poco
level-club-description = Cinque mosse avanti, perfetto nelle ultime 12 caselle; sbaglia di rado
level-advanced-description = Sei mosse avanti, perfetto nelle ultime 13 caselle
level-expert-description = Otto mosse avanti, perfetto nelle ultime 14 caselle
level-master-description = Nove mosse avanti, perfetto nelle ultime 18 caselle
level-tournament-description = Sei mosse avanti con la valutazione appresa, perfetto nelle ultime 18 caselle
level-grandmaster-description = Otto mosse avanti con la valutazione appresa, perfetto nelle ultime 18 caselle
level-champion-description = Dodici mosse avanti con la valutazione appresa, perfetto nelle ultime 20 caselle
level-engine-description = Piena forza: ricerca selettiva 22 mosse avanti, fino a 4,5 s a mossa, perfetto nelle ultime 24 caselle
option-variant-classic = Classico
option-variant-reverse = Inverso
option-start-standard = Standard
option-start-alternate = Alternativa
option-start-dark-top = Affiancate, nero in alto
option-start-dark-bottom = Affiancate, nero in basso
option-start-dark-left = Affiancate, nero a sinistra
option-start-dark-right = Affiancate, nero a destra
option-start-empty-centre = Centro vuoto (storica)
option-supply-shared = Riserva comune
option-supply-strict = 32 a testa (rigido)
option-supply-borrow = 32 a testa (prestito)
option-speed-instant = istantanee
option-speed-slow = lente
option-speed-normal = normali
option-speed-fast = veloci
option-quality-low = bassa
option-quality-medium = media
option-quality-high = alta
option-hints-quick = rapidi
option-hints-normal = normali
option-hints-deep = approfonditi

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = Gioca col nero
start-play-dark-subtitle = Muovi per primo contro il computer
start-play-light = Gioca col bianco
start-play-light-subtitle = Il computer muove per primo, tu rispondi
start-two-players = Due giocatori
start-two-players-subtitle = Due persone giocano a turno su questo schermo
start-watch = Guarda
start-watch-subtitle = Il computer gioca contro se stesso
start-last-used = Ultima scelta: premi Invio
start-last-used-only = Ultima scelta
start-your-games = Le tue partite
start-your-games-subtitle = Rivedi, riprendi o elimina le partite salvate; il tuo bilancio
start-rules-group = Regole e opzioni
start-display-group = Schermo
start-resume =
    Riprendi la partita non finita
    (mossa { $move }, { $dark } contro { $light })
start-press-enter = premi Invio
start-load-last = Apri l’ultima partita salvata
start-paste-help = Incolla una trascrizione o una posizione con Ctrl+V, o trascina una partita salvata sulla finestra. In partita, F1 o ? elenca i tasti.
language = Lingua
language-system = Sistema ({ $name })

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = In pausa
pause-waiting = L’orologio e il computer aspettano.
pause-resume = Riprendi
pause-new-game = Nuova partita
pause-your-games = Le tue partite
pause-options = Opzioni
pause-quit = Torna alla schermata iniziale
pause-esc = Esc: riprendi
setting-level = Livello del computer: { $name } ({ $number } di { $count })
setting-variant-classic = Regole: Classico (vince chi ha più pedine)
setting-variant-reverse = Regole: Inverso (vince chi ha meno pedine)
setting-start-random = Inizio: disposizione casuale
setting-start = Inizio: { $name }
setting-supply = Pedine: { $name }
setting-empties = Caselle vuote al vincitore: { $state ->
        [on] sì
       *[off] no
    }
setting-clock-off = Orologio: no
setting-clock = Orologio: { $minutes } min a testa
setting-alternate = Alterna i colori a ogni partita: { $state ->
        [on] sì
       *[off] no
    }
setting-speed = Animazioni: { $name }
setting-legal-dots = Segna le caselle valide: { $state ->
        [on] sì
       *[off] no
    } (L)
setting-sound = Suono: { $state ->
        [on] sì
       *[off] no
    } (M)
setting-theme-standard = Tema: standard (T)
setting-theme-high-contrast = Tema: alto contrasto (T)
setting-quality = Grafica: qualità { $name }
setting-text-size = Dimensione testo: { $percent }%
setting-hints = Suggerimenti: { $name }
setting-threads-auto = Thread: tutti i core tranne uno ({ $count })
setting-threads = Thread: { $count }
setting-volume = Volume { $percent }%
setting-volume-off = Volume { $percent }% (muto)
setting-file-kept-aside = Impossibile leggere il file delle impostazioni ({ $error }); si usano i valori predefiniti e il vecchio file è conservato come { $path }.
setting-file-left = Impossibile leggere il file delle impostazioni ({ $error }) o metterlo da parte ({ $reason }); si usano i valori predefiniti e il file resta com’è.
setting-file-unreadable = Impossibile leggere il file delle impostazioni ({ $error }); si usano i valori predefiniti, il file resta com’è e le scelte fatte ora non vengono salvate.
setting-file-not-saved = Impossibile salvare le impostazioni in { $path }: { $error }

## Your games and your record
# (games list's messages below)
games-open = Apri… (Ctrl+O)
games-open-cancel = Smetti di attendere
games-title = Le tue partite
games-close = Chiudi (Esc)
games-undo = Annulla eliminazione
games-no-folder = Nessuna cartella per le partite salvate
games-reading = Lettura della cartella delle partite…
games-none-yet = Ancora nessuna partita salvata. Ctrl+S salva una partita in { $folder }.
games-none-match = Nessuna partita corrisponde a questi filtri.
games-newer = < Più recenti
games-older = Meno recenti >
games-page = Pagina { $page } di { $pages }
games-filter-result = Risultato: { $result ->
        [won] vinte
        [drawn] patte
        [lost] perse
        [unfinished] non finite
       *[all] tutti
    }
games-filter-opponent = Avversario: { $opponent ->
        [level] { $level }
        [two] due giocatori
       *[all] tutti
    }
games-filter-variant = Variante: { $variant ->
        [classic] Classico
        [reverse] Inverso
       *[any] tutte
    }
games-count = { $total ->
        [one] { $total } partita
       *[other] { $total } partite
    }
games-count-filtered = { $shown } di { $total } partite
games-review = Rivedi
games-resume = Riprendi
games-copy = Copia
games-ggf = GGF
games-delete = Elimina
games-not-a-game = Non è una partita: { $name }
games-unreadable-reason = { $date } · { $reason }
games-result-unfinished = Non finita
games-result-draw = Patta { $a }–{ $b }
games-result-won = Vinta { $a }–{ $b }
games-result-won-on-time = Vinta a tempo { $a }–{ $b }
games-result-lost = Persa { $a }–{ $b }
games-result-lost-on-time = Persa a tempo { $a }–{ $b }
games-result-dark-won = Vince il Nero { $a }–{ $b }
games-result-dark-won-on-time = Vince il Nero a tempo { $a }–{ $b }
games-result-light-won = Vince il Bianco { $a }–{ $b }
games-result-light-won-on-time = Vince il Bianco a tempo { $a }–{ $b }
games-players-computer = Computer · { $level }
games-players-you-dark = Tu (Nero) contro { $computer }
games-players-you-light = { $computer } contro te (Bianco)
games-players-vs = { $dark } contro { $light }
games-players-two = Due giocatori
games-imported = importata, fuori dal tuo bilancio
games-player-you = tu
games-player-other = giocatore
games-player-computer = computer, { $level }
games-start = inizio { $start }
games-moves = { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }
games-copied = Mosse copiate: { $moves }
games-copy-failed = Impossibile copiare ({ $error }): { $moves }
games-no-clipboard = Nessun appunti: { $moves }
games-exported = Esportata come GGF: { $name }
games-export-exists = Già esportata come GGF: { $name }
games-export-failed = Impossibile esportare { $name }: { $error }
games-deleted = { $name } eliminata (spostata nel cestino)
games-delete-failed = Impossibile eliminare { $name }: { $error }
games-put-back = { $name } ripristinata
games-put-back-failed = Impossibile ripristinarla: { $error }
games-date = { $day } { $month } { $year }, { $hour }:{ $minute }
games-month-1 = gen
games-month-2 = feb
games-month-3 = mar
games-month-4 = apr
games-month-5 = mag
games-month-6 = giu
games-month-7 = lug
games-month-8 = ago
games-month-9 = set
games-month-10 = ott
games-month-11 = nov
games-month-12 = dic
record-title = Il tuo bilancio contro il computer
record-level = { $level }: { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }: { $won } vinte, { $drawn } patte, { $lost } perse, { $margin } pedine in media
record-level-none = { $level }: ancora nessuna partita
record-short = Tu contro { $level }: { $won }–{ $drawn }–{ $lost } (vinte–patte–perse), { $margin } pedine in media
record-short-none = Tu contro { $level }: ancora nessuna partita finita
record-ladder-level = { $level } { $rating }
record-list-separator = {", "}
record-rating = Il tuo punteggio ≈ { $rating } (su { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }). Livelli: { $ladder }
record-rating-none = Il tuo punteggio: finisci una partita contro il computer. Livelli: { $ladder }
record-last = Ultime { $count }:
record-legend = (verde vinta, grigio patta, rosso persa)

## Sides, results and move classes
# (the rules' words below)
side-dark = Nero
side-light = Bianco
side-who-you = tu
side-who-player = giocatore
side-who-computer = computer, { $level }
side-card-you = Tu
side-card-player = Giocatore
side-card-computer = Computer · { $level }
result-wins = Vince { $side }
result-tie = Patta
result-you-win = Hai vinto!
result-computer-wins = Vince il computer
result-nobody-wins = Nessuno vince
class-best = mossa migliore
class-good = buona mossa
class-inaccuracy = imprecisione
class-mistake = errore
class-blunder = grave errore

## Board, status and move list
# (HUD's messages below)
hud-undo = Annulla
hud-redo = Ripeti
hud-hint = Consiglio
hud-copy = Copia
hud-save = Salva
hud-analyse = Analizza
hud-moves = Mosse
hud-no-moves = (ancora nessuna)
hud-discs-left = { $count ->
    [one] { $count } pedina rimasta
   *[other] { $count } pedine rimaste
}
hud-reverse = Inverso
hud-move = mossa { $number }
hud-reviewing = revisione: mossa { $number } di { $total }
hud-review-keys = ← / →, Home / End
hud-game-over = partita finita
hud-to-move = Muove { $side } ({ $who })
hud-thinking = { $side } ({ $who }) sta pensando...
hud-centre = posa sulle caselle centrali
hud-pass = { $side } non ha mosse legali e passa
hud-left-book = fuori dal libro alla mossa { $number }
hud-in-book = nel libro
hud-title = reversi3d — { $state }
hud-title-review = revisione
hud-title-game-over = partita finita
hud-title-thinking = il computer sta pensando
hud-title-to-move = muove { $side }
hud-title-your-move = tocca a te
hud-title-computer-move = tocca al computer

## Notices
# (notices below)
notice-refused-game-over = la partita è finita
notice-refused-taken = { $square }: la casella è occupata
notice-refused-no-flips = { $square }: nessuna pedina da girare
notice-refused-centre-first = { $square }: le prime quattro pedine vanno su d4, e4, d5 ed e5
notice-refused-no-discs = { $side } non ha più pedine
notice-refused-must-move = { $side } ha una mossa legale e non può passare
notice-game-over-reviewing = La partita è finita e resta com’è stata giocata: la stai rivedendo (← / →, End)
notice-analyse-first = Analizza prima la partita (A) per vedere le linee migliori
notice-analysis-failed = Impossibile eseguire l’analisi: { $error }
notice-other-window = Un’altra finestra di reversi3d (processo { $process }) tiene la partita non finita; questa finestra tiene le sue partite tra quelle salvate.
notice-unfinished-unreadable = Impossibile leggere la partita non finita: { $error }
notice-unfinished-left = Impossibile leggere la partita non finita in { $path } ({ $error }); viene lasciata lì
notice-nothing-to-paste = Niente da incollare: { $error }
notice-no-clipboard-paste = Niente da incollare: nessun appunti
notice-no-folder = Nessuna cartella in cui salvare le partite
notice-saved = Salvata come { $file }
notice-saved-ggf = Salvata come GGF: { $file }
notice-finished-saved = Partita salvata in Le tue partite come { $file }
notice-screenshot = Schermata salvata: { $path }
notice-screenshot-failed = Impossibile salvare la schermata in { $folder }: { $error }
notice-screenshot-not-written = La schermata { $path } non è stata scritta (vedi il registro)
notice-save-failed = Impossibile salvare la partita in { $folder }: { $error }
notice-save-when-completed = Il motore sta completando la partita; sarà salvata con il suo punteggio
notice-loaded = Caricata: { $file }
notice-loaded-passed-over = Caricata: { $file }, l’ultima partita; { $count ->
        [one] il file più recente { $skipped } non è una partita
       *[other] { $count } file più recenti non sono partite; l’ultimo è { $skipped }
    }
notice-cannot-load = Impossibile caricare { $error }
notice-no-saved-game = Ancora nessuna partita salvata
notice-copied = Copiato: { $moves }
notice-copy-failed = Impossibile copiare ({ $error }): { $moves }
notice-no-clipboard-copy = Nessun appunti: { $moves }
notice-pasted = Incollato: mossa { $number }, muove { $side }
notice-pasted-over = Incollato: la partita è finita
notice-cannot-paste = Impossibile incollare: { $error }
notice-paste-no-game = Impossibile incollare: non è un elenco di mosse (f5 d6 c3 …), né una partita salvata, né una partita GGF, né una posizione
notice-paste-empty = Niente da incollare: gli appunti sono vuoti o contengono solo spazi
notice-paste-not-text = Niente da incollare: gli appunti contengono qualcosa che non è testo
notice-clipboard-busy = Niente da incollare: un altro programma sta usando gli appunti; riprova
notice-paste-too-large = Impossibile incollare: il testo occupa { $size } MiB; una partita salvata occupa al massimo { $max } MiB
error-at-line = riga { $line }: { $error }
error-at-move = mossa { $number }: { $error }
error-in-file = { $file }: { $error }
error-file-too-large = il file occupa { $size } MiB; una partita salvata occupa al massimo { $max } MiB
error-file-over-limit = più di { $max } MiB, il massimo di una partita salvata
error-file-not-text = non è testo: il byte { $n } non è UTF-8
error-file-pipe = una pipe o un socket, non un file
error-file-device = un dispositivo, non un file
error-file-folder = una cartella, non un file
error-file-not-found = il file non esiste
error-file-no-permission = lettura non consentita
error-not-a-square = { $text } non è una casella (una mossa è una lettera da a a h e una cifra da 1 a 8)
error-illegal = { $square } non è legale per { $side } ({ $why })
error-after-game-over = { $square } è giocata dopo la fine della partita
error-board-squares = la posizione ha { $count } caselle; ne servono 64
error-board-too-long = la posizione ha { $count } caratteri; servono 64 caselle e il colore che muove
error-squares-before-side = la posizione ha { $count } caselle prima del colore che muove; ne servono 64
error-board-cell = casella { $square }: { $found } non è né X, né O, né -
error-side-to-move = il colore che muove, { $found }, non è né X né O
notice-keep-failed = Impossibile tenere la partita non finita: { $error }
notice-set-aside = La partita non finita di prima è salvata come { $file }
notice-set-aside-failed = Impossibile mettere da parte la partita non finita ({ $error }); questa partita non viene tenuta

## Scoring screen
# (scoring screen's messages below)
score-not-over = La partita non è finita
score-wins-on-time = Vince { $side } per tempo
score-completing = { $side } ha perso per tempo; il motore sta completando la partita...
score-rules-classic = Regole classiche: vince chi ha più pedine
score-rules-reverse = Regole inverse: vince chi ha meno pedine
score-on-board = Pedine sulla scacchiera: Nero { $dark } - Bianco { $light }
score-recorded-empties = { $count ->
    [one] Punteggio registrato, { $count } casella vuota al vincitore: { $dark } - { $light }
   *[other] Punteggio registrato, { $count } caselle vuote al vincitore: { $dark } - { $light }
}
score-completed = { $side } ha perso per tempo; il motore ha completato la partita: Nero { $dark } - Bianco { $light }
score-recorded-time-default = Punteggio registrato (sconfitta per tempo: il risultato completato, almeno una pedina di scarto): { $dark } - { $light }
score-play-again = Rigioca
score-start-screen = Schermata iniziale
score-save = Salva
score-copy = Copia mosse
score-analyse = Analizza
score-save-ggf = Salva GGF
score-keys = ← / →: rivedi le mosse. A: analizza
score-sheet = Formulario della partita

## Analysis
# (analysis panel's messages below)
analysis-title = Analisi
analysis-running = Analisi della partita...
analysis-stop = Ferma
analysis-progress = Analisi: { $done } di { $total } posizioni (dalla fine)
analysis-aside-running = Analisi: { $done } posizioni su { $total }…
analysis-aside-ready = L’analisi è pronta: torna indietro di una mossa (←) per vederla accanto alla scacchiera.
analysis-opening = Apertura: { $opening }
analysis-who-imported = mosse importate
analysis-who-from = { $who }, dalla mossa { $number }
analysis-side-totals = { $side } ({ $who }): precisione { $accuracy }%, { $count ->
    [one] { $count } pedina persa
   *[other] { $count } pedine perse
}
analysis-graph-dark = Nero +{ $scale }
analysis-graph-light = Bianco +{ $scale }
analysis-graph-legend = Sopra la linea è avanti il Nero. Pieno: esatto; tenue: stima. Clicca o trascina per andare a una mossa.
analysis-graph-legend-now = Sopra la linea è avanti il Nero. Pieno: esatto; tenue: stima.
analysis-worst = Le mosse peggiori di { $side }
analysis-no-worst = nessuna: nessuna mossa ha perso più di 2 pedine
analysis-row-pass = { $number } passa
analysis-best = migliore { $square } ({ $value })
analysis-keys = B: la linea migliore sulla scacchiera. ← / →: mossa per mossa.
analysis-end = La fine della partita.
analysis-now = La partita continua: muove { $side }.
analysis-placement = { $number } una posa dell’apertura.
analysis-passes = { $number } { $side } passa.
analysis-exact = esatto
analysis-estimate = stima
analysis-played-best = { $number } { $side } ha giocato { $square } ({ $value }, { $kind }): la migliore.
analysis-played-loss = { $number } { $side } ha giocato { $square } ({ $value }), { $class ->
    [good] una buona mossa
    [inaccuracy] un’imprecisione
    [mistake] un errore
   *[blunder] un grave errore
} che perde { $loss }; migliore { $best } ({ $best_value }, { $kind }).

## Opening a file (the desktop's file chooser)

open-choosing = Scelta di un file…
open-no-portal = Nessun selettore di file su questo desktop (nessun portale XDG): trascina invece un file di partita sulla finestra
open-already = Il selettore di file è già aperto
open-failed = Il selettore di file non ha funzionato: { $error }
open-not-local = Impossibile aprire { $uri }: non è un file di questo computer
open-title = Apri una partita
open-game-files = Partite di Reversi (.txt, .ggf)
open-all-files = Tutti i file

## Keys
# (key list's messages below)
key-click-keys = Clic, o frecce + Enter / Space
key-click = gioca una casella
key-type-keys = Scrivi una casella, ad es. f5
key-type = giocala
key-undo-keys = Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y
key-undo = annulla / ripeti
key-hints-keys = H
key-hints = suggerimenti: il valore di ogni mossa in pedine (grassetto: esatto; chiaro: stima)
key-dots-keys = L
key-dots = punti sulle caselle valide sì / no
key-copy-keys = Ctrl+C / Ctrl+V
key-copy = copia la trascrizione / incolla una trascrizione o una posizione
key-save-keys = Ctrl+S
key-save = salva la partita e il suo formulario
key-save-ggf-keys = Ctrl+Shift+S
key-save-ggf = salva la partita come GGF
key-open-keys = Ctrl+O
key-open = apri un file di partita con il selettore del desktop (o trascinalo sulla finestra)
key-review-keys = ← / →, Home / End
key-review = dopo la partita: rivedi le mosse (anche annulla / ripeti)
key-analyse-keys = A / B
key-analyse = dopo la partita: analizzala (grafico, mosse peggiori) / la linea migliore sulla scacchiera
key-step-keys = Page Up / Page Down
key-step = due giocatori, durante la partita: indietro / avanti
key-sound-keys = M
key-sound = suono sì / no
key-theme-keys = T
key-theme = tema ad alto contrasto sì / no
key-turn-keys = Trascina col destro, rotellina, V o clic centrale
key-turn = ruota la scacchiera, zoom, torna alla vista iniziale
key-fullscreen-keys = F11
key-fullscreen = schermo intero sì / no
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = testo e pannelli più grandi / più piccoli / di nuovo al 100%
key-screenshot-keys = F12
key-screenshot = screenshot
key-esc-keys = Esc
key-esc = menu di pausa (dopo la partita: schermata iniziale)
key-menus-keys = Tab, frecce, Enter
key-menus = schermata iniziale e menu di pausa: scegli un pulsante, premilo
key-help-keys = F1 o ?
key-help = questo elenco (Esc lo chiude)
