//! The end of a turn and of the game (GC-W1..GC-W4, GC-U1..GC-U4).

use serde::{Deserialize, Serialize};

use super::view::Event;
use super::GrandConquest;
use crate::engine::Seat;

/// Turns in four rounds without a take (GC-W4, GC-A11).
pub const QUIET_TURNS: u32 = 16;
/// House rule (GC-H1): the game ends after this many turns (250 rounds),
/// decided by victory points: a backstop against any endless loop (since
/// issue 22 conquering an empty ship back and forth no longer holds off
/// GC-W4); random play never comes near it.
pub const MAX_TURNS: u32 = 1000;

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "how", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Ending {
    /// GC-W1: `winner` took the last two pieces of `victim`.
    LastTwoTaken { winner: Seat, victim: Seat },
    /// GC-W2: every other player is festgesetzt.
    AllFestgesetzt { winner: Seat },
    /// GC-W3: `seat` had a single piece at the end of its turn; victory points.
    OnePieceLeft { seat: Seat },
    /// GC-W3 gap rule: `seat` lost its last piece without GC-W1; victory points.
    NoPieces { seat: Seat },
    /// GC-W4: four rounds without a take; victory points.
    NoTakes,
    /// GC-U2 / GC-U4: ungeschützt `seat` lost a piece in an Abtausch;
    /// `protected`: it had the most victory points and wins.
    Ungeschuetzt { seat: Seat, protected: bool },
    /// House rule GC-H1: the turn limit; victory points.
    TurnLimit,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Result {
    pub ending: Ending,
    pub winners: Vec<Seat>,
}

impl GrandConquest {
    pub(super) fn finish(&mut self, ending: Ending, winners: Vec<Seat>) {
        self.pending = None;
        self.log.push(Event::GameOver { ending, winners: winners.clone() });
        self.result = Some(Result { ending, winners });
    }

    /// The active player's turn is over (automatically at 0 points, by
    /// EndTurn, or by a waiver): GC-W3, the gap rule, GC-W4, then the next
    /// seat; festgesetzt seats pass (GC-44).
    pub(super) fn end_turn(&mut self) {
        loop {
            let seat = self.seat();
            self.log.push(Event::TurnEnded { seat });
            let counts = self.counts();
            if counts[seat] == 1 {
                let winners = self.vp_winners();
                return self.finish(Ending::OnePieceLeft { seat }, winners);
            }
            if let Some(gone) = (0..counts.len()).find(|&s| counts[s] == 0) {
                if self.no_pieces {
                    let winners = self.vp_winners();
                    return self.finish(Ending::NoPieces { seat: gone }, winners);
                }
            }
            let quiet = match self.last_take {
                None => self.turn + 1 >= QUIET_TURNS,
                Some((at, taker)) => taker as Seat == seat && self.turn - at >= QUIET_TURNS,
            };
            if quiet {
                let winners = self.vp_winners();
                return self.finish(Ending::NoTakes, winners);
            }
            if self.turn + 1 >= MAX_TURNS {
                let winners = self.vp_winners();
                return self.finish(Ending::TurnLimit, winners);
            }
            self.turn += 1;
            self.spent = 0;
            self.risky_used = false;
            for piece in &mut self.pieces {
                piece.used = 0;
            }
            let next = self.seat();
            if self.festgesetzt(next) {
                if (0..self.seats.len()).all(|s| self.festgesetzt(s)) {
                    let winners = self.vp_winners();
                    return self.finish(Ending::TurnLimit, winners);
                }
                self.log.push(Event::Festgesetzt { seat: next });
                continue;
            }
            self.log.push(Event::TurnStarted { seat: next, points: self.budget(next) });
            return;
        }
    }
}
