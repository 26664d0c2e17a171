# Shared helpers of the scripts in scripts/; sourced, not run.
# Sets ROOT (the repository root) and cds there.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)
cd "$ROOT" || exit 1

# rustup must never download here (it hangs on these machines).
export RUSTUP_AUTO_INSTALL=0
# Tools this project installs for itself (wasm-bindgen of the pinned version):
# in the user's cache, not the checkout, so that a fresh clone (CI's, a second
# worktree) finds the one already built instead of compiling it again for
# about 4 minutes. Each version has its own folder, so clones of different
# Cargo.lock versions never share a binary.
TOOLS_DIR=${SPIELTISCH_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/spieltisch/tools}
WASM_TARGET=wasm32-unknown-unknown

say() { printf '%s\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# The version of the `wasm-bindgen` crate in Cargo.lock; the CLI must match it exactly.
wasm_bindgen_version() {
    awk '/^\[\[package\]\]/{name=""} /^name = /{gsub(/"/,"",$3); name=$3} name=="wasm-bindgen" && /^version = /{gsub(/"/,"",$3); print $3; exit}' "$ROOT/Cargo.lock"
}

# The wasm-bindgen binary of the Cargo.lock version: on PATH or in TOOLS_DIR.
# Prints its path, or nothing when it is not installed.
find_wasm_bindgen() {
    local want candidate
    want=$(wasm_bindgen_version)
    for candidate in "$TOOLS_DIR/wasm-bindgen-$want/bin/wasm-bindgen" "$(command -v wasm-bindgen 2>/dev/null)"; do
        [ -n "$candidate" ] && [ -x "$candidate" ] || continue
        if [ "$("$candidate" --version 2>/dev/null)" = "wasm-bindgen $want" ]; then
            printf '%s\n' "$candidate"
            return 0
        fi
    done
    return 0
}

# Where the wasm builds of a route keep their cargo output: in the user's
# cache, shared by every clone of this machine, so that a fresh clone (CI's)
# does not build std (-Zbuild-std) and the dependencies again; only the
# spieltisch crate itself is compiled per module. The bytes do not depend on
# the folder (build-wasm.sh remaps every path). SPIELTISCH_WASM_TARGET_DIR
# chooses another.
wasm_target_dir() {
    printf '%s\n' "${SPIELTISCH_WASM_TARGET_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/spieltisch/wasm-target-$1}"
}

# Which way the wasm is built:
#   rustup  - the rustup toolchain already has the wasm32 target: plain cargo build;
#   debian  - Debian's rustc-web/cargo-web/rust-web-src + lld, std built from source.
# SPIELTISCH_WASM_ROUTE=rustup|debian forces one. Never downloads anything.
wasm_route() {
    case "${SPIELTISCH_WASM_ROUTE:-}" in
        rustup|debian) printf '%s\n' "$SPIELTISCH_WASM_ROUTE"; return 0 ;;
        "") ;;
        *) die "SPIELTISCH_WASM_ROUTE must be rustup or debian, not '$SPIELTISCH_WASM_ROUTE'" ;;
    esac
    local installed=""
    if command -v rustup >/dev/null 2>&1; then
        installed=$(timeout 30 rustup target list --installed 2>/dev/null || true)
    fi
    if printf '%s\n' "$installed" | grep -qx "$WASM_TARGET"; then
        echo rustup
    else
        echo debian
    fi
}

# Debian packages the debian route needs.
DEBIAN_WASM_PACKAGES="rustc-web cargo-web rust-web-src lld"

deb_installed() { [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]; }
deb_version() { dpkg-query -W -f='${Version}' "$1" 2>/dev/null || echo none; }

# The rustc and cargo of a route (absolute paths for debian).
route_rustc() { if [ "$1" = debian ]; then echo /usr/bin/rustc; else command -v rustc; fi; }
route_cargo() { if [ "$1" = debian ]; then echo /usr/bin/cargo; else command -v cargo; fi; }

# One line that names everything that shapes the .wasm besides the inputs:
# two builds with the same builder line and inputs give the same bytes.
builder_line() {
    local route=$1 rustc
    rustc=$(route_rustc "$route")
    local line
    line="route=$route; $("$rustc" -V)"
    if [ "$route" = debian ]; then
        local p
        for p in $DEBIAN_WASM_PACKAGES; do line="$line; $p $(deb_version "$p")"; done
    fi
    printf '%s\n' "$line"
}

# The games, as Cargo features: the `default` list of Cargo.toml, in order.
game_features() {
    sed -n 's/^default = \[\(.*\)\]$/\1/p' "$ROOT/Cargo.toml" | tr -d '" ' | tr ',' ' '
}

# A hash of everything the wasm is built from (the working tree's files).
inputs_hash() {
    {
        find src -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
        sha256sum Cargo.toml Cargo.lock scripts/build-wasm.sh scripts/glue-guard.mjs www/js/games/levels.json
    } | sha256sum | cut -d' ' -f1
}
