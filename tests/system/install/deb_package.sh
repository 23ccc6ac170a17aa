#!/usr/bin/env bash
# cpack -G DEB builds semina_<version>_<arch>.deb with its dependencies
# declared; unpacked with dpkg-deb -x it holds every file, and its app starts
# in each language; lintian finds nothing but the overridden tags.
# Usage: deb_package.sh BUILD PNG_CHECK LINTIAN_OVERRIDES
set -euo pipefail
build=$1 png_check=$2 overrides=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/installed_app.sh"
cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/pkg" >"$work/cpack.log" || { cat "$work/cpack.log"; fail cpack; }
debs=("$work"/pkg/semina_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "no single semina_*.deb in $(ls "$work/pkg")"
deb=${debs[0]}

field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = semina ] || fail "Package: $(field Package)"
[ "$(field Section)" = games ] || fail "Section: $(field Section)"
[ -n "$(field Homepage)" ] && [ -n "$(field Maintainer)" ] || fail "no Homepage or Maintainer"
# The package names in Depends, one a line, without their versions.
depends=$(field Depends | tr ',' '\n' | sed 's/^ *//; s/ .*//')
# From dpkg-shlibdeps (the binaries' libraries) and the QML modules named in resources/linux/CMakeLists.txt.
for p in libqt6quick6 libqt6qml6 libqt6gui6 libstdc++6 qml6-module-qtquick-controls qml6-module-qtquick-dialogs \
    qml6-module-qtmultimedia qml6-module-qt-labs-folderlistmodel; do
    grep -qxF "$p" <<<"$depends" || fail "Depends lacks $p: $(field Depends)"
done

dpkg-deb -x "$deb" "$work/root"
check_tree "$work/root/usr/bin" "$work/root/usr/share"
[ -f "$work/root/usr/share/lintian/overrides/semina" ] || fail "the lintian overrides are not packaged"
start_app "$work/root/usr/bin" "$png_check" "$work/shots"

# lintian: no tag but the overridden ones (their reasons are in the overrides file).
lintian --no-cfg --fail-on error,warning --display-level '>=warning' "$deb" || fail "lintian"
echo "ok: $(basename "$deb") unpacked, started in en, it, hu; lintian clean"
