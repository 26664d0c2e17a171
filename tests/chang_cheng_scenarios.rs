//! The spec's test scenarios CC-T1..T11 (the spec numbers T1-T4, T6, T7,
//! T10, T11; T5, T8 and T9 do not exist) with explicit expected boards,
//! scores and views. Reference layout 1A + 2A; Red, Blue, Green.

mod cc_support;

use cc_support::*;
use serde_json::json;
use spieltisch::engine::{Game, Options, Viewer};
use spieltisch::games::chang_cheng::*;
use spieltisch::rng::SeededRng;

use Action::*;
use CardOption::{A, B};

#[test]
fn t01_setup() {
    for players in 2..=4 {
        let g = ChangCheng::setup(&Options { players }, SeededRng::from_seed(players as u64)).unwrap();
        valid(&g);
        assert_eq!(g.sites.len(), 24);
        assert!(g.sites.iter().all(Option::is_none));
        assert_eq!((g.provinces.len(), g.territories.len()), (6, 6));
        assert_eq!((g.reputation_reserve.len(), g.threat_reserve.len()), (9, 9));
        assert_eq!(g.emperor_left, 3);
        assert_ne!(g.sections[0] / 2, g.sections[1] / 2, "two different boards");
        for p in &g.players {
            assert_eq!(
                (p.walls, p.double, p.tower, p.hand.clone(), p.score),
                (14, true, true, vec![1, 2, 3, 4, 5, 6], 0)
            );
        }
        let view = view_json(&g, Viewer::Seat(0));
        assert!(view["provinces"].as_array().unwrap().iter().all(|p| p["reputation"].is_null()), "face down");
        assert!(view["territories"].as_array().unwrap().iter().all(|t| t["threat"].is_null()), "face down");
        assert_eq!(view["reserve"], json!([9, 9]));
        assert_eq!(g.active(), vec![g.start]);
    }
    let starts: std::collections::BTreeSet<usize> = (0..40)
        .map(|seed| ChangCheng::setup(&Options { players: 3 }, SeededRng::from_seed(seed)).unwrap().start)
        .collect();
    assert_eq!(starts.len(), 3, "the start player is random");
}

#[test]
fn t02_first_turn() {
    let mut g = reference(3);
    let moves = legal(&g);
    assert_eq!(moves, (0..24).map(wall_at).collect::<Vec<_>>());
    play(&mut g, wall_at(0));
    assert_eq!(g.turn, BLUE);
    assert_eq!(legal(&g), Action::ALL.map(act).to_vec());
}

#[test]
fn t03_legality() {
    let mut g = midgame(3, RED);
    play_all(&mut g, &[act(Walls), wall_at(0)]);
    assert_eq!(refused(&g, wall_at(2)), "same_province");
    assert!(legal(&g).contains(&wall_at(3)));
    let mut g = midgame(3, RED);
    play_all(&mut g, &[act(Cards), Move::Card { card: 1, province: 0 }]);
    assert_eq!(refused(&g, Move::Card { card: 2, province: 0 }), "same_province");
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1, 2]);
    scored(&mut g, 0);
    play(&mut g, act(Cards));
    assert_eq!(refused(&g, Move::Card { card: 2, province: 0 }), "province_complete");
    let mut g = midgame(3, RED);
    play_all(&mut g, &[act(CardWall), Move::Card { card: 1, province: 1 }]);
    assert_eq!(refused(&g, wall_at(7)), "other_province");
}

#[test]
fn t04_double_wall_points_and_peeks() {
    let cases: [(SiteId, i64, &[TerritoryId]); 3] = [(0, 2, &[0]), (3, 3, &[0, 1]), (11, 4, &[2, 3])];
    for (site, points, territories) in cases {
        let mut g = midgame(3, RED);
        play_all(&mut g, &[act(Double), Move::Double { site }]);
        assert_eq!(score(&g), vec![points, 0, 0], "double on {site}");
        let red = g.view(Viewer::Seat(RED));
        let blue = g.view(Viewer::Seat(BLUE));
        for t in 0..6u8 {
            let seen = territories.contains(&t);
            assert_eq!(red.territories[t as usize].threat.is_some(), seen, "territory {t}");
            assert!(blue.territories[t as usize].threat.is_none());
        }
        assert!(g.log.contains(&Event::DoublePlaced { seat: RED, sites: [site, site + 1], points }));
    }
}

#[test]
fn t06_simple_completion() {
    let mut g = midgame(3, BLUE);
    walls(&mut g, RED, &[0, 1]);
    reputation(&mut g, 0, 2);
    valid(&g);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert_eq!(score(&g), vec![5, 0, 0]);
    assert!(g.provinces[0].emperor && g.provinces[0].complete);
    assert_eq!(g.emperor_left, 2);
    let v = g.view(Viewer::Seat(GREEN));
    assert_eq!(v.provinces[0].reputation, Some(2), "the counter stays face up");
    assert!(g.log.contains(&Event::Scored { province: 0, value: 5, counts: vec![2, 1, 0], winners: vec![RED] }));
}

