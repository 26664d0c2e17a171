#!/usr/bin/env bash
# Benchmarks (not tests): random playouts per game and player count, natively
# (the CLI's `playout`) and in wasm under Node (bench/wasm-playout.mjs), the
# ratio, and the wasm size raw and gzipped. Writes the table into
# BENCHMARKS.md between the bench markers (with date and machine) and prints it.
#   bash scripts/bench.sh            playouts and sizes
#   bash scripts/bench.sh --size     only the size section (bytes per game and dependency)
#   bash scripts/bench.sh load       only the page-load section: time to the game picker, the
#                                    engine and the first board, cold and warm, in headless
#                                    Chromium (bench/load.mjs; LOAD_RUNS runs, default 5), and bytes
# Every game that `spieltisch games` lists is measured. Each figure is the best
# of 5 timed runs of the same seeded games (both sides play identical games:
# the move counts must agree), sized to take about BENCH_SECONDS (0.5) natively.
# `bash scripts/bench.sh fuzz` instead runs the API fuzz test (tests/fuzz.rs)
# long: FUZZ_ROUNDS (100000) rounds per game, seed FUZZ_SEED (drawn when unset).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

if [ "${1:-}" = fuzz ]; then
    seed=${FUZZ_SEED:-$RANDOM$RANDOM}
    say "bench: fuzzing every game, ${FUZZ_ROUNDS:-100000} rounds each, seed $seed"
    SPIELTISCH_FUZZ_ROUNDS=${FUZZ_ROUNDS:-100000} SPIELTISCH_FUZZ_SEED=$seed \
        exec cargo test --release --locked --test fuzz -- --nocapture --test-threads=1
fi

BENCH_SECONDS=${BENCH_SECONDS:-0.5}
# Issue 12: the wasm a visit downloads (one game's module, with the computer players), gzipped.
WASM_GZIP_BUDGET=${WASM_GZIP_BUDGET:-250000}
SEED=1
# Stated targets (moves/s natively); wasm must reach WASM_RATIO_TARGET of native.
declare -A NATIVE_TARGET=([chinesische-mauer]=1000000 [dschingis-khan]=300000)
NATIVE_TARGET[chang-cheng]=300000
NATIVE_TARGET[kurier-des-zaren]=300000
NATIVE_TARGET[grand-conquest]=300000
WASM_RATIO_TARGET=0.6

if ! bash scripts/check-pkg.sh --quick; then
    say "bench: pkg/ is stale, rebuilding it"
    bash scripts/build-wasm.sh pkg
fi

# Writes `text` between the markers `begin`/`end` in BENCHMARKS.md (appended when missing).
write_section() {
    local begin=$1 end=$2 text=$3
    [ -f BENCHMARKS.md ] || printf '# Benchmarks\n\n## Latest measurement\n\n' >BENCHMARKS.md
    if ! grep -qF "$begin" BENCHMARKS.md; then
        printf '\n%s\n%s\n' "$begin" "$end" >>BENCHMARKS.md
    fi
    TABLE="$text" BEGIN="$begin" END="$end" node -e '
        const fs = require("fs");
        const { TABLE, BEGIN, END } = process.env;
        const text = fs.readFileSync("BENCHMARKS.md", "utf8");
        const a = text.indexOf(BEGIN), b = text.indexOf(END, a);
        if (a < 0 || b < 0) { console.error("BENCHMARKS.md: bench markers missing"); process.exit(1); }
        fs.writeFileSync("BENCHMARKS.md", text.slice(0, a + BEGIN.length) + "\n" + TABLE + "\n" + text.slice(b));
    '
}

