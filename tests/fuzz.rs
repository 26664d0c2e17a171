//! A seeded fuzz test of the JSON API, for every game in the registry (a game
//! added to `REGISTRY` is fuzzed without touching this file).
//!
//! Inputs: arbitrary bytes and mutated JSON text (through `api::parse_json`,
//! the CLI's and the limits' path), and mutated states and moves built from
//! real positions of seeded random games. Every call must:
//! - not panic (a panic in wasm traps and takes the page down);
//! - refuse with a coded error: a snake_case `code`, a short message;
//! - change nothing when it refuses (a `Table` keeps its exact state);
//! - stay within `MAX_CALL_BYTES` of peak heap and `MAX_CALL_TIME` (a hang
//!   detector, far above any real call, not a speed test).
//! A state that loads must keep working: views for every viewer, its own legal
//! moves accepted, a round trip through JSON, and a few random moves on.
//!
//! `cargo test --release --test fuzz` runs `DEFAULT_ROUNDS` rounds per game (a
//! few seconds). The longer run for the bench: `bash scripts/bench.sh fuzz`, or
//! `SPIELTISCH_FUZZ_ROUNDS=200000 SPIELTISCH_FUZZ_SEED=<n> cargo test --release
//! --test fuzz -- --nocapture`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rand::RngCore;
use serde_json::{json, Map, Value};
use spieltisch::api::{self, ApiError, ErrorKind, Table, LIMITS};
use spieltisch::engine::Viewer;
use spieltisch::games::{RegistryEntry, REGISTRY};
use spieltisch::rng::SeededRng;

const DEFAULT_ROUNDS: usize = 1_500;
const MAX_CALL_BYTES: usize = 64 << 20;
const MAX_CALL_TIME: Duration = Duration::from_secs(10);

// ---- a counting allocator: the peak heap of one call ------------------------------

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(live, Ordering::Relaxed);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The allocator counts every thread: the tests of this file run one at a time.
static SERIAL: Mutex<()> = Mutex::new(());

fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// What the worst call of a run took, for the report.
#[derive(Default)]
struct Worst {
    bytes: usize,
    time: Duration,
    calls: usize,
    refusals: usize,
}

/// Runs one API call: no panic, bounded heap and time; a refusal is coded.
fn call<T>(worst: &mut Worst, what: &str, input: &dyn Fn() -> String, f: impl FnOnce() -> Result<T, ApiError>) -> Option<T> {
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let started = Instant::now();
    let result = catch_unwind(AssertUnwindSafe(f));
    let took = started.elapsed();
    let bytes = PEAK.load(Ordering::Relaxed).saturating_sub(base);
    worst.calls += 1;
    worst.bytes = worst.bytes.max(bytes);
    worst.time = worst.time.max(took);
    let Ok(result) = result else { panic!("{what} panicked on input {}", prefix(&input())) };
    assert!(bytes <= MAX_CALL_BYTES, "{what} took {bytes} bytes of heap on {}", prefix(&input()));
    assert!(took <= MAX_CALL_TIME, "{what} took {took:?} on {}", prefix(&input()));
    match result {
        Ok(value) => Some(value),
        Err(err) => {
            worst.refusals += 1;
            assert_coded(&err, what, input);
            None
        }
    }
}

fn assert_coded(err: &ApiError, what: &str, input: &dyn Fn() -> String) {
    let code = err.code();
    assert!(
        !code.is_empty() && code.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
        "{what}: odd code {code:?} on {}",
        prefix(&input())
    );
    assert!(!err.message.is_empty() && err.message.chars().count() <= 301, "{what}: message {:?}", prefix(&err.message));
}

fn prefix(text: &str) -> String {
    text.chars().take(300).collect()
}

// ---- generating inputs ---------------------------------------------------------------

struct Fuzzer {
    rng: SeededRng,
}

