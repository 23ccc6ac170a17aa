#!/usr/bin/env bash
# The committed icon PNGs (resources/linux/icons/NxN/) are what
# scripts/render-icons makes from the SVG now, pixel for pixel.
# Usage: icons_current.sh SOURCE_DIR
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$src/scripts/render-icons" "$work"
status=0
for png in "$work"/*/*.png; do
    rel=${png#"$work"/}
    cmp -s "$png" "$src/resources/linux/icons/$rel" || { echo "FAIL: $rel is stale: run scripts/render-icons"; status=1; }
done
[ "$(find "$work" -name '*.png' | wc -l)" -eq 8 ] || { echo "FAIL: not 8 sizes"; status=1; }
[ $status -eq 0 ] && echo "ok: 8 icon sizes match the SVG"
exit $status
