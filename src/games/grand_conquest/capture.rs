//! Taking (GC-20..GC-26) and the Abtausch (GC-30..GC-38).

use serde::{Deserialize, Serialize};

use super::board::FieldId;
use super::movement::EMPTY;
use super::pieces::{Kind, PieceId, Place};
use super::view::Event;
use super::GrandConquest;
use crate::engine::Seat;

/// An open Abtausch window: `victim` decides (GC-30).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Abtausch {
    pub victim: u8,
    /// The piece that took; the Abtausch may only go against it (GC-33).
    pub taker: PieceId,
    /// Tatort: the field of the take.
    pub tatort: FieldId,
    /// The take used the last point or waived the rest: the turn ends
    /// after this window (GC-36).
    pub then_end: bool,
}

impl GrandConquest {
    /// Whether `p` may take the enemy top piece `q` by moving onto it (GC-21..GC-23).
    pub fn can_take(&self, p: PieceId, q: u8) -> bool {
        let kind = self.pieces[p as usize].kind;
        let target = self.pieces[q as usize].kind;
        match (kind.is_vessel(), target.is_vessel()) {
            (true, true) => true, // versenken, at sea or in harbour (GC-22)
            (true, false) => false,
            // Conquest (GC-23); a Soldier cannot conquer a ship carrying an
            // Elephant, since Soldiers never take Elephants (GC-A4).
            (false, true) => kind != Kind::Soldier || !self.cargo(q).any(|c| self.pieces[c as usize].kind == Kind::Elephant),
            (false, false) => !(kind == Kind::Soldier && target == Kind::Elephant),
        }
    }

    /// `p` (of `seat`) ends on the enemy top piece `q`: the victim and its
    /// cargo leave the board, or a vessel in harbour changes hands with its
    /// cargo taken (GC-20, GC-23). Returns the pieces removed.
    fn seize(&mut self, seat: Seat, p: PieceId, q: PieceId, at: FieldId) -> Vec<PieceId> {
        let removed: Vec<PieceId>;
        if self.pieces[q as usize].kind.is_vessel() && !self.pieces[p as usize].kind.is_vessel() {
            removed = self.with_cargo(q).into_iter().skip(1).collect();
            let vessel = &mut self.pieces[q as usize];
            vessel.owner = seat as u8;
            vessel.used = 0;
            self.pieces[p as usize].place = Place::Aboard(q);
        } else {
            removed = self.with_cargo(q);
            self.pieces[p as usize].place = Place::Field(at);
        }
        for &r in &removed {
            self.pieces[r as usize].place = Place::Gone;
            self.pieces[r as usize].used = 0;
        }
        self.seats[seat].captured += removed.len() as u32;
        removed
    }

    /// GC-W4 counts rounds in which "keine einzige Figur geschlagen wurde":
    /// only a move that removed a piece restarts the count. An empty vessel
    /// "fällt kampflos in die eigenen Hände", so its conquest does not
    /// (GC-A9); it still opens an Abtausch and renews the range.
    fn count_take(&mut self, seat: Seat, removed: &[PieceId]) {
        if !removed.is_empty() {
            self.last_take = Some((self.turn, seat as u8));
        }
    }

    /// The active player's piece `p` has reached `to`, held by enemy `q`.
    pub(super) fn take(&mut self, p: PieceId, q: PieceId, to: FieldId, waive: bool) {
        let seat = self.seat();
        let victim = self.pieces[q as usize].owner as Seat;
        let conquest = !self.pieces[p as usize].kind.is_vessel() && self.pieces[q as usize].kind.is_vessel();
        let before = self.counts();
        let ungeschuetzt = before[seat] == 2;
        let removed = self.seize(seat, p, q, to);
        self.count_take(seat, &removed);
        self.log.push(Event::Took { seat, piece: p, victim, at: to, removed: removed.clone(), conquest, waive });
        if self.after_losses(seat, victim, before[victim]) {
            return;
        }
        let then_end = waive || self.remaining() == 0;
        if then_end && victim == self.next_seat() {
            // GC-36: no Abtausch against the left neighbour; his turn begins.
            self.end_turn();
            return;
        }
        let window = Abtausch { victim: victim as u8, taker: p, tatort: to, then_end };
        if self.penalty(victim) < 5 && self.has_abtausch(&window) {
            if ungeschuetzt {
                self.risky_used = true;
            }
            self.pending = Some(window);
            self.log.push(Event::AbtauschOffered { seat: victim });
        } else {
            self.close_window(window, true);
        }
    }

