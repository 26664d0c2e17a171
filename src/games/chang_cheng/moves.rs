//! Moves and refusals of Chang Cheng.

use serde::{Deserialize, Serialize};

use super::board::{ProvinceId, SideId, SiteId, TerritoryId};
use crate::engine::RuleError;

/// A card's priority, 1..=6 (CC-A1).
pub type Card = u8;

/// The five actions of a turn (CC-R5..R9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Action {
    /// 2 single walls in 2 different provinces.
    Walls,
    /// 2 action cards face down in 2 different incomplete provinces.
    Cards,
    /// 1 card, then 1 single wall in the same province.
    CardWall,
    /// The double wall on 2 adjacent sites.
    Double,
    /// The tower.
    Tower,
}

impl Action {
    pub const ALL: [Action; 5] = [Action::Walls, Action::Cards, Action::CardWall, Action::Double, Action::Tower];
}

/// Option a or b of a card with two effects (cards 3 and 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CardOption {
    A,
    B,
}

/// Where a new section joins the line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum End {
    West,
    East,
}

/// One atomic decision of the seat that must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Move {
    /// Choose the turn's action (CC-R1).
    Action { action: Action },
    /// A single wall (Einfachmauer) on a free site (CC-R5, R7).
    Wall { site: SiteId },
    /// An action card face down into an incomplete province (CC-R6, R7).
    Card { card: Card, province: ProvinceId },
    /// The double wall on `site` and its eastern neighbour (CC-R8).
    Double { site: SiteId },
    /// The tower on `site` (CC-R9).
    Tower { site: SiteId },
    /// Card 1: remove the card of this priority from the province (CC-R21).
    RemoveCard { card: Card },
    /// Card 2a: destroy the single wall on `site` (CC-R22).
    Destroy { site: SiteId },
    /// Card 2b: remove the threat counter of a bordering territory (CC-R22).
    RemoveThreat { territory: TerritoryId },
    /// Card 3 or 4: option a or b.
    Choose { option: CardOption },
    /// Card 6: swap the single wall on `site` (in the province) with the one on `with`.
    Swap { site: SiteId, with: SiteId },
    /// Card 6: no swap.
    Pass,
    /// Expansion: add board side `side` at one end of the line (CC-R25).
    Expand { side: SideId, end: End },
}

/// Why a move is refused. Codes are stable; rule ids from `docs/rules/chang-cheng.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CcError {
    GameOver,
    /// The move belongs to another step; `step` names the current one.
    WrongStep {
        step: &'static str,
    },
    /// The very first turn is one single wall (CC-R2).
    FirstTurn,
    /// None of the action's parts can be carried out (CC-R29).
    ActionImpossible {
        action: Action,
    },
    NoSuchSite {
        site: SiteId,
    },
    NoSuchProvince {
        province: ProvinceId,
    },
    NoSuchTerritory {
        territory: TerritoryId,
    },
    SiteTaken {
        site: SiteId,
    },
    /// The last free neighbour of another player's tower (CC-R11).
    Reserved {
        site: SiteId,
    },
    NoWallsLeft,
    /// The two walls go into two different provinces (CC-R5).
    SameProvince {
        province: ProvinceId,
    },
    /// This placement would leave the rest of the action impossible (CC-R29).
    SpoilsAction {
        site: SiteId,
    },
    /// The card of C+W and its wall share one province (CC-R7).
    OtherProvince {
        province: ProvinceId,
    },
    CardNotInHand {
        card: Card,
    },
    /// Cards go into incomplete provinces only (CC-R6).
    ProvinceComplete {
        province: ProvinceId,
    },
    /// The card must go where the wall can follow (CC-R29).
    WallCannotFollow {
        province: ProvinceId,
    },
    /// The double wall covers 2 neighbouring sites (CC-R8).
    NotAdjacent {
        site: SiteId,
    },
    /// A tower never stands next to a tower (CC-R9).
    TowerNextToTower {
        site: SiteId,
    },
    /// Not a card that may be removed by card 1 (CC-R21).
    NoSuchCard {
        card: Card,
    },
    /// Card 2a destroys a standing single wall of this province (CC-R22).
    NotDestroyable {
        site: SiteId,
    },
    /// Card 2b: a bordering territory that still has its counter (CC-R22).
    NotRemovable {
        territory: TerritoryId,
    },
    /// Card 6 swaps two standing single walls of different owners (CC-R23).
    NotSwappable {
        site: SiteId,
    },
    /// Not a board side that can still be added (CC-R25).
    SideUnavailable {
        side: SideId,
    },
}

