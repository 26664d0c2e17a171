//! Dschingis Khan through the JSON API: registry, documents, refusals with
//! codes and rule ids, corrupted saves, mutated saves that must never panic,
//! what views hide, undo counting and determinisation.

mod common;
mod dk_support;

use dk_support::*;
use serde_json::{json, Value};
use spieltisch::api::{self, Table};
use spieltisch::engine::{Determinize, Game, Options, Viewer};
use spieltisch::games::dschingis_khan::*;
use spieltisch::rng::SeededRng;

const DK: &str = "dschingis-khan";

fn new(players: u64, seed: u64) -> Value {
    api::new_game(DK, &json!({"players": players, "seed": seed})).expect("new game")
}

/// A state document after `n` first-legal moves.
fn advanced(players: u64, seed: u64, n: usize) -> Value {
    let mut state = new(players, seed);
    for _ in 0..n {
        let moves = api::legal_moves(&state).unwrap();
        let Some(mv) = moves.as_array().and_then(|m| m.first()) else { break };
        state = api::apply_move(&state, mv).unwrap();
    }
    state
}

#[test]
fn registered_with_its_player_range_and_hidden_information() {
    let games = serde_json::to_value(api::games()).unwrap();
    let dk = games.as_array().unwrap().iter().find(|g| g["id"] == DK).expect("listed");
    assert_eq!(dk["name"], "Dschingis Khan");
    assert_eq!((dk["minPlayers"].as_u64(), dk["maxPlayers"].as_u64()), (Some(2), Some(4)));
    assert_eq!(dk["hiddenInformation"], true);
    assert!(dk["description"].as_str().unwrap().len() > 20 && dk["descriptionDe"].as_str().unwrap().len() > 20);
    for players in [1, 5] {
        let err = api::new_game(DK, &json!({"players": players, "seed": 1})).unwrap_err();
        assert_eq!(err.code(), "invalid_options");
    }
}

#[test]
fn documents_have_the_contract_shape_and_views_hide_seed_and_rng() {
    let state = advanced(3, 7, 12);
    common::assert_document_shape(&state, DK, 3);
    for viewer in [json!(0), json!(2), json!("spectator")] {
        let view = api::view(&state, &viewer).unwrap();
        common::assert_document_shape(&view, DK, 3);
        assert!(view.get("seed").is_none() && view.get("state").is_none());
        let text = view.to_string();
        assert!(!text.contains("\"rng\"") && !text.contains("\"known\""), "{text}");
        let v = &view["view"];
        assert_eq!(v["villages"].as_array().unwrap().len(), 38);
        assert_eq!(v["board"]["lineTowers"].as_array().unwrap().len(), 62);
        assert_eq!(v["walls"].as_array().unwrap().len(), 8);
    }
}

#[test]
fn own_tokens_are_shown_to_their_owner_only() {
    let state = new(3, 3);
    let seat = state["status"]["active"][0].as_u64().unwrap() as usize;
    let own = api::view(&state, &json!(seat)).unwrap();
    assert_eq!(own["view"]["seats"][seat]["active"].as_array().unwrap().len(), 2);
    let other = api::view(&state, &json!((seat + 1) % 3)).unwrap();
    assert!(other["view"]["seats"][seat].get("active").is_none());
    assert_eq!(other["view"]["seats"][seat]["tokens"], 2);
}

/// A hand-made game as an API table.
fn table(g: &DschingisKhan) -> Table {
    let doc = json!({"game": DK, "version": 1, "players": g.players.len(), "seed": 1, "state": g});
    Table::load(&doc).expect("a consistent hand-made state")
}