fn t07_position() -> ChangCheng {
    let mut g = midgame(3, BLUE);
    reputation(&mut g, 1, 1);
    walls(&mut g, RED, &[3, 4]);
    walls(&mut g, BLUE, &[5]);
    card(&mut g, 1, BLUE, 5);
    card(&mut g, 1, GREEN, 5);
    card(&mut g, 1, RED, 3);
    valid(&g);
    g
}

#[test]
fn t07_cancelling_and_a_tie() {
    let mut g = t07_position();
    play_all(&mut g, &[act(Walls), wall_at(6)]);
    let completed = Event::Completed {
        province: 1,
        seat: BLUE,
        base: 4,
        reputation: 1,
        cards: vec![
            PlacedCard { owner: BLUE, card: 5 },
            PlacedCard { owner: GREEN, card: 5 },
            PlacedCard { owner: RED, card: 3 },
        ],
        cancelled: vec![5],
    };
    assert!(g.log.contains(&completed));
    assert_eq!(g.active(), vec![RED], "Red decides card 3 during Blue's turn");
    let scoring = g.view(Viewer::Seat(GREEN)).scoring.unwrap();
    assert_eq!(scoring.cards, vec![ScoringCard { owner: RED, card: 3, removed: false }]);
    assert_eq!(scoring.value, 5);
    let mut b = g.clone();
    play(&mut g, choose(A));
    assert_eq!(score(&g), vec![7, 7, 0]);
    play(&mut b, choose(B));
    assert_eq!(score(&b), vec![3, 3, 0]);
    assert!(b.log.contains(&Event::Scored { province: 1, value: 3, counts: vec![2, 2, 0], winners: vec![RED, BLUE] }));
}

#[test]
fn t10_card_and_wall_completion() {
    let setup = || {
        let mut g = midgame(3, BLUE);
        reputation(&mut g, 3, 3);
        walls(&mut g, GREEN, &[12]);
        walls(&mut g, BLUE, &[13, 14]);
        valid(&g);
        play_all(&mut g, &[act(CardWall), Move::Card { card: 4, province: 3 }, wall_at(15)]);
        assert_eq!(g.active(), vec![BLUE]);
        g
    };
    let mut a = setup();
    play(&mut a, choose(A));
    assert_eq!(score(&a), vec![0, 9, 0]);
    let mut b = setup();
    play(&mut b, choose(B));
    assert_eq!(score(&b), vec![0, 7, 0]);
    assert!(b.log.contains(&Event::Scored { province: 3, value: 7, counts: vec![0, 4, 1], winners: vec![BLUE] }));
}

/// P1 and P2 scored (emperor cards 1 and 2), P6 one wall short.
fn t11_position(players: usize) -> ChangCheng {
    let mut g = midgame(players, BLUE);
    walls(&mut g, RED, &[0, 1, 2, 3, 4, 5, 6]);
    for p in [0, 1] {
        scored(&mut g, p);
        g.provinces[p as usize].emperor = true;
    }
    g.emperor_left = 1;
    walls(&mut g, GREEN, &[21, 22]);
    valid(&g);
    g
}

#[test]
fn t11_expansion() {
    let mut g = t11_position(3);
    play_all(&mut g, &[act(Walls), wall_at(23)]);
    assert_eq!((g.expansions, g.active()), (1, vec![BLUE]));
    play(&mut g, Move::Expand { side: S3B, end: End::East });
    assert_eq!(g.sites.len(), 36);
    let layout = g.layout();
    let provinces: Vec<ProvinceId> = (24..36).map(|s| layout.province_of(s)).collect();
    assert_eq!(provinces, [6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8]);
    let territories: Vec<TerritoryId> = (24..36).map(|s| layout.territory_of(s)).collect();
    assert_eq!(territories, [6, 6, 6, 7, 7, 7, 7, 7, 7, 8, 8, 8]);
    assert_eq!((g.reputation_reserve.len(), g.threat_reserve.len()), (6, 6));
    assert!(layout.adjacent(23, 24));
    assert!(g.expanded && g.emperor_left == 0 && g.provinces.iter().all(|p| !p.emperor));
    // The second wall of 2W may use the new sites.
    play(&mut g, wall_at(24));
    assert_eq!(g.turn, GREEN);
    let v = g.view(Viewer::Spectator);
    assert_eq!(v.order, (0..36).collect::<Vec<_>>());
    assert!(g.log.iter().any(|e| matches!(e, Event::Expanded { seat: BLUE, side: S3B, end: End::East, slot: 2 })));
    // Later completions get no emperor card.
    let mut later = g.clone();
    walls(&mut later, GREEN, &[25, 26]);
    later.start_turn(RED);
    play_all(&mut later, &[act(Walls), wall_at(27)]);
    assert!(later.provinces[6].complete && !later.provinces[6].emperor);
    // Four players: two sections, e.g. 4A at the west end.
    let mut g = t11_position(4);
    play_all(&mut g, &[act(Walls), wall_at(23)]);
    assert_eq!(g.expansions, 2);
    play_all(&mut g, &[Move::Expand { side: S3B, end: End::East }, Move::Expand { side: S4A, end: End::West }]);
    assert_eq!(g.line, vec![3, 0, 1, 2]);
    assert!(g.layout().adjacent(47, 0), "4A's last site is next to old site 0");
    assert_eq!(g.view(Viewer::Spectator).order[..13], [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0]);
    valid(&g);
}
