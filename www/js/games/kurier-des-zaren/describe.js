// A legal move in words (the hint's "Tipp: …"), German and English. With the
// view on screen it names the inns, the courier drawn or travelling and the
// coins at stake; without one it numbers the inns as on the board (1–18).

import { w, kindName, villageName, colourName } from './strings.js';

/** "die Herberge Baikal-Bar (Sumpfland)" / "Herberge 3" without the view. */
function innWords(board, inn, lang) {
  const name = board?.innName?.[inn];
  if (name === undefined) return w('mvInnNo', lang, { n: inn + 1 });
  return w('mvInn', lang, { name, village: villageName(board.innVillage?.[inn], lang) });
}

/** A courier with its article: "den Kosaken" (accusative) / "the cossack". */
const acc = (kind, lang) => w(`mvAcc_${kind}`, lang);

/**
 * Words for one legal move (the hint); `view` (the view document on screen)
 * is optional; `hue` names colours as drawn (strings.js colourName).
 */
export function describeMove(move, names, lang, view, hue = (i) => i) {
  const v = view?.view;
  const board = v?.board;
  const step = v?.step;
  const inn = move.inn !== undefined ? innWords(board, move.inn, lang) : undefined;
  switch (move.type) {
    case 'start': {
      const kind = step?.courier?.kind;
      return kind ? w('mvStartKind', lang, { courier: acc(kind, lang), inn }) : w('mvStart', lang, { inn });
    }
    case 'place':
      return w('mvPlace', lang, { courier: acc(move.kind, lang), colour: colourName(move.colour, lang, hue), inn });
    case 'draw':
      return w('mvDraw', lang);
    case 'placeDrawn': {
      const kind = step?.courier?.kind;
      return kind ? w('mvPlaceDrawnKind', lang, { courier: acc(kind, lang), inn }) : w('mvPlaceDrawn', lang, { inn });
    }
    case 'handover':
      return w('mvHandover', lang, { kind: kindName(move.kind, lang), inn });
    case 'depart': {
      const pair = v?.inns?.[move.inn]?.departing;
      if (!pair) return w('mvDepart', lang, { inn });
      return w('mvDepartPair', lang, { inn, a: kindName(pair[0], lang), b: kindName(pair[1], lang) });
    }
    case 'first': {
      const from = step?.inn !== undefined && step?.inn !== null ? innWords(board, step.inn, lang) : null;
      return from ? w('mvFirstFrom', lang, { courier: acc(move.kind, lang), inn: from }) : w('mvFirst', lang, { courier: acc(move.kind, lang) });
    }
    case 'lodge': {
      const courier = step?.travellers?.[step.index]?.courier;
      if (!courier) return w('mvLodge', lang, { inn });
      return w('mvLodgeKind', lang, { courier: acc(courier.kind, lang), colour: colourName(courier.colour, lang, hue), inn });
    }
    case 'coin':
      return w('mvCoin', lang);
    case 'stop':
      if (!v) return w('mvStop', lang);
      return v.pending?.length ? w('mvStopSecure', lang, { n: v.pendingValue ?? 0 }) : w('mvStopEnd', lang);
    case 'pass':
      return w('mvPass', lang);
    default:
      return w('mvOther', lang);
  }
}
