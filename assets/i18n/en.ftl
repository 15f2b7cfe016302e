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
