//! The board (Spielplan) as data: 38 villages (Dörfer), one in each
//! quadrilateral cell; the towers (Türme) at the cell corners; the 62 wall
//! lines between two towers; the roads (Straßen); the two red border towers
//! and the initial Great Wall (Große Mauer) between them. No rules here, only
//! the data and lookup tables, built once.
//!
//! Coordinates (docs/rules/dschingis-khan.md, "The board"):
//! - cell `[r, c]`: rows 0..6, columns 0..8, the rows of `ROWS`;
//! - tower `(x, y)`: a grid point, x = 0..=8, y = 0..=6, corner of a cell;
//! - `h(x, y)`: the line (x, y)-(x+1, y), between cells [y-1, x] and [y, x];
//! - `v(x, y)`: the line (x, y)-(x, y+1), between cells [y, x-1] and [y, x].
//!
//! Ids are row-major: villages by (row, column), towers by (y, x), and lines
//! first all `h` lines by (y, x), then all `v` lines by (y, x).

use std::sync::OnceLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A village (Dorf), 0..38.
pub type VillageId = u8;
/// A tower (Turm) at a cell corner, 0..53.
pub type TowerId = u8;
/// A wall line (helle Linie) between two towers, 0..62.
pub type LineId = u8;

pub const VILLAGES: usize = 38;
pub const TOWERS: usize = 53;
pub const LINES: usize = 62;

/// First and last column of each row of cells.
const ROWS: [(u8, u8); 6] = [(1, 5), (1, 6), (0, 7), (0, 7), (1, 6), (2, 6)];

/// Rows above the initial wall are Mongolia (Mongolei), the rest China.
const FIRST_CHINESE_ROW: u8 = 3;

/// The 14 neighbour pairs without a road; every other pair has one.
pub const MISSING_ROADS: [LineName; 14] = [
    LineName::v(3, 0),
    LineName::v(5, 1),
    LineName::v(2, 2),
    LineName::v(6, 2),
    LineName::h(4, 1),
    LineName::h(3, 2),
    LineName::h(2, 3),
    LineName::h(5, 3),
    LineName::v(5, 5),
    LineName::v(3, 4),
    LineName::v(6, 3),
    LineName::v(2, 3),
    LineName::h(3, 5),
    LineName::h(4, 4),
];

/// The two red border towers (rote Türme), west and east.
pub const RED_TOWERS: [(u8, u8); 2] = [(0, 3), (8, 3)];

/// The initial Great Wall: the stronger middle line h(0,3)..h(7,3).
pub const INITIAL_WALL: [LineName; 8] = [
    LineName::h(0, 3),
    LineName::h(1, 3),
    LineName::h(2, 3),
    LineName::h(3, 3),
    LineName::h(4, 3),
    LineName::h(5, 3),
    LineName::h(6, 3),
    LineName::h(7, 3),
];

/// The two countries a village can lie in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Side {
    /// Mongolei: north of the initial wall.
    Mongolia,
    /// China: south of the initial wall.
    China,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Orientation {
    /// Horizontal: (x, y)-(x+1, y).
    H,
    /// Vertical: (x, y)-(x, y+1).
    V,
}

/// A line by its grid name, e.g. `h(3, 3)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct LineName {
    pub orientation: Orientation,
    pub x: u8,
    pub y: u8,
}

impl LineName {
    pub const fn h(x: u8, y: u8) -> Self {
        LineName { orientation: Orientation::H, x, y }
    }

    pub const fn v(x: u8, y: u8) -> Self {
        LineName { orientation: Orientation::V, x, y }
    }
}

impl std::fmt::Display for LineName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let o = match self.orientation {
            Orientation::H => 'h',
            Orientation::V => 'v',
        };
        write!(f, "{o}({},{})", self.x, self.y)
    }
}

/// The neighbour across one edge of a village.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Edge {
    pub line: LineId,
    pub neighbour: VillageId,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Village {
    pub id: VillageId,
    pub row: u8,
    pub col: u8,
    /// Drawing position of the village (cell centre), in cell units: tower
    /// (x, y) is drawn at (x, y), so this is (col + 0.5, row + 0.5).
    pub x: f32,
    pub y: f32,
    /// Neighbours across the north, east, south and west edges, where a
    /// neighbouring cell exists (lines on the board outline hold no wall).
    /// Not serialised: `Board::lines` names both villages of every line.
    #[serde(skip)]
    pub edges: [Option<Edge>; 4],
}

