//! Grand Conquest through the JSON API: registry, documents, refusals with
//! codes and rule ids, corrupted and mutated saves, custom boards in saves,
//! no hidden information, deterministic playouts.

mod common;

use serde_json::{json, Value};
use spieltisch::api;
use spieltisch::engine::{Determinize, Game, Options, Viewer};
use spieltisch::games::grand_conquest::*;
use spieltisch::rng::SeededRng;

const GC: &str = "grand-conquest";

fn new(seed: u64) -> Value {
    api::new_game(GC, &json!({"players": 4, "seed": seed})).expect("new game")
}

/// A state document after `n` moves chosen by a seeded random pick.
fn advanced(seed: u64, n: usize) -> Value {
    let mut state = new(seed);
    let mut rng = SeededRng::from_seed(seed);
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
fn registered_for_exactly_four_players_without_hidden_information() {
    let games = serde_json::to_value(api::games()).unwrap();
    let gc = games.as_array().unwrap().iter().find(|g| g["id"] == GC).expect("listed");
    assert_eq!(gc["name"], "Grand Conquest");
    assert_eq!((gc["minPlayers"].as_u64(), gc["maxPlayers"].as_u64()), (Some(4), Some(4)));
    assert_eq!(gc["hiddenInformation"], false);
    for players in [2, 3, 5] {
        let err = api::new_game(GC, &json!({"players": players, "seed": 1})).unwrap_err();
        assert_eq!(err.code(), "invalid_options");
    }
}

#[test]
fn documents_have_the_contract_shape_and_every_view_is_the_whole_position() {
    let state = advanced(7, 60);
    common::assert_document_shape(&state, GC, 4);
    assert_eq!(state["state"]["board"], "standard", "the shipped map is saved by name");
    let spectator = api::view(&state, &json!("spectator")).unwrap();
    for viewer in [json!(0), json!(3)] {
        let view = api::view(&state, &viewer).unwrap();
        common::assert_document_shape(&view, GC, 4);
        assert_eq!(view["view"], spectator["view"]);
    }
    let v = &spectator["view"];
    assert_eq!(v["board"]["fields"].as_array().unwrap().len(), 457);
    assert_eq!(v["pieces"].as_array().unwrap().len(), 104);
    assert_eq!(v["seats"].as_array().unwrap().len(), 4);
    assert!(v["remaining"].is_u64());
}

#[test]
fn refusals_carry_code_and_rule_and_change_nothing() {
    let state = new(3);
    let refuse = |mv: Value, code: &str, rule: &str| {
        let err = api::apply_move(&state, &mv).unwrap_err();
        assert_eq!((err.code(), err.rule), (code, Some(rule)), "{mv}");
        assert!(err.to_json()["message"].as_str().unwrap().len() > 10);
    };
    // piece 26 is West's first Soldier; S (seat 0) is to move
    refuse(json!({"type": "go", "piece": 26, "to": 0}), "not_your_piece", "GC-03");
    refuse(json!({"type": "go", "piece": 200, "to": 0}), "no_such_piece", "GC-03");
    refuse(json!({"type": "go", "piece": 0, "to": 9000}), "no_such_field", "GC-01");
    refuse(json!({"type": "go", "piece": 0, "to": 400}), "unreachable", "GC-01");
    refuse(json!({"type": "decline"}), "no_abtausch_pending", "GC-30");
    refuse(json!({"type": "abtausch", "piece": 0}), "no_abtausch_pending", "GC-30");
    // S has 5 points in round 1: an Elephant 6 fields away is too far
    let g: GrandConquest = serde_json::from_value(state["state"].clone()).unwrap();
    let occ = g.occupancy();
    let ele = g.ids().find(|&p| g.pieces[p as usize].kind == Kind::Elephant).unwrap();
    let far = Board::standard().ids().find(|&f| g.way_len(&occ, ele, f, 6) == Some(6)).unwrap();
    refuse(json!({"type": "go", "piece": ele, "to": far}), "not_enough_points", "GC-02");
    let soldier = 0;
    let three = Board::standard().ids().find(|&f| g.way_len(&occ, soldier, f, 6) == Some(3)).unwrap();
    refuse(json!({"type": "go", "piece": soldier, "to": three}), "out_of_range", "GC-03");
}

#[test]
fn malformed_moves_are_refused() {
    let state = advanced(1, 5);
    for mv in [
        json!({"type": "fly"}),
        json!({"type": "go", "piece": 0}),
        json!({"type": "go", "piece": -1, "to": 3}),
        json!({"type": "go", "piece": 0, "to": 3, "path": []}),
        json!({"type": "endTurn", "now": true}),
        json!("endTurn"),
    ] {
        assert_eq!(api::apply_move(&state, &mv).unwrap_err().code(), "malformed_move", "{mv}");
    }
}

#[test]
fn corrupted_saves_are_refused() {
    let state = advanced(5, 40);
    let code = |s: &Value| api::legal_moves(s).err().map(|e| e.code());
    assert_eq!(code(&state), None);
    let cases: Vec<(&str, Value)> = vec![
        ("/state/board", json!("atlantis")),
        ("/state/pieces/0/owner", json!(4)),
        ("/state/pieces/0/used", json!(3)),
        ("/state/pieces/0/place", json!({"field": 456})),
        ("/state/pieces/30/place", json!({"field": 59})),
        ("/state/pieces/0/place", json!({"aboard": 1})),
        ("/state/pieces/1/place", json!({"aboard": 1})),
        ("/state/seats", json!([])),
        ("/state/turn", json!(5000)),
        ("/state/spent", json!(21)),
        ("/state/pending", json!({"victim": 0, "taker": 0, "tatort": 0, "thenEnd": false})),
        ("/state/lastTake", json!([99999, 0])),
        ("/state/result", json!({"ending": {"how": "noTakes"}, "winners": []})),
    ];
    for (path, value) in cases {
        let mut broken = state.clone();
        *broken.pointer_mut(path).unwrap_or_else(|| panic!("{path}")) = value.clone();
        assert_eq!(code(&broken), Some("malformed_state"), "{path} = {value}");
    }
}

#[test]
fn mutated_states_never_panic() {
    let mut rng = SeededRng::from_seed(3);
    common::mutated_states_never_panic(&advanced(21, 150), &["/state/log"], &mut rng);
}

#[test]
fn a_custom_board_travels_inside_the_save() {
    let data: BoardData = serde_json::from_value(json!({
        "name": "line", "width": 10, "height": 10,
        "fields": [{"kind": "land", "island": null, "x": 0, "y": 0}, {"kind": "land", "island": null, "x": 1, "y": 0}],
        "edges": [{"a": 0, "b": 1, "medium": "land"}]
    }))
    .unwrap();
    let mut g = GrandConquest::empty(BoardRef::custom(data).unwrap());
    let p = g.put(0, Kind::Soldier, Place::Field(0));
    g.put(0, Kind::Soldier, Place::Gone);
    for s in 1..4 {
        g.put(s, Kind::Rider, Place::Gone);
        g.put(s, Kind::Rider, Place::Gone);
    }
    g.start_turn(4);
    let text = serde_json::to_string(&g).unwrap();
    let back: GrandConquest = serde_json::from_str(&text).unwrap();
    assert_eq!(back, g);
    let mut moves = Vec::new();
    back.legal_moves(&mut moves);
    assert_eq!(moves, vec![Move::Go { piece: p, to: 1, waive: false }, Move::EndTurn]);
}

#[test]
fn determinising_returns_the_same_position() {
    let mut g = GrandConquest::setup(&Options { players: 4 }, SeededRng::from_seed(2)).unwrap();
    let mut rng = SeededRng::from_seed(3);
    for _ in 0..80 {
        let mut moves = Vec::new();
        g.legal_moves(&mut moves);
        let mv = moves[rng.below(moves.len())];
        g.play(&mv).unwrap();
    }
    for viewer in common::viewers(4) {
        assert_eq!(g.determinize(viewer, &mut rng), g);
        assert_eq!(g.visible_scores(viewer), g.victory_points().into_iter().map(Some).collect::<Vec<_>>());
    }
    assert!(matches!(g.view(Viewer::Seat(1)).board, _));
}

#[test]
fn playouts_are_deterministic_and_end_with_winners() {
    let summary = api::playout_json(GC, 4, 1, 6).unwrap();
    assert_eq!(summary["games"], 6);
    let wins: u64 = summary["winners"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
    assert!(wins >= 6);
    assert_eq!(api::playout_json(GC, 4, 1, 6).unwrap(), summary);
}

#[test]
fn counters_at_their_type_maximum_are_refused() {
    common::counters_at_their_maximum_are_refused(
        &advanced(21, 150),
        &[
            ("/state/turn", "u32"),
            ("/state/spent", "u8"),
            ("/state/seats/*/captured", "u32"),
            ("/state/pieces/*/used", "u8"),
            ("/state/pieces/*/owner", "u8"),
            ("/state/pieces/*/place/field", "u16"),
        ],
    );
}

/// Undo in the shell: a view's `status.undoable` counts the plain moves of
/// the turn (`Game::takeback`), while the state document, which saves hash,
/// keeps the count saves were written with (0), so their hashes stay.
#[test]
fn views_offer_undo_of_plain_moves_the_hashed_state_does_not_change() {
    let state = new(3);
    let go = api::legal_moves(&state).unwrap().as_array().unwrap().iter().find(|m| m["type"] == "go").cloned().expect("a plain move");
    let after = api::apply_move(&state, &go).unwrap();
    let seat = after["status"]["active"][0].clone();
    assert_eq!(api::view(&after, &seat).unwrap()["status"]["undoable"], 1, "the mover may take it back");
    assert_eq!(after["status"]["undoable"], 0, "the hashed state document as before");
    let end = api::apply_move(&after, &json!({"type": "endTurn"})).unwrap();
    let next = end["status"]["active"][0].clone();
    assert_eq!(api::view(&end, &next).unwrap()["status"]["undoable"], 0, "a new turn");
}
