//! Plans of Grand Conquest: what a person tries in a first game.
//!
//! - `grail-rush`: riders (Reiter) and soldiers (Soldaten) over the bridges
//!   onto the Grail fields (Gralsfelder); whoever holds all five has every
//!   other player festgesetzt and wins at once (GC-W2).
//! - `hunter`: takes whatever it can reach and runs its pieces at the
//!   nearest enemy piece; answers every take with an Abtausch.
//!
//! Grand Conquest has no hidden information: the seat's deal is the table.

use std::collections::VecDeque;
use std::sync::OnceLock;

use super::{Plan, Plans, Step};
use crate::engine::Seat;
use crate::games::grand_conquest::{Board, FieldId, GrandConquest, Kind, Move};

type Gc = GrandConquest;

impl Plans for Gc {
    fn plans() -> &'static [Plan<Self>] {
        &[
            Plan {
                id: "grail-rush",
                name: "Grail rush",
                description: "Sends riders and soldiers over the bridges onto the five Grail fields and holds them: all five Grail fields held leave every other player festgesetzt.",
                judge: grail_rush,
                finish_turn: false,
            },
            Plan {
                id: "hunter",
                name: "Hunter",
                description: "Takes whatever enemy piece it can reach, answers every take with an Abtausch, and runs its pieces at the nearest enemy pieces.",
                judge: hunter,
                finish_turn: false,
            },
        ]
    }
}

/// Steps a soldier needs from each field to the nearest Grail field
/// (`u16::MAX`: none), over the ways a soldier may cross.
fn grail_distances(board: &Board) -> Vec<u16> {
    let mut dist = vec![u16::MAX; board.len()];
    let mut queue: VecDeque<FieldId> = board.grail_fields().collect();
    queue.iter().for_each(|&g| dist[g as usize] = 0);
    // The links are walked backwards: a soldier's ways are near enough to
    // symmetric (only gates are one-way, and soldiers pass them both ways).
    while let Some(f) = queue.pop_front() {
        for link in &board.links[f as usize] {
            if link.kinds & Kind::Soldier.bit() != 0 && dist[link.to as usize] == u16::MAX {
                dist[link.to as usize] = dist[f as usize] + 1;
                queue.push_back(link.to);
            }
        }
    }
    dist
}

/// `grail_distances` of the shipped map, worked out once.
fn standard_distances() -> &'static [u16] {
    static DIST: OnceLock<Vec<u16>> = OnceLock::new();
    DIST.get_or_init(|| grail_distances(Board::standard()))
}

/// How far `seat`'s nearest riders and soldiers are from the Grail: the
/// sum of the `ENOUGH` smallest distances (one piece per Grail field and a
/// spare), each capped.
fn grail_gap(state: &Gc, seat: Seat) -> f64 {
    const ENOUGH: usize = 6;
    let board = state.board.get();
    let own;
    let dist: &[u16] = if std::ptr::eq(board, &**Board::standard()) {
        standard_distances()
    } else {
        own = grail_distances(board);
        &own
    };
    let mut gaps: Vec<u16> = state
        .ids()
        .filter(|&p| {
            let piece = &state.pieces[p as usize];
            piece.owner as Seat == seat && matches!(piece.kind, Kind::Soldier | Kind::Rider)
        })
        .filter_map(|p| state.field_of(p))
        .map(|f| dist[f as usize].min(30))
        .collect();
    gaps.sort_unstable();
    gaps.iter().take(ENOUGH).map(|&d| d as f64).sum()
}

/// Grail fields whose top piece is `seat`'s.
fn grail_held(state: &Gc, seat: Seat) -> f64 {
    let board = state.board.get();
    board.grail_fields().filter(|&f| state.top(f).is_some_and(|p| state.pieces[p as usize].owner as Seat == seat)).count() as f64
}

/// Pieces `seat` has taken and pieces it still has.
fn material(state: &Gc, seat: Seat) -> (f64, f64) {
    let own = state.pieces.iter().filter(|p| p.owner as Seat == seat && p.on_board()).count();
    (state.seats[seat].captured as f64, own as f64)
}

/// An answer to a take: always the Abtausch where one is offered.
fn abtausch(step: &Step<'_, Gc>) -> Option<f64> {
    match step.mv {
        Move::Abtausch { .. } => Some(1.0),
        Move::Decline => Some(0.0),
        _ => None,
    }
}

fn grail_rush(step: &Step<'_, Gc>) -> f64 {
    if let Some(v) = abtausch(step) {
        return v;
    }
    let (s, seat) = (step.after, step.seat);
    if s.result.as_ref().is_some_and(|r| r.winners.contains(&seat)) {
        return 1e6;
    }
    let (taken, own) = material(s, seat);
    100.0 * grail_held(s, seat) - grail_gap(s, seat) + 5.0 * taken + 5.0 * own
}

/// The distance in map units from field `f` to the nearest enemy piece.
fn nearest_enemy(state: &Gc, f: FieldId, enemies: &[FieldId]) -> f64 {
    let board = state.board.get();
    let at = board.field(f);
    let d2 = |e: &FieldId| {
        let other = board.field(*e);
        let (dx, dy) = ((other.x - at.x) as f64, (other.y - at.y) as f64);
        dx * dx + dy * dy
    };
    enemies.iter().map(d2).fold(f64::INFINITY, f64::min).sqrt()
}

fn hunter(step: &Step<'_, Gc>) -> f64 {
    if let Some(v) = abtausch(step) {
        return v;
    }
    let (s, seat) = (step.after, step.seat);
    if s.result.as_ref().is_some_and(|r| r.winners.contains(&seat)) {
        return 1e6;
    }
    let enemies: Vec<FieldId> =
        s.ids().filter(|&p| s.pieces[p as usize].owner as Seat != seat).filter_map(|p| s.field_of(p)).collect();
    let chase: f64 = s
        .ids()
        .filter(|&p| s.pieces[p as usize].owner as Seat == seat && !s.pieces[p as usize].kind.is_vessel())
        .filter_map(|p| s.field_of(p))
        .map(|f| nearest_enemy(s, f, &enemies).min(1000.0))
        .sum();
    let (taken, own) = material(s, seat);
    1000.0 * taken + 500.0 * own - chase / 100.0
}
