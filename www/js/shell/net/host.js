// The host's side of a table across devices. The host's page runs the
// engine and is the only authority: each remote seat and each spectator is
// one WebRTC data channel, made from an invitation link (the offer) and the
// guest's reply code (the answer). A guest gets only its seat's view, the
// public view and, on its turn, its legal moves; its moves are applied here
// like a person's at this screen, once each, and a refused or forged one gets
// the engine's (or the table's) code and changes nothing.
//
// A seat belongs to the first device that joined it (a token its browser
// keeps, recorded here in `spieltisch.net.<save id>`). A new connection needs
// a new offer (there is no server to carry one): when a guest drops, or this
// page reloads, each remote seat gets a fresh invitation at once, which the
// host sends again; the guest's browser shows its token and takes its seat back.
//
// With a signalling server named in the panel (signal.js) a link carries the
// server's address and this page's peer id instead of the offer: the guest's
// page connects through the server, the data channel it opens is wired here
// like a manual one, and everything after it is the same. When the server
// cannot be reached (or goes away), the page says so and makes the unused
// invitations again for the manual flow.

import { h, replace } from '../dom.js';
import { notify } from '../notices.js';
import { EngineError, EnginePanic } from '../engine.js';
import { nt, ensureNetStyles } from './strings.js';
import { encode, decode } from './code.js';
import { makeOffer, acceptAnswer, watchFailure, closeQuietly, stunText, setStunText, DEFAULT_STUN } from './rtc.js';
import { readGuestMessage, CODES, PROTOCOL } from './protocol.js';
import { drawQr } from './qr.js';
import { parseSignal, signalText, setSignalText, signalAddress, randomPeerId, openPeer } from './signal.js';

/** How long a pasted reply may take to open the channel before the page calls it failed. */
const CONNECT_MS = 20000;
/**
 * How long an opened channel may stay without its `hello`. Generous: a busy
 * device (an old phone drawing the board, a machine under load) sent it after
 * more than 10 s, and was turned away with `no_hello` though nothing was wrong.
 */
const HELLO_MS = 30000;
/**
 * How long a device turned away keeps its connection for its `bye` to arrive:
 * the guest closes as soon as it has read it; closing first could drop the
 * bye still queued (a busy machine took more than 200 ms), and the guest
 * would read "the connection failed" instead of why.
 */
const BYE_MS = 5000;

/**
 * @typedef {object} Slot  one connection (or invitation) for a seat or a spectator
 * @property {number | 'spectator'} seat
 * @property {RTCPeerConnection | null} pc
 * @property {RTCDataChannel | null} channel
 * @property {string} nonce  names this invitation (a reply to an older one is told apart)
 * @property {string} link
 * @property {'preparing'|'waiting'|'connecting'|'open'|'lost'} status
 * @property {boolean} [signalled]  its link goes through the signalling server (no reply code)
 * @property {any} [conn]  the PeerJS connection of a signalled invitation
 * @property {boolean} joined
 * @property {number} lastId  the guest's last move id on this connection
 * @property {Map<number, object>} answers  the answer to each recent move id (a repeat gets it again, never a second move)
 * @property {string} sent  the last state sent (without `rev`)
 * @property {any} [timer]
 * @property {string} [bye]  the code of the bye this connection was sent (said again on a hello again)
 */

export class NetHost {
  /** @param {import('../play-screen.js').PlayScreen} screen */
  constructor(screen) {
    this.screen = screen;
    this.session = screen.session;
    this.record = readRecord(this.session.id);
    /** @type {Map<string, Slot>} the current invitation per seat ('0', '1', …, 'spectator') */
    this.invites = new Map();
    /** @type {Set<Slot>} joined connections */
    this.open = new Set();
    this.rev = 0;
    this.disposed = false;
    /** @type {import('./signal.js').SignalServer | null} the signalling server in use */
    this.signal = null;
    /** @type {Promise<any> | null} this page's PeerJS peer at that server (null: the server failed) */
    this.peerReady = null;
    this.peer = null;
    ensureNetStyles();
    // `?debug`: the tests read the connections' states when a join times out
    if (new URLSearchParams(location.search).has('debug')) globalThis.spieltischHost = this;
  }

