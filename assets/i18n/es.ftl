# reversi3d — Spanish. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — Reversi


## Levels, variants, starts and other options (menus)
# (menus' messages below)
level-beginner = Principiante
level-novice = Novato
level-casual = Aficionado
level-club = Club
level-expert = Experto
level-master = Maestro
level-engine = Motor
level-beginner-description = Mira una jugada adelante con una tabla simple de casillas; a menudo se desvía
level-novice-description = Dos jugadas adelante, conoce la movilidad y las esquinas; a veces se desvía
level-casual-description = Tres jugadas adelante, resuelve las últimas 8 casillas; algo aleatorio
level-club-description = Cinco jugadas adelante, perfecto en las últimas 12 casillas; rara vez se desvía
level-expert-description = Siete jugadas adelante, perfecto en las últimas 14 casillas
level-master-description = Nueve jugadas adelante, perfecto en las últimas 18 casillas
level-engine-description = Máxima fuerza: búsqueda selectiva 20 jugadas adelante, hasta 4,5 s por jugada, perfecto en las últimas 20 casillas
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
start-your-games-subtitle = Repasar, reanudar o borrar partidas guardadas; su historial
start-rules-group = Reglas y opciones
start-display-group = Pantalla
start-resume = Reanudar la partida sin terminar (jugada { $move }, { $dark } contra { $light })
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
setting-legal-dots = Puntos en las casillas legales: { $state ->
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
games-players-computer = Ordenador · { $level }
games-players-you-dark = Usted (negras) contra { $computer }
games-players-you-light = { $computer } contra usted (blancas)
games-players-vs = { $dark } contra { $light }
games-players-two = Dos jugadores
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
