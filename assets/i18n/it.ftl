# reversi3d — Italian. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Principiante
level-novice = Novizio
level-casual = Amatore
level-club = Club
level-expert = Esperto
level-master = Maestro
level-engine = Motore
level-beginner-description = Guarda una mossa avanti con una semplice tabella delle caselle; spesso sbaglia strada
level-novice-description = Due mosse avanti, conosce mobilità e angoli; a volte sbaglia strada
level-casual-description = Tre mosse avanti, risolve le ultime 8 caselle; un po' casuale
level-club-description = Cinque mosse avanti, perfetto nelle ultime 12 caselle; sbaglia di rado
level-expert-description = Sette mosse avanti, perfetto nelle ultime 14 caselle
level-master-description = Nove mosse avanti, perfetto nelle ultime 18 caselle
level-engine-description = Piena forza: ricerca selettiva 20 mosse avanti, fino a 4,5 s a mossa, perfetto nelle ultime 20 caselle
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
start-your-games-subtitle = Rivedi, riprendi o elimina le partite salvate; il tuo bilancio
start-rules-group = Regole e opzioni
start-display-group = Schermo
start-resume = Riprendi la partita non finita (mossa { $move }, { $dark } contro { $light })
start-press-enter = premi Invio
start-load-last = Apri l'ultima partita salvata
start-paste-help = Incolla una trascrizione o una posizione con Ctrl+V, o trascina una partita salvata sulla finestra. In partita, F1 o ? elenca i tasti.
language = Lingua
language-system = Sistema ({ $name })

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = In pausa
pause-waiting = L'orologio e il computer aspettano.
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
setting-legal-dots = Punti sulle caselle valide: { $state ->
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
setting-file-left = Impossibile leggere il file delle impostazioni ({ $error }) o metterlo da parte ({ $reason }); si usano i valori predefiniti e il file resta com'è.
setting-file-unreadable = Impossibile leggere il file delle impostazioni ({ $error }); si usano i valori predefiniti, il file resta com'è e le scelte fatte ora non vengono salvate.
setting-file-not-saved = Impossibile salvare le impostazioni in { $path }: { $error }

## Your games and your record
# (games list's messages below)
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
games-players-computer = Computer · { $level }
games-players-you-dark = Tu (Nero) contro { $computer }
games-players-you-light = { $computer } contro te (Bianco)
games-players-vs = { $dark } contro { $light }
games-players-two = Due giocatori
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
