#!/usr/bin/env bash
# THE run command (README):
#   bash scripts/serve.sh            (PORT=8080 bash scripts/serve.sh for another port)
# Sets the machine up, rebuilds pkg/ when it is missing or older than the
# sources, and serves the repository on localhost until Ctrl-C.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

PORT=${PORT:-8000}
bash scripts/setup.sh
if ! bash scripts/check-pkg.sh --quick; then
    say "serve: rebuilding pkg/"
    bash scripts/build-wasm.sh pkg
fi
[ -d www ] || say "serve: note: there is no www/ in this checkout yet"
# The service worker serves what www/sw-precache.js lists, under its content hash.
node scripts/precache.mjs
# Prints: open http://localhost:$PORT/www/
exec node scripts/static-server.mjs --root "$ROOT" --port "$PORT" --page www/
