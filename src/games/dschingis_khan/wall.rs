//! The Great Wall (Große Mauer): which lines carry a wall, open or closed,
//! and what happens when a wall is built (DK-R28..R42).
//!
//! All standing walls form one tree (invariant I1) that touches the board
//! outline at exactly two border towers, the ends (I2). The path between the
//! ends is the main line M, the Great Wall proper; it alone divides the board
//! into Mongolia and China. Other walls are branches (Abzweigungen).
//!
//! A new wall either grows a branch, closes a loop (Schleife) or reaches a
//! new border tower (neues Ende). Loops and new ends are resolved at once:
//! the shorter piece goes, then every wall cut off from M goes too, and the
//! villages between the old and the new course change side.

use serde::{Deserialize, Serialize};

use super::board::{board, LineId, Set64, Side, TowerId, VillageId, LINES, TOWERS, VILLAGES};
use super::moves::DkError;

/// Marks "not on the main line" in position tables.
const NONE: u8 = u8::MAX;

/// Bound of a loaded `next_serial`: one serial per wall built, a few per
/// turn in at most `MAX_ROUNDS` rounds of four.
pub const MAX_SERIAL: u32 = 1_000_000;

/// Shapes kept by `GreatWall::shape` (direct-mapped by the standing walls; a
/// power of two, so that `shape_slot` takes the hash's top bits).
const SHAPE_SLOTS: usize = 64;

thread_local! {
    static SHAPES: std::cell::RefCell<Vec<Option<(Set64, Shape)>>> =
        std::cell::RefCell::new(vec![None; SHAPE_SLOTS]);
}

/// Where the shape of `standing` is kept: a multiplicative hash of its bits.
fn shape_slot(standing: Set64) -> usize {
    (standing.0.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - SHAPE_SLOTS.trailing_zeros())) as usize
}

/// The state of the Great Wall and of the country of every village.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GreatWall {
    /// Lines on which a wall stands (the Great Wall and its branches).
    pub standing: Set64,
    /// Standing walls with the gate on the board: passable and climbable.
    /// The others are closed (Treppe oben).
    pub open: Set64,
    /// Per line: when the wall standing there was built (0 for the initial
    /// wall and on empty lines). Decides ties between equal pieces.
    pub serials: Vec<u32>,
    pub next_serial: u32,
    /// Villages in Mongolia; all others are in China.
    pub mongolia: Set64,
}

/// What a new wall does to the Great Wall (DK-R32).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Effect {
    /// A new or longer branch: nothing is resolved.
    Branch,
    /// Closes a loop with the main line's section between positions `lo` and
    /// `hi` (K, `hi - lo` walls); the other side R has `branch` walls,
    /// the new one included (DK-R33).
    Loop { lo: u8, hi: u8, branch: u8 },
    /// Reaches the free border tower `border`; the new piece N of `new`
    /// walls joins M at position `at` (DK-R38).
    NewEnd { border: TowerId, at: u8, new: u8 },
}

/// Which piece a loop or new end removes (DK-R35, R36, R38).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "piece", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Removal {
    Nothing,
    /// K, the old section of M: the loop's new side is longer.
    MainSection,
    /// R, the branch side with the new wall (shorter, or equal and newer).
    BranchSide,
    /// N, the new piece towards the new border tower.
    NewPiece,
    /// The old piece of M from the junction to end tower `end`.
    EndPiece {
        end: TowerId,
    },
}

/// What building one wall changed, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Built {
    pub effect: Effect,
    pub removal: Removal,
    /// Every wall taken off the board, the new one included if it went.
    pub removed: Set64,
    /// Villages that changed country.
    pub changed_side: Set64,
}

