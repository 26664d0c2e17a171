// The contract between the game-agnostic shell (www/js/shell/) and each
// game's renderer (www/js/games/<game>.js), written once. Every renderer's
// default export is checked against `Renderer`, every board against `Board`
// (`npx tsc`, run by scripts/test.sh), and tests/browser/contract.test.mjs
// walks every registered game through it at run time. www/README.md
// ("The renderer interface") says the same in words.

/** A player's seat number (0-based) or the table's public view. */
export type Viewer = number | 'spectator';

/** A move as the engine lists it in `legalMoves()`: plain JSON with a `type`. */
export type Move = { type: string; [field: string]: any };

/** `status` of a state or view document (README, The JSON API). */
export interface Status {
  finished: boolean;
  active: number[];
  scores: (number | null)[];
  winners?: number[];
  undoable?: number;
}

/** The API's view document: what one seat (or the spectator) may see. */
export interface ViewDoc {
  game: string;
  version: number;
  players: number;
  viewer: Viewer;
  status: Status;
  /** The game's own projection; its shape is the game's business. */
  view: any;
}

/** What the shell hands a board: its only way to change the game is `play`. */
export interface Ctx {
  lang: Lang;
  names: string[];
  viewer: Viewer | null;
  /** False in read-only figures, on the final board and during computers' turns. */
  interactive: boolean;
  /** Applies a move; resolves true if the engine accepted it. */
  play(move: Move): Promise<boolean>;
  /** Says `text` in the polite live region. */
  announce(text: string): void;
  /**
   * Per seat, the index into `Renderer.colors` of the colour that seat is
   * drawn in (the embed's `colors=`, so a rules figure shows each seat in the
   * colour its text names). Absent: seat s in `colors[s]`. Given only to a
   * renderer with `seatColors: true`.
   */
  seatColors?: number[];
}

export type Lang = 'de' | 'en';

/**
 * One clickable place of the current decision, as data the shell reads
 * (the hint marks every target whose `move` equals the suggested move).
 * A target without `move` is a step of a longer decision (choose a card,
 * then where it goes).
 */
export interface Target {
  move?: Move;
  /** A step of a longer decision: the selection it makes. */
  select?: any;
  [detail: string]: any;
}

/** The hint's preparation: a selection to make first and extra keys to mark. */
export interface HintPrep {
  selection?: unknown;
  keys?: string[];
}

/** A place the embed's `highlight=` or the catch-up rings. */
export interface PlaceMark {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
  round?: boolean;
  label: string;
}

/**
 * A text the board painted on its canvas (`Board.labels`): the box of its
 * ink in the canvas's CSS pixels, its font size in CSS pixels, and its place
 * in the painting order it shares with `PaintedMark.seq`.
 */
export interface PaintedLabel {
  text: string;
  x: number;
  y: number;
  w: number;
  h: number;
  px: number;
  seq: number;
}

/**
 * A mark the board painted over its picture (`Board.marks`): a legal
 * target's ring, the selection, the last move, a `markPlaces` ring. The
 * shape (a rectangle, or the ellipse in it when `round`) in the canvas's CSS
 * pixels; with `line` only a stroke of that width along its outline is
 * painted (a ring: what it goes round stays clear), else the shape is filled.
 * `seq`: its place in the painting order (a label painted later lies on it).
 */
export interface PaintedMark {
  kind: string;
  x: number;
  y: number;
  w: number;
  h: number;
  round?: boolean;
  line?: number;
  seq: number;
}

/** What `mount` returns. */
export interface Board {
  /** Targets of the current decision by `data-key`; data, never a method. */
  targets: Map<string, Target>;
  render(view: ViewDoc, legalMoves: Move[], ctx: Ctx): void;
  /** The hand-over screen goes up: remove everything secret from the page. */
  clear(): void;
  destroy(): void;
  /** After the reveal: keyboard focus on the first useful control. */
  focus(): void;
  /**
   * The hint: mark the places that make `move` (one of the legal moves) with
   * the class `st-hint`; returns whether anything was marked.
   */
  highlight(move: Move): boolean;
  /** Rulebook-style rings on places (`village:12`); unknown keys are ignored. */
  markPlaces(keys: string[]): void;
  /**
   * Optional: a figure's `region=`: only the part of the board round these
   * places (keys as for `markPlaces`) is shown, zoomed to the board's width
   * and drawn at that resolution; `picture()`, `vector()`, `labels()` and
   * `marks()` show and measure that part. No known key: the whole board.
   */
  showRegion?(keys: string[]): void;
  /** Optional: the places `markPlaces` can mark on the board as drawn now, as rectangles over the canvas (the figure builder's toggles). */
  markable?(): PlaceMark[];
  /**
   * Optional: every text the last draw painted on the canvas, and every mark
   * it painted there (tests/browser/marks-labels.test.mjs finds labels that
   * a later mark covers, and labels too small). `CanvasBoard` gives both:
   * the texts as filled, the marks as the board notes them (`mark`).
   */
  labels?(): PaintedLabel[];
  marks?(): PaintedMark[];
  /** Optional: the board as drawn now at `scale` times the screen's resolution (the picture download). */
  picture?(scale: number): { canvas: HTMLCanvasElement; cssWidth: number } | null;
  /** Optional: the board as drawn now as an SVG picture (its size in CSS px), by the board's own painting. */
  vector?(): Promise<{ svg: string; width: number; height: number } | null>;
  /**
   * While the pointer or keyboard focus is on a log line that names places
   * (`EventLine.places`): marks them on the board, apart from `markPlaces`'
   * rings; an empty list takes the marks away. Optional.
   */
  pointAt?(keys: string[]): void;
}

