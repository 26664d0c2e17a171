// Words for the log events (German and English). Events come annotated by
// recent.js (`between`, `closedBetween`, `toMongolia`, `toChina`); without
// those fields the sentences simply leave the villages out.

import { w, villageNo, villagesSubject } from './strings.js';
import { warp } from './layout.js';

const no = villageNo;

/** Words for one event: null, a string, or {text, tone}. */
export function describeEvent(e, names, lang) {
  const name = names[e.seat];
  switch (e.event) {
    case 'setupStarted':
      return { text: w('evSetup', lang, { name }), tone: 'turn' };
    case 'setupToken':
      return w('evSetupToken', lang, { name, v: no(e.village) });
    case 'setupScout':
      return w('evSetupScout', lang, { name, v: no(e.village) });
    case 'suppliesTaken':
      return w('evSupplies', lang, { name });
    case 'turnStarted':
      return { text: w('evTurn', lang, { name }), tone: 'turn' };
    case 'drewWall':
      return w('evDrewWall', lang, { name });
    case 'drewToken':
      return w('evDrewToken', lang, { name });
    case 'endTriggered':
      return { text: w('evEndTriggered', lang, { name }), tone: 'end' };
    case 'finalRound':
      return { text: w('evFinalRound', lang), tone: 'end' };
    case 'placingTokens':
      return w('evPlacingTokens', lang, { name });
    case 'placingWalls':
      return w('evPlacingWalls', lang, { name });
    case 'scoutRemoved':
      return w('evScoutRemoved', lang, { name, v: no(e.village) });
    case 'scoutEntered':
      return w('evScoutEntered', lang, { name, v: no(e.village) });
    case 'tokenPlaced':
      return tokenPlaced(e, name, lang);
    case 'tokensLost':
      return w(e.count === 1 ? 'evLostOne' : 'evLost', lang, { name, n: e.count });
    case 'wallBuilt':
      return wallBuilt(e, name, lang);
    case 'wallsReturned':
      return w('evReturned', lang, { name, n: e.count });
    case 'roundLimit':
      return { text: w('evRoundLimit', lang), tone: 'end' };
    case 'gameOver':
      return { text: w('evGameOver', lang), tone: 'end' };
    default:
      return null;
  }
}

function tokenPlaced(e, name, lang) {
  const vars = { name, from: no(e.from), to: no(e.to), h: e.height };
  if (e.route.via === 'road') return w('evRoad', lang, vars);
  if (e.route.via === 'gate') return w('evGate', lang, vars);
  const pairs = e.closedBetween;
  if (pairs?.length !== 2) return w('evWalkShort', lang, vars);
  const [[a1, b1], [a2, b2]] = pairs;
  return w('evWalk', lang, { ...vars, a1: no(a1), b1: no(b1), a2: no(a2), b2: no(b2) });
}

/** The sentence for a built wall, with what it removed and which villages changed country. */
function wallBuilt(e, name, lang) {
  const [a, b] = e.between ? e.between.map(no) : ['?', '?'];
  const effect = e.effect.effect;
  if (effect === 'branch') return w('evWall', lang, { name, a, b });
  const parts = [effect === 'loop'
    ? w('evLoop', lang, { name, a, b, k: e.effect.hi - e.effect.lo, r: e.effect.branch })
    : w('evNewEnd', lang, { name, a, b })];
  const what = { mainSection: 'rmMain', branchSide: 'rmBranch', newPiece: 'rmNew', endPiece: 'rmEnd' }[e.removal.piece];
  if (what && e.removed.length) {
    const where = w(e.outOfGame ? 'rmOut' : 'rmToSupply', lang);
    parts.push(w(e.removed.length === 1 ? 'rmCountOne' : 'rmCount', lang, { what: w(what, lang), n: e.removed.length, where }));
  }
  if (e.toMongolia?.length) parts.push(w('toMongolia', lang, { list: villagesSubject(e.toMongolia, lang) }));
  if (e.toChina?.length) parts.push(w('toChina', lang, { list: villagesSubject(e.toChina, lang) }));
  if (!e.changedSide.length) parts.push(w('noChange', lang));
  return { text: parts.join(' '), tone: 'score' };
}

/** "den Bauern" / "the peasant": the token a move lays. */
const tokenWords = (kind, lang) => w(`mvToken_${kind}`, lang);

/** "Dorf 3 und 4" / "villages 3 and 4": the two villages a line separates (with the view's board). */
function between(board, line, lang) {
  const pair = board?.lineVillages?.[line];
  if (!pair) return null;
  return w('mvBetween', lang, { a: no(pair[0]), b: no(pair[1]) });
}

/** The village nearest an end tower on the drawn map (the board's button names a tower by it). */
function villageNearTower(board, tower) {
  const xy = board?.towerXy?.[tower];
  if (!xy || !board.villageXy) return null;
  const t = warp(...xy);
  let best = null;
  let dist = Infinity;
  board.villageXy.forEach((p, i) => {
    const [x, y] = warp(...p);
    const d = Math.hypot(x - t[0], y - t[1]);
    if (d < dist) { dist = d; best = i; }
  });
  return best;
}

/**
 * Words for one legal move (the hint); `view` (the view document on screen)
 * names the villages beside a wall and the number of tokens and walls.
 */
export function describeMove(move, names, lang, view) {
  const v = view?.view;
  const board = v?.board;
  const own = typeof view?.viewer === 'number' ? v?.seats?.[view.viewer] : null;
  const n = move.to ?? move.village;
  switch (move.type) {
    case 'setupToken':
      return w('mvSetupToken', lang, { kind: tokenWords(move.token, lang), n: no(n) });
    case 'setupScout':
      return w('mvSetupScout', lang, { n: no(n) });
    case 'enter':
      return w('mvEnter', lang, { n: no(n) });
    case 'drawWall':
      return w('mvDrawWall', lang);
    case 'drawToken':
      return w('mvDrawToken', lang);
    case 'placeTokens':
      return own?.tokens !== undefined ? w('mvPlaceTokensN', lang, { n: own.tokens }) : w('mvPlaceTokens', lang);
    case 'placeWalls':
      return own?.walls !== undefined ? w('mvPlaceWallsN', lang, { n: own.walls }) : w('mvPlaceWalls', lang);
    case 'removeScout':
      return w('mvRemoveScout', lang);
    case 'road':
      return w('mvRoad', lang, { n: no(n), kind: tokenWords(move.token, lang) });
    case 'gate':
      return w('mvGate', lang, { n: no(n), kind: tokenWords(move.token, lang) });
    case 'walk': {
      const vars = { n: no(n), kind: tokenWords(move.token, lang) };
      const up = between(board, move.climb, lang);
      const down = between(board, move.descend, lang);
      return up && down ? w('mvWalk', lang, { ...vars, up, down }) : w('mvWalkShort', lang, vars);
    }
    case 'buildWall': {
      const where = between(board, move.line, lang);
      const text = where ? w('mvBuildWall', lang, { where }) : w('mvBuildWallLine', lang, { n: move.line + 1 });
      if (move.removeEnd === undefined || move.removeEnd === null) return text;
      const near = villageNearTower(board, move.removeEnd);
      return text + (near === null ? w('mvRemoveEndTower', lang, { t: move.removeEnd + 1 }) : w('mvRemoveEnd', lang, { v: no(near) }));
    }
    default:
      return w('mvOther', lang);
  }
}
