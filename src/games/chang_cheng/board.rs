//! The boards (Spielpläne) as data, apart from the rules: 4 double-sided
//! boards, so 8 sides; each side is one section of the Great Wall with 12
//! building sites (Mauerbauplätze) west to east, split into 3 Chinese
//! provinces (consecutive runs, value = sites) and, with offset boundaries,
//! into 3 Mongol territories (mongolische Gebiete) north of the wall.
//! The side data are the spec's proposal (CC-A20); see
//! `docs/rules/chang-cheng.md`, "The board".
//!
//! Ids are stable for the whole game: the k-th section put on the table
//! (its *slot*) holds sites `12k..12k+11`, provinces `3k..3k+2` and
//! territories `3k..3k+2`, whatever end of the line it was added to.

use serde::Serialize;

/// A building site, `12 * slot + local`.
pub type SiteId = u8;
/// A Chinese province, `3 * slot + k`.
pub type ProvinceId = u8;
/// A Mongol territory, `3 * slot + k`.
pub type TerritoryId = u8;
/// A board side 0..8: board `side / 2 + 1`, side A when even, B when odd.
pub type SideId = u8;

pub const SITES_PER_SECTION: usize = 12;
pub const REGIONS_PER_SECTION: usize = 3;
pub const SIDES: usize = 8;
/// Boards in the box; a section uses one side of one board.
pub const BOARDS: usize = 4;
/// Sections on the table at most (all four boards).
pub const MAX_SECTIONS: usize = BOARDS;

/// One board side: province and territory sizes, west to east.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideData {
    pub name: &'static str,
    pub provinces: [u8; 3],
    pub territories: [u8; 3],
}

/// The 8 sides (spec II.2, CC-A20).
pub const SIDE_DATA: [SideData; SIDES] = [
    SideData { name: "1A", provinces: [3, 4, 5], territories: [4, 4, 4] },
    SideData { name: "1B", provinces: [5, 3, 4], territories: [3, 5, 4] },
    SideData { name: "2A", provinces: [4, 5, 3], territories: [2, 5, 5] },
    SideData { name: "2B", provinces: [6, 3, 3], territories: [4, 4, 4] },
    SideData { name: "3A", provinces: [3, 6, 3], territories: [5, 3, 4] },
    SideData { name: "3B", provinces: [4, 4, 4], territories: [3, 6, 3] },
    SideData { name: "4A", provinces: [3, 3, 6], territories: [4, 5, 3] },
    SideData { name: "4B", provinces: [5, 4, 3], territories: [3, 4, 5] },
];

/// The board (1..4) a side belongs to.
pub const fn board_of(side: SideId) -> u8 {
    side / 2 + 1
}

/// For each side and local site: its province and territory index (0..3).
struct Local {
    province: [[u8; SITES_PER_SECTION]; SIDES],
    territory: [[u8; SITES_PER_SECTION]; SIDES],
    /// First local site of each province, and 12 at the end.
    province_start: [[u8; 4]; SIDES],
}

const fn runs(sizes: [u8; 3]) -> [u8; SITES_PER_SECTION] {
    let mut out = [0; SITES_PER_SECTION];
    let (mut run, mut left, mut i) = (0, sizes[0], 0);
    while i < SITES_PER_SECTION {
        while left == 0 && run < 2 {
            run += 1;
            left = sizes[run];
        }
        out[i] = run as u8;
        left = left.saturating_sub(1);
        i += 1;
    }
    out
}

const fn local() -> Local {
    let mut l = Local {
        province: [[0; SITES_PER_SECTION]; SIDES],
        territory: [[0; SITES_PER_SECTION]; SIDES],
        province_start: [[0; 4]; SIDES],
    };
    let mut s = 0;
    while s < SIDES {
        let d = SIDE_DATA[s];
        l.province[s] = runs(d.provinces);
        l.territory[s] = runs(d.territories);
        l.province_start[s] =
            [0, d.provinces[0], d.provinces[0] + d.provinces[1], d.provinces[0] + d.provinces[1] + d.provinces[2]];
        s += 1;
    }
    l
}

const LOCAL: Local = local();

/// Drawing position of a local site within its section, in hundredths of a
/// site width (integers, so views print the same natively and in wasm):
/// x runs west to east (50 .. 1150), y is a gentle wave of the wall line
/// (0 = mean line, positive = south), the same on every side.
pub fn site_xy(local: usize) -> [i16; 2] {
    let x = local as i16 * 100 + 50;
    let y = (18.0 * ((local as f64) * 0.9).sin()).round() as i16;
    [x, y]
}

/// The sections on the table: which side lies in each slot, and the order
/// of the slots along the wall, west to east. Only lookups, no rules.
#[derive(Clone, Copy, Debug)]
pub struct Layout<'a> {
    pub sections: &'a [SideId],
    pub line: &'a [u8],
}

