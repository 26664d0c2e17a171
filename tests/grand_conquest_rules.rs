//! Every numbered rule of `docs/rules/grand-conquest.md` (GC-01..GC-46,
//! GC-W1..W4, GC-VP, GC-U1..U4) on tiny custom boards.

mod gc_support;

use gc_support::*;
use spieltisch::engine::Game;
use spieltisch::games::grand_conquest::*;

fn sorted(mut v: Vec<Move>) -> Vec<Move> {
    v.sort_by_key(|m| format!("{m:?}"));
    v
}

// ---- movement -------------------------------------------------------------

#[test]
fn gc01_steps_follow_edges_one_point_each() {
    let mut p = Mini::new("a-b b-c c-d x-y", &[], &[]).game();
    let rid = p.put(S, Kind::Rider, "a");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.refused(rid, "x"), GcError::Unreachable { piece: rid, field: p.f("x") });
    p.go(rid, "d");
    assert_eq!((p.g.spent, p.used(rid), p.g.remaining()), (3, 3, 17));
}

#[test]
fn gc02_points_lapse_and_penalties_cost_four_never_below_zero() {
    let mut p = Mini::new("a-b k1-a k2-a k3-a k4-a k5-a", &[], &[]).castle(W, &["k1", "k2", "k3", "k4", "k5"]).game();
    let sol = p.put(S, Kind::Soldier, "a");
    p.spares(S);
    p.spares(W);
    p.turn_of(S);
    p.go(sol, "k1");
    assert_eq!((p.g.penalty(W), p.g.budget(W)), (1, 16));
    p.play(Move::EndTurn);
    assert_eq!((p.g.seat(), p.g.spent, p.g.remaining()), (W, 0, 16), "S's unused points lapsed");
    // four occupied fields leave 4 points, five leave none (festgesetzt)
    let mut p = Mini::new("a-b k1-a k2-a k3-a k4-a k5-a", &[], &[]).castle(W, &["k1", "k2", "k3", "k4", "k5"]).game();
    for k in ["k1", "k2", "k3", "k4"] {
        p.put(S, Kind::Soldier, k);
    }
    p.spares(W);
    p.turn_of(W);
    assert_eq!(p.g.remaining(), 4);
    p.put(N, Kind::Soldier, "k5");
    assert_eq!((p.g.remaining(), p.g.festgesetzt(W)), (0, true));
}

#[test]
fn gc03_each_kind_has_its_range() {
    let names: Vec<String> = (0..12).map(|i| format!("l{i}")).collect();
    let sea: Vec<String> = (0..12).map(|i| format!("s{i}")).collect();
    let mut edges: Vec<String> = names.windows(2).map(|w| format!("{}-{}", w[0], w[1])).collect();
    edges.extend(sea.windows(2).map(|w| format!("{}~{}", w[0], w[1])));
    let sea_refs: Vec<&str> = sea.iter().map(String::as_str).collect();
    let board = Mini::new(&edges.join(" "), &sea_refs, &[]);
    for (kind, range) in [(Kind::Soldier, 2), (Kind::Elephant, 6), (Kind::Rider, 6), (Kind::Chariot, 8), (Kind::Ship, 6), (Kind::Galleon, 8)] {
        let mut p = board.game();
        let piece = p.put(S, kind, if kind.is_vessel() { "s0" } else { "l0" });
        p.spares(N);
        p.turn_of(S);
        assert_eq!(p.targets(piece).len(), range, "{kind:?}");
        assert_eq!(kind.range() as usize, range);
    }
}

#[test]
fn gc04_land_pieces_on_land_vessels_at_sea() {
    let mut p = Mini::new("a-q q=H H~s", &["s"], &["H"]).game();
    let sol = p.put(S, Kind::Soldier, "q");
    let ship = p.put(S, Kind::Ship, "s");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(sol), vec!["a"], "an empty harbour is no land field");
    assert_eq!(p.targets(ship), vec!["H"]);
}

#[test]
fn gc05_gc06_one_piece_per_field() {
    let mut p = line(4).game();
    let sol = p.put(S, Kind::Soldier, "a");
    let ele = p.put(S, Kind::Elephant, "c");
    p.aboard(S, Kind::Soldier, ele);
    p.aboard(S, Kind::Soldier, ele);
    p.put(S, Kind::Rider, "b");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(sol), Vec::<String>::new(), "no ending on an own Rider, no passing");
    assert_eq!(p.g.top(p.f("c")), Some(ele), "a loaded Elephant is one piece on its field");
}

