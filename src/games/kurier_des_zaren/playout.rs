//! What the search's playouts know of Kurier des Zaren. Random playouts
//! hand a dispatch (Depesche) back and forth and rubeln at random, so the
//! search could not tell a courier's departure towards the palace from a
//! handover that goes nowhere: the page's normal level lost a quarter of its
//! games to a person taking the dispatch straight up. Here each playout step
//! takes, of a few sampled moves, the one after which the mover's own
//! dispatch is furthest on its way, and rubelt until the coins revealed
//! this turn make four Rubel (BENCHMARKS.md, "Opponents that see the plans
//! coming").

use super::board::INNS;
use super::{rubeln, Dispatch, KurierDesZaren, Move, Step, GUARDS};
use crate::engine::{best_of_sample_by, Game, Seat};
use crate::rng::SeededRng;

/// Moves judged per playout step.
pub(super) const SAMPLE: usize = 8;
/// A playout stops rubeln once the coins revealed this turn make this many
/// Rubel (three and four measured; four won more against the plans).
const STOP_AT: u32 = 4;

impl KurierDesZaren {
    /// How far `seat`'s dispatch is on its way, about 10 points a village:
    /// in an inn, the village, how full the inn is and whether the
    /// dispatch's courier leaves at its departure (KZ-14, KZ-15), more while
    /// its departure is being ordered; at a guard 100, plus 5 a Rubel
    /// secured, less the guard's number (KZ-26).
    pub fn progress(&self, seat: Seat) -> f64 {
        match self.players[seat].dispatch {
            Dispatch::Box => 0.0,
            Dispatch::Inn { inn, kind } => {
                let village = INNS[inn as usize].village as f64;
                let leaves = self.departing(inn).is_some_and(|pair| pair.contains(&kind));
                let ordered = leaves && self.step == (Step::Order { inn });
                10.0 * village + self.count(inn) as f64 + if leaves { 3.0 } else { 0.0 } + if ordered { 10.0 } else { 0.0 }
            }
            Dispatch::Travelling => match self.step {
                Step::Travel { village, .. } => 10.0 * village as f64 + 5.0,
                _ => 5.0,
            },
            Dispatch::Guard { guard } => {
                100.0 + 5.0 * rubeln::total(&self.players[seat].secured) as f64 - GUARDS[guard as usize] as f64
            }
        }
    }

    /// Whether `seat` reveals another coin when rubeln: while this turn's
    /// coins are below `stop_at` Rubel and, with those secured, below the
    /// guard's number (KZ-24, KZ-26).
    pub fn another_coin(&self, seat: Seat, stop_at: u32) -> bool {
        let pending = rubeln::total(&self.pending);
        let need = self.guard_of(seat).map_or(10, |g| GUARDS[g as usize] as u32);
        let secured = rubeln::total(&self.players[seat].secured);
        pending < stop_at && secured + pending < need
    }

    /// `Game::playout_choice`: rubeln on below `STOP_AT` while the guard is
    /// not yet paid; otherwise the best of `sample` moves by the mover's
    /// `progress` right after it. (Judging by the lead over the others'
    /// progress instead won fewer games against the plans.)
    pub(super) fn playout_step(&self, moves: &[Move], rng: &mut SeededRng, sample: usize) -> usize {
        let Some(&actor) = self.active().first() else { return rng.below(moves.len()) };
        if let Step::Rubeln { .. } = self.step {
            let want = if self.another_coin(actor, STOP_AT) { Move::Coin } else { Move::Stop };
            return moves.iter().position(|m| *m == want).unwrap_or(0);
        }
        best_of_sample_by(moves.len(), rng, sample, |i| {
            let mut after = self.clone();
            after.apply_unchecked(&moves[i]);
            Some(after.progress(actor))
        })
    }
}
