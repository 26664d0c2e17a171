//! Random simulation of Dschingis Khan for every player count, through the
//! generic harness: legality, refusals, JSON round trips, no leaks in views
//! and scores, termination, replay. 2,400 games; the expensive checks (JSON,
//! determinised views) run on every 25th move.

mod common;

use common::{random_simulation, Sim};
use spieltisch::games::dschingis_khan::DschingisKhan;

fn sim(players: usize, games: u64) -> Sim {
    Sim { players, games, first_seed: 10_000 * players as u64, max_moves: 5000, deep_every: 25 }
}

#[test]
fn two_players() {
    random_simulation::<DschingisKhan>(&sim(2, 1000));
}

#[test]
fn three_players() {
    random_simulation::<DschingisKhan>(&sim(3, 800));
}

#[test]
fn four_players() {
    random_simulation::<DschingisKhan>(&sim(4, 600));
}