impl Layout<'_> {
    pub fn sites(&self) -> usize {
        self.sections.len() * SITES_PER_SECTION
    }

    pub fn regions(&self) -> usize {
        self.sections.len() * REGIONS_PER_SECTION
    }

    fn side_of(&self, site: SiteId) -> usize {
        self.sections[site as usize / SITES_PER_SECTION] as usize
    }

    pub fn province_of(&self, site: SiteId) -> ProvinceId {
        let slot = site as usize / SITES_PER_SECTION;
        (slot * REGIONS_PER_SECTION) as u8 + LOCAL.province[self.side_of(site)][site as usize % SITES_PER_SECTION]
    }

    pub fn territory_of(&self, site: SiteId) -> TerritoryId {
        let slot = site as usize / SITES_PER_SECTION;
        (slot * REGIONS_PER_SECTION) as u8 + LOCAL.territory[self.side_of(site)][site as usize % SITES_PER_SECTION]
    }

    /// The sites of a province, west to east.
    pub fn province_sites(&self, p: ProvinceId) -> std::ops::Range<SiteId> {
        let slot = p as usize / REGIONS_PER_SECTION;
        let k = p as usize % REGIONS_PER_SECTION;
        let starts = LOCAL.province_start[self.sections[slot] as usize];
        let base = (slot * SITES_PER_SECTION) as u8;
        base + starts[k]..base + starts[k + 1]
    }

    /// The sites of a territory, west to east.
    pub fn territory_sites(&self, t: TerritoryId) -> impl Iterator<Item = SiteId> + '_ {
        let slot = t as usize / REGIONS_PER_SECTION;
        let base = (slot * SITES_PER_SECTION) as u8;
        (base..base + SITES_PER_SECTION as u8).filter(move |&s| self.territory_of(s) == t)
    }

    /// Territories sharing a site with the province (angrenzend), west to east.
    pub fn territories_of_province(&self, p: ProvinceId) -> impl Iterator<Item = TerritoryId> + '_ {
        let sites = self.province_sites(p);
        let (first, last) = (self.territory_of(sites.start), self.territory_of(sites.end - 1));
        first..=last
    }

    fn position(&self, slot: usize) -> usize {
        self.line.iter().position(|&s| s as usize == slot).unwrap_or(0)
    }

    /// The neighbour to the west along the line, across section joins.
    pub fn west(&self, site: SiteId) -> Option<SiteId> {
        let (slot, local) = (site as usize / SITES_PER_SECTION, site as usize % SITES_PER_SECTION);
        if local > 0 {
            return Some(site - 1);
        }
        let pos = self.position(slot);
        (pos > 0).then(|| (self.line[pos - 1] as usize * SITES_PER_SECTION + SITES_PER_SECTION - 1) as SiteId)
    }

    /// The neighbour to the east along the line, across section joins.
    pub fn east(&self, site: SiteId) -> Option<SiteId> {
        let (slot, local) = (site as usize / SITES_PER_SECTION, site as usize % SITES_PER_SECTION);
        if local + 1 < SITES_PER_SECTION {
            return Some(site + 1);
        }
        let pos = self.position(slot);
        self.line.get(pos + 1).map(|&next| (next as usize * SITES_PER_SECTION) as SiteId)
    }

    pub fn adjacent(&self, a: SiteId, b: SiteId) -> bool {
        self.east(a) == Some(b) || self.west(a) == Some(b)
    }

    /// Every site in line order, west to east.
    pub fn line_order(&self) -> impl Iterator<Item = SiteId> + '_ {
        self.line.iter().flat_map(|&slot| {
            let base = slot as usize * SITES_PER_SECTION;
            (base..base + SITES_PER_SECTION).map(|s| s as SiteId)
        })
    }

    /// Provinces in line order, west to east.
    pub fn provinces_west_to_east(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        self.line.iter().flat_map(|&slot| {
            let base = slot * REGIONS_PER_SECTION as u8;
            base..base + REGIONS_PER_SECTION as u8
        })
    }
}

/// The static board data for a renderer.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardData {
    pub sides: [SideData; SIDES],
    /// Drawing position of local site 0..12 (see `site_xy`).
    pub site_xy: Vec<[i16; 2]>,
    pub sites_per_section: usize,
}

impl BoardData {
    pub fn get() -> &'static BoardData {
        static DATA: std::sync::OnceLock<BoardData> = std::sync::OnceLock::new();
        DATA.get_or_init(|| BoardData {
            sides: SIDE_DATA,
            site_xy: (0..SITES_PER_SECTION).map(site_xy).collect(),
            sites_per_section: SITES_PER_SECTION,
        })
    }
}
