//! The rules pages' figures that are not a worked example of a rulebook
//! (those are written by the tests that play them): every game's set-up and
//! a scoring, Chang Cheng's tower, card, expansion and Mongol figures, and
//! Dschingis Khan's scout, wall and loop figures.
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
    // The first step of a scoring (CM-14..CM-16): the section's leader has
    // just laid one of its two fame tiles on a card there; the card's owner
    // counts it against their total. (The second tile, CM-19, sends the
    // section's cards out of the game and reveals a new pair: its position
    // shows an empty section, issue 36.)
    let (g, seed, (section, stack)) = play_until_random::<ChinesischeMauer, (usize, usize)>(3, |g, before| {
        g.log[before..].iter().find_map(|e| match e {
            chinesische_mauer::Event::TilePlaced { section, stack, .. } => Some((*section as usize, *stack as usize)),
            _ => None,
        })
    });
    let s = &g.sections[section];
    assert!(s.stacks.len() >= 2, "the scored section shows its cards");
    assert_eq!(s.placed.map(|p| p.stack), Some(stack), "the tile lies on the marked card");
    figure("cm-scoring", &g, seed, Viewer::Spectator, &[&format!("section:{}", section + 1), &format!("card:{}:{}", section + 1, stack + 1)]);
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

/// The rulebook's drawing example (dk-1, DK-T2): „Anna hat von der letzten
/// Runde noch 3 Mauern. Sie möchte gern viele Mauern bauen, darf aber
/// höchstens noch eine Mauer nehmen." A game under way, scouts and tokens on
/// the board as the last round left them, Anna (seat 0) about to draw with 3
/// walls and no token in her active supply. The rule itself (which pairs she
/// may draw, on a blank board) is also tests/dschingis_khan_scenarios.rs
/// dk_t2_draw_limits_anna; the rulebook list (tests/fixtures/rulebook-examples.json) names this one, which writes the figure.
#[test]
fn dschingis_khan_draw_example() {
    use dschingis_khan::Step;
    let (g, seed, ()) = play_until::<DschingisKhan, ()>(3, |g, _| {
        let anna = &g.players[0];
        let ready = g.turn == 0 && g.step == (Step::Draw { picks: 0 }) && g.turns >= 6;
        (ready && g.wall_supply >= 2 && anna.walls == 3 && anna.active.is_empty() && g.players.iter().all(|p| p.scout.is_some())).then_some(())
    });
    assert!(g.stacks.iter().filter(|s| !s.is_empty()).count() >= 9, "tokens of the rounds before on the board");
    let mut walls = g.clone();
    assert!(walls.play(&dschingis_khan::Move::DrawWall).is_ok(), "one more wall");
    assert!(walls.play(&dschingis_khan::Move::DrawWall).is_err(), "not two: nobody holds more than 4 of a kind");
    figure("dk-1", &g, seed, Viewer::Seat(0), &["supply:walls", "supply:passive"]);
}

