// The messages of a table across devices (one JSON text per data-channel
// message). The host's page is the only authority: a guest sends `hello`
// (its seat and the token its browser keeps) and `move`s; the host answers
// with `welcome`, `state` (that seat's view, the public view and, on its
// turn, its legal moves: nothing else), `ack` or a coded `refused`, and
// `bye` when it turns a device away.
//
//   guest → host  {type:'hello', proto, seat, token}
//                 {type:'move', id, at, move}   id: the guest's own counter (1, 2, …); at: moves played when it chose
//   host → guest  {type:'welcome', proto, seat, names, computers, remote}
//                 {type:'state', rev, at, view, public?, legal}
//                 {type:'ack', id}   {type:'refused', id?, code, message, rule?}   {type:'bye', code}

export const PROTOCOL = 1;
/** A message longer than this is refused unread (a view is a few KB). */
export const MAX_MESSAGE = 64 * 1024;
/** A move longer than this (as JSON) is refused before the engine sees it. */
const MAX_MOVE = 4096;

/** Refusal codes of the table itself (the engine's codes pass through unchanged). */
export const CODES = Object.freeze({
  malformed: 'malformed_message',
  unknownType: 'unknown_message',
  tooLarge: 'message_too_large',
  notJoined: 'not_joined',
  seatTaken: 'seat_taken',
  wrongSeat: 'wrong_seat',
  spectator: 'spectator_cannot_move',
  notYourTurn: 'not_your_turn',
  stale: 'stale_position',
  gameOver: 'game_over',
  badProtocol: 'unsupported_protocol',
  oldInvitation: 'old_invitation', // a signalled link already used or replaced (the guest's page asks for the new one)
});

const plain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
const exactKeys = (msg, keys) => Object.keys(msg).every((k) => keys.includes(k));

/**
 * A guest's message checked for shape: `{msg}` or `{code}` (a refusal).
 * @param {unknown} data
 * @returns {{msg: any} | {code: string}}
 */
export function readGuestMessage(data) {
  if (typeof data !== 'string') return { code: CODES.malformed };
  if (data.length > MAX_MESSAGE) return { code: CODES.tooLarge };
  let msg;
  try { msg = JSON.parse(data); } catch { return { code: CODES.malformed }; }
  if (!plain(msg) || typeof msg.type !== 'string') return { code: CODES.malformed };
  if (msg.type === 'hello') {
    const ok = exactKeys(msg, ['type', 'proto', 'seat', 'token'])
      && (msg.seat === 'spectator' || Number.isSafeInteger(msg.seat))
      && (msg.token === null || (typeof msg.token === 'string' && /^[\w-]{8,100}$/.test(msg.token)));
    if (!ok) return { code: CODES.malformed };
    if (msg.proto !== PROTOCOL) return { code: CODES.badProtocol };
    return { msg };
  }
  if (msg.type === 'move') {
    const ok = exactKeys(msg, ['type', 'id', 'at', 'move'])
      && Number.isSafeInteger(msg.id) && msg.id > 0
      && Number.isSafeInteger(msg.at) && msg.at >= 0
      && plain(msg.move) && typeof msg.move.type === 'string' && JSON.stringify(msg.move).length <= MAX_MOVE;
    return ok ? { msg } : { code: CODES.malformed };
  }
  return { code: CODES.unknownType };
}

/**
 * A host's message checked for shape (the guest trusts its host's game, but
 * not that every text on the channel is a message).
 * @param {unknown} data
 */
export function readHostMessage(data) {
  if (typeof data !== 'string' || data.length > 4 * MAX_MESSAGE) return null;
  try {
    const msg = JSON.parse(data);
    return plain(msg) && typeof msg.type === 'string' ? msg : null;
  } catch {
    return null;
  }
}

/** A random token (the guest's claim to its seat, kept in its browser). */
export function newToken() {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