# Size: the shipped pkg/ files, and where the bytes go. The profile needs the
# function names, which pkg/ drops: the same cargo output goes through
# wasm-bindgen once more keeping its name section.
size_section() {
    local tmp route bindgen
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/spieltisch-size.XXXXXX")
    route=$(wasm_route)
    bash scripts/build-wasm.sh "$tmp/pkg" 2>/dev/null
    cmp -s "$tmp/pkg/spieltisch_bg.wasm" pkg/spieltisch_bg.wasm ||
        say "bench: note: this machine builds other wasm bytes than pkg/ (another toolchain); the profile is of this machine's build"
    bindgen=$(find_wasm_bindgen)
    "$bindgen" --target web --out-dir "$tmp/named" "$(wasm_target_dir "$route")/$WASM_TARGET/wasm/spieltisch.wasm"
    SHIPPED=pkg/spieltisch_bg.wasm GLUE=pkg/spieltisch.js NAMED="$tmp/named/spieltisch_bg.wasm" BUDGET=$WASM_GZIP_BUDGET \
        GAMES="$(game_features)" node --input-type=module -e '
            import { sizeReport } from "./scripts/wasm-size.mjs";
            const modules = process.env.GAMES.split(" ").map((game) => ({ game, path: `pkg/games/${game}.wasm` }));
            const r = sizeReport({ shipped: process.env.SHIPPED, glue: process.env.GLUE, named: process.env.NAMED, budget: Number(process.env.BUDGET), modules });
            process.stdout.write(r.markdown + "\n");
        ' >"$tmp/size.md"
    size_md="Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`bash scripts/bench.sh\`; pkg/ built by: $(sed -n 's/^builder: //p' pkg/BUILD-INFO).

$(cat "$tmp/size.md")"
    rm -rf "$tmp"
    write_section '<!-- size:begin (written by scripts/bench.sh; do not edit by hand) -->' '<!-- size:end -->' "$size_md"
    printf '%s\n' "$size_md"
    # Loud, on stderr too, so nobody misses it in a long run.
    if grep -q '^WARNING:' <<<"$size_md"; then grep '^WARNING:' <<<"$size_md" >&2; fi
}

if [ "${1:-}" = load ]; then
    say "bench: page load in headless Chromium, median of ${LOAD_RUNS:-5} runs (bench/load.mjs)"
    load_md=$(CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium} node bench/load.mjs --runs "${LOAD_RUNS:-5}")
    write_section '<!-- load:start -->' '<!-- load:end -->' "$load_md"
    printf '%s\n' "$load_md"
    exit 0
fi

if [ "${1:-}" = --size ]; then
    size_section
    exit 0
fi

cargo build --release --locked --quiet --bin spieltisch
cli=$ROOT/target/release/spieltisch

# jget EXPR: evaluates a JS expression over the JSON on stdin, bound to `d`.
jget() { node -e 'const d = JSON.parse(require("fs").readFileSync(0, "utf8")); const r = ('"$1"'); console.log(Array.isArray(r) ? r.join("\n") : r)'; }
at_least() { node -e 'process.exit(Number(process.argv[1]) >= Number(process.argv[2]) ? 0 : 1)' "$1" "$2"; }
fmt() { node -e 'console.log(Math.round(Number(process.argv[1])).toLocaleString("en-US"))' "$1"; }

native_run() { "$cli" playout "$1" --players "$2" --seed "$SEED" --games "$3"; }

