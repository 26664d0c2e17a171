//! The rules pages' figures that are not a worked example of a rulebook
//! (those are written by the tests that play them): every game's set-up and
//! a scoring, and Chang Cheng's tower, card, expansion and Mongol figures.
//! Each is a seeded game played by the bots' playout policy until the moment
//! the figure shows, checked here, and written to www/figures/ (see
//! tests/figure_support).

mod figure_support;

use figure_support::figure;
use spieltisch::engine::{Game, Options, Viewer};
use spieltisch::games::chang_cheng::{self, ChangCheng};
use spieltisch::games::chinesische_mauer::{self, ChinesischeMauer};
use spieltisch::games::dschingis_khan::{self, DschingisKhan};
use spieltisch::games::grand_conquest::GrandConquest;
use spieltisch::games::kurier_des_zaren::{self, KurierDesZaren};
use spieltisch::rng::SeededRng;

/// Plays seeded games of `players` (seeds from 1 on) with the playout policy
/// until the events a move added satisfy `found`; returns that position, its
/// seed and what `found` picked out of the new events.
fn play_until<G: Game, T>(players: usize, found: impl Fn(&G, usize) -> Option<T>) -> (G, u64, T) {
    play_until_by(players, found, |g: &G, moves: &[G::Move], rng: &mut SeededRng| g.playout_choice(moves, rng))
}

/// `play_until` with every move uniformly random: Chinesische Mauer's
/// figure was found that way, when its playouts were still random (they
/// are informed since issue 34), and its captions describe that position.
fn play_until_random<G: Game, T>(players: usize, found: impl Fn(&G, usize) -> Option<T>) -> (G, u64, T) {
    play_until_by(players, found, |_: &G, moves: &[G::Move], rng: &mut SeededRng| rng.below(moves.len()))
}

fn play_until_by<G: Game, T>(
    players: usize,
    found: impl Fn(&G, usize) -> Option<T>,
    choose: impl Fn(&G, &[G::Move], &mut SeededRng) -> usize,
) -> (G, u64, T) {
    for seed in 1..200 {
        let mut g = G::setup(&Options { players }, SeededRng::from_seed(seed)).unwrap();
        let mut rng = SeededRng::from_seed(seed ^ 0x5eed);
        let mut moves = Vec::new();
        for _ in 0..5000 {
            if g.is_finished() {
                break;
            }
            let before = log_len(&g);
            moves.clear();
            g.legal_moves(&mut moves);
            let mv = moves[choose(&g, &moves, &mut rng)].clone();
            g.play(&mv).expect("a legal move");
            if let Some(t) = found(&g, before) {
                return (g, seed, t);
            }
        }
    }
    panic!("no seed reaches the position");
}

/// The length of the game's event log, from its state document.
fn log_len<G: Game>(g: &G) -> usize {
    serde_json::to_value(g).unwrap()["log"].as_array().map_or(0, Vec::len)
}

fn marks(keys: &[String]) -> Vec<&str> {
    keys.iter().map(String::as_str).collect()
}

#[test]
fn setups() {
    let cm = ChinesischeMauer::setup(&Options { players: 3 }, SeededRng::from_seed(1)).unwrap();
    assert_eq!(cm.active(), vec![cm.active()[0]]);
    figure("cm-setup", &cm, 1, Viewer::Spectator, &["section:1", "section:2", "section:3"]);

    // Dschingis Khan and Kurier des Zaren: the set-up's own turns played.
    let (dk, seed, ()) = play_until::<DschingisKhan, ()>(3, |g, _| {
        (!matches!(g.step, dschingis_khan::Step::Setup { .. })).then_some(())
    });
    figure("dk-setup", &dk, seed, Viewer::Spectator, &[]);
    let (kz, seed, ()) = play_until::<KurierDesZaren, ()>(3, |g, _| (!matches!(g.step, kurier_des_zaren::Step::Start { .. })).then_some(()));
    assert!(kz.players.iter().all(|p| p.dispatch != kurier_des_zaren::Dispatch::Box), "every dispatch is on the board");
    figure("kz-setup", &kz, seed, Viewer::Spectator, &[]);

    let cc = ChangCheng::setup(&Options { players: 3 }, SeededRng::from_seed(1)).unwrap();
    figure("cc-setup", &cc, 1, Viewer::Spectator, &[]);
    let gc = GrandConquest::setup(&Options { players: 4 }, SeededRng::from_seed(1)).unwrap();
    figure("gc-setup", &gc, 1, Viewer::Spectator, &[]);
}