impl Fuzzer {
    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// Awkward scalars and small structures, including ones over the limits.
    fn awkward(&mut self) -> Value {
        match self.below(22) {
            0 => json!(null),
            1 => json!(true),
            2 => json!(-1),
            3 => json!(u64::MAX),
            4 => json!(i64::MIN),
            5 => json!(1u64 << 32),
            6 => json!((1u64 << 32) + 3),
            7 => json!(1e300),
            8 => json!(-0.0),
            9 => json!(0.5),
            10 => json!(""),
            11 => json!("x".repeat(self.below(2 * LIMITS.string))),
            12 => json!([]),
            13 => json!({}),
            14 => json!(vec![0; self.below(2 * LIMITS.array)]),
            15 => nest(LIMITS.depth + self.below(8)),
            16 => json!(self.rng.next_u64() >> self.below(64)),
            17 => json!(self.below(8)),
            18 => json!("spectator"),
            19 => json!("00"),
            20 => json!([self.below(4), self.below(4)]),
            _ => json!({"type": "x", "a": 1}),
        }
    }

    /// A copy of `doc` with one random change somewhere inside it.
    fn mutate(&mut self, doc: &Value) -> Value {
        let mut doc = doc.clone();
        let paths = all_paths(&doc);
        let path = &paths[self.below(paths.len())];
        let replacement = self.awkward();
        let kind = self.below(6);
        let Some(node) = pointer_mut(&mut doc, path) else { return doc };
        match (kind, node) {
            (0, Value::Number(n)) => {
                // A neighbour of a number: off-by-one indices and counts.
                let n = n.as_i64().unwrap_or(0);
                *pointer_mut(&mut doc, path).unwrap() = json!(if self.chance(50) { n + 1 } else { n - 1 });
            }
            (1, Value::Array(items)) if !items.is_empty() => {
                let i = self.below(items.len());
                if self.chance(50) {
                    items.remove(i);
                } else {
                    let copy = items[i].clone();
                    items.insert(i, copy);
                }
            }
            (2, Value::Array(items)) if items.len() > 1 => {
                let (i, j) = (self.below(items.len()), self.below(items.len()));
                items.swap(i, j);
            }
            (3, Value::Object(map)) if !map.is_empty() => {
                let key = map.keys().nth(self.below(map.len())).cloned().unwrap_or_default();
                map.remove(&key);
            }
            (4, Value::Object(map)) => {
                map.insert(format!("extra{}", self.below(3)), replacement);
            }
            (_, node) => *node = replacement,
        }
        doc
    }

    /// Bytes: random, or a JSON text with bytes flipped, cut or inserted.
    fn bytes(&mut self, seed_text: &str) -> Vec<u8> {
        let mut bytes = if self.chance(20) {
            (0..self.below(200)).map(|_| self.rng.next_u32() as u8).collect()
        } else {
            seed_text.as_bytes().to_vec()
        };
        for _ in 0..1 + self.below(4) {
            if bytes.is_empty() {
                break;
            }
            let at = self.below(bytes.len());
            match self.below(5) {
                0 => bytes[at] = self.rng.next_u32() as u8,
                1 => bytes.truncate(at),
                2 => {
                    let special = b"[]{}\",:\\0-e.";
                    bytes.insert(at, special[self.below(special.len())]);
                }
                3 => {
                    let run = vec![b"[{"[self.below(2)]; self.below(5_000)];
                    bytes.splice(at..at, run);
                }
                _ => {
                    bytes.remove(at);
                }
            }
        }
        bytes
    }
}

fn nest(depth: usize) -> Value {
    (0..depth).fold(json!(1), |inner, _| json!([inner]))
}

/// JSON pointers of every node of `doc`, the root first.
fn all_paths(doc: &Value) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut stack = vec![(String::new(), doc)];
    while let Some((path, node)) = stack.pop() {
        let children: Vec<(String, &Value)> = match node {
            Value::Array(items) => items.iter().enumerate().map(|(i, v)| (format!("{path}/{i}"), v)).collect(),
            Value::Object(map) => map.iter().map(|(k, v)| (format!("{path}/{}", k.replace('~', "~0").replace('/', "~1")), v)).collect(),
            _ => Vec::new(),
        };
        for (child, value) in children {
            out.push(child.clone());
            stack.push((child, value));
        }
    }
    out
}

fn pointer_mut<'a>(doc: &'a mut Value, path: &str) -> Option<&'a mut Value> {
    if path.is_empty() {
        Some(doc)
    } else {
        doc.pointer_mut(path)
    }
}

