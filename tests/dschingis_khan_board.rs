//! The board as data (docs/rules/dschingis-khan.md, "The board"): counts,
//! geometry, roads, towers and the initial Great Wall.

use std::collections::BTreeSet;

use spieltisch::games::dschingis_khan::board::{board, LineName, Orientation, Set64, MISSING_ROADS};
use spieltisch::games::dschingis_khan::wall::region_of;
use spieltisch::games::dschingis_khan::{GreatWall, VillageId};

#[test]
fn thirty_eight_villages_in_six_rows() {
    let b = board();
    assert_eq!(b.villages.len(), 38);
    let per_row: Vec<usize> = (0..6).map(|r| b.villages.iter().filter(|v| v.row == r).count()).collect();
    assert_eq!(per_row, vec![5, 6, 8, 8, 6, 5]);
    for (id, v) in b.villages.iter().enumerate() {
        assert_eq!(v.id as usize, id);
        assert_eq!(b.village_at(v.row, v.col), Some(v.id));
        assert_eq!((v.x, v.y), (v.col as f32 + 0.5, v.row as f32 + 0.5));
        // The half turn maps the board onto itself.
        assert_eq!(b.village_at(5 - v.row, 7 - v.col), Some(37 - v.id));
    }
}

#[test]
fn sixty_two_wall_lines_between_two_villages_and_two_towers() {
    let b = board();
    assert_eq!(b.lines.len(), 62);
    assert_eq!(b.lines.iter().filter(|l| l.name.orientation == Orientation::H).count(), 30);
    for l in &b.lines {
        let [a, c] = l.villages.map(|v| &b.villages[v as usize]);
        let [ta, tb] = l.towers.map(|t| &b.towers[t as usize]);
        let (x, y) = (l.name.x, l.name.y);
        match l.name.orientation {
            Orientation::H => {
                assert_eq!(((a.row, a.col), (c.row, c.col)), ((y - 1, x), (y, x)));
                assert_eq!(((ta.x, ta.y), (tb.x, tb.y)), ((x, y), (x + 1, y)));
            }
            Orientation::V => {
                assert_eq!(((a.row, a.col), (c.row, c.col)), ((y, x - 1), (y, x)));
                assert_eq!(((ta.x, ta.y), (tb.x, tb.y)), ((x, y), (x, y + 1)));
            }
        }
        assert_eq!(b.line(l.name), Some(l.id));
        assert_eq!(b.villages[a.id as usize].line_to(c.id), Some(l.id));
    }
    // Every pair of edge neighbours has exactly one line: 62 neighbour pairs.
    let pairs: usize = b.villages.iter().map(|v| v.neighbours().count()).sum();
    assert_eq!(pairs, 2 * 62);
}

#[test]
fn fifty_three_towers_eighteen_can_end_a_wall() {
    let b = board();
    assert_eq!(b.towers.len(), 53);
    let border: Vec<(u8, u8)> = b.towers.iter().filter(|t| t.border).map(|t| (t.x, t.y)).collect();
    assert_eq!(border.len(), 28);
    assert_eq!(b.border.len(), 18);
    let concave: BTreeSet<(u8, u8)> =
        b.towers.iter().filter(|t| t.border && t.lines.len() == 2).map(|t| (t.x, t.y)).collect();
    assert_eq!(concave, BTreeSet::from([(1, 2), (1, 4), (2, 5), (6, 1), (7, 2), (7, 4)]));
    // No line joins two border towers, so a single wall never spans the board.
    assert!(b.lines.iter().all(|l| !(b.border.contains(l.towers[0]) && b.border.contains(l.towers[1]))));
    for t in &b.towers {
        for &l in &t.lines {
            assert!(b.lines[l as usize].towers.contains(&t.id));
        }
    }
}

#[test]
fn red_towers_and_the_initial_wall() {
    let b = board();
    let red: Vec<(u8, u8)> = b.red_towers.iter().map(|&t| (b.towers[t as usize].x, b.towers[t as usize].y)).collect();
    assert_eq!(red, vec![(0, 3), (8, 3)]);
    assert!(b.red_towers.iter().all(|&t| b.towers[t as usize].red && b.towers[t as usize].lines.len() == 1));
    let names: Vec<LineName> = b.initial_wall.iter().map(|&l| b.lines[l as usize].name).collect();
    assert_eq!(names, (0..8).map(|x| LineName::h(x, 3)).collect::<Vec<_>>());
    let wall = GreatWall::initial();
    wall.validate().unwrap();
    assert_eq!(wall.shape().ends, b.red_towers);
}

#[test]
fn the_initial_wall_splits_the_board_into_two_sides_of_nineteen() {
    let b = board();
    let main: Set64 = b.initial_wall.iter().copied().collect();
    let north = region_of(0, main);
    let south = region_of(37, main);
    assert_eq!((north.len(), south.len()), (19, 19));
    assert_eq!(north.intersection(south), Set64::EMPTY);
    assert_eq!(north, b.initial_mongolia);
    assert!(north.iter().all(|v| b.villages[v as usize].row < 3));
    // Without walls the board is one connected piece.
    assert_eq!(region_of(0, Set64::EMPTY).len(), 38);
}

#[test]
fn fourteen_missing_roads_forty_eight_roads() {
    let b = board();
    let without: BTreeSet<LineName> = b.lines.iter().filter(|l| !l.road).map(|l| l.name).collect();
    assert_eq!(without, MISSING_ROADS.iter().copied().collect());
    assert_eq!(without.len(), 14);
    assert_eq!(b.lines.iter().filter(|l| l.road).count(), 48);
    // Symmetric under the half turn: h(x,y) -> h(7-x,6-y), v(x,y) -> v(8-x,5-y).
    for n in &without {
        let turned = match n.orientation {
            Orientation::H => LineName::h(7 - n.x, 6 - n.y),
            Orientation::V => LineName::v(8 - n.x, 5 - n.y),
        };
        assert!(without.contains(&turned), "{n} has no symmetric twin");
    }
    // Every village keeps two roads; each half is connected by roads.
    for v in &b.villages {
        let roads = v.neighbours().filter(|e| b.lines[e.line as usize].road).count();
        assert!(roads >= 2, "village {} has {roads} roads", v.id);
    }
    let no_road: Set64 = b.lines.iter().filter(|l| !l.road).map(|l| l.id).collect();
    let barrier = no_road.union(b.initial_wall.iter().copied().collect());
    let half = |v: VillageId| region_of(v, barrier);
    assert_eq!(half(0), b.initial_mongolia);
    assert_eq!(half(37).len(), 19);
}
