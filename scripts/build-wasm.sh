#!/usr/bin/env bash
# Builds the wasm module and its JS bindings into pkg/ (or the given folder):
#   bash scripts/build-wasm.sh [outdir]
# The route is the one setup.sh chose: the rustup wasm32 target where it is
# installed, else Debian's rustc-web with -Zbuild-std (see README, Toolchain).
# The output is reproducible: absolute paths (checkout, cargo registry, std
# source) are remapped, so the same toolchain gives the same bytes anywhere.
# Writes pkg/package.json (an ES module package) and pkg/BUILD-INFO (what built
# it and a hash of its inputs, read by scripts/check-pkg.sh); building into
# pkg/ also rewrites www/sw-precache.js (scripts/precache.mjs).
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
# Measuring one game's share (BENCHMARKS.md): SPIELTISCH_WASM_FEATURES=chang-cheng.
[ -z "${SPIELTISCH_WASM_FEATURES:-}" ] || build_args+=(--no-default-features --features "$SPIELTISCH_WASM_FEATURES")
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

target_dir=${SPIELTISCH_WASM_TARGET_DIR:-$ROOT/target/wasm-$route}
say "build-wasm: $route route, $($rustc -V)"
(
    IFS=$'\x1f'
    export CARGO_ENCODED_RUSTFLAGS="${flags[*]}"
    unset RUSTFLAGS
    export RUSTC="$rustc" CARGO_TARGET_DIR="$target_dir"
    "$cargo" "${build_args[@]}"
)
wasm="$target_dir/$WASM_TARGET/wasm/spieltisch.wasm"
[ -f "$wasm" ] || die "cargo did not produce $wasm"

stage=$(mktemp -d "${TMPDIR:-/tmp}/spieltisch-pkg.XXXXXX")
trap 'rm -rf "$stage"' EXIT
# The name section holds only function names for stack traces: half the size.
"$bindgen" --target web --remove-name-section --out-dir "$stage" "$wasm"

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
            },
            files: ["spieltisch.js", "spieltisch.d.ts", "spieltisch_bg.wasm", "spieltisch_bg.wasm.d.ts"],
            sideEffects: ["./snippets/*"],
        };
        process.stdout.write(JSON.stringify(pkg, null, 2) + "\n");
    ' >"$stage/package.json"

{
    echo "# Written by scripts/build-wasm.sh; checked by scripts/check-pkg.sh."
    echo "builder: $(builder_line "$route"); wasm-bindgen $(wasm_bindgen_version)"
    echo "inputs: sha256 $(inputs_hash) (src/**, Cargo.toml, Cargo.lock, scripts/build-wasm.sh)"
    echo "wasm: sha256 $(sha256sum <"$stage/spieltisch_bg.wasm" | cut -d' ' -f1) $(wc -c <"$stage/spieltisch_bg.wasm") bytes"
} >"$stage/BUILD-INFO"

rm -rf "$out"
mkdir -p "$(dirname "$out")"
cp -R "$stage" "$out"
chmod 755 "$out"
say "build-wasm: wrote ${out#"$ROOT"/}/ ($(wc -c <"$out/spieltisch_bg.wasm") bytes of wasm)"
# The service worker's precache list holds the wasm's hash: keep it current.
[ "$out" != "$ROOT/pkg" ] || node scripts/precache.mjs