/// The tree of standing walls, rooted at the first end: the main line's
/// course and, for every other tower, where its branch joins M.
#[derive(Clone)]
#[cfg_attr(test, derive(Debug, PartialEq))]
pub struct Shape {
    /// Towers touched by a wall: T(S).
    pub touched: Set64,
    /// The two border towers the Great Wall runs between.
    pub ends: [TowerId; 2],
    /// Lines of the main line M.
    pub main: Set64,
    /// M's towers in order from `ends[0]`; `main_count` of them.
    main_towers: [TowerId; 64],
    main_count: u8,
    /// Position of each tower on M, or NONE.
    main_pos: [u8; TOWERS],
    /// For each touched tower: the M tower its branch hangs from, and how
    /// many walls lie between them.
    attach: [TowerId; TOWERS],
    depth: [u8; TOWERS],
    /// The line and tower one step towards `ends[0]`.
    up_line: [LineId; TOWERS],
    up_tower: [TowerId; TOWERS],
    /// Towers connected to `ends[0]`.
    reached: Set64,
}

impl Shape {
    fn of(standing: Set64) -> Shape {
        let b = board();
        let mut touched = Set64::EMPTY;
        for l in standing.iter() {
            for t in b.lines[l as usize].towers {
                touched.insert(t);
            }
        }
        let mut ends_iter = touched.intersection(b.border).iter();
        let e0 = ends_iter.next().unwrap_or(0);
        let e1 = ends_iter.next().unwrap_or(e0);
        let mut shape = Shape {
            touched,
            ends: [e0, e1],
            main: Set64::EMPTY,
            main_towers: [0; 64],
            main_count: 0,
            main_pos: [NONE; TOWERS],
            attach: [e0; TOWERS],
            depth: [0; TOWERS],
            up_line: [0; TOWERS],
            up_tower: [e0; TOWERS],
            reached: Set64::single(e0),
        };
        // Breadth first from ends[0]: parents come before children in `order`.
        let mut order = [0u8; 64];
        let (mut head, mut len) = (0, 1);
        order[0] = e0;
        while head < len {
            let t = order[head];
            head += 1;
            for &l in &b.towers[t as usize].lines {
                let o = b.lines[l as usize].other_tower(t);
                if standing.contains(l) && !shape.reached.contains(o) {
                    shape.reached.insert(o);
                    shape.up_line[o as usize] = l;
                    shape.up_tower[o as usize] = t;
                    order[len] = o;
                    len += 1;
                }
            }
        }
        shape.trace_main();
        for &t in &order[..len] {
            let (t, up) = (t as usize, shape.up_tower[t as usize] as usize);
            if shape.main_pos[t] == NONE {
                shape.attach[t] = shape.attach[up];
                shape.depth[t] = shape.depth[up] + 1;
            } else {
                shape.attach[t] = t as TowerId;
            }
        }
        shape
    }

    /// Follows the parents from `ends[1]` back to `ends[0]`.
    fn trace_main(&mut self) {
        let [e0, e1] = self.ends;
        let mut path = [0u8; 64];
        let mut n = 0;
        let mut t = if self.reached.contains(e1) { e1 } else { e0 };
        path[0] = t;
        n += 1;
        while t != e0 && n < 64 {
            self.main.insert(self.up_line[t as usize]);
            t = self.up_tower[t as usize];
            path[n] = t;
            n += 1;
        }
        for (i, &t) in path[..n].iter().rev().enumerate() {
            self.main_towers[i] = t;
            self.main_pos[t as usize] = i as u8;
        }
        self.main_count = n as u8;
    }

    /// Number of walls on M.
    pub fn main_len(&self) -> u8 {
        self.main_count.saturating_sub(1)
    }

    /// The i-th wall of M, counted from `ends[0]`.
    fn main_line(&self, i: u8) -> LineId {
        let next = self.main_towers[(i as usize + 1).min(63)];
        self.up_line[next as usize]
    }

    fn main_tower(&self, pos: u8) -> TowerId {
        self.main_towers[(pos as usize).min(63)]
    }

    fn main_pos_of(&self, t: TowerId) -> u8 {
        self.main_pos[t as usize]
    }

