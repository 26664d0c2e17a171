#!/usr/bin/env python3
"""Generates map.json, the shipped Grand Conquest board (run from this folder).

The rule text gives no drawing, so this designs one that meets every stated
constraint (validator V1..V10 in board.rs): four home islands, one per seat,
turned by 90 degrees each (S bottom, W left, N top, E right: clockwise, the
turn order); the central island with the Grail zone; eight bridges; an inner
sea ring passing under the four centre bridges; an outer ring around the
archipelago; four straits joining them, passing under the two ordinary
neighbour bridges but not under the suspension bridges.
Coordinates are drawing positions in a 1000 x 1000 box, centre (500, 500).
"""
import json
import math

SEATS = ["S", "W", "N", "E"]
CX = CY = 500.0
S = 30.0      # home island grid spacing
D = 230.0     # distance of a home island's inner coast from the centre
SC = 28.0     # central island grid spacing
R_INNER = 175.0
R_OUTER = 468.0
N_INNER = 32
N_OUTER = 64

fields = []
edges = []
bridges = []


def rot(dx, dy, seat):
    for _ in range(seat):
        dx, dy = -dy, dx
    return dx, dy


def add(kind, island, x, y, **tags):
    f = {"kind": kind, "island": island, "x": round(x), "y": round(y)}
    f.update(tags)
    fields.append(f)
    return len(fields) - 1


def edge(a, b, medium, gate=False):
    e = {"a": a, "b": b, "medium": medium}
    if gate:
        e["gate"] = True  # Elephants and Chariots only from a to b
    edges.append(e)


def polar(r, deg):
    t = math.radians(deg)
    return CX + r * math.cos(t), CY + r * math.sin(t)


# ---- home islands -------------------------------------------------------
MOAT = {(c, r) for c in range(3, 6) for r in range(2, 5)}
CASTLE = [((3, 2), (3, 1)), ((5, 2), (5, 1)), ((3, 4), (2, 4)), ((5, 4), (6, 4)), ((4, 4), (4, 5))]
START = {}
for c in range(2, 7):
    START[(c, 1)] = "soldier"
    START[(c, 5)] = "soldier"
for cr in [(2, 2), (6, 2), (2, 3), (6, 3)]:
    START[cr] = "rider"
for cr in [(2, 4), (6, 4)]:
    START[cr] = "chariot"
for cr in [(1, 1), (7, 1), (1, 5), (7, 5)]:
    START[cr] = "elephant"
START_HARBOURS = [(1, "galleon"), (2, "ship"), (3, "ship"), (5, "ship"), (6, "ship"), (7, "galleon")]

home = []  # per seat: {(c, r): field}
for seat, name in enumerate(SEATS):
    cells = {}
    for r in range(7):
        for c in range(9):
            if (c, r) in MOAT:
                continue
            dx, dy = rot((c - 4) * S, D + r * S, seat)
            tags = {}
            if (c, r) in START:
                tags["start"] = [seat, START[(c, r)]]
            cells[(c, r)] = add("land", name, CX + dx, CY + dy, **tags)
    for (c, r), f in cells.items():
        for nb in [(c + 1, r), (c, r + 1)]:
            if nb in cells:
                edge(f, cells[nb], "land")
    for (pos, access) in CASTLE:
        dx, dy = rot((pos[0] - 4) * S, D + pos[1] * S, seat)
        k = add("land", name, CX + dx, CY + dy, castleOf=seat)
        edge(k, cells[access], "land")
    # start harbours off the outer coast, quay-linked to row 6
    row = []
    for c, kind in START_HARBOURS:
        dx, dy = rot((c - 4) * S, D + 7 * S, seat)
        h = add("sea", None, CX + dx, CY + dy, harbour=True, start=[seat, kind])
        edge(cells[(c, 6)], h, "quay")
        row.append(h)
    for a, b in zip(row, row[1:]):
        edge(a, b, "sea")
    # two harbours off the inner coast
    inner = []
    for c in (2, 6):
        dx, dy = rot((c - 4) * S, D - 0.9 * S, seat)
        h = add("sea", None, CX + dx, CY + dy, harbour=True)
        edge(cells[(c, 0)], h, "quay")
        inner.append(h)
    home.append((cells, row, inner))

# ---- central island -----------------------------------------------------
GRAIL = {(3, 3), (3, 2), (3, 4), (2, 3), (4, 3)}
ZONE = {(x, y) for x in range(2, 5) for y in range(2, 5)}
OBSTACLES = {(1, 1): (2, 2), (5, 1): (4, 2), (5, 5): (4, 4)}
centre = {}
for y in range(7):
    for x in range(7):
        tags = {}
        if (x, y) in GRAIL:
            tags["grail"] = True
        if (x, y) in OBSTACLES:
            tags["obstacle"] = True
        centre[(x, y)] = add("land", "C", CX + (x - 3) * SC, CY + (y - 3) * SC, **tags)
