//! Saves written by earlier versions keep loading to the same position,
//! forever: every file in `tests/fixtures/saves/` is replayed (seed + moves)
//! and must end at its recorded `stateHash` and `progress`. A change to a
//! rule, the dealing or the RNG that would move old games elsewhere fails
//! here before it lands. Every registered game must have a fixture: a new
//! game adds one with
//! `target/release/spieltisch fixture <game> --players N --seed S > tests/fixtures/saves/<game>-<N>p-end.json`
//! (see README, "Saves and fixtures"). Fixtures are never regenerated to make
//! this test pass: a changed game gets a new save format version instead.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use spieltisch::api::save::{self, SAVE_FORMAT};
use spieltisch::engine::Viewer;
use spieltisch::games::REGISTRY;

fn fixtures() -> Vec<(PathBuf, Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let doc = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (path, doc)
        })
        .collect()
}

#[test]
fn every_registered_game_has_a_fixture_save() {
    let fixtures = fixtures();
    for entry in REGISTRY {
        let id = entry.info.id;
        assert!(
            fixtures.iter().any(|(_, doc)| doc["game"] == id),
            "no fixture save for {id} in tests/fixtures/saves/: write one with \
             `target/release/spieltisch fixture {id} --players {} --seed 1 > tests/fixtures/saves/{id}-{}p-end.json`",
            entry.info.min_players,
            entry.info.min_players,
        );
    }
}

#[test]
fn fixture_saves_replay_to_their_recorded_position() {
    for (path, doc) in fixtures() {
        let name = path.file_name().unwrap().to_string_lossy();
        assert_eq!(doc["format"], SAVE_FORMAT, "{name}");
        assert!(doc["saveVersion"].as_u64().is_some_and(|v| v >= 2), "{name}: a fixture records engine and stateHash");
        let table = save::replay(&doc).unwrap_or_else(|e| panic!("{name}: the moves no longer replay: {e}"));
        assert_eq!(
            table.hash(),
            doc["stateHash"].as_str().unwrap(),
            "{name}: the same seed and moves now end in a different position (written by engine {})",
            doc["engine"]
        );
        let status = table.status(Viewer::Spectator);
        let progress = &doc["progress"];
        assert_eq!(progress["moves"], json!(doc["moves"].as_array().unwrap().len()), "{name}");
        assert_eq!(progress["finished"], json!(status.finished), "{name}");
        assert_eq!(progress["active"], json!(status.active), "{name}");
        assert_eq!(progress["winners"], json!(status.winners), "{name}");
    }
}

#[test]
fn the_fixture_command_is_deterministic_and_replays() {
    for entry in REGISTRY {
        let players = entry.info.min_players as u64;
        let first = save::fixture(entry.info.id, players, 9, Some(25)).unwrap();
        assert_eq!(first, save::fixture(entry.info.id, players, 9, Some(25)).unwrap(), "{}", entry.info.id);
        let table = save::replay(&first).unwrap();
        assert_eq!(table.hash(), first["stateHash"].as_str().unwrap());
    }
}

#[test]
fn a_changed_move_list_ends_elsewhere_and_the_hash_says_so() {
    let (_, doc) = fixtures().into_iter().find(|(_, d)| d["progress"]["finished"] == false).expect("a running fixture");
    let mut shorter = doc.clone();
    shorter["moves"].as_array_mut().unwrap().pop();
    let table = save::replay(&shorter).unwrap();
    assert_ne!(table.hash(), doc["stateHash"].as_str().unwrap());
}