impl Village {
    pub fn neighbours(&self) -> impl Iterator<Item = Edge> + '_ {
        self.edges.iter().flatten().copied()
    }

    /// The line shared with `other`, if the two are neighbours.
    pub fn line_to(&self, other: VillageId) -> Option<LineId> {
        self.neighbours().find(|e| e.neighbour == other).map(|e| e.line)
    }
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Tower {
    pub id: TowerId,
    pub x: u8,
    pub y: u8,
    /// On the board outline (not surrounded by four cells): a wall that
    /// reaches it ends the Great Wall there.
    pub border: bool,
    /// One of the two red towers of the initial wall.
    pub red: bool,
    /// The wall lines meeting here (0 to 4). Not serialised: `Board::lines`
    /// names both towers of every line.
    #[serde(skip)]
    pub lines: Vec<LineId>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub id: LineId,
    pub name: LineName,
    /// The two towers it joins.
    pub towers: [TowerId; 2],
    /// The two villages it separates: north then south, or west then east.
    pub villages: [VillageId; 2],
    /// A road (Straße) joins the two villages.
    pub road: bool,
}

impl Line {
    /// The tower at the other end from `t`.
    pub fn other_tower(&self, t: TowerId) -> TowerId {
        if self.towers[0] == t {
            self.towers[1]
        } else {
            self.towers[0]
        }
    }

    pub fn has_village(&self, v: VillageId) -> bool {
        self.villages[0] == v || self.villages[1] == v
    }
}

/// The whole board, built once (see [`board`]).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Board {
    pub villages: Vec<Village>,
    pub towers: Vec<Tower>,
    pub lines: Vec<Line>,
    pub red_towers: [TowerId; 2],
    pub initial_wall: Vec<LineId>,
    /// Villages in Mongolia at the start (rows 0-2).
    pub initial_mongolia: Set64,
    /// Towers on the outline that can end a wall (they have a line).
    #[serde(skip)]
    pub border: Set64,
    #[serde(skip)]
    village_at: [[Option<VillageId>; 8]; 6],
    #[serde(skip)]
    tower_at: [[Option<TowerId>; 9]; 7],
    #[serde(skip)]
    line_at: [[[Option<LineId>; 9]; 7]; 2],
}

/// The board, built on first use.
pub fn board() -> &'static Board {
    static BOARD: OnceLock<Board> = OnceLock::new();
    BOARD.get_or_init(Board::build)
}

impl Board {
    pub fn village_at(&self, row: u8, col: u8) -> Option<VillageId> {
        *self.village_at.get(row as usize)?.get(col as usize)?
    }

    pub fn tower_at(&self, x: u8, y: u8) -> Option<TowerId> {
        *self.tower_at.get(y as usize)?.get(x as usize)?
    }

    pub fn line(&self, name: LineName) -> Option<LineId> {
        let o = name.orientation as usize;
        *self.line_at[o].get(name.y as usize)?.get(name.x as usize)?
    }

    /// Every village.
    pub fn all_villages(&self) -> Set64 {
        Set64::below(VILLAGES)
    }

