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

/** " (Provinz 3)" / " (province 3)" for a site, when the view says where it lies. */
function inProvince(v, site, lang) {
  const p = v?.siteProvince?.[site];
  return p === undefined || p === null ? '' : w('mvInProvince', lang, { p: provNo(p) });
}

/** Whose piece stands on a site: "Anna" / "dir" words, or '' without the view. */
function ownerOf(v, site, names, viewer, lang) {
  const owner = v?.sites?.[site]?.owner;
  if (owner === undefined || owner === null) return '';
  return owner === viewer ? w('mvYours', lang) : (names[owner] ?? '');
}

/** The site east of `site` along the wall (the double wall's second half). */
function eastOf(v, site) {
  const i = v?.order?.indexOf(site) ?? -1;
  return i >= 0 && i + 1 < v.order.length ? v.order[i + 1] : null;
}

/**
 * Words for one legal move (the hint); `view` (the view document on screen)
 * adds provinces, owners and the card being resolved.
 */
export function describeMove(move, names, lang, view) {
  const v = view?.view;
  const viewer = view?.viewer;
  const s = move.site !== undefined ? siteNo(move.site) : undefined;
  switch (move.type) {
    case 'action': {
      const key = ACTION_KEYS[move.action];
      return key ? w('mvAction', lang, { action: w(key, lang), long: w(`${key}Long`, lang) }) : w('mvOther', lang);
    }
    case 'wall':
      return w('mvWall', lang, { s }) + inProvince(v, move.site, lang);
    case 'tower':
      return w('mvTower', lang, { s }) + inProvince(v, move.site, lang);
    case 'double': {
      const east = eastOf(v, move.site);
      const text = east === null ? w('mvDoubleFrom', lang, { s }) : w('mvDouble', lang, { a: s, b: siteNo(east) });
      return text + inProvince(v, move.site, lang);
    }
    case 'card':
      return w('mvCard', lang, { card: move.card, p: provNo(move.province), effect: w(`card${move.card}`, lang) });
    case 'removeCard': {
      const owner = v?.scoring?.cards?.find((c) => c.card === move.card && !c.removed)?.owner;
      if (owner === undefined) return w('mvRemoveCard', lang, { card: move.card });
      if (owner === viewer) return w('mvRemoveOwnCard', lang, { card: move.card });
      return w('mvRemoveCardOf', lang, { card: move.card, name: names[owner] });
    }
    case 'destroy': {
      const owner = v?.sites?.[move.site]?.owner;
      const name = owner === undefined || owner === null ? undefined : names[owner];
      let text = w('mvDestroy', lang, { s });
      if (owner === viewer) text = w('mvDestroyOwn', lang, { s });
      else if (name !== undefined) text = w('mvDestroyOf', lang, { s, owner: w('mvWhose', lang, { name }) });
      return text + inProvince(v, move.site, lang);
    }
    case 'removeThreat':
      return w('mvRemoveThreat', lang, { t: terrNo(move.territory) });
    case 'choose': {
      const sc = v?.scoring;
      const card = sc?.cards?.[sc.next]?.card;
      const option = move.option === 'b' ? 'b' : 'a';
      if (card !== 3 && card !== 4) return w('mvChoose', lang, { o: option });
      return w('mvChooseCard', lang, { text: w(`opt${card}${option}`, lang), card, p: provNo(sc.province) });
    }
    case 'swap': {
      const a = ownerOf(v, move.site, names, viewer, lang);
      const b = ownerOf(v, move.with, names, viewer, lang);
      return w(a && b ? 'mvSwapOf' : 'mvSwap', lang, { a: s, b: siteNo(move.with), ownerA: a, ownerB: b });
    }
    case 'pass':
      return w('mvPass', lang);
    case 'expand':
      return w('mvExpand', lang, { side: sideName(move.side), end: w(move.end === 'east' ? 'mvEast' : 'mvWest', lang) });
    default:
      return w('mvOther', lang);
  }
}
