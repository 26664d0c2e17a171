//! Uniformly random playouts through the Rust API (no JSON per move):
//! the benchmark workload and the CLI's `playout` command.

use crate::engine::{Game, Options, SetupError};
use crate::rng::SeededRng;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayoutSummary {
    pub games: usize,
    pub moves: u64,
    /// How many games each seat won (shared wins count for every winner).
    pub wins_per_seat: Vec<u64>,
}

/// Plays `games` random games; game i is dealt from seed `seed + i`, and the
/// moves are chosen by a second generator seeded from `seed`.
pub fn playout<G: Game>(options: &Options, seed: u64, games: usize) -> Result<PlayoutSummary, SetupError> {
    let mut chooser = SeededRng::from_seed(seed ^ 0xC0FF_EE00_D15E_A5E5);
    let mut summary = PlayoutSummary { games, moves: 0, wins_per_seat: vec![0; options.players] };
    let mut moves = Vec::new();
    for i in 0..games {
        let mut game = G::setup(options, SeededRng::from_seed(seed.wrapping_add(i as u64)))?;
        summary.moves += play_randomly(&mut game, &mut chooser, &mut moves);
        if let Some(outcome) = game.outcome() {
            for seat in outcome.winners {
                summary.wins_per_seat[seat] += 1;
            }
        }
    }
    Ok(summary)
}

/// Plays one game to its end with random legal moves; returns the move count.
pub fn play_randomly<G: Game>(game: &mut G, chooser: &mut SeededRng, moves: &mut Vec<G::Move>) -> u64 {
    let mut count = 0;
    while !game.is_finished() {
        moves.clear();
        game.legal_moves(moves);
        if moves.is_empty() {
            // A game that is not over always offers a move; treat a violation
            // as the end rather than loop forever (the sim tests catch it).
            break;
        }
        let mv = &moves[chooser.below(moves.len())];
        game.apply_unchecked(mv);
        count += 1;
    }
    count
}
