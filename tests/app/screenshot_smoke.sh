#!/usr/bin/env bash
# Runs the real app under Xvfb with --screenshot in each language and checks
# each PNG is a real 1280x800 picture. Usage: screenshot_smoke.sh SEMINA PNG_CHECK OUTDIR
set -euo pipefail
semina=$1 png_check=$2 out=$3
mkdir -p "$out"
for lang in en it hu; do
    rm -f "$out/home-$lang.png"
    timeout 60 xvfb-run -a -s "-screen 0 1280x800x24" \
        env ASAN_OPTIONS=detect_leaks=0 "$semina" --lang "$lang" --screenshot "$out/home-$lang.png"
    "$png_check" "$out/home-$lang.png" 1280 800
done
