//! Chang Cheng through the JSON API: registry, documents, refusals with
//! codes and rule ids, malformed moves, corrupted saves, mutated saves that
//! must never panic, undo counting, determinisation and deterministic playouts.

mod cc_support;
mod common;

use cc_support::*;
use serde_json::{json, Value};
use spieltisch::api::{self, Table};
use spieltisch::engine::{Determinize, Game, Options, Viewer};
use spieltisch::games::chang_cheng::*;
use spieltisch::rng::SeededRng;

const CC: &str = "chang-cheng";

fn new(players: u64, seed: u64) -> Value {
    api::new_game(CC, &json!({"players": players, "seed": seed})).expect("new game")
}

/// A state document after `n` random moves (chooser seeded by `seed`).
fn advanced(players: u64, seed: u64, n: usize) -> Value {
    let mut state = new(players, seed);
    let mut rng = SeededRng::from_seed(seed + 99);
    for _ in 0..n {
        let moves = api::legal_moves(&state).unwrap();
        let list = moves.as_array().unwrap();
        if list.is_empty() {
            break;
        }
        state = api::apply_move(&state, &list[rng.below(list.len())]).unwrap();
    }
    state
}

#[test]
fn registered_with_its_player_range_and_hidden_information() {
    let games = serde_json::to_value(api::games()).unwrap();
    let cc = games.as_array().unwrap().iter().find(|g| g["id"] == CC).expect("listed");
    assert_eq!(cc["name"], "Chang Cheng");
    assert_eq!((cc["minPlayers"].as_u64(), cc["maxPlayers"].as_u64()), (Some(2), Some(4)));
    assert_eq!(cc["hiddenInformation"], true);
    for players in [1, 5] {
        assert_eq!(api::new_game(CC, &json!({"players": players, "seed": 1})).unwrap_err().code(), "invalid_options");
    }
}

#[test]
fn documents_have_the_contract_shape_and_views_hide_seed_rng_and_reserves() {
    let state = advanced(3, 7, 30);
    common::assert_document_shape(&state, CC, 3);
    for viewer in [json!(0), json!(2), json!("spectator")] {
        let view = api::view(&state, &viewer).unwrap();
        common::assert_document_shape(&view, CC, 3);
        assert!(view.get("seed").is_none() && view.get("state").is_none());
        let text = view.to_string();
        for secret in ["\"rng\"", "reputationReserve", "threatReserve", "\"peeked\":"] {
            assert!(!text.contains(secret), "{secret} in {text}");
        }
        assert_eq!(view["view"]["sites"].as_array().unwrap().len() % 12, 0);
    }
}

fn table(g: &ChangCheng) -> Table {
    let doc = json!({"game": CC, "version": 1, "players": g.players.len(), "seed": 1, "state": g});
    Table::load(&doc).expect("a consistent hand-made state")
}

#[test]
fn refusals_carry_code_and_rule_and_change_nothing() {
    let refuse = |g: &ChangCheng, mv: Value, code: &str, rule: &str| {
        let mut t = table(g);
        let before = t.state_json();
        let err = t.apply_json(&mv).unwrap_err();
        assert_eq!((err.code(), err.rule), (code, Some(rule)), "{mv}");
        assert!(err.to_json()["message"].as_str().unwrap().len() > 10);
        assert_eq!(t.state_json(), before, "{mv}: a refused move changed the table");
    };
    let g = reference(3);
    refuse(&g, json!({"type": "action", "action": "tower"}), "first_turn", "CC-R2");
    let mut g = midgame(3, 0);
    refuse(&g, json!({"type": "wall", "site": 3}), "wrong_step", "CC-R1");
    g.players[0].hand.clear();
    refuse(&g, json!({"type": "action", "action": "cards"}), "action_impossible", "CC-R29");
    let mut g = midgame(3, 0);
    put(&mut g, 5, PieceKind::Tower, 1);
    walls(&mut g, 2, &[4]);
    play(&mut g, act(Action::Walls));
    refuse(&g, json!({"type": "wall", "site": 6}), "site_reserved", "CC-R11");
    refuse(&g, json!({"type": "wall", "site": 4}), "site_taken", "CC-R4");
    play(&mut g, wall_at(0));
    refuse(&g, json!({"type": "wall", "site": 1}), "same_province", "CC-R5");
}

#[test]
fn malformed_moves_are_refused() {
    let state = advanced(2, 1, 5);
    for mv in [
        json!({"type": "fly"}),
        json!({"type": "wall"}),
        json!({"type": "wall", "site": -1}),
        json!({"type": "wall", "site": 3, "colour": "red"}),
        json!({"type": "pass", "really": true}),
        json!({"type": "choose", "option": "c"}),
        json!({"type": "expand", "side": 1, "end": "north"}),
        json!("pass"),
    ] {
        assert_eq!(api::apply_move(&state, &mv).unwrap_err().code(), "malformed_move", "{mv}");
    }
}