    /// The walls from tower `t` to where its branch joins M.
    fn path_to_main(&self, mut t: TowerId) -> Set64 {
        let mut path = Set64::EMPTY;
        for _ in 0..self.depth[t as usize] {
            path.insert(self.up_line[t as usize]);
            t = self.up_tower[t as usize];
        }
        path
    }

    /// The walls of M between positions `from` and `to`.
    fn main_section(&self, from: u8, to: u8) -> Set64 {
        (from..to).map(|i| self.main_line(i)).collect()
    }
}

impl GreatWall {
    /// Eight open walls between the red towers; rows 0-2 Mongolia.
    pub fn initial() -> GreatWall {
        let b = board();
        GreatWall {
            standing: b.initial_wall.iter().copied().collect(),
            open: b.initial_wall.iter().copied().collect(),
            serials: vec![0; LINES],
            next_serial: 1,
            mongolia: b.initial_mongolia,
        }
    }

    pub fn side(&self, v: VillageId) -> Side {
        if self.mongolia.contains(v) {
            Side::Mongolia
        } else {
            Side::China
        }
    }

    /// The shape of the standing walls. A bot's playout asks for the same
    /// wall's shape several times a step (its moves, their judgement, the
    /// build): the last few are kept by the walls they come from, on which
    /// alone a shape depends (a profile of the search: 14% of its time).
    pub fn shape(&self) -> Shape {
        SHAPES.with(|cache| {
            let mut cache = cache.borrow_mut();
            let slot = &mut cache[shape_slot(self.standing)];
            match slot {
                Some((standing, shape)) if *standing == self.standing => shape.clone(),
                _ => {
                    let shape = Shape::of(self.standing);
                    *slot = Some((self.standing, shape.clone()));
                    shape
                }
            }
        })
    }

    pub fn close(&mut self, line: LineId) {
        self.open.remove(line);
    }

    /// Classifies a wall on `line` (DK-R28, R29, R32, R34).
    pub fn effect(&self, shape: &Shape, line: LineId) -> Result<Effect, DkError> {
        let l = board().lines.get(line as usize).ok_or(DkError::NoSuchLine { line })?;
        if self.standing.contains(line) {
            return Err(DkError::LineTaken { line });
        }
        let [a, b] = l.towers;
        match (shape.touched.contains(a), shape.touched.contains(b)) {
            (false, false) => Err(DkError::NotConnected { line }),
            (true, true) => {
                let (ja, jb) = (shape.attach[a as usize], shape.attach[b as usize]);
                if ja == jb {
                    return Err(DkError::LoopWithoutGreatWall { line });
                }
                let (pa, pb) = (shape.main_pos_of(ja), shape.main_pos_of(jb));
                let branch = shape.depth[a as usize] + shape.depth[b as usize] + 1;
                Ok(Effect::Loop { lo: pa.min(pb), hi: pa.max(pb), branch })
            }
            (true, false) | (false, true) => {
                let (inner, outer) = if shape.touched.contains(a) { (a, b) } else { (b, a) };
                if !board().border.contains(outer) {
                    return Ok(Effect::Branch);
                }
                let at = shape.main_pos_of(shape.attach[inner as usize]);
                Ok(Effect::NewEnd { border: outer, at, new: shape.depth[inner as usize] + 1 })
            }
        }
    }

    /// Which piece goes (DK-R35, R36, R38). `end` names the end tower whose
    /// piece is removed, needed exactly in an unresolvable tie (DK-A15).
    pub fn removal(&self, shape: &Shape, effect: Effect, end: Option<TowerId>) -> Result<Removal, DkError> {
        let removal = match effect {
            Effect::Branch => Removal::Nothing,
            Effect::Loop { lo, hi, branch } if hi - lo < branch => Removal::MainSection,
            Effect::Loop { .. } => Removal::BranchSide,
            Effect::NewEnd { at, new, .. } => return self.new_end_removal(shape, at, new, end),
        };
        match end {
            Some(tower) => Err(DkError::NoEndChoice { tower }),
            None => Ok(removal),
        }
    }