#[test]
fn gc07_rider_passes_own_pieces_and_boards_an_empty_ship() {
    let mut p = Mini::new("a-b b-c c-d c=H", &[], &["H"]).game();
    let rid = p.put(S, Kind::Rider, "a");
    p.put(S, Kind::Soldier, "b");
    p.put(S, Kind::Soldier, "c");
    let ship = p.put(S, Kind::Ship, "H");
    p.put(N, Kind::Soldier, "d");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(rid), vec!["H", "d"]);
    p.go(rid, "H");
    assert_eq!((p.at(rid), p.used(rid)), (Place::Aboard(ship), 3));
}

#[test]
fn gc08_gc09_elephants_chariots_and_the_grail() {
    let mut p = Mini::new("a-g a-s", &[], &[]).grail(&["g"]).suspension(&["s"]).game();
    let ele = p.put(S, Kind::Elephant, "a");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(ele), Vec::<String>::new());
    let mut p = Mini::new("a-g a-s", &[], &[]).grail(&["g"]).suspension(&["s"]).game();
    let cha = p.put(S, Kind::Chariot, "a");
    let rid = p.put(S, Kind::Rider, "_00");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(cha), vec!["s"], "Chariots cross suspension bridges, never enter the Grail");
    let _ = rid;
}

// ---- transport ------------------------------------------------------------

#[test]
fn gc10_gc11_gc24_boarding_costs_a_step_dismounting_may_take() {
    let mut p = line(4).game();
    let sol = p.put(S, Kind::Soldier, "a");
    let cha = p.put(S, Kind::Chariot, "b");
    let enemy = p.put(N, Kind::Rider, "d");
    p.spares(N);
    p.turn_of(S);
    p.go(sol, "b");
    assert_eq!((p.at(sol), p.used(sol), p.g.spent), (Place::Aboard(cha), 1, 1));
    p.go(cha, "c");
    assert_eq!((p.used(sol), p.g.spent), (1, 2), "being carried costs the Soldier nothing");
    p.go(sol, "d");
    assert_eq!((p.at(enemy), p.at(sol), p.g.seats[S].captured), (Place::Gone, p.on("d"), 1));
}

#[test]
fn gc12_no_direct_change_between_land_transports_but_to_a_ship() {
    let mut p = Mini::new("a-b b=H H=c", &[], &["H"]).game();
    let ele = p.put(S, Kind::Elephant, "a");
    let sol = p.aboard(S, Kind::Soldier, ele);
    p.put(S, Kind::Chariot, "b");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.refused(sol, "b"), GcError::Unreachable { piece: sol, field: p.f("b") });
    // from a Chariot onto a ship lying in harbour (the rulebook's example)
    let mut p = Mini::new("a-b b=H H=c", &[], &["H"]).game();
    let cha = p.put(S, Kind::Chariot, "b");
    let sol = p.aboard(S, Kind::Soldier, cha);
    let ship = p.put(S, Kind::Ship, "H");
    let ele = p.put(S, Kind::Elephant, "c");
    p.spares(N);
    p.turn_of(S);
    p.go(sol, "H");
    assert_eq!(p.at(sol), Place::Aboard(ship));
    // and from the ship onto an Elephant on land (the ship counts as land)
    p.go(sol, "c");
    assert_eq!(p.at(sol), Place::Aboard(ele));
}

#[test]
fn gc13_two_soldiers_dismount_over_the_same_field_one_after_the_other() {
    let mut p = Mini::new("e-x x-y", &[], &[]).game();
    let ele = p.put(S, Kind::Elephant, "e");
    let s1 = p.aboard(S, Kind::Soldier, ele);
    let s2 = p.aboard(S, Kind::Soldier, ele);
    p.spares(N);
    p.turn_of(S);
    p.go(s2, "x");
    assert_eq!(p.targets(s1), Vec::<String>::new(), "x is still taken");
    p.go(s2, "y");
    p.go(s1, "x");
    assert_eq!((p.at(s1), p.at(s2)), (p.on("x"), p.on("y")));
}

