//! Random simulation of Dschingis Khan for every player count, through the
//! generic harness: legality, refusals, JSON round trips, no leaks in views
//! and scores, termination, replay. 2,100 games; the expensive checks (JSON,
//! determinised views) run on every 30th move.

mod common;

use common::{random_simulation, Sim};
use spieltisch::games::dschingis_khan::DschingisKhan;

fn sim(players: usize, games: u64) -> Sim {
    Sim { players, games, first_seed: 10_000 * players as u64, max_moves: 5000, deep_every: 30 }
}

#[test]
fn two_players() {
    random_simulation::<DschingisKhan>(&sim(2, 900));
}

#[test]
fn three_players() {
    random_simulation::<DschingisKhan>(&sim(3, 700));
}

#[test]
fn four_players() {
    random_simulation::<DschingisKhan>(&sim(4, 500));
}
