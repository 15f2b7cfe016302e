#!/usr/bin/env bash
# The start screen in each language, as assets/screenshots/start-LANG.png: the built game
# (target/release/reversi3d, or REVERSI3D=path) under Xvfb with Mesa's software Vulkan, F12
# pressed with xdotool once the start screen is up (the picture is the file it logs). Needs
# xvfb, xdotool, mesa-vulkan-drivers.
#
#   cargo build --release && bash assets/screenshots/make.sh [SIZE] [LANG...]
#
# SIZE is the screen, 1280x720 by default (the README's); LANG the languages (all by default).
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$PWD"
bin="${REVERSI3D:-${CARGO_TARGET_DIR:-target}/release/reversi3d}"
size="${1:-1280x720}"
shift || true
langs=("$@")
[ ${#langs[@]} -gt 0 ] || langs=(en fr de es nl it ja zh-Hans)
for lang in "${langs[@]}"; do
  work="$(mktemp -d)"
  n=$((140 + RANDOM % 20))
  Xvfb ":$n" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  sleep 2
  (cd "$work" && DISPLAY=":$n" REVERSI3D_HOME="$work/home" "$bin" --lang "$lang" --print-squares \
      > "$work/log" 2>&1) &
  game=$!
  for _ in $(seq 180); do grep -q '^button play-dark@' "$work/log" && break; sleep 1; done
  # No window manager under Xvfb: the window opens at its own size; make it the screen's.
  DISPLAY=":$n" xdotool search --name reversi3d windowsize "${size%x*}" "${size#*x}" \
      windowmove 0 0 >/dev/null 2>&1 || true
  sleep 4
  DISPLAY=":$n" xdotool search --name reversi3d windowfocus >/dev/null 2>&1 || true
  sleep 0.5
  DISPLAY=":$n" xdotool key F12
  # F12 writes into the screenshots folder of REVERSI3D_HOME and logs `screenshot: PATH`.
  shot=""
  for _ in $(seq 30); do
    shot="$(sed -n 's/^screenshot: //p' "$work/log" | head -1)"
    [ -n "$shot" ] && [ -s "$shot" ] && break
    sleep 1
  done
  if [ -z "$shot" ] || [ ! -s "$shot" ]; then
    echo "$lang: F12 wrote no screenshot; log: $work/log" >&2
    kill "$game" "$xvfb" 2>/dev/null || true
    exit 1
  fi
  sleep 1
  suffix=""; [ "$size" = 1280x720 ] || suffix="-$size"
  cp "$shot" "$root/assets/screenshots/start-$lang$suffix.png"
  echo "assets/screenshots/start-$lang$suffix.png"
  kill "$game" 2>/dev/null || true; wait "$game" 2>/dev/null || true
  kill "$xvfb" 2>/dev/null || true; wait "$xvfb" 2>/dev/null || true
  rm -rf "$work"
done
