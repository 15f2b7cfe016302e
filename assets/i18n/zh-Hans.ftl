# reversi3d — Simplified Chinese. Translated from en.ftl (the source); the same message ids in each file.
# Reversi's words as its players use them: see docs/translating.md.

## The window

window-title = reversi3d — 黑白棋


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