#[test]
fn corrupted_saves_are_refused() {
    let state = advanced(3, 5, 40);
    let code = |s: &Value| api::legal_moves(s).err().map(|e| e.code());
    assert_eq!(code(&state), None);
    let cases: Vec<(&str, Value)> = vec![
        ("/state/turn", json!(3)),
        ("/state/start", json!(9)),
        ("/state/sections", json!([0, 1])),
        ("/state/sections", json!([0, 9])),
        ("/state/line", json!([0, 0])),
        ("/state/sites", json!([null])),
        ("/state/sites/0", json!({"kind": "tower", "owner": 2})),
        ("/state/sites/7", json!({"kind": "wall", "owner": 7})),
        ("/state/provinces/0/reputation", json!(9)),
        ("/state/territories/1/threat", json!(1)),
        ("/state/territories/1/peeked", json!(64)),
        ("/state/reputationReserve", json!([])),
        ("/state/players/0/walls", json!(14)),
        ("/state/players/1/hand", json!([1, 1])),
        ("/state/players/1/hand", json!([7])),
        ("/state/emperorLeft", json!(4)),
        ("/state/expansions", json!(3)),
        ("/state/pending", json!([40])),
        ("/state/step", json!({"step": "walls", "left": 5, "first": null})),
        ("/state/step", json!({"step": "cardWall", "province": 30})),
        ("/state/step", json!({"step": "over"})),
        ("/state/scoring", json!({"province": 0, "value": 3, "cards": [], "next": 9, "bonus": [0, 0, 0]})),
    ];
    for (path, value) in cases {
        let mut broken = state.clone();
        *broken.pointer_mut(path).unwrap_or_else(|| panic!("{path}")) = value.clone();
        assert_eq!(code(&broken), Some("malformed_state"), "{path} = {value}");
    }
    // Half a double wall on a free site.
    let free = state["state"]["sites"].as_array().unwrap().iter().position(Value::is_null).unwrap();
    let mut broken = state.clone();
    broken["state"]["sites"][free] = json!({"kind": "double", "owner": 0});
    assert_eq!(code(&broken), Some("malformed_state"));
    let mut unknown = state.clone();
    unknown["state"]["cheat"] = json!(true);
    assert_eq!(code(&unknown), Some("malformed_state"), "unknown fields are refused");
    let mut unknown = state.clone();
    unknown["state"]["players"][0]["extra"] = json!(1);
    assert_eq!(code(&unknown), Some("malformed_state"));
}

/// Corrupted saves never panic; the log is only read back to the viewer.
#[test]
fn mutated_states_never_panic() {
    let mut rng = SeededRng::from_seed(3);
    for (players, seed, moves) in [(3, 21, 25), (4, 5, 70), (2, 8, 50)] {
        common::mutated_states_never_panic(&advanced(players, seed, moves), &["/state/log"], &mut rng);
    }
}

#[test]
fn undo_counts_the_quiet_moves_of_the_deciding_seat() {
    let mut g = midgame(3, 0);
    assert_eq!(g.undoable(), 0);
    play(&mut g, act(Action::CardWall));
    assert_eq!(g.undoable(), 1);
    play(&mut g, Move::Card { card: 2, province: 1 });
    assert_eq!(g.undoable(), 2);
    play(&mut g, wall_at(4));
    assert_eq!(g.undoable(), 0, "a wall peeks and ends the turn");
    play(&mut g, act(Action::Walls));
    assert_eq!(g.undoable(), 1);
    play(&mut g, wall_at(0));
    assert_eq!(g.undoable(), 0, "the peek cannot be taken back");
}

#[test]
fn determinising_keeps_what_the_viewer_knows_and_redeals_the_rest() {
    let mut g = ChangCheng::setup(&Options { players: 3 }, SeededRng::from_seed(77)).unwrap();
    let mut chooser = SeededRng::from_seed(78);
    for _ in 0..40 {
        let moves = legal(&g);
        play(&mut g, moves[chooser.below(moves.len())]);
    }
    let mut differs = [false; 3];
    for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator] {
        for _ in 0..8 {
            let d = g.determinize(viewer, &mut chooser);
            d.validate().unwrap();
            assert_eq!(view_json(&d, viewer), view_json(&g, viewer));
            if let Viewer::Seat(me) = viewer {
                assert_eq!(d.players[me].hand, g.players[me].hand);
                for (p, q) in g.provinces.iter().zip(&d.provinces) {
                    let own = |v: &Province| v.cards.iter().filter(|c| c.owner == me).copied().collect::<Vec<_>>();
                    assert_eq!(own(p), own(q));
                }
                for (t, u) in g.territories.iter().zip(&d.territories) {
                    if t.peeked & (1 << me) != 0 && !t.removed {
                        assert_eq!(t.threat, u.threat, "a counter the viewer looked at stays");
                    }
                }
            }
            differs[0] |= d.players.iter().zip(&g.players).any(|(a, b)| a.hand != b.hand);
            differs[1] |= d.provinces.iter().zip(&g.provinces).any(|(a, b)| a.reputation != b.reputation);
            differs[2] |= d.territories.iter().zip(&g.territories).any(|(a, b)| a.threat != b.threat);
        }
    }
    assert_eq!(differs, [true; 3], "hands, reputation and threat were re-dealt");
}

