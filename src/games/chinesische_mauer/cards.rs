//! The cards (Karten) and fame tiles (Ruhmeskärtchen): pure data.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The seven kinds of card in every colour set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// Mauer: 1 point.
    Wall,
    /// Tor: 2 points.
    Gate,
    /// Wachtturm: 3 points.
    Tower,
    /// Adliger: 1 point; every uncovered card in its section counts 1 (CM-11).
    Noble,
    /// Kämpfer: 1 + own uncovered Kämpfer to its left (CM-12).
    Warrior,
    /// Reiter: 2 points; laying it costs no action (CM-09).
    Horseman,
    /// Drache: 1 point; may cover any card without a fame tile (CM-10).
    Dragon,
}

impl Kind {
    pub const ALL: [Kind; 7] = [Kind::Wall, Kind::Gate, Kind::Tower, Kind::Noble, Kind::Warrior, Kind::Horseman, Kind::Dragon];

    /// How many of this kind one colour set holds (20 in all).
    pub const fn per_set(self) -> u8 {
        match self {
            Kind::Wall => 7,
            Kind::Gate => 3,
            Kind::Tower | Kind::Noble | Kind::Dragon => 1,
            Kind::Warrior => 5,
            Kind::Horseman => 2,
        }
    }

    /// The printed value, before Noble and Warrior effects.
    pub const fn base_value(self) -> i32 {
        match self {
            Kind::Wall | Kind::Noble | Kind::Warrior | Kind::Dragon => 1,
            Kind::Gate | Kind::Horseman => 2,
            Kind::Tower => 3,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// Cards per colour set.
pub const SET_SIZE: usize = 20;
/// Cards drawn into the starting hand (CM-05).
pub const START_HAND: usize = 5;

/// The 36 fame tiles by value (CM A1): 2x1, 6x2, 7x3, 7x4, 8x5, 4x7, 2x8.
pub const FAME_TILES: [(u8, usize); 7] = [(1, 2), (2, 6), (3, 7), (4, 7), (5, 8), (7, 4), (8, 2)];

/// A card on the table: its kind and its owner's seat (the colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub owner: u8,
    pub kind: Kind,
}

/// A hand, as counts per kind: the order of cards in a hand carries no
/// information, and counts make move generation allocation-free.
/// Serialised as a sorted list of kinds, which is what people read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hand([u8; 7]);

impl Hand {
    pub fn count(&self, kind: Kind) -> u8 {
        self.0[kind.index()]
    }

    pub fn add(&mut self, kind: Kind) {
        self.0[kind.index()] += 1;
    }

    pub fn remove(&mut self, kind: Kind, count: u8) {
        self.0[kind.index()] -= count;
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|&n| n as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    /// The kinds held, each once, in rulebook order.
    pub fn kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        Kind::ALL.into_iter().filter(|&k| self.count(k) > 0)
    }

    pub fn to_list(&self) -> Vec<Kind> {
        Kind::ALL.iter().flat_map(|&k| std::iter::repeat_n(k, self.count(k) as usize)).collect()
    }
}

impl Serialize for Hand {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_list().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Hand {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut hand = Hand::default();
        for kind in Vec::<Kind>::deserialize(deserializer)? {
            if hand.count(kind) >= kind.per_set() {
                return Err(serde::de::Error::custom(format!("more {kind:?} cards in a hand than a set holds")));
            }
            hand.add(kind);
        }
        Ok(hand)
    }
}

/// One player's full colour set, in rulebook order (before shuffling).
pub fn colour_set() -> Vec<Kind> {
    Kind::ALL.iter().flat_map(|&k| std::iter::repeat_n(k, k.per_set() as usize)).collect()
}

/// All 36 fame tile values (before shuffling).
pub fn fame_tiles() -> Vec<u8> {
    FAME_TILES.iter().flat_map(|&(value, n)| std::iter::repeat_n(value, n)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_has_twenty_cards() {
        assert_eq!(colour_set().len(), SET_SIZE);
    }

    #[test]
    fn thirty_six_tiles_worth_147() {
        let tiles = fame_tiles();
        assert_eq!(tiles.len(), 36);
        assert_eq!(tiles.iter().map(|&v| v as u32).sum::<u32>(), 147);
        assert!(!tiles.contains(&6));
    }
}
