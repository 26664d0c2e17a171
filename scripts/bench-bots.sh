#!/usr/bin/env bash
# Benchmarks of the computer players (issue 11; never timed tests): per game
# and player count, search iterations per second natively and in wasm under
# Node, milliseconds per move at each page level in headless Chromium, and
# arena win rates with 95% Wilson intervals against the stated targets.
# Writes its own marked section of BENCHMARKS.md and prints it.
#   bash scripts/bench-bots.sh          (also called by scripts/bench.sh)
# BOT_GAMES (default 20) games per arena match, BOT_GAMES_STRONG (default 10)
# for strong against normal, BOT_GAMES_RANDOM (default 60) for normal against
# random with 2 players; rounded up to a multiple of the player count so
# every player sits at every position equally often. BENCH_BOTS_ONLY=<game id>
# measures one game again and keeps the other games' rows of the last run
# (kept per game in target/bench-bots/, so a shared machine can measure one
# game at a time). The load average before and after each game is recorded.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

BOT_GAMES=${BOT_GAMES:-20}
BOT_GAMES_STRONG=${BOT_GAMES_STRONG:-10}
# 2 players, normal against random: the 95% target needs more games to say anything.
BOT_GAMES_RANDOM=${BOT_GAMES_RANDOM:-60}
SEED=1
# The page's levels (www/js/shell/bot.js levelBudget, www/js/games/levels.js) as arena players.
# levels_of GAME: "easy=greedy normal=mcts:N strong=mcts:N+infer ..." for that game (arena players).
levels_of() {
    node -e 'import("./www/js/shell/bot.js").then(({ levelNames, levelBudget }) => console.log(levelNames(process.argv[1]).map((k) => { const b = levelBudget(k, process.argv[1]); const search = b.millis ? `mcts:${b.millis}ms` : `mcts:${b.iterations}`; return `${k}=${b.greedy ? "greedy" : search + (b.infer ? "+infer" : "")}`; }).join(" ")))' "$1"
}

cargo build --release --locked --quiet --bin spieltisch
cli=$ROOT/target/release/spieltisch
if ! bash scripts/check-pkg.sh --quick; then
    say "bench-bots: pkg/ is stale, rebuilding it"
    bash scripts/build-wasm.sh pkg
fi

jget() { node -e 'const d = JSON.parse(require("fs").readFileSync(0, "utf8")); const r = ('"$1"'); console.log(Array.isArray(r) ? r.join("\n") : r)'; }
pct() { node -e 'console.log((100 * Number(process.argv[1])).toFixed(0) + "%")' "$1"; }
round_up() { echo $(( ($1 + $2 - 1) / $2 * $2 )); }

# arena GAME PLAYERS GAMES SEATS -> "rate lo hi" of the first seat, and the mean/max ms of its moves
arena() {
    "$cli" arena "$1" --players "$2" --seats "$4" --games "$(round_up "$3" "$2")" --seed "$SEED" |
        jget '(() => { const s = d.standings[0]; return `${s.rate} ${s.wilson[0]} ${s.wilson[1]} ${d.games}`; })()'
}
# verdict RATE LO TARGET STRICT: met when the rate reaches the target (above it
# when STRICT), "met, interval clear" when the whole interval does.
verdict() {
    node -e '
        const [rate, lo, target, strict] = process.argv.slice(1).map(Number);
        const ok = (x) => (strict ? x > target : x >= target);
        console.log(ok(lo) ? "met, interval clear" : ok(rate) ? "met" : "**missed**");' "$1" "$2" "$3" "$4"
}
row() { # label game players games seats target strict
    read -r rate lo hi games < <(arena "$2" "$3" "$4" "$5")
    local sign=">="
    [ "$7" = 1 ] && sign=">"
    arena_rows+=("| $2 | $3 | $1 | $games | $(pct "$rate") | $(pct "$lo")–$(pct "$hi") | $sign $(pct "$6"): $(verdict "$rate" "$lo" "$6" "$7") |")
    say "bench-bots: $2/$3 $1: $(pct "$rate") [$(pct "$lo"), $(pct "$hi")] over $games games"
}

