// Invitations and replies as short text: JSON, deflated (CompressionStream
// 'deflate-raw', in every current browser) and written in base64url, so an
// offer with its ICE candidates (~0.8 KB of SDP) fits a URL fragment and a
// chat message. A code that is not ours decodes to null, never throws.

const MAX_CODE = 16000; // characters: far above a real offer, far below anything harmful

/** @param {unknown} value @returns {Promise<string>} */
export async function encode(value) {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const packed = await collect(new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw')));
  return toBase64url(packed);
}

/** @param {string} code @returns {Promise<any | null>} */
export async function decode(code) {
  const text = String(code || '').trim().replace(/^.*#\/join\//, ''); // a whole link pasted is fine too
  if (!text || text.length > MAX_CODE || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const bytes = fromBase64url(text);
    const plain = await collect(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')), 256 * 1024);
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    return null;
  }
}

async function collect(stream, limit = Infinity) {
  const chunks = [];
  let size = 0;
  for await (const chunk of /** @type {any} */ (stream)) {
    size += chunk.length;
    if (size > limit) throw new Error('too large');
    chunks.push(chunk);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}

function toBase64url(bytes) {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text) {
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}
