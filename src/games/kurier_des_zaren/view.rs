//! What the table sees, and the public log of what happened.
//!
//! Nothing is secret from one seat and known to another: the board, the
//! displays, every revealed courier and coin are public; the order of the
//! decks and the coins on the palace are unknown to everyone, so a view
//! carries only their numbers. Every viewer gets the same view.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::board::{self, guard_xy, is_closed, Colour, GuardId, InnId, Kind, GUARDS, INNS, INN_COUNT};
use super::rubeln::{total, Coin};
use super::{Courier, Dispatch, End, KurierDesZaren, Step};
use crate::engine::{Seat, Viewer};

/// Something that happened, in order; the renderer turns these into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Event {
    TurnStarted { seat: Seat },
    /// Setup: the first courier and the dispatch in the start inn (KZ-02).
    Started { seat: Seat, courier: Courier, inn: InnId },
    /// A courier drawn from the deck for action a (KZ-09).
    Revealed { seat: Seat, courier: Courier },
    ToDisplay { seat: Seat, courier: Courier },
    Placed { seat: Seat, courier: Courier, inn: InnId },
    /// The deck ran out: `seat` plays on with `colour` (KZ-12).
    ExtraColour { seat: Seat, colour: Colour },
    Handover { seat: Seat, from: InnId, carrier: Kind, inn: InnId, kind: Kind },
    Departure { seat: Seat, inn: InnId, first: Kind, second: Kind },
    Lodged { courier: Courier, inn: InnId, dispatch: Option<Seat> },
    /// The courier found no room in `village` and went on (KZ-18).
    Durchmarsch { courier: Courier, village: u8 },
    /// The courier reached the palace and went under its owner's deck; the
    /// dispatch it carried went to `guard` (KZ-20, KZ-21).
    Palace { courier: Courier, owner: Option<Seat>, dispatch: Option<Seat>, guard: Option<GuardId> },
    CoinDrawn { seat: Seat, coin: Coin },
    /// Njet: `lost` coins of this turn went back into the box (KZ-24).
    Njet { seat: Seat, lost: u8 },
    /// The coins of this turn are secured; `total` Rubel now (KZ-25).
    Secured { seat: Seat, total: u8 },
    Passed { seat: Seat },
    GameOver { end: End },
}

/// A courier in a room, with the dispatch it carries.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomView {
    pub colour: Colour,
    pub owner: Option<Seat>,
    pub dispatch: Option<Seat>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InnView {
    /// Officer, cossack, diplomat, lady.
    pub rooms: [Option<RoomView>; 4],
    pub closed: bool,
    pub full: bool,
    /// For a full inn: the two types that would leave, in arrow order.
    pub departing: Option<[Kind; 2]>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatView {
    /// The colours this seat plays, its own first.
    pub colours: Vec<Colour>,
    /// Couriers in the deck, face down.
    pub deck: usize,
    pub display: Vec<Courier>,
    pub dispatch: Dispatch,
    pub secured: Vec<Coin>,
    /// Rubel secured.
    pub rubel: u32,
    /// The number of the guard holding the dispatch.
    pub target: Option<u32>,
    pub rubel_started: Option<u32>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KzView {
    pub board: &'static BoardView,
    pub inns: Vec<InnView>,
    pub seats: Vec<SeatView>,
    /// The seats whose dispatch lies with each guard.
    pub guards: Vec<Vec<Seat>>,
    /// Coins face down on the palace.
    pub pool: usize,
    /// Coins revealed this turn.
    pub pending: Vec<Coin>,
    pub pending_value: u32,
    /// Coins back in the box after a njet.
    pub out: Vec<Coin>,
    pub unused_colours: usize,
    pub turn: Seat,
    pub turns: u32,
    pub step: Step,
    pub end: Option<End>,
    pub log: Vec<Event>,
}

/// The static board for a renderer, one array per property indexed by inn
/// (or guard), so that it costs little in every view.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    pub width: u16,
    pub height: u16,
    pub village_names: [&'static str; board::VILLAGES],
    pub inn_name: Vec<&'static str>,
    /// Whether the name is from the rule text or a review (false: ours).
    pub inn_named: Vec<bool>,
    pub inn_village: Vec<u8>,
    pub inn_xy: Vec<[u16; 2]>,
    pub guard_value: [u8; 5],
    pub guard_xy: Vec<[u16; 2]>,
}

impl BoardView {
    pub fn get() -> &'static BoardView {
        static VIEW: OnceLock<BoardView> = OnceLock::new();
        VIEW.get_or_init(|| BoardView {
            width: board::WIDTH,
            height: board::HEIGHT,
            village_names: board::VILLAGE_NAMES,
            inn_name: INNS.iter().map(|i| i.name).collect(),
            inn_named: INNS.iter().map(|i| i.named_in_sources).collect(),
            inn_village: INNS.iter().map(|i| i.village).collect(),
            inn_xy: INNS.iter().map(|i| [i.x, i.y]).collect(),
            guard_value: GUARDS,
            guard_xy: (0..GUARDS.len() as GuardId).map(guard_xy).collect(),
        })
    }
}

impl KzView {
    pub fn of(game: &KurierDesZaren, _viewer: Viewer) -> Self {
        let n = game.players.len();
        let carrier = |inn: InnId, kind: Kind| {
            (0..n).find(|&s| game.players[s].dispatch == Dispatch::Inn { inn, kind })
        };
        let inns = (0..INN_COUNT)
            .map(|i| {
                let inn = i as InnId;
                let rooms = Kind::ALL.map(|kind| {
                    game.inns[i][kind.room()].map(|colour| RoomView {
                        colour,
                        owner: game.owner(colour),
                        dispatch: carrier(inn, kind),
                    })
                });
                InnView {
                    rooms,
                    closed: is_closed(i, n),
                    full: game.count(inn) >= board::FULL,
                    departing: game.departing(inn),
                }
            })
            .collect();
        let seats = game
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| SeatView {
                colours: own_first(seat, &game.colours),
                deck: p.deck.len() + p.under.len(),
                display: p.display.clone(),
                dispatch: p.dispatch,
                secured: p.secured.clone(),
                rubel: total(&p.secured),
                target: game.target(seat),
                rubel_started: p.rubel_started,
            })
            .collect();
        let guards = (0..GUARDS.len() as GuardId)
            .map(|g| (0..n).filter(|&s| game.guard_of(s) == Some(g)).collect())
            .collect();
        KzView {
            board: BoardView::get(),
            inns,
            seats,
            guards,
            pool: game.pool.len(),
            pending: game.pending.clone(),
            pending_value: total(&game.pending),
            out: game.out.clone(),
            unused_colours: game.colours.iter().filter(|c| c.is_none()).count(),
            turn: game.turn,
            turns: game.turns,
            step: game.step,
            end: game.end,
            log: game.log.clone(),
        }
    }
}

fn own_first(seat: Seat, colours: &[Option<Seat>]) -> Vec<Colour> {
    let mut list: Vec<Colour> = vec![seat as Colour];
    list.extend((0..colours.len()).filter(|&c| c != seat && colours[c] == Some(seat)).map(|c| c as Colour));
    list
}
