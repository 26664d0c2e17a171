//! Moves and refusals of Dschingis Khan.

use serde::{Deserialize, Serialize};

use super::board::{LineId, TowerId, VillageId};
use super::tokens::Kind;
use crate::engine::RuleError;

/// One atomic decision of the seat that must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Move {
    /// Setup: lay one of the two drawn tokens face down on an empty village;
    /// the second must neighbour the first on the same side (DK-R50).
    SetupToken { village: VillageId, token: Kind },
    /// Setup: stand the scout on one of the two villages just taken (DK-R51).
    SetupScout { village: VillageId },
    /// Draw one wall from the general supply (DK-R2).
    DrawWall,
    /// Draw one random token from the own passive supply (DK-R2).
    DrawToken,
    /// Place all active tokens by moving the scout (DK-R6a).
    PlaceTokens,
    /// Place all active walls (DK-R6b).
    PlaceWalls,
    /// Take the blocked scout off the board instead of placing (DK-R25).
    RemoveScout,
    /// Stand the scout on a village again before placing tokens (DK-R27).
    Enter { village: VillageId },
    /// Step along a road to a neighbour and lay `token` there (DK-R12).
    Road { to: VillageId, token: Kind },
    /// Step through the open wall between two neighbours, which closes
    /// behind the scout, and lay `token` there (DK-R13).
    Gate { to: VillageId, token: Kind },
    /// Climb onto the wall at the open wall `climb` beside the scout's
    /// village, walk along the wall, climb down at the open wall `descend`
    /// beside `to`; both close. Lay `token` there (DK-R14).
    Walk { to: VillageId, token: Kind, climb: LineId, descend: LineId },
    /// Build an open wall on `line` (DK-R28). `remove_end` is given only in
    /// a new-end tie between two equal old pieces: the end tower whose
    /// piece is removed (DK-R38).
    BuildWall {
        line: LineId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        remove_end: Option<TowerId>,
    },
}

/// Why a move is refused. Codes are stable; the rule ids are from
/// `docs/rules/dschingis-khan.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DkError {
    GameOver,
    /// The move belongs to another step of the turn; `step` names the current one.
    WrongStep {
        step: &'static str,
    },
    NoSuchVillage {
        village: VillageId,
    },
    /// Setup tokens go on empty villages (DK-R50).
    VillageTaken {
        village: VillageId,
    },
    /// The second setup village must neighbour the first (DK-R50).
    NotNeighbour {
        village: VillageId,
    },
    /// The two setup villages lie on the same side (DK-R50).
    OtherSide {
        village: VillageId,
    },
    /// No empty neighbour on the same side is left for the second token (DK-R50).
    NoPartner {
        village: VillageId,
    },
    /// The scout starts on one of the two setup villages (DK-R51).
    NotSetupVillage {
        village: VillageId,
    },
    /// No token of this kind in the active supply (DK-R10).
    TokenNotHeld {
        token: Kind,
    },
    WallSupplyEmpty,
    PassiveSupplyEmpty,
    /// At most 4 walls in the active supply (DK-R3).
    TooManyWalls,
    /// At most 4 tokens in the active supply (DK-R3).
    TooManyTokens,
    /// Placing tokens needs at least one active token (DK-R7).
    NoTokens,
    /// Placing walls needs at least one active wall (DK-R7).
    NoWalls,
    ScoutOffBoard,
    /// Only a blocked scout may be taken off (DK-R24).
    ScoutNotBlocked,
    /// A blocked scout cannot place a single token: it is taken off
    /// instead, tokens are not thrown away without a step (DK-R6a, DK-A27).
    ScoutBlocked,
    /// Not an entry village for the scout (DK-R27).
    EntryRefused {
        village: VillageId,
    },
    /// The target does not share an edge with the scout's village.
    NotAdjacent {
        village: VillageId,
    },
    /// No road on this line (DK-R12).
    NoRoad {
        line: LineId,
    },
    /// A wall stands on the line: pass it through its gate (DK-R13).
    WallInTheWay {
        line: LineId,
    },
    /// No wall stands on the line to pass through (DK-R13).
    NoWallHere {
        line: LineId,
    },
    /// The wall is closed: no passing, no climbing (DK-R13, R14, R16).
    WallClosed {
        line: LineId,
    },
    /// The climbing wall must stand beside the scout's village (DK-R14).
    ClimbNotHere {
        line: LineId,
    },
    /// The descending wall must stand beside the target (DK-R14).
    DescendNotThere {
        line: LineId,
    },
    /// Up and down at the same wall is the gate step (DK-R14).
    SameWall {
        line: LineId,
    },
    /// Visited earlier this turn, or the turn's start village (DK-R17).
    AlreadyVisited {
        village: VillageId,
    },
    /// Another player's scout stands there (DK-R17).
    ScoutThere {
        village: VillageId,
    },
    NoSuchLine {
        line: LineId,
    },
    /// A wall already stands on this line (DK-R28).
    LineTaken {
        line: LineId,
    },
    /// A new wall must touch the Great Wall (DK-R29).
    NotConnected {
        line: LineId,
    },
    /// The loop would not contain any wall of the Great Wall (DK-R34).
    LoopWithoutGreatWall {
        line: LineId,
    },
    /// Two equal old pieces: name the end whose piece goes (DK-R38).
    EndChoiceNeeded {
        ends: [TowerId; 2],
    },
    /// No choice of end is needed for this wall (DK-R38).
    NoEndChoice {
        tower: TowerId,
    },
    /// The named tower is not an end of the Great Wall (DK-R38).
    NotAnEnd {
        tower: TowerId,
    },
}

