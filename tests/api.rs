//! The JSON API contract, independent of any one game's rules.

mod common;

use serde_json::{json, Value};
use spieltisch::api::{self, Table};

const CM: &str = "chinesische-mauer";

fn new(players: u64, seed: u64) -> Value {
    api::new_game(CM, &json!({"players": players, "seed": seed})).expect("new game")
}

#[test]
fn games_lists_every_registered_game_with_its_player_range() {
    let games = serde_json::to_value(api::games()).unwrap();
    let cm = games.as_array().unwrap().iter().find(|g| g["id"] == CM).expect("listed");
    assert_eq!(cm["name"], "Chinesische Mauer");
    assert_eq!((cm["minPlayers"].as_u64(), cm["maxPlayers"].as_u64()), (Some(2), Some(5)));
}

#[test]
fn state_and_view_documents_carry_game_version_players_status() {
    let state = new(3, 7);
    common::assert_document_shape(&state, CM, 3);
    assert_eq!(state["seed"], 7);
    let view = api::view(&state, &json!(1)).unwrap();
    common::assert_document_shape(&view, CM, 3);
    assert_eq!(view["viewer"], 1);
    assert!(view.get("seed").is_none() && view.get("state").is_none());
    let spectator = api::view(&state, &json!("spectator")).unwrap();
    assert_eq!(spectator["viewer"], "spectator");
}

#[test]
fn new_game_refuses_unknown_games_and_bad_options() {
    let code = |r: Result<Value, api::ApiError>| r.unwrap_err().code();
    assert_eq!(code(api::new_game("schach", &json!({"players": 2}))), "unknown_game");
    assert_eq!(code(api::new_game(CM, &json!({"players": 6}))), "invalid_options");
    assert_eq!(code(api::new_game(CM, &json!({"players": "drei"}))), "invalid_options");
    assert_eq!(code(api::new_game(CM, &json!({"players": 3, "seed": -1}))), "invalid_options");
    assert_eq!(code(api::new_game(CM, &json!({"players": 3, "seed": 9007199254740992u64}))), "invalid_options");
    assert_eq!(code(api::new_game(CM, &json!([3]))), "invalid_options");
    // Without a seed one is drawn, within JavaScript's safe integers.
    let state = api::new_game(CM, &json!({"players": 3})).unwrap();
    assert!(state["seed"].as_u64().unwrap() < 1 << 53);
}

#[test]
fn the_same_seed_gives_the_same_game() {
    assert_eq!(new(4, 123), new(4, 123));
    assert_ne!(new(4, 123)["state"], new(4, 124)["state"]);
    assert_eq!(api::new_game(CM, &json!({"players": 4, "seed": "123"})).unwrap(), new(4, 123));
}

#[test]
fn legal_moves_are_accepted_and_an_illegal_move_changes_nothing() {
    let state = new(3, 7);
    let moves = api::legal_moves(&state).unwrap();
    let moves = moves.as_array().unwrap();
    assert!(!moves.is_empty() && moves.iter().all(|m| m["type"].is_string()));
    let next = api::apply_move(&state, &moves[0]).unwrap();
    assert_ne!(next, state);

    let err = api::apply_move(&state, &json!({"type": "ride", "count": 9, "section": 0})).unwrap_err();
    assert_eq!((err.code(), err.rule), ("not_in_hand", Some("CM-07")));
    let doc = err.to_json();
    assert_eq!(doc["code"], "not_in_hand");
    assert!(doc["message"].as_str().unwrap().len() > 5);
}

#[test]
fn malformed_moves_are_refused_with_a_code() {
    let state = new(2, 1);
    let unknown = [json!({"type": "draw", "x": 1}), json!({"type": "play", "kind": "wall", "count": 1, "section": 0, "why": "?"})];
    for mv in [json!("draw"), json!({}), json!({"type": "fly"}), json!({"type": "play", "kind": "wall"}), json!(null)].into_iter().chain(unknown) {
        assert_eq!(api::apply_move(&state, &mv).unwrap_err().code(), "malformed_move", "{mv}");
    }
}

#[test]
fn corrupted_foreign_and_newer_states_are_refused() {
    let state = new(3, 5);
    let code = |s: &Value| api::legal_moves(s).unwrap_err().code();
    assert_eq!(code(&json!({"hello": "world"})), "malformed_state");
    assert_eq!(code(&json!("text")), "malformed_state");
    let mut other = state.clone();
    other["game"] = json!("monopoly");
    assert_eq!(code(&other), "unknown_game");
    let mut newer = state.clone();
    newer["version"] = json!(99);
    assert_eq!(code(&newer), "unsupported_version");
    let mut broken = state.clone();
    broken["state"]["turn"] = json!(17);
    assert_eq!(code(&broken), "malformed_state");
    let mut broken = state.clone();
    broken["state"]["sections"][0]["placed"] = json!({"value": 3, "stack": 40});
    assert_eq!(code(&broken), "malformed_state");
    let mut broken = state.clone();
    broken["state"]["rng"] = json!("xyz");
    assert_eq!(code(&broken), "malformed_state");
    let mut broken = state.clone();
    broken["players"] = json!(4);
    assert_eq!(code(&broken), "malformed_state");
    let mut broken = state;
    broken["state"]["players"][0]["hand"] = json!(["dragon", "dragon"]);
    assert_eq!(code(&broken), "malformed_state");
}

