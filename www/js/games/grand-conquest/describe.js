// A legal move in words (the hint's "Tipp: …"), German and English. With the
// view on screen it names the piece, where it stands and what it takes;
// without one it says what it can from the move alone.

import { w, kindName, fieldNo } from './strings.js';
import { fieldName } from './names.js';

/** A field as people see it on the map ("S12"); by number only without the board. */
function place(board, f, lang) {
  return board ? fieldName(board, f, lang) : String(fieldNo(f));
}

/** The field a piece stands on, through the carriers it is aboard (null if gone). */
export function fieldOf(pieces, id) {
  let p = pieces[id];
  for (let i = 0; i < 4 && p; i++) {
    if (p.place.field !== undefined) return p.place.field;
    if (p.place.aboard === undefined) return null;
    p = pieces[p.place.aboard];
  }
  return null;
}

/** "den Reiter von Feld S12" / "the Rider on field S12": the piece as the move names it, in the case `grammar` asks. */
function pieceWords(board, pieces, id, grammar, lang) {
  const p = pieces[id];
  const f = fieldOf(pieces, id);
  const kind = w(`mv${grammar}_${p.kind}`, lang);
  if (f === null) return kind;
  if (p.place.aboard === undefined) return w('mvPieceOn', lang, { kind, f: place(board, f, lang) });
  // aboard: which of the carrier's cargo of this kind, when it carries more than one
  const carrier = pieces[p.place.aboard];
  const twins = pieces.flatMap((q, i) => (q.place.aboard === p.place.aboard && q.kind === p.kind ? [i] : []));
  const vars = { kind, f: place(board, f, lang), from: w(`mvFrom_${carrier.kind}`, lang), i: twins.indexOf(id) + 1 };
  return w(twins.length > 1 ? 'mvPieceAboardNth' : 'mvPieceAboard', lang, vars);
}

/** "Bens Soldaten" / "Ben's Soldier" (the victim, accusative in German). */
function victimWords(piece, names, lang) {
  return w('mvVictim', lang, { name: names[piece.owner] ?? '', acc: w(`mvAcc_${piece.kind}`, lang), kind: kindName(piece.kind, lang) });
}

/** Words for one legal move (the hint); `view` (the view document on screen) is optional. */
export function describeMove(move, names, lang, view) {
  const v = view?.view;
  const pieces = v?.pieces;
  const board = v?.board;
  const waive = move.waive ? w('mvWaive', lang) : '';
  switch (move.type) {
    case 'go': {
      const to = place(board, move.to, lang);
      const p = pieces?.[move.piece];
      if (!p) return w('mvGoBare', lang, { to }) + waive;
      const there = pieces.find((q) => q.place.field === move.to);
      if (there && there.owner !== p.owner) {
        return w('mvTake', lang, { piece: pieceWords(board, pieces, move.piece, 'Dat', lang), victim: victimWords(there, names, lang), to }) + waive;
      }
      if (there) {
        return w('mvBoard', lang, { piece: pieceWords(board, pieces, move.piece, 'Acc', lang), carrier: w(`mvGen_${there.kind}`, lang), to }) + waive;
      }
      return w('mvGo', lang, { piece: pieceWords(board, pieces, move.piece, 'Acc', lang), to }) + waive;
    }
    case 'endTurn':
      return typeof v?.remaining === 'number' ? w('mvEndTurnN', lang, { n: v.remaining }) : w('mvEndTurn', lang);
    case 'abtausch': {
      const p = pieces?.[move.piece];
      if (!p) return w('mvAbtauschBare', lang);
      const taker = pieces[v.pending?.taker];
      const tatort = v.pending?.tatort;
      if (!taker || tatort === undefined) return w('mvAbtauschPiece', lang, { piece: pieceWords(board, pieces, move.piece, 'Dat', lang) });
      return w('mvAbtausch', lang, { piece: pieceWords(board, pieces, move.piece, 'Dat', lang), victim: victimWords(taker, names, lang), f: place(board, tatort, lang) });
    }
    case 'decline':
      return w('mvDecline', lang);
    default:
      return w('mvOther', lang);
  }
}