  /** The seats played on other devices. */
  seats() {
    return this.session.remote.flatMap((on, seat) => (on ? [seat] : []));
  }

  /** Builds the panel (before `before`) and invites every remote seat and a spectator. */
  start(parent, before) {
    this.buildPanel();
    parent.insertBefore(this.els.panel, before);
    this.useSignal(signalText());
    for (const seat of this.seats()) this.invite(seat);
    this.invite('spectator');
  }

  dispose() {
    this.disposed = true;
    for (const slot of [...this.invites.values(), ...this.open]) {
      clearTimeout(slot.timer);
      try { slot.channel?.send(JSON.stringify({ type: 'bye', code: 'host_left' })); } catch { /* closing anyway */ }
      closeQuietly(slot.pc);
    }
    this.invites.clear();
    this.open.clear();
    this.closePeer(true);
  }

  // ---- the signalling server -----------------------------------------------------

  /** Names the server for the next invitations (`text` as typed; empty: none, the manual flow). */
  useSignal(text) {
    this.closePeer();
    this.signal = parseSignal(text);
    this.peerReady = null;
    if (!this.signal) {
      if (text.trim()) this.problem(nt('signalInvalid', { server: text.trim() }), 'signal_invalid');
      return;
    }
    const ready = openPeer(this.signal, randomPeerId()).then((peer) => {
      if (this.disposed || this.peerReady !== ready) { peer.destroy(); return null; }
      this.peer = peer;
      peer.on('connection', (conn) => this.incoming(conn));
      peer.on('disconnected', () => this.serverLost());
      return peer;
    }, () => {
      if (this.peerReady === ready) this.serverLost();
      return null;
    });
    this.peerReady = ready;
  }

  /**
   * The server cannot be reached, or went away: the page says so, and every
   * invitation not yet used is made again for the manual flow (the joined
   * devices play on: their channels need no server).
   */
  serverLost() {
    if (this.disposed || !this.signal) return;
    const server = signalAddress(this.signal);
    this.closePeer();
    this.signal = null;
    this.peerReady = null;
    this.problem(nt('signalUnreachable', { server }), 'signal_unreachable');
    /** @type {HTMLDetailsElement} */ (this.els.panel).open = true; // folded when every seat was there: this needs reading
    for (const slot of [...this.invites.values()]) if (slot.signalled && slot.status === 'waiting') this.invite(slot.seat);
    this.renderPanel();
  }

  /**
   * Lets go of the server. Disconnect, not destroy (unless the page leaves):
   * destroying would close the channels of the devices that joined through it,
   * and those need no server any more.
   */
  closePeer(destroy = false) {
    const { peer } = this;
    this.peer = null;
    if (!peer) return;
    peer.off('disconnected');
    peer.off('connection');
    try { if (destroy) peer.destroy(); else peer.disconnect(); } catch { /* gone */ }
  }

