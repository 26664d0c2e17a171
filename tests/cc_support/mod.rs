//! Hand-made Chang Cheng positions for the rule and scenario tests: the
//! spec's reference layout 1A (west) + 2A (east), Red = 0, Blue = 1,
//! Green = 2, Yellow = 3. Spec provinces P1..P6 are ids 0..5 here, spec
//! territories T1..T6 are ids 0..5.

#![allow(dead_code)]

use serde_json::json;
use spieltisch::api::Table;
use spieltisch::engine::{Game, Seat};
use spieltisch::games::chang_cheng::*;

pub const RED: Seat = 0;
pub const BLUE: Seat = 1;
pub const GREEN: Seat = 2;
pub const YELLOW: Seat = 3;

/// Side ids of the reference layout.
pub const S1A: SideId = 0;
pub const S2A: SideId = 2;
pub const S3B: SideId = 5;
pub const S4A: SideId = 6;

/// The reference layout, nothing placed, Red to play its first turn.
pub fn reference(players: usize) -> ChangCheng {
    ChangCheng::blank(players, &[S1A, S2A], RED)
}

/// The reference layout after the first turn: `seat` chooses an action.
pub fn midgame(players: usize, seat: Seat) -> ChangCheng {
    let mut g = reference(players);
    g.start_turn(seat);
    g
}

/// Puts a piece on a site by hand, taking it from the owner's supply.
pub fn put(g: &mut ChangCheng, site: SiteId, kind: PieceKind, owner: Seat) {
    let p = &mut g.players[owner];
    match kind {
        PieceKind::Wall => p.walls -= 1,
        PieceKind::Double => p.double = false,
        PieceKind::Tower => p.tower = false,
    }
    g.sites[site as usize] = Some(Piece { kind, owner, destroyed: false });
}

pub fn walls(g: &mut ChangCheng, owner: Seat, sites: &[SiteId]) {
    for &s in sites {
        put(g, s, PieceKind::Wall, owner);
    }
}

/// Puts the double wall on `site` and `site + 1` by hand.
pub fn double(g: &mut ChangCheng, owner: Seat, site: SiteId) {
    put(g, site, PieceKind::Double, owner);
    g.players[owner].double = true;
    put(g, site + 1, PieceKind::Double, owner);
}

/// Lays `owner`'s card face down into a province by hand.
pub fn card(g: &mut ChangCheng, province: ProvinceId, owner: Seat, card: Card) {
    g.players[owner].hand.retain(|&c| c != card);
    g.provinces[province as usize].cards.push(PlacedCard { owner, card });
}

/// Sets a province's reputation counter, swapping values with another
/// counter (board or reserve) so the box still adds up.
pub fn reputation(g: &mut ChangCheng, province: ProvinceId, value: u8) {
    let old = g.provinces[province as usize].reputation;
    if old == value {
        return;
    }
    if let Some(r) = g.reputation_reserve.iter_mut().find(|r| **r == value) {
        *r = old;
    } else if let Some(p) = g.provinces.iter_mut().find(|p| p.reputation == value) {
        p.reputation = old;
    }
    g.provinces[province as usize].reputation = value;
}

/// Sets a territory's threat counter the same way.
pub fn threat(g: &mut ChangCheng, territory: TerritoryId, value: u8) {
    let old = g.territories[territory as usize].threat;
    if old == value {
        return;
    }
    if let Some(r) = g.threat_reserve.iter_mut().find(|r| **r == value) {
        *r = old;
    } else if let Some(t) = g.territories.iter_mut().find(|t| t.threat == value) {
        t.threat = old;
    }
    g.territories[territory as usize].threat = value;
}

/// Marks a province full by hand as already scored.
pub fn scored(g: &mut ChangCheng, province: ProvinceId) {
    g.provinces[province as usize].complete = true;
}

pub fn legal(g: &ChangCheng) -> Vec<Move> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
}

#[track_caller]
pub fn play(g: &mut ChangCheng, mv: Move) {
    if let Err(e) = g.play(&mv) {
        panic!("{mv:?} refused: {e}");
    }
}

#[track_caller]
pub fn play_all(g: &mut ChangCheng, moves: &[Move]) {
    moves.iter().for_each(|&m| play(g, m));
}

/// The refusal's code; the state must stay unchanged.
#[track_caller]
pub fn refused(g: &ChangCheng, mv: Move) -> &'static str {
    use spieltisch::engine::RuleError;
    let mut copy = g.clone();
    let err = copy.play(&mv).expect_err("the move must be refused");
    assert_eq!(&copy, g, "a refused move changed the state");
    err.code()
}

pub fn wall_at(site: SiteId) -> Move {
    Move::Wall { site }
}

pub fn act(action: Action) -> Move {
    Move::Action { action }
}

pub fn choose(option: CardOption) -> Move {
    Move::Choose { option }
}

/// The hand-made position must pass the loader's checks.
#[track_caller]
pub fn valid(g: &ChangCheng) {
    g.validate().unwrap_or_else(|e| panic!("hand-made position invalid: {e}"));
    let doc = json!({"game": "chang-cheng", "version": 1, "players": g.players.len(), "seed": 1, "state": g});
    Table::load(&doc).expect("loads");
}

pub fn score(g: &ChangCheng) -> Vec<i64> {
    g.players.iter().map(|p| p.score).collect()
}

pub fn view_json(g: &ChangCheng, viewer: spieltisch::engine::Viewer) -> serde_json::Value {
    serde_json::to_value(g.view(viewer)).unwrap()
}
