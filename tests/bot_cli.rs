//! `spieltisch bot` and `spieltisch arena` as a user runs them.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_spieltisch"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the spieltisch binary");
    let _ = child.stdin.take().expect("stdin").write_all(stdin.as_bytes());
    child.wait_with_output().expect("wait for spieltisch")
}

fn ok(args: &[&str], stdin: &str) -> Value {
    let out = run(args, stdin);
    assert!(out.status.success(), "spieltisch {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("stdout is one JSON document")
}

#[test]
fn bot_prints_a_legal_move_and_repeats_it_for_the_same_seed() {
    let state = ok(&["new", "chinesische-mauer", "--players", "3", "--seed", "7"], "").to_string();
    let legal = ok(&["legal"], &state);
    let mv = ok(&["bot", "--iterations", "200", "--seed", "4"], &state);
    assert!(legal.as_array().unwrap().contains(&mv), "{mv} is not legal");
    assert_eq!(mv, ok(&["bot", "--iterations", "200", "--seed", "4"], &state));
    let timed = ok(&["bot", "--millis", "20"], &state);
    assert!(legal.as_array().unwrap().contains(&timed));
    let both = run(&["bot", "--iterations", "5", "--millis", "5"], &state);
    assert_eq!(both.status.code(), Some(2));
    let err: Value = serde_json::from_slice(&both.stderr).unwrap();
    assert_eq!(err["code"], "invalid_options");
}

#[test]
fn arena_reports_every_seat_with_a_wilson_interval() {
    let out = ok(
        &["arena", "chinesische-mauer", "--players", "2", "--seats", "mcts:30,random", "--games", "4", "--seed", "1"],
        "",
    );
    assert_eq!(out["games"], 4);
    let standings = out["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 2);
    assert_eq!(standings[0]["player"], "mcts:30");
    assert_eq!(standings[1]["player"], "random");
    let total: f64 = standings.iter().map(|s| s["wins"].as_f64().unwrap()).sum();
    assert!((total - 4.0).abs() < 1e-9);
    for s in standings {
        let (lo, hi, rate) = (s["wilson"][0].as_f64().unwrap(), s["wilson"][1].as_f64().unwrap(), s["rate"].as_f64().unwrap());
        assert!(0.0 <= lo && lo <= rate && rate <= hi && hi <= 1.0, "{s}");
    }
}

#[test]
fn arena_usage_errors() {
    for args in [
        &["arena", "chinesische-mauer", "--players", "3", "--seats", "mcts:30,random", "--games", "1", "--seed", "1"][..],
        &["arena", "chinesische-mauer", "--players", "2", "--seats", "mcts:30,clever", "--games", "1", "--seed", "1"],
        &["arena", "chinesische-mauer", "--players", "2", "--games", "1", "--seed", "1"],
    ] {
        let out = run(args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("usage:"));
    }
}

/// `--record`: each game's seed, seats and moves replay, move by move through
/// `spieltisch apply`, to the same end and winners, so a lost game of a match
/// can be opened and looked at.
#[test]
fn arena_records_replay_to_the_same_winners() {
    let out = ok(
        &["arena", "chinesische-mauer", "--players", "2", "--seats", "mcts:30,random", "--games", "2", "--seed", "1", "--record"],
        "",
    );
    let records = out["records"].as_array().expect("records with --record");
    assert_eq!(records.len(), 2);
    // the players move one seat each game
    assert_eq!(records[0]["seats"], serde_json::json!(["mcts:30", "random"]));
    assert_eq!(records[1]["seats"], serde_json::json!(["random", "mcts:30"]));
    for (i, record) in records.iter().enumerate() {
        assert_eq!(record["seed"], 1 + i as u64);
        let seed = record["seed"].to_string();
        let mut state = ok(&["new", "chinesische-mauer", "--players", "2", "--seed", &seed], "").to_string();
        for mv in record["moves"].as_array().unwrap() {
            state = ok(&["apply", &mv.to_string()], &state).to_string();
        }
        let end: Value = serde_json::from_str(&state).unwrap();
        assert_eq!(end["status"]["finished"], true, "game {i} ends where its record ends");
        assert_eq!(end["status"]["winners"], record["winners"], "game {i}");
    }
    let plain = ok(&["arena", "chinesische-mauer", "--players", "2", "--seats", "random,random", "--games", "1", "--seed", "1"], "");
    assert!(plain.get("records").is_none(), "records only when asked for");
}