  /** A guest's page came through the server: matched to its invitation by seat and nonce, then wired like a manual channel. */
  incoming(conn) {
    const meta = conn.metadata;
    const key = String(meta?.s);
    const slot = this.invites.get(key);
    if (!slot?.signalled || meta?.t !== this.session.id || meta?.n !== slot.nonce || slot.status !== 'waiting') {
      // an old link (replaced, or already used), or not this table: told why, then closed
      // told in answer to its hello: a bye sent the moment the channel opens
      // could reach the other page before it listens there (lost on a busy
      // machine: the page then said only that the connection failed)
      const code = meta?.t === this.session.id ? CODES.oldInvitation : CODES.malformed;
      conn.on('open', () => {
        const gone = { channel: conn.dataChannel, pc: conn.peerConnection, bye: null };
        conn.dataChannel.addEventListener('message', () => { if (!gone.bye) this.farewell(gone, code); });
      });
      setTimeout(() => conn.close(), CONNECT_MS);
      return;
    }
    slot.status = 'connecting';
    slot.conn = conn;
    conn.on('open', () => {
      if (this.invites.get(key) !== slot || slot.status !== 'connecting') { conn.close(); return; }
      slot.pc = conn.peerConnection;
      slot.channel = conn.dataChannel;
      this.wire(slot);
    });
    slot.timer = setTimeout(() => this.notConnected(slot), CONNECT_MS);
    this.renderPanel();
  }

  /** An invitation answered but not connected in time: said, and made anew. */
  notConnected(slot) {
    if (slot.joined || this.invites.get(String(slot.seat)) !== slot) return;
    this.problem(nt('failed', { name: this.nameOf(slot.seat) }), 'failed');
    slot.conn?.close();
    closeQuietly(slot.pc);
    this.invite(slot.seat);
  }

  /** The panel's line for what went wrong (with a code for the tests), or nothing. */
  problem(text, code = '') {
    if (!this.els) return;
    this.els.problem.textContent = text;
    if (code) this.els.problem.dataset.code = code;
    else delete this.els.problem.dataset.code;
  }

  // ---- invitations ----------------------------------------------------------

  /** A fresh offer for `seat` (a number or 'spectator'): its link replaces the last one. */
  async invite(seat) {
    const key = String(seat);
    const old = this.invites.get(key);
    if (old) { clearTimeout(old.timer); old.conn?.close(); closeQuietly(old.pc); }
    /** @type {Slot} */
    const slot = { seat, pc: null, channel: null, nonce: randomNonce(), link: '', status: 'preparing', joined: false, lastId: 0, answers: new Map(), sent: '' };
    this.invites.set(key, slot);
    this.renderPanel();
    const peer = this.peerReady ? await this.peerReady : null;
    if (this.disposed || this.invites.get(key) !== slot) return;
    if (peer) {
      // through the server: the link names it and this page; the guest's page calls (incoming)
      const code = await encode({ v: PROTOCOL, t: this.session.id, g: this.session.game, s: seat, n: slot.nonce, p: peer.id, x: signalAddress(this.signal) });
      if (this.disposed || this.invites.get(key) !== slot) return;
      slot.signalled = true;
      slot.link = `${location.origin}${location.pathname}${location.search}#/join/${code}`;
      slot.status = 'waiting';
      this.renderPanel();
      return;
    }
    let offer;
    try {
      offer = await makeOffer();
    } catch (e) {
      notify(String(e?.message || e), { kind: 'error', key: 'net' });
      return;
    }
    if (this.disposed || this.invites.get(key) !== slot) { closeQuietly(offer.pc); return; }
    slot.pc = offer.pc;
    slot.channel = offer.channel;
    const code = await encode({ v: PROTOCOL, t: this.session.id, g: this.session.game, s: seat, n: slot.nonce, o: offer.sdp });
    slot.link = `${location.origin}${location.pathname}${location.search}#/join/${code}`;
    slot.status = 'waiting';
    this.wire(slot);
    this.renderPanel();
  }

  /**
   * The channel's events: open → wait for hello; message → handle; close →
   * lost (and a new invitation). Listeners, not `on…` handlers: a signalled
   * channel's handlers are PeerJS's own; it arrives already open.
   */
  wire(slot) {
    const { channel, pc } = slot;
    const opened = () => {
      clearTimeout(slot.timer);
      slot.timer = setTimeout(() => { if (!slot.joined) this.drop(slot, 'no_hello'); }, HELLO_MS);
    };
    if (channel.readyState === 'open') opened();
    else channel.addEventListener('open', opened);
    channel.addEventListener('message', (e) => this.receive(slot, e.data));
    channel.addEventListener('close', () => this.lost(slot));
    watchFailure(pc, () => this.lost(slot));
  }

