//! Movement (GC-01..GC-09): movement points, ranges, the ways a piece can
//! go. A move names its destination; the engine walks the shortest legal
//! way, since every step costs the same and the way itself changes nothing.

use super::board::{FieldId, Link};
use super::pieces::{Kind, PieceId, Place};
use super::GrandConquest;
use crate::engine::Seat;

/// No piece on a field (in an occupancy list).
pub const EMPTY: u8 = u8::MAX;
/// Not reached (in a distance list).
const FAR: u8 = u8::MAX;

/// The buffers of a way search: distances (board length, `FAR` between
/// searches) and the breadth-first queue.
#[derive(Default)]
pub struct WaySearch {
    dist: Vec<u8>,
    queue: Vec<FieldId>,
}

/// What a piece's move ends with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    Empty,
    /// Onto this own carrier (GC-10..GC-17).
    Board(PieceId),
    /// Onto this enemy piece (GC-20).
    Take(PieceId),
}

impl GrandConquest {
    /// The round-1 points S 5, W 10, N 15, E 20, then 20 (GC-02).
    pub fn base_points(&self) -> u8 {
        if self.turn < 4 {
            [5, 10, 15, 20][self.turn as usize]
        } else {
            20
        }
    }

    /// The points `seat` has this turn before spending: base minus 4 per
    /// penalty field, 0 when festgesetzt (GC-02, GC-40..GC-44), live.
    pub fn budget(&self, seat: Seat) -> u8 {
        let base = if seat == self.seat() { self.base_points() } else { 20 };
        let penalty = self.penalty(seat);
        if penalty >= 5 {
            0
        } else {
            base.saturating_sub(4 * penalty as u8)
        }
    }

    /// Points the active player may still spend this turn.
    pub fn remaining(&self) -> u8 {
        self.budget(self.seat()).saturating_sub(self.spent)
    }

    /// The field a piece stands on, or the field of what carries it.
    pub fn field_of(&self, p: PieceId) -> Option<FieldId> {
        let mut at = p;
        for _ in 0..4 {
            match self.pieces.get(at as usize)?.place {
                Place::Field(f) => return Some(f),
                Place::Aboard(c) => at = c,
                Place::Gone => return None,
            }
        }
        None
    }

    /// The top piece of every field (a carrier, not its cargo).
    pub fn occupancy(&self) -> Vec<u8> {
        let mut occ = vec![EMPTY; self.board.get().len()];
        for (i, piece) in self.pieces.iter().enumerate() {
            if let Place::Field(f) = piece.place {
                occ[f as usize] = i as u8;
            }
        }
        occ
    }

    /// Whether a piece of `kind` may cross `link` now: the kinds fixed by
    /// the board, and a harbour only onto a ship lying in it ("A ship lying
    /// in harbour counts as a land field; an empty harbour does not").
    fn step_ok(kind: Kind, link: &Link, occ: &[u8]) -> bool {
        link.kinds & kind.bit() != 0 && !(link.to_harbour && occ[link.to as usize] == EMPTY)
    }

    /// What `p` finds when it ends on a field with top piece `top`.
    pub fn arrival(&self, p: PieceId, top: u8) -> Option<Arrival> {
        if top == EMPTY {
            return Some(Arrival::Empty);
        }
        let owner = self.pieces[p as usize].owner;
        if self.pieces[top as usize].owner == owner {
            self.boarding_carrier(p, top).map(Arrival::Board)
        } else {
            self.can_take(p, top).then_some(Arrival::Take(top))
        }
    }

    /// Every field `p` can end on within `limit` steps, with the steps
    /// needed (GC-06, GC-07). `search` is reused between calls (the move
    /// generator asks for every piece) and left ready for the next.
    pub fn ways(&self, occ: &[u8], p: PieceId, limit: u8, search: &mut WaySearch, out: &mut Vec<(FieldId, u8)>) {
        self.search_ways(occ, p, limit, search, out, None);
    }

    /// `ways`, stopping as soon as `stop_at` is reached (its first distance
    /// is the shortest: the search goes breadth first).
    fn search_ways(
        &self,
        occ: &[u8],
        p: PieceId,
        limit: u8,
        search: &mut WaySearch,
        out: &mut Vec<(FieldId, u8)>,
        stop_at: Option<FieldId>,
    ) {
        let board = self.board.get();
        let WaySearch { dist: scratch, queue } = search;
        if scratch.len() != board.len() {
            *scratch = vec![FAR; board.len()];
        }
        let Some(start) = self.field_of(p) else { return };
        let kind = self.pieces[p as usize].kind;
        let owner = self.pieces[p as usize].owner;
        queue.clear();
        queue.push(start);
        scratch[start as usize] = 0;
        let mut head = 0;
        'search: while head < queue.len() {
            let u = queue[head];
            head += 1;
            let du = scratch[u as usize];
            if du >= limit {
                continue;
            }
            for link in &board.links[u as usize] {
                let v = link.to;
                if scratch[v as usize] != FAR || !Self::step_ok(kind, link, occ) {
                    continue;
                }
                let top = occ[v as usize];
                if top == EMPTY {
                    scratch[v as usize] = du + 1;
                    out.push((v, du + 1));
                    queue.push(v);
                } else if self.pieces[top as usize].owner == owner {
                    // GC-07: only a Rider passes over own pieces.
                    let ends = self.boarding_carrier(p, top).is_some();
                    if ends {
                        out.push((v, du + 1));
                    }
                    if kind == Kind::Rider {
                        scratch[v as usize] = du + 1;
                        queue.push(v);
                    } else if ends {
                        scratch[v as usize] = du + 1;
                    }
                } else if self.can_take(p, top) {
                    scratch[v as usize] = du + 1;
                    out.push((v, du + 1));
                }
                if stop_at == Some(v) && out.last().is_some_and(|&(f, _)| f == v) {
                    break 'search;
                }
            }
        }
        for &f in queue.iter() {
            scratch[f as usize] = FAR;
        }
        for &(f, _) in out.iter() {
            scratch[f as usize] = FAR;
        }
    }

    /// Steps `p` needs to end on `to` (at most `limit`), if it can.
    pub fn way_len(&self, occ: &[u8], p: PieceId, to: FieldId, limit: u8) -> Option<u8> {
        let mut out = Vec::new();
        self.search_ways(occ, p, limit, &mut WaySearch::default(), &mut out, Some(to));
        out.iter().find(|&&(f, _)| f == to).map(|&(_, d)| d)
    }

    /// How many more steps `p` may make this turn: its range left and the
    /// points left, the smaller (GC-02, GC-03).
    pub fn step_limit(&self, p: PieceId) -> u8 {
        let piece = &self.pieces[p as usize];
        piece.kind.range().saturating_sub(piece.used).min(self.remaining())
    }
}
