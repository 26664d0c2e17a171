//! What one seat may see, and the public log of what happened.
//!
//! Hidden (CM A3): hands of others, every deck's order and contents, the
//! tile supply, and the values of tiles others have won face down. Once a
//! tile is won, the log stops naming its value (at its refill, its placing
//! and its award) to everybody but its holder, until the game is over and
//! all tiles are turned (CM-A9, `trace.rs`).

use serde::{Deserialize, Serialize};

use super::cards::{Card, Kind};
use super::section::{PlacedTile, Stack};
use super::trace::{self, Mention};
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

/// An event as a viewer may read it: the values of tiles won by others are
/// `null` (CM-A9).
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "event", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum ViewEvent {
    SectionRefilled { section: usize, tiles: [Option<u8>; 2] },
    TilePlaced { seat: Seat, section: usize, tile: Option<u8>, stack: usize },
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
            log: view_log(&game.log, game.sections.len(), viewer, over),
        }
    }
}

/// The log with the values of tiles others won blanked out. Per event two
/// flags: the refill's two slots, or the award's tile and placed tile, or
/// the placed tile (flag 0).
pub fn view_log(log: &[Event], sections: usize, viewer: Viewer, over: bool) -> Vec<ViewEvent> {
    let mut hide = vec![[false; 2]; log.len()];
    if !over {
        for won in trace::won_tiles(log, sections).iter().filter(|w| !viewer.is(w.seat)) {
            for &m in &won.mentions {
                let (event, flag) = match m {
                    Mention::Refilled { event, slot } => (event, slot),
                    Mention::Placed { event } | Mention::AwardTile { event } => (event, 0),
                    Mention::AwardPlaced { event } => (event, 1),
                };
                hide[event][flag] = true;
            }
        }
    }
    log.iter().zip(hide).map(|(&e, [a, b])| view_event(e, a, b)).collect()
}

fn view_event(event: Event, hide_a: bool, hide_b: bool) -> ViewEvent {
    let show = |hide: bool, v: u8| (!hide).then_some(v);
    match event {
        Event::SectionRefilled { section, tiles: [x, y] } => {
            // A named tile first: which slot was hidden must say nothing
            // (with two equal values the trace cannot tell the slots apart).
            let mut tiles = [show(hide_a, x), show(hide_b, y)];
            if tiles[0].is_none() {
                tiles.swap(0, 1);
            }
            ViewEvent::SectionRefilled { section, tiles }
        }
        Event::TilePlaced { seat, section, tile, stack } => {
            ViewEvent::TilePlaced { seat, section, tile: show(hide_a, tile), stack }
        }
        Event::TilesAwarded { section, seat, tile, placed_owner, placed_tile } => ViewEvent::TilesAwarded {
            section,
            seat,
            tile: show(hide_a, tile),
            placed_owner,
            placed_tile: show(hide_b, placed_tile),
        },
        other => ViewEvent::Public(other),
    }
}
