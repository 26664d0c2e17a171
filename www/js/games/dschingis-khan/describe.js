// Words for the log events (German and English). Events come annotated by
// recent.js (`between`, `closedBetween`, `toMongolia`, `toChina`); without
// those fields the sentences simply leave the villages out.

import { w, villageNo, villagesSubject } from './strings.js';

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