#[test]
fn gc14_gc16_a_vessel_carries_one_load() {
    let board = Mini::new("a=H b=H c=H d=H", &[], &["H"]);
    let mut p = board.game();
    let ship = p.put(S, Kind::Ship, "H");
    let s1 = p.put(S, Kind::Soldier, "a");
    let s2 = p.put(S, Kind::Soldier, "b");
    let s3 = p.put(S, Kind::Soldier, "c");
    let ele = p.put(S, Kind::Elephant, "d");
    p.spares(N);
    p.turn_of(S);
    p.go(s1, "H");
    assert_eq!(p.refused(ele, "H"), GcError::Unreachable { piece: ele, field: p.f("H") }, "GC-16");
    p.go(s2, "H");
    assert_eq!(p.refused(s3, "H"), GcError::Unreachable { piece: s3, field: p.f("H") });
    assert_eq!((p.at(s1), p.at(s2)), (Place::Aboard(ship), Place::Aboard(ship)));
    // an Elephant with one Soldier aboard: a further Soldier climbs the Elephant
    let mut p = board.game();
    let ship = p.put(S, Kind::Ship, "H");
    let ele = p.aboard(S, Kind::Elephant, ship);
    p.aboard(S, Kind::Soldier, ele);
    let s = p.put(S, Kind::Soldier, "a");
    let rid = p.put(S, Kind::Rider, "b");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.refused(rid, "H"), GcError::Unreachable { piece: rid, field: p.f("H") });
    p.go(s, "H");
    assert_eq!(p.at(s), Place::Aboard(ele));
}

#[test]
fn gc15_gc18_no_loading_or_changing_at_sea() {
    let mut p = Mini::new("a=H H~s s~t", &["s", "t"], &["H"]).game();
    let ship = p.put(S, Kind::Ship, "s");
    let sol = p.aboard(S, Kind::Soldier, ship);
    p.put(S, Kind::Ship, "t");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(sol), Vec::<String>::new());
    // quays join land and harbours only
    let mut data = Mini::new("a=s", &["s"], &[]).data;
    data.fields[1].harbour = false;
    assert!(Board::new(data).is_err());
}

#[test]
fn gc17_soldiers_leave_alone_the_elephant_takes_the_rest_along() {
    let mut p = Mini::new("a=H b=H", &[], &["H"]).game();
    let ship = p.put(S, Kind::Ship, "H");
    let ele = p.aboard(S, Kind::Elephant, ship);
    let s1 = p.aboard(S, Kind::Soldier, ele);
    let s2 = p.aboard(S, Kind::Soldier, ele);
    p.spares(N);
    p.turn_of(S);
    p.go(s1, "a");
    assert_eq!((p.at(s1), p.at(ele)), (p.on("a"), Place::Aboard(ship)));
    p.go(ele, "b");
    assert_eq!((p.at(ele), p.at(s2)), (p.on("b"), Place::Aboard(ele)));
}

#[test]
fn gc19_carriers_carry_only_own_pieces() {
    let mut p = line(2).game();
    let sol = p.put(S, Kind::Soldier, "a");
    p.put(N, Kind::Elephant, "b");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(sol), Vec::<String>::new(), "neither riding nor taking an enemy Elephant");
}

// ---- taking -----------------------------------------------------------------

#[test]
fn gc20_gc21_gc22_taking_and_sinking() {
    let mut p = Mini::new("a-b q=H H~s", &["s"], &["H"]).game();
    let ele = p.put(S, Kind::Elephant, "a");
    let rid = p.put(N, Kind::Rider, "b");
    let gal = p.put(S, Kind::Galleon, "s");
    let ship = p.put(N, Kind::Ship, "H");
    let crew = p.aboard(N, Kind::Soldier, ship);
    p.spares(N);
    p.turn_of(S);
    p.go(ele, "b");
    assert_eq!(p.at(rid), Place::Gone);
    p.go(gal, "H");
    assert_eq!((p.at(ship), p.at(crew), p.at(gal), p.g.seats[S].captured), (Place::Gone, Place::Gone, p.on("H"), 3));
}

#[test]
fn gc23_conquest_keeps_the_vessel_takes_the_crew() {
    let mut p = Mini::new("q=H H~s", &["s"], &["H"]).game();
    let ship = p.put(N, Kind::Ship, "H");
    let crew = p.aboard(N, Kind::Rider, ship);
    let ele = p.put(S, Kind::Elephant, "q");
    let sol = p.aboard(S, Kind::Soldier, ele);
    p.spares(N);
    p.turn_of(S);
    p.go(ele, "H");
    assert_eq!((p.g.pieces[ship as usize].owner, p.at(ele), p.at(sol), p.at(crew)), (S as u8, Place::Aboard(ship), Place::Aboard(ele), Place::Gone));
    assert_eq!((p.g.seats[S].captured, p.used(ship)), (1, 0), "the crew counts (GC-A30), the ship is fresh");
    p.go(ship, "s");
    assert_eq!(p.at(ele), Place::Aboard(ship));
}

