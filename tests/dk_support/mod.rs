//! Hand-made Dschingis Khan positions for the rule and scenario tests.

#![allow(dead_code)]

use spieltisch::engine::{Game, Options, RuleError, Seat, Viewer};
use spieltisch::games::dschingis_khan::tokens::{self, kind_of};
use spieltisch::games::dschingis_khan::*;
use spieltisch::rng::SeededRng;

pub const C: Kind = Kind::Chinese;
pub const M: Kind = Kind::Mongol;
pub const P: Kind = Kind::Peasant;
pub const X: Kind = Kind::Plague;
pub const H: Kind = Kind::Herb;

pub fn h(x: u8, y: u8) -> LineId {
    board().line(LineName::h(x, y)).expect("no such h line")
}

pub fn v(x: u8, y: u8) -> LineId {
    board().line(LineName::v(x, y)).expect("no such v line")
}

pub fn tower(x: u8, y: u8) -> TowerId {
    board().tower_at(x, y).expect("no such tower")
}

/// The initial Great Wall h(0,3)..h(7,3).
pub fn initial_wall() -> Vec<LineId> {
    (0..8).map(|x| h(x, 3)).collect()
}

/// A game right after setup but with an empty board: every token in its
/// passive supply (in id order, so draws are predictable only through
/// `next_draws`), no scout, 2 walls per seat, seat 0 about to draw.
pub fn blank(players: usize) -> DschingisKhan {
    let mut g = DschingisKhan::setup(&Options { players }, SeededRng::from_seed(1)).expect("setup");
    for (seat, p) in g.players.iter_mut().enumerate() {
        p.passive = tokens::colour(seat).collect();
        p.active.clear();
        p.lost.clear();
        p.walls = 2;
        p.scout = None;
        p.known = TokenSet::default();
    }
    g.stacks = vec![Vec::new(); 38];
    g.wall = GreatWall::initial();
    g.wall_supply = 28 - 8 - 2 * players as u8;
    g.walls_out = 0;
    g.start = 0;
    g.turn = 0;
    g.step = Step::Draw { picks: 0 };
    g.phase = Phase::Playing;
    g.turns = 0;
    g.undoable = 0;
    g.log.clear();
    g
}

/// Takes a token of `kind` out of `seat`'s passive supply.
fn take(g: &mut DschingisKhan, seat: Seat, kind: Kind) -> TokenId {
    let p = &mut g.players[seat].passive;
    let at = p.iter().position(|&t| kind_of(t) == kind).expect("no such token left in the passive supply");
    p.remove(at)
}

/// Puts tokens of these kinds into `seat`'s active supply (seen by it).
pub fn give(g: &mut DschingisKhan, seat: Seat, kinds: &[Kind]) {
    for &k in kinds {
        let t = take(g, seat, k);
        g.players[seat].active.push(t);
        g.players[seat].known.insert(t);
    }
}

/// Builds a stack bottom first; each placer saw the stack it covered.
pub fn stack(g: &mut DschingisKhan, village: VillageId, tokens: &[(Seat, Kind)]) {
    for &(seat, kind) in tokens {
        let t = take(g, seat, kind);
        g.stacks[village as usize].push(t);
        for &below in &g.stacks[village as usize].clone() {
            g.players[seat].known.insert(below);
        }
    }
}

/// Arranges `seat`'s passive supply so that these kinds are drawn next, in order.
pub fn next_draws(g: &mut DschingisKhan, seat: Seat, kinds: &[Kind]) {
    let drawn: Vec<TokenId> = kinds.iter().map(|&k| take(g, seat, k)).collect();
    g.players[seat].passive.extend(drawn.into_iter().rev());
}

pub fn scout(g: &mut DschingisKhan, seat: Seat, village: VillageId) {
    g.players[seat].scout = Some(village);
}

/// Sets the active walls of `seat`, taking them from or returning them to the general supply.
pub fn walls(g: &mut DschingisKhan, seat: Seat, n: u8) {
    g.wall_supply = g.wall_supply + g.players[seat].walls - n;
    g.players[seat].walls = n;
}

/// Builds walls directly (a position, not a move): from the general supply, or from the walls set aside when it is empty.
pub fn build(g: &mut DschingisKhan, lines: &[LineId]) {
    for &l in lines {
        let built = g.wall.build(l, None).unwrap_or_else(|e| panic!("cannot build line {l}: {e}"));
        // the piece comes from the general supply, or (when that is empty) from the
        // walls set aside, so the 28 walls still add up; removed pieces go back to the supply
        if g.wall_supply > 0 {
            g.wall_supply -= 1;
        } else {
            g.walls_out -= 1;
        }
        g.wall_supply += built.removed.len() as u8;
    }
}

/// Puts `seat` in the given step of its turn.
pub fn at(g: &mut DschingisKhan, seat: Seat, step: Step) {
    g.turn = seat;
    g.step = step;
}

/// The token-placing step with the scout at its village as start.
pub fn placing(g: &mut DschingisKhan, seat: Seat) {
    let v = g.players[seat].scout.expect("scout on the board");
    at(g, seat, Step::Tokens { visited: Set64::single(v) });
}

pub fn play(g: &mut DschingisKhan, mv: Move) {
    if let Err(e) = g.play(&mv) {
        panic!("{mv:?} refused: {} ({e})", e.code());
    }
}

pub fn play_all(g: &mut DschingisKhan, moves: &[Move]) {
    moves.iter().for_each(|&m| play(g, m));
}

/// The move is refused with `code`, and the state is untouched.
pub fn refuse(g: &mut DschingisKhan, mv: Move, code: &str) {
    let before = g.clone();
    match g.play(&mv) {
        Ok(()) => panic!("{mv:?} was accepted, expected {code}"),
        Err(e) => assert_eq!(e.code(), code, "{mv:?}: {e}"),
    }
    assert_eq!(*g, before, "a refused move changed the state");
}

pub fn legal(g: &DschingisKhan) -> Vec<Move> {
    let mut out = Vec::new();
    g.legal_moves(&mut out);
    out
}

pub fn is_legal(g: &DschingisKhan, mv: Move) -> bool {
    legal(g).contains(&mv)
}

pub fn sorted(mut lines: Vec<LineId>) -> Vec<LineId> {
    lines.sort_unstable();
    lines
}

pub fn standing(g: &DschingisKhan) -> Vec<LineId> {
    g.wall.standing.iter().collect()
}

pub fn main_line(g: &DschingisKhan) -> Vec<LineId> {
    g.wall.shape().main.iter().collect()
}

pub fn mongolia(g: &DschingisKhan) -> Vec<VillageId> {
    g.wall.mongolia.iter().collect()
}

pub fn ends(g: &DschingisKhan) -> [TowerId; 2] {
    g.wall.shape().ends
}

/// The kinds a viewer sees in a village's stack, bottom first.
pub fn seen(g: &DschingisKhan, viewer: Viewer, village: VillageId) -> Vec<Option<Kind>> {
    g.view(viewer).villages[village as usize].stack.iter().map(|t| t.kind).collect()
}

pub fn last_event(g: &DschingisKhan) -> &Event {
    g.log.last().expect("an event")
}

/// The latest `wallBuilt` event.
pub fn last_wall(g: &DschingisKhan) -> Event {
    g.log.iter().rev().find(|e| matches!(e, Event::WallBuilt { .. })).cloned().expect("a wall was built")
}

pub fn valid(g: &DschingisKhan) {
    g.validate().unwrap_or_else(|e| panic!("hand-made position is inconsistent: {e}"));
}