#[test]
fn refusals_carry_code_and_rule_and_change_nothing() {
    let refuse_json = |g: &DschingisKhan, mv: Value, code: &str, rule: &str| {
        let mut t = table(g);
        let before = t.state_json();
        let err = t.apply_json(&mv).unwrap_err();
        assert_eq!((err.code(), err.rule), (code, Some(rule)), "{mv}");
        assert_eq!(err.to_json()["code"], code);
        assert!(err.to_json()["message"].as_str().unwrap().len() > 10);
        assert_eq!(t.state_json(), before, "{mv}: a refused move changed the table");
    };
    // The general supply is empty.
    let mut g = blank(2);
    g.walls_out += g.wall_supply;
    g.wall_supply = 0;
    g.start_turn(0);
    refuse_json(&g, json!({"type": "drawWall"}), "wall_supply_empty", "DK-R2");
    refuse_json(&g, json!({"type": "placeWalls"}), "wrong_step", "DK-R1");
    // The passive supply is empty.
    let mut g = blank(2);
    g.players[0].lost = std::mem::take(&mut g.players[0].passive);
    g.start_turn(0);
    refuse_json(&g, json!({"type": "drawToken"}), "passive_supply_empty", "DK-R2");
    // Steps and walls.
    let mut g = blank(2);
    give(&mut g, 0, &[C]);
    stack(&mut g, 14, &[(0, P)]);
    scout(&mut g, 0, 14);
    placing(&mut g, 0);
    refuse_json(&g, json!({"type": "road", "to": 7, "token": "chinese"}), "no_road", "DK-R12");
    refuse_json(&g, json!({"type": "gate", "to": 13, "token": "chinese"}), "no_wall_here", "DK-R13");
    refuse_json(&g, json!({"type": "road", "to": 13, "token": "herb"}), "token_not_held", "DK-R10");
    at(&mut g, 0, Step::Walls);
    refuse_json(&g, json!({"type": "buildWall", "line": 0}), "not_connected", "DK-R29");
    refuse_json(&g, json!({"type": "buildWall", "line": 14}), "line_taken", "DK-R28");
}

#[test]
fn malformed_moves_are_refused() {
    let state = advanced(2, 1, 5);
    for mv in [
        json!({"type": "fly"}),
        json!({"type": "road", "to": 3}),
        json!({"type": "road", "to": 3, "token": "dragon"}),
        json!({"type": "buildWall", "line": -1}),
        json!("drawWall"),
    ] {
        assert_eq!(api::apply_move(&state, &mv).unwrap_err().code(), "malformed_move", "{mv}");
    }
}

#[test]
fn corrupted_saves_are_refused() {
    let state = advanced(3, 5, 30);
    let code = |s: &Value| api::legal_moves(s).err().map(|e| e.code());
    assert_eq!(code(&state), None);
    let cases: Vec<(&str, Value)> = vec![
        ("/state/turn", json!(3)),
        ("/state/start", json!(9)),
        ("/state/stacks", json!([[]])),
        ("/state/wallSupply", json!(27)),
        ("/state/wallsOut", json!(5)),
        ("/state/wall/standing", json!([11, 12, 13, 14, 15, 16, 17, 18, 40])),
        ("/state/wall/standing", json!([11, 12, 13, 14, 15, 16, 17])),
        ("/state/wall/mongolia", json!([0, 1, 2])),
        ("/state/wall/serials", json!([0, 0])),
        ("/state/wall/open", json!([0])),
        ("/state/players/0/scout", json!(38)),
        ("/state/players/0/known", json!([127])),
        ("/state/players/1/passive", json!([0, 1, 2])),
        ("/state/players/1/walls", json!(9)),
        ("/state/step", json!({"step": "tokens", "visited": [1]})),
        ("/state/step", json!({"step": "setup", "first": null, "second": 4})),
        ("/state/step", json!({"step": "draw", "picks": 7})),
        ("/state/phase", json!({"phase": "ending", "trigger": 6, "finalRound": false})),
        ("/state/phase", json!({"phase": "over"})),
    ];
    for (path, value) in cases {
        let mut broken = state.clone();
        *broken.pointer_mut(path).unwrap_or_else(|| panic!("{path}")) = value.clone();
        assert_eq!(code(&broken), Some("malformed_state"), "{path} = {value}");
    }
}

