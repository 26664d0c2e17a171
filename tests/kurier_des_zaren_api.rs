//! Kurier des Zaren through the JSON API: registry, documents, refusals
//! with codes and rule ids, corrupted and mutated saves, unknown fields,
//! views without secrets, determinisation, deterministic playouts; and the
//! board data checked against the rule text.

mod common;
mod kz_support;

use kz_support::*;
use serde_json::{json, Value};
use spieltisch::api::{self, Table};
use spieltisch::engine::{Determinize, Game, Options};
use spieltisch::games::kurier_des_zaren::board::{self, guard_above, ten_guard, village_inns};
use spieltisch::games::kurier_des_zaren::*;
use spieltisch::rng::SeededRng;

const KZ: &str = "kurier-des-zaren";

fn new(players: u64, seed: u64) -> Value {
    api::new_game(KZ, &json!({"players": players, "seed": seed})).expect("new game")
}

/// A state document after `n` random legal moves.
fn advanced(players: u64, seed: u64, n: usize) -> Value {
    let mut state = new(players, seed);
    let mut rng = SeededRng::from_seed(seed);
    for _ in 0..n {
        let moves = api::legal_moves(&state).unwrap();
        let Some(list) = moves.as_array().filter(|m| !m.is_empty()) else { break };
        state = api::apply_move(&state, &list[rng.below(list.len())]).unwrap();
    }
    state
}

#[test]
fn registered_for_two_to_five_without_seat_secrets() {
    let games = serde_json::to_value(api::games()).unwrap();
    let kz = games.as_array().unwrap().iter().find(|g| g["id"] == KZ).expect("listed");
    assert_eq!(kz["name"], "Kurier des Zaren");
    assert_eq!((kz["minPlayers"].as_u64(), kz["maxPlayers"].as_u64()), (Some(2), Some(5)));
    assert_eq!(kz["hiddenInformation"], false);
    for players in [1, 6] {
        assert_eq!(api::new_game(KZ, &json!({"players": players, "seed": 1})).unwrap_err().code(), "invalid_options");
    }
}

#[test]
fn views_are_the_same_for_everyone_and_hide_decks_coins_and_rng() {
    let state = advanced(3, 7, 60);
    common::assert_document_shape(&state, KZ, 3);
    let spectator = api::view(&state, &json!("spectator")).unwrap();
    for viewer in [json!(0), json!(2)] {
        let view = api::view(&state, &viewer).unwrap();
        common::assert_document_shape(&view, KZ, 3);
        assert_eq!(view["view"], spectator["view"]);
    }
    let text = spectator.to_string();
    assert!(!text.contains("\"rng\"") && !text.contains("\"under\"") && !text.contains("\"seed\""), "{text}");
    let v = &spectator["view"];
    assert_eq!(v["inns"].as_array().unwrap().len(), 18);
    assert_eq!(v["board"]["innName"][2], "Baikal-Bar");
    assert!(v["seats"][0]["deck"].is_u64() && v["pool"].is_u64());
}

fn table(g: &KurierDesZaren) -> Table {
    let doc = json!({"game": KZ, "version": 1, "players": g.players.len(), "seed": 1, "state": g});
    Table::load(&doc).expect("a consistent hand-made state")
}

#[test]
fn refusals_carry_code_and_rule_and_change_nothing() {
    let mut g = blank(3);
    put(&mut g, BAIKAL_BAR, O, RED);
    put(&mut g, BAIKAL_BAR, K, BLUE);
    carry(&mut g, RED, BAIKAL_BAR, O);
    put(&mut g, WOLGA, O, BLUE);
    carry(&mut g, BLUE, WOLGA, O);
    put(&mut g, SAMOWAR, O, YELLOW);
    carry(&mut g, YELLOW, SAMOWAR, O);
    show(&mut g, RED, D);
    let mut t = table(&g);
    for (mv, code, rule) in [
        (json!({"type": "depart", "inn": 2}), "inn_not_full", "KZ-14"),
        (json!({"type": "place", "colour": 0, "kind": "diplomat", "inn": 1}), "inn_closed", "KZ-01"),
        (json!({"type": "place", "colour": 0, "kind": "diplomat", "inn": 6}), "not_swamp", "KZ-07"),
        (json!({"type": "place", "colour": 0, "kind": "lady", "inn": 2}), "not_in_display", "KZ-08"),
        (json!({"type": "handover", "inn": 2, "kind": "cossack"}), "not_own_courier", "KZ-13"),
        (json!({"type": "coin"}), "wrong_step", "KZ-06"),
        (json!({"type": "pass"}), "cannot_pass", "KZ-30"),
    ] {
        let before = t.state_json();
        let err = t.apply_json(&mv).unwrap_err();
        assert_eq!((err.code(), err.rule), (code, Some(rule)), "{mv}");
        assert!(err.to_json()["message"].as_str().unwrap().len() > 10);
        assert_eq!(t.state_json(), before);
    }
    t.apply_json(&json!({"type": "place", "colour": 0, "kind": "diplomat", "inn": 2})).unwrap();
}

