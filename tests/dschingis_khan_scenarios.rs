//! The spec's scenarios DK-T1..T15, the rulebook's figures 7-11 among them,
//! on hand-made positions of the board in docs/rules/dschingis-khan.md.
//! Walls, countries and supplies are checked explicitly.

mod dk_support;

use dk_support::*;
use spieltisch::engine::{Game, Options, Viewer};
use spieltisch::games::dschingis_khan::*;
use spieltisch::rng::SeededRng;

const GREEN: usize = 0;
const RED: usize = 1;
const BLUE: usize = 2;

#[test]
fn dk_t1_setup_counts_for_three_players() {
    let mut g = DschingisKhan::setup(&Options { players: 3 }, SeededRng::from_seed(9)).unwrap();
    let first = g.turn;
    // Illegal setup placements: villages on opposite sides, an occupied village.
    let token = g.players[first].active.iter().map(|&t| tokens::kind_of(t)).next().unwrap();
    play(&mut g, Move::SetupToken { village: 18, token });
    let other = g.players[first].active.iter().map(|&t| tokens::kind_of(t)).next().unwrap();
    refuse(&mut g, Move::SetupToken { village: 26, token: other }, "other_side");
    refuse(&mut g, Move::SetupToken { village: 18, token: other }, "village_taken");
    play(&mut g, Move::SetupToken { village: 17, token: other });
    play(&mut g, Move::SetupScout { village: 17 });
    let second = g.turn;
    let token = g.players[second].active.iter().map(|&t| tokens::kind_of(t)).next().unwrap();
    refuse(&mut g, Move::SetupToken { village: 18, token }, "village_taken");
    while matches!(g.step, Step::Setup { .. }) {
        let mv = legal(&g)[0];
        play(&mut g, mv);
    }
    assert_eq!(g.step, Step::Draw { picks: 0 });
    assert_eq!(g.turn, first, "the start player has the first turn");
    assert_eq!(g.wall_supply, 14);
    assert_eq!(standing(&g), initial_wall());
    assert_eq!(g.wall.open, g.wall.standing, "all initial walls stand open");
    for p in &g.players {
        assert_eq!((p.walls, p.active.len(), p.passive.len()), (2, 2, 13));
        assert!(p.scout.is_some());
    }
    for seat in 0..3 {
        let on_board = g.stacks.iter().flatten().filter(|&&t| tokens::owner_of(t) == seat).count();
        assert_eq!(on_board, 2);
    }
}

#[test]
fn dk_t2_draw_limits_anna() {
    // Anna has 3 walls and no tokens: T,T / T,W / W,T are legal, W,W is not.
    let mut g = blank(3);
    walls(&mut g, 0, 3);
    for (first, second, ok) in [
        (Move::DrawToken, Move::DrawToken, true),
        (Move::DrawToken, Move::DrawWall, true),
        (Move::DrawWall, Move::DrawToken, true),
        (Move::DrawWall, Move::DrawWall, false),
    ] {
        let mut g = blank(3);
        walls(&mut g, 0, 3);
        play(&mut g, first);
        if ok {
            play(&mut g, second);
            assert_eq!(g.step, Step::Choose);
        } else {
            refuse(&mut g, second, "too_many_walls");
        }
    }
    // With 4 walls and 4 tokens she draws nothing.
    let mut g = blank(3);
    walls(&mut g, 0, 4);
    give(&mut g, 0, &[C, C, M, P]);
    g.start_turn(0);
    assert_eq!(g.step, Step::Choose);
    assert!(!g.log.iter().any(|e| matches!(e, Event::DrewWall { .. } | Event::DrewToken { .. })));
    // An empty general supply and one passive token: exactly that token.
    let mut g = blank(3);
    let held: u8 = g.wall_supply;
    g.wall_supply = 0;
    g.walls_out = held;
    g.players[0].passive.truncate(1);
    let rest: Vec<TokenId> = tokens::colour(0).skip(1).collect();
    g.players[0].lost = rest;
    g.start_turn(0);
    assert_eq!(legal(&g), vec![Move::DrawToken]);
    play(&mut g, Move::DrawToken);
    assert_eq!(g.step, Step::Choose);
    assert_eq!(g.players[0].active.len(), 1);
}

/// Red's scout on 14 with two tokens, initial wall.
fn t3() -> DschingisKhan {
    let mut g = blank(3);
    give(&mut g, RED, &[C, M]);
    stack(&mut g, 14, &[(RED, P)]);
    scout(&mut g, RED, 14);
    placing(&mut g, RED);
    valid(&g);
    g
}

