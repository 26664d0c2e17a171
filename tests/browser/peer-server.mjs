// A PeerJS signalling server (npm `peer`, the one `npx peer --port 9000`
// starts) on 127.0.0.1 for tests/browser/net-signal.test.mjs, in a process
// of its own: the test stops it (the server's own timers would keep the test
// process alive) and, by stopping it, makes it unreachable. Prints
// {"port": N} once it listens. `node tests/browser/peer-server.mjs [port]`.
import { PeerServer } from 'peer';

PeerServer({ host: '127.0.0.1', port: Number(process.argv[2] || 0), path: '/' }, (server) => {
  console.log(JSON.stringify({ port: server.address().port }));
});
