//! The third emperor card (CC-R25): the triggering player adds one board
//! section (two with 4 players) at an end of the line, mid-turn, with new
//! face-down counters; the emperor cards then leave play for good (CC-A7).

use super::board::{self, SideId};
use super::moves::{CcError, End, Move};
use super::view::Event;
use super::{ChangCheng, Province, Territory};

impl ChangCheng {
    /// Sections to add: 1 with 2-3 players, 2 with 4, at most the boards left.
    pub(super) fn start_expansion(&mut self) {
        let wanted = if self.players.len() == 4 { 2 } else { 1 };
        self.expansions = wanted.min((board::MAX_SECTIONS - self.sections.len()) as u8);
        self.log.push(Event::ExpansionStarted { seat: self.turn, sections: self.expansions });
    }

    fn side_available(&self, side: SideId) -> bool {
        (side as usize) < board::SIDES && self.sections.iter().all(|&s| s / 2 != side / 2)
    }

    pub(super) fn can_expand(&self) -> bool {
        (0..board::SIDES as SideId).any(|s| self.side_available(s))
    }

    pub(super) fn expansion_moves(&self, out: &mut Vec<Move>) {
        for side in (0..board::SIDES as SideId).filter(|&s| self.side_available(s)) {
            out.extend([End::West, End::East].map(|end| Move::Expand { side, end }));
        }
    }

    pub(super) fn check_expand(&self, side: SideId) -> Result<(), CcError> {
        if self.side_available(side) {
            Ok(())
        } else {
            Err(CcError::SideUnavailable { side })
        }
    }

    /// Lays the section in the next slot and joins it at `end`; its 3
    /// provinces and 3 territories draw counters from the reserve.
    pub(super) fn expand(&mut self, side: SideId, end: End) {
        let slot = self.sections.len() as u8;
        self.sections.push(side);
        match end {
            End::West => self.line.insert(0, slot),
            End::East => self.line.push(slot),
        }
        self.sites.extend([None; board::SITES_PER_SECTION]);
        for _ in 0..board::REGIONS_PER_SECTION {
            let reputation = self.reputation_reserve.pop().unwrap_or_default();
            self.provinces.push(Province { reputation, complete: false, emperor: false, cards: Vec::new() });
            let threat = self.threat_reserve.pop().unwrap_or_default();
            self.territories.push(Territory { threat, removed: false, peeked: 0 });
        }
        self.expansions -= 1;
        self.log.push(Event::Expanded { seat: self.turn, side, end, slot });
        if self.expansions == 0 {
            self.end_expansion();
        }
    }

    /// "Die Kaiserkarten neben die Spielfläche legen."
    pub(super) fn end_expansion(&mut self) {
        self.expanded = true;
        self.emperor_left = 0;
        for p in self.provinces.iter_mut() {
            p.emperor = false;
        }
    }
}
