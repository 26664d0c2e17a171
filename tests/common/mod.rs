//! The generic random-simulation test (OpenSpiel's `RandomSimTest`), written
//! once against the engine trait and run by every game's test file.

#![allow(dead_code)]

use serde_json::{json, Value};
use spieltisch::api::{self, Table};
use spieltisch::engine::{Determinize, Game, Options, Viewer};
use spieltisch::rng::SeededRng;

/// Settings of one simulation run.
pub struct Sim {
    pub players: usize,
    pub games: u64,
    pub first_seed: u64,
    /// A game longer than this counts as not terminating.
    pub max_moves: usize,
    /// Run the expensive per-move checks (JSON round trip, leak test,
    /// refusals) on every `deep_every`-th move only.
    pub deep_every: usize,
}

/// Plays `sim.games` seeded random games of `G` and checks on the way:
/// every legal move passes `check`; moves seen earlier that are not legal now
/// are refused and leave the state untouched; the state survives JSON; no
/// view changes when the viewer's unknowns are re-dealt; the game ends with
/// an outcome; replaying seed + moves gives the identical state.
pub fn random_simulation<G: Determinize + 'static>(sim: &Sim) {
    for seed in sim.first_seed..sim.first_seed + sim.games {
        let options = Options { players: sim.players };
        let mut game = G::setup(&options, SeededRng::from_seed(seed)).expect("setup");
        let mut chooser = SeededRng::from_seed(seed.wrapping_mul(31).wrapping_add(7));
        let mut history: Vec<G::Move> = Vec::new();
        let mut seen: Vec<G::Move> = Vec::new();
        let mut legal = Vec::new();
        while !game.is_finished() {
            legal.clear();
            game.legal_moves(&mut legal);
            assert!(!legal.is_empty(), "seed {seed}: no legal move in an unfinished game: {game:?}");
            assert_eq!(game.active().len(), 1, "seed {seed}: exactly one seat decides");
            if history.len() % sim.deep_every == 0 {
                deep_checks(&game, &legal, &seen, &mut chooser, seed);
            }
            for mv in &legal {
                if let Err(e) = game.check(mv) {
                    panic!("seed {seed}: legal move {mv:?} refused: {e}");
                }
            }
            let mv = legal[chooser.below(legal.len())].clone();
            game.play(&mv).expect("a legal move is accepted");
            if !seen.contains(&mv) && seen.len() < 400 {
                seen.push(mv.clone());
            }
            history.push(mv);
            assert!(history.len() <= sim.max_moves, "seed {seed}: game did not end within {} moves", sim.max_moves);
        }
        let outcome = game.outcome().expect("a finished game has an outcome");
        assert_eq!(outcome.scores.len(), sim.players);
        assert!(!outcome.winners.is_empty(), "seed {seed}: nobody won");
        assert!(game.active().is_empty());
        legal.clear();
        game.legal_moves(&mut legal);
        assert!(legal.is_empty(), "seed {seed}: moves offered after the end");
        assert_replays(&game, &options, seed, &history);
    }
}

fn deep_checks<G: Determinize + 'static>(
    game: &G,
    legal: &[G::Move],
    seen: &[G::Move],
    chooser: &mut SeededRng,
    seed: u64,
) {
    // A move seen before that is not legal now must be refused, untouched.
    let illegal: Vec<&G::Move> = seen.iter().filter(|m| !legal.contains(m)).collect();
    if !illegal.is_empty() {
        let mv = illegal[chooser.below(illegal.len())];
        let mut copy = game.clone();
        assert!(copy.play(mv).is_err(), "seed {seed}: illegal {mv:?} accepted");
        assert_eq!(&copy, game, "seed {seed}: a refused move changed the state");
    }
    // The state survives JSON, both raw and through the API document.
    let json = serde_json::to_string(game).expect("serialise");
    let back: G = serde_json::from_str(&json).expect("deserialise");
    assert_eq!(&back, game, "seed {seed}: JSON round trip changed the state");
    back.validate().expect("a real state validates");
    // No view may change when what that viewer cannot see is re-dealt.
    for viewer in viewers(game.players()) {
        let view = serde_json::to_value(game.view(viewer)).expect("view");
        let other = game.determinize(viewer, chooser);
        let other_view = serde_json::to_value(other.view(viewer)).expect("view");
        assert_eq!(view, other_view, "seed {seed}: {viewer:?}'s view depends on hidden information");
        assert_eq!(game.visible_scores(viewer), other.visible_scores(viewer), "seed {seed}: scores leak");
    }
}

pub fn viewers(players: usize) -> Vec<Viewer> {
    (0..players).map(Viewer::Seat).chain([Viewer::Spectator]).collect()
}

/// Setup from the seed and the moves again must give the identical state,
/// also through the JSON API.
fn assert_replays<G: Game + 'static>(game: &G, options: &Options, seed: u64, history: &[G::Move]) {
    let mut again = G::setup(options, SeededRng::from_seed(seed)).expect("setup");
    for mv in history {
        again.play(mv).expect("replayed move");
    }
    assert_eq!(&again, game, "seed {seed}: replay differs");

    let mut state = api::new_game(G::INFO.id, &json!({"players": options.players, "seed": seed})).expect("new");
    for mv in history.iter().take(40) {
        state = api::apply_move(&state, &serde_json::to_value(mv).unwrap()).expect("api move");
    }
    let table = Table::load(&state).expect("load");
    assert_eq!(table.state_json(), state);
}