impl RuleError for DkError {
    fn code(&self) -> &'static str {
        match self {
            DkError::GameOver => "game_over",
            DkError::WrongStep { .. } => "wrong_step",
            DkError::NoSuchVillage { .. } => "no_such_village",
            DkError::VillageTaken { .. } => "village_taken",
            DkError::NotNeighbour { .. } => "not_neighbour",
            DkError::OtherSide { .. } => "other_side",
            DkError::NoPartner { .. } => "no_partner",
            DkError::NotSetupVillage { .. } => "not_setup_village",
            DkError::TokenNotHeld { .. } => "token_not_held",
            DkError::WallSupplyEmpty => "wall_supply_empty",
            DkError::PassiveSupplyEmpty => "passive_supply_empty",
            DkError::TooManyWalls => "too_many_walls",
            DkError::TooManyTokens => "too_many_tokens",
            DkError::NoTokens => "no_tokens",
            DkError::NoWalls => "no_walls",
            DkError::ScoutOffBoard => "scout_off_board",
            DkError::ScoutNotBlocked => "scout_not_blocked",
            DkError::ScoutBlocked => "scout_blocked",
            DkError::EntryRefused { .. } => "entry_refused",
            DkError::NotAdjacent { .. } => "not_adjacent",
            DkError::NoRoad { .. } => "no_road",
            DkError::WallInTheWay { .. } => "wall_in_the_way",
            DkError::NoWallHere { .. } => "no_wall_here",
            DkError::WallClosed { .. } => "wall_closed",
            DkError::ClimbNotHere { .. } => "climb_not_here",
            DkError::DescendNotThere { .. } => "descend_not_there",
            DkError::SameWall { .. } => "same_wall",
            DkError::AlreadyVisited { .. } => "already_visited",
            DkError::ScoutThere { .. } => "scout_there",
            DkError::NoSuchLine { .. } => "no_such_line",
            DkError::LineTaken { .. } => "line_taken",
            DkError::NotConnected { .. } => "not_connected",
            DkError::LoopWithoutGreatWall { .. } => "loop_without_great_wall",
            DkError::EndChoiceNeeded { .. } => "end_choice_needed",
            DkError::NoEndChoice { .. } => "no_end_choice",
            DkError::NotAnEnd { .. } => "not_an_end",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            DkError::GameOver => "DK-R44",
            DkError::WrongStep { .. } => "DK-R1",
            DkError::NoSuchVillage { .. } | DkError::NoSuchLine { .. } => return None,
            DkError::VillageTaken { .. }
            | DkError::NotNeighbour { .. }
            | DkError::OtherSide { .. }
            | DkError::NoPartner { .. } => "DK-R50",
            DkError::NotSetupVillage { .. } => "DK-R51",
            DkError::TokenNotHeld { .. } => "DK-R10",
            DkError::WallSupplyEmpty | DkError::PassiveSupplyEmpty => "DK-R2",
            DkError::TooManyWalls | DkError::TooManyTokens => "DK-R3",
            DkError::NoTokens | DkError::NoWalls => "DK-R7",
            DkError::ScoutOffBoard | DkError::ScoutNotBlocked => "DK-R24",
            DkError::ScoutBlocked => "DK-R6",
            DkError::EntryRefused { .. } => "DK-R27",
            DkError::NotAdjacent { .. } | DkError::NoRoad { .. } => "DK-R12",
            DkError::WallInTheWay { .. } | DkError::NoWallHere { .. } => "DK-R13",
            DkError::WallClosed { .. } => "DK-R16",
            DkError::ClimbNotHere { .. } | DkError::DescendNotThere { .. } | DkError::SameWall { .. } => "DK-R14",
            DkError::AlreadyVisited { .. } | DkError::ScoutThere { .. } => "DK-R17",
            DkError::LineTaken { .. } => "DK-R28",
            DkError::NotConnected { .. } => "DK-R29",
            DkError::LoopWithoutGreatWall { .. } => "DK-R34",
            DkError::EndChoiceNeeded { .. } | DkError::NoEndChoice { .. } | DkError::NotAnEnd { .. } => "DK-R38",
        })
    }
}

