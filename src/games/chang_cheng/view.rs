//! What one seat may see, and the public log (CC-R31).
//!
//! Hidden: other seats' hands; the priority of every face-down card on the
//! board except the viewer's own; reputation counters until their province
//! completes; threat counters the viewer has not looked at, until the end
//! (removed ones stay unseen); the reserves; the rng. Public: pieces,
//! owners of face-down cards, who looked where, scores, every choice.

use serde::{Deserialize, Serialize};

use super::board::{BoardData, ProvinceId, SideId, SiteId, TerritoryId};
use super::mongol::ThreatResult;
use super::moves::{Action, Card, End};
use super::scoring::{Effect, Scoring};
use super::{ChangCheng, PieceKind, PlacedCard, Step};
use crate::engine::{Seat, Viewer};

/// Something that happened, in order; the renderer turns these into words.
/// No event names a hidden value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Event {
    TurnStarted {
        seat: Seat,
    },
    /// Nothing of any action was possible (CC-R29).
    Skipped {
        seat: Seat,
    },
    ActionChosen {
        seat: Seat,
        action: Action,
    },
    WallPlaced {
        seat: Seat,
        site: SiteId,
    },
    /// A card face down; its priority is not logged.
    CardPlaced {
        seat: Seat,
        province: ProvinceId,
    },
    DoublePlaced {
        seat: Seat,
        sites: [SiteId; 2],
        points: i64,
    },
    TowerPlaced {
        seat: Seat,
        site: SiteId,
    },
    /// `seat` looked at the territory's threat counter (value not logged).
    Peeked {
        seat: Seat,
        territory: TerritoryId,
    },
    /// The province was completed by `seat`'s piece: its value is
    /// `base + reputation`; `cards` revealed in the order played;
    /// `cancelled` priorities left the game (CC-R14, R15).
    Completed {
        province: ProvinceId,
        seat: Seat,
        base: i64,
        reputation: u8,
        cards: Vec<PlacedCard>,
        cancelled: Vec<Card>,
    },
    /// One card's effect; `value` is the province's value afterwards.
    CardResolved {
        province: ProvinceId,
        owner: Seat,
        card: Card,
        effect: Effect,
        value: i64,
    },
    /// Majority counts (with card bonuses) and who gained `value`.
    Scored {
        province: ProvinceId,
        value: i64,
        counts: Vec<i64>,
        winners: Vec<Seat>,
    },
    /// An emperor card was laid; `left` remain beside the board.
    EmperorCard {
        province: ProvinceId,
        left: u8,
    },
    /// The third emperor card: `seat` adds `sections` sections.
    ExpansionStarted {
        seat: Seat,
        sections: u8,
    },
    Expanded {
        seat: Seat,
        side: SideId,
        end: End,
        slot: u8,
    },
    /// The last site was filled.
    WallComplete,
    /// Nobody could act any more (CC-R30).
    EarlyEnd,
    /// The Mongol evaluation of one territory (CC-R27).
    Threat {
        result: ThreatResult,
    },
    GameOver {
        scores: Vec<i64>,
    },
}

