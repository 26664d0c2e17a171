//! The board data (docs/rules/chang-cheng.md, "The board"): every side has
//! 12 sites, each in exactly one province and bordering exactly one
//! territory; province values 3-6 equal their sites; the drawing data.

mod cc_support;

use cc_support::*;
use spieltisch::games::chang_cheng::board::{self, BoardData, Layout};
use spieltisch::games::chang_cheng::*;

#[test]
fn every_side_splits_twelve_sites_into_three_runs_twice() {
    for (i, side) in SIDE_DATA.iter().enumerate() {
        assert_eq!(side.provinces.iter().sum::<u8>(), 12, "{}", side.name);
        assert_eq!(side.territories.iter().sum::<u8>(), 12, "{}", side.name);
        assert!(side.provinces.iter().all(|&v| (3..=6).contains(&v)), "{}: values 3-6", side.name);
        assert_eq!(side.name, format!("{}{}", board::board_of(i as SideId), if i % 2 == 0 { 'A' } else { 'B' }));
        let line = [i as u8, if i < 2 { 2 } else { 0 }];
        let layout = Layout { sections: &line, line: &[0, 1] };
        for s in 0..12u8 {
            let p = layout.province_of(s);
            assert!(p < 3 && layout.province_sites(p).contains(&s), "{} site {s}", side.name);
            let t = layout.territory_of(s);
            assert!(t < 3 && layout.territory_sites(t).any(|x| x == s));
            assert!(layout.territories_of_province(p).any(|x| x == t));
        }
        // Boundaries are offset: some province and territory differ in extent.
        let sizes: Vec<usize> = (0..3).map(|p| layout.province_sites(p).len()).collect();
        assert_eq!(sizes, side.provinces.map(usize::from).to_vec());
    }
}

#[test]
fn the_reference_layout_matches_the_spec() {
    let g = reference(3);
    let layout = g.layout();
    let provinces: Vec<Vec<SiteId>> = (0..6).map(|p| layout.province_sites(p).collect()).collect();
    assert_eq!(provinces[1], vec![3, 4, 5, 6]);
    assert_eq!(provinces[4], vec![16, 17, 18, 19, 20]);
    let territories: Vec<Vec<SiteId>> = (0..6).map(|t| layout.territory_sites(t).collect()).collect();
    assert_eq!(territories[3], vec![12, 13]);
    assert_eq!(territories[5], vec![19, 20, 21, 22, 23]);
    let borders: Vec<Vec<TerritoryId>> = (0..6).map(|p| layout.territories_of_province(p).collect()).collect();
    assert_eq!(borders, vec![vec![0], vec![0, 1], vec![1, 2], vec![3, 4], vec![4, 5], vec![5]]);
    assert!(layout.adjacent(11, 12), "adjacency crosses the join");
    assert_eq!((layout.west(0), layout.east(23)), (None, None));
}

#[test]
fn drawing_data_runs_west_to_east() {
    let data = BoardData::get();
    assert_eq!(data.site_xy.len(), 12);
    assert!(data.site_xy.windows(2).all(|w| w[0][0] < w[1][0]));
    assert!(data.site_xy.iter().all(|xy| xy[1].abs() < 50));
    assert_eq!(data.site_xy[0], [50, 0]);
}