impl std::fmt::Display for DkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DkError::GameOver => write!(f, "the game is over"),
            DkError::WrongStep { step } => write!(f, "that move does not belong to the current step ({step})"),
            DkError::NoSuchVillage { village } => write!(f, "there is no village {village}"),
            DkError::VillageTaken { village } => write!(f, "village {village} is not empty"),
            DkError::NotNeighbour { village } => write!(f, "village {village} does not neighbour your first village"),
            DkError::OtherSide { village } => write!(f, "village {village} lies on the other side of the Great Wall"),
            DkError::NoPartner { village } => {
                write!(f, "village {village} has no empty neighbour on its side for your second token")
            }
            DkError::NotSetupVillage { village } => {
                write!(f, "the scout starts on one of your two villages, not on {village}")
            }
            DkError::TokenNotHeld { token } => write!(f, "you hold no {token:?} token"),
            DkError::WallSupplyEmpty => write!(f, "the general supply has no walls left"),
            DkError::PassiveSupplyEmpty => write!(f, "your passive supply is empty"),
            DkError::TooManyWalls => write!(f, "you may hold at most 4 walls"),
            DkError::TooManyTokens => write!(f, "you may hold at most 4 tokens"),
            DkError::NoTokens => write!(f, "you hold no tokens to place"),
            DkError::NoWalls => write!(f, "you hold no walls to place"),
            DkError::ScoutOffBoard => write!(f, "your scout is not on the board"),
            DkError::ScoutNotBlocked => write!(f, "your scout can still move; only a blocked scout is taken off"),
            DkError::ScoutBlocked => {
                write!(f, "your scout is blocked and cannot place a single token; take it off the board instead")
            }
            DkError::EntryRefused { village } => write!(f, "your scout cannot enter at village {village}"),
            DkError::NotAdjacent { village } => write!(f, "village {village} is not next to your scout"),
            DkError::NoRoad { line } => write!(f, "no road crosses line {line}"),
            DkError::WallInTheWay { line } => write!(f, "a wall stands on line {line}"),
            DkError::NoWallHere { line } => write!(f, "no wall stands on line {line}"),
            DkError::WallClosed { line } => write!(f, "the wall on line {line} is closed"),
            DkError::ClimbNotHere { line } => write!(f, "line {line} is not beside your scout's village"),
            DkError::DescendNotThere { line } => write!(f, "line {line} is not beside the target village"),
            DkError::SameWall { line } => write!(f, "up and down at line {line} is a gate step"),
            DkError::AlreadyVisited { village } => write!(f, "your scout was at village {village} this turn"),
            DkError::ScoutThere { village } => write!(f, "another scout stands on village {village}"),
            DkError::NoSuchLine { line } => write!(f, "there is no wall line {line}"),
            DkError::LineTaken { line } => write!(f, "a wall already stands on line {line}"),
            DkError::NotConnected { line } => write!(f, "a wall on line {line} would not touch the Great Wall"),
            DkError::LoopWithoutGreatWall { line } => {
                write!(f, "a wall on line {line} closes a loop that contains no part of the Great Wall")
            }
            DkError::EndChoiceNeeded { ends } => {
                write!(f, "both old pieces are equal: name the end to remove, tower {} or {}", ends[0], ends[1])
            }
            DkError::NoEndChoice { tower } => write!(f, "this wall needs no choice of end (tower {tower} given)"),
            DkError::NotAnEnd { tower } => write!(f, "tower {tower} is not an end of the Great Wall"),
        }
    }
}
