"""Keeps translations of identical English text when strings move (see update-translations).

save KNOWN TS...          remember every finished translation by (file, source, comment)
fill KNOWN TS... [TSV...] give unfinished messages a remembered translation, else one from a TSV
                          (context, source, Italian, Hungarian[, English plural forms])
"""
import json
import sys
import xml.etree.ElementTree as ET

LANG_COLUMN = {"semina_it.ts": 2, "semina_hu.ts": 3, "semina_en.ts": 4}


def key(message):
    comment = message.findtext("comment") or ""
    return (message.findtext("source") or "") + "\x00" + comment


def name(path):
    return path.rsplit("/", 1)[-1]


def save(known_path, ts_paths):
    known = {}
    for path in ts_paths:
        table = known.setdefault(name(path), {})
        for message in ET.parse(path).getroot().iter("message"):
            tr = message.find("translation")
            if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in tr.findall("numerusform")]
            table[key(message)] = forms if forms else (tr.text or "")
    with open(known_path, "w", encoding="utf-8") as f:
        json.dump(known, f)


def read_tsv(paths):
    rows = {}
    for path in paths:
        try:
            lines = open(path, encoding="utf-8").read().splitlines()
        except FileNotFoundError:
            continue
        for line in lines:
            cols = line.split("\t")
            if len(cols) in (4, 5):
                rows[cols[1]] = cols
    return rows


def fill(known_path, paths):
    ts_paths = [p for p in paths if p.endswith(".ts")]
    tsv = read_tsv([p for p in paths if p.endswith(".tsv")])
    known = json.load(open(known_path, encoding="utf-8"))
    for path in ts_paths:
        tree = ET.parse(path)
        table = known.get(name(path), {})
        for message in tree.getroot().iter("message"):
            tr = message.find("translation")
            if tr is None or tr.get("type") != "unfinished":
                continue
            value = table.get(key(message))
            row = tsv.get(message.findtext("source"))
            if value is None and row is not None and LANG_COLUMN[name(path)] < len(row):
                cell = row[LANG_COLUMN[name(path)]]
                value = [s.strip() for s in cell.split(" | ")] if message.get("numerus") == "yes" else cell
            if value is None:
                continue
            del tr.attrib["type"]
            for child in list(tr):
                tr.remove(child)
            if isinstance(value, list):
                tr.text = None
                for form in value:
                    ET.SubElement(tr, "numerusform").text = form
            else:
                tr.text = value
        tree.write(path, encoding="utf-8", xml_declaration=True)


if __name__ == "__main__":
    command, known_path, rest = sys.argv[1], sys.argv[2], sys.argv[3:]
    save(known_path, rest) if command == "save" else fill(known_path, rest)
