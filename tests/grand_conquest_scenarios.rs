//! The spec's scenarios GC-T1..GC-T13 (`docs/rules/grand-conquest.md`), on
//! tiny custom boards (`gc_support`) and on the shipped map, with explicit
//! positions, points, ranges and results.

mod gc_support;

use gc_support::*;
use spieltisch::engine::{Game, Options};
use spieltisch::games::grand_conquest::*;
use spieltisch::rng::SeededRng;

/// GC-T1: round 1 gives S 5, W 10, N 15, E 20 points; round 2 gives 20.
#[test]
fn t1_first_round_budgets() {
    let mut g = GrandConquest::setup(&Options { players: 4 }, SeededRng::from_seed(1)).unwrap();
    assert_eq!((g.seat(), g.remaining()), (S, 5));
    let occ = g.occupancy();
    let own = |g: &GrandConquest, kind: Kind| -> Vec<PieceId> {
        g.ids().filter(|&p| g.pieces[p as usize].owner == 0 && g.pieces[p as usize].kind == kind).collect()
    };
    // a Soldier that can walk 2, an Elephant that can walk 3
    let b = Board::standard();
    let pick = |kind: Kind, steps: u8| {
        own(&g, kind)
            .into_iter()
            .find_map(|p| b.ids().find(|&f| g.way_len(&occ, p, f, 8) == Some(steps)).map(|f| (p, f)))
            .unwrap()
    };
    let (sol, to) = pick(Kind::Soldier, 2);
    let (ele, to3) = pick(Kind::Elephant, 3);
    let far = b.ids().find(|&f| g.way_len(&occ, ele, f, 8) == Some(4) && f != to).unwrap();
    assert_ne!(to, to3);
    g.play(&Move::Go { piece: sol, to, waive: false }).unwrap();
    assert_eq!((g.spent, g.remaining()), (2, 3));
    // the Elephant's 3 steps fit; 4 would be a 6th point
    assert_eq!(
        g.play(&Move::Go { piece: ele, to: far, waive: false }),
        Err(GcError::NotEnoughPoints { needs: 4, left: 3 })
    );
    g.play(&Move::Go { piece: ele, to: to3, waive: false }).unwrap();
    // 5 points spent: S's turn ended on its own, W begins with 10
    assert_eq!((g.seat(), g.turn, g.remaining()), (W, 1, 10));
    g.play(&Move::EndTurn).unwrap();
    assert_eq!((g.seat(), g.remaining()), (N, 15));
    g.play(&Move::EndTurn).unwrap();
    assert_eq!((g.seat(), g.remaining()), (E, 20));
    g.play(&Move::EndTurn).unwrap();
    assert_eq!((g.seat(), g.turn, g.remaining()), (S, 4, 20));
}

/// GC-T2: a Soldier's third step and a Chariot's ninth are refused.
#[test]
fn t2_range_limits() {
    let mut p = line(12).game();
    let sol = p.put(S, Kind::Soldier, "a");
    let cha = p.put(S, Kind::Chariot, "l");
    p.spares(N);
    p.turn_of(S);
    p.go(sol, "c");
    assert_eq!(p.used(sol), 2);
    assert_eq!(p.refused(sol, "d"), GcError::OutOfRange { piece: sol, needs: 1, left: 0 });
    p.go(cha, "h");
    p.go(cha, "e");
    assert_eq!(p.used(cha), 7);
    p.go(cha, "d");
    assert_eq!(p.used(cha), 8);
    assert_eq!(p.refused(cha, "e"), GcError::OutOfRange { piece: cha, needs: 1, left: 0 });
    assert_eq!((p.g.spent, p.g.remaining()), (10, 10));
}

/// GC-T3: moves of different pieces interleave; the Elephant's seventh step is refused.
#[test]
fn t3_interrupted_move() {
    let mut p = line(14).game();
    let ele = p.put(S, Kind::Elephant, "a");
    let sol = p.put(S, Kind::Soldier, "n");
    p.spares(N);
    p.turn_of(S);
    p.go(ele, "d");
    p.go(sol, "l");
    p.go(ele, "g");
    assert_eq!((p.used(ele), p.used(sol), p.g.spent, p.g.remaining()), (6, 2, 8, 12));
    assert_eq!(p.refused(ele, "h"), GcError::OutOfRange { piece: ele, needs: 1, left: 0 });
}

