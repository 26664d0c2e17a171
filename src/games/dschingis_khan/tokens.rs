//! The tokens (Spielsteine) and the scoring of a village's stack.
//!
//! Each colour has 17 tokens: 5 Chinese warriors, 5 Mongol riders, 5
//! peasants, 1 plague and 1 herb. A token is identified by its id: colour
//! `id / 17`, kind `COLOUR_SET[id % 17]`. Ids live in the full state only;
//! views show owner and, where the viewer may know it, the kind.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::board::Side;
use crate::engine::Seat;

/// What a token shows on its face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// C: chinesischer Krieger, +3 in China, -3 in Mongolia.
    Chinese,
    /// M: mongolischer Reiter, +3 in Mongolia, -3 in China.
    Mongol,
    /// P: Bauer, +1 on either side.
    Peasant,
    /// X: Pest; turns a village's points negative, scores 0 itself.
    Plague,
    /// H: Heilkraut; turns a village's points positive, scores 0 itself.
    Herb,
}

impl Kind {
    pub const ALL: [Kind; 5] = [Kind::Chinese, Kind::Mongol, Kind::Peasant, Kind::Plague, Kind::Herb];

    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A token: colour `id / 17`, kind `COLOUR_SET[id % 17]`.
pub type TokenId = u8;

/// Tokens per colour.
pub const PER_COLOUR: usize = 17;

/// The kinds of one colour's 17 tokens, in id order.
const COLOUR_SET: [Kind; PER_COLOUR] = [
    Kind::Chinese,
    Kind::Chinese,
    Kind::Chinese,
    Kind::Chinese,
    Kind::Chinese,
    Kind::Mongol,
    Kind::Mongol,
    Kind::Mongol,
    Kind::Mongol,
    Kind::Mongol,
    Kind::Peasant,
    Kind::Peasant,
    Kind::Peasant,
    Kind::Peasant,
    Kind::Peasant,
    Kind::Plague,
    Kind::Herb,
];

pub fn kind_of(id: TokenId) -> Kind {
    COLOUR_SET[id as usize % PER_COLOUR]
}

pub fn owner_of(id: TokenId) -> Seat {
    id as usize / PER_COLOUR
}

/// The ids of one colour.
pub fn colour(seat: Seat) -> impl Iterator<Item = TokenId> {
    let first = (seat * PER_COLOUR) as TokenId;
    first..first + PER_COLOUR as TokenId
}

/// How many tokens of each kind are in a list, indexed by `Kind::index`.
pub fn count_kinds(tokens: &[TokenId]) -> [u8; 5] {
    let mut counts = [0u8; 5];
    for &t in tokens {
        counts[kind_of(t).index()] += 1;
    }
    counts
}

/// The points of a stack for its controller (DK-R48). Plague and herb
/// cancel each other out; they never score themselves.
pub fn stack_points(stack: &[TokenId], side: Side) -> i64 {
    counted_points(count_kinds(stack), side)
}

/// `stack_points` of `stack` with one more token of `kind` on top (a bot
/// judging a step before it is taken).
pub fn stack_points_with(stack: &[TokenId], kind: Kind, side: Side) -> i64 {
    let mut counts = count_kinds(stack);
    counts[kind.index()] += 1;
    counted_points(counts, side)
}

fn counted_points(counts: [u8; 5], side: Side) -> i64 {
    let (plague, herb) = (counts[Kind::Plague.index()] > 0, counts[Kind::Herb.index()] > 0);
    let warriors = (counts[Kind::Chinese.index()] + counts[Kind::Mongol.index()]) as i64;
    let peasants = counts[Kind::Peasant.index()] as i64;
    match (plague, herb) {
        (true, false) => -3 * warriors - peasants,
        (false, true) => 3 * warriors + peasants,
        _ => {
            let (home, foreign) = match side {
                Side::China => (Kind::Chinese, Kind::Mongol),
                Side::Mongolia => (Kind::Mongol, Kind::Chinese),
            };
            3 * counts[home.index()] as i64 - 3 * counts[foreign.index()] as i64 + peasants
        }
    }
}

/// A set of token ids (at most 4 colours x 17 = 68), as one word.
/// Serialised as the sorted list of ids.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct TokenSet(pub u128);

impl TokenSet {
    pub fn contains(self, id: TokenId) -> bool {
        id < 128 && self.0 & (1u128 << id) != 0
    }

    pub fn insert(&mut self, id: TokenId) {
        self.0 |= 1u128 << (id & 127);
    }

    pub fn iter(self) -> impl Iterator<Item = TokenId> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let id = bits.trailing_zeros() as TokenId;
            bits &= bits - 1;
            Some(id)
        })
    }
}

impl std::fmt::Debug for TokenSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for TokenSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for TokenSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let ids = Vec::<TokenId>::deserialize(deserializer)?;
        if ids.iter().any(|&id| id >= 128) {
            return Err(serde::de::Error::custom("token ids must be below 128"));
        }
        let mut set = TokenSet::default();
        ids.into_iter().for_each(|id| set.insert(id));
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_set_has_the_rulebook_mix() {
        let ids: Vec<TokenId> = colour(2).collect();
        assert_eq!(count_kinds(&ids), [5, 5, 5, 1, 1]);
        assert!(ids.iter().all(|&t| owner_of(t) == 2));
    }
}
