//! Departures to the next village, Durchmarsch, and the last departure into
//! the palace (KZ-14..KZ-22, KZ-29).

use serde::{Deserialize, Serialize};

use super::board::{guard_above, pair, ten_guard, village_inns, InnId, Kind, FULL, GRASSLAND, INNS, PALACE};
use super::moves::KzError;
use super::view::Event;
use super::{Courier, Dispatch, KurierDesZaren, Step};
use crate::engine::Seat;

/// A courier of a departure on its way, with the dispatch it carries (KZ-17).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Traveller {
    pub courier: Courier,
    /// The owner of the dispatch this courier carries.
    pub carries: Option<Seat>,
}

impl KurierDesZaren {
    /// Couriers in `inn`.
    pub fn count(&self, inn: InnId) -> usize {
        self.inns.get(inn as usize).map_or(0, |rooms| rooms.iter().filter(|r| r.is_some()).count())
    }

    /// The two couriers that leave a full inn, in arrow order (KZ-15).
    pub fn departing(&self, inn: InnId) -> Option<[Kind; 2]> {
        let rooms = self.inns.get(inn as usize)?;
        if self.count(inn) != FULL {
            return None;
        }
        let empty = rooms.iter().position(|r| r.is_none())?;
        Some(pair(Kind::of_room(empty)))
    }

    pub(super) fn check_depart(&self, inn: InnId) -> Result<(), KzError> {
        self.check_inn(inn)?;
        if self.count(inn) != FULL {
            return Err(KzError::InnNotFull { inn });
        }
        if !Kind::ALL.iter().any(|&k| self.owner_at(inn, k) == Some(self.turn)) {
            return Err(KzError::NoOwnCourierThere { inn });
        }
        Ok(())
    }

    pub(super) fn depart(&mut self, inn: InnId) {
        self.step = Step::Order { inn };
    }

    pub(super) fn check_first(&self, inn: InnId, kind: Kind) -> Result<(), KzError> {
        match self.departing(inn) {
            Some(p) if p.contains(&kind) => Ok(()),
            _ => Err(KzError::NotDeparting { kind }),
        }
    }

    /// Both couriers leave the inn; `first` travels first (KZ-16).
    pub(super) fn first(&mut self, first: Kind) {
        let Step::Order { inn } = self.step else { return };
        let Some(pair) = self.departing(inn) else { return };
        let second = if pair[0] == first { pair[1] } else { pair[0] };
        let seat = self.turn;
        let travellers = [first, second].map(|kind| {
            let colour = self.inns[inn as usize][kind.room()].take().unwrap_or_default();
            let carries = (0..self.players.len())
                .find(|&s| self.players[s].dispatch == Dispatch::Inn { inn, kind });
            if let Some(s) = carries {
                self.players[s].dispatch = Dispatch::Travelling;
            }
            Traveller { courier: Courier { colour, kind }, carries }
        });
        self.log.push(Event::Departure { seat, inn, first, second });
        let village = INNS[inn as usize].village + 1;
        self.step = Step::Travel { from: inn, travellers, index: 0, village, first_inn: None };
    }

    /// The inn the second courier may not enter (KZ-16).
    fn partner_inn(&self) -> Option<InnId> {
        match self.step {
            Step::Travel { index: 1, first_inn, .. } => first_inn,
            _ => None,
        }
    }

    fn traveller(&self) -> Option<(Traveller, u8)> {
        match self.step {
            Step::Travel { travellers, index, village, .. } => Some((travellers[index as usize & 1], village)),
            _ => None,
        }
    }

    pub(super) fn check_lodge(&self, inn: InnId) -> Result<(), KzError> {
        self.check_inn(inn)?;
        let Some((t, village)) = self.traveller() else { return Err(KzError::WrongStep { step: self.step.name() }) };
        if INNS[inn as usize].village != village {
            return Err(KzError::WrongVillage { inn });
        }
        self.room_for(t.courier.kind, inn, self.partner_inn())
    }

    /// The inns of the village the traveller has reached that take it.
    pub(super) fn lodgings(&self, mut out: impl FnMut(InnId)) {
        let Some((t, village)) = self.traveller() else { return };
        if village >= PALACE {
            return;
        }
        let partner = self.partner_inn();
        for inn in village_inns(village) {
            if self.room_for(t.courier.kind, inn as InnId, partner).is_ok() {
                out(inn as InnId);
            }
        }
    }

    pub(super) fn lodge(&mut self, inn: InnId) {
        let Some((t, _)) = self.traveller() else { return };
        let kind = t.courier.kind;
        self.inns[inn as usize][kind.room()] = Some(t.courier.colour);
        if let Some(s) = t.carries {
            self.players[s].dispatch = Dispatch::Inn { inn, kind };
        }
        self.log.push(Event::Lodged { courier: t.courier, inn, dispatch: t.carries });
        self.next_traveller(Some(inn));
    }

    /// Durchmarsch (KZ-18, KZ-19): with no room in this village the
    /// traveller goes on; beyond the grassland lies the palace.
    /// Returns whether the traveller moved on without a decision.
    pub(super) fn travel_on(&mut self) -> bool {
        let Some((t, village)) = self.traveller() else { return false };
        if village >= PALACE {
            self.to_palace(t);
            return true;
        }
        let mut any = false;
        self.lodgings(|_| any = true);
        if any {
            return false;
        }
        self.log.push(Event::Durchmarsch { courier: t.courier, village });
        if let Step::Travel { village, .. } = &mut self.step {
            *village += 1;
        }
        true
    }

    /// The courier has done its duty and goes under its owner's deck; the
    /// dispatch goes to the guard above the inn it left, or to a 10-guard
    /// after a Durchmarsch into the palace (KZ-20, KZ-21, KZ-29).
    fn to_palace(&mut self, t: Traveller) {
        let Step::Travel { from, .. } = self.step else { return };
        let owner = self.owner(t.courier.colour);
        if let Some(o) = owner {
            self.players[o].under.push(t.courier);
        }
        let guard = t.carries.map(|s| {
            let direct = INNS[from as usize].village == GRASSLAND;
            let guard = if direct { guard_above(from as usize).unwrap_or_else(ten_guard) } else { ten_guard() };
            self.players[s].dispatch = Dispatch::Guard { guard };
            guard
        });
        self.log.push(Event::Palace { courier: t.courier, owner, dispatch: t.carries, guard });
        self.next_traveller(None);
    }

    fn next_traveller(&mut self, lodged: Option<InnId>) {
        let Step::Travel { from, travellers, index, .. } = self.step else { return };
        if index == 0 {
            let village = INNS[from as usize].village + 1;
            self.step = Step::Travel { from, travellers, index: 1, village, first_inn: lodged };
        } else if matches!(self.players[self.turn].dispatch, Dispatch::Guard { .. }) {
            // The own dispatch arrived in this turn: Rubeln may follow (KZ-22).
            self.step = Step::Rubeln { optional: true };
        } else {
            self.end_turn();
        }
    }
}
