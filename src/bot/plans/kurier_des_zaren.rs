//! Plans of Kurier des Zaren: what a person tries in a first game.
//!
//! Both take the own dispatch (Depesche) up village by village as fast as
//! they can: couriers into the dispatch's swamp inn until it is full, the
//! departure (Abreise) whenever the dispatch's courier leaves, rooms in the
//! fullest inns, a handover (Übergabe) only to a courier that leaves sooner.
//! They differ at the palace:
//!
//! - `straight-delivery`: any guard (Wächter) the road gives; Rubeln with
//!   care, stopping once three Rubel lie revealed.
//! - `nearest-guard`: steers to an inn below a guard who wants 6 Rubel and
//!   reveals coins until the guard's number is reached.

use super::{Plan, Plans, Step};
use crate::games::kurier_des_zaren::board::guard_above;
use crate::games::kurier_des_zaren::{Dispatch, KurierDesZaren, Move, Step as Turn, GUARDS};

type Kz = KurierDesZaren;

impl Plans for Kz {
    fn plans() -> &'static [Plan<Self>] {
        &[
            Plan {
                id: "straight-delivery",
                name: "Straight delivery",
                description: "Takes its dispatch (Depesche) up the villages by the first departure it can make, to whichever guard the road gives, and stops Rubeln once three Rubel lie revealed.",
                judge: straight_delivery,
                finish_turn: false,
            },
            Plan {
                id: "nearest-guard",
                name: "Nearest guard",
                description: "Takes its dispatch up the villages by the first departure it can make, into an inn below a guard who wants only 6 Rubel, and reveals coins until that guard is paid.",
                judge: nearest_guard,
                finish_turn: false,
            },
        ]
    }
}

/// The Rubeln decision (reveal or stop), judged before the coin shows.
fn rubeln_choice(step: &Step<'_, Kz>, stop_at: u32) -> Option<f64> {
    let want = step.before.another_coin(step.seat, stop_at);
    match step.mv {
        Move::Coin => Some(if want { 1.0 } else { -1.0 }),
        Move::Stop if matches!(step.before.step, Turn::Rubeln { .. }) => Some(0.0),
        _ => None,
    }
}

fn straight_delivery(step: &Step<'_, Kz>) -> f64 {
    rubeln_choice(step, 3).unwrap_or_else(|| step.after.progress(step.seat))
}

fn nearest_guard(step: &Step<'_, Kz>) -> f64 {
    if let Some(v) = rubeln_choice(step, u32::MAX) {
        return v;
    }
    let mut value = step.after.progress(step.seat);
    // In the grassland: the cheaper the guard above, the better.
    if let Dispatch::Inn { inn, .. } = step.after.players[step.seat].dispatch {
        if let Some(g) = guard_above(inn as usize) {
            value += (10 - GUARDS[g as usize]) as f64;
        }
    }
    value
}