  /** Takes every pasted reply code (each names its seat and invitation). */
  async connect() {
    const inputs = [...this.els.panel.querySelectorAll('[data-reply-input]')];
    this.problem('');
    for (const input of inputs) {
      const text = /** @type {HTMLTextAreaElement} */ (input).value.trim();
      if (!text) continue;
      const problem = await this.take(text);
      if (problem) this.problem(problem, 'reply');
      else /** @type {HTMLTextAreaElement} */ (input).value = '';
    }
    this.renderPanel();
  }

  /** One reply code: its answer goes to its invitation. Returns a problem in words, or null. */
  async take(text) {
    const reply = await decode(text);
    if (!reply || reply.v !== PROTOCOL || typeof reply.a !== 'string' || typeof reply.n !== 'string') return nt('replyUnknown');
    if (reply.t !== this.session.id) return nt('replyOtherTable');
    const slot = this.invites.get(String(reply.s));
    const name = this.nameOf(reply.s);
    if (!slot || slot.signalled) return nt('replyUnknown');
    if (slot.nonce !== reply.n) return nt('replyOld', { name });
    if (slot.status !== 'waiting') return nt('replyTaken', { name });
    try {
      await acceptAnswer(slot.pc, reply.a);
    } catch {
      return nt('replyUnknown');
    }
    slot.status = 'connecting';
    slot.timer = setTimeout(() => this.notConnected(slot), CONNECT_MS);
    return null;
  }

  nameOf(seat) {
    return seat === 'spectator' ? nt('spectatorName') : this.session.names[seat] ?? String(seat);
  }

  // ---- messages --------------------------------------------------------------

  receive(slot, data) {
    const read = readGuestMessage(data);
    if (slot.status === 'lost') {
      // turned away or replaced: its bye is on the way; a hello again says the
      // bye was lost (as a first hello can be, see guest.js hello), so again
      if (slot.bye && 'msg' in read && read.msg.type === 'hello') this.send(slot, { type: 'bye', code: slot.bye });
      return;
    }
    if ('code' in read) {
      this.send(slot, { type: 'refused', code: read.code, message: read.code });
      return;
    }
    const { msg } = read;
    if (msg.type === 'hello') this.hello(slot, msg);
    else this.move(slot, msg);
  }

  hello(slot, msg) {
    if (slot.joined) return this.helloAgain(slot, msg);
    if (msg.seat !== slot.seat) return this.turnAway(slot, CODES.wrongSeat);
    if (slot.seat !== 'spectator') {
      const known = this.record.tokens[slot.seat];
      if (!msg.token) return this.turnAway(slot, CODES.malformed);
      if (known && known !== msg.token) {
        this.problem(nt('refusedDevice', { name: this.nameOf(slot.seat) }), 'seat_taken');
        return this.turnAway(slot, CODES.seatTaken);
      }
      this.record.tokens[slot.seat] = msg.token;
      writeRecord(this.session.id, this.record);
      // the same device again (its old connection not yet noticed as gone): the new one counts
      for (const other of this.open) if (other.seat === slot.seat) this.drop(other, 'replaced');
    }
    clearTimeout(slot.timer);
    slot.joined = true;
    slot.status = 'open';
    this.open.add(slot);
    this.invites.delete(String(slot.seat));
    this.welcome(slot);
    // a spectator link serves one device: the next one gets a link of its own
    if (slot.seat === 'spectator') this.invite('spectator');
    this.renderPanel();
  }

