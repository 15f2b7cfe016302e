#!/usr/bin/env bash
# Fuzzes the parsers: runs each target for MINUTES minutes, one after the other (all targets
# when none is named), and prints a line per target: executions, coverage, corpus, crashes.
#
#   fuzz/run.sh MINUTES [TARGET...]
#
# Needs the nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`); nothing else. The
# corpus of each target starts from the test data (engine/tests/data) and the seeds in
# fuzz/seeds/, and grows in fuzz/corpus/ (not kept in git). A crash, timeout or out-of-memory
# input is written to fuzz/artifacts/TARGET/; each one found becomes a regression test in the
# normal test suite (see docs/fuzzing.md). Logs: fuzz/logs/TARGET.log.
set -euo pipefail
cd "$(dirname "$0")"
minutes="${1:?usage: fuzz/run.sh MINUTES [TARGET...]}"
shift
seconds=$(awk -v m="$minutes" 'BEGIN { s = int(m * 60); if (s < 1) exit 1; print s }') \
  || { echo "MINUTES must be a number above 0: $minutes" >&2; exit 2; }
all=(transcript board obf ggf record wthor selfplay nboard)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
data=../engine/tests/data

# The board and transcript targets read their rule options from the first byte.
options_byte() { printf ' '; }

seed() {
  local t="$1" dir="corpus/$1"
  mkdir -p "$dir"
  [ -n "$(ls -A "$dir")" ] && return 0
  if [ -d "seeds/$t" ]; then
    for f in seeds/"$t"/*; do
      case "$t" in
        board|transcript) { options_byte; cat "$f"; } > "$dir/seed-$(basename "$f")" ;;
        *) cp "$f" "$dir/" ;;
      esac
    done
  fi
  case "$t" in
    transcript)
      sed -n '2,41p' "$data/recorded-games.tsv" | cut -f1 \
        | awk -v d="$dir" '{ f = d "/recorded-" NR; printf " %s", $0 > f; close(f) }'
      sed -n '2,11p' "$data/selfplay-sample.txt" | cut -f3 \
        | awk -v d="$dir" '{ f = d "/selfplay-" NR; printf "\001%s", $0 > f; close(f) }' ;;
    board)
      cat "$data/ffo40-44.obf" "$data/validation-20-22.obf" | grep -v '^%' | cut -c1-66 \
        | awk -v d="$dir" 'NF && NR <= 20 { f = d "/obf-" NR; printf " %s", $0 > f; close(f) }' ;;
    obf)
      cp "$data/ffo40-44.obf" "$data/validation-20-22.obf" "$dir/" ;;
    selfplay)
      sed -n '1,6p' "$data/selfplay-sample.txt" > "$dir/selfplay-head.txt"
      # A torn last line, as a run killed while writing it leaves.
      head -c 700 "$data/selfplay-sample.txt" > "$dir/selfplay-torn.txt" ;;
  esac
}

mkdir -p logs
summary=()
for t in "${targets[@]}"; do
  seed "$t"
  mkdir -p "artifacts/$t"
  before=$(ls "artifacts/$t" | wc -l)
  # Up to 10 s per input and 2 GiB: an input that takes longer or more is a finding.
  cargo +nightly fuzz run "$t" "corpus/$t" -- \
    -max_total_time=$seconds -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    > "logs/$t.log" 2>&1 || true
  after=$(ls "artifacts/$t" | wc -l)
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "logs/$t.log" | grep -o '[0-9]*$' || true)
  cov=$(grep -o 'cov: [0-9]*' "logs/$t.log" | tail -n 1 | grep -o '[0-9]*' || true)
  corpus=$(ls "corpus/$t" | wc -l)
  line="$t: ${minutes} min, ${execs:-?} executions, coverage ${cov:-?}, corpus $corpus, new findings $((after - before))"
  echo "$line"
  summary+=("$line")
done
printf '%s\n' "${summary[@]}" > logs/summary.txt
