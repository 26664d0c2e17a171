// A deflate-raw stream of many MB of zeros, built without making them (the
// `#state=` bomb of issue 36): one MB compressed after a sync flush is the
// same ~1 KB each time (the window holds only zeros), so the stream is that
// piece repeated, closed by an empty final block.
import zlib from 'node:zlib';

/** `megabytes` MB of zeros, deflate-raw: ~1 KB a MB (701 MB: a fragment of 968,000 base64url characters). */
export async function zeroBomb(megabytes) {
  const d = zlib.createDeflateRaw({ level: 9 });
  const chunks = [];
  d.on('data', (c) => chunks.push(c));
  const flushed = () => new Promise((done) => d.flush(zlib.constants.Z_SYNC_FLUSH, () => done(Buffer.concat(chunks.splice(0)))));
  const zero = Buffer.alloc(1 << 20);
  d.write(zero);
  const first = await flushed();
  d.write(zero);
  const next = await flushed();
  d.close();
  // the final block: fixed Huffman, empty (BFINAL 1, BTYPE 01, end of block)
  return Buffer.concat([first, ...Array(megabytes - 1).fill(next), Buffer.from([3, 0])]);
}
