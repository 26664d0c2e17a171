//! Plans of Dschingis Khan: what a person tries in a first game.
//!
//! Both play a whole turn (the draw, the choice of tokens or walls, every
//! step of the scout or wall) and judge where it ends.
//!
//! - `strong-villages`: close the villages (Dörfer) one is strong in: the
//!   own tokens on top where they score for their country (Chinese in China,
//!   Mongols in Mongolia), walls to bring the own villages to their side.
//! - `many-villages`: lay the tokens on as many villages as possible, the
//!   points second.
//!
//! The points of its own villages are known to the seat (DK-R22); those of
//! the others come from its deal, the guess the search makes too.

use super::{Plan, Plans, Step};
use crate::engine::Seat;
use crate::games::dschingis_khan::{DschingisKhan, VillageId};

type Dk = DschingisKhan;

impl Plans for Dk {
    fn plans() -> &'static [Plan<Self>] {
        &[
            Plan {
                id: "strong-villages",
                name: "Strong villages",
                description: "Closes the villages it is strong in: lays its tokens where they score for their country and builds walls that bring its villages to the side where they score.",
                judge: strong_villages,
                finish_turn: true,
            },
            Plan {
                id: "many-villages",
                name: "Many villages",
                description: "Lays its tokens on top of as many villages as it can, the points second.",
                judge: many_villages,
                finish_turn: true,
            },
        ]
    }
}

/// Villages whose top token is `seat`'s (DK-R21).
fn held(state: &Dk, seat: Seat) -> f64 {
    (0..state.stacks.len() as VillageId).filter(|&v| state.controller(v) == Some(seat)).count() as f64
}

/// `seat`'s points from the villages it controls (DK-R47, R48).
fn points(state: &Dk, seat: Seat) -> f64 {
    state.scores()[seat] as f64
}

fn strong_villages(step: &Step<'_, Dk>) -> f64 {
    3.0 * points(step.after, step.seat) + held(step.after, step.seat)
}

fn many_villages(step: &Step<'_, Dk>) -> f64 {
    10.0 * held(step.after, step.seat) + points(step.after, step.seat)
}
