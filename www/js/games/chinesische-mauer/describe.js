// A legal move in words (the hint's "Tipp: …"), German and English. With the
// view on screen it names whose card a Dragon or a fame tile goes on;
// without one it still says where (card 2 from the left).

import { w, cardsInSentence, sectionNo } from './strings.js';

/** "Annas Mauer" / "deine Mauer" / "Anna's Wall" / "your Wall" (German accusative, after "auf"). */
function cardOf(top, viewer, names, lang) {
  if (!top) return null;
  if (top.owner === viewer) return w(`own_${top.kind}`, lang);
  const name = names[top.owner];
  if (name === undefined) return null;
  return w('whose', lang, { owner: name, kind: w(`acc_${top.kind}`, lang) });
}

/** Words for one legal move; `view` (the view document on screen) is optional. */
export function describeMove(move, names, lang, view) {
  const n = move.section !== undefined ? sectionNo(move.section) : undefined;
  const v = view?.view;
  switch (move.type) {
    case 'draw':
      return w('mvDraw', lang);
    case 'play':
      if (move.kind === 'dragon') return w('mvPlayDragon', lang, { n });
      return w('mvPlay', lang, { cards: cardsInSentence(move.kind, move.count, lang), n });
    case 'ride':
      return w('mvRide', lang, { cards: cardsInSentence('horseman', move.count, lang), n });
    case 'cover':
    case 'placeTile': {
      const top = v?.sections?.[move.section]?.stacks?.[move.stack]?.top;
      const card = cardOf(top, view?.viewer, names, lang);
      const i = move.stack + 1;
      if (move.type === 'cover') return card ? w('mvCover', lang, { n, card, i }) : w('mvCoverAt', lang, { n, i });
      return w(card ? 'mvPlaceTile' : 'mvPlaceTileAt', lang, { v: move.tile, n, card, i });
    }
    default:
      return w('mvOther', lang);
  }
}
