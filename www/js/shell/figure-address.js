// What a figure's address carries, read so that hostile input stays cheap and
// any honest input survives (issue 36, point 6): the players' names (one
// `name=` per seat, any character; the older comma list `names=` still read),
// the marks (`highlight=`, deduplicated and capped), the part of the board a
// figure shows (`region=`: place keys as for the marks, and the box they make
// on a board as laid out) and a position in the
// address (`#state=`, inflated with a cap on what comes out, not only on what
// goes in). No DOM here: tests/node/figure-address.test.mjs runs it in Node.

/** A name is at most this many characters, in the app, the builder and the embed. */
export const MAX_NAME = 24;

/** At most this many marks are drawn (more is not a figure, and each costs a drawing). */
export const MAX_MARKS = 100;

/** A mark's key is at most this long (`field:Schwarzwald`, `room:12:diplomat`). */
const MAX_MARK_KEY = 64;

/** Highlight keys: `village:5`, `wall:1:2`, … (www/README.md). */
export const HIGHLIGHT_KEY = /^[a-z]+(:[\w-]+)*$/;

/** Longest `#moves=` or `#state=` text read (the engine refuses bigger input anyway). */
export const MAX_FRAGMENT = 1 << 20;

/** Most bytes a `#state=` inflates to: the engine's own limit on a document's text (src/api/limits.rs). */
export const MAX_STATE_JSON = 1 << 20;

/** A figure that cannot be shown: `code` is the engine's (`malformed_state`, …) or the page's. */
export class FigureError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** `name` trimmed and cut to MAX_NAME characters (whole characters, never half a surrogate pair). */
export function capName(name) {
  const chars = Array.from(String(name).trim());
  return chars.length > MAX_NAME ? chars.slice(0, MAX_NAME).join('').trim() : chars.join('');
}

/**
 * The names an address gives, per seat ('' where it gives none): one `name=`
 * per seat in seat order (any character, a comma too), else the comma list
 * `names=` of older links (empty entries skipped, as they always were).
 * @param {URLSearchParams} query
 * @returns {string[]}
 */
export function givenNames(query) {
  const each = query.getAll('name');
  if (each.length) return each.map(capName);
  return (query.get('names') || '').split(',').map(capName).filter(Boolean);
}

/**
 * The `name=` parameters for a list of names (empty for a seat without one),
 * appended to `params`; nothing when no seat has a name.
 * @param {URLSearchParams} params
 * @param {string[]} names
 */
export function appendNames(params, names) {
  if (!names.some((n) => capName(n))) return params;
  for (const name of names) params.append('name', capName(name));
  return params;
}

/**
 * The marks to draw from a list of keys: well-formed ones only, each once,
 * at most MAX_MARKS (1 MB of `village:1,village:1,…` is one mark).
 * @param {Iterable<unknown>} list
 * @returns {string[]}
 */
export function highlightKeys(list) {
  const keys = new Set();
  for (const item of list) {
    const key = String(item).trim();
    if (key.length <= MAX_MARK_KEY && HIGHLIGHT_KEY.test(key)) keys.add(key);
    if (keys.size >= MAX_MARKS) break;
  }
  return [...keys];
}

/**
 * The places a figure's region names, from an address: `region=field:3,field:4`
 * or `region=field:3&region=field:4` (each value a comma list), fragment before
 * query; well-formed keys only, each once, at most MAX_MARKS (`highlightKeys`).
 * Null when the address names no region (a figure file's own then stands);
 * an empty list is the whole board.
 * @param {URLSearchParams} fragment
 * @param {URLSearchParams} query
 * @returns {string[] | null}
 */
export function regionParam(fragment, query) {
  const given = fragment.has('region') ? fragment.getAll('region') : query.has('region') ? query.getAll('region') : null;
  return given === null ? null : highlightKeys(given.flatMap((v) => v.split(',')).filter((k) => k.trim()));
}

/** A region is shown at most this many times larger than the board at the frame's width. */
export const REGION_ZOOM = 3;

/**
 * @typedef {{x: number, y: number, w: number, h: number, z: number}} RegionView
 * The part of a board a region shows (its box in the board's CSS px as laid
 * out) and the zoom it is drawn at: the frame is `w * z` × `h * z`.
 */

/**
 * What a region shows of a board `full.width` × `full.height` CSS px: the box
 * round its places' rectangles (`markable()`/`placeMarks` rectangles) with a
 * margin, zoomed to the board's width, at most REGION_ZOOM times, at least
 * once, and no taller than a little more than the board is wide; a box
 * narrower than the frame at that zoom is widened about its centre (the
 * frame keeps the column's width). Null for no rectangles: the whole board.
 * @param {{x: number, y: number, w: number, h: number}[]} rects
 * @param {{width: number, height: number}} full
 * @returns {RegionView | null}
 */