#[test]
fn dschingis_khan_final_scoring() {
    let (g, seed, ()) = play_until::<DschingisKhan, ()>(3, |g, _| g.is_finished().then_some(()));
    assert!(matches!(g.log.last(), Some(dschingis_khan::Event::GameOver { .. })));
    figure("dk-scoring", &g, seed, Viewer::Spectator, &[]);
}

#[test]
fn chinesische_mauer_scoring() {
    let (g, seed, section) = play_until_random::<ChinesischeMauer, usize>(3, |g, before| {
        g.log[before..].iter().find_map(|e| match e {
            chinesische_mauer::Event::TilesAwarded { section, .. } => Some(*section as usize),
            _ => None,
        })
    });
    figure("cm-scoring", &g, seed, Viewer::Spectator, &[&format!("section:{}", section + 1)]);
}

#[test]
fn chang_cheng_figures() {
    use chang_cheng::Event;
    // A tower with a site beside it kept for its owner (CC-R11).
    let (g, seed, site) = play_until::<ChangCheng, usize>(3, |g, before| {
        let site = g.log[before..].iter().find_map(|e| match e {
            Event::TowerPlaced { site, .. } => Some(*site as usize),
            _ => None,
        })?;
        g.reserved_sites().iter().any(|&m| m != 0).then_some(site)
    });
    let reserved: Vec<String> = g.reserved_sites().iter().enumerate().filter(|(_, &m)| m != 0).map(|(s, _)| format!("site:{}", s + 1)).collect();
    assert!(!reserved.is_empty());
    let keys: Vec<String> = std::iter::once(format!("site:{}", site + 1)).chain(reserved).collect();
    figure("cc-tower", &g, seed, Viewer::Spectator, &marks(&keys));

    // A province completed: its cards resolved and its value scored.
    let (g, seed, province) = play_until::<ChangCheng, usize>(3, |g, before| {
        let new = &g.log[before..];
        let resolved = new.iter().any(|e| matches!(e, Event::CardResolved { .. }));
        new.iter()
            .find_map(|e| match e {
                Event::Scored { province, .. } if resolved => Some(*province as usize),
                _ => None,
            })
    });
    figure("cc-card", &g, seed, Viewer::Spectator, &[&format!("province:{}", province + 1)]);

    // The expansion: the third emperor card adds sections to the wall.
    let (g, seed, ()) = play_until::<ChangCheng, ()>(3, |g, before| g.log[before..].iter().any(|e| matches!(e, Event::Expanded { .. })).then_some(()));
    figure("cc-expansion", &g, seed, Viewer::Spectator, &[]);

    // The end: the Mongol evaluation of every territory with a counter.
    let (g, seed, territories) = play_until::<ChangCheng, Vec<usize>>(3, |g, before| {
        let t: Vec<usize> = g.log[before..]
            .iter()
            .filter_map(|e| match e {
                Event::Threat { result } if !result.losers.is_empty() => Some(result.territory as usize),
                _ => None,
            })
            .collect();
        (g.is_finished() && !t.is_empty()).then_some(t)
    });
    let keys: Vec<String> = territories.iter().map(|t| format!("territory:{}", t + 1)).collect();
    figure("cc-mongol", &g, seed, Viewer::Spectator, &marks(&keys));
}
