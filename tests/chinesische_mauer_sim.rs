//! Random simulation of Chinesische Mauer for every player count.

mod common;

use common::{random_simulation, Sim};
use spieltisch::games::chinesische_mauer::ChinesischeMauer;

fn sim(players: usize, games: u64) -> Sim {
    Sim { players, games, first_seed: 1000 * players as u64, max_moves: 2000, deep_every: 3 }
}

#[test]
fn two_players() {
    random_simulation::<ChinesischeMauer>(&sim(2, 150));
}

#[test]
fn three_players() {
    random_simulation::<ChinesischeMauer>(&sim(3, 150));
}

#[test]
fn four_players() {
    random_simulation::<ChinesischeMauer>(&sim(4, 100));
}

#[test]
fn five_players() {
    random_simulation::<ChinesischeMauer>(&sim(5, 100));
}
