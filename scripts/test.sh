#!/usr/bin/env bash
# THE test command (README; .ci/run calls exactly this):
#   bash scripts/test.sh
# Sets the machine up, then runs every test and prints a summary:
#   1. setup             scripts/setup.sh (toolchains, wasm-bindgen, chromium, firefox-esr, npm ci)
#   2. rust tests        cargo test --profile ci with warnings denied (unit,
#                        simulation and CLI tests; the ci profile of Cargo.toml:
#                        optimised, no LTO, overflow checks on)
#   3. type check        TypeScript's checker over the JSDoc of www/js (tsconfig.json,
#                        the service worker: tsconfig.sw.json): 0 errors
#   4. pkg up to date    scripts/check-pkg.sh: rebuild the wasm, compare with pkg/
#                        (in the background from after setup on, beside the
#                        other steps; reported last)
#   5. node wasm tests   node --test tests/node/*.test.mjs (pkg/ against the CLI
#                        that step 2 built)
#   6. browser tests     node --test tests/browser/*.test.mjs in Debian's chromium
#                        (firefox.test.mjs: Debian's firefox-esr)
# Every step runs even when an earlier one failed; exits 1 if any failed.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# The browser tests run in Debian's chromium-headless-shell (setup.sh): the
# same Chromium, its old headless mode, which loads and draws the same pages
# for about half the CPU of the full browser (BENCHMARKS.md, "Browser test
# files"); CHROMIUM picks another.
if [ -z "${CHROMIUM:-}" ] && [ -x /usr/bin/chromium-headless-shell ]; then export CHROMIUM=/usr/bin/chromium-headless-shell; fi
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
export CHROMIUM_PATH=${CHROMIUM_PATH:-$CHROMIUM}
export CARGO_TERM_COLOR=${CARGO_TERM_COLOR:-never}
mkdir -p tests/artifacts

step_pid=""
trap 'if [ -n "$step_pid" ]; then kill -TERM -- "-$step_pid" 2>/dev/null; fi; if [ -n "$bg_pid" ]; then pkill -TERM -P "$bg_pid" 2>/dev/null; fi; echo "test.sh: interrupted" >&2; exit 130' INT TERM
names=() results=() times=()
passed=0 failed=0 skipped=0
started=$SECONDS

# step NAME TIMEOUT_SECONDS COMMAND...
step() {
    local name=$1 limit=$2
    shift 2
    printf '\n==> %s: %s\n' "$name" "$*"
    local t0=$SECONDS rc=0
    # In the background so that Ctrl-C (trap below) can stop the whole step:
    # timeout runs it in a process group of its own.
    timeout --kill-after=30 "$limit" "$@" &
    step_pid=$!
    wait "$step_pid" || rc=$?
    step_pid=""
    local took=$((SECONDS - t0))
    names+=("$name") times+=("${took}s")
    if [ "$rc" -eq 0 ]; then
        results+=(ok) passed=$((passed + 1))
    else
        [ "$rc" -eq 124 ] && printf '%s: timed out after %ss\n' "$name" "$limit" >&2
        results+=("FAILED (exit $rc)") failed=$((failed + 1))
    fi
}

# bg_step NAME TIMEOUT_SECONDS COMMAND...: like step, but in the background
# (at the same priority: at nice 10 it got almost nothing while the browser
# tests ran and then held the run at its end on one core), its output kept in tests/artifacts/NAME.log until bg_wait
# prints it (so that it does not mix with the steps running meanwhile).
bg_name="" bg_pid="" bg_t0=0 bg_log=""
bg_step() {
    bg_name=$1 bg_log="tests/artifacts/${1// /-}.log"
    local limit=$2
    shift 2
    printf '\n==> %s (in the background, output below when done): %s\n' "$bg_name" "$*"
    bg_t0=$SECONDS
    # The subshell notes when the step ended (its time is not the time of the wait).
    (
        rc=0
        timeout --kill-after=30 "$limit" "$@" >"$bg_log" 2>&1 || rc=$?
        echo $((SECONDS - bg_t0)) >"$bg_log.took"
        exit "$rc"
    ) &
    bg_pid=$!
}

bg_wait() {
    [ -n "$bg_pid" ] || return 0
    local rc=0
    wait "$bg_pid" || rc=$?
    bg_pid=""
    printf '\n==> %s (finished in the background):\n' "$bg_name"
    cat "$bg_log"
    names+=("$bg_name") times+=("$(cat "$bg_log.took" 2>/dev/null || echo "?")s")
    if [ "$rc" -eq 0 ]; then
        results+=(ok) passed=$((passed + 1))
    else
        [ "$rc" -eq 124 ] && printf '%s: timed out\n' "$bg_name" >&2
        results+=("FAILED (exit $rc)") failed=$((failed + 1))
    fi
}