/// The JSON documents follow the API contract: top-level keys and status.
pub fn assert_document_shape(doc: &Value, game: &str, players: usize) {
    assert_eq!(doc["game"], json!(game));
    assert!(doc["version"].is_u64());
    assert_eq!(doc["players"], json!(players));
    let status = &doc["status"];
    assert!(status["finished"].is_boolean());
    assert!(status["active"].is_array());
    assert_eq!(status["scores"].as_array().map(Vec::len), Some(players));
}

/// Every number in `state` (outside `skip`-prefixed paths), one at a time,
/// set to an awkward value: loading answers with a table or an error and
/// never panics (a panic in wasm takes the page down); a table that loads
/// offers a move unless finished, and accepts the moves it offers.
pub fn mutated_states_never_panic(state: &Value, skip: &[&str], rng: &mut SeededRng) {
    let mut paths = Vec::new();
    number_paths(state, String::new(), &mut paths);
    assert!(paths.len() > 50, "a real state has many numbers");
    let mut awkward = vec![json!(0), json!(1), json!(2), json!(4), json!(9), json!(37), json!(40), json!(-1), json!(1u64 << 40)];
    awkward.extend(TYPE_MAXIMA.iter().map(|(_, v)| v.clone()));
    for path in paths.iter().filter(|p| !skip.iter().any(|s| p.starts_with(s))) {
        for value in &awkward {
            let mut broken = state.clone();
            *broken.pointer_mut(path).unwrap() = value.clone();
            let Ok(mut table) = Table::load(&broken) else { continue };
            for viewer in viewers(table.players()) {
                table.view_json(viewer);
            }
            let moves = table.legal_moves_json();
            let list = moves.as_array().expect("a list");
            assert!(!list.is_empty() || table.status(Viewer::Spectator).finished, "{path}={value}: stuck");
            if !list.is_empty() {
                let mv = list[rng.below(list.len())].clone();
                table.apply_json(&mv).unwrap_or_else(|e| panic!("{path}={value}: legal move refused: {e}"));
            }
        }
    }
}

/// The extremes of the integer types a state's counters have: a corrupted
/// save may hold any of them.
pub static TYPE_MAXIMA: std::sync::LazyLock<Vec<(&'static str, Value)>> = std::sync::LazyLock::new(|| {
    vec![
        ("u8", json!(u8::MAX)),
        ("u16", json!(u16::MAX)),
        ("u32", json!(u32::MAX)),
        ("u64", json!(u64::MAX)),
        ("i64", json!(i64::MAX)),
        ("i64 min", json!(i64::MIN)),
    ]
});

/// Each counter of `state` (a JSON pointer and its type, as in
/// `TYPE_MAXIMA`) set to its type's maximum is refused with a coded
/// `malformed_state` (never a panic, under overflow checks too).
/// A `*` in a pointer stands for the first index or key under which a number
/// is found (`/state/players/*/score`).
pub fn counters_at_their_maximum_are_refused(state: &Value, counters: &[(&str, &str)]) {
    Table::load(state).expect("the untouched state loads");
    for &(pattern, ty) in counters {
        let max = &TYPE_MAXIMA.iter().find(|(name, _)| *name == ty).unwrap_or_else(|| panic!("no type {ty}")).1;
        let path = first_number(state, pattern).unwrap_or_else(|| panic!("no number at {pattern} in the state"));
        let mut broken = state.clone();
        *broken.pointer_mut(&path).unwrap() = max.clone();
        match Table::load(&broken) {
            Ok(_) => panic!("{path} = {max} ({ty} maximum) was accepted"),
            Err(e) => assert_eq!(e.code(), "malformed_state", "{path} = {max}: {e}"),
        }
    }
}

/// The first pointer matching `pattern` (`*` = any index or key) at a number.
fn first_number(value: &Value, pattern: &str) -> Option<String> {
    fn walk(value: &Value, parts: &[&str], at: String) -> Option<String> {
        let Some((&part, rest)) = parts.split_first() else { return value.is_number().then_some(at) };
        let children: Vec<(String, &Value)> = match value {
            Value::Array(items) => items.iter().enumerate().map(|(i, v)| (i.to_string(), v)).collect(),
            Value::Object(map) => map.iter().map(|(k, v)| (k.clone(), v)).collect(),
            _ => return None,
        };
        children
            .into_iter()
            .filter(|(key, _)| part == "*" || key == part)
            .find_map(|(key, child)| walk(child, rest, format!("{at}/{key}")))
    }
    let parts: Vec<&str> = pattern.split('/').skip(1).collect();
    walk(value, &parts, String::new())
}

fn number_paths(value: &Value, at: String, out: &mut Vec<String>) {
    match value {
        Value::Number(_) => out.push(at),
        Value::Array(items) => items.iter().enumerate().for_each(|(i, v)| number_paths(v, format!("{at}/{i}"), out)),
        Value::Object(map) => map.iter().for_each(|(k, v)| number_paths(v, format!("{at}/{k}"), out)),
        _ => {}
    }
}

/// Positions along a seeded random game of a registered game: every
/// `every`-th decision, at most `limit` (the bot and plan tests ask them).
pub fn positions(entry: &spieltisch::games::RegistryEntry, players: usize, seed: u64, every: usize, limit: usize) -> Vec<Table> {
    let mut table = (entry.new)(&Options { players }, seed).expect("new game");
    let mut chooser = SeededRng::from_seed(seed ^ 0x5EED);
    let mut found = Vec::new();
    let mut step = 0;
    while !table.status(Viewer::Spectator).finished && found.len() < limit {
        if step % every == 0 {
            found.push(table.clone());
        }
        let moves = table.legal_moves_json();
        let moves = moves.as_array().expect("a list of moves");
        table.apply_json(&moves[chooser.below(moves.len())]).expect("a legal move is accepted");
        step += 1;
    }
    found
}
