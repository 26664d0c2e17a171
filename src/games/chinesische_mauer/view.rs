//! What one seat may see, and the public log of what happened.
//!
//! Hidden (CM A3): hands of others, every deck's order and contents, the
//! tile supply, and the values of tiles others have won face down. A tile
//! award names the values only to the seat that received them, until the
//! game is over and all tiles are turned.

use serde::{Deserialize, Serialize};

use super::cards::{Card, Kind};
use super::section::{PlacedTile, Stack};
use super::{ChinesischeMauer, Phase, Step};
use crate::engine::{Seat, Viewer};

/// Something that happened, in order; the renderer turns these into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Event {
    TurnStarted { seat: Seat },
    TilePlaced { seat: Seat, section: usize, tile: u8, stack: usize },
    /// Second tile: `seat` took `tile`, `placed_owner` took `placed_tile`.
    TilesAwarded { section: usize, seat: Seat, tile: u8, placed_owner: Seat, placed_tile: u8 },
    SectionRefilled { section: usize, tiles: [u8; 2] },
    /// Two equal tiles set aside (2 players, CM-04).
    PairDiscarded { section: usize, tile: u8 },
    SectionClosed { section: usize },
    Played { seat: Seat, section: usize, kind: Kind, count: u8 },
    Covered { seat: Seat, section: usize, stack: usize, covered: Card },
    Rode { seat: Seat, section: usize, count: u8 },
    Drew { seat: Seat },
    LastRound { trigger: Seat },
    ScoringOnly,
    GameOver,
}

/// An event as a viewer may read it: award values can be hidden.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "event", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ViewEvent {
    TilesAwarded { section: usize, seat: Seat, tile: Option<u8>, placed_owner: Seat, placed_tile: Option<u8> },
    #[serde(untagged)]
    Public(Event),
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatView {
    /// Only in the seat's own view.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<Vec<Kind>>,
    pub hand_size: usize,
    pub deck_size: usize,
    pub won_count: usize,
    /// Values of the won tiles: own seat, or everyone's once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub won: Option<Vec<u8>>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SectionView {
    pub open: Vec<u8>,
    pub placed: Option<PlacedTile>,
    pub stacks: Vec<Stack>,
    pub closed: bool,
    /// Current value of each stack's uncovered card (Noble, Warriors applied).
    pub values: Vec<i32>,
    /// Each seat's total here after the placed tile's deduction (CM-17).
    pub totals: Vec<i32>,
    /// Seats with a card here, covered or not (CM-15).
    pub contributors: Vec<Seat>,
    /// The seat that would score here at the start of its turn.
    pub leader: Option<Seat>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CmView {
    pub seats: Vec<SeatView>,
    pub sections: Vec<SectionView>,
    pub supply_size: usize,
    pub discarded: Vec<u8>,
    pub phase: Phase,
    pub turn: Seat,
    pub step: Step,
    pub log: Vec<ViewEvent>,
}

impl CmView {
    pub fn of(game: &ChinesischeMauer, viewer: Viewer) -> Self {
        let over = game.phase == Phase::Over;
        let players = game.players.len();
        let seats = game
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let own = viewer.is(seat);
                SeatView {
                    hand: own.then(|| p.hand.to_list()),
                    hand_size: p.hand.len(),
                    deck_size: p.deck.len(),
                    won_count: p.won.len(),
                    won: (own || over).then(|| p.won.clone()),
                }
            })
            .collect();
        let sections = game
            .sections
            .iter()
            .map(|s| {
                let mut totals = vec![0; players];
                s.totals(&mut totals);
                let contributors = s.contributors();
                SectionView {
                    open: s.open.clone(),
                    placed: s.placed,
                    stacks: s.stacks.clone(),
                    closed: s.closed,
                    values: (0..s.stacks.len()).map(|i| s.value_of(i)).collect(),
                    totals,
                    contributors: (0..players).filter(|&p| contributors & (1 << p) != 0).collect(),
                    leader: if s.has_open_tiles() { s.leader(players) } else { None },
                }
            })
            .collect();
        CmView {
            seats,
            sections,
            supply_size: game.supply.len(),
            discarded: game.discarded.clone(),
            phase: game.phase,
            turn: game.turn,
            step: game.step,
            log: game.log.iter().map(|e| view_event(*e, viewer, over)).collect(),
        }
    }
}

fn view_event(event: Event, viewer: Viewer, over: bool) -> ViewEvent {
    match event {
        Event::TilesAwarded { section, seat, tile, placed_owner, placed_tile } => ViewEvent::TilesAwarded {
            section,
            seat,
            tile: (over || viewer.is(seat)).then_some(tile),
            placed_owner,
            placed_tile: (over || viewer.is(placed_owner)).then_some(placed_tile),
        },
        other => ViewEvent::Public(other),
    }
}