skip() {
    printf '\n==> %s: skipped (%s)\n' "$1" "$2"
    names+=("$1") results+=("skipped: $2") times+=(-) skipped=$((skipped + 1))
}

step "setup" 2400 bash scripts/setup.sh
# The wasm rebuild (six modules, each a single-threaded LTO link) goes in
# the background from here on, beside every other step: it needs one core at
# most, so it shares the machine with them instead of holding the run at its
# end. It builds into a temporary folder and changes
# nothing the other steps read; std and the dependencies come from the
# machine's cache of wasm builds (lib.sh wasm_target_dir) when a clone built
# them before. Limits with room: CI machines differ; the whole run must stay
# within CI's 90 minutes, which these leave.
bg_step "pkg up to date" 3000 bash scripts/check-pkg.sh
# Warnings are denied in the same build the tests run (no second compile of the crate).
step "rust tests" 1800 env RUSTFLAGS="-D warnings" cargo test --profile ci --locked --no-fail-fast
step "type check" 300 bash -c 'node_modules/.bin/tsc -p tsconfig.json && node_modules/.bin/tsc -p tsconfig.sw.json'

shopt -s nullglob
node_tests=(tests/node/*.test.mjs)
browser_tests=(tests/browser/*.test.mjs)
shopt -u nullglob
# The browser files start slowest first (tests/browser/slowest-first.txt,
# written by bench/browser-times.mjs --write), files it does not know yet
# before them: two run at a time, and a long file started last would run
# alone at the end while the other core idles.
if [ -f tests/browser/slowest-first.txt ] && [ ${#browser_tests[@]} -gt 0 ]; then
    mapfile -t browser_tests < <(printf '%s\n' "${browser_tests[@]}" |
        awk 'NR == FNR { rank["tests/browser/" $0] = NR; next } { print ($0 in rank ? rank[$0] : 0) "\t" $0 }' \
            tests/browser/slowest-first.txt - | sort -n -s -k1,1 | cut -f2)
fi

if [ ${#node_tests[@]} -gt 0 ]; then
    # The determinism tests compare with the native CLI: the one step 2 built
    # (same rules code; the profile changes speed, not results).
    step "node wasm tests" 900 env SPIELTISCH_CLI="${SPIELTISCH_CLI:-$ROOT/target/ci/spieltisch}" \
        bash -c '[ -x "$SPIELTISCH_CLI" ] || RUSTFLAGS="-D warnings" cargo build --profile ci --locked --quiet --bin spieltisch; exec node --test "$@"' _ "${node_tests[@]}"
else
    skip "node wasm tests" "no tests/node/*.test.mjs"
fi

if [ ${#browser_tests[@]} -gt 0 ]; then
    # Two files at a time, each with its own Chromium (or Firefox): the tests
    # wait on the pages more than they compute, so two share 2 cores well
    # (a fresh clone: 16.4 min one at a time, 13.1 min two at a time, the
    # same 136 tests passing). BROWSER_TEST_JOBS=1 runs them one by one.
    # The tables across devices (net*.test, firefox-net.test) run beside the
    # others, once, in the headless shell. Their two flakes were lost
    # messages: a guest's first hello (it now says it again until the host
    # answers, guest.js hello) and the bye to a device turned away, which the
    # host cut off by closing the connection at once (host.js turnAway).
    # A test that waits on something that never comes fails after 10 min
    # (the longest passes in 81 s here; CI machines have been three times
    # slower) instead of holding the step to its hour;
    # a file whose pages or server outlive its tests is ended when they are
    # done (--test-force-exit, Node 20.14 on).
    bounds=(--test-timeout=600000)
    if node --help 2>/dev/null | grep -q -- --test-force-exit; then bounds+=(--test-force-exit); fi
    step "browser tests" 3600 node --test "${bounds[@]}" --test-concurrency="${BROWSER_TEST_JOBS:-2}" "${browser_tests[@]}"
else
    skip "browser tests" "no tests/browser/*.test.mjs yet"
fi

bg_wait

total=$((SECONDS - started))
printf '\n==> summary (%dm%02ds)\n' $((total / 60)) $((total % 60))
for i in "${!names[@]}"; do
    printf '  %-18s %-6s %s\n' "${names[$i]}" "${times[$i]}" "${results[$i]}"
done
printf 'test.sh: %d passed, %d failed, %d skipped\n' "$passed" "$failed" "$skipped"
[ "$failed" -eq 0 ]