// ---- the properties ----------------------------------------------------------------------

/// Real positions of seeded random games: from the start to the end.
fn positions(entry: &RegistryEntry, fuzzer: &mut Fuzzer) -> Vec<Table> {
    let info = entry.info;
    let mut out = Vec::new();
    for players in info.min_players..=info.max_players {
        let mut table = api::new_table(info.id, &json!({"players": players, "seed": fuzzer.rng.next_u64() >> 11})).unwrap();
        out.push(table.clone());
        let mut moves = 0;
        while !table.status(Viewer::Spectator).finished && moves < 5_000 {
            let legal = table.legal_moves_json();
            let legal = legal.as_array().unwrap();
            table.apply_json(&legal[fuzzer.below(legal.len())]).unwrap();
            moves += 1;
            if fuzzer.chance(8) {
                out.push(table.clone());
            }
        }
        out.push(table);
    }
    out
}

/// A state that loaded: everything the page does with it works.
fn exercise(table: &mut Table, fuzzer: &mut Fuzzer, worst: &mut Worst) {
    let state = table.state_json();
    let text = state.to_string();
    let input = || text.clone();
    let reloaded = call(worst, "reload", &input, || Table::load(&state)).expect("a state the API wrote must load again");
    assert_eq!(reloaded.state_json(), state, "the state changed on a JSON round trip");
    let players = table.players();
    for viewer in (0..players).map(|s| json!(s)).chain([json!("spectator")]) {
        call(worst, "view", &input, || api::view(&state, &viewer)).expect("a loaded state shows every viewer");
    }
    for _ in 0..3 {
        if table.status(Viewer::Spectator).finished {
            break;
        }
        let legal = call(worst, "legalMoves", &input, || Ok(table.legal_moves_json())).unwrap();
        let legal = legal.as_array().cloned().unwrap_or_default();
        assert!(!legal.is_empty(), "a running game offers no move: {}", prefix(&input()));
        let mv = &legal[fuzzer.below(legal.len())];
        call(worst, "apply legal", &input, || table.apply_json(mv)).expect("a legal move is accepted");
    }
}

/// A move given to a table: accepted, or refused with the table unchanged.
fn try_move(table: &mut Table, mv: &Value, fuzzer: &mut Fuzzer, worst: &mut Worst) {
    let before = table.state_json();
    let input = || format!("move {mv} on {}", before);
    match call(worst, "apply", &input, || table.apply_json(mv)) {
        Some(()) => exercise(table, fuzzer, worst),
        None => assert_eq!(table.state_json(), before, "a refused move changed the table: {}", prefix(&mv.to_string())),
    }
}

fn fuzz_game(entry: &RegistryEntry, rounds: usize, seed: u64) -> Worst {
    let mut fuzzer = Fuzzer { rng: SeededRng::from_seed(seed) };
    let mut worst = Worst::default();
    let tables = positions(entry, &mut fuzzer);
    for round in 0..rounds {
        let base = &tables[fuzzer.below(tables.len())];
        let state = base.state_json();
        match round % 4 {
            // Bytes through the text path (CLI): refused as JSON or as a state, or loaded.
            0 => {
                let bytes = fuzzer.bytes(&state.to_string());
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let input = || text.clone();
                let parsed = call(&mut worst, "parse_json", &input, || api::parse_json(&text, ErrorKind::MalformedState, "state"));
                if let Some(doc) = parsed {
                    if let Some(mut table) = call(&mut worst, "load", &input, || Table::load(&doc)) {
                        exercise(&mut table, &mut fuzzer, &mut worst);
                    }
                }
            }
            // A mutated state document.
            1 => {
                let doc = fuzzer.mutate(&state);
                let input = || doc.to_string();
                let _ = call(&mut worst, "legalMoves", &input, || api::legal_moves(&doc));
                let viewer = if fuzzer.chance(70) { json!(fuzzer.below(6)) } else { fuzzer.awkward() };
                let _ = call(&mut worst, "view", &input, || api::view(&doc, &viewer));
                if let Some(mut table) = call(&mut worst, "load", &input, || Table::load(&doc)) {
                    exercise(&mut table, &mut fuzzer, &mut worst);
                }
            }
            // A mutated legal move, or one legal elsewhere, on a real position.
            2 => {
                let mut table = base.clone();
                let legal = table.legal_moves_json();
                let legal = legal.as_array().cloned().unwrap_or_default();
                let other = &tables[fuzzer.below(tables.len())].legal_moves_json();
                let pool: Vec<Value> = legal.iter().chain(other.as_array().into_iter().flatten()).cloned().collect();
                let mv = match pool.len() {
                    0 => fuzzer.awkward(),
                    n => {
                        let picked = pool[fuzzer.below(n)].clone();
                        if fuzzer.chance(80) { fuzzer.mutate(&picked) } else { picked }
                    }
                };
                try_move(&mut table, &mv, &mut fuzzer, &mut worst);
            }
            // Move bytes through the text path, then on a table.
            _ => {
                let legal = base.legal_moves_json();
                let sample = legal.as_array().and_then(|m| m.first()).cloned().unwrap_or(json!({"type": "x"}));
                let bytes = fuzzer.bytes(&sample.to_string());
                let text = String::from_utf8_lossy(&bytes).into_owned();
                let input = || text.clone();
                if let Some(mv) = call(&mut worst, "parse move", &input, || api::parse_json(&text, ErrorKind::MalformedMove, "move")) {
                    let mut table = base.clone();
                    try_move(&mut table, &mv, &mut fuzzer, &mut worst);
                }
            }
        }
    }
    worst
}

