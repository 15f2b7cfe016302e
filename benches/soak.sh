#!/usr/bin/env bash
# Engine soak: 10,008 computer-vs-computer games through `reversi3d match`, across every
# level, both variants, every start position and every disc supply (and both empties rules).
# `match` checks every move the engine returns against the rules and that every game ends; a
# game that goes wrong stops its match with an error naming the game, the move and the
# position, and this script stops there (non-zero exit).
#
#   nice -n 10 benches/soak.sh [threads]      # about 25 minutes on 2 free cores
#
# Per variant × start × supply (42 combinations): Beginner–Novice 90 games, Novice–Casual 60
# (no empties to the winner), Casual–Beginner 60, Club–Expert 20, Master–Expert 8: 238 each,
# 9,996 in all; then Engine against Master and Club, 12 games with its normal limits.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/reversi3d-target}"
cargo build --release --bin reversi3d
# A copy of the binary: a build of another checkout into the same target directory during the
# soak cannot change it.
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
bin="$tmp/reversi3d"
cp "$CARGO_TARGET_DIR/release/reversi3d" "$bin"
"$bin" match --help | grep -q -- '--supply' || { echo "the built binary has no match --supply"; exit 1; }
threads="${1:-2}"
games=0
seed=1
began=$(date +%s)

# match BLACK WHITE GAMES VARIANT START SUPPLY [more options]
match() {
  local out
  if ! out=$("$bin" match --black "$1" --white "$2" --games "$3" --variant "$4" --start "$5" \
      --supply "$6" --seed "$seed" --threads "$threads" "${@:7}" 2>&1); then
    echo "FAILED: reversi3d match --black $1 --white $2 --games $3 --variant $4 --start $5 --supply $6 --seed $seed ${*:7}"
    echo "$out"
    exit 1
  fi
  games=$((games + $3))
  seed=$((seed + 1))
}

for variant in classic reverse; do
  for start in standard alternate dark-top dark-bottom dark-left dark-right empty-centre; do
    for supply in shared strict32 borrow32; do
      match beginner novice 90 "$variant" "$start" "$supply"
      match novice casual 60 "$variant" "$start" "$supply" --no-empties-to-winner
      match casual beginner 60 "$variant" "$start" "$supply"
      match club expert 20 "$variant" "$start" "$supply"
      match master expert 8 "$variant" "$start" "$supply"
      echo "$variant $start $supply: $games games so far, $(( $(date +%s) - began )) s"
    done
  done
done
match engine master 4 classic standard shared
match engine club 4 reverse alternate borrow32
match engine master 4 classic empty-centre strict32
echo "soak: $games games, $(( $(date +%s) - began )) s: every move legal, every game finished"
