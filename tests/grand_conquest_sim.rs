//! Random simulation of Grand Conquest through the generic harness:
//! legality, refusals, JSON round trips, views, termination, replay. Games
//! are long (hundreds of moves with hundreds of options each), so few games
//! and the expensive checks on every 97th move only.

mod common;

use common::{random_simulation, Sim};
use spieltisch::engine::{Game, Options};
use spieltisch::games::grand_conquest::{Ending, GrandConquest, MAX_TURNS};
use spieltisch::rng::SeededRng;

#[test]
fn four_players() {
    random_simulation::<GrandConquest>(&Sim { players: 4, games: 12, first_seed: 40_000, max_moves: 60_000, deep_every: 97 });
}

/// The house-rule turn limit (GC-H1) never ends a random game: random games
/// end by the rules (mostly by the four-round rule, GC-W4).
#[test]
fn random_games_end_by_the_rules_not_the_limit() {
    for seed in 0..30 {
        let mut g = GrandConquest::setup(&Options { players: 4 }, SeededRng::from_seed(seed)).unwrap();
        let mut rng = SeededRng::from_seed(seed + 1000);
        let mut moves = Vec::new();
        while g.result.is_none() {
            moves.clear();
            g.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            g.apply_unchecked(&mv);
        }
        let r = g.result.as_ref().unwrap();
        assert_ne!(r.ending, Ending::TurnLimit, "seed {seed}");
        assert!(g.turn < MAX_TURNS / 2, "seed {seed}: {} turns", g.turn);
    }
}