/// GC-T4: Soldier on an Elephant, capacities, a Chariot by ship.
#[test]
fn t4_transport() {
    // (the spec's line a-h is one field short for "b to g in 6 steps": b-h here)
    let mut p = line(9).game();
    let sol = p.put(S, Kind::Soldier, "a");
    let ele = p.put(S, Kind::Elephant, "b");
    p.spares(N);
    p.turn_of(S);
    p.go(sol, "b");
    assert_eq!((p.at(sol), p.used(sol), p.g.spent), (Place::Aboard(ele), 1, 1));
    p.go(ele, "h");
    assert_eq!((p.at(ele), p.at(sol), p.used(ele), p.used(sol), p.g.spent), (p.on("h"), Place::Aboard(ele), 6, 1, 7));
    p.go(sol, "i");
    assert_eq!((p.at(sol), p.used(sol), p.g.spent), (p.on("i"), 2, 8));
    assert_eq!(p.refused(sol, "h"), GcError::OutOfRange { piece: sol, needs: 1, left: 0 });

    // capacity: two Soldiers on an Elephant, one on a Chariot
    let mut p = Mini::new("a-e b-e c-e d-k f-k", &[], &[]).game();
    let ele = p.put(S, Kind::Elephant, "e");
    let s1 = p.put(S, Kind::Soldier, "a");
    let s2 = p.put(S, Kind::Soldier, "b");
    let s3 = p.put(S, Kind::Soldier, "c");
    let cha = p.put(S, Kind::Chariot, "k");
    let s4 = p.put(S, Kind::Soldier, "d");
    let s5 = p.put(S, Kind::Soldier, "f");
    p.turn_of(S);
    p.go(s1, "e");
    p.go(s2, "e");
    assert_eq!(p.refused(s3, "e"), GcError::Unreachable { piece: s3, field: p.f("e") });
    p.go(s4, "k");
    assert_eq!(p.refused(s5, "k"), GcError::Unreachable { piece: s5, field: p.f("k") });
    assert_eq!((p.at(s1), p.at(s2), p.at(s4)), (Place::Aboard(ele), Place::Aboard(ele), Place::Aboard(cha)));

    // the ship: board from quay q (1 point), sail 6, unload at q2 with 6 range left
    let mut p = Mini::new("q=H H~s1 s1~s2 s2~s3 s3~s4 s4~s5 s5~H2 H2=q2", &["s1", "s2", "s3", "s4", "s5"], &["H", "H2"]).game();
    let ship = p.put(S, Kind::Ship, "H");
    let cha = p.put(S, Kind::Chariot, "q");
    p.spares(N);
    p.turn_of(S);
    p.go(cha, "H");
    assert_eq!((p.at(cha), p.g.spent), (Place::Aboard(ship), 1));
    p.go(ship, "H2");
    assert_eq!((p.used(ship), p.g.spent), (6, 7));
    p.go(cha, "q2");
    assert_eq!((p.at(cha), p.used(cha), Kind::Chariot.range() - p.used(cha), p.g.spent), (p.on("q2"), 2, 6, 8));
}

/// GC-T5: the Rider passes over own pieces, never over enemies, never ends on own.
#[test]
fn t5_rider() {
    let mut p = line(3).game();
    let rid = p.put(S, Kind::Rider, "a");
    let sol = p.put(S, Kind::Soldier, "b");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(rid), vec!["c"]);
    assert_eq!(p.refused(rid, "b"), GcError::Unreachable { piece: rid, field: p.f("b") });
    p.go(rid, "c");
    assert_eq!((p.used(rid), p.g.spent), (2, 2));
    let _ = sol;

    let mut p = line(3).game();
    let rid = p.put(S, Kind::Rider, "a");
    let enemy = p.put(N, Kind::Soldier, "b");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(rid), vec!["b"]);
    assert_eq!(p.refused(rid, "c"), GcError::Unreachable { piece: rid, field: p.f("c") });
    p.go(rid, "b");
    assert_eq!((p.at(enemy), p.g.seats[S].captured), (Place::Gone, 1));
}

