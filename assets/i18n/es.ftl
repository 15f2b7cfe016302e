# reversi3d — Spanish. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Principiante
level-novice = Novato
level-casual = Aficionado
level-improver = En progreso
level-intermediate = Intermedio
level-skilled = Competente
level-club = Club
level-advanced = Avanzado
level-expert = Experto
level-master = Maestro
level-tournament = Torneo
level-grandmaster = Gran maestro
level-champion = Campeón
level-engine = Motor
level-beginner-description = Mira una jugada adelante con una tabla simple de casillas; a menudo se desvía
level-novice-description = Dos jugadas adelante, conoce la movilidad y las esquinas; a menudo se desvía
level-casual-description = Tres jugadas adelante, resuelve las últimas 8 casillas; se desvía con bastante frecuencia
level-improver-description = Tres jugadas adelante, resuelve las últimas 8 casillas; a veces se desvía
level-intermediate-description = Cuatro jugadas adelante, resuelve las últimas 10 casillas; a veces se desvía
level-skilled-description = Cinco jugadas adelante, perfecto en las últimas 12 casillas; se desvía poco
level-club-description = Cinco jugadas adelante, perfecto en las últimas 12 casillas; rara vez se desvía
level-advanced-description = Seis jugadas adelante, perfecto en las últimas 13 casillas
level-expert-description = Ocho jugadas adelante, perfecto en las últimas 14 casillas
level-master-description = Nueve jugadas adelante, perfecto en las últimas 18 casillas
level-tournament-description = Seis jugadas adelante con la evaluación aprendida, perfecto en las últimas 18 casillas
level-grandmaster-description = Ocho jugadas adelante con la evaluación aprendida, perfecto en las últimas 18 casillas
level-champion-description = Doce jugadas adelante con la evaluación aprendida, perfecto en las últimas 20 casillas
level-engine-description = Máxima fuerza: búsqueda selectiva 22 jugadas adelante, hasta 4,5 s por jugada, perfecto en las últimas 24 casillas
option-variant-classic = Clásico
option-variant-reverse = Inverso
option-start-standard = Estándar
option-start-alternate = Alternativa
option-start-dark-top = En paralelo, negras arriba
option-start-dark-bottom = En paralelo, negras abajo
option-start-dark-left = En paralelo, negras a la izquierda
option-start-dark-right = En paralelo, negras a la derecha
option-start-empty-centre = Centro vacío (histórica)
option-supply-shared = Reserva común
option-supply-strict = 32 cada uno (estricto)
option-supply-borrow = 32 cada uno (préstamo)
option-speed-instant = instantáneas
option-speed-slow = lentas
option-speed-normal = normales
option-speed-fast = rápidas
option-quality-low = baja
option-quality-medium = media
option-quality-high = alta
option-hints-quick = rápidas
option-hints-normal = normales
option-hints-deep = profundas

## Start screen
# (start screen's messages below)
start-title = reversi3d
start-play-dark = Jugar con negras
start-play-dark-subtitle = Usted empieza contra el ordenador
start-play-light = Jugar con blancas
start-play-light-subtitle = El ordenador empieza, usted responde
start-two-players = Dos jugadores
start-two-players-subtitle = Dos personas se turnan en esta pantalla
start-watch = Observar
start-watch-subtitle = El ordenador juega contra sí mismo
start-last-used = Último usado: pulse Intro
start-last-used-only = Último usado
start-your-games = Sus partidas
start-your-games-subtitle = Repasar, reanudar o borrar partidas guardadas; su historial
start-rules-group = Reglas y opciones
start-display-group = Pantalla
start-resume =
    Reanudar la partida sin terminar
    (jugada { $move }, { $dark } contra { $light })
start-press-enter = pulse Intro
start-load-last = Abrir la última partida guardada
start-paste-help = Pegue una transcripción o un tablero con Ctrl+V, o suelte una partida guardada en la ventana. En una partida, F1 o ? muestra las teclas.
language = Idioma
language-system = Sistema ({ $name })

