//! Moves and refusals of Kurier des Zaren.

use serde::{Deserialize, Serialize};

use super::board::{Colour, InnId, Kind};
use crate::engine::RuleError;

/// One atomic decision of the seat that must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Move {
    /// Setup: the revealed first courier and the dispatch go into this
    /// empty open swamp inn (KZ-02).
    Start { inn: InnId },
    /// Action a from the display: this courier into a swamp inn (KZ-07, KZ-08).
    Place { colour: Colour, kind: Kind, inn: InnId },
    /// Action a from the deck: reveal the top courier (KZ-09).
    Draw,
    /// The courier just drawn must go into this swamp inn (KZ-09).
    PlaceDrawn { inn: InnId },
    /// Action b: hand the dispatch to the own courier of type `kind` in
    /// `inn`, in the same village (KZ-13).
    Handover { inn: InnId, kind: Kind },
    /// Action c: start a departure from this full inn (KZ-14).
    Depart { inn: InnId },
    /// The courier of this type leaves first (KZ-16).
    First { kind: Kind },
    /// The travelling courier takes a room in this inn (KZ-16, KZ-18).
    Lodge { inn: InnId },
    /// Rubeln: reveal one coin (KZ-24).
    Coin,
    /// Rubeln: stop and secure this turn's coins, or, in the delivery turn
    /// before any coin, end the turn without rubeln (KZ-22, KZ-25).
    Stop,
    /// No action is possible (KZ-30).
    Pass,
}

/// Why a move is refused. Codes are stable; the rule ids are from
/// `docs/rules/kurier-des-zaren.md`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KzError {
    GameOver,
    /// The move belongs to another step of the turn; `step` names the current one.
    WrongStep { step: &'static str },
    NoSuchInn { inn: InnId },
    /// A closed sign hangs on the inn (KZ-01).
    InnClosed { inn: InnId },
    /// Three couriers already (KZ-05).
    InnFull { inn: InnId },
    /// The type's room is taken (KZ-04).
    RoomTaken { inn: InnId, kind: Kind },
    /// Couriers enter the game only in the swamp (KZ-07).
    NotSwamp { inn: InnId },
    /// The start inn must be empty (KZ-02).
    StartInnTaken { inn: InnId },
    /// No such courier in the own display (KZ-08).
    NotInDisplay { colour: Colour, kind: Kind },
    /// The deck is empty and no colour is left (KZ-12).
    DeckEmpty,
    /// The dispatch is with a guard already (KZ-13, KZ-23).
    DispatchDelivered,
    /// No own courier of that type in that inn (KZ-13).
    NotOwnCourier { inn: InnId, kind: Kind },
    /// The dispatch stays in its village (KZ-13).
    OtherVillage { inn: InnId },
    /// The dispatch is on this courier already (KZ-13).
    SameCourier,
    /// Departures start from full inns only (KZ-14).
    InnNotFull { inn: InnId },
    /// Departures need an own courier in the inn (KZ-14).
    NoOwnCourierThere { inn: InnId },
    /// Only the two couriers after the empty room leave (KZ-15).
    NotDeparting { kind: Kind },
    /// The courier travels to the next village with a free place (KZ-16, KZ-18).
    WrongVillage { inn: InnId },
    /// The two couriers of a departure lodge in different inns (KZ-16).
    PartnerInn { inn: InnId },
    /// A player whose dispatch lies with a guard only rubels (KZ-23).
    MustRubeln,
    /// At least one coin per turn; stopping needs a coin or the delivery turn (KZ-22, KZ-24).
    MustDrawCoin,
    /// Passing is only for a player without any action (KZ-30).
    CannotPass,
}