#[test]
fn every_threat_counter_left_is_revealed_at_the_end() {
    let mut g = ChangCheng::setup(&Options { players: 4 }, SeededRng::from_seed(12)).unwrap();
    let mut chooser = SeededRng::from_seed(13);
    while !g.is_finished() {
        let moves = legal(&g);
        play(&mut g, moves[chooser.below(moves.len())]);
    }
    for viewer in common::viewers(4) {
        let view = g.view(viewer);
        for t in &view.territories {
            assert_eq!(t.threat.is_some(), !t.removed);
        }
        let evaluation = view.evaluation.unwrap();
        assert_eq!(evaluation.len(), view.territories.iter().filter(|t| !t.removed).count());
    }
    assert!(matches!(g.log.last(), Some(Event::GameOver { .. })));
}

#[test]
fn playouts_are_deterministic_and_have_winners() {
    for players in 2..=4 {
        let summary = api::playout_json(CC, players, 1, 30).unwrap();
        let wins: u64 = summary["winners"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
        assert!(wins >= 30);
        assert!(summary["moves"].as_u64().unwrap() > 30 * 40);
        assert_eq!(api::playout_json(CC, players, 1, 30).unwrap(), summary);
    }
}

/// A 3-player game played on at random until a province's cards wait for
/// their owner (so the scoring in progress is in the state too).
fn while_scoring() -> Value {
    let mut rng = SeededRng::from_seed(5);
    for seed in 0..20 {
        let mut state = new(3, seed);
        for _ in 0..300 {
            if !state["state"]["scoring"].is_null() {
                return state;
            }
            let moves = api::legal_moves(&state).unwrap();
            let Some(list) = moves.as_array().filter(|m| !m.is_empty()) else { break };
            state = api::apply_move(&state, &list[rng.below(list.len())]).unwrap();
        }
    }
    panic!("no scoring in progress in 20 random games");
}

#[test]
fn counters_at_their_type_maximum_are_refused() {
    // Before: emperorLeft 255 with an emperor card on the board overflowed
    // `emperor + emperor_left` (a panic under overflow checks).
    let state = while_scoring();
    common::counters_at_their_maximum_are_refused(
        &state,
        &[
            ("/state/emperorLeft", "u8"),
            ("/state/expansions", "u8"),
            ("/state/turns", "u32"),
            ("/state/undoable", "u64"),
            ("/state/turn", "u64"),
            ("/state/start", "u64"),
            ("/state/players/*/score", "i64"),
            ("/state/players/*/score", "i64 min"),
            ("/state/players/*/walls", "u8"),
            ("/state/players/*/hand/*", "u8"),
            ("/state/scoring/value", "i64"),
            ("/state/scoring/value", "i64 min"),
            ("/state/scoring/bonus/*", "i64"),
            ("/state/scoring/bonus/*", "i64 min"),
            ("/state/scoring/next", "u64"),
            ("/state/scoring/province", "u8"),
            ("/state/scoring/cards/*/owner", "u64"),
            ("/state/provinces/*/reputation", "u8"),
            ("/state/territories/*/threat", "u8"),
            ("/state/territories/*/peeked", "u8"),
            ("/state/reputationReserve/*", "u8"),
            ("/state/threatReserve/*", "u8"),
            ("/state/sites/*/owner", "u64"),
            ("/state/sections/*", "u8"),
            ("/state/line/*", "u8"),
        ],
    );
    // An emperor card on the board and 255 beside it: the sum that overflowed.
    let laid = |doc: &Value| doc["state"]["provinces"].as_array().unwrap().iter().any(|p| p["emperor"] == true);
    let mut doc = (20..120).step_by(10).map(|n| advanced(3, 21, n)).find(laid).expect("an emperor card on the board");
    doc["state"]["emperorLeft"] = json!(255);
    assert_eq!(Table::load(&doc).err().map(|e| e.code()), Some("malformed_state"));
}