fn rounds() -> usize {
    std::env::var("SPIELTISCH_FUZZ_ROUNDS").ok().and_then(|n| n.parse().ok()).unwrap_or(DEFAULT_ROUNDS)
}

fn seed() -> u64 {
    std::env::var("SPIELTISCH_FUZZ_SEED").ok().and_then(|n| n.parse().ok()).unwrap_or(20_261_123)
}

#[test]
fn fuzz_every_registered_game() {
    let _serial = serial();
    let (rounds, seed) = (rounds(), seed());
    for (i, entry) in REGISTRY.iter().enumerate() {
        let started = Instant::now();
        let worst = fuzz_game(entry, rounds, seed.wrapping_add(i as u64));
        eprintln!(
            "fuzz {}: {rounds} rounds (seed {seed}), {} calls, {} refused, worst call {:?} and {} KiB of heap, {:.1} s",
            entry.info.id,
            worst.calls,
            worst.refusals,
            worst.time,
            worst.bytes >> 10,
            started.elapsed().as_secs_f64()
        );
        assert!(worst.refusals > 0 && worst.refusals < worst.calls, "{}: the fuzzer should hit both sides", entry.info.id);
    }
}

#[test]
fn hostile_inputs_are_refused_cheaply() {
    let _serial = serial();
    let mut worst = Worst::default();
    let state = api::new_game(REGISTRY[0].info.id, &json!({"players": REGISTRY[0].info.min_players, "seed": 1})).unwrap();
    let deep = format!("{}{}", "[".repeat(1_000_000), "]".repeat(1_000_000));
    let wide = format!("[{}]", vec!["{}"; 300_000].join(","));
    let mut players = state.clone();
    players["state"] = Value::Array(vec![json!({"hand": [1, 2, 3]}); 1_000_000]);
    let mut extra = Map::new();
    extra.insert("ignored".into(), Value::Array(vec![json!(0); 5_000_000]));
    let cases: Vec<(&str, Result<Value, ApiError>)> = vec![
        ("deep text", api::parse_json(&deep, ErrorKind::MalformedState, "state")),
        ("wide text", api::parse_json(&wide, ErrorKind::MalformedState, "state")),
    ];
    for (what, result) in cases {
        assert_eq!(result.map_err(|e| e.code()), Err("malformed_state"), "{what}");
    }
    let input = || "a million players".to_string();
    assert!(call(&mut worst, "1M players", &input, || api::legal_moves(&players)).is_none());
    let extra = Value::Object(extra);
    assert!(call(&mut worst, "5M ignored", &input, || api::apply_move(&state, &extra)).is_none());
    assert!(worst.bytes < 1 << 20, "refusing took {} bytes", worst.bytes);
}