#[test]
fn dk_t3_road_against_gate() {
    let mut g = t3();
    refuse(&mut g, Move::Road { to: 7, token: C }, "no_road");
    assert!(is_legal(&g, Move::Road { to: 13, token: C }));
    play(&mut g, Move::Gate { to: 22, token: C });
    assert!(!g.wall.open.contains(h(3, 3)), "the gate closed behind the scout");
    assert!(g.wall.standing.contains(h(3, 3)));
    refuse(&mut g, Move::Gate { to: 14, token: M }, "already_visited");
    assert!(is_legal(&g, Move::Road { to: 21, token: M }));
}

/// Red on 11 with two tokens; Blue's scout on 25.
fn t4() -> DschingisKhan {
    let mut g = blank(3);
    give(&mut g, RED, &[C, M]);
    stack(&mut g, 11, &[(RED, P)]);
    stack(&mut g, 25, &[(BLUE, M)]);
    scout(&mut g, RED, 11);
    scout(&mut g, BLUE, 25);
    placing(&mut g, RED);
    valid(&g);
    g
}

#[test]
fn dk_t4_wall_walk_then_stuck() {
    let mut g = t4();
    play(&mut g, Move::Walk { to: 26, token: C, climb: h(0, 3), descend: h(7, 3) });
    assert!(!g.wall.open.contains(h(0, 3)) && !g.wall.open.contains(h(7, 3)));
    // From 26: 18 behind the closed h(7,3), 25 has Blue's scout, no open wall beside 26.
    assert_eq!(g.turn, BLUE, "Red's turn ended");
    assert_eq!(g.players[RED].active.len(), 0);
    assert_eq!(g.players[RED].lost.iter().map(|&t| tokens::kind_of(t)).collect::<Vec<_>>(), vec![M]);
    assert_eq!(g.players[RED].scout, Some(26));
    assert!(g.log.iter().any(|e| *e == Event::TokensLost { seat: RED, count: 1 }));
}

#[test]
fn dk_t5_no_revisits() {
    let mut g = blank(3);
    give(&mut g, RED, &[C, M, P]);
    stack(&mut g, 13, &[(RED, P)]);
    scout(&mut g, RED, 13);
    placing(&mut g, RED);
    let start = g.clone();
    play(&mut g, Move::Road { to: 14, token: C });
    play(&mut g, Move::Road { to: 15, token: M });
    refuse(&mut g, Move::Road { to: 14, token: P }, "already_visited");
    assert!(is_legal(&g, Move::Road { to: 16, token: P }));
    let mut g = start;
    play(&mut g, Move::Road { to: 14, token: C });
    refuse(&mut g, Move::Road { to: 13, token: M }, "already_visited");
}

#[test]
fn dk_t6_scout_removal_and_re_entry() {
    let mut g = t4();
    play(&mut g, Move::Walk { to: 26, token: C, climb: h(0, 3), descend: h(7, 3) });
    // Red's next turn: the scout on 26 is blocked; he draws and takes it off.
    g.start_turn(RED);
    play_all(&mut g, &[Move::DrawToken, Move::DrawToken]);
    assert!(is_legal(&g, Move::RemoveScout));
    play(&mut g, Move::RemoveScout);
    assert_eq!(g.players[RED].scout, None);
    assert_eq!(g.players[RED].active.len(), 2, "nothing was placed");
    assert_eq!(g.turn, BLUE);
    // Later Red controls 26 (no step from it) and 23 (steps): he must enter
    // on 23. (Green has covered his start village 11 meanwhile.)
    stack(&mut g, 11, &[(GREEN, P)]);
    stack(&mut g, 23, &[(RED, P)]);
    g.start_turn(RED);
    play_all(&mut g, &[Move::DrawWall, Move::DrawWall, Move::PlaceTokens]);
    assert_eq!(g.step, Step::Enter);
    assert_eq!(legal(&g), vec![Move::Enter { village: 23 }]);
    refuse(&mut g, Move::Enter { village: 26 }, "entry_refused");
    // If he controlled only 26, he would enter on any empty village without a scout.
    let mut only26 = g.clone();
    only26.stacks[23].clear();
    only26.players[RED].passive.push(g.stacks[23][0]);
    let entries: Vec<VillageId> = legal(&only26)
        .iter()
        .map(|m| match m {
            Move::Enter { village } => *village,
            other => panic!("{other:?}"),
        })
        .collect();
    let empty: Vec<VillageId> = (0..38).filter(|&v| only26.stacks[v as usize].is_empty() && v != 25).collect();
    assert_eq!(entries, empty);
}