rows=() verdicts=()
while read -r id min max; do
    for ((players = min; players <= max; players++)); do
        # Size the run: grow until it takes a while, then scale to BENCH_SECONDS.
        games=50
        while :; do
            secs=$(native_run "$id" "$players" "$games" | jget 'd.seconds')
            if at_least "$secs" 0.05; then break; fi
            games=$((games * 4))
        done
        games=$(node -e 'console.log(Math.max(1, Math.ceil(process.argv[1] * process.argv[2] / process.argv[3])))' "$games" "$BENCH_SECONDS" "$secs")

        native_best=0 native_moves=""
        for _ in 1 2 3 4 5; do
            out=$(native_run "$id" "$players" "$games")
            native_moves=$(jget 'd.moves' <<<"$out")
            native_best=$(node -e 'console.log(Math.max(Number(process.argv[1]), Number(process.argv[2])))' "$native_best" "$(jget 'd.movesPerSecond' <<<"$out")")
        done
        wasm_out=$(node bench/wasm-playout.mjs "$id" "$players" "$SEED" "$games" --repeat 5)
        wasm_moves=$(jget 'd.moves' <<<"$wasm_out")
        wasm_best=$(jget 'd.movesPerSecond' <<<"$wasm_out")
        [ "$wasm_moves" = "$native_moves" ] ||
            die "$id/$players: wasm played $wasm_moves moves, native $native_moves: the builds are not deterministic alike"
        ratio=$(node -e 'console.log((process.argv[1] / process.argv[2]).toFixed(2))' "$wasm_best" "$native_best")
        rows+=("| $id | $players | $(fmt "$games") | $(fmt "$native_moves") | $(fmt "$native_best") | $(fmt "$wasm_best") | ${ratio}x |")
        say "bench: $id $players players: native $(fmt "$native_best") moves/s, wasm $(fmt "$wasm_best") moves/s (${ratio}x)"

        target=${NATIVE_TARGET[$id]:-}
        if [ -n "$target" ] && ! at_least "$native_best" "$target"; then
            verdicts+=("- **below target**: $id with $players players natively $(fmt "$native_best") < $(fmt "$target") moves/s")
        fi
        if ! at_least "$ratio" "$WASM_RATIO_TARGET"; then
            verdicts+=("- **below target**: $id with $players players wasm/native ${ratio}x < ${WASM_RATIO_TARGET}x")
        fi
    done
done < <("$cli" games | jget 'd.map((g) => `${g.id} ${g.minPlayers} ${g.maxPlayers}`)')

# What a visit downloads: the largest single-game module (size section: each one).
largest=$(for f in pkg/games/*.wasm; do echo "$(gzip -9c "$f" | wc -c) $f"; done | sort -n | tail -n 1 | cut -d' ' -f2)
raw=$(wc -c <"$largest")
gz=$(gzip -9c "$largest" | wc -c)
js=$(wc -c <pkg/spieltisch.js)
js_gz=$(gzip -9c pkg/spieltisch.js | wc -c)
cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)
[ ${#verdicts[@]} -gt 0 ] || verdicts=("- all targets met for the games measured")
measured=$("$cli" games | jget 'd.map((g) => g.id)')
for id in $(printf '%s\n' "${!NATIVE_TARGET[@]}" | sort); do
    grep -qx "$id" <<<"$measured" || verdicts+=("- $id: not registered yet, not measured")
done
targets=$(for id in $(printf '%s\n' "${!NATIVE_TARGET[@]}" | sort); do printf '%s >= %s; ' "$id" "$(fmt "${NATIVE_TARGET[$id]}")"; done)

table=$(
    echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`bash scripts/bench.sh\` on $(uname -sm), ${cpu:-unknown CPU}, $(nproc) cores"
    echo "(shared with other work: figures vary by 10-20% between runs). Native: \`$(rustc -V)\`, profile release."
    echo "Wasm: Node $(node -v), pkg/ built by: $(sed -n 's/^builder: //p' pkg/BUILD-INFO)."
    echo "Seed $SEED, best of 5 runs of the same games; a move is one \`apply\` of a random legal move; wasm = the game's own module."
    echo
    echo "| game | players | games | moves | native moves/s | wasm moves/s | wasm/native |"
    echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
    printf '%s\n' "${rows[@]}"
    echo
    echo "Wasm size: the largest module a visit loads, \`$largest\`, $(fmt "$raw") bytes raw, $(fmt "$gz") bytes gzipped (-9);"
    echo "JS glue \`pkg/spieltisch.js\` $(fmt "$js") bytes raw, $(fmt "$js_gz") gzipped."
    echo
    echo "Against the targets (native moves/s: ${targets}wasm >= ${WASM_RATIO_TARGET}x native):"
    printf '%s\n' "${verdicts[@]}"
)

write_section '<!-- bench:begin (written by scripts/bench.sh; do not edit by hand) -->' '<!-- bench:end -->' "$table"
printf '%s\n' "$table"
size_section
say "bench: wrote BENCHMARKS.md"

# The computer players have their own section (BENCH_BOTS=0 skips it: long).
[ "${BENCH_BOTS:-1}" = 0 ] || bash scripts/bench-bots.sh