#[test]
fn gc25_a_taker_gets_its_full_range_again_within_the_points() {
    let mut p = line(12).game();
    let rid = p.put(S, Kind::Rider, "a");
    let victim = p.put(N, Kind::Soldier, "e");
    p.spares(N);
    p.turn_of(S);
    p.go(rid, "e");
    assert_eq!((p.at(victim), p.used(rid), p.g.spent), (Place::Gone, 0, 4));
    p.go(rid, "k");
    assert_eq!((p.used(rid), p.g.spent), (6, 10));
}

#[test]
fn gc26_captured_counts_cargo_and_abtausch() {
    let mut p = Mini::new("a-b b-c", &[], &[]).game();
    let rid = p.put(S, Kind::Rider, "a");
    let ele = p.put(N, Kind::Elephant, "b");
    p.aboard(N, Kind::Soldier, ele);
    let brid = p.put(N, Kind::Rider, "c");
    p.spares(N);
    p.spares(S);
    p.turn_of(S);
    p.go(rid, "b");
    assert_eq!(p.g.seats[S].captured, 2);
    p.play(Move::Abtausch { piece: brid });
    assert_eq!(p.g.seats[N].captured, 1);
}

// ---- Abtausch -----------------------------------------------------------------

#[test]
fn gc30_gc32_gc33_an_abtausch_after_every_take_free_and_once() {
    // also after conquering an empty ship
    let mut p = Mini::new("q=H r-q", &[], &["H"]).game();
    let ship = p.put(N, Kind::Ship, "H");
    let sol = p.put(S, Kind::Soldier, "q");
    let bsol = p.put(N, Kind::Soldier, "_20");
    p.spares(N);
    p.spares(S);
    p.turn_of(S);
    // move a Black Soldier next to the quay by hand
    p.g.pieces[bsol as usize].place = Place::Field(p.f("r"));
    p.g.pieces[bsol as usize].used = 1;
    let _ = p.put(S, Kind::Soldier, "_01");
    p.go(sol, "H");
    assert_eq!(p.g.active(), vec![N]);
    assert_eq!(p.legal(), vec![Move::Abtausch { piece: bsol }, Move::Decline]);
    let spent = p.g.spent;
    p.play(Move::Abtausch { piece: bsol });
    assert_eq!((p.g.pieces[ship as usize].owner, p.at(bsol), p.at(sol)), (N as u8, Place::Aboard(ship), Place::Gone));
    assert_eq!((p.used(bsol), p.g.spent, p.g.active(), p.g.pending), (1, spent, vec![S], None), "free, once, S goes on");
}

#[test]
fn gc31_abtausch_ways_follow_the_pieces_rules() {
    // the answer may go two steps through an empty field, not through an occupied one
    let mut p = Mini::new("a-t t-m m-b t-n n-c", &[], &[]).game();
    let wsol = p.put(S, Kind::Soldier, "a");
    p.put(N, Kind::Soldier, "t");
    let far = p.put(N, Kind::Rider, "b");
    let blocked = p.put(N, Kind::Rider, "c");
    p.put(E, Kind::Soldier, "n");
    p.spares(N);
    p.spares(S);
    p.turn_of(S);
    p.go(wsol, "t");
    assert_eq!(p.legal(), vec![Move::Abtausch { piece: far }, Move::Decline]);
    assert_eq!(p.g.check(&Move::Abtausch { piece: blocked }), Err(GcError::NoAbtauschWay { piece: blocked }));
    assert_eq!(p.g.check(&Move::Abtausch { piece: wsol }), Err(GcError::NotYourPiece { piece: wsol }));
}

#[test]
fn gc35_a_ship_that_sank_another_in_harbour_may_be_conquered() {
    let mut p = Mini::new("q=H H~s", &["s"], &["H"]).game();
    p.put(N, Kind::Ship, "H");
    let gal = p.put(S, Kind::Galleon, "s");
    let bsol = p.put(N, Kind::Soldier, "q");
    p.spares(N);
    p.spares(S);
    p.turn_of(S);
    p.go(gal, "H");
    p.play(Move::Abtausch { piece: bsol });
    assert_eq!((p.g.pieces[gal as usize].owner, p.at(bsol)), (N as u8, Place::Aboard(gal)));
}

