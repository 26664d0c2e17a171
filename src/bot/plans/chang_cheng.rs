//! Plans of Chang Cheng: what a person tries in a first game.
//!
//! Both play a whole turn (the action, then its walls or cards) and take
//! the prestige points (Prestigepunkte) a scoring offers, never a card
//! option that gives away their own points.
//!
//! - `own-provinces`: build and score the own provinces (Provinzen): walls
//!   where it leads or nobody builds yet, and complete them while it leads.
//! - `big-provinces`: fight for the largest provinces still open, whoever
//!   leads there.

use super::{Plan, Plans, Step};
use crate::engine::Seat;
use crate::games::chang_cheng::{ChangCheng, ProvinceId};

type Cc = ChangCheng;

impl Plans for Cc {
    fn plans() -> &'static [Plan<Self>] {
        &[
            Plan {
                id: "own-provinces",
                name: "Own provinces",
                description: "Builds its walls in the provinces it leads or nobody has built in yet, completes them while it leads, and takes the points each scoring offers.",
                judge: own_provinces,
                finish_turn: true,
            },
            Plan {
                id: "big-provinces",
                name: "Big provinces",
                description: "Fights for the largest provinces still open: walls where the most sites are, for the majority, and takes the points each scoring offers.",
                judge: big_provinces,
                finish_turn: true,
            },
        ]
    }
}

/// `seat`'s count in province `p` against the most of any other seat: the
/// pieces (CC-R18) and what its own face-down cards there will add (card 5
/// +2, card 4 +1; the others' cards are face down to it).
fn lead(state: &Cc, p: ProvinceId, seat: Seat) -> i64 {
    let counts = state.province_counts(p);
    let best_other = (0..counts.len()).filter(|&s| s != seat).map(|s| counts[s]).max().unwrap_or(0);
    let cards = &state.provinces[p as usize].cards;
    let bonus: i64 = cards.iter().filter(|c| c.owner == seat).map(|c| match c.card { 5 => 2, 4 => 1, _ => 0 }).sum();
    counts[seat] + bonus - best_other
}

/// Sites of province `p`: its base value when scored (CC-R14).
fn size(state: &Cc, p: ProvinceId) -> i64 {
    state.layout().province_sites(p).len() as i64
}

/// The open provinces.
fn open(state: &Cc) -> impl Iterator<Item = ProvinceId> + '_ {
    (0..state.provinces.len()).filter(|&p| !state.provinces[p].complete).map(|p| p as ProvinceId)
}

/// Points scored, then the plan's hold on the open provinces.
fn with_score(state: &Cc, seat: Seat, hold: f64) -> f64 {
    10.0 * state.players[seat].score as f64 + hold
}

fn own_provinces(step: &Step<'_, Cc>) -> f64 {
    let (s, seat) = (step.after, step.seat);
    let hold: f64 = open(s)
        .map(|p| {
            let l = lead(s, p, seat);
            if l > 0 {
                size(s, p) as f64 + l.min(2) as f64
            } else if l < 0 {
                // A province another leads: walls there are wasted.
                -0.5 * (-l).min(2) as f64
            } else {
                0.5
            }
        })
        .sum();
    with_score(s, seat, hold)
}

fn big_provinces(step: &Step<'_, Cc>) -> f64 {
    let (s, seat) = (step.after, step.seat);
    let hold: f64 = open(s)
        .map(|p| {
            let l = lead(s, p, seat);
            let weight = (size(s, p) * size(s, p)) as f64 / 4.0;
            weight * (l.clamp(-1, 2) as f64 + 1.0)
        })
        .sum();
    with_score(s, seat, hold)
}