  /**
   * The guest says hello until it hears from this page (its first could be
   * lost, guest.js): a repeat on a joined connection gets the welcome and the
   * state again, which the guest takes once; another seat or token is refused.
   */
  helloAgain(slot, msg) {
    const same = msg.seat === slot.seat && (slot.seat === 'spectator' || msg.token === this.record.tokens[slot.seat]);
    if (!same) return this.send(slot, { type: 'refused', code: CODES.malformed, message: 'hello twice' });
    slot.sent = '';
    this.welcome(slot);
  }

  /** The welcome (names, computers, remote seats) and the seat's state. */
  welcome(slot) {
    const s = this.session;
    this.send(slot, { type: 'welcome', proto: PROTOCOL, seat: slot.seat, names: s.names.slice(), computers: s.computers.slice(), remote: s.remote.slice() });
    this.publishTo(slot);
  }

  /** Turns a device away with a code; the seat's invitation is made anew (this one is used up). */
  turnAway(slot, code) {
    const seat = slot.seat;
    this.farewell(slot, code);
    slot.status = 'lost';
    clearTimeout(slot.timer);
    // a fresh invitation for the seat, without closing this connection at
    // once (invite() closes the one it replaces): its bye must get there first
    if (this.invites.get(String(seat)) === slot) {
      this.invites.delete(String(seat));
      this.invite(seat);
    }
  }

  move(slot, msg) {
    if (!slot.joined) return this.send(slot, { type: 'refused', id: msg.id, code: CODES.notJoined, message: CODES.notJoined });
    if (msg.id <= slot.lastId) {
      // a repeat: the same answer again, the move is never applied twice
      const answer = slot.answers.get(msg.id) ?? { type: 'refused', id: msg.id, code: CODES.stale, message: CODES.stale };
      return this.send(slot, answer);
    }
    slot.lastId = msg.id;
    // acknowledged as soon as it is saved and the new states are out (publish), before this screen draws
    const answer = this.apply(slot, msg);
    const acking = this.acking;
    this.acking = null;
    slot.answers.set(msg.id, answer);
    if (slot.answers.size > 32) slot.answers.delete(slot.answers.keys().next().value);
    if (!(answer.type === 'ack' && acking?.sent)) this.send(slot, answer);
  }

  /** Applies a guest's move like a person's at this screen; returns the ack or the refusal. */
  apply(slot, msg) {
    const { seat } = slot;
    const s = this.screen;
    const refuse = (code, message = code, rule = undefined) => ({ type: 'refused', id: msg.id, code, message, ...(rule ? { rule } : {}) });
    if (seat === 'spectator') return refuse(CODES.spectator);
    if (s.saving?.sync()) return refuse(CODES.stale); // another tab of this device moved on
    const status = this.session.status();
    if (status.finished) return refuse(CODES.gameOver);
    if (status.active[0] !== seat) return refuse(CODES.notYourTurn);
    if (msg.at !== this.session.moves.length) return refuse(CODES.stale);
    try {
      this.session.apply(msg.move);
    } catch (e) {
      if (e instanceof EngineError) return refuse(e.code, e.message, e.rule);
      if (e instanceof EnginePanic) {
        s.recover(e);
        return refuse('engine_failed', e.message);
      }
      throw e;
    }
    this.acking = { slot, id: msg.id, sent: false }; // publish sends the ack after the states
    s.computers.streak.reset();
    s.news.decided(seat);
    s.afterChange(s.shownSeat); // saves, shows and publishes: the state goes out before the ack
    return { type: 'ack', id: msg.id };
  }

  /** Sends every joined guest what changed for it (the play screen calls this whenever it shows). */
  publish() {
    for (const slot of this.open) this.publishTo(slot);
    if (this.acking && !this.acking.sent) {
      this.acking.sent = true;
      this.send(this.acking.slot, { type: 'ack', id: this.acking.id });
    }
    this.renderCount();
  }

  publishTo(slot) {
    const body = this.stateFor(slot.seat);
    const text = JSON.stringify(body);
    if (text === slot.sent) return;
    slot.sent = text;
    this.send(slot, { type: 'state', rev: ++this.rev, ...body });
  }

