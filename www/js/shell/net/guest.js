// The guest's side: `#/join/<invitation>`. The page answers the host's offer
// and shows the reply code to send back; once the channel opens it claims its
// seat with the token this browser keeps for that table and seat (a rejoin
// from a new invitation takes the same seat back), and then plays on a play
// screen fed by the host's messages: only this seat's view, the table's view
// and, on its turn, its legal moves. It holds no state, no seed, no engine.
// No hand-over screen: one person sits at this device.
//
// A link through a signalling server (signal.js) carries no offer but the
// server and the host's peer id: the page connects through the server with
// the PeerJS client, shows no reply code, and goes on as above over the data
// channel that opens.

import { h, replace, focus } from '../dom.js';
import { t, lang, setLang, onLangChange } from '../i18n.js';
import { notify, announce, clearNotice } from '../notices.js';
import { PlayScreen } from '../play-screen.js';
import { describeEvents } from '../play/table.js';
import { nt, ensureNetStyles } from './strings.js';
import { encode, decode } from './code.js';
import { answerOffer, watchFailure, closeQuietly } from './rtc.js';
import { readHostMessage, newToken, PROTOCOL, CODES } from './protocol.js';
import { parseSignal, randomPeerId, openPeer } from './signal.js';

/** How long a move waits for the host's answer. */
const ANSWER_MS = 15000;
/** The hello's repeat while the host has not answered, and how often at most (the host waits 30 s for one). */
const HELLO_REPEAT_MS = 1000;
const HELLO_TRIES = 30;
/** How long a signalled join may take from the server's answer to the open channel. */
const CONNECT_MS = 20000;

/**
 * What the guest's play screen asks of a session, from the host's last
 * `state` message (the same methods as ../session.js, read-only).
 */
export class RemoteSession {
  constructor(game, welcome) {
    this.game = game;
    this.seat = welcome.seat;
    this.names = welcome.names;
    this.players = welcome.names.length;
    this.computers = welcome.computers;
    this.remote = welcome.remote;
    this.seed = 0; // never sent: the seed stays with the host
    this.id = null;
    this.start = null;
    this.revision = 0;
    /** @type {any} the host's last state message */
    this.current = null;
  }

  get moves() { return { length: this.current?.at ?? 0 }; }
  status() { return this.current.view.status; }
  activeSeat() { return this.status().active[0] ?? null; }
  legalMoves() { return this.current.legal; }
  computerAt(seat) { return seat === null || seat === undefined ? null : this.computers[seat] ?? null; }
  /** The one person at this device. */
  people() { return this.seat === 'spectator' ? [] : [this.seat]; }
  view(viewer) {
    if (viewer === this.seat) return this.current.view;
    if (viewer === 'spectator') return this.current.public ?? this.current.view;
    throw new Error(`no view of ${viewer} on this device`);
  }
  walk() { /* the history stays with the host: catch-up starts from now */ }
  apply() { throw new Error('a guest sends its moves to the host'); }
  undo() {}
  dispose() {}
}

/** The guest's play screen: the board of its seat, moves sent to the host. */
export class GuestScreen extends PlayScreen {
  constructor(root, o) {
    super(root, { ...o, mode: 'guest', autosave: false });
    /** @type {(msg: object) => void} */
    this.sendToHost = o.send;
    this.nextId = 1;
    /** @type {Map<number, (answer: any) => void>} */
    this.waiting = new Map();
    this.frame = 0;
  }

  /** The session as what it is here: the host's messages. */
  get remote() {
    return /** @type {RemoteSession} */ (/** @type {unknown} */ (this.session));
  }

  build() {
    super.build();
    this.els.undo.remove(); // the host's page keeps the history
    this.els.speed?.remove(); // computers play at the host's pace
    // a way back to the start page (the game goes on at the host's device)
    this.els.header.prepend(h('a', { class: 'st-btn st-btn-quiet', href: '#/', 'data-action': 'menu', 'aria-label': nt('back'), title: nt('back'), text: '←' }));
    this.els.screen.dataset.net = 'guest';
  }

