#!/usr/bin/env bash
# cmake --install into a temporary prefix puts every file in its place, and
# the installed app starts in each language. Usage: install_prefix.sh BUILD PNG_CHECK
set -euo pipefail
build=$1 png_check=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/installed_app.sh"
cmake --install "$build" --prefix "$work/usr" >/dev/null
check_tree "$work/usr/bin" "$work/usr/share"
start_app "$work/usr/bin" "$png_check" "$work/shots"
echo "ok: installed into a prefix, started in en, it, hu"
