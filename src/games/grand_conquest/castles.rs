//! Castles and the Grail (GC-40..GC-46): penalty fields, festgesetzt,
//! victory points (GC-VP).

use super::movement::EMPTY;
use super::GrandConquest;
use crate::engine::{highest_scorers, Seat};

impl GrandConquest {
    /// The owner of the piece on top of `f`, if any.
    fn holder(&self, occ: &[u8], f: u16) -> Option<Seat> {
        let top = occ[f as usize];
        (top != EMPTY).then(|| self.pieces[top as usize].owner as Seat)
    }

    /// P(x): x's castle fields held by others plus Grail fields held by
    /// others (GC-40, GC-43); one per field, whatever stands there (GC-A29).
    pub fn penalty(&self, seat: Seat) -> usize {
        let occ = self.occupancy();
        self.penalty_with(&occ, seat)
    }

    pub fn penalty_with(&self, occ: &[u8], seat: Seat) -> usize {
        let board = self.board.get();
        let held = |f: u16| self.holder(occ, f).is_some_and(|h| h != seat);
        board.castle_fields(seat).filter(|&f| held(f)).count() + board.grail_fields().filter(|&f| held(f)).count()
    }

    /// Festgesetzt: five or more penalty fields (GC-44, GC-A13).
    pub fn festgesetzt(&self, seat: Seat) -> bool {
        self.penalty(seat) >= 5
    }

    /// Penalty fields of every seat.
    pub fn penalties(&self) -> Vec<usize> {
        let occ = self.occupancy();
        (0..self.seats.len()).map(|s| self.penalty_with(&occ, s)).collect()
    }

    /// Gewinnpunkte: pieces taken + own pieces on the board + Grail fields
    /// held + enemy castle fields held (GC-VP, GC-A18).
    pub fn victory_points(&self) -> Vec<i64> {
        let board = self.board.get();
        let occ = self.occupancy();
        let mut vp: Vec<i64> = self.seats.iter().map(|s| s.captured as i64).collect();
        for piece in self.pieces.iter().filter(|p| p.on_board()) {
            vp[piece.owner as usize] += 1;
        }
        for f in board.ids() {
            let Some(h) = self.holder(&occ, f) else { continue };
            let field = board.field(f);
            if field.grail || field.castle_of.is_some_and(|c| c as Seat != h) {
                vp[h] += 1;
            }
        }
        vp
    }

    /// Most victory points among the players not festgesetzt; ties share
    /// (GC-VP, GC-A19). If all are festgesetzt, all compete (house rule).
    pub fn vp_winners(&self) -> Vec<Seat> {
        self.vp_winners_by(&self.victory_points())
    }

    /// As `vp_winners`, with the victory points `vp` counted at another
    /// moment (GC-U2: just before the Abtausch capture that ends the game);
    /// who is festgesetzt is judged now, at the end of the game (GC-A19).
    pub fn vp_winners_by(&self, vp: &[i64]) -> Vec<Seat> {
        let pen = self.penalties();
        let eligible: Vec<i64> = (0..vp.len()).map(|s| if pen[s] >= 5 { i64::MIN } else { vp[s] }).collect();
        if eligible.iter().all(|&v| v == i64::MIN) {
            highest_scorers(vp)
        } else {
            highest_scorers(&eligible)
        }
    }

    /// GC-W2: one player free while every other is festgesetzt wins at
    /// once. True when the game ended.
    pub(super) fn check_all_festgesetzt(&mut self) -> bool {
        let pen = self.penalties();
        let free: Vec<Seat> = (0..pen.len()).filter(|&s| pen[s] < 5).collect();
        if free.len() == 1 {
            self.finish(super::Ending::AllFestgesetzt { winner: free[0] }, free);
            return true;
        }
        false
    }
}
