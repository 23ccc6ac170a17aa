#!/usr/bin/env bash
# Runs the real app under Xvfb with --screenshot: the home screen in each
# language, then every game screen of screens.txt; checks each PNG is a real
# 1280x800 picture. Usage: screenshot_smoke.sh SEMINA PNG_CHECK OUTDIR
set -euo pipefail
semina=$1 png_check=$2 out=$3
here=$(dirname "$0")
mkdir -p "$out"
shoot() {
    local file=$1; shift
    rm -f "$out/$file"
    timeout 60 xvfb-run -a -s "-screen 0 1280x800x24" \
        "$semina" "$@" --screenshot "$out/$file"
    "$png_check" "$out/$file" 1280 800
}
for lang in en it hu; do
    shoot "home-$lang.png" --lang "$lang"
done
while read -r name game position; do
    case "$name" in ''|'#'*) continue ;; esac
    if [ -n "${position:-}" ]; then
        shoot "$name.png" --lang en --variant "$game" --position "$position"
    else
        shoot "$name.png" --lang en --variant "$game"
    fi
done <"$here/screens.txt"