/// DK-T7: the position of figure 9 before Green's turn.
fn t7_start() -> DschingisKhan {
    let mut g = blank(3);
    stack(&mut g, 9, &[(GREEN, P)]);
    stack(&mut g, 10, &[(GREEN, P)]);
    stack(&mut g, 22, &[(RED, C)]);
    stack(&mut g, 23, &[(RED, P)]);
    stack(&mut g, 25, &[(BLUE, M)]);
    stack(&mut g, 26, &[(BLUE, M)]);
    scout(&mut g, GREEN, 9);
    scout(&mut g, RED, 23);
    scout(&mut g, BLUE, 26);
    give(&mut g, GREEN, &[X, M]);
    give(&mut g, RED, &[P, M]);
    give(&mut g, BLUE, &[C, P]);
    next_draws(&mut g, GREEN, &[C]);
    g.start_turn(GREEN);
    valid(&g);
    assert_eq!(g.wall_supply, 14);
    g
}

/// DK-T7, figure 9: Green draws a token and a wall, places plague, Mongol
/// and, by a wall walk past Red's scout, a Chinese on Red's village 22.
fn t7() -> DschingisKhan {
    let mut g = t7_start();
    play_all(&mut g, &[Move::DrawToken, Move::DrawWall, Move::PlaceTokens]);
    play(&mut g, Move::Road { to: 16, token: X });
    play(&mut g, Move::Road { to: 15, token: M });
    refuse(&mut g, Move::Gate { to: 23, token: C }, "scout_there");
    play(&mut g, Move::Walk { to: 22, token: C, climb: h(4, 3), descend: h(3, 3) });
    g
}

#[test]
fn dk_t7_figure_9_green_places_three_tokens() {
    let g = t7();
    assert!(!g.wall.open.contains(h(4, 3)) && !g.wall.open.contains(h(3, 3)));
    assert_eq!(g.wall.open.len(), 6);
    for v in [15, 16, 22] {
        assert_eq!(g.controller(v), Some(GREEN), "village {v}");
    }
    assert_eq!(seen(&g, Viewer::Seat(GREEN), 22), vec![Some(C), Some(C)], "Green now knows Red's token");
    assert_eq!(seen(&g, Viewer::Seat(BLUE), 22), vec![None, None]);
    assert_eq!(seen(&g, Viewer::Seat(RED), 22), vec![Some(C), None]);
    assert_eq!(g.players[GREEN].walls, 3);
    assert_eq!(g.wall_supply, 13);
    assert_eq!(g.players[GREEN].scout, Some(22));
    assert_eq!((g.turn, g.step), (RED, Step::Draw { picks: 0 }));
}

/// DK-T8, figure 10: Red encloses 22 with three walls; the loop drops h(3,3).
fn t8() -> DschingisKhan {
    let mut g = t7();
    play_all(&mut g, &[Move::DrawWall, Move::DrawToken, Move::PlaceWalls]);
    assert_eq!(g.players[RED].walls, 3);
    for line in [v(3, 3), h(3, 4), v(4, 3)] {
        play(&mut g, Move::BuildWall { line, remove_end: None });
    }
    g
}

