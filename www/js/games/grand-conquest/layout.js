// Where the Grand Conquest map stands on the screen: a square as large as
// the panel and the window allow, beside its column or between the texts,
// zoomed and centred as the decision and the zoom buttons ask.

/** The zoom steps of the buttons. */
export const ZOOMS = [1, 1.7, 2.6, 3.4];
/** The smallest size (CSS px) of a piece or field button: a finger's (fit.test.mjs); buttons may overlap their neighbours' edges. */
export const MIN_TARGET = 24;
/** Fields (FIELD_UNITS apart) at least this far apart on screen (CSS px) for a pointer, else the choice zooms in. */
export const MIN_SPACING = 16;
export const FIELD_UNITS = 30;
/** Fields at least this far apart (CSS px) while the hint shows a piece's way: its rings go round the names. */
export const DECISION_SPACING = 28;
/** The width of the column beside the map (prompt, buttons, standings) when the panel is wider than high. */
const SIDE = 250;
/** A button's diameter in map units (1000 across): as large as a field is apart from its neighbours. */
export const BUTTON_UNITS = 26;

/**
 * Map box: a square as large as the panel and the window allow. Where the
 * panel is wider than high (a laptop), the prompt, the buttons and the
 * standings stand in a column beside the map, so the whole map fits the
 * height; on narrow screens they stand above and below it. In an embed the
 * window is the iframe, whose height follows the content: there only the
 * width counts, or the map and the iframe would size each other.
 */
export function layout(board) {
  const embedded = document.body.classList.contains('st-embed');
  const inner = Math.max(300, Math.floor(board.root.clientWidth - 12));
  const frame = window.innerWidth <= 860 ? 14 : 22;
  const rootTop = board.root.getBoundingClientRect().top;
  const roomAll = window.innerHeight - Math.max(0, rootTop) - 12 - frame;
  const wideSize = Math.min(inner - SIDE - 8, roomAll);
  const wide = !embedded && wideSize >= 300 && wideSize > Math.min(inner, roomAll - 90);
  if (wide !== board.wide) {
    board.wide = wide;
    board.root.classList.toggle('gc-wide', wide);
  }
  let width;
  let size;
  if (wide) {
    size = Math.floor(wideSize);
    width = size;
    board.stage.style.width = `${size}px`;
    board.width = size;
  } else {
    board.stage.style.width = '';
    width = board.stageWidth();
    const top = board.stage.getBoundingClientRect().top;
    const room = embedded ? width : Math.max(300, window.innerHeight - Math.max(0, top) - 40);
    size = Math.floor(Math.min(width, Math.max(room, Math.min(width, 340))));
  }
  if (board.fitTargets) {
    // a finger needs buttons of MIN_TARGET, a pointer fields MIN_SPACING apart
    const coarse = window.innerWidth <= 560 || window.matchMedia?.('(pointer: coarse)').matches;
    const need = coarse ? (MIN_TARGET * 1000) / (BUTTON_UNITS * size) : (MIN_SPACING * 1000) / (FIELD_UNITS * size);
    board.zoom = Math.max(1, Math.min(ZOOMS[ZOOMS.length - 1], need));
  }
  if (board.centerFields?.length && board.zoom > 1) board.centerOn(board.centerFields);
  const zoom = board.zoom;
  const scale = (size / 1000) * zoom;
  const half = 500 / zoom;
  board.center = board.center.map((c) => Math.min(1000 - half, Math.max(half, c)));
  const ox = (width - size) / 2 + size / 2 - board.center[0] * scale;
  const oy = size / 2 - board.center[1] * scale;
  return { width, height: size, size, scale, ox, oy, left: (width - size) / 2 };
}

/** Centres the map on these fields (on the first, if they do not all fit the zoomed view). */
export function centerOn(board, fields) {
  const b = board.data.v.board.fields;
  const xs = fields.map((f) => b[f].x);
  const ys = fields.map((f) => b[f].y);
  const span = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const fits = span + 2 * BUTTON_UNITS <= 1000 / board.zoom;
  board.center = fits ? [(Math.max(...xs) + Math.min(...xs)) / 2, (Math.max(...ys) + Math.min(...ys)) / 2] : [xs[0], ys[0]];
}
