#!/usr/bin/env bash
# The real app keeps its game through kill -9: two computers play Kalah with
# instant animation, so the game is written after every decision, many times
# a second; the app is killed with SIGKILL at random moments (some of them in
# the middle of a write), and after each kill the kept file must read
# (never torn), hold at least the decisions kept before (nothing lost), and a
# restart with --continue must show exactly the kept position. Then the game
# goes on from there, to the next kill. Then the kill lands inside a save
# for certain: strace sends SIGKILL on entering the save's fdatasync (the
# new text written, not yet in place) and its rename (the last step), and
# the kept file must still be the whole previous save, and what the cut
# write left behind is cleared at the next start. A game that ends moves to
# the recent games.
# Usage: autosave_kill.sh SEMINA SEMINA_CLI
set -uo pipefail
semina=$1 cli=$2
work=$(mktemp -d)
xvfb_pid=
cleanup() { [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
export SEMINA_DATA_DIR=$work/data XDG_CONFIG_HOME=$work/config XDG_RUNTIME_DIR=$work/run
call=
mkdir -p "$work/config/Semina" "$work/run" && chmod 700 "$work/run"
printf '[General]\nanimationSpeed=0\nsound=false\n' > "$work/config/Semina/Semina.conf"

Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$work/display" 2>/dev/null &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=:$(cat "$work/display")

kept="$SEMINA_DATA_DIR/current.semina"
decisions() { python3 -c 'import json,sys; print(sum(len(r["decisions"]) for r in json.load(open(sys.argv[1]))["rounds"]))' "$1"; }
fail() { echo "FAIL: $*"; [ -f "$work/app.log" ] && grep -v -i audio "$work/app.log" | tail -20; exit 1; }

RANDOM=7
before=0
args=(--lang en --variant kalah --players casual,casual)
# Trials 1-6: killed at a random moment; 7-8: inside the third save since the start.
inside=(fdatasync rename)
for trial in $(seq 8); do
    if [ "$trial" -le 6 ]; then
        "$semina" "${args[@]}" >"$work/app.log" 2>&1 &
        pid=$!
        # The first start: until the game is first kept (a busy machine starts slowly).
        for _ in $(seq 300); do [ -f "$kept" ] && break; sleep 0.1; done
        sleep "$((1 + RANDOM % 3)).$((RANDOM % 10))"
        kill -9 "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
    else
        call=${inside[$((trial - 7))]}
        { timeout 60 strace -f -qq -o /dev/null -e trace="$call" -e inject="$call":signal=SIGKILL:when=3 \
            "$semina" "${args[@]}" >/dev/null 2>&1; rc=$?; } 2>/dev/null
        [ "$rc" -ne 124 ] || fail "trial $trial: the app was not killed inside a save ($call)"
    fi
    if [ ! -f "$kept" ]; then
        # The game ended: it is among the recent games, whole.
        recent=$(ls "$SEMINA_DATA_DIR"/recent/*.semina 2>/dev/null | head -1)
        [ -n "$recent" ] || fail "trial $trial: no kept game and no recent game"
        "$cli" apply --game "$recent" | grep -q '"over": true' || fail "trial $trial: the recent game is not a finished game"
        echo "ok: trial $trial: the game ended and is among the recent games"
        exit 0
    fi
    applied=$("$cli" apply --game "$kept") || fail "trial $trial: the kept game does not read: $applied"
    position=$(sed -E 's/.*"position": "([^"]*)".*/\1/' <<<"$applied")
    n=$(decisions "$kept")
    [ "$n" -ge "$before" ] || fail "trial $trial: $n decisions kept, $before before"
    shown=$(timeout 60 "$semina" --lang en --continue --print-position 2>/dev/null)
    [ "$shown" = "{\"position\": \"$position\", \"decisions\": $n}" ] \
        || fail "trial $trial: kept $position ($n decisions), the restart shows $shown"
    leftover=$(ls "$SEMINA_DATA_DIR" | grep -c '^current\.semina\.' || true)
    [ "$leftover" -eq 0 ] || fail "trial $trial: a cut write's file is still there after the restart"
    echo "ok: trial $trial: killed ${call:+inside a save ($call) }after $n decisions; the restart shows $position"
    before=$n
    args=(--lang en --continue)
done
[ "$before" -gt 0 ] || fail "no decision was ever kept"
