//! What everyone sees (no hidden information: the whole position), and the
//! log of what happened.

use serde::{Deserialize, Serialize};

use super::board::{BoardRef, FieldId};
use super::capture::Abtausch;
use super::pieces::{Piece, PieceId};
use super::victory::{Ending, Result};
use super::GrandConquest;
use crate::engine::Seat;

/// Something that happened, in order; the renderer turns these into words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Event {
    TurnStarted { seat: Seat, points: u8 },
    /// A plain move or boarding (`aboard` names the carrier).
    Moved { seat: Seat, piece: PieceId, from: FieldId, to: FieldId, steps: u8, aboard: Option<PieceId> },
    /// A take by the active player; `removed` left the board.
    Took { seat: Seat, piece: PieceId, victim: Seat, at: FieldId, removed: Vec<PieceId>, conquest: bool, waive: bool },
    AbtauschOffered { seat: Seat },
    AbtauschTaken { seat: Seat, piece: PieceId, at: FieldId, removed: Vec<PieceId> },
    AbtauschDeclined { seat: Seat },
    TurnEnded { seat: Seat },
    /// The seat's turn passes: it is festgesetzt (GC-44).
    Festgesetzt { seat: Seat },
    GameOver { ending: Ending, winners: Vec<Seat> },
}

/// One seat's standing.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatView {
    pub pieces: usize,
    pub captured: u32,
    /// Castle and Grail fields held by others (GC-40..GC-43).
    pub penalty: usize,
    pub festgesetzt: bool,
    pub victory_points: i64,
    /// Points per turn now (for the active player: this turn's budget).
    pub budget: u8,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GcView {
    pub board: BoardShown,
    pub pieces: Vec<Piece>,
    pub seats: Vec<SeatView>,
    /// Turns begun, 0-based; the round is `turn / 4 + 1`.
    pub turn: u32,
    pub round: u32,
    /// Whose turn it is (during an Abtausch still the taker's).
    pub seat: Seat,
    pub spent: u8,
    pub remaining: u8,
    pub risky_used: bool,
    pub pending: Option<Abtausch>,
    /// Turns played since the last take, and who took last (GC-W4).
    pub quiet_turns: u32,
    pub last_taker: Option<u8>,
    pub result: Option<Result>,
    pub log: Vec<Event>,
}

impl GrandConquest {
    pub fn view_of(&self) -> GcView {
        let counts = self.counts();
        let pen = self.penalties();
        let vp = self.victory_points();
        let seats = (0..self.seats.len())
            .map(|s| SeatView {
                pieces: counts[s],
                captured: self.seats[s].captured,
                penalty: pen[s],
                festgesetzt: pen[s] >= 5,
                victory_points: vp[s],
                budget: self.budget(s),
            })
            .collect();
        GcView {
            board: BoardShown(self.board.clone()),
            pieces: self.pieces.clone(),
            seats,
            turn: self.turn,
            round: self.turn / 4 + 1,
            seat: self.seat(),
            spent: self.spent,
            remaining: if self.result.is_some() { 0 } else { self.remaining() },
            risky_used: self.risky_used,
            pending: self.pending,
            quiet_turns: match self.last_take {
                None => self.turn,
                Some((at, _)) => self.turn - at,
            },
            last_taker: self.last_take.map(|(_, s)| s),
            result: self.result.clone(),
            log: self.log.clone(),
        }
    }
}

/// The board in a view: always the whole data (drawing positions, edges),
/// also for the shipped map, which a save names only as `"standard"`.
#[derive(Clone, Debug)]
pub struct BoardShown(pub BoardRef);

impl Serialize for BoardShown {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        self.0.get().data.serialize(s)
    }
}