for (x, y), f in centre.items():
    for nb in [(x + 1, y), (x, y + 1)]:
        if nb in centre and (((x, y) in ZONE) == (nb in ZONE)):
            edge(f, centre[nb], "land")
for ob, z in OBSTACLES.items():
    edge(centre[ob], centre[z], "land", gate=True)
# The zone's corners, joined in a ring around the Grail: on the grid each
# corner touches only Grail fields and its gate, so an Elephant or Chariot
# that came in ("Elefanten und Streitwagen können auf diesen Wegen zwar in
# den Gral ziehen, jedoch ist ihnen ein Verlassen nicht mehr möglich") could
# never move again and would close that gate to enemy Soldiers, which cannot
# take it. The text forbids only leaving the zone, not moving inside it.
# (The drawings bend these edges round the Grail field they pass.)
ZONE_RING = [(2, 2), (4, 2), (4, 4), (2, 4)]
for a, b in zip(ZONE_RING, ZONE_RING[1:] + ZONE_RING[:1]):
    edge(centre[a], centre[b], "land")
# bridgeheads of C, by seat (S, W, N, E)
C_HEAD = [(3, 6), (0, 3), (3, 0), (6, 3)]

# ---- bridges --------------------------------------------------------------
def bridge(a, b, islands, suspension):
    (ax, ay), (bx, by) = (fields[a]["x"], fields[a]["y"]), (fields[b]["x"], fields[b]["y"])
    ids = []
    for i in range(1, 4):
        t = i / 4
        ids.append(add("land", None, ax + (bx - ax) * t, ay + (by - ay) * t, bridge=len(bridges)))
    chain = [a] + ids + [b]
    for p, q in zip(chain, chain[1:]):
        edge(p, q, "land")
    bridges.append({"islands": islands, "suspension": suspension, "fields": ids})
    return ids

for seat in range(4):
    cells = home[seat][0]
    bridge(cells[(4, 0)], centre[C_HEAD[seat]], [SEATS[seat], "C"], False)
for seat in range(4):
    left = (seat + 1) % 4
    bridge(home[seat][0][(0, 0)], home[left][0][(8, 0)], [SEATS[seat], SEATS[left]], seat in (0, 2))

# ---- sea ------------------------------------------------------------------
# screen angles: S is at 90 degrees (down), W at 180, N at 270, E at 0
inner_ring = [add("sea", None, *polar(R_INNER, (i + 0.5) * 360 / N_INNER)) for i in range(N_INNER)]
outer_ring = [add("sea", None, *polar(R_OUTER, (i + 0.5) * 360 / N_OUTER)) for i in range(N_OUTER)]
for ring in (inner_ring, outer_ring):
    for i in range(len(ring)):
        edge(ring[i], ring[(i + 1) % len(ring)], "sea")

def nearest(f, pool, k):
    fx, fy = fields[f]["x"], fields[f]["y"]
    return sorted(pool, key=lambda g: (fields[g]["x"] - fx) ** 2 + (fields[g]["y"] - fy) ** 2)[:k]

# straits on the diagonals between neighbouring islands; seat k's left
# neighbour bridge lies at screen angle 90 + 90k + 45
STRAIT_R = [212.0, 282.0, 346.0, 408.0]
for seat in range(4):
    angle = 90 + 90 * seat + 45
    st = [add("sea", None, *polar(r, angle)) for r in STRAIT_R]
    for n in nearest(st[0], inner_ring, 2):
        edge(n, st[0], "sea")
    for i in range(3):
        # the bridge crosses between the first and the second strait field:
        # a passage only under an ordinary bridge
        if i == 0 and seat in (0, 2):
            continue
        edge(st[i], st[i + 1], "sea")
    for n in nearest(st[3], outer_ring, 2):
        edge(st[3], n, "sea")

for seat in range(4):
    cells, row, inner = home[seat]
    for h in row:
        for n in nearest(h, outer_ring, 1):
            edge(h, n, "sea")
    for h in inner:
        for n in nearest(h, inner_ring, 1):
            edge(h, n, "sea")

# four harbours of the central island, off its corners
for (x, y) in [(0, 0), (6, 0), (6, 6), (0, 6)]:
    dx, dy = (x - 3) / 3, (y - 3) / 3
    f = centre[(x, y)]
    h = add("sea", None, fields[f]["x"] + dx * 24, fields[f]["y"] + dy * 24, harbour=True)
    edge(f, h, "quay")
    for n in nearest(h, inner_ring, 2):
        edge(h, n, "sea")

board = {"name": "Grand Conquest archipelago (designed for spieltisch)", "width": 1000, "height": 1000,
         "fields": fields, "edges": edges, "bridges": bridges}
with open("map.json", "w") as out:
    json.dump(board, out, separators=(",", ":"))
    out.write("\n")
print(len(fields), "fields,", len(edges), "edges")
