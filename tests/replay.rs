//! `replay_step`: a finished game stepped through with everything revealed.
//! The reveal is decided in Rust: unfinished games are refused, and every
//! step's views are exactly the views of the game replayed to that step.

use serde_json::{json, Value};
use spieltisch::api::{self, replay_step, save};
use spieltisch::engine::Viewer;
use spieltisch::games::REGISTRY;

/// A finished random game of `game` as a save (the CLI's `fixture`).
fn finished(game: &str, players: u64, seed: u64) -> Value {
    let doc = save::fixture(game, players, seed, None).unwrap();
    assert_eq!(doc["progress"]["finished"], json!(true), "{game}: the fixture game did not end");
    doc
}

/// The table after the first `k` moves of `doc`, built the ordinary way.
fn table_at(doc: &Value, k: usize) -> api::Table {
    let mut table = api::new_table(doc["game"].as_str().unwrap(), &json!({ "players": doc["options"]["players"], "seed": doc["seed"] })).unwrap();
    for mv in &doc["moves"].as_array().unwrap()[..k] {
        table.apply_json(mv).unwrap();
    }
    table
}

fn check_step(doc: &Value, k: usize) {
    let game = doc["game"].as_str().unwrap();
    let step = replay_step(doc, &json!(k)).unwrap_or_else(|e| panic!("{game} step {k}: {e:?}"));
    let moves = doc["moves"].as_array().unwrap();
    let table = table_at(doc, k);
    assert_eq!(step["step"], json!(k));
    assert_eq!(step["steps"], json!(moves.len()));
    assert_eq!(step["state"], table.state_json(), "{game} step {k}: state");
    assert_eq!(step["spectator"], table.view_json(Viewer::Spectator), "{game} step {k}: spectator view");
    let views = step["views"].as_array().unwrap();
    assert_eq!(views.len(), table.players());
    for (seat, view) in views.iter().enumerate() {
        assert_eq!(*view, table.view_json(Viewer::Seat(seat)), "{game} step {k}: view of seat {seat}");
    }
    if k == 0 {
        assert_eq!(step["move"], Value::Null);
        assert_eq!(step["mover"], Value::Null);
    } else {
        assert_eq!(step["move"], moves[k - 1]);
        let before = table_at(doc, k - 1).status(Viewer::Spectator);
        assert_eq!(step["mover"], json!(before.active[0]), "{game} step {k}: mover");
    }
}

#[test]
fn every_step_of_a_finished_game_equals_the_replayed_position() {
    for entry in REGISTRY {
        let id = entry.info.id;
        let doc = finished(id, entry.info.min_players as u64, 3);
        let n = doc["moves"].as_array().unwrap().len();
        // The ends, the first few and a spread through the middle.
        let mut ks: Vec<usize> = vec![0, 1, 2, n / 3, n / 2, n - 1, n];
        ks.extend((0..n).step_by((n / 12).max(1)));
        ks.sort_unstable();
        ks.dedup();
        for k in ks {
            check_step(&doc, k);
        }
    }
}

#[test]
fn the_last_step_is_the_finished_game_and_the_first_the_setup() {
    let doc = finished("chinesische-mauer", 3, 11);
    let n = doc["moves"].as_array().unwrap().len();
    let last = replay_step(&doc, &json!(n)).unwrap();
    assert_eq!(last["spectator"]["status"]["finished"], json!(true));
    let first = replay_step(&doc, &json!(0)).unwrap();
    assert_eq!(first["spectator"]["status"]["finished"], json!(false));
    assert_eq!(first["state"], api::new_game("chinesische-mauer", &json!({ "players": 3, "seed": 11 })).unwrap());
}

#[test]
fn the_fixture_saves_of_finished_games_replay_step_by_step() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves");
    for entry in REGISTRY {
        let path = dir.join(format!("{}-{}p-end.json", entry.info.id, if entry.info.id == "grand-conquest" { 4 } else { 3 }));
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let n = doc["moves"].as_array().unwrap().len();
        check_step(&doc, n / 2);
        check_step(&doc, n);
    }
}

#[test]
fn an_unfinished_game_is_refused_at_every_step() {
    for entry in REGISTRY {
        let id = entry.info.id;
        let mut doc = finished(id, entry.info.min_players as u64, 5);
        doc["moves"].as_array_mut().unwrap().pop();
        let n = doc["moves"].as_array().unwrap().len();
        for k in [0, n / 2, n] {
            let err = replay_step(&doc, &json!(k)).unwrap_err();
            assert_eq!(err.code(), "game_not_finished", "{id} step {k}: {err:?}");
        }
    }
    let short = save::fixture("dschingis-khan", 2, 1, Some(30)).unwrap();
    assert_eq!(replay_step(&short, &json!(0)).unwrap_err().code(), "game_not_finished");
    let fresh = save::fixture("kurier-des-zaren", 2, 1, Some(0)).unwrap();
    assert_eq!(replay_step(&fresh, &json!(0)).unwrap_err().code(), "game_not_finished");
}

#[test]
fn a_step_outside_the_game_is_refused() {
    let doc = finished("chang-cheng", 2, 7);
    let n = doc["moves"].as_array().unwrap().len() as u64;
    for bad in [json!(n + 1), json!(-1), json!(1.5), json!("2"), Value::Null, json!(u64::MAX)] {
        let err = replay_step(&doc, &bad).unwrap_err();
        assert_eq!(err.code(), "invalid_step", "{bad}: {err:?}");
    }
}

#[test]
fn a_save_with_an_illegal_move_is_refused_with_the_rule_code_and_its_number() {
    let mut doc = finished("kurier-des-zaren", 2, 2);
    doc["moves"][3] = json!({ "type": "no-such-move" });
    let err = replay_step(&doc, &json!(1)).unwrap_err();
    assert_eq!(err.code(), "malformed_move");
    assert!(err.message.starts_with("move 4:"), "{}", err.message);
    let mut doc = finished("kurier-des-zaren", 2, 2);
    doc["format"] = json!("something-else");
    assert_eq!(replay_step(&doc, &json!(0)).unwrap_err().code(), "malformed_state");
}
