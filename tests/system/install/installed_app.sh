# Sourced by install_prefix.sh and deb_package.sh: checks an installed tree
# ROOT (the prefix's files under ROOT/$datadir) and starts its app.
# check_tree BINDIR DATADIR; start_app BINDIR PNG_CHECK OUTDIR.
id=io.github.semina.Semina

fail() { echo "FAIL: $*"; exit 1; }

check_tree() {
    local bin=$1 share=$2 n f
    local files=("$bin/semina" "$bin/semina-cli"
        "$share/applications/$id.desktop" "$share/metainfo/$id.metainfo.xml"
        "$share/mime/packages/$id.xml" "$share/icons/hicolor/scalable/apps/$id.svg"
        "$share/man/man6/semina.6.gz" "$share/man/man6/semina-cli.6.gz"
        "$share/doc/semina/copyright" "$share/doc/semina/changelog.gz")
    for n in 16 24 32 48 64 128 256 512; do
        files+=("$share/icons/hicolor/${n}x$n/apps/$id.png")
    done
    for f in "${files[@]}"; do
        [ -f "$f" ] || fail "not installed: $f"
    done
    [ -x "$bin/semina" ] && [ -x "$bin/semina-cli" ] || fail "the programs are not executable"
    # Each PNG is the size its folder names (bytes 16-23 of a PNG: width, height).
    for n in 16 24 32 48 64 128 256 512; do
        f=$share/icons/hicolor/${n}x$n/apps/$id.png
        [ "$(od -An -tx1 -j16 -N8 "$f" | tr -d ' \n')" = "$(printf '%08x%08x' "$n" "$n")" ] || fail "$f is not ${n}x$n"
    done
    desktop-file-validate "$share/applications/$id.desktop" | { ! grep .; } || fail "desktop-file-validate"
    # The launcher starts the installed program with the file, names the installed icon,
    # and opens the type the MIME package defines.
    local desktop=$share/applications/$id.desktop
    grep -qx 'Exec=semina %f' "$desktop" || fail "Exec is not semina %f"
    grep -qx "Icon=$id" "$desktop" || fail "Icon is not $id"
    grep -qx 'MimeType=application/x-semina;application/x-semina-lesson;' "$desktop" \
        || fail "MimeType is not application/x-semina and application/x-semina-lesson"
    grep -q '<mime-type type="application/x-semina">' "$share/mime/packages/$id.xml" || fail "the MIME package lacks the type"
    grep -q '<mediatype>application/x-semina</mediatype>' "$share/metainfo/$id.metainfo.xml" || fail "metainfo lacks the type"
    grep -q '<mediatype>application/x-semina-lesson</mediatype>' "$share/metainfo/$id.metainfo.xml" \
        || fail "metainfo lacks the lesson type"
    grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$share/metainfo/$id.metainfo.xml" \
        || fail "metainfo does not launch $id.desktop"
    appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml" >/dev/null || fail "appstreamcli validate"
    # The installed MIME package names application/x-semina for *.semina.
    XDG_DATA_HOME=$share update-mime-database "$share/mime" 2>&1 | { ! grep .; } || fail "update-mime-database"
    grep -q 'application/x-semina:\*\.semina' "$share/mime/globs" || fail "no glob for *.semina"
    # Nothing points back into the build folder.
    ! readelf -d "$bin/semina" "$bin/semina-cli" | grep -Eq 'R(UN)?PATH' || fail "an installed program keeps an RPATH"
    # The command line: at Kalah's start South may sow each of its six holes (docs/notation.md).
    local moves
    moves=$("$bin/semina-cli" moves --variant kalah)
    [ "$moves" = '{"moves": ["1", "2", "3", "4", "5", "6"]}' ] || fail "semina-cli moves --variant kalah: $moves"
}

start_app() {
    local bin=$1 png_check=$2 out=$3 lang
    mkdir -p "$out/home"
    for lang in en it hu; do
        HOME=$out/home XDG_CONFIG_HOME=$out/home/config SEMINA_DATA_DIR=$out/home/data \
            timeout 60 xvfb-run -a -s "-screen 0 1280x800x24" \
            "$bin/semina" --lang "$lang" --screenshot "$out/$lang.png" || fail "semina --lang $lang"
        "$png_check" "$out/$lang.png" 1280 800 || fail "the $lang screenshot"
    done
    # The home screen's words differ by language.
    ! cmp -s "$out/en.png" "$out/it.png" && ! cmp -s "$out/en.png" "$out/hu.png" || fail "--lang changed nothing"
}