/// Corrupted saves never panic (see `common::mutated_states_never_panic`);
/// the log is left alone, it is only read back to the viewer.
#[test]
fn mutated_states_never_panic() {
    let mut rng = SeededRng::from_seed(3);
    for (players, seed, moves) in [(3, 21, 40), (4, 5, 90), (2, 8, 160)] {
        common::mutated_states_never_panic(&advanced(players, seed, moves), &["/state/log"], &mut rng);
    }
}

#[test]
fn undo_counts_moves_that_revealed_nothing() {
    let mut g = blank(3);
    give(&mut g, 0, &[C, M, P]);
    stack(&mut g, 14, &[(0, P)]);
    stack(&mut g, 6, &[(1, P)]);
    scout(&mut g, 0, 14);
    g.start_turn(0);
    assert_eq!(g.undoable(), 0);
    play_all(&mut g, &[Move::DrawWall, Move::DrawWall, Move::PlaceTokens]);
    assert_eq!(g.undoable(), 3);
    play(&mut g, Move::Road { to: 13, token: C });
    assert_eq!(g.undoable(), 4, "an empty village reveals nothing");
    play(&mut g, Move::Road { to: 6, token: M });
    assert_eq!(g.undoable(), 0, "the stack of 6 was revealed");
    play(&mut g, Move::Road { to: 7, token: P });
    assert_eq!(g.turn, 1);
    assert_eq!(g.undoable(), 0, "a new turn starts at 0");
    play(&mut g, Move::DrawWall);
    assert_eq!(g.undoable(), 1);
    play(&mut g, Move::DrawToken);
    assert_eq!(g.undoable(), 0, "a drawn token is revealed to its drawer");
}

/// A game of `players` after `moves` random moves (setup seed `seed`, moves
/// chosen by an rng seeded `seed + 1`), and that rng for what comes next.
fn random_position(players: usize, seed: u64, moves: usize) -> (DschingisKhan, SeededRng) {
    let mut g = DschingisKhan::setup(&Options { players }, SeededRng::from_seed(seed)).unwrap();
    let mut chooser = SeededRng::from_seed(seed + 1);
    for _ in 0..moves {
        let legal = legal(&g);
        play(&mut g, legal[chooser.below(legal.len())]);
    }
    (g, chooser)
}

#[test]
fn determinising_keeps_what_the_viewer_knows_and_redeals_the_rest() {
    let (g, mut chooser) = random_position(3, 77, 120);
    let mut differs = false;
    for (viewer, inferred) in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Spectator].into_iter().flat_map(|v| [(v, false), (v, true)]) {
        let known = g.known_to(viewer);
        for _ in 0..5 {
            let d = if inferred { g.determinize_inferred(viewer, &mut chooser) } else { g.determinize(viewer, &mut chooser) };
            d.validate().unwrap();
            assert_eq!(serde_json::to_value(d.view(viewer)).unwrap(), serde_json::to_value(g.view(viewer)).unwrap());
            assert_eq!(d.known_to(viewer), known);
            for (v, stack) in g.stacks.iter().enumerate() {
                for (i, &t) in stack.iter().enumerate() {
                    if known.contains(t) {
                        assert_eq!(d.stacks[v][i], t);
                    }
                    assert_eq!(tokens::owner_of(d.stacks[v][i]), tokens::owner_of(t));
                }
            }
            differs |= d.stacks != g.stacks || d.players != g.players;
        }
    }
    assert!(differs, "nothing unknown was ever re-dealt");
}

