//! Random simulation of Chang Cheng for every player count, through the
//! generic harness: legality, refusals, JSON round trips, no leaks in views
//! and scores, termination, replay. The expensive checks (JSON, determinised
//! views) run on every 9th move.

mod common;

use common::{random_simulation, Sim};
use spieltisch::games::chang_cheng::ChangCheng;

fn sim(players: usize, games: u64) -> Sim {
    Sim { players, games, first_seed: 10_000 * players as u64, max_moves: 2000, deep_every: 9 }
}

#[test]
fn two_players() {
    random_simulation::<ChangCheng>(&sim(2, 400));
}

#[test]
fn three_players() {
    random_simulation::<ChangCheng>(&sim(3, 300));
}

#[test]
fn four_players() {
    random_simulation::<ChangCheng>(&sim(4, 250));
}