  show() {
    const status = this.session.status();
    this.els.catchUp.hidden = true;
    this.shownSeat = this.remote.seat;
    this.curtain.hide();
    if (status.finished) {
      this.renderBoard();
      if (!this.end.dismissed) this.end.show();
      return;
    }
    this.end.hide();
    this.renderBoard();
    if (this.personDecides()) this.news.showPanel(this.shownSeat);
  }

  /** A new state from the host: announce what is new, then show it. */
  update(msg) {
    this.remote.current = msg;
    const events = this.renderer.events(this.session.view(this.shownSeat ?? this.remote.seat));
    if (events.length < this.announced) this.announced = 0;
    const text = describeEvents(this.renderer, this.session.names, events, this.announced, this.seatColors).map((e) => e.text).join(' ');
    if (text) announce(text);
    this.announced = events.length;
    // drawn at the next frame: several states in one frame draw once, and an answer waiting behind this message is not held up
    if (!this.frame) this.frame = requestAnimationFrame(() => { this.frame = 0; this.refresh(); });
  }

  destroy() {
    cancelAnimationFrame(this.frame);
    super.destroy();
  }

  /** Sends the move; resolves true once the host applied it, false on its refusal. */
  async play(move) {
    if (this.busy || !this.personDecides()) return false;
    this.busy = true;
    try {
      const id = this.nextId++;
      const answer = await new Promise((resolve) => {
        this.waiting.set(id, resolve);
        this.sendToHost({ type: 'move', id, at: this.session.moves.length, move });
        setTimeout(() => resolve(null), ANSWER_MS);
      });
      this.waiting.delete(id);
      if (!answer) {
        notify(nt('joinNoAnswer'), { kind: 'error', key: 'refused', timeout: 6000, screen: true });
        return false;
      }
      if (answer.type === 'ack') {
        clearNotice('refused');
        this.news.decided(/** @type {number} */ (this.remote.seat));
        return true;
      }
      const rule = answer.rule ? ` (${t('errorRule', { rule: answer.rule })})` : '';
      notify(t('errorRefused', { message: answer.message || answer.code }) + rule, { kind: 'error', key: 'refused', timeout: 6000, screen: true });
      return false;
    } finally {
      this.busy = false;
    }
  }

  /** The host's answer to move `id`. */
  answered(msg) {
    this.waiting.get(msg.id)?.(msg);
  }

  undo() {}
}

/**
 * Opens an invitation: answers it, shows the reply code, and once connected
 * the game. `deps` come from app.js (the catalog, the renderer loader).
 */
export async function openJoin(root, code, { gameList, loadRenderer, setScreen }) {
  ensureNetStyles();
  const invite = await decode(code);
  const info = invite && gameList.find((g) => g.id === invite.g);
  const valid = info && invite.v === PROTOCOL && typeof invite.t === 'string' && /^[\w-]{1,100}$/.test(invite.t)
    && (invite.s === 'spectator' || Number.isSafeInteger(invite.s)) && typeof invite.n === 'string'
    && (typeof invite.o === 'string' || (typeof invite.p === 'string' && /^[\w-]{1,64}$/.test(invite.p) && parseSignal(invite.x) !== null));
  if (!valid) {
    problem(root, nt('joinInvalid'));
    return null;
  }
  const renderer = await loadRenderer(invite.g);
  const join = new Join(root, invite, info, renderer);
  setScreen(join);
  await join.start();
  return join;
}

class Join {
  constructor(root, invite, info, renderer) {
    this.root = root;
    this.invite = invite;
    this.info = info;
    this.renderer = renderer;
    /** @type {string | undefined} */
    this.memoryToken = undefined;
    this.screen = null;
    this.pc = null;
    this.channel = null;
    /** the PeerJS peer of a signalled join */
    this.peer = null;
    this.left = false;
    /** Something came from the host: the hello got through. */
    this.heard = false;
    this.helloTimer = undefined;
    this.debug = new URLSearchParams(location.search).has('debug');
    // `?debug`: the tests read the connection's states when a join times out
    if (this.debug) globalThis.spieltischJoin = this;
  }

