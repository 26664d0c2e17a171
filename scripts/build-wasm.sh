#!/usr/bin/env bash
# Builds the wasm modules and their JS bindings into pkg/ (or the given folder):
#   bash scripts/build-wasm.sh [outdir]
# Two kinds of module, from the same sources and the same JS bindings:
#   pkg/spieltisch_bg.wasm     every game (the npm package, node, other hosts)
#   pkg/games/<game>.wasm      one game each (Cargo feature <game>): the page
#                              loads only the module of the game it opens
# The bindings (pkg/spieltisch.js) do not depend on which games are compiled
# in; the build fails if a game's bindings ever differ from the all-in-one's.
# The route is the one setup.sh chose: the rustup wasm32 target where it is
# installed, else Debian's rustc-web with -Zbuild-std (see README, Toolchain).
# The output is reproducible: absolute paths (checkout, cargo registry, std
# source) are remapped, so the same toolchain gives the same bytes anywhere.
# Writes pkg/package.json (an ES module package) and pkg/BUILD-INFO (what built
# it and a hash of its inputs, read by scripts/check-pkg.sh); building into
# pkg/ also rewrites www/js/games/catalog.js (scripts/catalog.mjs) and
# www/sw-precache.js (scripts/precache.mjs).
# Changing this file changes the inputs hash: rebuild pkg/ and commit it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

out=${1:-pkg}
case "$out" in /*) ;; *) out="$ROOT/$out" ;; esac
[ "$out" != "$ROOT" ] && [ "$out" != / ] || die "refusing to build into $out"
if [ -d "$out" ] && [ -n "$(ls -A "$out")" ] && [ ! -f "$out/spieltisch.js" ] && [ ! -f "$out/BUILD-INFO" ]; then
    die "$out is not empty and does not look like a wasm package folder; not replacing it"
fi

route=$(wasm_route)
rustc=$(route_rustc "$route")
cargo=$(route_cargo "$route")
bindgen=$(find_wasm_bindgen)
[ -n "$bindgen" ] || die "wasm-bindgen $(wasm_bindgen_version) is not installed: run bash scripts/setup.sh"
cargo_home=${CARGO_HOME:-$HOME/.cargo}

# Remapped prefixes: later ones win, so the more specific come last.
flags=(
    --cfg 'getrandom_backend="wasm_js"'
    "--remap-path-prefix=$ROOT=/spieltisch"
    "--remap-path-prefix=$cargo_home/registry/src=/cargo/registry/src"
    "--remap-path-prefix=$cargo_home/git/checkouts=/cargo/git/checkouts"
)
build_args=(build --locked --profile wasm --lib --target "$WASM_TARGET")
if [ "$route" = debian ]; then
    std_src="$("$rustc" --print sysroot)/lib/rustlib/src/rust"
    flags+=("--remap-path-prefix=$(readlink -f "$std_src")=/rustc/src" "--remap-path-prefix=$std_src=/rustc/src")
    build_args+=(-Zbuild-std=std,panic_abort)
    # This route builds std anyway: with immediate-abort a panic traps at
    # once, without its message and location strings or the formatting code
    # for them (12 KB gzipped, BENCHMARKS.md). A panic is a bug either way and
    # traps the same (`WebAssembly.RuntimeError`).
    flags+=(-Zunstable-options -Cpanic=immediate-abort)
    export RUSTC_BOOTSTRAP=1
    export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld
fi
[ -n "${VERBOSE:-}" ] || build_args+=(--quiet)

# One target folder for every module (and every clone, lib.sh): std and the
# dependencies are built once, only the spieltisch crate itself is compiled
# again per game.
target_dir=$(wasm_target_dir "$route")
wasm="$target_dir/$WASM_TARGET/wasm/spieltisch.wasm"
stage=$(mktemp -d "${TMPDIR:-/tmp}/spieltisch-pkg.XXXXXX")
trap 'rm -rf "$stage"' EXIT

# build_module DIR [cargo feature args...]: the wasm and its bindings in DIR.
# The name section holds only function names for stack traces: half the size.
build_module() {
    local dir=$1 t0=$SECONDS
    shift
    (
        IFS=$'\x1f'
        export CARGO_ENCODED_RUSTFLAGS="${flags[*]}"
        unset RUSTFLAGS
        export RUSTC="$rustc" CARGO_TARGET_DIR="$target_dir"
        "$cargo" "${build_args[@]}" "$@"
    )
    [ -f "$wasm" ] || die "cargo did not produce $wasm"
    "$bindgen" --target web --remove-name-section --out-dir "$dir" "$wasm"
    say "build-wasm: ${dir##*/} in $((SECONDS - t0)) s"
}

