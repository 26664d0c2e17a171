#!/usr/bin/env bash
# Installs what building and testing spieltisch needs, skipping what is there:
#   - the wasm toolchain: the rustup wasm32 target if it is already installed,
#     otherwise Debian's rustc-web, cargo-web, rust-web-src and lld (build-std);
#   - wasm-bindgen-cli of exactly the wasm-bindgen version in Cargo.lock;
#   - Debian's chromium-headless-shell (the browser tests: the old headless
#     mode, about half the CPU of the full browser for the same pages), chromium
#     (the bench's load times and the icons) and firefox-esr, and librsvg2-bin
#     (rsvg-convert: the SVG figures drawn as a wiki draws them);
#   - node_modules from package-lock.json (npm ci: playwright-core,
#     puppeteer-core for Firefox, axe-core, peer + peerjs: the signalling
#     server of tests/browser/net-signal.test.mjs and the client vendored from it).
# Quiet when nothing is missing. Works as root or with passwordless sudo,
# without a terminal (CI=true, DEBIAN_FRONTEND=noninteractive).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

export DEBIAN_FRONTEND=noninteractive

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        sudo -n DEBIAN_FRONTEND=noninteractive "$@"
    else
        die "need root to run: $* (run this script as root or with passwordless sudo)"
    fi
}

# --- Debian packages -------------------------------------------------------
route=$(wasm_route)
wanted="chromium chromium-headless-shell firefox-esr librsvg2-bin"
[ "$route" = debian ] && wanted="$DEBIAN_WASM_PACKAGES $wanted"
command -v node >/dev/null 2>&1 || wanted="$wanted nodejs"
command -v npm >/dev/null 2>&1 || wanted="$wanted npm"
command -v cargo >/dev/null 2>&1 || die "no cargo on PATH: this machine kind comes with a rustup toolchain"

missing=""
for p in $wanted; do deb_installed "$p" || missing="$missing $p"; done
if [ -n "$missing" ]; then
    say "setup: installing Debian packages:$missing"
    apt_opts=(-y -q -o Dpkg::Use-Pty=0 -o DPkg::Lock::Timeout=600)
    as_root apt-get -q -o DPkg::Lock::Timeout=600 update >/dev/null
    # shellcheck disable=SC2086
    as_root apt-get "${apt_opts[@]}" install $missing >/dev/null
fi

if [ "$route" = debian ]; then
    [ -x /usr/bin/rustc ] && [ -x /usr/bin/cargo ] && command -v wasm-ld >/dev/null 2>&1 ||
        die "the Debian wasm route needs /usr/bin/rustc, /usr/bin/cargo and wasm-ld"
    [ -d "$(/usr/bin/rustc --print sysroot)/lib/rustlib/src/rust/library" ] ||
        die "rust-web-src is installed but $(/usr/bin/rustc --print sysroot)/lib/rustlib/src/rust/library is missing"
fi

# --- wasm-bindgen-cli, pinned to Cargo.lock --------------------------------
want=$(wasm_bindgen_version)
[ -n "$want" ] || die "no wasm-bindgen package in Cargo.lock"
if [ -z "$(find_wasm_bindgen)" ]; then
    say "setup: installing wasm-bindgen-cli $want into $TOOLS_DIR (a few minutes)"
    # Not --locked: the lock file of wasm-bindgen-cli 0.2.130 pins a yanked crate.
    cargo install --quiet --root "$TOOLS_DIR/wasm-bindgen-$want" --version "=$want" wasm-bindgen-cli
    [ -n "$(find_wasm_bindgen)" ] || die "wasm-bindgen-cli $want did not install"
fi

# --- npm packages (playwright-core, puppeteer-core, axe-core, peer + peerjs) ---
# `npm ls` fails when a package of package.json is missing or of another version.
if ! npm ls --silent >/dev/null 2>&1 || [ ! -d node_modules/playwright-core ]; then
    say "setup: npm ci"
    npm ci --no-audit --no-fund --loglevel=error >/dev/null
fi
