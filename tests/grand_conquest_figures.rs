//! The rulebook's worked examples of Grand Conquest (gc-1..gc-8 in
//! tests/fixtures/rulebook-examples.json) on the shipped map, played, and
//! written as the rules pages' figures (www/figures/, see
//! tests/figure_support). The spec's scenarios on tiny boards are in
//! grand_conquest_scenarios.rs; these are the same rules where a reader can see them.

mod figure_support;

use figure_support::figure_region;
use spieltisch::engine::{Game, Options, Viewer};
use spieltisch::games::grand_conquest::*;
use spieltisch::rng::SeededRng;

const S: usize = 0;
const W: usize = 1;
const N: usize = 2;
const E: usize = 3;

fn setup() -> GrandConquest {
    GrandConquest::setup(&Options { players: 4 }, SeededRng::from_seed(1)).unwrap()
}

fn board() -> &'static Board {
    Board::standard()
}

/// `field:<n>` as the board numbers fields (1-based).
fn key(f: FieldId) -> String {
    format!("field:{}", f + 1)
}

fn keys(fields: &[FieldId]) -> Vec<String> {
    fields.iter().map(|&f| key(f)).collect()
}

/// Writes figure `id` with these marks, showing the part of the map round
/// `scene` (the fields the example's text speaks of): those fields and every
/// field within one and a half field spacings of them, so the pieces are
/// drawn large enough to be pointed at in a rules page's column.
fn show(id: &str, g: &GrandConquest, marks: &[String], scene: &[FieldId]) {
    let marks: Vec<&str> = marks.iter().map(String::as_str).collect();
    let region = keys(&around(scene));
    let region: Vec<&str> = region.iter().map(String::as_str).collect();
    figure_region(id, g, 1, Viewer::Spectator, &marks, &region);
}

/// `scene` and the fields round it (within 45 map units, one and a half field spacings), in field order.
fn around(scene: &[FieldId]) -> Vec<FieldId> {
    let b = board();
    let near = |f: FieldId, s: FieldId| {
        let (a, c) = (b.field(f), b.field(s));
        let (dx, dy) = ((a.x - c.x) as i64, (a.y - c.y) as i64);
        dx * dx + dy * dy <= 45 * 45
    };
    b.ids().filter(|&f| scene.iter().any(|&s| near(f, s))).collect()
}

fn legal(g: &GrandConquest) -> Vec<Move> {
    let mut out = Vec::new();
    g.legal_moves(&mut out);
    out
}

fn play(g: &mut GrandConquest, mv: Move) {
    g.play(&mv).unwrap_or_else(|e| panic!("{mv:?} refused: {e}"));
}

/// Takes whatever stands on `f` (and its cargo) off the board.
fn clear(g: &mut GrandConquest, f: FieldId) {
    if let Some(p) = g.top(f) {
        for q in 0..g.pieces.len() {
            if g.pieces[q].place == Place::Aboard(p) {
                clear_cargo(g, q as PieceId);
                g.pieces[q].place = Place::Gone;
            }
        }
        g.pieces[p as usize].place = Place::Gone;
    }
}

fn clear_cargo(g: &mut GrandConquest, p: PieceId) {
    for q in 0..g.pieces.len() {
        if g.pieces[q].place == Place::Aboard(p) {
            g.pieces[q].place = Place::Gone;
        }
    }
}

/// Some soldier of `seat` standing on a field with nothing aboard, other than `except`.
fn soldier_of(g: &GrandConquest, seat: usize, except: &[PieceId]) -> PieceId {
    g.ids()
        .find(|&p| {
            let piece = &g.pieces[p as usize];
            piece.owner as usize == seat && piece.kind == Kind::Soldier && matches!(piece.place, Place::Field(_)) && !except.contains(&p)
        })
        .expect("a soldier")
}