    fn new_end_removal(&self, shape: &Shape, at: u8, new: u8, end: Option<TowerId>) -> Result<Removal, DkError> {
        let len = shape.main_len();
        let [e0, e1] = shape.ends;
        let decided = if at == 0 || at == len {
            // The new piece leaves from an end itself (a concave corner,
            // DK-A14): it competes with the whole of M.
            let far = if at == 0 { e1 } else { e0 };
            if new > len {
                Removal::EndPiece { end: far }
            } else {
                Removal::NewPiece
            }
        } else {
            let (to_e0, to_e1) = (at, len.saturating_sub(at));
            if new <= to_e0.min(to_e1) {
                Removal::NewPiece
            } else if to_e0 != to_e1 {
                Removal::EndPiece { end: if to_e0 < to_e1 { e0 } else { e1 } }
            } else {
                // Equal old pieces: the one finished later goes (DK-A15).
                let newest = |section: Set64| section.iter().map(|l| self.serials[l as usize]).max().unwrap_or(0);
                let (s0, s1) = (newest(shape.main_section(0, at)), newest(shape.main_section(at, len)));
                if s0 == s1 {
                    return match end {
                        Some(t) if t == e0 || t == e1 => Ok(Removal::EndPiece { end: t }),
                        Some(tower) => Err(DkError::NotAnEnd { tower }),
                        None => Err(DkError::EndChoiceNeeded { ends: shape.ends }),
                    };
                }
                Removal::EndPiece { end: if s0 > s1 { e0 } else { e1 } }
            }
        };
        match end {
            Some(tower) => Err(DkError::NoEndChoice { tower }),
            None => Ok(decided),
        }
    }

    /// Whether a wall may go on `line` (with `end` for a tie).
    pub fn check(&self, shape: &Shape, line: LineId, end: Option<TowerId>) -> Result<(), DkError> {
        let effect = self.effect(shape, line)?;
        self.removal(shape, effect, end).map(drop)
    }

    /// Every legal placement: `f(line, end)`; ties give one per end.
    pub fn for_each_placement(&self, mut f: impl FnMut(LineId, Option<TowerId>)) {
        let shape = self.shape();
        for line in Set64::below(LINES).minus(self.standing).iter() {
            let Ok(effect) = self.effect(&shape, line) else { continue };
            match self.removal(&shape, effect, None) {
                Ok(_) => f(line, None),
                Err(DkError::EndChoiceNeeded { ends }) => ends.iter().for_each(|&e| f(line, Some(e))),
                Err(_) => {}
            }
        }
    }

    /// Whether `for_each_placement` would find any placement, stopping at
    /// the first (the turn asks after every wall; bots ask it in every
    /// playout step).
    pub fn any_placement(&self) -> bool {
        let shape = self.shape();
        Set64::below(LINES).minus(self.standing).iter().any(|line| match self.effect(&shape, line) {
            Err(_) => false,
            Ok(effect) => match self.removal(&shape, effect, None) {
                Ok(_) => true,
                Err(DkError::EndChoiceNeeded { .. }) => true,
                Err(_) => false,
            },
        })
    }

    /// `shape().ends` without tracing the rest of the shape: the first two
    /// border towers the walls touch.
    pub fn ends(&self) -> [TowerId; 2] {
        let b = board();
        let mut touched = Set64::EMPTY;
        for l in self.standing.iter() {
            for t in b.lines[l as usize].towers {
                touched.insert(t);
            }
        }
        let mut ends = touched.intersection(b.border).iter();
        let e0 = ends.next().unwrap_or(0);
        [e0, ends.next().unwrap_or(e0)]
    }

    /// Builds an open wall on `line` and resolves it (DK-R30..R41).
    /// Refuses, unchanged, what `check` refuses.
    pub fn build(&mut self, line: LineId, end: Option<TowerId>) -> Result<Built, DkError> {
        let shape = self.shape();
        self.build_on(&shape, line, end)
    }

