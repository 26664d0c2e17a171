// Words for the log events (German and English). Events carry only what
// the viewer may know: face-down cards are never named in the log.

import { w, siteNo, provNo, terrNo, names as nameList, ACTION_KEYS, sideName } from './strings.js';

function effectText(e, names, lang) {
  const f = e.effect;
  switch (f.effect) {
    case 'removedCard': return w('efRemoved', lang, { owner: names[f.owner], card: f.card });
    case 'destroyed': return w('efDestroyed', lang, { owner: names[f.owner], s: siteNo(f.site) });
    case 'threatRemoved': return w('efThreat', lang, { t: terrNo(f.territory) });
    case 'value': return w('efValue', lang, { d: f.delta > 0 ? `+${f.delta}` : `−${-f.delta}`, value: e.value });
    case 'count': return w('efCount', lang, { n: f.bonus });
    case 'swapped': return w('efSwapped', lang, { a: siteNo(f.site), b: siteNo(f.with) });
    case 'noSwap': return w('efNoSwap', lang);
    default: return w('efNothing', lang);
  }
}

/** Words for one event: null, a string, or {text, tone}. */
export function describeEvent(e, names, lang) {
  const name = names[e.seat];
  switch (e.event) {
    case 'turnStarted': return { text: w('evTurn', lang, { name }), tone: 'turn' };
    case 'skipped': return w('evSkipped', lang, { name });
    case 'actionChosen': return w('evAction', lang, { name, action: w(ACTION_KEYS[e.action], lang) });
    case 'wallPlaced': return w('evWall', lang, { name, s: siteNo(e.site) });
    case 'cardPlaced': return w('evCard', lang, { name, p: provNo(e.province) });
    case 'doublePlaced': return { text: w('evDouble', lang, { name, a: siteNo(e.sites[0]), b: siteNo(e.sites[1]), n: e.points }), tone: 'score' };
    case 'towerPlaced': return w('evTower', lang, { name, s: siteNo(e.site) });
    case 'peeked': return w('evPeek', lang, { name, t: terrNo(e.territory) });
    case 'completed': {
      const cards = e.cards.length ? e.cards.map((c) => `${names[c.owner]} ${c.card}`).join(', ') : w('evNoCards', lang);
      let text = w('evCompleted', lang, { p: provNo(e.province), base: e.base, rep: e.reputation, value: e.base + e.reputation, cards });
      if (e.cancelled.length) text += w('evCancelled', lang, { list: e.cancelled.join(', ') });
      return { text, tone: 'score' };
    }
    case 'cardResolved': return w('evCardResolved', lang, { name: names[e.owner], card: e.card, effect: effectText(e, names, lang) });
    case 'scored': {
      const counts = e.counts.map((n, s) => `${names[s]} ${n}`).join(', ');
      if (!e.winners.length) return { text: w('evScoredNone', lang, { p: provNo(e.province) }), tone: 'score' };
      const who = w('evScoredWin', lang, { names: nameList(e.winners, names, lang), value: e.value });
      return { text: w('evScored', lang, { p: provNo(e.province), value: e.value, who, counts }), tone: 'score' };
    }
    case 'emperorCard': return w('evEmperor', lang, { p: provNo(e.province), n: e.left });
    case 'expansionStarted': return { text: w(e.sections === 2 ? 'evExpansion2' : 'evExpansion', lang, { name }), tone: 'score' };
    case 'expanded': return w('evExpanded', lang, { name, side: sideName(e.side), end: w(e.end, lang) });
    case 'wallComplete': return { text: w('evWallComplete', lang), tone: 'end' };
    case 'earlyEnd': return { text: w('evEarlyEnd', lang), tone: 'end' };
    case 'threat': return { text: threatText(e.result, names, lang), tone: 'score' };
    case 'gameOver': return { text: w('evGameOver', lang), tone: 'end' };
    default: return null;
  }
}

/** One territory of the Mongol evaluation in words. */
export function threatText(r, names, lang) {
  const parts = [];
  if (r.losers.length) parts.push(w('evThreatLose', lang, { names: nameList(r.losers, names, lang), threat: r.threat }));
  if (r.protected.length) parts.push(w('evThreatSafe', lang, { names: nameList(r.protected, names, lang) }));
  const who = parts.length ? parts.join('; ') : w('evThreatNone', lang);
  return w('evThreat', lang, { t: terrNo(r.territory), threat: r.threat, who });
}
