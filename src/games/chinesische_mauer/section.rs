//! A building section (Bauabschnitt): its fame tiles and its row of cards,
//! and the arithmetic of who has how many points there.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Kind};

/// One place in the row: a card and, if Dragons were laid on it, the cards
/// beneath. Only `top` is uncovered and counts (CM-10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    pub top: Card,
    /// Covered cards, bottom first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub under: Vec<Card>,
}

impl Stack {
    pub fn cards(&self) -> impl Iterator<Item = &Card> {
        self.under.iter().chain(std::iter::once(&self.top))
    }
}

/// The first fame tile of a section, lying face up on a card (CM-18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlacedTile {
    pub value: u8,
    /// Index of the stack whose top card carries the tile.
    pub stack: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Section {
    /// Face-up tiles still to be won: two, or one once the first is placed.
    pub open: Vec<u8>,
    pub placed: Option<PlacedTile>,
    /// Left to right; new cards go on the right (Karten werden immer ganz
    /// rechts angelegt).
    pub stacks: Vec<Stack>,
    /// Removed for lack of tiles (CM-24); indices of later sections stay.
    #[serde(default)]
    pub closed: bool,
}

impl Section {
    pub fn with_tiles(a: u8, b: u8) -> Self {
        Section { open: vec![a, b], placed: None, stacks: Vec::new(), closed: false }
    }

    pub fn closed() -> Self {
        Section { open: Vec::new(), placed: None, stacks: Vec::new(), closed: true }
    }

    /// A Noble lies uncovered here (CM-11).
    pub fn noble_active(&self) -> bool {
        self.stacks.iter().any(|s| s.top.kind == Kind::Noble)
    }

    /// The value of the uncovered card of stack `i` (CM-10..13).
    pub fn value_of(&self, i: usize) -> i32 {
        self.value_with(i, self.noble_active())
    }

    fn value_with(&self, i: usize, noble: bool) -> i32 {
        let card = self.stacks[i].top;
        if noble {
            return 1;
        }
        if card.kind == Kind::Warrior {
            let left = self.stacks[..i].iter().filter(|s| s.top == card).count();
            return 1 + left as i32;
        }
        card.kind.base_value()
    }

    /// Every seat's total here (CM-17): own uncovered values minus the
    /// placed tile if it lies on an own card. Writes into `totals`.
    pub fn totals(&self, totals: &mut [i32]) {
        totals.iter_mut().for_each(|t| *t = 0);
        let noble = self.noble_active();
        // Warriors count their own-colour uncovered Warriors to the left;
        // one pass with a running count per owner keeps this linear.
        let mut warriors_seen = [0i32; 8];
        for stack in &self.stacks {
            let card = stack.top;
            let owner = card.owner as usize;
            let value = if noble {
                1
            } else if card.kind == Kind::Warrior {
                warriors_seen[owner] += 1;
                warriors_seen[owner]
            } else {
                card.kind.base_value()
            };
            totals[owner] += value;
        }
        if let Some(tile) = self.placed {
            totals[self.stacks[tile.stack].top.owner as usize] -= tile.value as i32;
        }
    }

    /// Seats with at least one card here, covered or not (CM-15, CM-A1),
    /// as a bit set.
    pub fn contributors(&self) -> u32 {
        self.stacks.iter().flat_map(Stack::cards).fold(0, |bits, card| bits | 1 << card.owner)
    }

    /// The one contributor whose total beats every other contributor's
    /// (CM-16); a sole contributor leads whatever his total.
    pub fn leader(&self, players: usize) -> Option<usize> {
        let contributors = self.contributors();
        if contributors == 0 {
            return None;
        }
        let mut totals = [0i32; 8];
        self.totals(&mut totals[..players]);
        let mut best: Option<(usize, i32)> = None;
        let mut tied = false;
        for seat in (0..players).filter(|&s| contributors & (1 << s) != 0) {
            match best {
                Some((_, top)) if totals[seat] < top => {}
                Some((_, top)) if totals[seat] == top => tied = true,
                _ => {
                    best = Some((seat, totals[seat]));
                    tied = false;
                }
            }
        }
        if tied { None } else { best.map(|(seat, _)| seat) }
    }

    /// Whether this section can still award a tile to anyone.
    pub fn has_open_tiles(&self) -> bool {
        !self.closed && !self.open.is_empty()
    }

    /// Stacks a Dragon may be laid on: any whose top has no fame tile (CM-21).
    pub fn coverable(&self, i: usize) -> bool {
        i < self.stacks.len() && self.placed.is_none_or(|t| t.stack != i)
    }

    /// Lays a card at the right end.
    pub fn push(&mut self, card: Card) {
        self.stacks.push(Stack { top: card, under: Vec::new() });
    }

    /// Lays a Dragon on stack `i`.
    pub fn cover(&mut self, i: usize, dragon: Card) {
        let stack = &mut self.stacks[i];
        let old = std::mem::replace(&mut stack.top, dragon);
        stack.under.push(old);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(owner: u8, kind: Kind) -> Card {
        Card { owner, kind }
    }

    #[test]
    fn value_of_matches_totals() {
        let mut s = Section::with_tiles(1, 2);
        for (o, k) in [(0, Kind::Warrior), (1, Kind::Warrior), (0, Kind::Warrior), (0, Kind::Tower)] {
            s.push(card(o, k));
        }
        let mut totals = [0; 2];
        s.totals(&mut totals);
        let by_value: i32 = (0..4).filter(|&i| s.stacks[i].top.owner == 0).map(|i| s.value_of(i)).sum();
        assert_eq!(totals[0], by_value);
        assert_eq!(totals, [1 + 2 + 3, 1]);
    }
}
