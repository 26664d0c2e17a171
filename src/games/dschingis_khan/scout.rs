//! The scout (Kundschafter): where it may step next (DK-R12..R17).
//!
//! From its village the scout goes along a road to a neighbour when no wall
//! stands between them, through an open wall to the neighbour behind it, or
//! up onto the wall at an open wall beside it, along the wall (closed walls
//! and branches included) and down at another open wall beside the target.
//! It never enters a village visited this turn, nor one with another scout.

use std::ops::ControlFlow;

use serde::{Deserialize, Serialize};

use super::board::{board, LineId, Set64, VillageId};
use super::moves::DkError;

/// How the scout reaches the next village.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "via", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Route {
    /// Along a road; no wall stands on the line (DK-R12).
    Road,
    /// Through the open gate of the wall between the two (DK-R13).
    Gate,
    /// Onto the wall at `climb`, down at `descend` (DK-R14).
    Walk { climb: LineId, descend: LineId },
}

impl Route {
    /// The walls that close behind the scout (DK-R13, R14).
    pub fn closes(self, from: VillageId, to: VillageId) -> [Option<LineId>; 2] {
        match self {
            Route::Road => [None, None],
            Route::Gate => [board().villages[from as usize].line_to(to), None],
            Route::Walk { climb, descend } => [Some(climb), Some(descend)],
        }
    }
}

/// What a step depends on: the walls, and the villages closed to the scout.
#[derive(Clone, Copy, Debug)]
pub struct Ground {
    pub standing: Set64,
    pub open: Set64,
    /// Villages visited this turn, the start village included.
    pub visited: Set64,
    /// Villages with another player's scout.
    pub scouts: Set64,
}

impl Ground {
    fn barred(&self) -> Set64 {
        self.visited.union(self.scouts)
    }

    /// Calls `f` for every legal step from `from` until it breaks.
    pub fn try_each_step(
        &self,
        from: VillageId,
        mut f: impl FnMut(VillageId, Route) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let b = board();
        let barred = self.barred();
        let Some(village) = b.villages.get(from as usize) else { return ControlFlow::Continue(()) };
        let mut climbs = [0 as LineId; 4];
        let mut n = 0;
        for e in village.neighbours() {
            if self.open.contains(e.line) {
                climbs[n] = e.line;
                n += 1;
            }
            if barred.contains(e.neighbour) {
                continue;
            }
            if self.open.contains(e.line) {
                f(e.neighbour, Route::Gate)?;
            } else if !self.standing.contains(e.line) && b.lines[e.line as usize].road {
                f(e.neighbour, Route::Road)?;
            }
        }
        if n == 0 {
            return ControlFlow::Continue(());
        }
        for descend in self.open.iter() {
            for to in b.lines[descend as usize].villages {
                if barred.contains(to) {
                    continue;
                }
                for &climb in climbs[..n].iter().filter(|&&c| c != descend) {
                    f(to, Route::Walk { climb, descend })?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    pub fn for_each_step(&self, from: VillageId, mut f: impl FnMut(VillageId, Route)) {
        let _ = self.try_each_step(from, |to, route| {
            f(to, route);
            ControlFlow::Continue(())
        });
    }

    /// Whether the scout can move at all (DK-R18, R24).
    pub fn has_step(&self, from: VillageId) -> bool {
        self.try_each_step(from, |_, _| ControlFlow::Break(())).is_break()
    }

    /// Why a step is refused, if it is (DK-R12..R17).
    pub fn check(&self, from: VillageId, to: VillageId, route: Route) -> Result<(), DkError> {
        let b = board();
        if to as usize >= b.villages.len() {
            return Err(DkError::NoSuchVillage { village: to });
        }
        if self.visited.contains(to) {
            return Err(DkError::AlreadyVisited { village: to });
        }
        if self.scouts.contains(to) {
            return Err(DkError::ScoutThere { village: to });
        }
        let shared = b.villages.get(from as usize).and_then(|v| v.line_to(to));
        match route {
            Route::Road => {
                let line = shared.ok_or(DkError::NotAdjacent { village: to })?;
                if self.standing.contains(line) {
                    Err(DkError::WallInTheWay { line })
                } else if !b.lines[line as usize].road {
                    Err(DkError::NoRoad { line })
                } else {
                    Ok(())
                }
            }
            Route::Gate => {
                let line = shared.ok_or(DkError::NotAdjacent { village: to })?;
                self.open_wall(line)
            }
            Route::Walk { climb, descend } => {
                for line in [climb, descend] {
                    if b.lines.get(line as usize).is_none() {
                        return Err(DkError::NoSuchLine { line });
                    }
                }
                if !b.lines[climb as usize].has_village(from) {
                    Err(DkError::ClimbNotHere { line: climb })
                } else if !b.lines[descend as usize].has_village(to) {
                    Err(DkError::DescendNotThere { line: descend })
                } else if climb == descend {
                    Err(DkError::SameWall { line: climb })
                } else {
                    self.open_wall(climb).and(self.open_wall(descend))
                }
            }
        }
    }

    fn open_wall(&self, line: LineId) -> Result<(), DkError> {
        if !self.standing.contains(line) {
            Err(DkError::NoWallHere { line })
        } else if !self.open.contains(line) {
            Err(DkError::WallClosed { line })
        } else {
            Ok(())
        }
    }
}