  /** What `seat` may see now: its view, the table's, and its legal moves on its turn. Nothing else. */
  stateFor(seat) {
    const s = this.session;
    const at = s.moves.length;
    if (seat === 'spectator') return { at, view: s.view('spectator'), legal: [] };
    const view = s.view(seat);
    const turn = !view.status.finished && view.status.active[0] === seat;
    return { at, view, public: s.view('spectator'), legal: turn ? s.legalMoves() : [] };
  }

  send(slot, msg) {
    if (slot.channel?.readyState !== 'open') return;
    try { slot.channel.send(JSON.stringify(msg)); } catch { /* closing: `lost` follows */ }
  }

  drop(slot, reason) {
    this.farewell(slot, reason);
    this.lost(slot);
  }

  /** Sends `bye` with `code`; the connection closes when the guest closes it on reading it, or after BYE_MS. */
  farewell(slot, code) {
    const { channel, pc } = slot;
    slot.bye = code;
    this.send(slot, { type: 'bye', code });
    if (channel?.readyState !== 'open') { closeQuietly(pc); return; }
    const timer = setTimeout(() => closeQuietly(pc), BYE_MS);
    channel.addEventListener('close', () => { clearTimeout(timer); closeQuietly(pc); });
  }

  /** A connection ended: a seat gets a new invitation (its token still holds it). */
  lost(slot) {
    if (this.disposed || slot.status === 'lost') return;
    const was = slot.joined;
    slot.status = 'lost';
    clearTimeout(slot.timer);
    this.open.delete(slot);
    const key = String(slot.seat);
    if (slot.seat !== 'spectator' && was && ![...this.open].some((o) => o.seat === slot.seat)) {
      this.problem(nt('guestLost', { name: this.nameOf(slot.seat) }), 'guest_lost');
      this.invite(slot.seat);
    } else if (this.invites.get(key) === slot) {
      this.invite(slot.seat); // an invitation that failed before it joined: a fresh one
    }
    this.renderPanel();
  }

  // ---- the panel ---------------------------------------------------------------

  buildPanel() {
    const els = {};
    els.summary = h('summary', { class: 'st-net-summary' });
    els.list = h('ul', { class: 'st-net-list' });
    els.how = h('p', { class: 'st-muted st-net-how' });
    els.connect = h('button', { type: 'button', class: 'st-btn st-btn-primary', 'data-action': 'connect', on: { click: () => this.connect() } });
    els.problem = h('p', { class: 'st-net-problem', role: 'alert', 'data-net-problem': true });
    els.stun = h('textarea', { id: 'st-net-stun', class: 'st-net-stun', rows: 2, 'data-net-stun': true, spellcheck: 'false' });
    els.stunLabel = h('label', { for: 'st-net-stun' });
    els.stunHint = h('p', { class: 'st-muted' });
    els.signal = h('input', { type: 'text', id: 'st-net-signal', class: 'st-net-signal', 'data-net-signal': true, spellcheck: 'false', autocomplete: 'off', inputmode: 'url', 'aria-describedby': 'st-net-signal-hint' });
    els.signalLabel = h('label', { for: 'st-net-signal' });
    els.signalHint = h('p', { class: 'st-muted', id: 'st-net-signal-hint' });
    els.stunSave = h('button', { type: 'button', class: 'st-btn', 'data-action': 'net-stun', on: { click: () => this.applySettings() } });
    els.settingsTitle = h('summary', {});
    els.settings = h('details', { class: 'st-net-settings' }, els.settingsTitle, els.stunLabel, els.stun, els.stunHint, els.signalLabel, els.signal, els.signalHint, els.stunSave);
    els.panel = h('details', { class: 'st-net', 'data-net': 'host', open: true },
      els.summary, els.how, els.list, h('div', { class: 'st-net-actions' }, els.connect), els.problem, els.settings);
    /** @type {HTMLTextAreaElement} */ (els.stun).value = stunText();
    /** @type {HTMLInputElement} */ (els.signal).value = signalText();
    this.els = els;
    this.seatRows = new Map();
  }

