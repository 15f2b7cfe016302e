#!/usr/bin/env bash
# Makes the game's Japanese and Chinese font subsets from the translation files, so that a
# change to a translation can regenerate them:
#
#   bash assets/fonts/subset-cjk.sh
#
# Needs Python 3 with fonttools (`pip install fonttools`: its `pyftsubset`) and Noto Sans CJK
# Regular (SIL Open Font License 1.1), by default Debian's `fonts-noto-cjk`
# (/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc; another copy: NOTO_CJK=path). Each
# subset holds every character outside ASCII of its language's file (ja.ftl for the Japanese
# face, zh-Hans.ftl for the Simplified Chinese one) and of the names of the languages (the
# language choice shows 日本語 and 简体中文 in every language); basic Latin comes from Inter.
# tests/i18n.rs checks that every character of every file has a glyph in a font the game
# ships.
set -euo pipefail
cd "$(dirname "$0")/../.."
src="${NOTO_CJK:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
[ -f "$src" ] || { echo "no $src: install fonts-noto-cjk or set NOTO_CJK" >&2; exit 1; }
command -v pyftsubset >/dev/null || { echo "no pyftsubset: pip install fonttools" >&2; exit 1; }
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The characters outside ASCII of a file's messages (comments left out), plus extra text.
chars() {
  python3 - "$1" "$2" <<'PY'
import sys
text = "".join(l for l in open(sys.argv[1], encoding="utf-8") if not l.lstrip().startswith("#"))
text += sys.argv[2]
print("".join(sorted({c for c in text if ord(c) > 0x7e})))
PY
}

# index in the collection, language file, output, extra characters
make() {
  chars "assets/i18n/$2" "日本語简体中文" > "$tmp/chars.txt"
  pyftsubset "$src" --font-number="$1" --text-file="$tmp/chars.txt" \
    --layout-features='*' --output-file="assets/fonts/$3"
  echo "assets/fonts/$3: $(wc -c < "$tmp/chars.txt") bytes of characters, $(wc -c < "assets/fonts/$3") bytes"
}
make 0 ja.ftl NotoSansJP-subset.otf
make 2 zh-Hans.ftl NotoSansSC-subset.otf
