#!/usr/bin/env bash
# Is the committed pkg/ what the current sources build?
#   bash scripts/check-pkg.sh          rebuild into a temporary folder and compare
#   bash scripts/check-pkg.sh --quick  only compare the inputs hash (no build)
# Full check: the file lists, the .js/.d.ts/package.json must be byte for byte
# equal to a fresh build. The .wasm and BUILD-INFO too when the fresh build had
# the same builder (route, rustc, Debian package versions, wasm-bindgen); a
# different toolchain gives other bytes, so then the inputs hash recorded in
# BUILD-INFO must match the sources and the .wasm must match its recorded hash.
# Finally pkg/ must have no changes that are not added to git.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

FIX="bash scripts/build-wasm.sh && git add pkg"
field() { sed -n "s|^$1: ||p" "$2" 2>/dev/null; }
diff_of() { diff -u "$1" "$2" | head -n 30 || true; }

required=(BUILD-INFO package.json spieltisch.js spieltisch.d.ts spieltisch_bg.wasm spieltisch_bg.wasm.d.ts)
for game in $(game_features); do required+=("games/$game.wasm"); done
for f in "${required[@]}"; do
    if [ ! -f "pkg/$f" ]; then
        say "pkg/ is missing or incomplete (no pkg/$f). Fix: $FIX"
        exit 1
    fi
done

if [ "${1:-}" = --quick ]; then
    recorded=$(field inputs pkg/BUILD-INFO | cut -d' ' -f2)
    [ "$recorded" = "$(inputs_hash)" ] && exit 0
    say "pkg/ was built from other sources than the current ones."
    exit 1
fi

problems=()
fresh_dir=$(mktemp -d "${TMPDIR:-/tmp}/spieltisch-check.XXXXXX")
trap 'rm -rf "$fresh_dir"' EXIT
fresh="$fresh_dir/pkg"
bash scripts/build-wasm.sh "$fresh"

list() { (cd "$1" && find . -type f | LC_ALL=C sort); }
if ! file_diff=$(diff <(list pkg) <(list "$fresh")); then
    problems+=("the files differ from a fresh build (< committed, > fresh): $(echo "$file_diff" | grep '^[<>]' | tr '\n' ' ' || true)")
fi

for f in spieltisch.js spieltisch.d.ts spieltisch_bg.wasm.d.ts package.json; do
    if ! cmp -s "pkg/$f" "$fresh/$f"; then
        problems+=("pkg/$f differs from a fresh build:")
        problems+=("$(diff_of "pkg/$f" "$fresh/$f")")
    fi
done

committed_builder=$(field builder pkg/BUILD-INFO)
fresh_builder=$(field builder "$fresh/BUILD-INFO")
wasms=(spieltisch_bg.wasm)
for game in $(game_features); do wasms+=("games/$game.wasm"); done
if [ "$committed_builder" = "$fresh_builder" ]; then
    mode="byte for byte (same builder)"
    for w in "${wasms[@]}"; do
        cmp -s "pkg/$w" "$fresh/$w" || problems+=("pkg/$w differs from a fresh build by the same toolchain")
    done
    cmp -s pkg/BUILD-INFO "$fresh/BUILD-INFO" ||
        problems+=("pkg/BUILD-INFO differs from a fresh build:" "$(diff_of pkg/BUILD-INFO "$fresh/BUILD-INFO")")
else
    mode="by inputs hash (pkg/ was built by: $committed_builder; this machine: $fresh_builder)"
    [ "$(field inputs pkg/BUILD-INFO)" = "$(field inputs "$fresh/BUILD-INFO")" ] ||
        problems+=("pkg/ was built from other sources (inputs hash in pkg/BUILD-INFO differs from the current src/**, Cargo.toml, Cargo.lock, scripts/build-wasm.sh, levels.json: the Rust side includes it)")
    for w in "${wasms[@]}"; do
        key=wasm
        [ "$w" = spieltisch_bg.wasm ] || key="wasm ${w%.wasm}"
        recorded_wasm=$(field "$key" pkg/BUILD-INFO | cut -d' ' -f2)
        [ "$recorded_wasm" = "$(sha256sum <"pkg/$w" | cut -d' ' -f1)" ] ||
            problems+=("pkg/$w is not the file pkg/BUILD-INFO records")
    done
fi

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    # Index/worktree status: the second column or '??' means not added to git.
    not_added=$(git status --porcelain --untracked-files=all -- pkg | grep -E '^(.[^ ]|\?\?)' || true)
    [ -z "$not_added" ] || problems+=("pkg/ has changes not added to git: $(echo "$not_added" | tr '\n' ' ')")
    inputs_dirty=$(git status --porcelain --untracked-files=all -- src Cargo.toml Cargo.lock scripts/build-wasm.sh || true)
    [ -z "$inputs_dirty" ] || say "check-pkg: note: the wasm inputs have uncommitted changes; commit them together with pkg/."
fi

if [ ${#problems[@]} -gt 0 ]; then
    say "check-pkg: FAIL: the committed pkg/ is stale."
    printf '  %s\n' "${problems[@]}" >&2
    say "Fix: $FIX   (then commit pkg/ with the sources)"
    exit 1
fi
say "check-pkg: ok, pkg/ matches a fresh build, compared $mode"
