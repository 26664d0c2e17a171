//! Plans of Chinesische Mauer: what a person tries in a first game.
//!
//! - `highest-tile`: always bid for the highest fame tile (Ruhmeskärtchen)
//!   on the wall: cards into the building section (Bauabschnitt) whose open
//!   tile is worth most until one leads there clearly, cheap leads elsewhere
//!   on the side.
//! - `cheap-leads`: lead in as many sections as possible for as few cards
//!   as possible, the more valuable sections first.

use super::{Plan, Plans, Step};
use crate::engine::{Game, Seat, Viewer};
use crate::games::chinesische_mauer::{ChinesischeMauer, Section};

type Cm = ChinesischeMauer;

impl Plans for Cm {
    fn plans() -> &'static [Plan<Self>] {
        &[
            Plan {
                id: "highest-tile",
                name: "Highest fame tile",
                description: "Always bids for the highest fame tile (Ruhmeskärtchen): lays cards in the building section whose open tile is worth most until it leads there clearly, and takes cheap leads elsewhere on the side.",
                judge: highest_tile,
                finish_turn: false,
            },
            Plan {
                id: "cheap-leads",
                name: "Cheap leads",
                description: "Leads in as many building sections as it can for as few cards as it can, the sections with the most fame first; draws when no card buys a lead.",
                judge: cheap_leads,
                finish_turn: false,
            },
        ]
    }
}

/// Fame tiles won so far by `seat` (its own, so visible to it).
fn fame(state: &Cm, seat: Seat) -> f64 {
    state.visible_scores(Viewer::Seat(seat))[seat].unwrap_or(0) as f64
}

/// `seat`'s total in `section` less the best other contributor's (CM-16);
/// below zero when it has no card there.
fn margin(section: &Section, players: usize, seat: Seat) -> i32 {
    let mut totals = [0i32; 8];
    section.totals(&mut totals[..players]);
    let contributors = section.contributors();
    if contributors & (1 << seat) == 0 {
        return -1 - totals.iter().copied().max().unwrap_or(0);
    }
    let best_other = (0..players).filter(|&s| s != seat && contributors & (1 << s) != 0).map(|s| totals[s]).max();
    totals[seat] - best_other.unwrap_or(0)
}

/// The worth of a section's best open tile (0 once closed or empty).
fn prize(section: &Section) -> u8 {
    section.open.iter().copied().max().unwrap_or(0)
}

/// Cards still in hand: the plan keeps them where a lead needs none.
fn hand(state: &Cm, seat: Seat) -> f64 {
    state.players[seat].hand.len() as f64
}

/// The section with the highest open tile (the first of equals).
fn highest(state: &Cm) -> Option<usize> {
    let open = (0..state.sections.len()).filter(|&s| !state.sections[s].closed && prize(&state.sections[s]) > 0);
    open.max_by_key(|&s| (prize(&state.sections[s]), std::cmp::Reverse(s)))
}

fn highest_tile(step: &Step<'_, Cm>) -> f64 {
    let (after, seat) = (step.after, step.seat);
    let mut value = leads(after, seat) + 0.6 * hand(after, seat);
    // The target is chosen before the move: the tile one is playing for.
    if let Some(s) = highest(step.before) {
        let m = margin(&after.sections[s], after.players.len(), seat);
        value += 3.0 * (m > 0) as u8 as f64 + 0.5 * m.clamp(-2, 1) as f64;
    }
    value
}

/// First tiles lying on `seat`'s own cards: they go to it at the section's
/// second scoring, whoever scores it (CM-19), so they count as won.
fn banked(state: &Cm, seat: Seat) -> f64 {
    let on_own = |s: &Section| s.placed.filter(|t| s.stacks[t.stack].top.owner as usize == seat);
    state.sections.iter().filter_map(on_own).map(|t| t.value as f64).sum()
}

/// Fame won or banked, and the open tiles of the sections `seat` leads.
fn leads(state: &Cm, seat: Seat) -> f64 {
    let players = state.players.len();
    let leading: f64 = state
        .sections
        .iter()
        .filter(|s| !s.closed)
        .map(|s| if margin(s, players, seat) > 0 { prize(s) as f64 } else { 0.0 })
        .sum();
    100.0 * (fame(state, seat) + banked(state, seat)) + leading
}

fn cheap_leads(step: &Step<'_, Cm>) -> f64 {
    leads(step.after, step.seat) + 0.6 * hand(step.after, step.seat)
}