/// Moves `p` onto `f`, taking off what stood there.
fn relocate(g: &mut GrandConquest, p: PieceId, f: FieldId) {
    clear(g, f);
    g.pieces[p as usize].place = Place::Field(f);
}

/// Empty land fields one step from `f` (for a soldier), on the map.
fn neighbours(g: &GrandConquest, f: FieldId) -> Vec<FieldId> {
    let mut probe = g.clone();
    let p = probe.put(S, Kind::Soldier, Place::Field(f));
    let occ = probe.occupancy();
    board().ids().filter(|&t| t != f && board().is_land(t) && probe.top(t).is_none() && probe.way_len(&occ, p, t, 1) == Some(1)).collect()
}

/// gc-1: the 20 points are the player's to share out: here three pieces
/// one field each, 17 points left for the others.
#[test]
fn gc1_points_shared_out() {
    let mut g = setup();
    g.start_turn(4);
    assert_eq!((g.seat(), g.remaining()), (S, 20));
    let occ = g.occupancy();
    let mut moved = Vec::new();
    let mut to_fields = Vec::new();
    for mv in legal(&g) {
        let Move::Go { piece, to, waive: false } = mv else { continue };
        if moved.len() < 3 && !moved.contains(&piece) && g.top(to).is_none() && g.way_len(&occ, piece, to, 1) == Some(1) && !to_fields.contains(&to) {
            moved.push(piece);
            to_fields.push(to);
        }
    }
    assert_eq!(moved.len(), 3);
    for (&piece, &to) in moved.iter().zip(&to_fields) {
        play(&mut g, Move::Go { piece, to, waive: false });
    }
    assert_eq!(g.remaining(), 17);
    assert_eq!(g.seat(), S, "the turn goes on");
    show("gc-1", &g, &keys(&to_fields), &to_fields);
}

/// gc-2: an Elephant with two Soldiers is one piece on one field, and moves as one.
#[test]
fn gc2_a_loaded_elephant_is_one_piece() {
    let mut g = setup();
    let ele = g.ids().find(|&p| g.pieces[p as usize].owner as usize == S && g.pieces[p as usize].kind == Kind::Elephant && g.pieces[p as usize].on_board()).unwrap();
    let a = soldier_of(&g, S, &[]);
    let b = soldier_of(&g, S, &[a]);
    g.pieces[a as usize].place = Place::Aboard(ele);
    g.pieces[b as usize].place = Place::Aboard(ele);
    g.start_turn(4);
    let Place::Field(f) = g.pieces[ele as usize].place else { panic!("the elephant stands on a field") };
    assert_eq!(g.top(f), Some(ele), "one piece on the field: the Elephant");
    assert_eq!(g.field_of(a), Some(f));
    assert!(legal(&g).iter().any(|m| matches!(m, Move::Go { piece, .. } if *piece == ele)), "the Elephant moves with its load");
    show("gc-2", &g, &[key(f)], &[f]);
}

/// gc-3: on an anchor field a Soldier steps from a Chariot onto a Ship.
#[test]
fn gc3_soldier_from_chariot_to_ship() {
    let b = board();
    let mut found = None;
    'search: for h in b.ids().filter(|&h| b.field(h).harbour) {
        for land in b.ids().filter(|&l| b.is_land(l) && !b.field(l).grail && b.field(l).castle_of.is_none()) {
            let mut g = GrandConquest::empty(BoardRef::Standard);
            for seat in [W, N, E] {
                let home = b.castle_fields(seat).next().unwrap();
                g.put(seat, Kind::Soldier, Place::Field(home));
            }
            let ship = g.put(S, Kind::Ship, Place::Field(h));
            let chariot = g.put(S, Kind::Chariot, Place::Field(land));
            let sol = g.put(S, Kind::Soldier, Place::Aboard(chariot));
            g.start_turn(4);
            let board_it = Move::Go { piece: sol, to: h, waive: false };
            if g.check(&board_it).is_ok() && g.way_len(&g.occupancy(), sol, h, 1) == Some(1) {
                found = Some((g, ship, sol, h, land, board_it));
                break 'search;
            }
        }
    }
    let (mut g, ship, sol, h, land, board_it) = found.expect("an anchor field next to land");
    show("gc-3", &g, &[key(land), key(h)], &[land, h]);
    play(&mut g, board_it);
    assert_eq!(g.pieces[sol as usize].place, Place::Aboard(ship));
}

