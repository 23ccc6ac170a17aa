#!/usr/bin/env bash
# A malformed command line gets a clear message and exit code 2, and no window.
# Usage: bad_arguments.sh SEMINA
set -uo pipefail
semina=$1
fail=0
check() {
    local expect=$1; shift
    local err rc
    err=$(timeout 20 "$semina" "$@" 2>&1 >/dev/null); rc=$?
    if [ "$rc" -ne 2 ] || ! grep -q -- "$expect" <<<"$err"; then
        echo "FAIL: semina $* -> exit $rc, stderr: $err"; fail=1
    else
        echo "ok: semina $* -> $err"
    fi
}
check "xx" --lang xx
check "bogus" --bogus
check "stray" stray
check "players" --players human,expert
check "wizard" --variant kalah --players human,wizard
check "continue" --continue --variant kalah
check "Unexpected" a b
check "lang" --lang
check "chess" --variant chess
check "variant" --position 4,4/4,4/0,0/S
check "not valid" --variant kalah --position 4,4,4/4,4,4/0,0/S
check "not valid" --variant omweso --position 2,2/2,2/0,0/S
check "sizes" --sweep /tmp/x --sizes 640x480
check "sweep" --sizes 800x600
check "soak-games" --soak /tmp/x --soak-games 0
check "soak-games" --soak /tmp/x --soak-games many
check "needs --soak" --soak-games 10
check "show-screen list" --show-screen nosuch
# Refused in the language asked for.
check "Gioco sconosciuto" --lang it --variant chess
check "Ismeretlen" --lang hu --variant chess
exit $fail