/**
 * One line of the log: null for none, a string, or text with a tone and the
 * places it is about (`markPlaces` keys, e.g. `field:17`): hovering or
 * focusing the line marks them on the board (`Board.pointAt`).
 */
export type EventLine = null | string | { text: string; tone?: 'turn' | 'score' | 'end' | 'normal'; places?: string[] };

export interface ResultTable {
  head: string[];
  rows: (string | string[])[][];
  winnerRows?: number[];
}

export interface Result {
  headline: string;
  paragraphs?: string[];
  table?: ResultTable;
}

/** One choice at a place in the figure builder's placement mode ("Reiter von Anna setzen", "Entfernen"). */
export interface PlaceOption {
  /** Stable within `options(doc, key, …)`: what `apply` takes. */
  id: string;
  /** The choice in the game's words, in the language asked for. */
  label: string;
}

/**
 * Free placement in the figure builder: what can be put on or taken off a
 * place, and the document after it. Pure functions, no DOM (tests run them
 * in Node). `doc` is a state document `{game, version?, players, seed,
 * state}`; placement edits `doc.state` (the game's own fields), never the
 * seed. The engine's `validate` (loading the document) judges the result.
 */
export interface Placement {
  /**
   * The choices at place `key` (a key of the board's markable(), or another
   * key the board's placement layer offers, see `places`) for state document
   * `doc`. Empty: nothing to do there.
   */
  options(doc: any, key: string, lang: Lang, names: string[]): PlaceOption[];
  /**
   * A new state document with option `id` done at `key` (`doc` is not
   * changed). It may be impossible (e.g. a 21st piece of a colour that has
   * 20): the engine's validate says so, the builder shows its code. Throws
   * only for an id that `options` did not offer.
   */
  apply(doc: any, key: string, id: string): any;
  /**
   * Optional: extra places the builder's placement layer offers besides
   * markable() (a seat's supply, hand, score track), each {key, x, y, w, h,
   * label} in the board canvas' CSS pixels; computed from the board as drawn.
   */
  places?(board: Board): PlaceMark[];
}

/** The default export of js/games/<game>.js (registered in js/games/index.js). */
export interface Renderer {
  /** The engine's game id. */
  id: string;
  /** CSS colour per seat. */
  colors: string[];
  /**
   * The game's stylesheet: `loadRenderer` adds it and waits until it has
   * loaded, so no board is ever laid out unstyled.
   */
  stylesheet?: string;
  /**
   * True if the board draws seat s in `colors[ctx.seatColors[s]]` when the
   * context gives `seatColors` (every seat-coloured thing it paints, and the
   * board root's `data-seat-colors`: the CSS colours drawn, per seat);
   * otherwise the embed ignores `colors=` and the figure builder offers no
   * colour choice.
   */
  seatColors?: boolean;
  /**
   * The names of `colors`, index by index, in both languages ("Rot", "Red"):
   * the figure builder's colour choice. Needed with `seatColors`.
   */
  colorNames?: { de: string[]; en: string[] };
  mount(container: HTMLElement, ctx: Ctx): Board;
  events(view: ViewDoc): unknown[];
  /**
   * One log line. `seatColors` (the figure's, as in `Ctx`; absent: seat s in
   * `colors[s]`) is for a game whose words name a seat's colour, so the text
   * names the colour drawn.
   */
  describeEvent(event: any, names: string[], lang: Lang, seatColors?: number[]): EventLine;
  explainResult(view: ViewDoc, names: string[], lang: Lang): Result;
  /**
   * A legal move in the game's own words ("Reiter von Feld 89 nach Feld 90"),
   * for the hint and anything else that names a move; never JSON. `view` is
   * the deciding seat's view of the position (the move's pieces, owners and
   * places are named from it); null gives shorter words from the move alone.
   * `seatColors` as for `describeEvent`.
   */
  describeMove(move: Move, view: ViewDoc | null, names: string[], lang: Lang, seatColors?: number[]): string;
  /** Places changed between two views of one seat (catch-up marks), as `markPlaces` keys. */
  markChanged(before: ViewDoc, after: ViewDoc): string[];
  turnLabel?(view: ViewDoc, names: string[], lang: Lang): string | null | undefined;
  seatSummary?(view: ViewDoc, seat: number, lang: Lang): string | null | undefined;
  helpSections?(lang: Lang): { title: string; text: string | string[] }[];
  /**
   * Optional: free placement in the figure builder (its "Place pieces"
   * mode): loads `js/games/<game>/place.js`, whose default export (or whose
   * named exports options/apply/places) is the `Placement`.
   */
  placement?: () => Promise<Placement | { default: Placement }>;
}
