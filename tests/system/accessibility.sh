#!/usr/bin/env bash
# The running app's accessibility tree, read over AT-SPI as a screen reader
# reads it: a private D-Bus session with the accessibility bus
# (at-spi2-core), the app under its own Xvfb with Qt's AT-SPI bridge on, and
# tests/system/atspi_check.py (python3-pyatspi) walking the tree: every hole,
# store and control has a name, the playable holes say so, and the live
# status text changes after a move made through the hole's own action; on
# the home screen every control has a name of its own.
# Usage: accessibility.sh SEMINA
set -uo pipefail
semina=$1
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CONFIG_HOME=$work/config XDG_RUNTIME_DIR=$work/run SEMINA_DATA_DIR=$work/data
mkdir -p "$work/config/Semina" "$work/run" && chmod 700 "$work/run"
printf '[General]\nsound=false\n' > "$work/config/Semina/Semina.conf"

exec dbus-run-session -- bash -c '
    set -uo pipefail
    semina=$1 here=$2 work=$3
    xvfb_pid= launcher_pid= app_pid=
    cleanup() { kill $app_pid $launcher_pid $xvfb_pid 2>/dev/null; wait 2>/dev/null; }
    trap cleanup EXIT
    /usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
    launcher_pid=$!
    Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
    xvfb_pid=$!
    for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
    export DISPLAY=:$(cat "$work/display")
    export QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 NO_AT_BRIDGE=0
    for lang in en it hu; do
        "$semina" --lang "$lang" --variant kalah --players ,casual >"$work/app-$lang.log" 2>&1 &
        app_pid=$!
        if ! /usr/bin/python3 "$here/atspi_check.py" --lang "$lang"; then
            echo "--- app log ($lang) ---"; tail -20 "$work/app-$lang.log"
            exit 1
        fi
        kill $app_pid; wait $app_pid 2>/dev/null; app_pid=
        "$semina" --lang "$lang" >"$work/home-$lang.log" 2>&1 &
        app_pid=$!
        if ! /usr/bin/python3 "$here/atspi_check.py" --lang "$lang" --home; then
            echo "--- app log ($lang, home) ---"; tail -20 "$work/home-$lang.log"
            exit 1
        fi
        kill $app_pid; wait $app_pid 2>/dev/null; app_pid=
    done
' bash "$semina" "$here" "$work"
