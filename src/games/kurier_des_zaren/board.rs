//! The board as data: four villages (Dörfer) of inns (Herbergen) from the
//! swamp to the grassland, the palace guards (Wächter) above the grassland
//! inns, the courier types and their rooms, and drawing coordinates.
//!
//! Nothing here knows the rules of a turn; `docs/rules/kurier-des-zaren.md`
//! says which names and numbers come from the rule text and which are ours.

use serde::{Deserialize, Serialize};

/// A courier type (Kurier-Typ). Each type always takes the same room
/// (Zimmer) of an inn: the discriminant is the room index (KZ-04).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    /// Offizier, top left.
    Officer = 0,
    /// Kosake, top right.
    Cossack = 1,
    /// Diplomat, bottom right.
    Diplomat = 2,
    /// Dame, bottom left.
    Lady = 3,
}

impl Kind {
    /// In room order, which is also the clockwise arrow cycle O → K → D → L.
    pub const ALL: [Kind; 4] = [Kind::Officer, Kind::Cossack, Kind::Diplomat, Kind::Lady];

    pub fn room(self) -> usize {
        self as usize
    }

    pub fn of_room(room: usize) -> Kind {
        Kind::ALL[room % 4]
    }
}

/// Index of an inn in `INNS`.
pub type InnId = u8;
/// Index of a colour (Spielerfarbe), 0..COLOURS.
pub type Colour = u8;

/// Couriers per colour: 3 of each type (Material: "3 x 4 unterschiedliche Typen").
pub const PER_COLOUR: usize = 12;
pub const PER_KIND: usize = 3;
/// Five colours in the box (60 Kuriere).
pub const COLOURS: usize = 5;
/// An inn with this many couriers is full (Volle Herberge, KZ-05).
pub const FULL: usize = 3;

/// The landscapes, in travel order; a courier leaving the last one reaches
/// the palace (`PALACE`).
pub const VILLAGES: usize = 4;
pub const PALACE: u8 = VILLAGES as u8;
pub const SWAMP: u8 = 0;
pub const GRASSLAND: u8 = 3;

/// Village names, German (Sumpfland, Wald, Gebirge, Grasland).
pub const VILLAGE_NAMES: [&str; VILLAGES] = ["Sumpfland", "Wald", "Gebirge", "Grasland"];

/// One inn of the board.
#[derive(Clone, Copy, Debug)]
pub struct Inn {
    pub name: &'static str,
    /// 0 swamp .. 3 grassland.
    pub village: u8,
    /// The smallest player count at which the inn is open (closed signs, KZ-01).
    pub open_from: u8,
    /// Whether the name is from the rule text or a review (`false`: ours).
    pub named_in_sources: bool,
    /// Drawing centre in board units (`WIDTH` x `HEIGHT`), palace at the top.
    pub x: u16,
    pub y: u16,
}

/// Board units for drawing: x from the left, y from the top.
pub const WIDTH: u16 = 1000;
pub const HEIGHT: u16 = 1000;

const fn inn(name: &'static str, village: u8, open_from: u8, named_in_sources: bool, x: u16) -> Inn {
    Inn { name, village, open_from, named_in_sources, x, y: ROW_Y[village as usize] }
}

/// Row of each village: the swamp at the bottom, the grassland below the palace.
const ROW_Y: [u16; VILLAGES] = [880, 665, 450, 235];
const FIVE: [u16; 5] = [100, 300, 500, 700, 900];
const FOUR: [u16; 4] = [200, 400, 600, 800];

/// The 18 inns, village by village from left to right (5 / 4 / 4 / 5).
pub const INNS: [Inn; 18] = [
    inn("Kosaken-Klub", 0, 3, true, FIVE[0]),
    inn("Datscha-Domizil", 0, 5, true, FIVE[1]),
    inn("Baikal-Bar", 0, 2, true, FIVE[2]),
    inn("Wolga-Stube", 0, 2, false, FIVE[3]),
    inn("Samowar-Schenke", 0, 2, false, FIVE[4]),
    inn("Wladimir", 1, 2, true, FOUR[0]),
    inn("Iwan", 1, 2, true, FOUR[1]),
    inn("Nikolaj", 1, 4, true, FOUR[2]),
    inn("Boris", 1, 2, false, FOUR[3]),
    inn("Anastasia", 2, 2, true, FOUR[0]),
    inn("Natascha", 2, 2, true, FOUR[1]),
    inn("Olga", 2, 2, true, FOUR[2]),
    inn("Katharina", 2, 4, true, FOUR[3]),
    inn("Masl Hof", 3, 3, true, FIVE[0]),
    inn("Pawl Hof", 3, 2, true, FIVE[1]),
    inn("Rachmann Hof", 3, 2, true, FIVE[2]),
    inn("Roman Hof", 3, 5, true, FIVE[3]),
    inn("Rehr Hof", 3, 2, true, FIVE[4]),
];
pub const INN_COUNT: usize = INNS.len();

/// The palace guards, one above each grassland inn, left to right: the
/// number of Rubel each wants (6, 8 or 10).
pub const GUARDS: [u8; 5] = [6, 8, 10, 8, 6];
pub type GuardId = u8;
/// Height of the guards' row in board units.
pub const GUARD_Y: u16 = 70;

/// The inns of village `v`, in board order.
pub fn village_inns(v: u8) -> std::ops::Range<usize> {
    let start = INNS.iter().position(|i| i.village == v).unwrap_or(INN_COUNT);
    let end = INNS.iter().rposition(|i| i.village == v).map_or(start, |e| e + 1);
    start..end
}

/// Whether inn `i` carries a closed sign (Geschlossen-Schild) with `players` players.
pub fn is_closed(i: usize, players: usize) -> bool {
    INNS.get(i).is_none_or(|inn| players < inn.open_from as usize)
}

/// The guard above a grassland inn.
pub fn guard_above(i: usize) -> Option<GuardId> {
    let first = village_inns(GRASSLAND).start;
    (INNS.get(i)?.village == GRASSLAND).then(|| (i - first) as GuardId)
}

/// The guard a dispatch reaches by a Durchmarsch into the palace ("auf einen
/// Wächter mit der Zahl 10"); the board has exactly one.
pub fn ten_guard() -> GuardId {
    GUARDS.iter().position(|&g| g == 10).unwrap_or(0) as GuardId
}

/// Drawing centre of a guard.
pub fn guard_xy(g: GuardId) -> [u16; 2] {
    let inn = &INNS[village_inns(GRASSLAND).start + g as usize];
    [inn.x, GUARD_Y]
}

/// The departing pair of a full inn whose empty room is `empty` (KZ-15,
/// model A): the arrow leaving the empty room points at the first, the next
/// room along the cycle holds the second; the room before the empty one stays.
pub fn pair(empty: Kind) -> [Kind; 2] {
    let e = empty.room();
    [Kind::of_room(e + 1), Kind::of_room(e + 2)]
}
