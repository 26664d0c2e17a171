//! Moves and refusals of Chinesische Mauer.

use serde::{Deserialize, Serialize};

use super::cards::Kind;
use crate::engine::RuleError;

/// One atomic decision of the seat that must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Move {
    /// Scoring, first tile: lay the open tile of this value face up on one's
    /// own uncovered card in the section (CM-18).
    PlaceTile { section: usize, tile: u8, stack: usize },
    /// Action: lay `count` identical cards at the right end of a section (CM-07).
    /// Also the Dragon laid at the end.
    Play { kind: Kind, count: u8, section: usize },
    /// Action: lay the Dragon (Drache) on top of stack `stack` (CM-10).
    Cover { section: usize, stack: usize },
    /// Free play of one or both Reiter at the right end of a section (CM-09).
    Ride { count: u8, section: usize },
    /// Action: draw the top card of one's own deck (CM-08).
    Draw,
}

/// Why a move is refused. Codes are stable; the rule ids are from
/// `docs/rules/chinesische-mauer.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmError {
    GameOver,
    /// A first tile must be placed before anything else (CM-18).
    TileDecisionPending { section: usize },
    /// `PlaceTile` while no tile is to be placed.
    NoTileToPlace,
    /// The tile named is not open in that section.
    TileNotOpen { section: usize, tile: u8 },
    /// The tile must lie on one of one's own uncovered cards (CM-18, CM-A2).
    NotOwnCard { section: usize, stack: usize },
    UnknownSection { section: usize },
    /// The section was removed for lack of tiles (CM-24).
    SectionClosed { section: usize },
    NoSuchStack { section: usize, stack: usize },
    /// Fewer such cards in hand than the move lays (CM-07).
    NotInHand { kind: Kind, count: u8 },
    /// At least one card must be laid.
    ZeroCards,
    /// Horsemen are laid with `ride`, free of an action (CM-09).
    HorsemanNeedsRide,
    /// A card carrying a fame tile cannot be covered (CM-21).
    CoverTiledCard { section: usize, stack: usize },
    /// The own deck is empty (CM-08).
    DeckEmpty,
    /// After the last round no cards are laid or drawn (CM-26).
    ScoringOnly,
}

impl RuleError for CmError {
    fn code(&self) -> &'static str {
        match self {
            CmError::GameOver => "game_over",
            CmError::TileDecisionPending { .. } => "tile_decision_pending",
            CmError::NoTileToPlace => "no_tile_to_place",
            CmError::TileNotOpen { .. } => "tile_not_open",
            CmError::NotOwnCard { .. } => "not_own_card",
            CmError::UnknownSection { .. } => "unknown_section",
            CmError::SectionClosed { .. } => "section_closed",
            CmError::NoSuchStack { .. } => "no_such_stack",
            CmError::NotInHand { .. } => "not_in_hand",
            CmError::ZeroCards => "zero_cards",
            CmError::HorsemanNeedsRide => "horseman_needs_ride",
            CmError::CoverTiledCard { .. } => "cover_tiled_card",
            CmError::DeckEmpty => "deck_empty",
            CmError::ScoringOnly => "scoring_only",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            CmError::GameOver => "CM-23",
            CmError::TileDecisionPending { .. } | CmError::NoTileToPlace | CmError::TileNotOpen { .. } => "CM-18",
            CmError::NotOwnCard { .. } => "CM-18",
            CmError::UnknownSection { .. } => "CM-02",
            CmError::SectionClosed { .. } => "CM-24",
            CmError::NoSuchStack { .. } => "CM-10",
            CmError::NotInHand { .. } | CmError::ZeroCards => "CM-07",
            CmError::HorsemanNeedsRide => "CM-09",
            CmError::CoverTiledCard { .. } => "CM-21",
            CmError::DeckEmpty => "CM-08",
            CmError::ScoringOnly => "CM-26",
        })
    }
}

impl std::fmt::Display for CmError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CmError::GameOver => write!(f, "the game is over"),
            CmError::TileDecisionPending { section } => {
                write!(f, "first lay the fame tile won in section {section} on one of your cards")
            }
            CmError::NoTileToPlace => write!(f, "no fame tile is waiting to be placed"),
            CmError::TileNotOpen { section, tile } => write!(f, "section {section} has no open tile {tile}"),
            CmError::NotOwnCard { section, stack } => {
                write!(f, "card {stack} in section {section} is not one of your uncovered cards")
            }
            CmError::UnknownSection { section } => write!(f, "there is no section {section}"),
            CmError::SectionClosed { section } => write!(f, "section {section} has been removed: no tiles are left"),
            CmError::NoSuchStack { section, stack } => write!(f, "section {section} has no card {stack}"),
            CmError::NotInHand { kind, count } => write!(f, "you do not hold {count} × {kind:?}"),
            CmError::ZeroCards => write!(f, "lay at least one card"),
            CmError::HorsemanNeedsRide => write!(f, "horsemen are laid free of an action with a ride"),
            CmError::CoverTiledCard { section, stack } => {
                write!(f, "card {stack} in section {section} carries a fame tile and cannot be covered")
            }
            CmError::DeckEmpty => write!(f, "your deck is empty"),
            CmError::ScoringOnly => write!(f, "the last round is over: no more cards are laid or drawn"),
        }
    }
}
