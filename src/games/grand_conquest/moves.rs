//! Moves and refusals of Grand Conquest.

use serde::{Deserialize, Serialize};

use super::board::FieldId;
use super::pieces::PieceId;
use crate::engine::RuleError;

/// One atomic decision of the seat that must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Move {
    /// Move `piece` to `to` along the shortest legal way (GC-01..GC-09):
    /// a plain move, boarding an own transport, or a take at the end
    /// (GC-20..GC-24). `waive` (only with a take) gives up the turn's
    /// remaining points together with the take (GC-36, GC-A17).
    Go {
        piece: PieceId,
        to: FieldId,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        waive: bool,
    },
    /// End the turn early; the remaining points lapse (GC-02).
    EndTurn,
    /// The victim takes the taker with `piece`, out of turn and free (GC-30, GC-31).
    Abtausch { piece: PieceId },
    /// The victim lets the take stand (GC-30: "kann, muss aber nicht").
    Decline,
}

/// Why a move is refused. Codes are stable; rule ids from
/// `docs/rules/grand-conquest.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcError {
    GameOver,
    /// The victim of a take decides first: Abtausch or Decline (GC-30).
    AbtauschPending,
    /// Abtausch and Decline answer a take; there is none now.
    NoAbtauschPending,
    NoSuchPiece { piece: PieceId },
    NotYourPiece { piece: PieceId },
    PieceTaken { piece: PieceId },
    NoSuchField { field: FieldId },
    /// No legal way for this piece to that field (GC-01, GC-04..GC-09, GC-21).
    Unreachable { piece: PieceId, field: FieldId },
    /// The piece's range for this turn does not reach (GC-03).
    OutOfRange { piece: PieceId, needs: u8, left: u8 },
    /// Not enough movement points left (GC-02).
    NotEnoughPoints { needs: u8, left: u8 },
    /// Points are waived only together with a take (GC-36).
    WaiveWithoutTake,
    /// An ungeschützt player has used his one risky take this turn (GC-U3).
    RiskyTake,
    /// This piece cannot take the taker within two legal steps (GC-31).
    NoAbtauschWay { piece: PieceId },
}

impl std::fmt::Display for GcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GcError::GameOver => write!(f, "the game is over"),
            GcError::AbtauschPending => write!(f, "the victim of the take decides on an Abtausch first"),
            GcError::NoAbtauschPending => write!(f, "there is no take to answer"),
            GcError::NoSuchPiece { piece } => write!(f, "there is no piece {piece}"),
            GcError::NotYourPiece { piece } => write!(f, "piece {piece} belongs to another player"),
            GcError::PieceTaken { piece } => write!(f, "piece {piece} has been taken"),
            GcError::NoSuchField { field } => write!(f, "there is no field {field}"),
            GcError::Unreachable { piece, field } => write!(f, "piece {piece} has no legal way to field {field}"),
            GcError::OutOfRange { needs, left, .. } => {
                write!(f, "that takes {needs} steps, but the piece has only {left} left this turn")
            }
            GcError::NotEnoughPoints { needs, left } => {
                write!(f, "that costs {needs} points, but only {left} are left")
            }
            GcError::WaiveWithoutTake => write!(f, "points can be waived only together with a take"),
            GcError::RiskyTake => write!(
                f,
                "with only two pieces left you may risk one take per turn that can be answered by an Abtausch"
            ),
            GcError::NoAbtauschWay { piece } => {
                write!(f, "piece {piece} cannot take the taker within two legal steps")
            }
        }
    }
}

impl RuleError for GcError {
    fn code(&self) -> &'static str {
        match self {
            GcError::GameOver => "game_over",
            GcError::AbtauschPending => "abtausch_pending",
            GcError::NoAbtauschPending => "no_abtausch_pending",
            GcError::NoSuchPiece { .. } => "no_such_piece",
            GcError::NotYourPiece { .. } => "not_your_piece",
            GcError::PieceTaken { .. } => "piece_taken",
            GcError::NoSuchField { .. } => "no_such_field",
            GcError::Unreachable { .. } => "unreachable",
            GcError::OutOfRange { .. } => "out_of_range",
            GcError::NotEnoughPoints { .. } => "not_enough_points",
            GcError::WaiveWithoutTake => "waive_without_take",
            GcError::RiskyTake => "risky_take",
            GcError::NoAbtauschWay { .. } => "no_abtausch_way",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            GcError::GameOver => return None,
            GcError::AbtauschPending | GcError::NoAbtauschPending => "GC-30",
            GcError::NoSuchPiece { .. } | GcError::NotYourPiece { .. } | GcError::PieceTaken { .. } => "GC-03",
            GcError::NoSuchField { .. } | GcError::Unreachable { .. } => "GC-01",
            GcError::OutOfRange { .. } => "GC-03",
            GcError::NotEnoughPoints { .. } => "GC-02",
            GcError::WaiveWithoutTake => "GC-36",
            GcError::RiskyTake => "GC-U3",
            GcError::NoAbtauschWay { .. } => "GC-31",
        })
    }
}