/// GC-T6: who can take whom.
#[test]
fn t6_who_takes_whom() {
    let mut p = Mini::new("a-b c-d q=H", &[], &["H"]).game();
    let sol = p.put(S, Kind::Soldier, "a");
    p.put(N, Kind::Elephant, "b");
    let sol2 = p.put(S, Kind::Soldier, "c");
    let cha = p.put(N, Kind::Chariot, "d");
    let crew = p.aboard(N, Kind::Soldier, cha);
    let ship = p.put(S, Kind::Ship, "H");
    p.put(N, Kind::Soldier, "q");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.refused(sol, "b"), GcError::Unreachable { piece: sol, field: p.f("b") });
    assert_eq!(p.refused(ship, "q"), GcError::Unreachable { piece: ship, field: p.f("q") });
    p.go(sol2, "d");
    assert_eq!((p.at(cha), p.at(crew), p.at(sol2), p.g.seats[S].captured), (Place::Gone, Place::Gone, p.on("d"), 2));
}

/// GC-T8, the rulebook's Abtausch example: Black may answer with the
/// Elephant or the Soldier on it, not with the Rider behind a White piece,
/// and not by first dismounting; later the Rider may.
#[test]
fn t8_abtausch_example() {
    let mut p = Mini::new("Z-T R-X X-T T-E E-F", &[], &[]).game();
    let wsol = p.put(S, Kind::Soldier, "Z");
    let bsol2 = p.put(N, Kind::Soldier, "T");
    let bele = p.put(N, Kind::Elephant, "E");
    let bsol1 = p.aboard(N, Kind::Soldier, bele);
    let brid = p.put(N, Kind::Rider, "R");
    let wrid2 = p.put(S, Kind::Rider, "X");
    p.spares(S);
    p.spares(N);
    p.turn_of(S);
    p.go(wsol, "T");
    assert_eq!(p.at(bsol2), Place::Gone);
    assert_eq!(p.g.active(), vec![N], "the victim decides");
    let mut options = p.legal();
    options.sort_by_key(|m| format!("{m:?}"));
    let mut want = vec![Move::Abtausch { piece: bele }, Move::Abtausch { piece: bsol1 }, Move::Decline];
    want.sort_by_key(|m| format!("{m:?}"));
    assert_eq!(options, want);
    assert_eq!(p.g.check(&Move::Abtausch { piece: brid }), Err(GcError::NoAbtauschWay { piece: brid }));
    assert_eq!(p.g.check(&Move::Go { piece: bsol1, to: p.f("F"), waive: false }), Err(GcError::AbtauschPending));
    // Black answers with the loaded Elephant: free, White's Soldier is gone
    p.play(Move::Abtausch { piece: bele });
    assert_eq!((p.at(wsol), p.at(bele), p.at(bsol1)), (Place::Gone, p.on("T"), Place::Aboard(bele)));
    assert_eq!((p.g.seats[N].captured, p.g.active(), p.g.spent), (1, vec![S], 1));
    // White goes on: the Rider takes the Elephant and its Soldier
    p.go(wrid2, "T");
    assert_eq!((p.at(bele), p.at(bsol1), p.g.seats[S].captured), (Place::Gone, Place::Gone, 3));
    // now X is empty: the Black Rider may answer R-X-T
    assert_eq!(p.legal(), vec![Move::Abtausch { piece: brid }, Move::Decline]);
    p.play(Move::Abtausch { piece: brid });
    assert_eq!((p.at(wrid2), p.at(brid), p.g.seats[N].captured), (Place::Gone, p.on("T"), 2));
}