#[test]
fn gc36_no_abtausch_for_the_left_neighbour_after_the_last_point_or_a_waiver() {
    let board = line(6);
    // with the last point: W (S's left neighbour) gets none, his turn begins
    let mut p = board.game();
    let rid = p.put(S, Kind::Rider, "a");
    let wsol = p.put(W, Kind::Soldier, "b");
    p.put(W, Kind::Soldier, "c");
    p.spares(W);
    p.spares(S);
    p.turn_of(S);
    p.g.spent = 19; // other pieces have moved
    let mut q = Pos { g: p.g.clone(), ids: p.ids.clone() };
    p.go(rid, "b");
    assert_eq!((p.at(wsol), p.g.pending, p.g.seat(), p.g.remaining()), (Place::Gone, None, W, 20));
    // with a waiver: the same with points left
    q.g.spent = 5;
    q.go_waive(rid, "b");
    assert_eq!((q.g.pending, q.g.seat(), q.g.spent), (None, W, 0));
    // against another seat the Abtausch stays, then the turn ends
    let mut p = board.game();
    let rid = p.put(S, Kind::Rider, "a");
    p.put(N, Kind::Soldier, "b");
    let nsol = p.put(N, Kind::Soldier, "c");
    p.spares(N);
    p.spares(S);
    p.turn_of(S);
    p.go_waive(rid, "b");
    assert_eq!(p.g.active(), vec![N]);
    p.play(Move::Decline);
    assert_eq!((p.g.seat(), p.at(nsol)), (W, p.on("c")));
}

#[test]
fn gc37_gc38_after_the_abtausch_the_attacker_goes_on() {
    let mut p = line(5).game();
    let rid = p.put(S, Kind::Rider, "a");
    let rid2 = p.put(S, Kind::Rider, "e");
    p.put(N, Kind::Soldier, "b");
    let nsol = p.put(N, Kind::Soldier, "c");
    p.spares(N);
    p.spares(S);
    p.turn_of(S);
    p.go(rid, "b");
    p.play(Move::Abtausch { piece: nsol });
    assert_eq!((p.g.active(), p.at(rid)), (vec![S], Place::Gone));
    p.go(rid2, "b");
    assert_eq!(p.at(nsol), Place::Gone);
}

// ---- castles and Grail --------------------------------------------------------

#[test]
fn gc40_gc41_castle_fields_cost_four_and_return_at_once() {
    let mut p = Mini::new("a-b b-k1 b-k2", &[], &[]).castle(S, &["k1", "k2"]).game();
    let rid = p.put(S, Kind::Rider, "a");
    p.put(N, Kind::Soldier, "k1");
    p.put(N, Kind::Soldier, "k2");
    p.spares(N);
    p.turn_of(S);
    assert_eq!((p.g.penalty(S), p.g.remaining()), (2, 12));
    p.go(rid, "k1");
    assert_eq!((p.g.spent, p.g.remaining()), (2, 14), "4 points back in the same turn");
}

#[test]
fn gc42_gc43_grail_fields_only_soldiers_and_riders_unprotected_penalty_returns() {
    let mut p = Mini::new("a-g g-b", &[], &[]).grail(&["g"]).game();
    let cha = p.put(S, Kind::Chariot, "a");
    let sol = p.put(S, Kind::Soldier, "_00");
    p.put(N, Kind::Soldier, "g");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(cha), Vec::<String>::new(), "not even to take");
    assert_eq!((0..4).map(|s| p.g.penalty(s)).collect::<Vec<_>>(), vec![1, 1, 0, 1]);
    let _ = sol;
    let mut p = Mini::new("a-g g-b", &[], &[]).grail(&["g"]).game();
    let nsol = p.put(N, Kind::Soldier, "g");
    p.spares(N);
    p.turn_of(N);
    assert_eq!(p.g.budget(S), 16);
    p.go(nsol, "b");
    assert_eq!(p.g.budget(S), 20);
}

#[test]
fn gc44_festgesetzt_seats_pass_and_cannot_win() {
    let mut p = Mini::new("a-k1 a-k2 a-k3 a-k4 a-k5", &[], &[]).castle(W, &["k1", "k2", "k3", "k4", "k5"]).game();
    for k in ["k1", "k2", "k3", "k4", "k5"] {
        p.put(N, Kind::Soldier, k);
    }
    p.spares(W);
    p.spares(S);
    p.spares(N);
    for _ in 0..10 {
        p.put(W, Kind::Soldier, "_10");
        p.g.pieces.last_mut().unwrap().place = Place::Gone;
    }
    p.g.seats[W].captured = 30;
    p.turn_of(S);
    p.play(Move::EndTurn);
    assert_eq!(p.g.seat(), N, "W passed");
    assert!(p.g.log.contains(&Event::Festgesetzt { seat: W }));
    assert!(!p.g.vp_winners().contains(&W));
    assert!(p.g.victory_points()[W] > p.g.victory_points()[N]);
}