say "build-wasm: $route route, $($rustc -V)"
games=()
if [ -n "${SPIELTISCH_WASM_FEATURES:-}" ]; then
    # Measuring a share (BENCHMARKS.md): SPIELTISCH_WASM_FEATURES=chang-cheng
    # builds only that module, as the all-in-one of this folder.
    build_module "$stage" --no-default-features --features "$SPIELTISCH_WASM_FEATURES"
else
    read -r -a games <<<"$(game_features)"
    for game in "${games[@]}"; do
        build_module "$stage/one-$game" --no-default-features --features "$game"
    done
    # The all-in-one last: the cargo output left in the target folder is then
    # every game's (scripts/bench.sh profiles it).
    build_module "$stage"
    mkdir -p "$stage/games"
    for game in "${games[@]}"; do
        one="$stage/one-$game"
        cmp -s "$one/spieltisch.js" "$stage/spieltisch.js" ||
            die "the bindings built for $game alone differ from the all-in-one's: the page loads every game through one spieltisch.js"
        mv "$one/spieltisch_bg.wasm" "$stage/games/$game.wasm"
        rm -rf "$one"
    done
fi

# Table methods refuse a receiver the module did not make (scripts/glue-guard.mjs).
node scripts/glue-guard.mjs "$stage/spieltisch.js"

# package.json: pkg/ is an ES module package (npm install ./pkg, or import it).
cargo metadata --no-deps --format-version 1 |
    node --input-type=module -e '
        import { readFileSync } from "node:fs";
        const meta = JSON.parse(readFileSync(0, "utf8"));
        const crate = meta.packages.find((p) => p.name === "spieltisch");
        const pkg = {
            name: "spieltisch",
            version: crate.version,
            description: crate.description,
            license: crate.license,
            repository: { type: "git", url: crate.repository },
            type: "module",
            main: "spieltisch.js",
            module: "spieltisch.js",
            types: "spieltisch.d.ts",
            exports: {
                ".": { types: "./spieltisch.d.ts", default: "./spieltisch.js" },
                "./spieltisch_bg.wasm": "./spieltisch_bg.wasm",
                "./games/*.wasm": "./games/*.wasm",
            },
            files: ["spieltisch.js", "spieltisch.d.ts", "spieltisch_bg.wasm", "spieltisch_bg.wasm.d.ts", "games/*.wasm"],
            sideEffects: ["./snippets/*"],
        };
        process.stdout.write(JSON.stringify(pkg, null, 2) + "\n");
    ' >"$stage/package.json"

{
    echo "# Written by scripts/build-wasm.sh; checked by scripts/check-pkg.sh."
    echo "builder: $(builder_line "$route"); wasm-bindgen $(wasm_bindgen_version)"
    echo "inputs: sha256 $(inputs_hash) (src/**, Cargo.toml, Cargo.lock, scripts/build-wasm.sh, scripts/glue-guard.mjs, www/js/games/levels.json)"
    wasm_line() { echo "sha256 $(sha256sum <"$1" | cut -d' ' -f1) $(wc -c <"$1") bytes"; }
    echo "wasm: $(wasm_line "$stage/spieltisch_bg.wasm")"
    for game in "${games[@]}"; do
        echo "wasm games/$game: $(wasm_line "$stage/games/$game.wasm")"
    done
} >"$stage/BUILD-INFO"

rm -rf "$out"
mkdir -p "$(dirname "$out")"
cp -R "$stage" "$out"
chmod 755 "$out"
say "build-wasm: wrote ${out#"$ROOT"/}/ ($(wc -c <"$out/spieltisch_bg.wasm") bytes of wasm for every game, ${#games[@]} single-game modules in games/)"
# The start page's static game list comes from the engine's games(), and the
# service worker's precache list holds the hashes of both: keep them current.
if [ "$out" = "$ROOT/pkg" ]; then
    node scripts/catalog.mjs
    node scripts/precache.mjs
fi
