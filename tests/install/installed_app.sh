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
        [ "$(od -An -tu1 -j16 -N8 "$f" | tr -s ' ')" = " 0 0 0 $n 0 0 0 $n" ] || fail "$f is not ${n}x$n"
    done
    desktop-file-validate "$share/applications/$id.desktop" || fail "desktop-file-validate"
    grep -qx 'Exec=semina %f' "$share/applications/$id.desktop" || fail "Exec is not semina %f"
    appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml" >/dev/null || fail "appstreamcli validate"
    # The installed MIME package names application/x-semina for *.semina.
    update-mime-database "$share/mime" 2>&1 | { ! grep .; } || fail "update-mime-database"
    grep -q 'application/x-semina:\*\.semina' "$share/mime/globs" || fail "no glob for *.semina"
    # Nothing points back into the build folder.
    ! readelf -d "$bin/semina" "$bin/semina-cli" | grep -Eq 'R(UN)?PATH' || fail "an installed program keeps an RPATH"
    # The command line: Kalah's start gives South's six holes.
    local moves
    moves=$("$bin/semina-cli" moves --variant kalah)
    for f in A1 A2 A3 A4 A5 A6; do
        grep -q "\"$f\"" <<<"$moves" || fail "semina-cli moves --variant kalah lacks $f: $moves"
    done
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
}
