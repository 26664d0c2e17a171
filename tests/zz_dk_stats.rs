use spieltisch::engine::{Game, Options};
use spieltisch::games::dschingis_khan::*;
use spieltisch::rng::SeededRng;
use std::collections::BTreeMap;

#[test]
fn stats() {
    for players in 2..=4 {
        let mut c: BTreeMap<String, u64> = BTreeMap::new();
        let mut turns = vec![];
        let mut moves_max = 0;
        let mut legal_max = 0;
        for seed in 0..2000u64 {
            let mut g = DschingisKhan::setup(&Options { players }, SeededRng::from_seed(seed)).unwrap();
            let mut ch = SeededRng::from_seed(seed + 99);
            let mut v = vec![];
            let mut n = 0;
            while !g.is_finished() {
                v.clear();
                g.legal_moves(&mut v);
                legal_max = legal_max.max(v.len());
                if v.iter().any(|m| matches!(m, Move::BuildWall { remove_end: Some(_), .. })) { *c.entry("tie offered".into()).or_default() += 1; }
                let m = v[ch.below(v.len())];
                g.apply_unchecked(&m);
                n += 1;
            }
            moves_max = moves_max.max(n);
            turns.push(g.turns);
            for e in &g.log {
                let k = match e {
                    Event::WallBuilt { effect, removal, .. } => format!("wall {:?} {:?}", std::mem::discriminant(effect), removal).replace("Discriminant", ""),
                    Event::EndTriggered { .. } => "trigger".into(),
                    Event::RoundLimit => "roundlimit".into(),
                    Event::TokensLost { .. } => "lost".into(),
                    Event::ScoutRemoved { .. } => "scoutremoved".into(),
                    Event::ScoutEntered { .. } => "scoutentered".into(),
                    Event::WallsReturned { .. } => "wallsreturned".into(),
                    Event::TokenPlaced { route, .. } => format!("step {:?}", std::mem::discriminant(route)),
                    _ => continue,
                };
                *c.entry(k).or_default() += 1;
            }
        }
        turns.sort();
        println!("players {players}: turns median {} max {} movesmax {moves_max} legalmax {legal_max}", turns[turns.len() / 2], turns.last().unwrap());
        for (k, v) in &c {
            println!("  {k}: {v}");
        }
    }
}