/// Dschingis Khan's figures for the rules of a turn (issue 36): the scout's
/// three kinds of step, walls built as a branch, and a loop that moves the
/// Great Wall. Each is the moment a turn has just ended (the next seat's
/// turn started), so the board shows that turn as its news: the scout's
/// arrows, the new walls, the removed walls and the villages that changed
/// country. Nothing else moved the wall in the round a spectator's board
/// shows as news, and each is early in a game (a board still easy to read),
/// so only the turn's own rule is drawn. The rules pages' captions name the
/// villages and seats asserted here. Village numbers in the keys are as on
/// the board (id + 1).
#[test]
fn dschingis_khan_turn_figures() {
    use dschingis_khan::{board, Effect, Event, Removal, Route, Side};
    let b = board();
    let wall_key = |line: u8| {
        let [p, q] = b.lines[line as usize].villages;
        format!("wall:{}:{}", p + 1, q + 1)
    };
    let line_between = |p: u8, q: u8| b.lines.iter().find(|l| l.villages == [p - 1, q - 1]).expect("neighbours");
    // The turn that has just ended, and the events a spectator's board shows
    // as news (from the last `players` turn starts on: newsStart in
    // www/js/games/dschingis-khan/recent.js).
    fn just_ended(g: &DschingisKhan, before: usize) -> Option<(&[Event], &[Event])> {
        if !g.log[before..].iter().any(|e| matches!(e, Event::TurnStarted { .. })) {
            return None;
        }
        let starts: Vec<usize> = g.log.iter().enumerate().filter(|(_, e)| matches!(e, Event::TurnStarted { .. })).map(|(i, _)| i).collect();
        let n = starts.len();
        if n < g.players.len() + 1 {
            return None;
        }
        Some((&g.log[starts[n - 2]..starts[n - 1]], &g.log[starts[n - g.players.len()]..]))
    }
    let moves_wall = |e: &Event| matches!(e, Event::WallBuilt { removed, changed_side, .. } if removed.len() > 0 || changed_side.len() > 0);

    // The scout (DK-R12..R17): a turn that starts along a road and has all
    // three kinds of step, along a road, through an open gate and over the
    // wall; the walls it passed are closed behind it.
    let (g, seed, (seat, path, closed)) = play_until::<DschingisKhan, (usize, Vec<(u8, Route)>, Vec<u8>)>(3, |g, before| {
        let (turn, news) = just_ended(g, before)?;
        let steps: Vec<(usize, u8, Route, &Vec<u8>)> = turn.iter().filter_map(|e| match e {
            Event::TokenPlaced { seat, to, route, closed, .. } => Some((*seat, *to, *route, closed)),
            _ => None,
        }).collect();
        let has = |f: fn(&Route) -> bool| steps.iter().any(|s| f(&s.2));
        let all = (3..=4).contains(&steps.len()) && steps[0].2 == Route::Road && has(|r| *r == Route::Gate) && has(|r| matches!(r, Route::Walk { .. }));
        let clean = g.turns <= 6 && !news.iter().any(moves_wall) && !turn.iter().any(|e| matches!(e, Event::TokensLost { .. } | Event::ScoutEntered { .. }));
        let from = turn.iter().find_map(|e| match e {
            Event::TokenPlaced { from, .. } => Some(*from),
            _ => None,
        });
        (all && clean).then(|| {
            let path = std::iter::once((from.unwrap(), Route::Road)).chain(steps.iter().map(|s| (s.1, s.2))).collect();
            (steps[0].0, path, steps.iter().flat_map(|s| s.3.iter().copied()).collect())
        })
    });
    // The caption: Blau goes 30 → 23 along the road, over the wall to 13,
    // along the road to 12 and through the gate to 20, in China.
    let villages: Vec<u8> = path.iter().map(|(v, _)| v + 1).collect();
    assert_eq!((seat, villages.as_slice()), (1, [30, 23, 13, 12, 20].as_slice()));
    assert!(matches!(path[2].1, Route::Walk { .. }) && path[3].1 == Route::Road && path[4].1 == Route::Gate);
    assert_eq!((g.side(22), g.side(12), g.side(11), g.side(19)), (Side::China, Side::Mongolia, Side::Mongolia, Side::China));
    assert_eq!(closed.len(), 3, "the walk closes two walls, the gate one");
    assert!(closed.iter().all(|&l| g.wall.standing.contains(l) && !g.wall.open.contains(l)), "the walls the scout passed are closed");
    let keys: Vec<String> = closed.iter().map(|&l| wall_key(l)).collect();
    figure("dk-scout", &g, seed, Viewer::Spectator, &marks(&keys));

    // Walls (DK-R28, R29, R42): two built in one turn, open, the first at the
    // Great Wall, the second at the first; a branch changes no country.
    let (g, seed, built) = play_until::<DschingisKhan, Vec<u8>>(3, |g, before| {
        let (turn, news) = just_ended(g, before)?;
        let built: Vec<(u8, Effect)> = turn.iter().filter_map(|e| match e {
            Event::WallBuilt { line, effect, .. } => Some((*line, *effect)),
            _ => None,
        }).collect();
        if g.turns > 8 || built.len() != 2 || built.iter().any(|(_, e)| *e != Effect::Branch) || news.iter().any(moves_wall) {
            return None;
        }
        let [first, second] = [built[0].0, built[1].0].map(|l| b.lines[l as usize].towers);
        first.iter().any(|t| second.contains(t)).then(|| built.iter().map(|(l, _)| *l).collect())
    });
    // The caption: Blau's walls between villages 23 and 24 (on the road
    // there) and between 24 and 31 (no road), both open, in China.
    assert_eq!(g.turn, 2, "Lila is next: Blau built");
    assert_eq!(built, vec![line_between(23, 24).id, line_between(24, 31).id]);
    assert!(line_between(23, 24).road && !line_between(24, 31).road);
    assert!(built.iter().all(|&l| g.wall.standing.contains(l) && g.wall.open.contains(l)), "both stand, open");
    assert!([22u8, 23, 30].iter().all(|&v| g.side(v) == Side::China));
    let keys: Vec<String> = built.iter().map(|&l| wall_key(l)).collect();
    figure("dk-wall", &g, seed, Viewer::Spectator, &marks(&keys));

    // A loop (DK-R33, R35, R39, R41): the new wall closes a loop with the
    // Great Wall; the old section, the shorter side, is removed, and with it
    // a branch left without connection; the land inside changes country.
    let (g, seed, (line, effect, removed, changed)) = play_until::<DschingisKhan, (u8, Effect, Vec<u8>, Vec<u8>)>(3, |g, before| {
        let (turn, news) = just_ended(g, before)?;
        let (line, effect, removed, changed) = turn.iter().find_map(|e| match e {
            Event::WallBuilt { line, effect: effect @ Effect::Loop { .. }, removal: Removal::MainSection, removed, changed_side, .. } => Some((*line, *effect, *removed, *changed_side)),
            _ => None,
        })?;
        let only = news.iter().filter(|e| moves_wall(e)).count() == 1;
        let ids = |set: dschingis_khan::Set64| (0..64u8).filter(|&i| set.contains(i)).collect();
        (only && g.turns <= 10 && changed.len() >= 2).then(|| (line, effect, ids(removed), ids(changed)))
    });
    // The caption: Blau's wall between 22 and 29 closes a loop round 22 and
    // 23 (4 walls) against the Great Wall's 2 above them; those 2 and the
    // branch between 14 and 15 go back; 22 and 23 are in Mongolia now.
    assert_eq!(g.turn, 2, "Lila is next: Blau built");
    assert_eq!(line, line_between(22, 29).id);
    assert_eq!(effect, Effect::Loop { lo: 2, hi: 4, branch: 4 });
    assert_eq!(removed, vec![line_between(14, 22).id, line_between(15, 23).id, line_between(14, 15).id]);
    assert_eq!(changed.iter().map(|v| v + 1).collect::<Vec<_>>(), vec![22, 23]);
    assert!(changed.iter().all(|&v| g.side(v) == Side::Mongolia));
    let keys: Vec<String> = std::iter::once(wall_key(line)).chain(changed.iter().map(|v| format!("village:{}", v + 1))).collect();
    figure("dk-loop", &g, seed, Viewer::Spectator, &marks(&keys));
}