    /// `build` with the shape of the wall as it stands (`self.shape()`),
    /// for a bot that judges many placements on the same wall.
    pub fn build_on(&mut self, shape: &Shape, line: LineId, end: Option<TowerId>) -> Result<Built, DkError> {
        let effect = self.effect(shape, line)?;
        let removal = self.removal(shape, effect, end)?;
        self.standing.insert(line);
        self.open.insert(line);
        self.serials[line as usize] = self.next_serial;
        self.next_serial = self.next_serial.saturating_add(1);
        let (gone, anchor) = self.piece_to_remove(shape, line, effect, removal);
        let cut_off = self.standing.minus(gone).minus(Self::connected(self.standing.minus(gone), anchor));
        let removed = gone.union(cut_off);
        for l in removed.iter() {
            self.standing.remove(l);
            self.open.remove(l);
            self.serials[l as usize] = 0;
        }
        let main_moved = matches!(removal, Removal::MainSection | Removal::EndPiece { .. });
        let changed_side = if main_moved { self.recompute_sides() } else { Set64::EMPTY };
        Ok(Built { effect, removal, removed, changed_side })
    }

    /// The walls of the removed piece, and a tower that surely stays on M.
    fn piece_to_remove(&self, shape: &Shape, line: LineId, effect: Effect, removal: Removal) -> (Set64, TowerId) {
        let [a, b] = board().lines[line as usize].towers;
        let with_new = |path: Set64| path.union(Set64::single(line));
        match (effect, removal) {
            (Effect::Loop { lo, hi, .. }, Removal::MainSection) => (shape.main_section(lo, hi), shape.main_tower(lo)),
            (Effect::Loop { lo, .. }, _) => {
                (with_new(shape.path_to_main(a).union(shape.path_to_main(b))), shape.main_tower(lo))
            }
            (Effect::NewEnd { border, at, .. }, Removal::NewPiece) => {
                let inner = if a == border { b } else { a };
                (with_new(shape.path_to_main(inner)), shape.main_tower(at))
            }
            (Effect::NewEnd { at, .. }, Removal::EndPiece { end }) => {
                let section = if end == shape.ends[0] {
                    shape.main_section(0, at)
                } else {
                    shape.main_section(at, shape.main_len())
                };
                (section, shape.main_tower(at))
            }
            _ => (Set64::EMPTY, shape.ends[0]),
        }
    }

    /// The walls of `walls` connected to tower `from` (DK-R39).
    fn connected(walls: Set64, from: TowerId) -> Set64 {
        let b = board();
        let mut found = Set64::EMPTY;
        let mut towers = Set64::single(from);
        let mut frontier = Set64::single(from);
        while !frontier.is_empty() {
            let mut next = Set64::EMPTY;
            for t in frontier.iter() {
                for &l in &b.towers[t as usize].lines {
                    if walls.contains(l) && !found.contains(l) {
                        found.insert(l);
                        let o = b.lines[l as usize].other_tower(t);
                        if !towers.contains(o) {
                            towers.insert(o);
                            next.insert(o);
                        }
                    }
                }
            }
            frontier = next;
        }
        found
    }

    /// Sides after M moved (DK-R41): the two regions M leaves are labelled
    /// so that one country keeps all its villages; only the villages between
    /// the old and new course change. Returns the villages that changed.
    fn recompute_sides(&mut self) -> Set64 {
        let main = self.shape().main;
        let all = Set64::below(VILLAGES);
        let region = region_of(0, main);
        let other = all.minus(region);
        let (old_m, old_c) = (self.mongolia, all.minus(self.mongolia));
        let new_m = if old_m.is_subset(region) {
            region
        } else if old_m.is_subset(other) {
            other
        } else if old_c.is_subset(region) {
            other
        } else if old_c.is_subset(other) {
            region
        } else if region.intersection(old_m).len() >= other.intersection(old_m).len() {
            region
        } else {
            other
        };
        let changed = Set64(old_m.0 ^ new_m.0);
        self.mongolia = new_m;
        changed
    }