  /** Keeps the settings; a changed signalling server makes every unused invitation anew (its links change). */
  applySettings() {
    const { els } = this;
    setStunText(/** @type {HTMLTextAreaElement} */ (els.stun).value);
    const before = signalText();
    setSignalText(/** @type {HTMLInputElement} */ (els.signal).value);
    if (signalText() !== before || (signalText() && !this.signal)) {
      this.problem('');
      this.useSignal(signalText());
      for (const slot of [...this.invites.values()]) if (slot.status !== 'connecting') this.invite(slot.seat);
    }
    notify(nt('stunSaved'), { kind: 'info', key: 'net', timeout: 4000 });
  }

  /** Redraws the rows; a reply being pasted stays where it is. */
  renderPanel() {
    if (!this.els || this.disposed) return;
    const { els } = this;
    els.how.textContent = this.signal ? nt('panelHowSignal', { server: signalAddress(this.signal) }) : nt('panelHow');
    els.connect.textContent = nt('connect');
    // the Connect button only while some invitation waits for a reply code
    els.connect.hidden = ![...this.invites.values()].some((slot) => !slot.signalled && slot.status !== 'open');
    els.signalLabel.textContent = nt('signalLabel');
    els.signalHint.textContent = nt('signalHint');
    els.settingsTitle.textContent = nt('settings');
    els.stunLabel.textContent = nt('stunLabel');
    els.stunHint.textContent = nt('stunHint', { server: DEFAULT_STUN });
    els.stunSave.textContent = nt('save');
    const keys = [...this.seats().map(String), 'spectator'];
    replace(els.list, keys.map((key) => this.row(key)));
    this.renderCount();
  }

  renderCount() {
    if (!this.els) return;
    const seats = this.seats();
    const joined = seats.filter((seat) => [...this.open].some((o) => o.seat === seat)).length;
    const viewers = [...this.open].filter((o) => o.seat === 'spectator').length;
    const text = `${nt('panelTitle')} · ${nt('panelCount', { k: joined, n: seats.length })}${viewers ? ` · ${nt('viewers', { n: viewers })}` : ''}`;
    if (this.els.summary.textContent !== text) this.els.summary.textContent = text;
    this.els.panel.dataset.connected = String(joined);
    // all seats there: the panel folds to one line (the board needs the room)
    if (joined === seats.length && joined !== this.lastJoined) /** @type {HTMLDetailsElement} */ (this.els.panel).open = false;
    if (joined < seats.length && this.lastJoined !== undefined && joined < this.lastJoined) /** @type {HTMLDetailsElement} */ (this.els.panel).open = true;
    this.lastJoined = joined;
  }