/// gc-4: White's (South's) Soldier has just taken a black (East's) Soldier;
/// Black may answer with the Elephant beside the spot or with the Soldier
/// riding it, not with the black Rider two fields away: its way to the spot
/// leads over a white piece ("Der schwarze Reiter darf nicht über die weiße
/// Figur auf seinem Weg springen und kommt nicht in Frage").
#[test]
fn gc4_abtausch() {
    let b = board();
    let plain = |f: FieldId| b.is_land(f) && !b.field(f).grail && b.field(f).castle_of.is_none();
    let mut found = None;
    'search: for t in b.ids().filter(|&t| plain(t)) {
        let g0 = GrandConquest::empty(BoardRef::Standard);
        let around: Vec<FieldId> = neighbours(&g0, t).into_iter().filter(|&f| plain(f)).collect();
        if around.len() < 3 {
            continue;
        }
        let (z, e) = (around[0], around[1]);
        let mut g = g0.clone();
        for seat in [S, W, N, E] {
            for home in b.castle_fields(seat).take(2) {
                g.put(seat, Kind::Soldier, Place::Field(home));
            }
        }
        let wsol = g.put(S, Kind::Soldier, Place::Field(z));
        g.put(E, Kind::Soldier, Place::Field(t));
        let bele = g.put(E, Kind::Elephant, Place::Field(e));
        let bsol = g.put(E, Kind::Soldier, Place::Aboard(bele));
        g.start_turn(4);
        let take = Move::Go { piece: wsol, to: t, waive: false };
        if g.check(&take).is_err() {
            continue;
        }
        // the Rider: beyond a white piece on a third field round the spot
        for &w in &around[2..] {
            let probe = {
                let mut p = g.clone();
                p.put(S, Kind::Soldier, Place::Field(w));
                p
            };
            for r in neighbours(&probe, w).into_iter().filter(|&r| plain(r) && r != t && !around.contains(&r)) {
                let answers = |white_on_w: bool| {
                    let mut h = g.clone();
                    if white_on_w {
                        h.put(S, Kind::Soldier, Place::Field(w));
                    }
                    let rider = h.put(E, Kind::Rider, Place::Field(r));
                    h.play(&take).ok()?;
                    Some((h, rider))
                };
                let (Some((open, rider_open)), Some((blocked, rider))) = (answers(false), answers(true)) else { continue };
                if legal(&open).contains(&Move::Abtausch { piece: rider_open }) && !legal(&blocked).contains(&Move::Abtausch { piece: rider }) {
                    found = Some((blocked, wsol, bele, bsol, t, e, w, r));
                    break 'search;
                }
            }
        }
    }
    let (mut g, wsol, bele, bsol, t, e, w, r) = found.expect("a spot for the example");
    assert_eq!(g.active(), vec![E], "the victim decides");
    let mut options = legal(&g);
    options.sort_by_key(|m| format!("{m:?}"));
    let mut want = vec![Move::Abtausch { piece: bele }, Move::Abtausch { piece: bsol }, Move::Decline];
    want.sort_by_key(|m| format!("{m:?}"));
    assert_eq!(options, want, "the Rider beyond the white piece is no answer");
    show("gc-4", &g, &[key(t), key(e)], &[t, e, w, r]);
    play(&mut g, Move::Abtausch { piece: bele });
    assert_eq!(g.pieces[wsol as usize].place, Place::Gone);
}

