//! Hand-built Kurier des Zaren positions for the rules and scenario tests.

#![allow(dead_code, unused_imports)]

use spieltisch::engine::{Game, Options, Seat};
use spieltisch::games::kurier_des_zaren::*;
use spieltisch::rng::SeededRng;

pub use Kind::{Cossack as K, Diplomat as D, Lady as L, Officer as O};

// The inns by name (ids of `board::INNS`).
pub const KOSAKEN_KLUB: InnId = 0;
pub const DATSCHA: InnId = 1;
pub const BAIKAL_BAR: InnId = 2;
pub const WOLGA: InnId = 3;
pub const SAMOWAR: InnId = 4;
pub const WLADIMIR: InnId = 5;
pub const IWAN: InnId = 6;
pub const NIKOLAJ: InnId = 7;
pub const BORIS: InnId = 8;
pub const ANASTASIA: InnId = 9;
pub const NATASCHA: InnId = 10;
pub const OLGA: InnId = 11;
pub const KATHARINA: InnId = 12;
pub const MASL_HOF: InnId = 13;
pub const PAWL_HOF: InnId = 14;
pub const RACHMANN_HOF: InnId = 15;
pub const ROMAN_HOF: InnId = 16;
pub const REHR_HOF: InnId = 17;

// Seats named after the rulebook's colours.
pub const RED: Seat = 0;
pub const BLUE: Seat = 1;
pub const YELLOW: Seat = 2;
pub const GREEN: Seat = 3;

/// A game of `players` after setup with the board emptied again: every
/// courier in its owner's deck, no display, dispatches in the box, turn
/// of seat 0 at the action step. Tests then place what they need.
pub fn blank(players: usize) -> KurierDesZaren {
    let mut g = KurierDesZaren::setup(&Options { players }, SeededRng::from_seed(1)).unwrap();
    g.inns = vec![[None; 4]; INN_COUNT];
    for (seat, p) in g.players.iter_mut().enumerate() {
        p.deck = colour_couriers(seat as Colour).collect();
        p.display.clear();
        p.dispatch = Dispatch::Box;
    }
    g.log.clear();
    g.start_turn(0);
    g
}

fn take(g: &mut KurierDesZaren, seat: Seat, kind: Kind) -> Courier {
    let deck = &mut g.players[seat].deck;
    let at = deck.iter().position(|c| c.kind == kind).expect("a courier of that kind left in the deck");
    deck.remove(at)
}

/// A courier of `seat`'s colour from the deck into `inn`.
pub fn put(g: &mut KurierDesZaren, inn: InnId, kind: Kind, seat: Seat) {
    let c = take(g, seat, kind);
    assert!(g.inns[inn as usize][kind.room()].is_none(), "room taken");
    g.inns[inn as usize][kind.room()] = Some(c.colour);
}

/// `seat`'s dispatch onto its courier in `inn`.
pub fn carry(g: &mut KurierDesZaren, seat: Seat, inn: InnId, kind: Kind) {
    assert_eq!(g.owner_at(inn, kind), Some(seat));
    g.players[seat].dispatch = Dispatch::Inn { inn, kind };
}

/// A courier of `seat` from the deck into its display.
pub fn show(g: &mut KurierDesZaren, seat: Seat, kind: Kind) {
    let c = take(g, seat, kind);
    g.players[seat].display.push(c);
}

/// Only `kind`s left in `seat`'s deck: the next reveal is one of them.
pub fn rig_deck(g: &mut KurierDesZaren, seat: Seat, kind: Kind) {
    let deck = std::mem::take(&mut g.players[seat].deck);
    let (keep, rest): (Vec<Courier>, Vec<Courier>) = deck.into_iter().partition(|c| c.kind == kind);
    g.players[seat].deck = keep;
    g.players[seat].under.extend(rest);
}

/// The coins face down are only `coin`s: the next coin revealed is one.
pub fn rig_pool(g: &mut KurierDesZaren, coin: Coin) {
    let mut all = std::mem::take(&mut g.pool);
    all.append(&mut g.out);
    let (pool, out): (Vec<Coin>, Vec<Coin>) = all.into_iter().partition(|&c| c == coin);
    g.pool = pool;
    g.out = out;
}

/// Takes `coins` out of the pool (in the box if absent there) into `to`.
pub fn coins_from_pool(g: &mut KurierDesZaren, coins: &[Coin]) -> Vec<Coin> {
    coins
        .iter()
        .map(|&c| {
            let at = g.pool.iter().position(|&p| p == c).expect("coin in the pool");
            g.pool.remove(at)
        })
        .collect()
}

pub fn legal(g: &KurierDesZaren) -> Vec<Move> {
    let mut moves = Vec::new();
    g.legal_moves(&mut moves);
    moves
}

pub fn play(g: &mut KurierDesZaren, mv: Move) {
    if let Err(e) = g.play(&mv) {
        panic!("{mv:?} refused: {e} (step {:?})", g.step);
    }
}

/// The move is refused with `code`, and the game is unchanged.
pub fn refused(g: &KurierDesZaren, mv: Move, code: &str) {
    let mut copy = g.clone();
    match copy.play(&mv) {
        Ok(()) => panic!("{mv:?} accepted, expected {code}"),
        Err(e) => assert_eq!(spieltisch::engine::RuleError::code(&e), code, "{mv:?}: {e}"),
    }
    assert_eq!(&copy, g, "a refused move changed the game");
    assert!(!legal(g).contains(&mv), "{mv:?} refused but listed as legal");
}

/// The rooms of `inn` as owners, officer/cossack/diplomat/lady.
pub fn rooms(g: &KurierDesZaren, inn: InnId) -> [Option<Seat>; 4] {
    Kind::ALL.map(|k| g.owner_at(inn, k))
}

pub fn inns_of(moves: &[Move]) -> Vec<InnId> {
    let mut inns: Vec<InnId> = moves
        .iter()
        .filter_map(|m| match *m {
            Move::Place { inn, .. } | Move::PlaceDrawn { inn } | Move::Lodge { inn } | Move::Start { inn } => Some(inn),
            Move::Depart { inn } => Some(inn),
            _ => None,
        })
        .collect();
    inns.sort();
    inns.dedup();
    inns
}

/// Every courier still counts: the game validates.
pub fn valid(g: &KurierDesZaren) {
    g.validate().unwrap_or_else(|e| panic!("invalid: {e}"));
}

/// `seat` plays `colour` as well (KZ-12): its couriers join the deck.
pub fn adopt(g: &mut KurierDesZaren, seat: Seat, colour: Colour) {
    g.colours[colour as usize] = Some(seat);
    g.players[seat].deck.extend(colour_couriers(colour));
}