  /** One seat's row: name, state, and while invited its link and the field for its reply. */
  row(key) {
    const seat = key === 'spectator' ? 'spectator' : Number(key);
    const name = this.nameOf(seat);
    const joined = seat !== 'spectator' && [...this.open].some((o) => o.seat === seat);
    const slot = this.invites.get(key);
    const status = joined ? 'open' : slot?.status || 'lost';
    let cached = this.seatRows.get(key);
    if (!cached) {
      const link = h('input', { type: 'text', readonly: true, class: 'st-net-link', 'data-invite-link': key, on: { focus: (e) => /** @type {HTMLInputElement} */ (e.target).select() } });
      const reply = h('textarea', { class: 'st-net-reply', rows: 2, 'data-reply-input': key, spellcheck: 'false', autocomplete: 'off' });
      const copy = h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'copy-invite', on: { click: () => copyText(/** @type {HTMLInputElement} */ (link).value) } });
      const share = navigator.share ? h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'share-invite', on: { click: () => navigator.share({ title: this.screen.info.name, url: /** @type {HTMLInputElement} */ (link).value }).catch(() => {}) } }) : null;
      // the link as a QR code, drawn when opened (a phone beside the screen scans it)
      const qrCanvas = /** @type {HTMLCanvasElement} */ (h('canvas', { class: 'st-net-qr-code', 'data-invite-qr': key, role: 'img' }));
      const qrTitle = h('summary', {});
      const qr = /** @type {HTMLDetailsElement} */ (h('details', { class: 'st-net-qr', on: { toggle: () => { if (qr.open) this.drawQr(key); } } }, qrTitle, qrCanvas));
      cached = { link, reply, copy, share, qr, qrTitle, qrCanvas, linkLabel: h('label', { for: `st-net-link-${key}` }), replyLabel: h('label', { for: `st-net-reply-${key}` }), state: h('span', { class: 'st-net-state' }) };
      link.id = `st-net-link-${key}`;
      reply.id = `st-net-reply-${key}`;
      this.seatRows.set(key, cached);
    }
    const c = cached;
    /** @type {HTMLInputElement} */ (c.link).value = slot?.link || '';
    c.qrTitle.textContent = nt('qr');
    c.qrCanvas.setAttribute('aria-label', nt('qrLabel', { name }));
    if (c.qr.open) this.drawQr(key);
    c.copy.textContent = nt('copy');
    if (c.share) c.share.textContent = nt('share');
    c.linkLabel.textContent = seat === 'spectator' ? nt('spectatorInvite') : nt('inviteFor', { name });
    c.replyLabel.textContent = seat === 'spectator' ? nt('replySpectator') : nt('replyFor', { name });
    c.state.textContent = status === 'open' ? `✓ ${nt('connected')}` : nt(status === 'lost' ? 'preparing' : status === 'waiting' && slot?.signalled ? 'waitingSignal' : status);
    const inviting = !joined && slot;
    const swatch = seat === 'spectator' ? null : h('span', { class: 'st-seat-swatch', style: { background: this.screen.seatColor(seat) }, 'aria-hidden': 'true' });
    return h('li', { class: 'st-net-seat', dataset: { netSeat: key, netStatus: status } },
      h('div', { class: 'st-net-seat-head' }, swatch, h('strong', { text: name }), ' ', c.state),
      inviting ? h('div', { class: 'st-net-field' }, c.linkLabel, h('div', { class: 'st-net-row' }, c.link, c.copy, c.share), slot?.link ? c.qr : null) : null,
      inviting && status === 'waiting' && !slot.signalled ? h('div', { class: 'st-net-field' }, c.replyLabel, c.reply) : null);
  }

  /** The QR code of seat `key`'s current link, drawn again only when the link changed. */
  drawQr(key) {
    const c = this.seatRows.get(key);
    const link = this.invites.get(key)?.link;
    if (!c || !link || c.qrCanvas.dataset.link === link) return;
    drawQr(c.qrCanvas, link);
    c.qrCanvas.dataset.link = link;
  }
}

function copyText(text) {
  navigator.clipboard?.writeText(text).then(() => notify(nt('copied'), { kind: 'info', key: 'net-copy', timeout: 2500 }), () => {});
}

function randomNonce() {
  const b = new Uint8Array(6);
  crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

// ---- the host's record: which device holds which seat ---------------------------

const recordKey = (id) => `spieltisch.net.${id}`;

function readRecord(id) {
  try {
    const doc = JSON.parse(localStorage.getItem(recordKey(id)) || 'null');
    if (doc && typeof doc.tokens === 'object' && doc.tokens) return { tokens: { ...doc.tokens } };
  } catch { /* unreadable: seats are free again */ }
  return { tokens: {} };
}

function writeRecord(id, record) {
  try { localStorage.setItem(recordKey(id), JSON.stringify(record)); } catch { /* kept for this page */ }
}