cache=$ROOT/target/bench-bots
mkdir -p "$cache"
load() { cut -d' ' -f1 /proc/loadavg; }
ids=()
while read -r id min max; do
    ids+=("$id")
    [ -z "${BENCH_BOTS_ONLY:-}" ] || [ "$id" = "$BENCH_BOTS_ONLY" ] || continue
    levels=$(levels_of "$id")
    declare -A LEVEL=()
    for pair in $levels; do LEVEL[${pair%%=*}]=${pair#*=}; done
    speed_rows=() browser_rows=() arena_rows=()
    load_before=$(load)
    started=$(date -u '+%Y-%m-%d %H:%M')
    for ((players = min; players <= max; players++)); do
        s=$(node bench/bot-speed.mjs iterations "$id" "$players" --positions 8 --iterations 2000)
        speed_rows+=("| $id | $players | $(jget 'd.nativePerSecond.toLocaleString("en-US")' <<<"$s") | $(jget 'd.wasmPerSecond.toLocaleString("en-US")' <<<"$s") |")
        b=$(node bench/bot-speed.mjs chromium "$id" "$players" --positions 12)
        browser_rows+=("| $id | $players | $(jget '["easy", "normal", "strong"].map((l) => `${d.levels[l].median} / ${d.levels[l].max}`).join(" | ")' <<<"$b") |")
        seats=${LEVEL[normal]}
        for ((i = 1; i < players; i++)); do seats+=",random"; done
        if ((players == 2)); then
            row "normal vs random" "$id" 2 "$BOT_GAMES_RANDOM" "$seats" 0.95 0
            row "easy vs random" "$id" 2 "$BOT_GAMES_RANDOM" "${LEVEL[easy]},random" 0.80 0
            row "normal vs easy" "$id" 2 "$BOT_GAMES" "${LEVEL[normal]},${LEVEL[easy]}" 0.75 0
            row "strong vs normal" "$id" 2 "$BOT_GAMES_STRONG" "${LEVEL[strong]},${LEVEL[normal]}" 0.70 0
        else
            row "normal vs $((players - 1)) random" "$id" "$players" "$BOT_GAMES" "$seats" 0.80 0
        fi
        if ((players == min && min > 2)); then
            # A game without a 2-player mode: the levels head to head at the
            # table's size; the stronger seat should win more than its share.
            share=$(node -e 'console.log((1 / Number(process.argv[1])).toFixed(4))' "$players")
            weaker=""
            for ((i = 1; i < players; i++)); do weaker+=",${LEVEL[easy]}"; done
            row "normal vs $((players - 1)) easy" "$id" "$players" "$BOT_GAMES" "${LEVEL[normal]}$weaker" "$share" 1
            weaker=""
            for ((i = 1; i < players; i++)); do weaker+=",${LEVEL[normal]}"; done
            # Issue 25: strong at least 1.5 times its fair share.
            target=$(node -e 'console.log((1.5 / Number(process.argv[1])).toFixed(4))' "$players")
            row "strong vs $((players - 1)) normal" "$id" "$players" "$BOT_GAMES_STRONG" "${LEVEL[strong]}$weaker" "$target" 0
        fi
    done
    {
        echo "level|$id|$levels"
        echo "when|$id|$started UTC, load average $load_before before and $(load) after"
        printf 'speed|%s\n' "${speed_rows[@]}"
        printf 'browser|%s\n' "${browser_rows[@]}"
        printf 'arena|%s\n' "${arena_rows[@]}"
    } >"$cache/$id.rows"
done < <("$cli" games | jget 'd.map((g) => `${g.id} ${g.minPlayers} ${g.maxPlayers}`)')

# rows KIND: that kind of row of every game measured so far, in registry order.
rows() {
    for id in "${ids[@]}"; do
        [ -f "$cache/$id.rows" ] && sed -n "s/^$1|//p" "$cache/$id.rows"
    done
    return 0
}

section=$(
    echo "### Computer players"
    echo
    echo "(Written by \`bash scripts/bench-bots.sh\`; do not edit by hand.)"
    echo
    echo "Measured by \`bash scripts/bench-bots.sh\` on $(nproc) cores shared with other work (one game at a time;"
    echo "timings vary with the load). Per game, when, and the load average (1 min) around its run:"
    echo
    rows when | sed 's/^\([^|]*\)|/- \1: /'
    echo
    echo "Levels (www/js/shell/bot.js \`levelBudget\`) as arena players: greedy, or ISMCTS iterations per decision:"
    echo
    rows level | sed 's/^\([^|]*\)|/- \1: /'
    echo
    echo "Search iterations per second, 2000 iterations on each of 8 positions spread over one seeded game:"
    echo
    echo "| game | players | native it/s | wasm (Node) it/s |"
    echo "| --- | ---: | ---: | ---: |"
    rows speed
    echo
    echo "Milliseconds per move in headless Chromium (median / max over 12 positions of one game); target: normal <= 1000 ms:"
    echo
    echo "| game | players | easy | normal | strong |"
    echo "| --- | ---: | ---: | ---: | ---: |"
    rows browser
    echo
    echo "Arena (\`spieltisch arena\`, seed $SEED, seats rotated): win rate of the first player, 95% Wilson interval, target:"
    echo
    echo "| game | players | match | games | wins | 95% interval | target |"
    echo "| --- | ---: | --- | ---: | ---: | --- | --- |"
    rows arena
    echo
    echo "Reading the table: a level is an iteration budget (so a computer's move replays exactly), hence"
    echo "its time per move differs by game and by position; the Chromium table is what people wait."
    echo "\"met\" compares the observed rate with the target; \"interval clear\" means the whole 95% interval"
    echo "does. With 10-20 games per match an interval spans 20-40 points: BOT_GAMES=100 narrows it."
    if [ -f bench/bot-notes.md ]; then
        echo
        cat bench/bot-notes.md
    fi
)

begin='<!-- bots:start -->'
end='<!-- bots:end -->'
if ! grep -qF "$begin" BENCHMARKS.md; then
    printf '\n%s\n%s\n' "$begin" "$end" >>BENCHMARKS.md
fi
SECTION="$section" BEGIN="$begin" END="$end" node -e '
    const fs = require("fs");
    const { SECTION, BEGIN, END } = process.env;
    const text = fs.readFileSync("BENCHMARKS.md", "utf8");
    const a = text.indexOf(BEGIN), b = text.indexOf(END, a);
    if (a < 0 || b < 0) { console.error("BENCHMARKS.md: bots markers missing"); process.exit(1); }
    fs.writeFileSync("BENCHMARKS.md", text.slice(0, a + BEGIN.length) + "\n" + SECTION + "\n" + text.slice(b));
'
printf '%s\n' "$section"
say "bench-bots: wrote BENCHMARKS.md"
