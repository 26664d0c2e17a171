#!/usr/bin/env python3
"""Draws map.json as docs/rules/grand-conquest-map.svg (run from this folder)."""
import json

b = json.load(open("map.json"))
F = b["fields"]
SEAT_COL = ["#f4f1ea", "#d9c08c", "#7a4a26", "#2b2b2b"]
out = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">',
       '<rect width="1000" height="1000" fill="#5d93bf"/>']
# island blobs: sand rim, then grass
for rad, col in [(19, "#e6d39a"), (14, "#8fb560")]:
    for f in F:
        if f["kind"] == "land" and f["island"]:
            out.append(f'<circle cx="{f["x"]}" cy="{f["y"]}" r="{rad}" fill="{col}"/>')


def passes_over(a, c):
    """Whether the straight line a-c would run through another field's centre."""
    mx, my = (a["x"] + c["x"]) / 2, (a["y"] + c["y"]) / 2
    return any(abs(f["x"] - mx) < 3 and abs(f["y"] - my) < 3 for f in F if f is not a and f is not c)


def line(a, c, style):
    return f'<line x1="{a["x"]}" y1="{a["y"]}" x2="{c["x"]}" y2="{c["y"]}" {style}/>'


def path(a, c, style):
    """A line, or where a land path would pass over a field (the Grail zone's
    corner ring), a curve bent away from the board's centre round that field;
    the page (www/js/games/grand-conquest/board.js) bends the same edges."""
    if not passes_over(a, c):
        return line(a, c, style)
    mx, my = (a["x"] + c["x"]) / 2, (a["y"] + c["y"]) / 2
    dx, dy = c["x"] - a["x"], c["y"] - a["y"]
    nx, ny = -dy / 2, dx / 2
    if nx * (mx - b["width"] / 2) + ny * (my - b["height"] / 2) < 0:
        nx, ny = -nx, -ny
    return f'<path d="M{a["x"]} {a["y"]}Q{mx + nx:g} {my + ny:g} {c["x"]} {c["y"]}" fill="none" {style}/>'


for e in b["edges"]:
    a, c = F[e["a"]], F[e["b"]]
    style = {"land": 'stroke="#6b5532" stroke-width="3"', "sea": 'stroke="#dce9f5" stroke-width="2" stroke-dasharray="5 4"',
             "quay": 'stroke="#1d2b44" stroke-width="3"'}[e["medium"]]
    if e.get("gate"):
        style = 'stroke="#e07b00" stroke-width="5"'
    out.append(path(a, c, style) if e["medium"] == "land" else line(a, c, style))
for br in b["bridges"]:
    for i in br["fields"]:
        f = F[i]
        col = "#b5651d" if br["suspension"] else "#8a6a3a"
        out.append(f'<rect x="{f["x"]-9}" y="{f["y"]-9}" width="18" height="18" fill="{col}" stroke="#3a2a10"/>')
        if br["suspension"]:
            out.append(f'<path d="M{f["x"]-6} {f["y"]-6}L{f["x"]+6} {f["y"]+6}M{f["x"]+6} {f["y"]-6}L{f["x"]-6} {f["y"]+6}" stroke="#fff" stroke-width="2"/>')
for f in F:
    x, y = f["x"], f["y"]
    if "bridge" in f:
        continue
    if f["kind"] == "sea":
        if f.get("harbour"):
            out.append(f'<circle cx="{x}" cy="{y}" r="9" fill="#2f5f8f" stroke="#fff" stroke-width="1.5"/>'
                       f'<text x="{x}" y="{y+4}" font-size="11" text-anchor="middle" fill="#fff">&#x2693;</text>')
        else:
            out.append(f'<circle cx="{x}" cy="{y}" r="6" fill="#3f77a8" stroke="#dce9f5"/>')
        continue
    fill, stroke = "#efe3bf", "#6b5532"
    if "castleOf" in f:
        fill, stroke = SEAT_COL[f["castleOf"]], "#444"
        out.append(f'<rect x="{x-10}" y="{y-10}" width="20" height="20" fill="{fill}" stroke="{stroke}" stroke-width="2.5"/>')
        continue
    if f.get("grail"):
        fill, stroke = "#f7d9d9", "#c0392b"
    if f.get("obstacle"):
        fill, stroke = "#f6c58a", "#e07b00"
    out.append(f'<circle cx="{x}" cy="{y}" r="9" fill="{fill}" stroke="{stroke}" stroke-width="{3 if f.get("grail") else 1.5}"/>')
    if f.get("start"):
        seat, kind = f["start"]
        out.append(f'<text x="{x}" y="{y+3.5}" font-size="9" text-anchor="middle" fill="#333">{kind[0].upper()}</text>')
out.append("</svg>")
open("../../../docs/rules/grand-conquest-map.svg", "w").write("\n".join(out) + "\n")