#[test]
fn view_refuses_seats_that_do_not_play() {
    let state = new(3, 5);
    for viewer in [json!(3), json!(-1), json!("everyone"), json!(null)] {
        assert_eq!(api::view(&state, &viewer).unwrap_err().code(), "invalid_viewer", "{viewer}");
    }
}

#[test]
fn table_round_trips_through_its_state_document() {
    let state = new(5, 77);
    let table = Table::load(&state).unwrap();
    assert_eq!(table.state_json(), state);
    assert_eq!(table.players(), 5);
}

#[test]
fn playout_summary_counts_games_and_winners() {
    let summary = api::playout_json(CM, 3, 1, 20).unwrap();
    assert_eq!(summary["games"], 20);
    let wins: u64 = summary["winners"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
    assert!(wins >= 20, "every game has at least one winner");
    assert!(summary["moves"].as_u64().unwrap() > 20 * 30);
    assert_eq!(api::playout_json(CM, 3, 1, 20).unwrap(), summary, "playouts are deterministic");
}

/// Corrupted saves never panic (see `common::mutated_states_never_panic`).
#[test]
fn mutated_states_never_panic() {
    let mut state = new(3, 21);
    for _ in 0..25 {
        let moves = api::legal_moves(&state).unwrap();
        state = api::apply_move(&state, &moves[0]).unwrap();
    }
    common::mutated_states_never_panic(&state, &[], &mut spieltisch::rng::SeededRng::from_seed(3));
}

/// `secretSeed` says whether anything still to come depends on the seed (the
/// web shell hides the seed of a running game then). Checked against the
/// rules: the same moves from two seeds give the same positions, for every
/// seat, exactly when the game declares no secret seed.
#[test]
fn secret_seed_is_declared_exactly_where_the_seed_changes_the_game() {
    use spieltisch::engine::Viewer;
    let games = serde_json::to_value(api::games()).unwrap();
    for info in api::games() {
        assert!(games.as_array().unwrap().iter().any(|g| g["id"] == info.id && g["secretSeed"] == info.secret_seed),
            "{}: games() lists secretSeed", info.id);
        let players = info.min_players.max(2);
        let mut differs = false;
        for (a, b) in [(1u64, 2u64), (3, 40), (7, 7_000_001)] {
            let mut ta = api::new_table(info.id, &json!({"players": players, "seed": a})).unwrap();
            let mut tb = api::new_table(info.id, &json!({"players": players, "seed": b})).unwrap();
            let mut pick: u64 = a ^ 0x9e37_79b9;
            for step in 0..300 {
                let viewers = (0..players).map(Viewer::Seat).chain([Viewer::Spectator]);
                let same_views = viewers.into_iter().all(|v| ta.view_json(v) == tb.view_json(v));
                let (ma, mb) = (ta.legal_moves_json(), tb.legal_moves_json());
                if !same_views || ma != mb {
                    assert!(info.secret_seed, "{}: seeds {a} and {b} differ after {step} moves, but secretSeed is false", info.id);
                    differs = true;
                    break;
                }
                let moves = ma.as_array().unwrap();
                if ta.status(Viewer::Spectator).finished || moves.is_empty() {
                    break;
                }
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                let mv = moves[((pick >> 33) as usize) % moves.len()].clone();
                ta.apply_json(&mv).unwrap();
                tb.apply_json(&mv).unwrap();
            }
        }
        assert_eq!(differs, info.secret_seed, "{}: secretSeed is {}, but the seed {} the game", info.id, info.secret_seed,
            if differs { "changes" } else { "never changed" });
    }
}

#[test]
fn counters_at_their_type_maximum_are_refused() {
    // Played on until someone has won a fame tile (`won` holds numbers).
    let mut state = new(3, 21);
    let mut rng = spieltisch::rng::SeededRng::from_seed(4);
    while state["state"]["players"].as_array().unwrap().iter().all(|p| p["won"].as_array().unwrap().is_empty()) {
        let moves = api::legal_moves(&state).unwrap();
        let list = moves.as_array().filter(|m| !m.is_empty()).expect("someone wins a tile before the end");
        state = api::apply_move(&state, &list[rng.below(list.len())]).unwrap();
    }
    common::counters_at_their_maximum_are_refused(
        &state,
        &[
            ("/state/undoable", "u64"),
            ("/state/turn", "u64"),
            ("/state/step/number", "u8"),
            ("/state/supply/*", "u8"),
            ("/state/sections/*/open/*", "u8"),
            ("/state/sections/*/stacks/*/top/owner", "u8"),
            ("/state/players/*/won/*", "u8"),
        ],
    );
}