#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PieceView {
    pub kind: PieceKind,
    pub owner: Seat,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub destroyed: bool,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CardView {
    pub owner: Seat,
    /// Only for its owner (or once revealed).
    pub card: Option<Card>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProvinceView {
    pub id: ProvinceId,
    /// Sites, west to east.
    pub sites: Vec<SiteId>,
    /// The reputation counter once the province's scoring has begun
    /// (a completed province waiting behind another keeps it face down).
    pub reputation: Option<u8>,
    pub complete: bool,
    pub emperor: bool,
    pub cards: Vec<CardView>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TerritoryView {
    pub id: TerritoryId,
    pub sites: Vec<SiteId>,
    /// The threat, if the viewer looked at it (or at the end); never once removed.
    pub threat: Option<u8>,
    pub removed: bool,
    /// Seats that looked at this counter.
    pub peeked_by: Vec<Seat>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatView {
    pub walls: u8,
    pub double: bool,
    pub tower: bool,
    pub hand_size: usize,
    /// Own view only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand: Option<Vec<Card>>,
    pub score: i64,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CcView {
    pub board: &'static BoardData,
    /// Side in each slot.
    pub sections: Vec<SideId>,
    /// Slots west to east.
    pub line: Vec<u8>,
    /// Site ids west to east.
    pub order: Vec<SiteId>,
    pub sites: Vec<Option<PieceView>>,
    /// Per site: the province and territory it belongs to.
    pub site_province: Vec<ProvinceId>,
    pub site_territory: Vec<TerritoryId>,
    /// Per site: seats it is reserved for by their towers (CC-R11), empty if open.
    pub reserved_for: Vec<Vec<Seat>>,
    pub provinces: Vec<ProvinceView>,
    pub territories: Vec<TerritoryView>,
    pub seats: Vec<SeatView>,
    pub reserve: [usize; 2],
    pub emperor_left: u8,
    pub expanded: bool,
    pub expansions: u8,
    pub start: Seat,
    pub turn: Seat,
    pub first_turn: bool,
    pub step: Step,
    /// The province being scored, its cards revealed.
    pub scoring: Option<Scoring>,
    pub log: Vec<Event>,
    /// The Mongol evaluation, once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub evaluation: Option<Vec<ThreatResult>>,
}

impl CcView {
    pub fn of(game: &ChangCheng, viewer: Viewer) -> Self {
        let layout = game.layout();
        let over = game.step == Step::Over;
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        };
        let seats_of = |mask: u8| (0..game.players.len()).filter(|&s| mask & (1 << s) != 0).collect::<Vec<_>>();
        let n = game.sites.len() as SiteId;
        let provinces = (0..game.provinces.len() as ProvinceId)
            .map(|p| {
                let prov = &game.provinces[p as usize];
                ProvinceView {
                    id: p,
                    sites: layout.province_sites(p).collect(),
                    reputation: game.revealed(p).then_some(prov.reputation),
                    complete: prov.complete,
                    emperor: prov.emperor,
                    cards: prov
                        .cards
                        .iter()
                        .map(|c| CardView { owner: c.owner, card: (Some(c.owner) == me).then_some(c.card) })
                        .collect(),
                }
            })
            .collect();
        let territories = (0..game.territories.len() as TerritoryId)
            .map(|t| {
                let ter = &game.territories[t as usize];
                let seen = !ter.removed && (over || me.is_some_and(|s| ter.peeked & (1 << s) != 0));
                TerritoryView {
                    id: t,
                    sites: layout.territory_sites(t).collect(),
                    threat: seen.then_some(ter.threat),
                    removed: ter.removed,
                    peeked_by: seats_of(ter.peeked),
                }
            })
            .collect();
        let reservations = game.reserved_sites();
        CcView {
            board: BoardData::get(),
            sections: game.sections.clone(),
            line: game.line.clone(),
            order: layout.line_order().collect(),
            sites: game
                .sites
                .iter()
                .map(|p| p.map(|p| PieceView { kind: p.kind, owner: p.owner, destroyed: p.destroyed }))
                .collect(),
            site_province: (0..n).map(|s| layout.province_of(s)).collect(),
            site_territory: (0..n).map(|s| layout.territory_of(s)).collect(),
            reserved_for: reservations.iter().map(|&m| seats_of(m)).collect(),
            provinces,
            territories,
            seats: game
                .players
                .iter()
                .enumerate()
                .map(|(seat, p)| SeatView {
                    walls: p.walls,
                    double: p.double,
                    tower: p.tower,
                    hand_size: p.hand.len(),
                    hand: (Some(seat) == me).then(|| p.hand.clone()),
                    score: p.score,
                })
                .collect(),
            reserve: [game.reputation_reserve.len(), game.threat_reserve.len()],
            emperor_left: game.emperor_left,
            expanded: game.expanded,
            expansions: game.expansions,
            start: game.start,
            turn: game.turn,
            first_turn: game.turns == 0,
            step: game.step,
            scoring: game.scoring.clone(),
            log: game.log.clone(),
            evaluation: over.then(|| game.threat_results()),
        }
    }
}
