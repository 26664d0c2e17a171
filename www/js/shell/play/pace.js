// How fast computer turns go by (issue 23, point 2). Each decision of a
// computer still appears on its own, after a pause; the pauses shrink as the
// steps of one turn add up (a Grand Conquest turn is ten or more steps), so a
// whole turn stays short while its first step is easy to follow. The search
// runs during the pause, so a step takes the longer of the two. The speed is
// the person's choice, remembered in this browser.

/** Pause before the first step of a turn, the factor for each further step, the least pause (ms). */
export const SPEEDS = Object.freeze({
  slow: { first: 1400, factor: 0.8, floor: 450 },
  normal: { first: 600, factor: 0.55, floor: 80 },
  fast: { first: 250, factor: 0.5, floor: 30 },
  instant: { first: 0, factor: 0, floor: 0 },
});

/** @typedef {keyof typeof SPEEDS} Speed */

const KEY = 'spieltisch.botSpeed';
const DEFAULT = 'normal';

/** `?botPause=<ms>` fixes every pause (tests). */
const FIXED = new URLSearchParams(globalThis.location?.search).get('botPause');

/** @returns {Speed} the stored speed, or normal */
export function speed() {
  try {
    const stored = globalThis.localStorage?.getItem(KEY);
    if (stored && Object.hasOwn(SPEEDS, stored)) return /** @type {Speed} */ (stored);
  } catch { /* storage blocked: the default */ }
  return DEFAULT;
}

/** @param {Speed} value */
export function setSpeed(value) {
  if (!Object.hasOwn(SPEEDS, value)) return;
  try { globalThis.localStorage?.setItem(KEY, value); } catch { /* kept for this page only */ }
  current = value;
}

let current = speed();

/**
 * The pause before a computer's `step`-th decision in a row (0: the first of
 * its turn), at the current speed.
 * @param {number} step
 */
export function pauseBefore(step) {
  if (FIXED !== null && FIXED !== '' && Number.isFinite(Number(FIXED))) return Math.max(0, Number(FIXED));
  const { first, factor, floor } = SPEEDS[current];
  return Math.round(Math.max(floor, first * factor ** step));
}

/** The speed in force (what `setSpeed` last chose). */
export function currentSpeed() {
  return current;
}

/** Counts the decisions of one seat in a row: a turn's steps. */
export class Streak {
  constructor() {
    this.seat = null;
    this.count = 0;
  }

  /** `seat` decides now: returns how many decisions in a row it made before this one. */
  next(seat) {
    if (seat !== this.seat) {
      this.seat = seat;
      this.count = 0;
    }
    return this.count++;
  }

  /** Someone else (a person) decided, or the position was taken back. */
  reset() {
    this.seat = null;
    this.count = 0;
  }
}
