//! Couriers entering the game, the display, the extra colour and handing
//! over the dispatch (KZ-02, KZ-07..KZ-13).

use super::board::{is_closed, village_inns, Colour, InnId, Kind, INNS, INN_COUNT, PER_KIND, SWAMP};
use super::moves::KzError;
use super::view::Event;
use super::{Courier, Dispatch, KurierDesZaren, Step};
use crate::engine::Seat;

impl KurierDesZaren {
    pub(super) fn check_inn(&self, inn: InnId) -> Result<(), KzError> {
        if (inn as usize) < INN_COUNT {
            Ok(())
        } else {
            Err(KzError::NoSuchInn { inn })
        }
    }

    /// Whether a courier of type `kind` may take a room in `inn` (KZ-01,
    /// KZ-04, KZ-05); `partner` is the inn the other courier of a departure
    /// entered (KZ-16).
    pub(super) fn room_for(&self, kind: Kind, inn: InnId, partner: Option<InnId>) -> Result<(), KzError> {
        self.check_inn(inn)?;
        let rooms = &self.inns[inn as usize];
        if is_closed(inn as usize, self.players.len()) {
            Err(KzError::InnClosed { inn })
        } else if partner == Some(inn) {
            Err(KzError::PartnerInn { inn })
        } else if self.count(inn) >= super::board::FULL {
            Err(KzError::InnFull { inn })
        } else if rooms[kind.room()].is_some() {
            Err(KzError::RoomTaken { inn, kind })
        } else {
            Ok(())
        }
    }

    /// A swamp inn for a courier brought into play (KZ-07).
    pub(super) fn swamp_room_for(&self, kind: Kind, inn: InnId) -> Result<(), KzError> {
        self.check_inn(inn)?;
        if INNS[inn as usize].village != SWAMP {
            return Err(KzError::NotSwamp { inn });
        }
        self.room_for(kind, inn, None)
    }

