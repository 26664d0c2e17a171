// Where everything of the wall goes on the canvas: a map of rows, each row
// one or more whole sections (board sides) west to east, with the Mongol
// territories in the north, the wall winding through the middle and the
// Chinese provinces in the south. How many sections share a row is chosen
// for the space there is: the arrangement that fills most of the panel (wide
// rows on a desktop, one section per row on a phone), the sites never
// narrower than a finger. The bands then stretch to the height there is.
// A board being chosen in the expansion is laid out as a ghost section at
// its end. Pure: no drawing, no DOM.

const SITES = 12;
const MIN_SITE = 29;
const MAX_SITE = 92;
const M = 6; // margin around the map
// what a band needs at least to hold its words (12 px) and counters
const TERR_MIN = 46;
const PROV_MIN = 56;

/**
 * Band heights for a site width: the least a row needs, and how far each band
 * may stretch. `compact`: the least a row can do with, for a map that does
 * not fit otherwise (four sections on a phone): the heading, labels and
 * counters side by side instead of one under the other (paint.js follows
 * the heights it is given).
 */
function bandsFor(site, compact = false) {
  return {
    head: compact ? 13 : 16, // the row's heading: the names of its boards
    wallMin: compact ? 26 : 30, wallMax: Math.round(Math.min(44, Math.max(30, site * 0.6))),
    ampMin: compact ? 2 : 4, ampMax: Math.round(Math.max(4, Math.min(8, site * 0.18))), // how far the wall winds north and south
    terrMin: compact ? 28 : TERR_MIN, terrMax: Math.max(78, site * 1.5),
    provMin: compact ? 40 : PROV_MIN, provMax: Math.max(118, site * 2.5),
  };
}

const rowMin = (b) => b.head + b.terrMin + b.wallMin + 2 * b.ampMin + b.provMin;
const rowMax = (b) => b.head + b.terrMax + b.wallMax + 2 * b.ampMax + b.provMax;
const gapFor = (site, compact = false) => Math.round(Math.max(compact ? 6 : 8, Math.min(18, site * 0.25)));
const heightOf = (rows, rowH, gap) => 2 * M + rows * rowH + (rows - 1) * gap;

/**
 * The arrangement for `n` sections in `width` × `room`: sections per row
 * (the sites as wide as the row allows). The one covering most of the room
 * wins (ties: larger sites); if none fits, the same with compact bands
 * (`bandsFor`; unless `mayCompact` is false), and if none fits then either,
 * the lowest of those. Never null.
 */
export function arrange(n, width, room, only = null, compact = false, mayCompact = true) {
  let best = null;
  let lowest = null;
  for (let per = only ?? 1; per <= (only ?? n); per++) {
    const site = Math.min(MAX_SITE, Math.floor(((width - 2 * M) / (SITES * per)) * 10) / 10);
    if (site < MIN_SITE && per > 1) break; // sites narrower than a finger
    const rows = Math.ceil(n / per);
    const b = bandsFor(site, compact);
    const gap = gapFor(site, compact);
    const minH = heightOf(rows, rowMin(b), gap);
    if (!lowest || minH < lowest.minH) lowest = { per, rows, site, minH, compact };
    if (minH > room) continue;
    // the map's area: every section's width times the height of its row (a row half full leaves room empty)
    const rowH = (Math.min(room, heightOf(rows, rowMax(b), gap)) - heightOf(rows, 0, gap)) / rows;
    const area = n * SITES * site * rowH;
    if (!best || area > best.area + 1 || (Math.abs(area - best.area) <= 1 && site > best.site)) best = { per, rows, site, area, compact };
  }
  // A fixed number per row (the legend's inset kept from the last draw) that no
  // longer fits the width (a narrower window): choose afresh.
  if (only !== null && !best && !lowest) return arrange(n, width, room, null, compact);
  if (!best && !compact && mayCompact) return arrange(n, width, room, only, true);
  return best || lowest;
}

/** Shares out `spare` pixels of a row's height: first the wall, then territories a third and provinces two thirds. */
function stretch(b, spare) {
  let left = spare;
  const take = (min, max, want) => {
    const got = Math.max(0, Math.min(max - min, want, left));
    left -= got;
    return min + got;
  };
  const wallH = Math.round(take(b.wallMin, b.wallMax, spare));
  const amp = Math.round((take(2 * b.ampMin, 2 * b.ampMax, left)) / 2);
  const rest = left;
  const terrThird = take(b.terrMin, b.terrMax, rest / 3);
  const provH = take(b.provMin, b.provMax, left);
  // what the provinces cannot take, the territories may
  const terrH = take(terrThird, b.terrMax, left);
  return { wallH, amp, terrH: Math.round(terrH), provH: Math.round(provH) };
}

/**
 * @param v      the engine's view (`view.view`)
 * @param width  CSS pixels available
 * @param room   CSS pixels of height available (fit.js; Infinity: no limit)
 * @param ghost  `{side, end}` of a previewed section, or null
 * @param per    sections per row, or null: the arrangement that fills the room best
 */