    fn build() -> Board {
        let mut village_at = [[None; 8]; 6];
        let mut cells = Vec::new();
        for (r, &(first, last)) in ROWS.iter().enumerate() {
            for c in first..=last {
                village_at[r][c as usize] = Some(cells.len() as VillageId);
                cells.push((r as u8, c));
            }
        }
        let cell = |r: i32, c: i32| -> Option<VillageId> {
            if r < 0 || c < 0 || r >= 6 || c >= 8 {
                None
            } else {
                village_at[r as usize][c as usize]
            }
        };
        let mut tower_at = [[None; 9]; 7];
        let mut towers = Vec::new();
        for y in 0..7i32 {
            for x in 0..9i32 {
                let around = [cell(y - 1, x - 1), cell(y - 1, x), cell(y, x - 1), cell(y, x)];
                let count = around.iter().flatten().count();
                if count > 0 {
                    tower_at[y as usize][x as usize] = Some(towers.len() as TowerId);
                    let red = RED_TOWERS.contains(&(x as u8, y as u8));
                    towers.push(Tower {
                        id: towers.len() as TowerId,
                        x: x as u8,
                        y: y as u8,
                        border: count < 4,
                        red,
                        lines: Vec::new(),
                    });
                }
            }
        }
        let mut line_at = [[[None; 9]; 7]; 2];
        let mut lines = Vec::new();
        let mut add = |name: LineName, a: VillageId, b: VillageId, ta: (u8, u8), tb: (u8, u8)| {
            let id = lines.len() as LineId;
            line_at[name.orientation as usize][name.y as usize][name.x as usize] = Some(id);
            let tower = |(x, y): (u8, u8)| tower_at[y as usize][x as usize].unwrap_or(0);
            let road = !MISSING_ROADS.contains(&name);
            lines.push(Line { id, name, towers: [tower(ta), tower(tb)], villages: [a, b], road });
        };
        for y in 0..7u8 {
            for x in 0..8u8 {
                if let (Some(a), Some(b)) = (cell(y as i32 - 1, x as i32), cell(y as i32, x as i32)) {
                    add(LineName::h(x, y), a, b, (x, y), (x + 1, y));
                }
            }
        }
        for y in 0..6u8 {
            for x in 0..9u8 {
                if let (Some(a), Some(b)) = (cell(y as i32, x as i32 - 1), cell(y as i32, x as i32)) {
                    add(LineName::v(x, y), a, b, (x, y), (x, y + 1));
                }
            }
        }
        for line in &lines {
            for t in line.towers {
                towers[t as usize].lines.push(line.id);
            }
        }
        let villages = cells
            .iter()
            .enumerate()
            .map(|(id, &(row, col))| {
                let edge = |o: Orientation, x: u8, y: u8| {
                    let line = line_at[o as usize][y as usize][x as usize]?;
                    let l: &Line = &lines[line as usize];
                    let neighbour = if l.villages[0] == id as VillageId { l.villages[1] } else { l.villages[0] };
                    Some(Edge { line, neighbour })
                };
                Village {
                    id: id as VillageId,
                    row,
                    col,
                    x: col as f32 + 0.5,
                    y: row as f32 + 0.5,
                    edges: [
                        edge(Orientation::H, col, row),
                        edge(Orientation::V, col + 1, row),
                        edge(Orientation::H, col, row + 1),
                        edge(Orientation::V, col, row),
                    ],
                }
            })
            .collect::<Vec<_>>();
        let mut border = Set64::EMPTY;
        for t in &towers {
            if t.border && !t.lines.is_empty() {
                border.insert(t.id);
            }
        }
        let red = |(x, y): (u8, u8)| tower_at[y as usize][x as usize].unwrap_or(0);
        let line_of = |n: LineName| line_at[n.orientation as usize][n.y as usize][n.x as usize].unwrap_or(0);
        let initial_mongolia = villages.iter().filter(|v| v.row < FIRST_CHINESE_ROW).map(|v| v.id).collect();
        Board {
            villages,
            towers,
            lines,
            red_towers: [red(RED_TOWERS[0]), red(RED_TOWERS[1])],
            initial_wall: INITIAL_WALL.iter().map(|&n| line_of(n)).collect(),
            initial_mongolia,
            border,
            village_at,
            tower_at,
            line_at,
        }
    }
}

/// A set of up to 64 small ids (villages, towers or lines) as one word, so
/// move generation and wall geometry never allocate. Serialised as the
/// sorted list of ids.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Set64(pub u64);

impl Set64 {
    pub const EMPTY: Set64 = Set64(0);

    /// The ids 0..n.
    pub const fn below(n: usize) -> Set64 {
        if n >= 64 {
            Set64(u64::MAX)
        } else {
            Set64((1u64 << n) - 1)
        }
    }

    pub const fn single(id: u8) -> Set64 {
        Set64(1u64 << (id & 63))
    }

    pub fn contains(self, id: u8) -> bool {
        id < 64 && self.0 & (1u64 << id) != 0
    }

    pub fn insert(&mut self, id: u8) {
        self.0 |= 1u64 << (id & 63);
    }

    pub fn remove(&mut self, id: u8) {
        self.0 &= !(1u64 << (id & 63));
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn union(self, other: Set64) -> Set64 {
        Set64(self.0 | other.0)
    }

    pub fn intersection(self, other: Set64) -> Set64 {
        Set64(self.0 & other.0)
    }

    pub fn minus(self, other: Set64) -> Set64 {
        Set64(self.0 & !other.0)
    }

    pub fn is_subset(self, other: Set64) -> bool {
        self.0 & !other.0 == 0
    }

    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let id = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(id)
        })
    }
}

impl FromIterator<u8> for Set64 {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut set = Set64::EMPTY;
        for id in iter {
            set.insert(id);
        }
        set
    }
}

impl std::fmt::Debug for Set64 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl Serialize for Set64 {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Set64 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let ids = Vec::<u8>::deserialize(deserializer)?;
        if ids.iter().any(|&id| id >= 64) {
            return Err(serde::de::Error::custom("set members must be below 64"));
        }
        Ok(ids.into_iter().collect())
    }
}