impl RuleError for CcError {
    fn code(&self) -> &'static str {
        match self {
            CcError::GameOver => "game_over",
            CcError::WrongStep { .. } => "wrong_step",
            CcError::FirstTurn => "first_turn",
            CcError::ActionImpossible { .. } => "action_impossible",
            CcError::NoSuchSite { .. } => "no_such_site",
            CcError::NoSuchProvince { .. } => "no_such_province",
            CcError::NoSuchTerritory { .. } => "no_such_territory",
            CcError::SiteTaken { .. } => "site_taken",
            CcError::Reserved { .. } => "site_reserved",
            CcError::NoWallsLeft => "no_walls_left",
            CcError::SameProvince { .. } => "same_province",
            CcError::SpoilsAction { .. } => "spoils_action",
            CcError::OtherProvince { .. } => "other_province",
            CcError::CardNotInHand { .. } => "card_not_in_hand",
            CcError::ProvinceComplete { .. } => "province_complete",
            CcError::WallCannotFollow { .. } => "wall_cannot_follow",
            CcError::NotAdjacent { .. } => "not_adjacent",
            CcError::TowerNextToTower { .. } => "tower_next_to_tower",
            CcError::NoSuchCard { .. } => "no_such_card",
            CcError::NotDestroyable { .. } => "not_destroyable",
            CcError::NotRemovable { .. } => "not_removable",
            CcError::NotSwappable { .. } => "not_swappable",
            CcError::SideUnavailable { .. } => "side_unavailable",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            CcError::GameOver => "CC-R26",
            CcError::WrongStep { .. } => "CC-R1",
            CcError::FirstTurn => "CC-R2",
            CcError::ActionImpossible { .. } | CcError::SpoilsAction { .. } | CcError::WallCannotFollow { .. } => {
                "CC-R29"
            }
            CcError::NoSuchSite { .. } | CcError::NoSuchProvince { .. } | CcError::NoSuchTerritory { .. } => {
                return None
            }
            CcError::SiteTaken { .. } => "CC-R4",
            CcError::Reserved { .. } => "CC-R11",
            CcError::NoWallsLeft | CcError::SameProvince { .. } => "CC-R5",
            CcError::OtherProvince { .. } => "CC-R7",
            CcError::CardNotInHand { .. } | CcError::ProvinceComplete { .. } => "CC-R6",
            CcError::NotAdjacent { .. } => "CC-R8",
            CcError::TowerNextToTower { .. } => "CC-R9",
            CcError::NoSuchCard { .. } => "CC-R21",
            CcError::NotDestroyable { .. } | CcError::NotRemovable { .. } => "CC-R22",
            CcError::NotSwappable { .. } => "CC-R23",
            CcError::SideUnavailable { .. } => "CC-R25",
        })
    }
}

impl std::fmt::Display for CcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CcError::GameOver => write!(f, "the game is over"),
            CcError::WrongStep { step } => write!(f, "that move does not belong to the current step ({step})"),
            CcError::FirstTurn => write!(f, "the very first turn of the game is exactly one single wall"),
            CcError::ActionImpossible { action } => write!(f, "no part of the action {action:?} can be carried out"),
            CcError::NoSuchSite { site } => write!(f, "there is no building site {site}"),
            CcError::NoSuchProvince { province } => write!(f, "there is no province {province}"),
            CcError::NoSuchTerritory { territory } => write!(f, "there is no Mongol territory {territory}"),
            CcError::SiteTaken { site } => write!(f, "site {site} is not free"),
            CcError::Reserved { site } => {
                write!(f, "site {site} is the last free neighbour of another player's tower and reserved for its owner")
            }
            CcError::NoWallsLeft => write!(f, "you have no single walls left"),
            CcError::SameProvince { province } => {
                write!(f, "the second wall must go into another province than {province}")
            }
            CcError::SpoilsAction { site } => {
                write!(
                    f,
                    "a piece on site {site} would make the rest of your action impossible; you must try to complete it"
                )
            }
            CcError::OtherProvince { province } => {
                write!(f, "the wall goes into the province of your card, not into province {province}")
            }
            CcError::CardNotInHand { card } => write!(f, "you hold no action card {card}"),
            CcError::ProvinceComplete { province } => write!(f, "province {province} is complete"),
            CcError::WallCannotFollow { province } => {
                write!(f, "your wall could not follow the card into province {province}, but it can elsewhere")
            }
            CcError::NotAdjacent { site } => {
                write!(f, "the double wall needs site {site} and a free neighbour to its east")
            }
            CcError::TowerNextToTower { site } => {
                write!(f, "site {site} is next to a tower; towers never stand side by side")
            }
            CcError::NoSuchCard { card } => write!(f, "there is no other card {card} left in this province"),
            CcError::NotDestroyable { site } => write!(f, "site {site} holds no standing single wall of this province"),
            CcError::NotRemovable { territory } => {
                write!(f, "territory {territory} does not border this province or has no counter left")
            }
            CcError::NotSwappable { site } => {
                write!(f, "site {site} cannot take part in the swap (standing single walls of different owners only)")
            }
            CcError::SideUnavailable { side } => write!(f, "board side {side} cannot be added (its board is in play)"),
        }
    }
}