/// The inferred deal (a level that reads its opponents) guesses the other
/// colours' face-down tokens from where they lie: on top of a Chinese
/// village a Chinese warrior, on top of a Mongol one a rider, far more often
/// than the uniform deal, which gives every unknown token the same odds.
/// The position is one of random play, so the true kinds do not follow the
/// sides: what the deal puts there is the deal's own reading.
#[test]
fn the_inferred_deal_reads_where_the_tokens_lie() {
    let (g, _) = random_position(2, 31, 100);
    assert!(!g.is_finished());
    let viewer = Viewer::Seat(0);
    let known = g.known_to(viewer);
    // the other colour's unknown tokens on top of a stack: (village, the kind that scores there)
    let tops: Vec<(usize, Kind)> = g
        .stacks
        .iter()
        .enumerate()
        .filter_map(|(v, stack)| {
            let &t = stack.last()?;
            let scoring = if g.side(v as VillageId) == Side::China { Kind::Chinese } else { Kind::Mongol };
            (tokens::owner_of(t) == 1 && !known.contains(t)).then_some((v, scoring))
        })
        .collect();
    assert!(tops.len() >= 3, "the position has face-down tops to guess ({})", tops.len());
    let share = |inferred: bool| {
        let mut rng = SeededRng::from_seed(33);
        let (mut scoring, mut against, mut all) = (0, 0, 0);
        for _ in 0..300 {
            let d = if inferred { g.determinize_inferred(viewer, &mut rng) } else { g.determinize(viewer, &mut rng) };
            for &(v, kind) in &tops {
                let dealt = tokens::kind_of(*d.stacks[v].last().unwrap());
                scoring += (dealt == kind) as u32;
                against += (dealt != kind && matches!(dealt, Kind::Chinese | Kind::Mongol)) as u32;
                all += 1;
            }
        }
        (scoring as f64 / all as f64, against as f64 / all as f64)
    };
    let (uniform, uniform_against) = share(false);
    let (inferred, inferred_against) = share(true);
    assert!(inferred > 1.3 * uniform, "the scoring kind on top: inferred {inferred:.2}, uniform {uniform:.2}");
    assert!(inferred_against < 0.5 * uniform_against, "the other warrior on top: inferred {inferred_against:.2}, uniform {uniform_against:.2}");
}

#[test]
fn every_score_is_visible_at_the_end() {
    let mut g = DschingisKhan::setup(&Options { players: 4 }, SeededRng::from_seed(12)).unwrap();
    let mut chooser = SeededRng::from_seed(13);
    while !g.is_finished() {
        let moves = legal(&g);
        play(&mut g, moves[chooser.below(moves.len())]);
    }
    let scores: Vec<Option<i64>> = g.outcome().unwrap().scores.into_iter().map(Some).collect();
    for viewer in common::viewers(4) {
        assert_eq!(g.visible_scores(viewer), scores);
        let view = g.view(viewer);
        assert!(view.villages.iter().flat_map(|v| &v.stack).all(|t| t.kind.is_some()), "stacks are turned over");
        let total: i64 = view.scoring.unwrap().iter().map(|s| s.points).sum();
        assert_eq!(total, scores.iter().map(|s| s.unwrap()).sum::<i64>());
    }
    assert!(matches!(g.log.last(), Some(Event::GameOver { .. })));
}

#[test]
fn playouts_are_deterministic() {
    let summary = api::playout_json(DK, 3, 1, 20).unwrap();
    assert_eq!(summary["games"], 20);
    let wins: u64 = summary["winners"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).sum();
    assert!(wins >= 20);
    assert!(summary["moves"].as_u64().unwrap() > 20 * 100);
    assert_eq!(api::playout_json(DK, 3, 1, 20).unwrap(), summary);
}

#[test]
fn counters_at_their_type_maximum_are_refused() {
    common::counters_at_their_maximum_are_refused(
        &advanced(3, 7, 60),
        &[
            ("/state/turns", "u32"),
            ("/state/undoable", "u64"),
            ("/state/turn", "u64"),
            ("/state/start", "u64"),
            ("/state/wallSupply", "u8"),
            ("/state/wallsOut", "u8"),
            ("/state/wall/nextSerial", "u32"),
            ("/state/wall/serials/*", "u32"),
            ("/state/wall/standing/*", "u8"),
            ("/state/wall/mongolia/*", "u8"),
            ("/state/players/*/walls", "u8"),
            ("/state/players/*/scout", "u8"),
            ("/state/players/*/passive/*", "u8"),
            ("/state/players/*/known/*", "u8"),
            ("/state/stacks/*/*", "u8"),
        ],
    );
}