## Pause menu and settings rows
# (pause menu's messages below)
pause-title = En pausa
pause-waiting = El reloj y el ordenador esperan.
pause-resume = Continuar
pause-new-game = Nueva partida
pause-your-games = Sus partidas
pause-options = Opciones
pause-quit = Salir a la pantalla de inicio
pause-esc = Esc: continuar
setting-level = Nivel del ordenador: { $name } ({ $number } de { $count })
setting-variant-classic = Reglas: Clásico (gana quien tiene más fichas)
setting-variant-reverse = Reglas: Inverso (gana quien tiene menos fichas)
setting-start-random = Inicio: disposición al azar
setting-start = Inicio: { $name }
setting-supply = Fichas: { $name }
setting-empties = Casillas vacías al ganador: { $state ->
        [on] sí
       *[off] no
    }
setting-clock-off = Reloj: no
setting-clock = Reloj: { $minutes } min cada uno
setting-alternate = Alternar colores en cada partida: { $state ->
        [on] sí
       *[off] no
    }
setting-speed = Animaciones: { $name }
setting-legal-dots = Marcar casillas legales: { $state ->
        [on] sí
       *[off] no
    } (L)
setting-sound = Sonido: { $state ->
        [on] sí
       *[off] no
    } (M)
setting-theme-standard = Tema: estándar (T)
setting-theme-high-contrast = Tema: alto contraste (T)
setting-quality = Gráficos: calidad { $name }
setting-text-size = Tamaño del texto: { $percent } %
setting-hints = Pistas: { $name }
setting-threads-auto = Hilos: todos los núcleos menos uno ({ $count })
setting-threads = Hilos: { $count }
setting-volume = Volumen { $percent } %
setting-volume-off = Volumen { $percent } % (silencio)
setting-file-kept-aside = No se pudo leer el archivo de ajustes ({ $error }); se usan los valores predeterminados y el archivo anterior se guarda como { $path }.
setting-file-left = No se pudo leer el archivo de ajustes ({ $error }) ni apartarlo ({ $reason }); se usan los valores predeterminados y el archivo se deja como está.
setting-file-unreadable = No se pudo leer el archivo de ajustes ({ $error }); se usan los valores predeterminados, el archivo se deja como está y los cambios que haga ahora no se guardarán.
setting-file-not-saved = No se pudieron guardar los ajustes en { $path }: { $error }

## Your games and your record
# (games list's messages below)
games-open = Abrir… (Ctrl+O)
games-open-cancel = Dejar de esperar
games-title = Sus partidas
games-close = Cerrar (Esc)
games-undo = Deshacer borrado
games-no-folder = No hay carpeta para partidas guardadas
games-reading = Leyendo la carpeta de partidas…
games-none-yet = Aún no hay partidas guardadas. Ctrl+S guarda una partida en { $folder }.
games-none-match = Ninguna partida coincide con estos filtros.
games-newer = < Más recientes
games-older = Más antiguas >
games-page = Página { $page } de { $pages }
games-filter-result = Resultado: { $result ->
        [won] ganadas
        [drawn] tablas
        [lost] perdidas
        [unfinished] sin terminar
       *[all] cualquiera
    }
games-filter-opponent = Rival: { $opponent ->
        [level] { $level }
        [two] dos jugadores
       *[all] cualquiera
    }
games-filter-variant = Variante: { $variant ->
        [classic] Clásico
        [reverse] Inverso
       *[any] cualquiera
    }
games-count = { $total ->
        [one] { $total } partida
       *[other] { $total } partidas
    }
