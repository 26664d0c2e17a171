// WebRTC for a table across devices, without a server of ours: an offer and
// an answer carried by people (a link, a reply code), one data channel per
// guest. STUN servers (a public default) tell a device its address as the
// internet sees it; they see no game. Where both devices sit behind strict
// routers (symmetric NAT) only a relay (TURN) would help: the page says so.

const STUN_KEY = 'spieltisch.net.stun';
export const DEFAULT_STUN = 'stun:stun.l.google.com:19302';
/** How long gathering candidates may take before the offer goes out with what it has. */
const GATHER_MS = 5000;

/** The STUN/TURN servers of this browser, as text (one per line; empty: none, loopback and the local network only). */
export function stunText() {
  try {
    const stored = localStorage.getItem(STUN_KEY);
    if (stored !== null) return stored;
  } catch { /* storage blocked: the default */ }
  return DEFAULT_STUN;
}

/** @param {string} text */
export function setStunText(text) {
  try { localStorage.setItem(STUN_KEY, text.trim()); } catch { /* kept for nothing: the default stays */ }
}

/**
 * RTCIceServer entries from the text: `stun:host:port`, or
 * `turn:user:password@host:port` for a relay with its credentials.
 * @returns {RTCIceServer[]}
 */
export function iceServers(text = stunText()) {
  return text.split(/[\s,]+/).filter(Boolean).flatMap((entry) => {
    const turn = entry.match(/^(turns?):([^:@]+):([^@]+)@(.+)$/);
    if (turn) return [{ urls: `${turn[1]}:${turn[4]}`, username: turn[2], credential: turn[3] }];
    return /^(stun|turns?):/.test(entry) ? [{ urls: entry }] : [];
  });
}

/** Waits until the description carries its candidates (or GATHER_MS passed). */
function gathered(pc) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return /** @type {Promise<void>} */ (new Promise((resolve) => {
    const done = () => { clearTimeout(timer); pc.removeEventListener('icegatheringstatechange', check); resolve(); };
    const check = () => { if (pc.iceGatheringState === 'complete') done(); };
    const timer = setTimeout(done, GATHER_MS);
    pc.addEventListener('icegatheringstatechange', check);
  }));
}

/** The host's side: a connection with its data channel and the offer to send. */
export async function makeOffer() {
  const pc = new RTCPeerConnection({ iceServers: iceServers() });
  const channel = pc.createDataChannel('spieltisch', { ordered: true });
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return { pc, channel, sdp: pc.localDescription.sdp };
}

/** The guest's side: answers `sdp`; `channel` resolves when the host's data channel arrives. */
export async function answerOffer(sdp) {
  const pc = new RTCPeerConnection({ iceServers: iceServers() });
  /** @type {Promise<RTCDataChannel>} */
  const channel = new Promise((resolve) => { pc.ondatachannel = (e) => resolve(e.channel); });
  await pc.setRemoteDescription({ type: 'offer', sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  return { pc, channel, sdp: pc.localDescription.sdp };
}

/** The host takes the guest's answer. */
export async function acceptAnswer(pc, sdp) {
  await pc.setRemoteDescription({ type: 'answer', sdp });
}

/** Calls `onFail` when the connection cannot be made or is lost for good. */
export function watchFailure(pc, onFail) {
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'failed' || pc.connectionState === 'closed') onFail(pc.connectionState);
  });
}

export function closeQuietly(pc) {
  try { pc?.close(); } catch { /* already closed */ }
}
