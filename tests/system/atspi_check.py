#!/usr/bin/python3
"""Reads the running Semina's accessibility tree over AT-SPI (pyatspi), as a
screen reader does, on a Kalah game with a person as South (started by
tests/system/accessibility.sh):

- every control (button, box, menu item ...) that is showing has a name;
- the board has 12 holes, each a button named with its number and count, and
  two stores named with their counts; in English the words are checked
  ("Your hole 3, 4 seeds", "North's store, 0 seeds"), in Italian and
  Hungarian that they are translated;
- South's playable holes say so in their description;
- the live status text (the status bar) changes after a move made through
  a hole's own press action, and in English tells the sowing.
Exits non-zero, saying why, on any failure."""
import argparse
import re
import sys
import time

import pyatspi

CONTROL_ROLES = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_SLIDER, pyatspi.ROLE_SPIN_BUTTON,
    pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_ENTRY, pyatspi.ROLE_LIST_ITEM,
}


def fail(message):
    print("FAIL:", message)
    sys.exit(1)


def find_app(timeout):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and (app.name or "").lower() == "semina":
                return app
        time.sleep(0.3)
    fail("the app did not appear on the accessibility bus")


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    try:
        n = node.childCount
    except Exception:  # an object gone while walking
        return
    for i in range(n):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def showing(node):
    try:
        return node.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return False


def require_names(nodes, where):
    """Every control among `nodes` has a name; returns how many there are."""
    controls = [n for n in nodes if n.getRole() in CONTROL_ROLES]
    unnamed = [pyatspi.Accessible.getRoleName(n) for n in controls if not (n.name or "").strip()]
    if unnamed:
        fail(f"{where}: {len(unnamed)} controls without a name: {', '.join(unnamed)}")
    return len(controls)


def numbers(text):
    return re.findall(r"\d+", text or "")


def snapshot(app):
    nodes = [n for n in walk(app) if showing(n)]
    holes = [n for n in nodes if n.getRole() == pyatspi.ROLE_PUSH_BUTTON and len(numbers(n.name)) >= 2]
    stores = [n for n in nodes if n.getRole() == pyatspi.ROLE_LABEL and len(numbers(n.name)) == 1
              and n.name.count(",") == 1]
    status = [n for n in nodes if n.getRole() == pyatspi.ROLE_STATUS_BAR]
    return nodes, holes, stores, status


def check_home(app, lang):
    """The home screen: every control named, and no two buttons alike (four
    games' Play, Learn and Rules each say which game)."""
    end = time.time() + 30
    while True:
        nodes = [n for n in walk(app) if showing(n)]
        buttons = [n for n in nodes if n.getRole() == pyatspi.ROLE_PUSH_BUTTON]
        if len(buttons) >= 12:
            break
        if time.time() > end:
            fail(f"[{lang}] no home screen: {len(buttons)} buttons")
        time.sleep(0.5)
    require_names(nodes, f"[{lang}] home")
    names = [b.name for b in buttons]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        fail(f"[{lang}] home: buttons named alike: {twice}")
    print(f"ok: [{lang}] home: {len(buttons)} buttons, each named once")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lang", default="en")
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--home", action="store_true", help="the app shows its home screen")
    args = parser.parse_args()
    lang = args.lang
    app = find_app(args.timeout)
    if args.home:
        check_home(app, lang)
        return

    # The game screen is up once its 12 holes are.
    end = time.time() + 30
    while True:
        nodes, holes, stores, status = snapshot(app)
        if len(holes) >= 12 and status:
            break
        if time.time() > end:
            fail(f"[{lang}] no board found: {len(holes)} hole buttons, {len(status)} status bars")
        time.sleep(0.5)

    controls = require_names(nodes, f"[{lang}]")
    if len(holes) != 12:
        fail(f"[{lang}] {len(holes)} hole buttons, not 12: {[h.name for h in holes]}")
    if len(stores) != 2:
        fail(f"[{lang}] {len(stores)} stores, not 2: {[s.name for s in stores]}")
    if len(status) != 1:
        fail(f"[{lang}] {len(status)} status bars, not 1")
    names = [h.name for h in holes] + [s.name for s in stores]
    if lang == "en":
        for h in holes:
            if not re.fullmatch(r"(Your|North's) hole \d+, \d+ seeds?", h.name):
                fail(f"[en] a hole is named {h.name!r}")
        for s in stores:
            if not re.fullmatch(r"(Your|North's) store, \d+ seeds?", s.name):
                fail(f"[en] a store is named {s.name!r}")
        if sum(h.name.startswith("Your hole") for h in holes) != 6:
            fail("[en] South's six holes are not the person's ('Your hole')")
    elif any(re.search(r"\b(hole|store|seeds?)\b", n) for n in names):
        fail(f"[{lang}] untranslated names: {names}")
    # Kalah starts with 4 seeds a hole: every count is 4, every store 0.
    if sorted(int(numbers(h.name)[-1]) for h in holes) != [4] * 12:
        fail(f"[{lang}] the holes' counts are not all 4: {[h.name for h in holes]}")
    playable = [h for h in holes if (h.description or "").strip()]
    if len(playable) != 6:
        fail(f"[{lang}] {len(playable)} holes say they can be sown, not South's 6")
    if lang == "en" and any(h.description != "Can be sown." for h in playable):
        fail(f"[en] descriptions: {[h.description for h in playable]}")

    before = status[0].name
    target = playable[0]
    label = numbers(target.name)[0]
    action = target.queryAction()
    if action.nActions < 1:
        fail(f"[{lang}] a hole has no action")
    action.doAction(0)
    end = time.time() + 20
    told = before
    while time.time() < end:
        told = status[0].name
        if told != before:
            break
        time.sleep(0.2)
    if told == before:
        fail(f"[{lang}] the live status stayed {before!r} after a move")
    # The status follows the seeds: wait for the sowing to be told whole.
    if lang == "en":
        end = time.time() + 20
        while time.time() < end and f"South sows hole {label}: 4 seeds." not in status[0].name:
            time.sleep(0.2)
        if f"South sows hole {label}: 4 seeds." not in status[0].name:
            fail(f"[en] the status does not tell the sowing of hole {label}: {status[0].name!r}")
    # The counts in the names follow the board: the hole sown from is empty now.
    end = time.time() + 20
    while time.time() < end and not any(numbers(n.name)[-1] == "0" for n in snapshot(app)[1]):
        time.sleep(0.2)
    if not any(numbers(n.name)[-1] == "0" for n in snapshot(app)[1]):
        fail(f"[{lang}] no hole's name says it is empty after the move")
    print(f"ok: [{lang}] {controls} controls named, 12 holes and 2 stores named; status {before!r} -> {told!r}")


if __name__ == "__main__":
    main()