#[test]
fn malformed_moves_and_unknown_fields_are_refused() {
    let state = advanced(2, 1, 5);
    for mv in [
        json!({"type": "fly"}),
        json!({"type": "depart"}),
        json!({"type": "depart", "inn": -1}),
        json!({"type": "first", "kind": "tsar"}),
        json!({"type": "coin", "x": 1}),
        json!({"type": "lodge", "inn": 3, "why": "?"}),
        json!({"type": "place", "colour": 0, "kind": "lady", "inn": 2, "extra": true}),
        json!("draw"),
    ] {
        assert_eq!(api::apply_move(&state, &mv).unwrap_err().code(), "malformed_move", "{mv}");
    }
    let mut unknown = state.clone();
    unknown["state"]["hello"] = json!(1);
    assert_eq!(api::legal_moves(&unknown).err().map(|e| e.code()), None, "extra state fields: serde ignores, validate decides");
}

#[test]
fn corrupted_saves_are_refused() {
    let state = advanced(3, 5, 80);
    let code = |s: &Value| api::legal_moves(s).err().map(|e| e.code());
    assert_eq!(code(&state), None);
    let cases: Vec<(&str, Value)> = vec![
        ("/state/turn", json!(3)),
        ("/state/inns", json!([])),
        ("/state/inns/1", json!([0, null, null, null])),
        ("/state/inns/3", json!([0, 1, 2, 1])),
        ("/state/colours", json!([0, 1, 2, 3])),
        ("/state/colours/3", json!(0)),
        ("/state/colours/0", json!(1)),
        ("/state/pool", json!([])),
        ("/state/pending", json!(["njet"])),
        ("/state/players/0/deck", json!([])),
        ("/state/players/1/display", json!([{"colour": 0, "kind": "lady"}])),
        ("/state/players/0/dispatch", json!({"at": "guard", "guard": 9})),
        ("/state/players/0/dispatch", json!({"at": "travelling"})),
        ("/state/players/0/dispatch", json!({"at": "box"})),
        ("/state/players/2/rubelStarted", json!(100000)),
        ("/state/step", json!({"step": "order", "inn": 0})),
        ("/state/step", json!({"step": "travel", "from": 99, "travellers": [], "index": 0, "village": 1})),
        ("/state/step", json!({"step": "over"})),
        ("/state/end", json!({"end": "bribed", "seat": 1})),
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
    for (players, seed, moves) in [(3, 21, 40), (5, 5, 120), (2, 8, 160)] {
        common::mutated_states_never_panic(&advanced(players, seed, moves), &["/state/log"], &mut rng);
    }
}

#[test]
fn determinising_reshuffles_only_decks_and_coins() {
    let mut g = KurierDesZaren::setup(&Options { players: 4 }, SeededRng::from_seed(77)).unwrap();
    let mut chooser = SeededRng::from_seed(78);
    for _ in 0..100 {
        let moves = legal(&g);
        play(&mut g, moves[chooser.below(moves.len())]);
    }
    let mut differs = false;
    for viewer in common::viewers(4) {
        let d = g.determinize(viewer, &mut chooser);
        d.validate().unwrap();
        assert_eq!(serde_json::to_value(d.view(viewer)).unwrap(), serde_json::to_value(g.view(viewer)).unwrap());
        assert_eq!((&d.inns, &d.colours, d.step), (&g.inns, &g.colours, g.step));
        for (a, b) in d.players.iter().zip(&g.players) {
            assert_eq!((&a.display, &a.under, a.dispatch, &a.secured), (&b.display, &b.under, b.dispatch, &b.secured));
            let (mut x, mut y) = (a.deck.clone(), b.deck.clone());
            x.sort();
            y.sort();
            assert_eq!(x, y, "the same couriers, in another order");
        }
        differs |= d.players.iter().zip(&g.players).any(|(a, b)| a.deck != b.deck) || d.pool != g.pool;
    }
    assert!(differs, "nothing was ever re-shuffled");
}

#[test]
fn playouts_are_deterministic_and_always_have_a_winner() {
    for players in 2..=5 {
        let summary = api::playout_json(KZ, players, 1, 50).unwrap();
        let wins: u64 = summary["winners"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
        assert_eq!(wins, 50, "one winner per game");
        assert_eq!(api::playout_json(KZ, players, 1, 50).unwrap(), summary);
    }
}

/// The board data against the rule text and the spec's derivation.
#[test]
fn board_is_valid() {
    let counts: Vec<usize> = (0..4).map(|v| village_inns(v).len()).collect();
    assert_eq!(counts, [5, 4, 4, 5]);
    let open = |players: usize, v: u8| village_inns(v).filter(|&i| !board::is_closed(i, players)).count();
    for (players, expect) in [(2, [3, 3, 3, 3]), (3, [4, 3, 3, 4]), (4, [4, 4, 4, 4]), (5, [5, 4, 4, 5])] {
        assert_eq!([0, 1, 2, 3].map(|v| open(players, v)), expect, "{players} players");
        assert!(open(players, 0) >= players, "a start inn for everyone");
    }
    assert_eq!((0..INN_COUNT).filter(|&i| board::is_closed(i, 2)).count(), 6, "six closed signs in the box");
    // Names from the text sit in the villages the examples need.
    let village = |name: &str| INNS.iter().find(|i| i.name == name).map(|i| i.village);
    for (name, v) in [("Baikal-Bar", 0), ("Wladimir", 1), ("Iwan", 1), ("Olga", 2), ("Natascha", 2), ("Pawl Hof", 3)] {
        assert_eq!(village(name), Some(v), "{name}");
    }
    // One guard above each grassland inn; Pawl Hof's wants 8; one 10-guard.
    assert_eq!(GUARDS, [6, 8, 10, 8, 6]);
    assert_eq!(guard_above(PAWL_HOF as usize).map(|g| GUARDS[g as usize]), Some(8));
    assert_eq!(GUARDS[ten_guard() as usize], 10);
    assert_eq!(guard_above(IWAN as usize), None);
    // Inns sit in rows from the swamp (bottom) to the grassland, inside the board, apart.
    for (i, a) in INNS.iter().enumerate() {
        assert!(a.x < board::WIDTH && a.y < board::HEIGHT);
        for b in &INNS[i + 1..] {
            assert!(a.x.abs_diff(b.x) >= 150 || a.y.abs_diff(b.y) >= 150, "{} and {} overlap", a.name, b.name);
            if a.village != b.village {
                assert_eq!(a.village < b.village, a.y > b.y, "the swamp at the bottom");
            }
        }
    }
    let names: std::collections::HashSet<&str> = INNS.iter().map(|i| i.name).collect();
    assert_eq!(names.len(), 18);
    assert_eq!(INNS.iter().filter(|i| !i.named_in_sources).count(), 3, "three invented names");
}

#[test]
fn counters_at_their_type_maximum_are_refused() {
    common::counters_at_their_maximum_are_refused(
        &advanced(3, 7, 40),
        &[
            ("/state/passes", "u32"),
            ("/state/turns", "u32"),
            ("/state/undoable", "u64"),
            ("/state/turn", "u64"),
            ("/state/colours/*", "u64"),
            ("/state/inns/*/*", "u8"),
            ("/state/players/*/deck/*/colour", "u8"),
            ("/state/players/*/display/*/colour", "u8"),
        ],
    );
}
