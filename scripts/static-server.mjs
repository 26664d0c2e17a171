// A tiny static file server for the page and the browser tests.
//
//   node scripts/static-server.mjs [--root DIR] [--port 8000] [--host 127.0.0.1] [--page www/]
//
// or, from a test:  const { server, url } = await startServer({ root, port: 0 });
// Serves files below root only, with the MIME types the page needs (wasm as
// application/wasm, so instantiateStreaming works), no caching, and
// directory URLs answered by their index.html.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.webmanifest': 'application/manifest+json; charset=utf-8',
    '.wasm': 'application/wasm',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.ico': 'image/x-icon',
    '.txt': 'text/plain; charset=utf-8',
    '.md': 'text/plain; charset=utf-8',
    '.ts': 'text/plain; charset=utf-8',
    '.woff2': 'font/woff2',
};

export function startServer({ root = process.cwd(), port = 8000, host = '127.0.0.1' } = {}) {
    const base = resolve(root);
    const server = createServer(async (req, res) => {
        const send = (status, text) => {
            res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
            res.end(text);
        };
        if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'method not allowed\n');
        let path;
        try {
            path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
        } catch {
            return send(400, 'bad request\n');
        }
        let file = normalize(join(base, path));
        if (file !== base && !file.startsWith(base + sep)) return send(403, 'forbidden\n');
        try {
            let info = await stat(file);
            if (info.isDirectory()) {
                if (!path.endsWith('/')) {
                    res.writeHead(301, { location: `${path}/` });
                    return res.end();
                }
                file = join(file, 'index.html');
                info = await stat(file);
            }
            res.writeHead(200, {
                'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
                'content-length': info.size,
                'cache-control': 'no-cache',
            });
            if (req.method === 'HEAD') return res.end();
            createReadStream(file).pipe(res);
        } catch {
            send(404, `not found: ${path}\n`);
        }
    });
    return new Promise((resolvePromise, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
            const { port: actual } = server.address();
            resolvePromise({ server, port: actual, url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${actual}/` });
        });
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
    const args = process.argv.slice(2);
    const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
    const root = option('--root', resolve(fileURLToPath(new URL('..', import.meta.url))));
    const port = Number(option('--port', process.env.PORT ?? 8000));
    const host = option('--host', process.env.HOST ?? '127.0.0.1');
    const page = option('--page', '');
    const { url } = await startServer({ root, port, host }).catch((e) => {
        console.error(e.code === 'EADDRINUSE' ? `port ${port} is in use: try PORT=${port + 1}` : String(e));
        process.exit(1);
    });
    console.log(`serving ${root} at ${url}`);
    if (page) console.log(`open ${url}${page}`);
}
