//! Random simulation of Kurier des Zaren for every player count, through the
//! generic harness: legality, refusals, JSON round trips, views unchanged
//! under re-dealt decks and coins, termination with a winner, replay.
//! 800 games; the expensive checks run on every 30th move.

mod common;

use common::{random_simulation, Sim};
use spieltisch::games::kurier_des_zaren::KurierDesZaren;

fn sim(players: usize, games: u64) -> Sim {
    Sim { players, games, first_seed: 10_000 * players as u64, max_moves: 20_000, deep_every: 30 }
}

#[test]
fn two_players() {
    random_simulation::<KurierDesZaren>(&sim(2, 250));
}

#[test]
fn three_players() {
    random_simulation::<KurierDesZaren>(&sim(3, 200));
}

#[test]
fn four_players() {
    random_simulation::<KurierDesZaren>(&sim(4, 200));
}

#[test]
fn five_players() {
    random_simulation::<KurierDesZaren>(&sim(5, 150));
}
