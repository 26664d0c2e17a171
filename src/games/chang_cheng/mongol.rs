//! The Mongol evaluation at the end (CC-R27): every territory that kept
//! its threat counter reveals it; the players with the most pieces there
//! lose its value, unless they have a tower there.

use serde::{Deserialize, Serialize};

use super::board::TerritoryId;
use super::view::Event;
use super::{ChangCheng, PieceKind};
use crate::engine::Seat;

/// One territory in the final evaluation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ThreatResult {
    pub territory: TerritoryId,
    pub threat: u8,
    /// Pieces per seat: standing single walls, each double wall once, towers.
    pub counts: Vec<i64>,
    /// The majority that lost `threat` points.
    pub losers: Vec<Seat>,
    /// Majority seats a tower protected.
    pub protected: Vec<Seat>,
}

impl ChangCheng {
    /// The evaluation of every territory with a counter, west to east.
    pub fn threat_results(&self) -> Vec<ThreatResult> {
        let layout = self.layout();
        let n = self.players.len();
        let mut out = Vec::new();
        for t in self.line.iter().flat_map(|&slot| slot * 3..slot * 3 + 3) {
            if self.territories[t as usize].removed {
                continue;
            }
            let mut counts = vec![0i64; n];
            let mut doubles = vec![false; n];
            let mut towers = vec![false; n];
            for s in layout.territory_sites(t) {
                let Some(piece) = self.sites[s as usize].filter(|p| p.counts()) else { continue };
                match piece.kind {
                    PieceKind::Wall => counts[piece.owner] += 1,
                    // "Eine Doppelmauer zählt wie 1" in each territory it touches.
                    PieceKind::Double if !doubles[piece.owner] => {
                        doubles[piece.owner] = true;
                        counts[piece.owner] += 1;
                    }
                    PieceKind::Double => {}
                    PieceKind::Tower => {
                        towers[piece.owner] = true;
                        counts[piece.owner] += 1;
                    }
                }
            }
            let best = counts.iter().copied().max().unwrap_or(0);
            let majority: Vec<Seat> =
                if best >= 1 { (0..n).filter(|&s| counts[s] == best).collect() } else { Vec::new() };
            let (protected, losers) = majority.into_iter().partition(|&s| towers[s]);
            out.push(ThreatResult {
                territory: t,
                threat: self.territories[t as usize].threat,
                counts,
                losers,
                protected,
            });
        }
        out
    }

    pub(super) fn mongol_evaluation(&mut self) {
        for result in self.threat_results() {
            for &s in &result.losers {
                self.players[s].score -= result.threat as i64;
            }
            self.log.push(Event::Threat { result });
        }
    }
}