  async start() {
    const { invite, info } = this;
    document.title = `${info.name} – ${t('appTitle')}`;
    this.build();
    if (typeof invite.p === 'string') return this.startSignalled();
    let answer;
    try {
      answer = await answerOffer(invite.o);
    } catch {
      this.fail('joinInvalid');
      return;
    }
    this.pc = answer.pc;
    /** @type {HTMLTextAreaElement} */ (this.els.reply).value = await encode({ v: PROTOCOL, t: invite.t, s: invite.s, n: invite.n, a: answer.sdp });
    this.setState('waiting', 'joinWaiting');
    focus(this.els.copy);
    watchFailure(this.pc, () => this.dropped());
    this.attach(await answer.channel);
  }

  /**
   * The join page: for a manual link the reply code to send back, for a
   * signalled one what happens; the state and any problem. Its words follow
   * the language button (label()).
   */
  build() {
    const signalled = typeof this.invite.p === 'string';
    const els = {
      back: h('a', { class: 'st-btn st-btn-quiet', href: '#/', 'data-action': 'menu' }),
      title: h('h1', { class: 'st-play-title' }),
      lang: h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'lang', on: { click: () => setLang(lang() === 'de' ? 'en' : 'de') } }),
      seat: h('p', { class: 'st-join-seat' }),
      heading: signalled ? null : h('h2', { id: 'st-join-reply' }),
      how: h('p', { class: 'st-muted' }),
      reply: signalled ? null : h('textarea', { class: 'st-net-reply', readonly: true, rows: 4, 'data-reply-code': true, spellcheck: 'false', 'aria-labelledby': 'st-join-reply' }),
      copy: signalled ? null : h('button', { type: 'button', class: 'st-btn st-btn-primary', 'data-action': 'copy-reply',
        on: { click: () => navigator.clipboard?.writeText(/** @type {HTMLTextAreaElement} */ (this.els.reply).value).then(() => notify(nt('copied'), { kind: 'info', key: 'net-copy', timeout: 2500 }), () => {}) } }),
      state: h('p', { class: 'st-net-state', role: 'status', 'data-join-state': signalled ? 'connecting' : 'preparing' }),
      problem: h('p', { class: 'st-net-problem', role: 'alert', 'data-net-problem': true }),
    };
    this.els = els;
    /** @type {[string, object] | null} the problem's words, said again in the other language */
    this.said = null;
    this.stateKey = signalled ? 'joinConnecting' : 'joinPreparing';
    replace(this.root, h('section', { class: 'st-join', 'data-net': 'join', ...(signalled ? { 'data-signalled': 'true' } : {}) },
      h('header', { class: 'st-play-bar' }, els.back, els.title, els.lang),
      h('div', { class: 'st-join-main' },
        els.seat, els.heading, els.how, els.reply, els.copy ? h('div', { class: 'st-net-actions' }, els.copy) : null,
        els.state, els.problem)));
    this.label();
    this.stopLang = onLangChange(() => { if (!this.screen) this.label(); });
  }

  /** The page's words in the current language. */
  label() {
    const { els, invite } = this;
    els.back.textContent = `← ${nt('back')}`;
    els.title.textContent = nt('joinTitle', { game: this.info.name });
    els.lang.textContent = lang() === 'de' ? 'EN' : 'DE';
    els.lang.setAttribute('aria-label', t('languageTitle'));
    els.seat.textContent = invite.s === 'spectator' ? nt('joinAsSpectator') : nt('joinAs', { seat: nt('joinAsSeat', { n: invite.s + 1 }) });
    if (els.heading) els.heading.textContent = nt('joinReply');
    els.how.textContent = els.reply ? nt('joinReplyHow') : nt('joinSignalHow', { server: invite.x });
    if (els.copy) els.copy.textContent = nt('copy');
    els.state.textContent = this.stateKey ? nt(this.stateKey) : '';
    els.problem.textContent = this.said ? nt(this.said[0], this.said[1]) : '';
  }

  /** The connection's state: `state` for the tests, `key` its words (none: empty). */
  setState(state, key) {
    this.stateKey = key;
    this.els.state.dataset.joinState = state;
    this.els.state.textContent = key ? nt(key) : '';
  }

  /**
   * A link through a signalling server: this page at the server, a call to
   * the host's peer id with the invitation's seat and nonce, and the channel
   * that opens wired as in the manual flow. The server carries only the
   * set-up; this page leaves it once the host answered the hello.
   */
  async startSignalled() {
    const { invite } = this;
    const unreachable = () => this.fail('joinSignalUnreachable', { server: invite.x }, 'signal_unreachable');
    let peer;
    try {
      peer = await openPeer(parseSignal(invite.x), randomPeerId());
    } catch {
      if (!this.gone) unreachable();
      return;
    }
    if (this.gone) { peer.destroy(); return; }
    this.peer = peer;
    const conn = peer.connect(invite.p, { serialization: 'raw', reliable: true, metadata: { t: invite.t, s: invite.s, n: invite.n } });
    const timer = setTimeout(() => { if (!this.channel) this.dropped(); }, CONNECT_MS);
    peer.on('error', (e) => {
      if (this.channel || this.gone) return;
      clearTimeout(timer);
      this.left = true;
      if (e?.type === 'peer-unavailable') this.fail('joinHostGone', {}, 'host_unavailable');
      else unreachable();
      this.gone = true;
      peer.destroy();
    });
    conn.on('open', () => {
      clearTimeout(timer);
      if (this.gone) return;
      this.pc = conn.peerConnection;
      watchFailure(this.pc, () => this.dropped());
      this.attach(conn.dataChannel);
    });
  }

  /**
   * The data channel to the host (listeners, not `on…` handlers: a signalled
   * channel's are PeerJS's own); once open, the hello.
   */
  attach(channel) {
    this.channel = channel;
    channel.addEventListener('message', (e) => this.receive(e.data));
    channel.addEventListener('close', () => this.dropped());
    if (channel.readyState === 'open') this.hello();
    else channel.addEventListener('open', () => this.hello(), { once: true });
  }

  /**
   * Claims the seat, again every HELLO_REPEAT_MS until the host answers: a
   * message sent the moment a received channel opens was now and then lost
   * (Chromium, four devices joining at once on a busy machine: about one
   * join in ten), and the host cannot tell a device is there until it reads
   * one. The host answers a repeat with the welcome again (host.js helloAgain).
   */
  hello(tries = 0) {
    if (this.heard || this.gone || tries >= HELLO_TRIES) return;
    const { invite } = this;
    this.send({ type: 'hello', proto: PROTOCOL, seat: invite.s, token: invite.s === 'spectator' ? null : this.token() });
    this.helloTimer = setTimeout(() => this.hello(tries + 1), HELLO_REPEAT_MS);
  }

  /** This browser's claim to the seat: made on the first join, the same on every rejoin. */
  token() {
    const key = `spieltisch.net.guest.${this.invite.t}.${this.invite.s}`;
    try {
      let token = localStorage.getItem(key);
      if (!token || !/^[\w-]{8,100}$/.test(token)) {
        token = newToken();
        localStorage.setItem(key, token);
      }
      return token;
    } catch {
      this.memoryToken ??= newToken(); // no storage: this page keeps it until it closes
      return this.memoryToken;
    }
  }

  send(msg) {
    if (this.channel?.readyState !== 'open') return;
    this.channel.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  receive(data) {
    // the tests' tap sees every message; `false` from it plays a message lost on the way
    if (globalThis.spieltischNetTap?.(data) === false) return;
    this.heard = true;
    clearTimeout(this.helloTimer);
    const msg = readHostMessage(data);
    if (!msg) return;
    if (msg.type === 'welcome') this.welcome(msg);
    else if (msg.type === 'state' && this.screen) this.screen.update(msg);
    else if (msg.type === 'state' && this.session) this.begin(msg);
    else if (msg.type === 'ack' || (msg.type === 'refused' && msg.id !== undefined)) this.screen?.answered(msg);
    else if (msg.type === 'refused') notify(t('errorRefused', { message: msg.message || msg.code }), { kind: 'error', key: 'refused', timeout: 6000 });
    else if (msg.type === 'bye') this.bye(msg.code);
  }

  welcome(msg) {
    if (this.session || msg.seat !== this.invite.s || !Array.isArray(msg.names)) return;
    this.session = new RemoteSession(this.invite.g, msg);
    // seated: the signalling server is needed no more (the channel stays)
    this.peer?.disconnect();
  }

  /** The first state after the welcome: the board. */
  begin(state) {
    this.stopLang?.();
    this.session.current = state;
    this.screen = new GuestScreen(this.root, {
      session: /** @type {any} */ (this.session), renderer: this.renderer, info: this.info,
      send: (m) => this.send(m),
      onMenu: () => { location.hash = '#/'; },
    });
    this.screen.start();
    if (this.debug) this.exposeHooks();
  }

  bye(code) {
    this.left = true;
    if (code === 'host_left') { this.dropped(); return; }
    if (code === CODES.seatTaken) this.fail('joinTaken', {}, code);
    else if (code === CODES.oldInvitation) this.fail('joinOld', {}, code);
    else this.fail('joinRefused', { code }, code);
    // read: this end closes, and the host (waiting for that) closes its own
    this.gone = true;
    closeQuietly(this.pc);
  }

  /** The connection is gone: the board stays (as it stood), the page says what to do. */
  dropped() {
    if (this.gone) return;
    this.gone = true;
    closeQuietly(this.pc);
    if (!this.screen) {
      if (!this.left) this.fail('joinFailed');
      return;
    }
    this.screen.els.screen.dataset.netLost = 'true';
    this.screen.sendToHost = () => {};
    notify(nt('joinLost'), { kind: 'warn', key: 'net', timeout: 0 });
  }

  /** What went wrong, in words (`key` and `vars` of strings.js) and a code for the tests. */
  fail(key, vars = {}, code = 'failed') {
    if (this.screen) {
      this.screen.els.screen.dataset.netLost = code;
      notify(nt(key, vars), { kind: 'error', key: 'net', timeout: 0 });
      return;
    }
    this.said = [key, vars];
    this.els.problem.textContent = nt(key, vars);
    this.els.problem.dataset.code = code;
    this.setState('failed', '');
  }

  /** Test hooks (`?debug`): the legal moves, playing one, sending raw text as a forger would. */
  exposeHooks() {
    globalThis.spieltischNet = {
      seat: this.invite.s,
      legal: () => (this.screen.personDecides() ? this.session.legalMoves() : []),
      at: () => this.session.moves.length,
      play: (move) => this.screen.play(move),
      send: (raw) => this.send(raw),
      close: () => { closeQuietly(this.pc); this.dropped(); },
    };
  }

  /** Leaving the page's route: the connection ends with it. */
  destroy() {
    this.gone = true;
    this.stopLang?.();
    this.screen?.destroy();
    closeQuietly(this.pc);
    try { this.peer?.destroy(); } catch { /* gone */ }
  }
}

function problem(root, text) {
  replace(root, h('section', { class: 'st-problem' },
    h('p', { role: 'alert', 'data-problem': true, text }),
    h('a', { class: 'st-btn st-btn-primary', href: '#/', text: t('backToMenu') })));
}