impl RuleError for KzError {
    fn code(&self) -> &'static str {
        match self {
            KzError::GameOver => "game_over",
            KzError::WrongStep { .. } => "wrong_step",
            KzError::NoSuchInn { .. } => "no_such_inn",
            KzError::InnClosed { .. } => "inn_closed",
            KzError::InnFull { .. } => "inn_full",
            KzError::RoomTaken { .. } => "room_taken",
            KzError::NotSwamp { .. } => "not_swamp",
            KzError::StartInnTaken { .. } => "start_inn_taken",
            KzError::NotInDisplay { .. } => "not_in_display",
            KzError::DeckEmpty => "deck_empty",
            KzError::DispatchDelivered => "dispatch_delivered",
            KzError::NotOwnCourier { .. } => "not_own_courier",
            KzError::OtherVillage { .. } => "other_village",
            KzError::SameCourier => "same_courier",
            KzError::InnNotFull { .. } => "inn_not_full",
            KzError::NoOwnCourierThere { .. } => "no_own_courier_there",
            KzError::NotDeparting { .. } => "not_departing",
            KzError::WrongVillage { .. } => "wrong_village",
            KzError::PartnerInn { .. } => "partner_inn",
            KzError::MustRubeln => "must_rubeln",
            KzError::MustDrawCoin => "must_draw_coin",
            KzError::CannotPass => "cannot_pass",
        }
    }

    fn rule(&self) -> Option<&'static str> {
        Some(match self {
            KzError::GameOver => "KZ-26",
            KzError::WrongStep { .. } => "KZ-06",
            KzError::NoSuchInn { .. } => return None,
            KzError::InnClosed { .. } => "KZ-01",
            KzError::InnFull { .. } => "KZ-05",
            KzError::RoomTaken { .. } => "KZ-04",
            KzError::NotSwamp { .. } => "KZ-07",
            KzError::StartInnTaken { .. } => "KZ-02",
            KzError::NotInDisplay { .. } => "KZ-08",
            KzError::DeckEmpty => "KZ-12",
            KzError::DispatchDelivered
            | KzError::NotOwnCourier { .. }
            | KzError::OtherVillage { .. }
            | KzError::SameCourier => "KZ-13",
            KzError::InnNotFull { .. } | KzError::NoOwnCourierThere { .. } => "KZ-14",
            KzError::NotDeparting { .. } => "KZ-15",
            KzError::WrongVillage { .. } => "KZ-18",
            KzError::PartnerInn { .. } => "KZ-16",
            KzError::MustRubeln => "KZ-23",
            KzError::MustDrawCoin => "KZ-24",
            KzError::CannotPass => "KZ-30",
        })
    }
}

impl std::fmt::Display for KzError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = |inn: &InnId| super::board::INNS.get(*inn as usize).map_or("?", |i| i.name);
        match self {
            KzError::GameOver => write!(f, "the game is over"),
            KzError::WrongStep { step } => write!(f, "that move does not belong to the current step ({step})"),
            KzError::NoSuchInn { inn } => write!(f, "there is no inn {inn}"),
            KzError::InnClosed { inn } => write!(f, "{} is closed in this game", name(inn)),
            KzError::InnFull { inn } => write!(f, "{} is full: three couriers already", name(inn)),
            KzError::RoomTaken { inn, kind } => write!(f, "the {kind:?} room of {} is taken", name(inn)),
            KzError::NotSwamp { inn } => write!(f, "couriers enter in the swamp, and {} is not a swamp inn", name(inn)),
            KzError::StartInnTaken { inn } => write!(f, "the first courier needs an empty inn; {} is not", name(inn)),
            KzError::NotInDisplay { colour, kind } => {
                write!(f, "no {kind:?} of colour {colour} that you could place lies in your display")
            }
            KzError::DeckEmpty => write!(f, "your deck is empty and no colour is left"),
            KzError::DispatchDelivered => write!(f, "your dispatch is with a guard already"),
            KzError::NotOwnCourier { inn, kind } => write!(f, "no courier of yours is the {kind:?} in {}", name(inn)),
            KzError::OtherVillage { inn } => write!(f, "{} lies in another village than your dispatch", name(inn)),
            KzError::SameCourier => write!(f, "that courier carries the dispatch already"),
            KzError::InnNotFull { inn } => write!(f, "a departure needs a full inn; {} is not full", name(inn)),
            KzError::NoOwnCourierThere { inn } => write!(f, "you have no courier in {}", name(inn)),
            KzError::NotDeparting { kind } => write!(f, "the {kind:?} is not one of the two couriers leaving"),
            KzError::WrongVillage { inn } => {
                write!(f, "{} is not in the village where the courier finds a room", name(inn))
            }
            KzError::PartnerInn { inn } => write!(f, "the other courier of this departure is in {} already", name(inn)),
            KzError::MustRubeln => write!(f, "your dispatch is with a guard: you must rubeln"),
            KzError::MustDrawCoin => write!(f, "reveal at least one coin first"),
            KzError::CannotPass => write!(f, "you have an action, so you may not pass"),
        }
    }
}
