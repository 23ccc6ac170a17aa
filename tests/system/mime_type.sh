#!/usr/bin/env bash
# The game files' MIME type (resources/linux/semina-mime.xml) is a valid
# shared-mime-info package: update-mime-database takes it into a database of
# its own, which then names application/x-semina for the *.semina suffix.
# Usage: mime_type.sh SOURCE_DIR
set -euo pipefail
src=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/mime/packages"
cp "$src/resources/linux/semina-mime.xml" "$work/mime/packages/"
XDG_DATA_HOME=$work update-mime-database "$work/mime" 2>&1 | { ! grep .; }
grep -q 'application/x-semina:\*\.semina' "$work/mime/globs" || { echo "FAIL: no glob for *.semina"; exit 1; }
[ -f "$work/mime/application/x-semina.xml" ] || { echo "FAIL: the type is not in the database"; exit 1; }
grep -q 'xml:lang="hu"' "$work/mime/application/x-semina.xml" || { echo "FAIL: the Hungarian name is missing"; exit 1; }
grep -q 'application/x-semina-lesson:\*\.semina-lesson' "$work/mime/globs" || { echo "FAIL: no glob for *.semina-lesson"; exit 1; }
echo "ok: application/x-semina for *.semina, application/x-semina-lesson for *.semina-lesson"
