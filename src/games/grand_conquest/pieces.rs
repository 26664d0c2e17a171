//! The pieces (Spielfiguren): kinds, ranges, where a piece is.

use serde::{Deserialize, Serialize};

use super::board::FieldId;

/// Index into `GrandConquest::pieces`: seat × 26 + number at setup. A
/// conquered vessel keeps its id and changes `owner`.
pub type PieceId = u8;

/// Pieces per seat: 10 Soldaten, 4 Elefanten, 4 Reiter, 2 Streitwagen,
/// 4 Schiffe, 2 Galeonen.
pub const PER_SEAT: usize = 26;
pub const SET: [(Kind, usize); 6] = [
    (Kind::Soldier, 10),
    (Kind::Elephant, 4),
    (Kind::Rider, 4),
    (Kind::Chariot, 2),
    (Kind::Ship, 4),
    (Kind::Galleon, 2),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// Soldat
    Soldier,
    /// Elefant
    Elephant,
    /// Reiter
    Rider,
    /// Streitwagen
    Chariot,
    /// Schiff
    Ship,
    /// Galeone
    Galleon,
}

impl Kind {
    pub const ALL: [Kind; 6] = [Kind::Soldier, Kind::Elephant, Kind::Rider, Kind::Chariot, Kind::Ship, Kind::Galleon];

    /// This kind's bit in a set of kinds (`Link::kinds`).
    pub fn bit(self) -> u8 {
        1 << self as u8
    }

    /// Fields per turn (GC-03): 2, 6 or 8.
    pub fn range(self) -> u8 {
        match self {
            Kind::Soldier => 2,
            Kind::Elephant | Kind::Rider | Kind::Ship => 6,
            Kind::Chariot | Kind::Galleon => 8,
        }
    }

    /// Seefahrzeug: moves on sea fields only (GC-04).
    pub fn is_vessel(self) -> bool {
        matches!(self, Kind::Ship | Kind::Galleon)
    }

    /// Elephants and Chariots: no Grail fields, obstacles one way (GC-09).
    pub fn is_heavy(self) -> bool {
        matches!(self, Kind::Elephant | Kind::Chariot)
    }

    /// Land transports that Soldiers ride (GC-10): how many.
    pub fn soldier_seats(self) -> usize {
        match self {
            Kind::Elephant => 2,
            Kind::Chariot => 1,
            _ => 0,
        }
    }
}

/// Where a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Place {
    Field(FieldId),
    /// Carried by this piece of the same owner (GC-10, GC-14).
    Aboard(PieceId),
    /// Taken, out of the game.
    Gone,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Piece {
    pub kind: Kind,
    pub owner: u8,
    pub place: Place,
    /// Fields of its range moved this turn (reset at the owner's turn and
    /// after a take, GC-25).
    pub used: u8,
}

impl Piece {
    pub fn on_board(&self) -> bool {
        self.place != Place::Gone
    }
}
