// Where everything of the wall goes on the canvas: sections in line order,
// wrapped into rows of whole sections so that sites stay large enough to
// tap on a phone; each row has the Mongol territories on top, the building
// sites in the middle and the Chinese provinces below. A board being
// chosen in the expansion is laid out as a ghost section at its end.

const SITES = 12;
const MIN_SITE = 29;
const MAX_SITE = 62;

/**
 * @param v      the engine's view (`view.view`)
 * @param width  CSS pixels available
 * @param ghost  `{side, end}` of a previewed section, or null
 */
export function layout(v, width, ghost = null) {
  const m = 6;
  const items = v.line.map((slot) => ({ slot, side: v.sections[slot] }));
  if (ghost) items[ghost.end === 'west' ? 'unshift' : 'push']({ slot: null, side: ghost.side, ghost: true });
  const n = items.length;
  let perRow = Math.max(1, Math.min(n, Math.floor((width - 2 * m) / (SITES * MIN_SITE))));
  const rows = Math.ceil(n / perRow);
  perRow = Math.ceil(n / rows);
  const site = Math.min(MAX_SITE, Math.floor(((width - 2 * m) / (SITES * perRow)) * 10) / 10);
  const terrH = Math.round(site * 1.2);
  const wallH = Math.round(site * 1.05);
  const provH = Math.round(site * 1.85);
  const rowH = terrH + wallH + provH;
  const gap = Math.round(site * 0.45);
  const rowW = site * SITES * perRow;
  const left = Math.max(m, (width - rowW) / 2);
  const sections = items.map((item, i) => {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    return { ...item, x: left + col * SITES * site, y: m + row * (rowH + gap), row };
  });
  const bySlot = new Map(sections.filter((s) => !s.ghost).map((s) => [s.slot, s]));
  const siteBox = (id) => {
    const sec = bySlot.get(Math.floor(id / SITES));
    const local = id % SITES;
    const wave = (v.board.siteXy[local][1] / 100) * site * 0.25;
    return { x: sec.x + local * site, y: sec.y + terrH + wave, w: site, h: wallH };
  };
  const span = (sites, top, h) => {
    const a = siteBox(sites[0]);
    const b = siteBox(sites[sites.length - 1]);
    const sec = bySlot.get(Math.floor(sites[0] / SITES));
    return { x: a.x, y: sec.y + top, w: b.x + b.w - a.x, h };
  };
  return {
    width,
    height: m * 2 + rows * rowH + (rows - 1) * gap,
    site, terrH, wallH, provH, sections,
    narrow: width < 560,
    siteBox,
    province: (p) => span(v.provinces[p].sites, terrH + wallH, provH),
    territory: (t) => span(v.territories[t].sites, 0, terrH),
    /** Runs of a side's provinces or territories for the ghost section. */
    ghostRuns(sec, sizes, top, h) {
      let x = sec.x;
      return sizes.map((n) => {
        const box = { x, y: sec.y + top, w: n * site, h };
        x += n * site;
        return box;
      });
    },
  };
}
