//! Where the log names each won fame tile (CM-A9).
//!
//! A tile is named while it lies open on the table: when its section is
//! refilled, when it is placed as a first tile, and at the award. Once won it
//! lies face down („legt es verdeckt vor sich ab“), so a seat's view of the
//! log stops naming the tiles others won, and `determinize` rewrites these
//! mentions when it re-deals those tiles. The trace links every entry of a
//! seat's `won` (in the order it was pushed) to its mentions.

use super::view::Event;
use crate::engine::Seat;

/// One place in the log that names a tile value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mention {
    /// Slot 0 or 1 of `SectionRefilled::tiles` at this log index.
    Refilled { event: usize, slot: usize },
    /// `TilePlaced::tile` at this log index.
    Placed { event: usize },
    /// `TilesAwarded::tile` (the second tile) at this log index.
    AwardTile { event: usize },
    /// `TilesAwarded::placed_tile` at this log index.
    AwardPlaced { event: usize },
}

/// One won tile: who holds it and where the log names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WonTile {
    pub seat: Seat,
    pub mentions: Vec<Mention>,
    /// The other tile of the same pair, as an index into the trace: with
    /// two players the two tiles of a pair are never equal (CM-04).
    pub partner: usize,
}

/// All won tiles in the order they were won (per award: the second tile's
/// taker first, then the owner of the placed tile, as `won` is pushed).
/// `sections` is the game's number of sections: a loaded log naming another
/// section is ignored there (the log of a save is not otherwise checked).
pub fn won_tiles(log: &[Event], sections: usize) -> Vec<WonTile> {
    // Per section: the refill event of its open pair and its placement.
    let mut refill: Vec<Option<(usize, [u8; 2])>> = vec![None; sections];
    let mut placed: Vec<Option<usize>> = vec![None; sections];
    let mut out = Vec::new();
    for (i, event) in log.iter().enumerate() {
        match *event {
            Event::SectionRefilled { section, tiles } if section < sections => {
                refill[section] = Some((i, tiles));
                placed[section] = None;
            }
            Event::TilePlaced { section, .. } if section < sections => placed[section] = Some(i),
            Event::TilesAwarded { section, seat, placed_owner, placed_tile, .. } if section < sections => {
                let mut taken = vec![Mention::AwardTile { event: i }];
                let mut laid = vec![Mention::AwardPlaced { event: i }];
                if let Some((r, tiles)) = refill[section].take() {
                    let placed_slot = if tiles[0] == placed_tile { 0 } else { 1 };
                    laid.push(Mention::Refilled { event: r, slot: placed_slot });
                    taken.push(Mention::Refilled { event: r, slot: 1 - placed_slot });
                }
                if let Some(p) = placed[section].take() {
                    laid.push(Mention::Placed { event: p });
                }
                let first = out.len();
                out.push(WonTile { seat, mentions: taken, partner: first + 1 });
                out.push(WonTile { seat: placed_owner, mentions: laid, partner: first });
            }
            _ => {}
        }
    }
    out
}

/// Writes `value` into every mention of one won tile.
pub fn rewrite(log: &mut [Event], mentions: &[Mention], value: u8) {
    for &m in mentions {
        match (m, log.get_mut(event_of(m))) {
            (Mention::Refilled { slot, .. }, Some(Event::SectionRefilled { tiles, .. })) => tiles[slot] = value,
            (Mention::Placed { .. }, Some(Event::TilePlaced { tile, .. })) => *tile = value,
            (Mention::AwardTile { .. }, Some(Event::TilesAwarded { tile, .. })) => *tile = value,
            (Mention::AwardPlaced { .. }, Some(Event::TilesAwarded { placed_tile, .. })) => *placed_tile = value,
            _ => {}
        }
    }
}

pub fn event_of(m: Mention) -> usize {
    match m {
        Mention::Refilled { event, .. }
        | Mention::Placed { event }
        | Mention::AwardTile { event }
        | Mention::AwardPlaced { event } => event,
    }
}