export function regionView(rects, full) {
  const box = regionBox(rects, full);
  if (!box) return null;
  let { x: x0, y: y0, w, h } = box;
  const z = Math.max(1, Math.min(REGION_ZOOM, full.width / w, (full.width * 1.2) / h));
  const wide = full.width / z;
  if (w < wide) {
    x0 = Math.max(0, Math.min(full.width - wide, x0 + w / 2 - wide / 2));
    w = wide;
  }
  return { x: x0, y: y0, w, h, z };
}

/**
 * The box round `rects` with the margin a region gives its places (three
 * quarters of the largest smaller side of a place, from 12 to 32 px), within the board; null for
 * no rectangles (the builder frames it: js/shell/figure-region.js).
 * @param {{x: number, y: number, w: number, h: number}[]} rects
 * @param {{width: number, height: number}} full
 * @returns {{x: number, y: number, w: number, h: number} | null}
 */
export function regionBox(rects, full) {
  const list = rects.filter((r) => [r.x, r.y, r.w, r.h].every(Number.isFinite));
  if (!list.length || !(full.width > 0 && full.height > 0)) return null;
  // a place's smaller side: a long wall or a row of cards asks no more room round it than a card does
  const side = Math.max(...list.map((r) => Math.min(r.w, r.h)));
  const margin = Math.min(32, Math.max(12, 0.75 * side));
  const x0 = Math.max(0, Math.min(...list.map((r) => r.x)) - margin);
  const y0 = Math.max(0, Math.min(...list.map((r) => r.y)) - margin);
  const x1 = Math.min(full.width, Math.max(...list.map((r) => r.x + r.w)) + margin);
  const y1 = Math.min(full.height, Math.max(...list.map((r) => r.y + r.h)) + margin);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

/** Two views alike to a tenth of a pixel (null for the whole board). */
export function sameView(a, b) {
  if (!a || !b) return a === b;
  return ['x', 'y', 'w', 'h'].every((k) => Math.abs(a[k] - b[k]) < 0.1) && Math.abs(a.z - b.z) < 0.001;
}

/** base64url → bytes (throws on anything else). */
export function base64UrlBytes(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

/** bytes → base64url, no padding. */
function bytesBase64Url(bytes) {
  let bin = '';
  for (const byte of bytes) bin += String.fromCharCode(byte);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A state document → the `#state=` text: deflate-raw, base64url. */
export async function encodeState(state) {
  const stream = new Blob([JSON.stringify(state)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return bytesBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** Compressed bytes go in this many at a time: deflate makes at most ~1,032 bytes of one, so one piece inflates to at most ~1 MB. */
const PIECE = 1024;

/**
 * `bytes` (deflate-raw) inflated; a FigureError once more than `cap` bytes
 * come out (the stream's own error for bytes that are no deflate-raw). The compressed bytes are fed a small piece at a time and the
 * output is read after each, so inflating stops at the cap: a browser's
 * DecompressionStream inflates a whole input chunk at once, and 1 MB of
 * hostile input would otherwise become 760 MB before anything could count it.
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @param {number} cap
 * @returns {Promise<Uint8Array>}
 */
export async function inflateCapped(bytes, cap) {
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const feeding = (async () => {
    for (let at = 0; at < bytes.length; at += PIECE) await writer.write(bytes.subarray(at, at + PIECE));
    await writer.close();
  })();
  feeding.catch(() => {}); // a refused stream or a cancel ends the feeding; the reading below says why
  const parts = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > cap) throw new FigureError('malformed_state', `state: more than ${cap} bytes once inflated`);
      parts.push(value);
    }
    await feeding;
  } catch (e) {
    reader.cancel().catch(() => {});
    writer.abort().catch(() => {});
    throw e;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The `#state=` text → the state document (not yet validated: the engine
 * does that). `notJson` is the message for a document that is no JSON.
 */
export async function decodeState(text, notJson = 'the position is not readable JSON') {
  if (text.length > MAX_FRAGMENT) throw new FigureError('malformed_state', 'state: longer than 1 MiB');
  try {
    const json = await inflateCapped(base64UrlBytes(text), MAX_STATE_JSON);
    return JSON.parse(new TextDecoder().decode(json));
  } catch (e) {
    throw e instanceof FigureError ? e : new FigureError('malformed_state', notJson);
  }
}

/** base64url → string (UTF-8): the embed's `moves=`, read by the embed and the figure builder. */
export function decodeBase64Url(text) {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