/// GC-T10: conquering, reconquering and sinking vessels.
#[test]
fn t10_vessels() {
    let sea = ["s1", "s2", "s3", "s4", "s5", "s6", "G"];
    let board = Mini::new("q=H H~s1 s1~s2 s2~s3 s3~s4 s4~s5 s5~s6 r-q r2-r G~s1", &sea, &["H"]);
    // an empty ship is conquered and sails on in the same turn
    let mut p = board.game();
    let ship = p.put(N, Kind::Ship, "H");
    let sol = p.put(S, Kind::Soldier, "q");
    p.spares(N);
    p.turn_of(S);
    p.go(sol, "H");
    assert_eq!((p.g.pieces[ship as usize].owner, p.at(sol), p.g.pending), (S as u8, Place::Aboard(ship), None));
    assert_eq!(p.g.seats[S].captured, 0, "a conquered ship is not counted as taken (GC-26)");
    p.go(ship, "s6");
    assert_eq!((p.used(ship), p.at(sol), p.g.spent), (6, Place::Aboard(ship), 7));

    // a loaded ship: both Soldiers taken; Black may reconquer or sink
    let mut p = board.game();
    let ship = p.put(N, Kind::Ship, "H");
    let c1 = p.aboard(N, Kind::Soldier, ship);
    let c2 = p.aboard(N, Kind::Soldier, ship);
    let sol = p.put(S, Kind::Soldier, "q");
    let land = p.put(N, Kind::Soldier, "r");
    p.put(N, Kind::Soldier, "r2"); // three steps away: too far
    let gal = p.put(N, Kind::Galleon, "G");
    p.spares(N);
    p.turn_of(S);
    p.go(sol, "H");
    assert_eq!((p.at(c1), p.at(c2), p.g.seats[S].captured), (Place::Gone, Place::Gone, 2));
    let mut options = p.legal();
    options.sort_by_key(|m| format!("{m:?}"));
    assert_eq!(options, vec![Move::Abtausch { piece: land }, Move::Abtausch { piece: gal }, Move::Decline]);
    let mut sink = Pos { g: p.g.clone(), ids: p.ids.clone() };
    p.play(Move::Abtausch { piece: land });
    assert_eq!((p.g.pieces[ship as usize].owner, p.at(land), p.at(sol)), (N as u8, Place::Aboard(ship), Place::Gone));
    sink.play(Move::Abtausch { piece: gal });
    assert_eq!((sink.at(ship), sink.at(sol), sink.at(gal)), (Place::Gone, Place::Gone, sink.on("H")));

    // no Soldier conquers a ship that carries an Elephant
    let mut p = board.game();
    let ship = p.put(N, Kind::Ship, "H");
    p.aboard(N, Kind::Elephant, ship);
    let sol = p.put(S, Kind::Soldier, "q");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.refused(sol, "H"), GcError::Unreachable { piece: sol, field: p.f("H") });

    // a galleon sinks a ship with an Elephant and two Soldiers: 4 pieces
    let mut p = board.game();
    let ship = p.put(N, Kind::Ship, "s3");
    let ele = p.aboard(N, Kind::Elephant, ship);
    p.aboard(N, Kind::Soldier, ele);
    p.aboard(N, Kind::Soldier, ele);
    let gal = p.put(S, Kind::Galleon, "s1");
    p.spares(N);
    p.turn_of(S);
    p.go(gal, "s3");
    assert_eq!((p.g.seats[S].captured, p.g.counts()[N]), (4, 3));
}

fn grail_board() -> Mini {
    Mini::new("a-g1 a-g2 a-g3 a-g4 a-g5 a-k1 a-k2 b-a c-b d-a", &[], &[])
        .grail(&["g1", "g2", "g3", "g4", "g5"])
        .castle(W, &["k1", "k2"])
}