games-count-filtered = { $shown } de { $total } partidas
games-review = Repasar
games-resume = Reanudar
games-copy = Copiar
games-ggf = GGF
games-delete = Borrar
games-not-a-game = No es una partida: { $name }
games-unreadable-reason = { $date } · { $reason }
games-result-unfinished = Sin terminar
games-result-draw = Tablas { $a }–{ $b }
games-result-won = Ganada { $a }–{ $b }
games-result-won-on-time = Ganada por tiempo { $a }–{ $b }
games-result-lost = Perdida { $a }–{ $b }
games-result-lost-on-time = Perdida por tiempo { $a }–{ $b }
games-result-dark-won = Ganan negras { $a }–{ $b }
games-result-dark-won-on-time = Ganan negras por tiempo { $a }–{ $b }
games-result-light-won = Ganan blancas { $a }–{ $b }
games-result-light-won-on-time = Ganan blancas por tiempo { $a }–{ $b }
games-players-computer = Ordenador · { $level }
games-players-you-dark = Usted (negras) contra { $computer }
games-players-you-light = { $computer } contra usted (blancas)
games-players-vs = { $dark } contra { $light }
games-players-two = Dos jugadores
games-imported = importada, fuera de su historial
games-player-you = usted
games-player-other = jugador
games-player-computer = ordenador, { $level }
games-start = inicio { $start }
games-moves = { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
games-copied = Jugadas copiadas: { $moves }
games-copy-failed = No se pudo copiar ({ $error }): { $moves }
games-no-clipboard = Sin portapapeles: { $moves }
games-exported = Exportada como GGF: { $name }
games-export-exists = Ya exportada como GGF: { $name }
games-export-failed = No se pudo exportar { $name }: { $error }
games-deleted = { $name } borrada (movida a la papelera)
games-delete-failed = No se pudo borrar { $name }: { $error }
games-put-back = { $name } restaurada
games-put-back-failed = No se pudo restaurar: { $error }
games-date = { $day } { $month } { $year }, { $hour }:{ $minute }
games-month-1 = ene
games-month-2 = feb
games-month-3 = mar
games-month-4 = abr
games-month-5 = may
games-month-6 = jun
games-month-7 = jul
games-month-8 = ago
games-month-9 = sept
games-month-10 = oct
games-month-11 = nov
games-month-12 = dic
record-title = Su historial contra el ordenador
record-level = { $level }: { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }: { $won } ganadas, { $drawn } tablas, { $lost } perdidas, { $margin } fichas de media
record-level-none = { $level }: aún no hay partidas
record-short = Usted contra { $level }: { $won }–{ $drawn }–{ $lost } (ganadas–tablas–perdidas), { $margin } fichas de media
record-short-none = Usted contra { $level }: aún no hay partidas terminadas
record-ladder-level = { $level } { $rating }
record-list-separator = {", "}
record-rating = Su puntuación ≈ { $rating } (de { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }). Niveles: { $ladder }
record-rating-none = Su puntuación: termine una partida contra el ordenador. Niveles: { $ladder }
record-last = Últimas { $count }:
record-legend = (verde ganada, gris tablas, rojo perdida)

## Sides, results and move classes
# (the rules' words below)
side-dark = Negras
side-light = Blancas
side-who-you = usted
side-who-player = jugador
side-who-computer = ordenador, { $level }
side-card-you = Usted
side-card-player = Jugador
side-card-computer = Ordenador · { $level }
result-wins = Ganan { $side }
result-tie = Tablas
result-you-win = ¡Ha ganado!
result-computer-wins = Gana el ordenador
result-nobody-wins = Nadie gana
class-best = mejor jugada
class-good = buena jugada
class-inaccuracy = imprecisión
class-mistake = error
class-blunder = error grave

## Board, status and move list
# (HUD's messages below)
hud-undo = Deshacer
hud-redo = Rehacer
hud-hint = Pista
hud-copy = Copiar
hud-save = Guardar
hud-analyse = Analizar
hud-moves = Jugadas
hud-no-moves = (ninguna aún)
hud-discs-left = { $count ->
    [one] queda { $count } ficha
   *[other] quedan { $count } fichas
}
hud-reverse = Inverso
hud-move = jugada { $number }
hud-reviewing = repasando: jugada { $number } de { $total }
hud-review-keys = ← / →, Home / End
hud-game-over = partida terminada
hud-to-move = Juegan { $side } ({ $who })
hud-thinking = { $side } ({ $who }) piensan...
hud-centre = coloca en las casillas centrales
hud-pass = { $side } no tienen jugada legal y pasan
hud-left-book = fuera del libro en la jugada { $number }
hud-in-book = en el libro
hud-title = reversi3d — { $state }
hud-title-review = repaso
hud-title-game-over = partida terminada
hud-title-thinking = el ordenador está pensando
hud-title-to-move = juegan { $side }
hud-title-your-move = su turno
hud-title-computer-move = le toca al ordenador

## Notices
# (notices below)
notice-refused-game-over = la partida ha terminado
notice-refused-taken = { $square }: la casilla está ocupada
notice-refused-no-flips = { $square }: no hay fichas que voltear
notice-refused-centre-first = { $square }: las cuatro primeras fichas van en d4, e4, d5 y e5
notice-refused-no-discs = { $side } no tienen fichas
notice-refused-must-move = { $side } tienen una jugada legal y no pueden pasar
notice-game-over-reviewing = La partida ha terminado y se guarda tal como se jugó: la estás repasando (← / →, End)
notice-analyse-first = Analiza primero la partida (A) para ver las mejores líneas
notice-analysis-failed = No se pudo hacer el análisis: { $error }
notice-other-window = Otra ventana de reversi3d (proceso { $process }) guarda la partida sin terminar; esta ventana guarda sus partidas entre las partidas guardadas.
notice-unfinished-unreadable = No se puede leer la partida sin terminar: { $error }
notice-unfinished-left = No se pudo leer la partida sin terminar de { $path } ({ $error }); se deja allí
notice-nothing-to-paste = Nada que pegar: { $error }
notice-no-clipboard-paste = Nada que pegar: no hay portapapeles
notice-no-folder = No hay carpeta donde guardar partidas
notice-saved = Guardada como { $file }
notice-saved-ggf = Guardada como GGF: { $file }
notice-finished-saved = Partida guardada en Sus partidas como { $file }
notice-screenshot = Captura de pantalla guardada: { $path }
notice-screenshot-failed = No se pudo guardar la captura de pantalla en { $folder }: { $error }
notice-screenshot-not-written = La captura de pantalla { $path } no se escribió (vea el registro)
notice-save-failed = No se pudo guardar la partida en { $folder }: { $error }
notice-save-when-completed = El motor está completando la partida; se guardará con su resultado
notice-loaded = Cargada: { $file }
notice-loaded-passed-over = Cargada: { $file }, la última partida; { $count ->
        [one] el archivo más reciente { $skipped } no es una partida
       *[other] { $count } archivos más recientes no son partidas; el último es { $skipped }
    }
notice-cannot-load = No se puede cargar { $error }
notice-no-saved-game = Aún no hay partidas guardadas
notice-copied = Copiado: { $moves }
notice-copy-failed = No se pudo copiar ({ $error }): { $moves }
notice-no-clipboard-copy = No hay portapapeles: { $moves }
notice-pasted = Pegado: jugada { $number }, juegan { $side }
notice-pasted-over = Pegado: la partida ha terminado
notice-cannot-paste = No se puede pegar: { $error }
notice-paste-no-game = No se puede pegar: no es una lista de jugadas (f5 d6 c3 …), ni una partida guardada, ni una partida GGF, ni un tablero
notice-paste-empty = Nada que pegar: el portapapeles está vacío o solo contiene espacios
notice-paste-not-text = Nada que pegar: el portapapeles contiene algo que no es texto
notice-clipboard-busy = Nada que pegar: otro programa está usando el portapapeles; inténtelo de nuevo
notice-paste-too-large = No se puede pegar: el texto ocupa { $size } MiB; una partida guardada ocupa como máximo { $max } MiB
error-at-line = línea { $line }: { $error }
error-at-move = jugada { $number }: { $error }
error-in-file = { $file }: { $error }
error-file-too-large = el archivo ocupa { $size } MiB; una partida guardada ocupa como máximo { $max } MiB
error-file-over-limit = más de { $max } MiB, el máximo de una partida guardada
error-file-not-text = no es texto: el byte { $n } no es UTF-8
error-file-pipe = una tubería o un socket, no un archivo
error-file-device = un dispositivo, no un archivo
error-file-folder = una carpeta, no un archivo
error-file-not-found = no existe ese archivo
error-file-no-permission = no se permite leerlo
error-not-a-square = { $text } no es una casilla (una jugada es una letra de la a a la h y una cifra del 1 al 8)
error-illegal = { $square } no es legal para { $side } ({ $why })
error-after-game-over = { $square } se juega después del final de la partida
error-board-squares = el tablero tiene { $count } casillas; hacen falta 64
error-board-too-long = el tablero tiene { $count } caracteres; hacen falta 64 casillas y el bando que juega
error-squares-before-side = el tablero tiene { $count } casillas antes del bando que juega; hacen falta 64
error-board-cell = casilla { $square }: { $found } no es X, O ni -
error-side-to-move = el bando que juega, { $found }, no es X ni O
notice-keep-failed = No se pudo conservar la partida sin terminar: { $error }
notice-set-aside = La partida sin terminar anterior se ha guardado como { $file }
notice-set-aside-failed = No se pudo apartar la partida sin terminar ({ $error }); esta partida no se conserva

## Scoring screen
# (scoring screen's messages below)
score-not-over = La partida no ha terminado
score-wins-on-time = Ganan { $side } por tiempo
score-completing = { $side } perdieron por tiempo; el motor está completando la partida...
score-rules-classic = Reglas clásicas: gana quien tenga más fichas
score-rules-reverse = Reglas inversas: gana quien tenga menos fichas
score-on-board = Fichas en el tablero: Negras { $dark } - Blancas { $light }
score-recorded-empties = { $count ->
    [one] Resultado registrado, { $count } casilla vacía para el ganador: { $dark } - { $light }
   *[other] Resultado registrado, { $count } casillas vacías para el ganador: { $dark } - { $light }
}
score-completed = { $side } perdieron por tiempo; el motor completó la partida: Negras { $dark } - Blancas { $light }
score-recorded-time-default = Resultado registrado (derrota por tiempo: el resultado completado, al menos una ficha de ventaja): { $dark } - { $light }
score-play-again = Otra partida
score-start-screen = Inicio
score-save = Guardar
score-copy = Copiar jugadas
score-analyse = Analizar
score-save-ggf = Guardar GGF
score-keys = ← / →: repasar las jugadas. A: analizar
score-sheet = Planilla de la partida

## Analysis
# (analysis panel's messages below)
analysis-title = Análisis
analysis-running = Analizando la partida...
analysis-stop = Detener
analysis-progress = Analizando: { $done } de { $total } posiciones (desde el final)
analysis-aside-running = Analizando: { $done } de { $total } posiciones…
analysis-aside-ready = El análisis está listo: retroceda una jugada (←) para verlo junto al tablero.
analysis-opening = Apertura: { $opening }
analysis-who-imported = jugadas importadas
analysis-who-from = { $who }, desde la jugada { $number }
analysis-side-totals = { $side } ({ $who }): precisión { $accuracy } %, { $count ->
    [one] { $count } ficha perdida
   *[other] { $count } fichas perdidas
}
analysis-graph-dark = Negras +{ $scale }
analysis-graph-light = Blancas +{ $scale }
analysis-graph-legend = Por encima de la línea ganan las negras. Sólido: exacto; tenue: estimación. Haga clic o arrastre para ir a una jugada.
analysis-graph-legend-now = Por encima de la línea ganan las negras. Sólido: exacto; tenue: estimación.
analysis-worst = Peores jugadas de { $side }
analysis-no-worst = ninguna: ninguna jugada perdió más de 2 fichas
analysis-row-pass = { $number } pasa
analysis-best = mejor { $square } ({ $value })
analysis-keys = B: la mejor línea en el tablero. ← / →: paso a paso.
analysis-end = El final de la partida.
analysis-now = La partida sigue: juegan { $side }.
analysis-placement = { $number } una colocación de la apertura.
analysis-passes = { $number } { $side } pasan.
analysis-exact = exacto
analysis-estimate = estimación
analysis-played-best = { $number } { $side } jugaron { $square } ({ $value }, { $kind }): la mejor.
analysis-played-loss = { $number } { $side } jugaron { $square } ({ $value }), { $class ->
    [good] una buena jugada
    [inaccuracy] una imprecisión
    [mistake] un error
   *[blunder] un error grave
} que pierde { $loss }; mejor { $best } ({ $best_value }, { $kind }).

## Opening a file (the desktop's file chooser)

open-choosing = Eligiendo un archivo…
open-no-portal = No hay selector de archivos en este escritorio (sin portal XDG): arrastre un archivo de partida a la ventana
open-already = El selector de archivos ya está abierto
open-failed = El selector de archivos falló: { $error }
open-not-local = No se puede abrir { $uri }: no es un archivo de este ordenador
open-title = Abrir una partida
open-game-files = Partidas de Reversi (.txt, .ggf)
open-all-files = Todos los archivos

## Keys
# (key list's messages below)
key-click-keys = Clic, o flechas + Enter / Space
key-click = jugar una casilla
key-type-keys = Escribir una casilla, p. ej. f5
key-type = jugarla
key-undo-keys = Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y
key-undo = deshacer / rehacer
key-hints-keys = H
key-hints = pistas: el valor de cada jugada en fichas (negrita: exacto; claro: estimación)
key-dots-keys = L
key-dots = puntos en las casillas legales sí / no
key-copy-keys = Ctrl+C / Ctrl+V
key-copy = copiar la transcripción / pegar una transcripción o posición
key-save-keys = Ctrl+S
key-save = guardar la partida y su planilla
key-save-ggf-keys = Ctrl+Shift+S
key-save-ggf = guardar la partida como GGF
key-open-keys = Ctrl+O
key-open = abrir un archivo de partida con el selector del escritorio (o arrastrarlo a la ventana)
key-review-keys = ← / →, Home / End
key-review = tras la partida: repasar las jugadas (también deshacer / rehacer)
key-analyse-keys = A / B
key-analyse = tras la partida: analizarla (gráfico, peores jugadas) / la mejor línea en el tablero
key-step-keys = Page Up / Page Down
key-step = dos jugadores, durante la partida: atrás / adelante
key-sound-keys = M
key-sound = sonido sí / no
key-theme-keys = T
key-theme = tema de alto contraste sí / no
key-turn-keys = Arrastrar con botón derecho, rueda, V o clic central
key-turn = girar el tablero, zoom, volver a la vista inicial
key-fullscreen-keys = F11
key-fullscreen = pantalla completa sí / no
key-zoom-keys = Ctrl+= / Ctrl+- / Ctrl+0
key-zoom = texto y paneles más grandes / más pequeños / volver al 100 %
key-screenshot-keys = F12
key-screenshot = captura de pantalla
key-esc-keys = Esc
key-esc = menú de pausa (tras la partida: pantalla de inicio)
key-menus-keys = Tab, flechas, Enter
key-menus = pantalla de inicio y menú de pausa: elegir un botón, pulsarlo
key-help-keys = F1 o ?
key-help = esta lista (Esc la cierra)