/// gc-5: taking with points left over and waiving them: no Abtausch for the
/// left neighbour, whose turn begins at once.
#[test]
fn gc5_waive_the_rest() {
    let b = board();
    let mut found = None;
    'search: for a in b.ids().filter(|&t| b.is_land(t) && !b.field(t).grail && b.field(t).castle_of.is_none()) {
        let g0 = GrandConquest::empty(BoardRef::Standard);
        for v in neighbours(&g0, a).into_iter().filter(|&f| !b.field(f).grail && b.field(f).castle_of.is_none()) {
            let mut g = g0.clone();
            for seat in [S, W, N, E] {
                for home in b.castle_fields(seat).take(2) {
                    g.put(seat, Kind::Soldier, Place::Field(home));
                }
            }
            let taker = g.put(S, Kind::Soldier, Place::Field(a));
            g.put(W, Kind::Soldier, Place::Field(v));
            g.start_turn(4);
            let take = Move::Go { piece: taker, to: v, waive: true };
            if g.check(&take).is_ok() {
                found = Some((g, a, v, take));
                break 'search;
            }
        }
    }
    let (mut g, a, v, take) = found.expect("a spot for the example");
    show("gc-5", &g, &[key(a), key(v)], &[a, v]);
    assert!(g.remaining() > 1, "points left to waive");
    play(&mut g, take);
    assert_eq!((g.seat(), g.pending.is_none()), (W, true), "West moves at once, no Abtausch");
}

/// gc-6: three of West's castle fields held by South: West has 8 points.
#[test]
fn gc6_castle_fields_held() {
    let mut g = setup();
    let fields: Vec<FieldId> = board().castle_fields(W).filter(|&f| board().is_land(f)).take(3).collect();
    // the figure shows West's whole castle, the three fields held among its others
    let castle: Vec<FieldId> = board().castle_fields(W).collect();
    let mut used = Vec::new();
    for &f in &fields {
        let p = soldier_of(&g, S, &used);
        used.push(p);
        relocate(&mut g, p, f);
    }
    g.start_turn(5);
    assert_eq!(g.seat(), W);
    assert_eq!(g.penalty(W), 3);
    assert_eq!(g.remaining(), 8, "20 - 3 x 4");
    show("gc-6", &g, &keys(&fields), &castle);
}

/// gc-7: each of the four holds one Grail field: everybody has 8 points.
#[test]
fn gc7_one_grail_field_each() {
    let mut g = setup();
    let grails: Vec<FieldId> = board().grail_fields().collect();
    assert_eq!(grails.len(), 5);
    for seat in [S, W, N, E] {
        let p = soldier_of(&g, seat, &[]);
        relocate(&mut g, p, grails[seat]);
    }
    g.start_turn(4);
    for seat in [S, W, N, E] {
        assert_eq!(g.budget(seat), 8, "seat {seat}: 20 - 3 x 4");
    }
    show("gc-7", &g, &keys(&grails[..4]), &grails);
}

/// gc-8: South takes the fifth Grail field: every other player is
/// festgesetzt, and South has won.
#[test]
fn gc8_all_grail_fields_win() {
    let grails: Vec<FieldId> = board().grail_fields().collect();
    let mut g = setup();
    let mut used = Vec::new();
    for &f in &grails[..4] {
        let p = soldier_of(&g, S, &used);
        used.push(p);
        relocate(&mut g, p, f);
    }
    let last = grails[4];
    let step = neighbours(&g, last).into_iter().find(|f| !grails.contains(f)).expect("a field beside the fifth Grail field");
    let p = soldier_of(&g, S, &used);
    relocate(&mut g, p, step);
    g.start_turn(4);
    play(&mut g, Move::Go { piece: p, to: last, waive: false });
    for seat in [W, N, E] {
        assert!(g.festgesetzt(seat), "seat {seat}");
        assert_eq!(g.budget(seat), 0);
    }
    assert_eq!(g.outcome().expect("the game is over").winners, vec![S]);
    show("gc-8", &g, &keys(&grails), &grails);
}