    /// Piece counts per seat.
    pub fn counts(&self) -> Vec<usize> {
        let mut n = vec![0; self.seats.len()];
        for piece in self.pieces.iter().filter(|p| p.on_board()) {
            n[piece.owner as usize] += 1;
        }
        n
    }

    /// After `victim` lost pieces to `taker`: GC-W1, the gap rule, GC-W2.
    /// True when the game ended.
    fn after_losses(&mut self, taker: Seat, victim: Seat, had: usize) -> bool {
        let left = self.counts()[victim];
        let lost = had - left;
        if lost > 0 && left == 0 {
            let both_now = had >= 2;
            let second_before = self.seats[victim].down_to_one == Some((taker as u8, self.turn));
            if both_now || second_before {
                self.finish(super::Ending::LastTwoTaken { winner: taker, victim }, vec![taker]);
                return true;
            }
            self.no_pieces = true;
        } else if lost > 0 && left == 1 {
            self.seats[victim].down_to_one = Some((taker as u8, self.turn));
        }
        self.check_all_festgesetzt()
    }

    /// Whether the victim has a legal Abtausch against the taker (GC-31).
    pub fn has_abtausch(&self, w: &Abtausch) -> bool {
        let occ = self.occupancy();
        self.ids().any(|q| self.abtausch_ok(&occ, w, q))
    }

    /// `q` of the victim can reach the Tatort in 1-2 legal steps and take
    /// what stands there (GC-31, GC-32: range and points do not count).
    pub fn abtausch_ok(&self, occ: &[u8], w: &Abtausch, q: PieceId) -> bool {
        let piece = &self.pieces[q as usize];
        piece.owner == w.victim
            && piece.on_board()
            && occ[w.tatort as usize] != EMPTY
            && self.way_len(occ, q, w.tatort, 2).is_some()
    }

    /// The victim's Abtausch with `q` (GC-30..GC-35, GC-U2, GC-U4).
    pub(super) fn abtausch(&mut self, q: PieceId) {
        let Some(w) = self.pending.take() else { return };
        let victim = w.victim as Seat;
        let active = self.seat();
        let occ = self.occupancy();
        let top = occ[w.tatort as usize];
        let before = self.counts();
        let vp_before = self.victory_points();
        let removed = self.seize(victim, q, top, w.tatort);
        self.count_take(victim, &removed);
        self.log.push(Event::AbtauschTaken { seat: victim, piece: q, at: w.tatort, removed });
        if self.after_losses(victim, active, before[active]) {
            return;
        }
        // GC-U2, GC-U4: an ungeschützt player lost a piece in the Abtausch.
        // Both count the victory points gathered before this capture: "Sollte
        // es ein Spieler wagen ihn im Austausch zu schlagen, hat er das Spiel
        // gewonnen" holds only then, and "Gewonnen hat der Spieler, der die
        // meisten Gewinnpunkte gesammelt hat" speaks of points already
        // gathered, so the capture that ends the game (±1 point) decides
        // nothing by itself.
        if before[active] == 2 {
            let most = vp_before.iter().enumerate().all(|(s, &v)| s == active || v <= vp_before[active]);
            if most {
                self.finish(super::Ending::Ungeschuetzt { seat: active, protected: true }, vec![active]);
            } else {
                let winners = self.vp_winners_by(&vp_before);
                self.finish(super::Ending::Ungeschuetzt { seat: active, protected: false }, winners);
            }
            return;
        }
        self.close_window(w, false);
    }

    pub(super) fn decline(&mut self) {
        let Some(w) = self.pending.take() else { return };
        self.log.push(Event::AbtauschDeclined { seat: w.victim as Seat });
        self.close_window(w, true);
    }

    /// The window is closed: a surviving taker gets its full range again
    /// (GC-25); the turn goes on unless it was to end (GC-36, GC-37).
    fn close_window(&mut self, w: Abtausch, taker_survived: bool) {
        if taker_survived {
            self.pieces[w.taker as usize].used = 0;
        }
        if w.then_end || self.remaining() == 0 {
            self.end_turn();
        }
    }
}