/// GC-T12: Grail penalties, festgesetzt, and winning by holding all five.
#[test]
fn t12_grail_festgesetzt_w2() {
    let mut p = grail_board().game();
    for (seat, g) in [(S, "g1"), (W, "g2"), (N, "g3"), (E, "g4")] {
        p.put(seat, Kind::Soldier, g);
        p.spares(seat);
    }
    p.turn_of(S);
    assert_eq!((0..4).map(|s| p.g.budget(s)).collect::<Vec<_>>(), vec![8, 8, 8, 8]);

    // S holds 3 Grail fields, N 2 of W's castle fields: W is festgesetzt
    let mut p = grail_board().game();
    for g in ["g1", "g2", "g3"] {
        p.put(S, Kind::Soldier, g);
    }
    p.put(N, Kind::Soldier, "k1");
    p.put(N, Kind::Soldier, "k2");
    let wsol = p.put(W, Kind::Soldier, "b");
    p.spares(W);
    let taker = p.put(S, Kind::Rider, "d");
    p.spares(S);
    p.turn_of(S);
    assert_eq!((p.g.penalty(W), p.g.festgesetzt(W), p.g.budget(W)), (5, true, 0));
    // W has a Soldier 1 step from a, yet no Abtausch: festgesetzt (GC-38)
    p.put(W, Kind::Soldier, "c");
    p.go(taker, "a");
    p.go(taker, "b");
    assert_eq!((p.at(wsol), p.g.pending, p.g.active()), (Place::Gone, None, vec![S]));
    // the Elephant may not enter a Grail field (GC-42)
    let ele = p.put(S, Kind::Elephant, "_02");
    let _ = ele;

    // the fifth Grail field wins at once
    let mut p = grail_board().game();
    for g in ["g1", "g2", "g3", "g4"] {
        p.put(S, Kind::Soldier, g);
    }
    let fifth = p.put(S, Kind::Soldier, "a");
    for seat in [W, N, E] {
        p.spares(seat);
    }
    p.turn_of(S);
    p.go(fifth, "g5");
    let r = p.g.result.clone().unwrap();
    assert_eq!((r.ending, r.winners), (Ending::AllFestgesetzt { winner: S }, vec![S]));

    // no Elephant on a Grail field
    let mut p = grail_board().game();
    let ele = p.put(S, Kind::Elephant, "a");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.refused(ele, "g1"), GcError::Unreachable { piece: ele, field: p.f("g1") });
}

/// GC-T13: obstacles one way for Elephants; suspension bridges closed to them.
#[test]
fn t13_obstacles_and_suspension_bridge() {
    let board = Mini::new("o-V V>z z-g w-o", &[], &[]).grail(&["g"]);
    let mut p = board.game();
    let ele = p.put(N, Kind::Elephant, "o");
    p.spares(S);
    p.turn_of(N);
    assert_eq!(p.targets(ele), vec!["V", "w", "z"]);
    p.go(ele, "z");
    assert_eq!(p.targets(ele), Vec::<String>::new(), "z-V against the gate, z-g a Grail field");
    let mut p = board.game();
    let sol = p.put(N, Kind::Soldier, "z");
    p.spares(S);
    p.turn_of(N);
    p.go(sol, "o");
    assert_eq!(p.used(sol), 2);

    // an Elephant in the zone cannot answer a take on o
    let mut p = board.game();
    p.put(N, Kind::Elephant, "z");
    let victim = p.put(N, Kind::Soldier, "o");
    p.spares(N);
    let wrid = p.put(S, Kind::Rider, "w");
    p.spares(S);
    p.turn_of(S);
    p.go(wrid, "o");
    assert_eq!((p.at(victim), p.g.pending, p.g.active()), (Place::Gone, None, vec![S]));

    // the suspension bridge s1-s2-s3
    let board = Mini::new("a-s1 s1-s2 s2-s3 s3-b", &[], &[]).suspension(&["s1", "s2", "s3"]);
    let mut p = board.game();
    let ele = p.put(N, Kind::Elephant, "a");
    let cha = p.put(N, Kind::Chariot, "b");
    p.spares(S);
    p.turn_of(N);
    assert_eq!(p.targets(ele), Vec::<String>::new());
    p.go(cha, "a".replace('a', "s1").as_str());
    assert_eq!(p.used(cha), 3);
}
