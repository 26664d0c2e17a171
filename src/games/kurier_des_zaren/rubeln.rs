//! The palace: Rubel coins, the guards and "Rubeln" (KZ-03, KZ-22..KZ-28).

use serde::{Deserialize, Serialize};

use super::board::{GuardId, GUARDS};
use super::moves::KzError;
use super::view::Event;
use super::{Dispatch, End, KurierDesZaren, Step};
use crate::engine::Seat;

/// A Rubel coin (Rubelstück).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Coin {
    /// Falschgeld: ends the turn and loses this turn's coins (KZ-24).
    Njet,
    /// Blanko: worth 0, but not njet (KZ-28).
    Blank,
    One,
    Two,
    Three,
}

impl Coin {
    pub const ALL: [Coin; 5] = [Coin::Njet, Coin::Blank, Coin::One, Coin::Two, Coin::Three];

    pub fn value(self) -> u32 {
        match self {
            Coin::Njet | Coin::Blank => 0,
            Coin::One => 1,
            Coin::Two => 2,
            Coin::Three => 3,
        }
    }

    /// How many of each coin the box holds: 9 njet, 3 blank, 9x1, 6x2, 3x3.
    pub fn count(self) -> usize {
        match self {
            Coin::Njet | Coin::One => 9,
            Coin::Blank | Coin::Three => 3,
            Coin::Two => 6,
        }
    }
}

/// The 30 coins of the box.
pub fn all_coins() -> Vec<Coin> {
    Coin::ALL.iter().flat_map(|&c| std::iter::repeat_n(c, c.count())).collect()
}

pub fn total(coins: &[Coin]) -> u32 {
    coins.iter().map(|c| c.value()).sum()
}

impl KurierDesZaren {
    /// The guard holding `seat`'s dispatch, if any.
    pub fn guard_of(&self, seat: Seat) -> Option<GuardId> {
        match self.players.get(seat)?.dispatch {
            Dispatch::Guard { guard } => Some(guard),
            _ => None,
        }
    }

    /// The number of Rubel `seat` must show (KZ-26).
    pub fn target(&self, seat: Seat) -> Option<u32> {
        self.guard_of(seat).and_then(|g| GUARDS.get(g as usize)).map(|&v| v as u32)
    }

    pub(super) fn check_rubeln(&self, optional: bool, coin: bool) -> Result<(), KzError> {
        if coin || optional || !self.pending.is_empty() {
            Ok(())
        } else {
            Err(KzError::MustDrawCoin)
        }
    }

    /// Reveals one coin at random from the pool (KZ-24..KZ-27).
    pub(super) fn draw_coin(&mut self) {
        let seat = self.turn;
        if self.pool.is_empty() {
            return;
        }
        let coin = self.pool.swap_remove(self.rng.below(self.pool.len()));
        self.undoable = 0;
        let player = &mut self.players[seat];
        player.rubel_started.get_or_insert(self.turns);
        self.log.push(Event::CoinDrawn { seat, coin });
        if coin == Coin::Njet {
            self.pending.push(coin);
            let lost = std::mem::take(&mut self.pending);
            self.log.push(Event::Njet { seat, lost: lost.len() as u8 });
            self.out.extend(lost);
            return self.after_coins();
        }
        self.pending.push(coin);
        let reached = total(&self.players[seat].secured) + total(&self.pending);
        if self.target(seat).is_some_and(|t| reached >= t) {
            let won = std::mem::take(&mut self.pending);
            self.players[seat].secured.extend(won);
            return self.finish(End::Bribed { seat });
        }
        if self.pool.is_empty() {
            self.secure();
            return self.after_coins();
        }
        self.step = Step::Rubeln { optional: false };
    }

    /// Stop: this turn's coins are secured (KZ-25); in the delivery turn
    /// before any coin, the turn simply ends (KZ-22).
    pub(super) fn stop(&mut self) {
        self.secure();
        self.end_turn();
    }

    fn secure(&mut self) {
        let seat = self.turn;
        if self.pending.is_empty() {
            return;
        }
        let coins = std::mem::take(&mut self.pending);
        self.players[seat].secured.extend(coins);
        self.log.push(Event::Secured { seat, total: total(&self.players[seat].secured) as u8 });
    }

    /// After a njet or the last coin: the turn ends, or the game when the
    /// pool is empty; then the first to begin Rubeln wins (KZ-27).
    fn after_coins(&mut self) {
        if self.pool.is_empty() {
            let first = (0..self.players.len())
                .filter_map(|s| self.players[s].rubel_started.map(|t| (t, s)))
                .min()
                .map_or(self.turn, |(_, s)| s);
            return self.finish(End::PoolEmpty { seat: first });
        }
        self.end_turn();
    }
}