export function layout(v, width, room = Infinity, ghost = null, per = null) {
  const items = v.line.map((slot) => ({ slot, side: v.sections[slot] }));
  if (ghost) items[ghost.end === 'west' ? 'unshift' : 'push']({ slot: null, side: ghost.side, ghost: true });
  const n = items.length;
  // without a height to fit (an embed), a map about as tall as a photograph is wide
  const height = Number.isFinite(room) ? room : Math.max(360, Math.round(width * 0.62));
  // compact bands only for a window's height: an embed grows with its content instead
  const { rows, site, per: perRow, compact } = arrange(n, width, height, per === null ? null : Math.min(per, n), false, Number.isFinite(room));
  const b = bandsFor(site, compact);
  const gap = gapFor(site, compact);
  const { head } = b;
  const { wallH, amp, terrH, provH } = stretch(b, Math.max(0, (height - heightOf(rows, rowMin(b), gap)) / rows));
  const rowH = head + terrH + wallH + 2 * amp + provH;
  const rowW = site * SITES * perRow;
  const left = Math.max(M, (width - rowW) / 2);
  const sections = items.map((item, i) => {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    return { ...item, x: left + col * SITES * site, y: M + row * (rowH + gap) + head, row };
  });
  const bySlot = new Map(sections.filter((s) => !s.ghost).map((s) => [s.slot, s]));
  const wave = (local) => (v.board.siteXy[local][1] / 18) * amp;
  // the wall's top edge at the boundary `k` (0..12) of a section: between the waves of its two sites
  const edge = (sec, k) => sec.y + terrH + amp + (wave(Math.max(0, k - 1)) + wave(Math.min(SITES - 1, k))) / 2;
  const siteBox = (id) => {
    const sec = bySlot.get(Math.floor(id / SITES));
    const local = id % SITES;
    return { x: sec.x + local * site, y: sec.y + terrH + amp + wave(local), w: site, h: wallH };
  };
  /** The site as drawn: a piece of the winding wall, from one boundary to the next. */
  const siteQuad = (id) => {
    const sec = bySlot.get(Math.floor(id / SITES));
    const local = id % SITES;
    const x0 = sec.x + local * site;
    const x1 = x0 + site;
    const a = edge(sec, local);
    const c = edge(sec, local + 1);
    return [[x0, a], [x1, c], [x1, c + wallH], [x0, a + wallH]];
  };
  const bounds = (sites) => {
    const sec = bySlot.get(Math.floor(sites[0] / SITES));
    const first = sites[0] % SITES;
    const last = sites[sites.length - 1] % SITES;
    return { sec, first, last, x: sec.x + first * site, w: (last - first + 1) * site };
  };
  /** A territory or province as drawn: straight to the north (or south), along the wall on the other side. */
  const shape = (sites, north) => {
    const { sec, first, last, x, w } = bounds(sites);
    const along = [];
    for (let k = first; k <= last + 1; k++) along.push([sec.x + k * site, edge(sec, k) + (north ? 0 : wallH)]);
    if (north) return [[x, sec.y], [x + w, sec.y], ...along.reverse()];
    const bottom = sec.y + terrH + wallH + 2 * amp + provH;
    return [...along, [x + w, bottom], [x, bottom]];
  };
  // the room a last row not full of sections leaves (the legend goes there)
  const inLast = n - (rows - 1) * perRow;
  const free = inLast < perRow ? { x: left + inLast * SITES * site, y: M + (rows - 1) * (rowH + gap), w: (perRow - inLast) * SITES * site, h: rowH } : null;
  const mapH = Math.ceil(heightOf(rows, rowH, gap));
  return {
    width,
    height: mapH,
    /** Taller than the room even with compact bands: the page below scrolls. */
    overflows: Number.isFinite(room) && mapH > room + 1,
    free,
    site, terrH, wallH, provH, amp, head, per: perRow, rows, sections,
    narrow: width < 560,
    siteBox, siteQuad,
    /** The part of a province always clear of the wall (targets and marks). */
    province: (p) => {
      const { sec, x, w } = bounds(v.provinces[p].sites);
      return { x, y: sec.y + terrH + wallH + 2 * amp, w, h: provH };
    },
    territory: (t) => {
      const { sec, x, w } = bounds(v.territories[t].sites);
      return { x, y: sec.y, w, h: terrH };
    },
    provinceShape: (p) => shape(v.provinces[p].sites, false),
    territoryShape: (t) => shape(v.territories[t].sites, true),
    /** The heading above a section (its board and side). */
    heading: (sec) => ({ x: sec.x, y: sec.y - head, w: site * SITES, h: head }),
    /** Runs of a side's provinces or territories for the ghost section. */
    ghostRuns(sec, sizes, top, h) {
      let x = sec.x;
      return sizes.map((k) => {
        const box = { x, y: sec.y + top, w: k * site, h };
        x += k * site;
        return box;
      });
    },
  };
}