#[test]
fn gc45_castle_fields_are_not_connected() {
    let mut p = Mini::new("a-k1 b-k2", &[], &[]).castle(N, &["k1", "k2"]).game();
    let sol = p.put(S, Kind::Soldier, "k1");
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.targets(sol), vec!["a"]);
}

// ---- winning --------------------------------------------------------------------

#[test]
fn w1_taking_the_last_two_pieces_wins() {
    let mut p = line(5).game();
    let rid = p.put(S, Kind::Rider, "a");
    p.put(N, Kind::Soldier, "b");
    p.put(N, Kind::Soldier, "e");
    p.spares(S);
    p.spares(W);
    p.spares(E);
    p.turn_of(S);
    p.go(rid, "b");
    assert!(p.g.result.is_none());
    p.go(rid, "e");
    let r = p.g.result.clone().unwrap();
    assert_eq!((r.ending, r.winners), (Ending::LastTwoTaken { winner: S, victim: N }, vec![S]));
    // both at once: a loaded Chariot
    let mut p = line(2).game();
    let rid = p.put(S, Kind::Rider, "a");
    let cha = p.put(N, Kind::Chariot, "b");
    p.aboard(N, Kind::Soldier, cha);
    p.spares(S);
    p.turn_of(S);
    p.go(rid, "b");
    assert_eq!(p.g.result.clone().unwrap().winners, vec![S]);
}

#[test]
fn w3_one_piece_left_at_the_end_of_the_own_turn_ends_the_game() {
    let mut p = line(3).game();
    let sol = p.put(S, Kind::Soldier, "a");
    p.spares(N);
    p.spares(W);
    p.spares(E);
    p.turn_of(S);
    p.go(sol, "b");
    assert!(p.g.result.is_none(), "only at the end of the turn");
    p.play(Move::EndTurn);
    let r = p.g.result.clone().unwrap();
    assert_eq!(r.ending, Ending::OnePieceLeft { seat: S });
    assert_eq!(r.winners, vec![W, N, E], "3 pieces each against S's 1");
    // the gap rule: the last piece lost to a third seat's take
    let mut p = line(4).game();
    let rid = p.put(S, Kind::Rider, "a");
    p.put(N, Kind::Soldier, "c");
    p.spares(S);
    p.spares(W);
    p.spares(E);
    p.turn_of(S);
    p.go(rid, "c");
    assert!(p.g.result.is_none());
    p.play(Move::EndTurn);
    assert_eq!(p.g.result.clone().unwrap().ending, Ending::NoPieces { seat: N });
}

#[test]
fn w4_four_rounds_without_a_take_end_the_game_last_taker_moves_last() {
    let mut p = line(4).game();
    let rid = p.put(S, Kind::Rider, "a");
    p.put(N, Kind::Soldier, "b");
    for s in 0..4 {
        p.spares(s);
    }
    p.turn_of(S);
    p.go(rid, "b");
    let taken_at = p.g.turn;
    p.play(Move::EndTurn);
    for _ in 0..15 {
        assert!(p.g.result.is_none());
        p.play(Move::EndTurn);
    }
    assert_eq!(p.g.seat(), S);
    assert_eq!(p.g.turn - taken_at, 16);
    p.play(Move::EndTurn);
    let r = p.g.result.clone().unwrap();
    assert_eq!((r.ending, r.winners), (Ending::NoTakes, vec![S]));
}

#[test]
fn w4_without_any_take_the_game_ends_after_round_four() {
    let mut p = line(2).game();
    for s in 0..4 {
        p.spares(s);
    }
    p.g.start_turn(0);
    for _ in 0..15 {
        p.play(Move::EndTurn);
    }
    assert!(p.g.result.is_none());
    p.play(Move::EndTurn);
    assert_eq!(p.g.result.clone().unwrap().ending, Ending::NoTakes);
    assert_eq!(p.g.result.clone().unwrap().winners, vec![S, W, N, E], "equal points: all share");
}