#[test]
fn dk_t8_figure_10_red_loop_makes_22_mongol() {
    let g = t8();
    let main = sorted(vec![h(0, 3), h(1, 3), h(2, 3), v(3, 3), h(3, 4), v(4, 3), h(4, 3), h(5, 3), h(6, 3), h(7, 3)]);
    assert_eq!(main_line(&g), main);
    assert_eq!(standing(&g), main, "no branch is left");
    let mut expected: Vec<VillageId> = (0..19).collect();
    expected.push(22);
    assert_eq!(mongolia(&g), expected);
    assert_eq!(g.wall_supply, 13);
    match last_wall(&g) {
        Event::WallBuilt { effect, removal, removed, changed_side, .. } => {
            assert_eq!(effect, Effect::Loop { lo: 3, hi: 4, branch: 3 });
            assert_eq!(removal, Removal::MainSection);
            assert_eq!(removed.iter().collect::<Vec<_>>(), vec![h(3, 3)]);
            assert_eq!(changed_side.iter().collect::<Vec<_>>(), vec![22]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(g.turn, BLUE);
}

/// DK-T9, figure 11: Blue moves the east end down to (7,5) with four walls.
fn t9() -> DschingisKhan {
    let mut g = t8();
    play_all(&mut g, &[Move::DrawWall, Move::DrawWall, Move::PlaceWalls]);
    assert_eq!(g.players[BLUE].walls, 4);
    for line in [v(5, 3), v(5, 4), h(5, 5), h(6, 5)] {
        play(&mut g, Move::BuildWall { line, remove_end: None });
    }
    g
}

#[test]
fn dk_t9_figure_11_blue_new_end() {
    let g = t9();
    let main =
        sorted(vec![h(0, 3), h(1, 3), h(2, 3), v(3, 3), h(3, 4), v(4, 3), h(4, 3), v(5, 3), v(5, 4), h(5, 5), h(6, 5)]);
    assert_eq!(main_line(&g), main);
    assert_eq!(standing(&g), main);
    assert_eq!(ends(&g), [tower(0, 3), tower(7, 5)]);
    let mut mongol: Vec<VillageId> = (0..19).collect();
    mongol.extend([22, 24, 25, 26, 31, 32]);
    assert_eq!(mongolia(&g), mongol);
    assert_eq!(g.side(25), Side::Mongolia);
    assert_eq!(g.side(26), Side::Mongolia);
    assert_eq!(g.wall_supply, 14);
    assert_eq!(g.wall.standing.len(), 11);
    assert_eq!(g.wall.standing.minus(g.wall.open).iter().collect::<Vec<_>>(), vec![h(4, 3)], "only h(4,3) is closed");
    assert_eq!(g.players[GREEN].walls, 3);
    match last_wall(&g) {
        Event::WallBuilt { effect, removal, removed, changed_side, .. } => {
            assert_eq!(effect, Effect::NewEnd { border: tower(7, 5), at: 7, new: 4 });
            assert_eq!(removal, Removal::EndPiece { end: tower(8, 3) });
            assert_eq!(removed.iter().collect::<Vec<_>>(), sorted(vec![h(5, 3), h(6, 3), h(7, 3)]));
            assert_eq!(changed_side.iter().collect::<Vec<_>>(), vec![24, 25, 26, 31, 32]);
        }
        other => panic!("{other:?}"),
    }
    // Blue's two Mongols now score +3 each for him.
    assert_eq!(g.scores()[BLUE], 6);
}

/// Initial wall plus the branch v(3,2), v(3,1), h(3,1), v(4,1); Orange
/// (seat 0) about to build one wall.
fn t10_start() -> DschingisKhan {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(3, 1), v(4, 1)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    valid(&g);
    g
}

#[test]
fn dk_t10_figure_7_loop_makes_7_and_14_chinese() {
    let mut g = t10_start();
    let supply = g.wall_supply;
    play(&mut g, Move::BuildWall { line: v(4, 2), remove_end: None });
    assert!(!g.wall.standing.contains(h(3, 3)));
    assert_eq!(main_line(&g).len(), 12);
    let mut mongol: Vec<VillageId> = (0..19).collect();
    mongol.retain(|&v| v != 7 && v != 14);
    assert_eq!(mongolia(&g), mongol);
    assert_eq!(g.wall_supply, supply + 1);
}

#[test]
fn dk_t11_figure_8_tie_and_isolated_part() {
    let mut g = t10_start();
    play(&mut g, Move::BuildWall { line: v(4, 2), remove_end: None });
    // Another player's branch h(4,2), v(5,1); Orange builds v(5,2).
    build(&mut g, &[h(4, 2), v(5, 1)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    valid(&g);
    let (main, sides, supply) = (main_line(&g), mongolia(&g), g.wall_supply);
    play(&mut g, Move::BuildWall { line: v(5, 2), remove_end: None });
    match last_wall(&g) {
        Event::WallBuilt { effect, removal, removed, .. } => {
            assert!(matches!(effect, Effect::Loop { lo, hi, branch: 2 } if hi - lo == 2));
            assert_eq!(removal, Removal::BranchSide);
            assert_eq!(removed.iter().collect::<Vec<_>>(), sorted(vec![h(4, 2), v(5, 1), v(5, 2)]));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(g.wall_supply, supply + 3, "three walls back, Orange's among them");
    assert_eq!(main_line(&g), main);
    assert_eq!(standing(&g), main);
    assert_eq!(mongolia(&g), sides);
}

#[test]
fn dk_t15_scoring_table() {
    let cases: [(&[(usize, Kind)], Side, i64); 5] = [
        (&[(RED, C), (GREEN, C), (BLUE, P)], Side::China, 7),
        (&[(RED, C), (GREEN, C), (BLUE, P)], Side::Mongolia, -5),
        (&[(RED, C), (GREEN, X), (BLUE, P)], Side::China, -4),
        (&[(RED, M), (GREEN, H), (BLUE, P)], Side::China, 4),
        (&[(RED, C), (GREEN, X), (RED, H)], Side::China, 3),
    ];
    for (tokens, side, points) in cases {
        let mut g = blank(3);
        let village = if side == Side::China { 22 } else { 14 };
        stack(&mut g, village, tokens);
        let controller = tokens.last().unwrap().0;
        let mut expected = vec![0; 3];
        expected[controller] = points;
        assert_eq!(g.scores(), expected, "{tokens:?} in {side:?}");
    }
    // Empty villages score nothing.
    assert_eq!(blank(3).scores(), vec![0, 0, 0]);
}