    pub(super) fn swamp_inns_for(&self, kind: Kind) -> impl Iterator<Item = InnId> + '_ {
        village_inns(SWAMP).map(|i| i as InnId).filter(move |&i| self.room_for(kind, i, None).is_ok())
    }

    pub(super) fn check_start(&self, inn: InnId, courier: Courier) -> Result<(), KzError> {
        self.swamp_room_for(courier.kind, inn)?;
        if self.count(inn) > 0 {
            return Err(KzError::StartInnTaken { inn });
        }
        Ok(())
    }

    /// Setup of seat `turn`: reveal the first courier (KZ-02).
    pub(super) fn begin_start(&mut self) {
        let seat = self.turn;
        match self.reveal(seat) {
            Some(courier) => self.step = Step::Start { courier },
            None => self.step = Step::Over,
        }
    }

    /// The first courier with the dispatch into an empty swamp inn, the
    /// next courier into the display; then the next seat, or the first turn.
    pub(super) fn start(&mut self, inn: InnId) {
        let Step::Start { courier } = self.step else { return };
        let seat = self.turn;
        self.inns[inn as usize][courier.kind.room()] = Some(courier.colour);
        self.players[seat].dispatch = Dispatch::Inn { inn, kind: courier.kind };
        self.log.push(Event::Started { seat, courier, inn });
        if let Some(shown) = self.reveal(seat) {
            self.players[seat].display.push(shown);
            self.log.push(Event::ToDisplay { seat, courier: shown });
        }
        self.turn = (seat + 1) % self.players.len();
        if self.turn == 0 {
            self.begin_turn();
        } else {
            self.begin_start();
        }
    }

    /// The couriers of the display that some swamp inn takes (KZ-08).
    pub(super) fn check_place(&self, colour: Colour, kind: Kind, inn: InnId) -> Result<(), KzError> {
        let courier = Courier { colour, kind };
        if !self.players[self.turn].display.contains(&courier) {
            return Err(KzError::NotInDisplay { colour, kind });
        }
        self.swamp_room_for(kind, inn)
    }

    pub(super) fn place(&mut self, courier: Courier, inn: InnId) {
        let seat = self.turn;
        let display = &mut self.players[seat].display;
        if let Some(at) = display.iter().position(|&c| c == courier) {
            display.remove(at);
        }
        self.put(courier, inn);
        self.end_turn();
    }

    fn put(&mut self, courier: Courier, inn: InnId) {
        self.inns[inn as usize][courier.kind.room()] = Some(courier.colour);
        self.log.push(Event::Placed { seat: self.turn, courier, inn });
    }

    /// Whether `seat` could reveal a courier: a deck, couriers under it, or
    /// an unused colour (KZ-12).
    pub(super) fn can_reveal(&self, seat: Seat) -> bool {
        let p = &self.players[seat];
        !p.deck.is_empty() || !p.under.is_empty() || self.colours.iter().any(|c| c.is_none())
    }

    /// Reveals the top courier of `seat`'s deck: the shuffled stack first
    /// (chance, drawn now), then the couriers laid under it in the order
    /// they came back; an empty deck takes the lowest unused colour (KZ-12).
    pub(super) fn reveal(&mut self, seat: Seat) -> Option<Courier> {
        if self.players[seat].deck.is_empty() && self.players[seat].under.is_empty() {
            let colour = self.colours.iter().position(|c| c.is_none())?;
            self.colours[colour] = Some(seat);
            self.players[seat].deck = colour_couriers(colour as Colour).collect();
            self.log.push(Event::ExtraColour { seat, colour: colour as Colour });
        }
        self.undoable = 0;
        let p = &mut self.players[seat];
        let courier = if p.deck.is_empty() {
            p.under.remove(0)
        } else {
            p.deck.swap_remove(self.rng.below(p.deck.len()))
        };
        Some(courier)
    }

    /// Action a from the deck (KZ-09): a courier that fits must be placed.
    pub(super) fn draw(&mut self) {
        let seat = self.turn;
        let Some(courier) = self.reveal(seat) else { return self.end_turn() };
        self.log.push(Event::Revealed { seat, courier });
        if self.swamp_inns_for(courier.kind).next().is_some() {
            self.step = Step::PlaceDrawn { courier };
        } else {
            self.players[seat].display.push(courier);
            self.log.push(Event::ToDisplay { seat, courier });
            self.end_turn();
        }
    }

    pub(super) fn place_drawn(&mut self, inn: InnId) {
        let Step::PlaceDrawn { courier } = self.step else { return };
        self.put(courier, inn);
        self.end_turn();
    }

    /// At the end of a turn an empty display gets the top courier (KZ-10);
    /// not for a player who only rubels any more (KZ-A12).
    pub(super) fn refill(&mut self, seat: Seat) {
        let p = &self.players[seat];
        if !p.display.is_empty() || matches!(p.dispatch, Dispatch::Guard { .. }) {
            return;
        }
        if let Some(courier) = self.reveal(seat) {
            self.players[seat].display.push(courier);
            self.log.push(Event::ToDisplay { seat, courier });
        }
    }

    /// The owner of the courier in `inn`'s room of `kind`.
    pub fn owner_at(&self, inn: InnId, kind: Kind) -> Option<Seat> {
        let colour = (*self.inns.get(inn as usize)?)[kind.room()]?;
        self.owner(colour)
    }

    pub fn owner(&self, colour: Colour) -> Option<Seat> {
        self.colours.get(colour as usize).copied().flatten()
    }

    /// Handing over the dispatch (KZ-13).
    pub(super) fn check_handover(&self, inn: InnId, kind: Kind) -> Result<(), KzError> {
        self.check_inn(inn)?;
        let Dispatch::Inn { inn: from, kind: carrier } = self.players[self.turn].dispatch else {
            return Err(KzError::DispatchDelivered);
        };
        if self.owner_at(inn, kind) != Some(self.turn) {
            Err(KzError::NotOwnCourier { inn, kind })
        } else if INNS[inn as usize].village != INNS[from as usize].village {
            Err(KzError::OtherVillage { inn })
        } else if (inn, kind) == (from, carrier) {
            Err(KzError::SameCourier)
        } else {
            Ok(())
        }
    }

    pub(super) fn handover(&mut self, inn: InnId, kind: Kind) {
        let seat = self.turn;
        if let Dispatch::Inn { inn: from, kind: carrier } = self.players[seat].dispatch {
            self.log.push(Event::Handover { seat, from, carrier, inn, kind });
        }
        self.players[seat].dispatch = Dispatch::Inn { inn, kind };
        self.end_turn();
    }

    /// Every courier that could take the dispatch (KZ-13).
    pub(super) fn handover_targets(&self, mut out: impl FnMut(InnId, Kind)) {
        let Dispatch::Inn { inn: from, .. } = self.players[self.turn].dispatch else { return };
        for inn in village_inns(INNS[from as usize].village) {
            for kind in Kind::ALL {
                if self.check_handover(inn as InnId, kind).is_ok() {
                    out(inn as InnId, kind);
                }
            }
        }
    }
}

/// The 12 couriers of a colour, 3 of each type.
pub fn colour_couriers(colour: Colour) -> impl Iterator<Item = Courier> {
    Kind::ALL.into_iter().flat_map(move |kind| std::iter::repeat_n(Courier { colour, kind }, PER_KIND))
}
