//! Dschingis Khan's bot shortcut: `scores_after` judges a move without
//! playing it on a copy of the state. The informed playouts
//! (`playout_choice`) rest on it giving exactly the points that playing the
//! move gives, for every legal move of every position a game passes through.

use spieltisch::engine::{Game, Options};
use spieltisch::games::dschingis_khan::DschingisKhan;
use spieltisch::rng::SeededRng;

#[test]
fn scores_after_a_move_are_the_scores_of_playing_it() {
    let mut judged = [0usize; 2];
    for players in 2..=4 {
        for seed in 0..12u64 {
            let mut game = DschingisKhan::setup(&Options { players }, SeededRng::from_seed(seed)).expect("setup");
            let mut rng = SeededRng::from_seed(seed ^ 0xD5);
            let mut moves = Vec::new();
            while !game.is_finished() {
                moves.clear();
                game.legal_moves(&mut moves);
                let now = game.scores();
                for mv in &moves {
                    let mut after = game.clone();
                    after.apply_unchecked(mv);
                    assert_eq!(game.scores_after(mv, &now), after.scores(), "{players} players, seed {seed}, {mv:?}");
                    let board = !matches!(mv, spieltisch::games::dschingis_khan::Move::BuildWall { .. });
                    judged[usize::from(board)] += 1;
                }
                // play on as the informed playouts do, so that the positions
                // look like play (walls that move the border, full stacks)
                let pick = game.playout_choice(&moves, &mut rng);
                game.apply_unchecked(&moves[pick]);
            }
        }
    }
    // both kinds of judgement were exercised
    assert!(judged[0] > 1000 && judged[1] > 1000, "{judged:?}");
}