/// S's Rider takes a Soldier in turn 4; in turn 8 S's Soldier steps onto
/// N's ship in harbour, with `crew` Soldiers of N aboard. Returns the
/// position after that conquest.
fn conquest_after_a_take(crew: usize) -> (Pos, PieceId) {
    let mut p = Mini::new("a-b q=H", &[], &["H"]).game();
    let rid = p.put(S, Kind::Rider, "a");
    p.put(N, Kind::Soldier, "b");
    let sol = p.put(S, Kind::Soldier, "q");
    let ship = p.put(N, Kind::Ship, "H");
    for _ in 0..crew {
        p.aboard(N, Kind::Soldier, ship);
    }
    for s in 0..4 {
        p.spares(s);
    }
    p.turn_of(S);
    p.go(rid, "b");
    for _ in 0..4 {
        p.play(Move::EndTurn);
    }
    assert_eq!((p.g.seat(), p.g.turn), (S, 8));
    p.go(sol, "H");
    assert_eq!((p.g.pieces[ship as usize].owner, p.at(sol)), (S as u8, Place::Aboard(ship)));
    (p, ship)
}

/// Ends turns until the game is over; the turn in which it ended.
fn end_turns_until_over(p: &mut Pos) -> u32 {
    while p.g.result.is_none() {
        assert!(p.g.turn < 100, "the game did not end");
        p.play(Move::EndTurn);
    }
    assert_eq!(p.g.result.clone().unwrap().ending, Ending::NoTakes);
    p.g.turn
}

#[test]
fn w4_conquering_an_empty_vessel_is_no_take() {
    // "keine einzige Figur geschlagen": the empty vessel "fällt kampflos in
    // die eigenen Hände", nothing is taken, so the count from turn 4 goes
    // on and the game ends after turn 20, a round before turn 24 (the end
    // when a conquest counted).
    let (mut p, _) = conquest_after_a_take(0);
    assert_eq!(p.g.seats[S].captured, 1, "only the Soldier of turn 4");
    assert_eq!(p.g.last_take, Some((4, S as u8)));
    assert_eq!(end_turns_until_over(&mut p), 20);
}

#[test]
fn w4_conquering_a_manned_vessel_takes_its_crew_and_counts() {
    // "so wird die Besatzung bei der Eroberung geschlagen": a take in turn 8.
    let (mut p, _) = conquest_after_a_take(2);
    assert_eq!(p.g.seats[S].captured, 3, "the Soldier of turn 4 and the crew of two");
    assert_eq!(p.g.last_take, Some((8, S as u8)));
    assert_eq!(end_turns_until_over(&mut p), 24);
}

#[test]
fn vp_counts_takes_pieces_grail_and_enemy_castle_fields() {
    let mut p = Mini::new("a-g a-k a-m", &[], &[]).grail(&["g"]).castle(N, &["k"]).castle(S, &["m"]).game();
    p.put(S, Kind::Soldier, "g");
    p.put(S, Kind::Soldier, "k");
    p.put(S, Kind::Soldier, "m");
    p.g.seats[S].captured = 4;
    assert_eq!(p.g.victory_points()[S], 4 + 3 + 1 + 1);
}

// ---- ungeschützt ----------------------------------------------------------------

fn two_piece_attacker() -> Pos {
    // S has two Riders; N has pieces to lose and a Soldier beside each
    let mut p = Mini::new("a-b b-c c-d d-e e-f b-x d-y a-z", &[], &[]).game();
    p.put(S, Kind::Rider, "a");
    p.put(N, Kind::Soldier, "b");
    p.put(N, Kind::Soldier, "x");
    p.put(N, Kind::Soldier, "d");
    p.put(N, Kind::Soldier, "y");
    p.spares(N);
    p.spares(W);
    p.spares(E);
    p.put(S, Kind::Rider, "_00");
    p.turn_of(S);
    p
}

#[test]
fn u1_u3_an_ungeschuetzt_player_risks_one_take_per_turn() {
    let mut p = two_piece_attacker();
    assert_eq!(p.g.counts()[S], 2);
    p.go(0, "b");
    p.play(Move::Decline);
    assert!(p.g.risky_used);
    assert_eq!(p.refused(0, "d"), GcError::RiskyTake);
    assert!(!p.legal().iter().any(|m| matches!(m, Move::Go { to, .. } if *to == p.f("d"))));
    // with the most victory points he may take on
    let mut p = two_piece_attacker();
    p.g.seats[S].captured = 20;
    p.go(0, "b");
    p.play(Move::Decline);
    p.go(0, "d");
    assert_eq!(p.g.active(), vec![N]);
}