    /// Structural checks for a loaded state: one tree between exactly two
    /// border towers, and countries that agree with the main line.
    pub fn validate(&self) -> Result<(), String> {
        if self.serials.len() != LINES {
            return Err(format!("the wall needs {LINES} serials"));
        }
        if !self.standing.is_subset(Set64::below(LINES)) || !self.open.is_subset(self.standing) {
            return Err("walls stand on lines that do not exist, or open walls that do not stand".into());
        }
        // Every wall built got the next serial; 0 marks the initial wall.
        if self.next_serial == 0 || self.next_serial > MAX_SERIAL || self.serials.iter().any(|&s| s >= self.next_serial) {
            return Err("the wall serials are out of order".into());
        }
        if !self.mongolia.is_subset(Set64::below(VILLAGES)) {
            return Err("Mongolia names villages that do not exist".into());
        }
        let shape = self.shape();
        if shape.touched.intersection(board().border).len() != 2 {
            return Err("the Great Wall must touch exactly two border towers".into());
        }
        if shape.reached != shape.touched || self.standing.len() + 1 != shape.touched.len() {
            return Err("the walls must form one connected tree".into());
        }
        for l in &board().lines {
            let [a, b] = l.villages;
            let split = self.mongolia.contains(a) != self.mongolia.contains(b);
            if split != shape.main.contains(l.id) {
                return Err(format!("the countries do not follow the Great Wall at {}", l.name));
            }
        }
        Ok(())
    }
}

/// The villages reachable from `start` without crossing a line of `barrier`.
pub fn region_of(start: VillageId, barrier: Set64) -> Set64 {
    let b = board();
    let mut region = Set64::single(start);
    let mut frontier = region;
    while !frontier.is_empty() {
        let mut next = Set64::EMPTY;
        for v in frontier.iter() {
            for e in b.villages[v as usize].neighbours() {
                if !barrier.contains(e.line) && !region.contains(e.neighbour) {
                    region.insert(e.neighbour);
                    next.insert(e.neighbour);
                }
            }
        }
        frontier = next;
    }
    region
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Walls grown one placement at a time from the start (each time the
    /// placement at a stride through the list), distinct by their standing
    /// walls, so that many different walls are shaped. Shapes worked out
    /// here directly (`Shape::of`): the walls do not depend on kept shapes.
    fn walls(n: usize) -> Vec<GreatWall> {
        let mut wall = GreatWall::initial();
        let mut out = vec![wall.clone()];
        for i in 0..n {
            let shape = Shape::of(wall.standing);
            let mut placements = Vec::new();
            for line in Set64::below(LINES).minus(wall.standing).iter() {
                let Ok(effect) = wall.effect(&shape, line) else { continue };
                match wall.removal(&shape, effect, None) {
                    Ok(_) => placements.push((line, None)),
                    Err(DkError::EndChoiceNeeded { ends }) => ends.iter().for_each(|&e| placements.push((line, Some(e)))),
                    Err(_) => {}
                }
            }
            if placements.is_empty() {
                break;
            }
            let (line, end) = placements[(i * 7 + i / 3) % placements.len()];
            wall.build_on(&shape, line, end).expect("a listed placement builds");
            if out.iter().all(|w: &GreatWall| w.standing != wall.standing) {
                out.push(wall.clone());
            }
        }
        out
    }

    #[test]
    fn a_kept_shape_is_the_shape_of_its_own_walls() {
        let walls = walls(200);
        let mut slots = std::collections::HashSet::new();
        walls.iter().for_each(|w| {
            slots.insert(shape_slot(w.standing));
        });
        // more walls than slots: kept shapes are replaced, and slots are shared
        assert!(slots.len() < walls.len() && walls.len() > SHAPE_SLOTS, "{} walls in {} slots", walls.len(), slots.len());
        for _ in 0..3 {
            for wall in walls.iter().chain(walls.iter().rev()) {
                assert_eq!(wall.shape(), Shape::of(wall.standing));
            }
        }
    }
}
