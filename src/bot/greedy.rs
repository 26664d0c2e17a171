//! The greedy player: the yardstick between random play and the search.
//!
//! It looks one decision ahead and no further. From a few determinisations of
//! its own seat (never the true state, so it cannot peek any more than the
//! search can), it tries every legal move, judges the position right after it
//! with [`value`] (the game's `evaluate`, or else the score margin), and takes
//! the move with the best mean judgement. Ties are broken by the seed: the
//! moves are shuffled by it before the best is picked, so the same state,
//! seat and seed always give the same move, natively and in wasm (the
//! judgement uses only +, -, *, /).

use crate::engine::{Determinize, Game, Seat, Viewer};
use crate::rng::SeededRng;

/// How many determinisations a greedy decision averages over: enough that one
/// unlucky deal (a card drawn right after the move) does not decide it.
pub const DEALS: usize = 4;

/// The greedy move for `seat` (who must decide now in `game`), reading `game`
/// only through `determinize(Viewer::Seat(seat))`. `None` when the seat has
/// no move.
pub fn greedy<G: Determinize>(game: &G, seat: Seat, seed: u64) -> Option<G::Move> {
    let mut rng = SeededRng::from_seed(seed);
    let mut base = game.clone();
    base.forget_history();
    let first = base.determinize(Viewer::Seat(seat), &mut rng);
    if first.active().first() != Some(&seat) {
        return None;
    }
    let mut moves = Vec::new();
    first.legal_moves(&mut moves);
    if moves.len() <= 1 {
        return moves.pop();
    }
    // The tie-break: the first best move in an order drawn from the seed.
    rng.shuffle(&mut moves);
    let mut sums = vec![0.0f64; moves.len()];
    let mut counts = vec![0u32; moves.len()];
    let mut legal = Vec::new();
    let mut legal_after = Vec::new();
    let mut deal = first;
    // Without hidden information or chance to come, every deal is the same.
    let deals = if G::INFO.hidden_information || G::INFO.secret_seed { DEALS } else { 1 };
    for round in 0..deals {
        if round > 0 {
            deal = base.determinize(Viewer::Seat(seat), &mut rng);
            legal.clear();
            deal.legal_moves(&mut legal);
        }
        for (i, mv) in moves.iter().enumerate() {
            // Every deal from the seat's view should offer the seat the same
            // moves; a move a deal does not allow is simply not judged there.
            if round > 0 && !legal.contains(mv) {
                continue;
            }
            let mut after = deal.clone();
            after.apply_unchecked(mv);
            finish_turn(&mut after, seat, &mut legal_after);
            sums[i] += value(&after, seat);
            counts[i] += 1;
        }
    }
    let mut best: Option<(f64, usize)> = None;
    for i in 0..moves.len() {
        if counts[i] == 0 {
            continue;
        }
        let mean = sums[i] / counts[i] as f64;
        if best.is_none_or(|(b, _)| mean > b) {
            best = Some((mean, i));
        }
    }
    best.map(|(_, i)| moves.swap_remove(i))
}

/// Most steps `finish_turn` takes (far more than a real turn has).
const TURN_STEPS: usize = 12;
/// `finish_turn` stops at a step with more choices than this: where a turn
/// is a long series of wide decisions (Grand Conquest's piece moves), each
/// is judged on its own, or one greedy decision would cost millions of
/// evaluations.
const TURN_WIDTH: usize = 40;

/// Where a decision is one step of a longer turn (choose a card, then where
/// it goes), its worth only shows once the turn is done: the rest of the
/// seat's own turn is played on, each step the best by `value` (the first
/// best in list order). Stops when someone else decides or a step reveals
/// chance (it is drawn from the deal, the same for every move compared).
fn finish_turn<G: Game>(state: &mut G, seat: Seat, moves: &mut Vec<G::Move>) {
    for _ in 0..TURN_STEPS {
        if state.is_finished() || state.active().first() != Some(&seat) {
            return;
        }
        moves.clear();
        state.legal_moves(moves);
        if moves.len() > TURN_WIDTH {
            return;
        }
        let mut best: Option<(f64, usize)> = None;
        for (i, mv) in moves.iter().enumerate() {
            let mut after = state.clone();
            after.apply_unchecked(mv);
            let v = value(&after, seat);
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, i));
            }
        }
        let Some((_, i)) = best else { return };
        state.apply_unchecked(&moves[i]);
    }
}

/// How good `state` is for `seat`, in 0..=1: a finished game's reward (win
/// share and score margin, as the search's), else the game's `evaluate`, else
/// the seat's score against the best other score.
pub fn value<G: Game>(state: &G, seat: Seat) -> f64 {
    if state.is_finished() {
        return super::reward(state, 0.1)[seat];
    }
    if let Some(estimate) = state.evaluate() {
        return estimate[seat];
    }
    let scores: Vec<i64> =
        (0..state.players()).map(|s| state.visible_scores(Viewer::Seat(s))[s].unwrap_or(0)).collect();
    let best_other = (0..scores.len()).filter(|&s| s != seat).map(|s| scores[s]).max().unwrap_or(0);
    let margin = (scores[seat] - best_other) as f64;
    // Monotonic in the margin, strictly inside 0..1 (a finished win stays above).
    0.5 + 0.45 * margin / (margin.abs() + 10.0)
}
