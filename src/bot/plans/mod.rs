//! Plan players: scripted opponents that follow one plan a person finds in a
//! first or second game (the Grail rush in Grand Conquest, straight to the
//! nearest guard in Kurier des Zaren, ...). They are the yardstick the
//! levels are measured against (`spieltisch arena ... --seats
//! level:normal,plan:grail-rush`), not players for the page.
//!
//! A plan sees exactly what a person at its seat sees: it decides on one
//! determinisation from its own seat (`Determinize::determinize`, the deal
//! the greedy player and the search use), never on the true state. The deal
//! is canonical, so states the seat cannot tell apart give the same move.
//! Each legal move is played on a copy of that deal and the state right
//! after it is judged by the plan's own measure (`Plan::judge`); the best
//! wins, ties broken by an order drawn from the seed (same seed, same move).

#[cfg(feature = "chang-cheng")]
pub mod chang_cheng;
#[cfg(feature = "chinesische-mauer")]
pub mod chinesische_mauer;
#[cfg(feature = "dschingis-khan")]
pub mod dschingis_khan;
#[cfg(feature = "grand-conquest")]
pub mod grand_conquest;
#[cfg(feature = "kurier-des-zaren")]
pub mod kurier_des_zaren;

use serde::Serialize;

use crate::engine::{Determinize, Game, Seat, Viewer};
use crate::rng::SeededRng;

/// One scripted plan of game `G`.
pub struct Plan<G: Game> {
    /// Stable id for the arena (`plan:<id>`), kebab-case.
    pub id: &'static str,
    pub name: &'static str,
    /// What the plan does, in the rules' words.
    pub description: &'static str,
    /// How much the plan likes the state `after` that `mv` leads to from
    /// `before` (both from the seat's own deal); the highest is played.
    pub judge: fn(&Step<'_, G>) -> f64,
    /// Play the rest of the seat's own turn on by the same judgement before
    /// judging, where a decision's worth shows only at the turn's end
    /// (choose an action, then where it goes).
    pub finish_turn: bool,
}

/// A move under judgement: the seat's deal before it and after it.
pub struct Step<'a, G: Game> {
    pub seat: Seat,
    pub before: &'a G,
    pub mv: &'a G::Move,
    pub after: &'a G,
}

/// What `spieltisch plans <game>` lists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlanInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
}

/// A game with plan players.
pub trait Plans: Determinize + 'static {
    fn plans() -> &'static [Plan<Self>];
}

/// The plans of `G`, as listed by the CLI.
pub fn infos<G: Plans>() -> Vec<PlanInfo> {
    G::plans().iter().map(|p| PlanInfo { id: p.id, name: p.name, description: p.description }).collect()
}

/// The plan of `G` called `id`.
pub fn find<G: Plans>(id: &str) -> Option<&'static Plan<G>> {
    G::plans().iter().find(|p| p.id == id)
}

/// Most steps the rest of a turn is played on (`Plan::finish_turn`).
const TURN_STEPS: usize = 12;
/// The rest of a turn stops at a step wider than this (cost).
const TURN_WIDTH: usize = 60;

/// The move `plan` makes for `seat` (who must decide now), reading `game`
/// only through one determinisation from `seat`. `None` without a move.
pub fn choose<G: Plans>(plan: &Plan<G>, game: &G, seat: Seat, seed: u64) -> Option<G::Move> {
    let mut rng = SeededRng::from_seed(seed);
    let mut base = game.clone();
    base.forget_history();
    let deal = base.determinize(Viewer::Seat(seat), &mut rng);
    if deal.active().first() != Some(&seat) {
        return None;
    }
    let mut moves = Vec::new();
    deal.legal_moves(&mut moves);
    if moves.len() <= 1 {
        return moves.pop();
    }
    rng.shuffle(&mut moves);
    let mut best: Option<(f64, usize)> = None;
    for (i, mv) in moves.iter().enumerate() {
        let value = judge_move(plan, &deal, seat, mv);
        if best.is_none_or(|(b, _)| value > b) {
            best = Some((value, i));
        }
    }
    best.map(|(_, i)| moves.swap_remove(i))
}

/// `plan`'s judgement of `mv` in `state`, with the rest of the turn played
/// on first where the plan asks for it.
fn judge_move<G: Plans>(plan: &Plan<G>, state: &G, seat: Seat, mv: &G::Move) -> f64 {
    let mut after = state.clone();
    after.apply_unchecked(mv);
    if plan.finish_turn {
        let mut before = state.clone();
        let mut last = mv.clone();
        finish(plan, &mut before, &mut last, &mut after, seat);
        return (plan.judge)(&Step { seat, before: &before, mv: &last, after: &after });
    }
    (plan.judge)(&Step { seat, before: state, mv, after: &after })
}

/// Plays `seat`'s own turn on from `after`, each step the plan's best (the
/// first best in list order); `before`/`last` end as the last step's.
fn finish<G: Plans>(plan: &Plan<G>, before: &mut G, last: &mut G::Move, after: &mut G, seat: Seat) {
    let mut moves = Vec::new();
    for _ in 0..TURN_STEPS {
        if after.is_finished() || after.active().first() != Some(&seat) {
            return;
        }
        moves.clear();
        after.legal_moves(&mut moves);
        if moves.is_empty() || moves.len() > TURN_WIDTH {
            return;
        }
        let mut best: Option<(f64, usize, G)> = None;
        for (i, mv) in moves.iter().enumerate() {
            let mut next = after.clone();
            next.apply_unchecked(mv);
            let v = (plan.judge)(&Step { seat, before: after, mv, after: &next });
            if best.as_ref().is_none_or(|(b, _, _)| v > *b) {
                best = Some((v, i, next));
            }
        }
        let Some((_, i, next)) = best else { return };
        *before = std::mem::replace(after, next);
        *last = moves[i].clone();
    }
}
