//! The CLI binary as a user runs it: arguments, state on stdin, JSON on
//! stdout, `{code, message, rule?}` on stderr with exit 2, usage errors exit 1.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::{json, Value};

const CM: &str = "chinesische-mauer";

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spieltisch"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the spieltisch binary");
    // The binary may exit before reading stdin (usage errors): ignore EPIPE.
    let _ = child.stdin.take().expect("stdin").write_all(stdin.as_bytes());
    child.wait_with_output().expect("wait for spieltisch")
}

/// Runs a command that must succeed and returns its JSON output.
fn ok(args: &[&str], stdin: &str) -> Value {
    let out = run(args, stdin);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "spieltisch {args:?} failed ({}): {stderr}", out.status);
    assert!(out.stderr.is_empty(), "spieltisch {args:?} wrote to stderr: {stderr}");
    serde_json::from_slice(&out.stdout).expect("stdout is one JSON document")
}

/// Runs a command that must be refused with an API error: exit 2, nothing on
/// stdout, the error object on stderr. Returns the error object.
fn api_error(args: &[&str], stdin: &str) -> Value {
    let out = run(args, stdin);
    assert_eq!(out.status.code(), Some(2), "spieltisch {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stdout.is_empty(), "spieltisch {args:?} printed on stdout: {}", String::from_utf8_lossy(&out.stdout));
    let err: Value = serde_json::from_slice(&out.stderr).expect("stderr is one JSON error object");
    assert!(err["code"].as_str().is_some_and(|c| !c.is_empty()), "error without code: {err}");
    assert!(err["message"].as_str().is_some_and(|m| !m.is_empty()), "error without message: {err}");
    err
}

fn usage_error(args: &[&str]) {
    let out = run(args, "");
    assert_eq!(out.status.code(), Some(1), "spieltisch {args:?} should be a usage error");
    assert!(out.stdout.is_empty(), "usage error printed on stdout");
    assert!(String::from_utf8_lossy(&out.stderr).contains("usage:"), "usage error without the usage text");
}

fn new_game(players: usize, seed: u64) -> String {
    ok(&["new", CM, "--players", &players.to_string(), "--seed", &seed.to_string()], "").to_string()
}

/// True when `key` occurs as an object key anywhere in `value`.
fn has_key(value: &Value, key: &str) -> bool {
    match value {
        Value::Object(map) => map.iter().any(|(k, v)| k == key || has_key(v, key)),
        Value::Array(items) => items.iter().any(|v| has_key(v, key)),
        _ => false,
    }
}

#[test]
fn games_lists_chinesische_mauer() {
    let games = ok(&["games"], "");
    let list = games.as_array().expect("an array");
    let cm = list.iter().find(|g| g["id"] == CM).expect("chinesische-mauer is listed");
    assert_eq!(cm["minPlayers"], 2);
    assert_eq!(cm["maxPlayers"], 5);
    for game in list {
        assert!(game["id"].is_string() && game["name"].is_string(), "{game}");
    }
}

#[test]
fn new_then_legal_prints_moves() {
    let state = new_game(3, 7);
    let doc: Value = serde_json::from_str(&state).unwrap();
    assert_eq!(doc["game"], CM);
    assert_eq!(doc["players"], 3);
    assert_eq!(doc["seed"], 7);
    assert!(doc["version"].is_u64());
    assert_eq!(doc["status"]["active"], json!([0]));
    let legal = ok(&["legal"], &state);
    let moves = legal.as_array().expect("an array of moves");
    assert!(!moves.is_empty());
    assert!(moves.iter().all(|m| m["type"].is_string()), "every move has a type: {legal}");
    // The same seed deals the same game.
    assert_eq!(new_game(3, 7), state);
    assert_ne!(new_game(3, 8), state);
}

#[test]
fn legal_moves_apply_and_advance() {
    let mut state = new_game(4, 11);
    for _ in 0..30 {
        let legal = ok(&["legal"], &state);
        let Some(mv) = legal.as_array().and_then(|m| m.last()) else { break };
        let next = ok(&["apply", &mv.to_string()], &state);
        assert_eq!(next["game"], CM);
        assert_ne!(next.to_string(), state, "a move changed nothing");
        state = next.to_string();
    }
}

#[test]
fn playouts_finish_with_winners_for_every_player_count() {
    for players in 2..=5 {
        let summary = ok(&["playout", CM, "--players", &players.to_string(), "--seed", "1", "--games", "1000"], "");
        assert_eq!(summary["games"], 1000, "{summary}");
        let winners = summary["winners"].as_array().expect("winners per seat");
        assert_eq!(winners.len(), players);
        let wins: u64 = winners.iter().map(|w| w.as_u64().expect("a count")).sum();
        assert!(wins >= 1000, "{players} players: only {wins} wins in 1000 games");
        assert!(summary["moves"].as_u64().unwrap() > 1000 * 10, "{summary}");
        assert!(summary["movesPerSecond"].as_f64().unwrap() > 0.0);
    }
}

#[test]
fn a_move_not_in_the_legal_list_is_refused() {
    let state = new_game(3, 7);
    let legal = ok(&["legal"], &state);
    let mv = json!({"type": "ride", "count": 9, "section": 0});
    assert!(!legal.as_array().unwrap().contains(&mv));
    let err = api_error(&["apply", &mv.to_string()], &state);
    assert_eq!(err["code"], "not_in_hand");
    assert_eq!(err["rule"], "CM-07");
    // Well-formed but unknown move type.
    let err = api_error(&["apply", r#"{"type":"teleport"}"#], &state);
    assert_eq!(err["code"], "malformed_move");
}

#[test]
fn malformed_input_exits_2() {
    let state = new_game(2, 3);
    assert_eq!(api_error(&["apply", "{\"type\":"], &state)["code"], "malformed_json");
    assert_eq!(api_error(&["legal"], "not json")["code"], "malformed_json");
    assert_eq!(api_error(&["legal"], "")["code"], "malformed_json");
    assert_eq!(api_error(&["legal"], "[1,2,3]")["code"], "malformed_state");
    assert_eq!(api_error(&["legal"], "null")["code"], "malformed_state");

    let mut doc: Value = serde_json::from_str(&state).unwrap();
    doc["game"] = json!("no-such-game");
    assert_eq!(api_error(&["legal"], &doc.to_string())["code"], "unknown_game");

    let mut doc: Value = serde_json::from_str(&state).unwrap();
    doc["version"] = json!(doc["version"].as_u64().unwrap() + 1);
    assert_eq!(api_error(&["legal"], &doc.to_string())["code"], "unsupported_version");

    let mut doc: Value = serde_json::from_str(&state).unwrap();
    doc["state"]["players"][0]["hand"] = json!(["wall", "unicorn"]);
    assert_eq!(api_error(&["legal"], &doc.to_string())["code"], "malformed_state");

    let mut doc: Value = serde_json::from_str(&state).unwrap();
    doc["state"]["rng"] = json!("xyz");
    assert_eq!(api_error(&["legal"], &doc.to_string())["code"], "malformed_state");

    assert_eq!(api_error(&["new", "no-such-game", "--players", "3"], "")["code"], "unknown_game");
    assert_eq!(api_error(&["new", CM, "--players", "9"], "")["code"], "invalid_options");
    assert_eq!(api_error(&["view", "7"], &state)["code"], "invalid_viewer");
}

#[test]
fn a_seat_sees_its_own_hand_only() {
    let state_text = new_game(3, 7);
    let state: Value = serde_json::from_str(&state_text).unwrap();
    let view = ok(&["view", "0"], &state_text);
    assert_eq!(view["viewer"], 0);
    let seats = view["view"]["seats"].as_array().expect("view.seats");
    assert_eq!(seats.len(), 3);
    assert_eq!(seats[0]["hand"], state["state"]["players"][0]["hand"], "seat 0 sees its own hand");
    for other in &seats[1..] {
        assert!(other.get("hand").is_none(), "seat 0 sees another hand: {other}");
        assert!(other["handSize"].is_u64());
    }
    for secret in ["seed", "rng", "deck"] {
        assert!(!has_key(&view, secret), "the view of seat 0 has a {secret:?} key");
    }
    let spectator = ok(&["view", "spectator"], &state_text);
    assert!(!has_key(&spectator, "hand"), "a spectator sees a hand");
}

#[test]
fn usage_errors_exit_1() {
    usage_error(&[]);
    usage_error(&["bogus"]);
    usage_error(&["new"]);
    usage_error(&["new", CM]);
    usage_error(&["new", CM, "--players", "three"]);
    usage_error(&["new", CM, "--players"]);
    usage_error(&["apply"]);
    usage_error(&["view"]);
    usage_error(&["playout", CM, "--players", "3", "--seed", "1"]);
}

#[test]
fn input_over_the_limits_is_refused_before_parsing() {
    let state = ok(&["new", CM, "--players", "3", "--seed", "7"], "").to_string();
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(api_error(&["legal"], &deep)["code"], "malformed_state");
    // An argument is at most 128 KiB (Linux MAX_ARG_STRLEN).
    let deep_move = format!("{}{}", "[".repeat(50_000), "]".repeat(50_000));
    assert_eq!(api_error(&["apply", &deep_move], &state)["code"], "malformed_move");
    // More than 1 MiB on stdin: refused without reading it whole.
    let huge = format!("[{}0]", "0,".repeat(1 << 20));
    let err = api_error(&["legal"], &huge);
    assert_eq!(err["code"], "malformed_state");
    assert!(err["message"].as_str().unwrap().contains("larger than"), "{err}");
    let long_log = format!("[{}]", vec!["0"; 20_000].join(","));
    assert_eq!(api_error(&["view", "0"], &long_log)["code"], "malformed_state");
    assert_eq!(api_error(&["legal"], "{\"game\": ")["code"], "malformed_json");
    assert_eq!(api_error(&["legal"], "\u{0}\u{1}")["code"], "malformed_json");
}

#[test]
fn viewers_are_exact_seat_numbers_and_hash_and_version_answer() {
    let state = ok(&["new", CM, "--players", "3", "--seed", "7"], "").to_string();
    for viewer in ["00", "+0", "-0", " 1", "1.0", "4294967296", "3"] {
        assert_eq!(api_error(&["view", viewer], &state)["code"], "invalid_viewer", "{viewer:?}");
    }
    assert_eq!(ok(&["view", "2"], &state)["viewer"], 2);
    let hash = ok(&["hash"], &state);
    assert!(hash.as_str().is_some_and(|h| h.len() == 16), "{hash}");
    assert_eq!(ok(&["version"], ""), json!(env!("CARGO_PKG_VERSION")));
}

#[test]
fn fixture_writes_a_save_that_replays_to_its_hash() {
    let save = ok(&["fixture", CM, "--players", "2", "--seed", "3", "--moves", "12"], "");
    assert_eq!(save["moves"].as_array().unwrap().len(), 12);
    let table = spieltisch::api::save::replay(&save).unwrap();
    assert_eq!(json!(table.hash()), save["stateHash"]);
}

#[test]
fn replay_step_reveals_a_finished_game_and_refuses_a_running_one() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/saves");
    let done = std::fs::read_to_string(dir.join("chinesische-mauer-3p-end.json")).unwrap();
    let step = ok(&["replay-step", "5"], &done);
    assert_eq!(step["step"], json!(5));
    assert_eq!(step["views"].as_array().map(Vec::len), Some(3));
    let running = std::fs::read_to_string(dir.join("chinesische-mauer-2p-30.json")).unwrap();
    assert_eq!(api_error(&["replay-step", "5"], &running)["code"], json!("game_not_finished"));
    usage_error(&["replay-step", "x"]);
}