#[test]
fn u2_u4_losing_a_piece_in_the_abtausch_ends_the_game() {
    let mut p = two_piece_attacker();
    p.go(0, "b");
    p.play(Move::Abtausch { piece: 2 });
    let r = p.g.result.clone().unwrap();
    assert_eq!(r.ending, Ending::Ungeschuetzt { seat: S, protected: false });
    assert_eq!(r.winners, vec![N]);
    let mut p = two_piece_attacker();
    p.g.seats[S].captured = 20;
    p.go(0, "b");
    p.play(Move::Abtausch { piece: 2 });
    let r = p.g.result.clone().unwrap();
    assert_eq!((r.ending, r.winners), (Ending::Ungeschuetzt { seat: S, protected: true }, vec![S]));
}

/// GC-T14 (issue 37): "Verliert ein ungeschützter Spieler eine seiner
/// letzten beiden Figuren in einem Austausch, ist das Spiel zu Ende. Gewonnen
/// hat der Spieler, der die meisten Gewinnpunkte gesammelt hat." The points
/// that decide are those gathered before the capture that ends the game: the
/// Abtausch's +1 for the taker must not turn W's lead into a tie.
#[test]
fn u2_the_victory_points_before_the_ending_abtausch_decide() {
    let mut p = two_piece_attacker();
    p.go(0, "b");
    assert!(p.g.pending.is_some(), "N may answer with an Abtausch");
    let vp = p.g.victory_points();
    // W leads by one point over N, and over S, before the Abtausch
    p.g.seats[W].captured += (vp[N] + 1 - vp[W]) as u32;
    let before = p.g.victory_points();
    assert!(before[W] == before[N] + 1 && before[W] > before[S] && before[W] > before[E], "{before:?}");
    p.play(Move::Abtausch { piece: 2 });
    let after = p.g.victory_points();
    assert_eq!(after[N], after[W], "the capture itself gave N the point W led by");
    let r = p.g.result.clone().unwrap();
    assert_eq!(r.ending, Ending::Ungeschuetzt { seat: S, protected: false });
    assert_eq!(r.winners, vec![W], "W had gathered the most points; N's capture decides nothing");
}

#[test]
fn every_decision_is_listed_and_checked_alike() {
    let p = two_piece_attacker();
    let legal = p.legal();
    assert!(legal.contains(&Move::EndTurn));
    assert!(legal.contains(&Move::Go { piece: 0, to: p.f("b"), waive: true }));
    assert!(legal.contains(&Move::Go { piece: 0, to: p.f("z"), waive: false }));
    assert!(!legal.contains(&Move::Go { piece: 0, to: p.f("z"), waive: true }));
    assert_eq!(p.g.check(&Move::Go { piece: 0, to: p.f("z"), waive: true }), Err(GcError::WaiveWithoutTake));
    assert_eq!(p.g.check(&Move::Decline), Err(GcError::NoAbtauschPending));
    assert_eq!(sorted(legal.clone()), sorted(legal.into_iter().filter(|m| p.g.check(m).is_ok()).collect()));
}

/// Undo (the web shell's, `Game::takeback`): the active player's plain
/// moves since the turn began or since the last take; a take, an Abtausch
/// answer and the end of the turn stop the count.
#[test]
fn undoable_counts_plain_moves_until_a_take() {
    let mut p = Mini::new("a-b b-c c-d d-e e-f x-y", &[], &[]).game();
    let rid = p.put(S, Kind::Rider, "a");
    let sol = p.put(S, Kind::Soldier, "x");
    p.put(N, Kind::Soldier, "e");
    p.put(N, Kind::Rider, "f");
    p.spares(S);
    p.spares(N);
    p.turn_of(S);
    assert_eq!(p.g.takeback(), 0, "nothing done yet");
    p.go(rid, "b");
    assert_eq!(p.g.takeback(), 1);
    p.go(sol, "y");
    assert_eq!(p.g.takeback(), 2);
    p.go(rid, "e");
    assert!(p.g.pending.is_some(), "the take opened an Abtausch");
    assert_eq!(p.g.takeback(), 0, "a take cannot be taken back");
    p.play(Move::Decline);
    assert_eq!(p.g.takeback(), 0, "the victim's answer cannot be taken back");
    p.go(rid, "d");
    assert_eq!(p.g.takeback(), 1, "a plain move after the take");
    p.play(Move::EndTurn);
    assert_eq!((p.g.seat(), p.g.takeback()), (W, 0), "a new turn starts at 0");
}
