// The browser tests' view of the project's one static server
// (scripts/static-server.mjs): the repository root on a free localhost port.
// `node tests/browser/server.mjs` serves it by hand.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer as startStaticServer } from '../../scripts/static-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the server; resolves to {url (no trailing slash), close()}. */
export async function startServer(root = ROOT, port = 0) {
  const { server, url } = await startStaticServer({ root, port });
  const close = () => new Promise((done) => {
    server.closeAllConnections?.();
    server.close(done);
  });
  return { url: url.replace(/\/$/, ''), close };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startServer(ROOT, Number(process.env.PORT || 0)).then(({ url }) => console.log(`serving ${ROOT} at ${url}/www/`));
}
