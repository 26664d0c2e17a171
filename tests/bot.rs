//! The computer player (`spieltisch::bot`), generic over the registry: every
//! registered game gets these checks without a line of its own.

use serde_json::{json, Value};
use spieltisch::api::{self, Table};
use spieltisch::bot::{arena::Player, Budget, Config};
use spieltisch::engine::Viewer;
use spieltisch::games::{RegistryEntry, REGISTRY};
use spieltisch::rng::SeededRng;

mod common;
use common::positions;

const SEARCH: u32 = 150;

fn deciding_seat(table: &Table) -> usize {
    table.status(Viewer::Spectator).active[0]
}

fn suggest(entry: &RegistryEntry, table: &Table, iterations: u32, seed: u64) -> Value {
    suggest_with(entry, table, &Config::new(Budget::Iterations(iterations), seed))
}

fn suggest_with(entry: &RegistryEntry, table: &Table, config: &Config) -> Value {
    (entry.suggest)(table, config).expect("a suggestion")["move"].clone()
}

/// The suggested move and its visits: what a change of the search shows in.
fn stats(entry: &RegistryEntry, table: &Table, config: &Config) -> (Value, Value) {
    let answer = (entry.suggest)(table, config).expect("a suggestion");
    (answer["move"].clone(), answer["visits"].clone())
}

/// No peeking: a re-deal of everything the deciding seat cannot see looks
/// the same to it (equal views, log included), and the bot then makes the
/// same move with the same seed and budget. For that the deal must also be
/// canonical: equal for both states with the same RNG. The same for the
/// inferred deal (a level that reads its opponents), whose other state is
/// dealt by the uniform deal and again by the inferred one; a seat that
/// remembers what it saw earlier (`Determinize::remembered`) tells states
/// apart by that too, so the reading bot must play the same where views and
/// memories are equal, and the inferred deal keeps the memory.
#[test]
fn the_bot_plays_the_same_on_states_its_seat_cannot_tell_apart() {
    for entry in REGISTRY.iter().filter(|e| e.info.hidden_information) {
        for players in [entry.info.min_players, entry.info.max_players] {
            let mut differing = 0;
            for table in positions(entry, players, 11 + players as u64, 9, 8) {
                let seat = deciding_seat(&table);
                let id = entry.info.id;
                for other_inferred in [false, true] {
                    let other = (entry.determinize)(&table, Viewer::Seat(seat), 77, other_inferred).expect("determinize");
                    assert_eq!(table.view_json(Viewer::Seat(seat)), other.view_json(Viewer::Seat(seat)), "{id}: view differs");
                    if table.state_json() != other.state_json() {
                        differing += 1;
                    }
                    let memory = |t: &Table| (entry.remembered)(t, Viewer::Seat(seat)).expect("remembered");
                    let same_memory = memory(&table) == memory(&other);
                    assert!(same_memory || !other_inferred, "{id}: the inferred deal changed what the seat remembers");
                    for inferred in [false, true] {
                        if inferred && !same_memory {
                            continue;
                        }
                        let deal = |t: &Table| (entry.determinize)(t, Viewer::Seat(seat), 5, inferred).unwrap().state_json();
                        assert_eq!(deal(&table), deal(&other), "{id}: the deal (inferred: {inferred}) depends on more than the seat's view (Determinize must be canonical: sort what is unknown before shuffling)");
                    }
                    assert_eq!(suggest(entry, &table, SEARCH, 3), suggest(entry, &other, SEARCH, 3), "{id}: the bot peeked");
                    let reader = Config::new(Budget::Iterations(SEARCH), 3).with_inferred(true);
                    if same_memory {
                        assert_eq!(suggest_with(entry, &table, &reader), suggest_with(entry, &other, &reader), "{id}: the reading bot peeked");
                    }
                    assert_eq!(greedy(entry, &table, 3), greedy(entry, &other, 3), "{id}: the greedy player peeked");
                }
            }
            assert!(differing > 0, "{}: no position had anything hidden to re-deal", entry.info.id);
        }
    }
}

fn greedy(entry: &RegistryEntry, table: &Table, seed: u64) -> Value {
    (entry.suggest)(table, &Config::greedy(seed)).expect("a greedy move")["move"].clone()
}

/// The greedy player at every player count, all along seeded random games:
/// its move is legal and accepted, and the same seed gives the same move.
#[test]
fn greedy_moves_are_legal_and_reproducible() {
    for entry in REGISTRY {
        for players in entry.info.min_players..=entry.info.max_players {
            let mut seeds_differ = false;
            for table in positions(entry, players, 5 + players as u64, 5, 12) {
                let mv = greedy(entry, &table, 1);
                assert_eq!(mv, greedy(entry, &table, 1), "{}: not reproducible", entry.info.id);
                let legal = table.legal_moves_json();
                assert!(legal.as_array().unwrap().contains(&mv), "{}: {mv} is not legal", entry.info.id);
                let mut after = table.clone();
                after.apply_json(&mv).expect("the greedy move is accepted");
                seeds_differ |= (2..6).any(|seed| greedy(entry, &table, seed) != mv);
            }
            // Ties are broken by the seed: somewhere along a game two moves tie.
            assert!(seeds_differ, "{}/{players}: the seed never broke a tie", entry.info.id);
        }
    }
}

/// Same state, seat, seed and iterations: the same move; and it is legal.
#[test]
fn suggestions_are_legal_and_reproducible() {
    for entry in REGISTRY {
        for players in entry.info.min_players..=entry.info.max_players {
            for table in positions(entry, players, 3, 13, 3) {
                let mv = suggest(entry, &table, SEARCH, 9);
                assert_eq!(mv, suggest(entry, &table, SEARCH, 9), "{}: not reproducible", entry.info.id);
                let legal = table.legal_moves_json();
                assert!(legal.as_array().unwrap().contains(&mv), "{}: {mv} is not legal", entry.info.id);
                let mut after = table.clone();
                after.apply_json(&mv).expect("the suggestion is accepted");
            }
        }
    }
}

/// A time budget also answers, with at least one iteration.
#[test]
fn a_time_budget_answers_with_a_legal_move() {
    for entry in REGISTRY {
        let table = (entry.new)(&spieltisch::engine::Options { players: entry.info.min_players }, 1).unwrap();
        let found = (entry.suggest)(&table, &Config::new(Budget::Millis(20.0), 1)).unwrap();
        assert!(table.legal_moves_json().as_array().unwrap().contains(&found["move"]));
    }
}

/// A short arena per game and player count: every game ends with a winner,
/// and the win shares add up to the number of games.
#[test]
fn arena_smoke_run_per_game() {
    for entry in REGISTRY {
        for players in [entry.info.min_players, entry.info.max_players] {
            let mut seats = vec![Player::Mcts(Budget::Iterations(20), None, false)];
            seats.resize(players, Player::Random);
            let summary = (entry.arena)(&seats, players, 5).expect("arena");
            let total: f64 = summary.standings.iter().map(|s| s.wins).sum();
            assert!((total - players as f64).abs() < 1e-9, "{}: win shares {total}", entry.info.id);
            for s in &summary.standings {
                assert!(s.decisions > 0 && s.wilson[0] <= s.rate && s.rate <= s.wilson[1], "{}: {s:?}", entry.info.id);
            }
        }
    }
}

/// The yardstick is worth its name: in every 2-player game the greedy player
/// wins most of 10 seeded games against random play (over 100 games it won
/// 83-97.5%, BENCHMARKS.md). (Grand Conquest has no 2-player game, and its
/// random games run for thousands of moves: the arena measures it.)
#[test]
fn greedy_beats_random_play() {
    for entry in REGISTRY.iter().filter(|e| e.info.min_players == 2) {
        let summary = (entry.arena)(&[Player::Greedy, Player::Random], 10, 25).expect("arena");
        let greedy = &summary.standings[0];
        assert!(greedy.rate >= 0.7, "{}: greedy won only {greedy:?}", entry.info.id);
    }
}

#[test]
fn suggest_move_through_the_json_api() {
    let state = api::new_game("chinesische-mauer", &json!({"players": 3, "seed": 7})).unwrap();
    let mv = api::suggest_move(&state, &json!({"iterations": 100, "seed": 2})).unwrap();
    assert!(api::legal_moves(&state).unwrap().as_array().unwrap().contains(&mv));
    assert_eq!(mv, api::suggest_move(&state, &json!({"iterations": 100, "seed": 2})).unwrap());
    let refused = |options: Value| api::suggest_move(&state, &options).unwrap_err().code();
    assert_eq!(refused(json!({"iterations": 10, "millis": 10})), "invalid_options");
    assert_eq!(refused(json!({"iterations": 0})), "invalid_options");
    assert_eq!(refused(json!({"depth": 3})), "invalid_options");
    assert_eq!(refused(json!(5)), "invalid_options");
    let tuned = json!({"iterations": 100, "exploration": 0.2, "seed": 2});
    assert!(api::legal_moves(&state).unwrap().as_array().unwrap().contains(&api::suggest_move(&state, &tuned).unwrap()));
    for c in [json!(0), json!(-0.5), json!(10.5), json!(1e308), json!("0.2"), json!([0.2])] {
        assert_eq!(refused(json!({"iterations": 100, "exploration": c})), "invalid_options", "exploration {c}");
    }
    assert_eq!(refused(json!({"greedy": true, "exploration": 0.2})), "invalid_options");
}

/// A level's exploration constant reaches the search; without one the
/// tuned default stands.
#[test]
fn exploration_is_read_from_the_options() {
    let config = spieltisch::bot::parse_config(&json!({"iterations": 20000, "exploration": 0.25})).unwrap();
    assert_eq!((config.budget, config.exploration), (Budget::Iterations(20000), 0.25));
    let default = spieltisch::bot::parse_config(&json!({"iterations": 20000})).unwrap();
    assert_eq!(default.exploration, Config::new(Budget::Iterations(1), 0).exploration);
    assert_eq!("mcts:20000:0.25".parse::<Player>(), Ok(Player::Mcts(Budget::Iterations(20000), Some(0.25), false)));
}

/// `infer`: the search deals by `determinize_inferred` (a level that reads
/// its opponents); a flag of the search only, so not with the greedy player.
#[test]
fn infer_is_read_from_the_options() {
    let parse = |v: Value| spieltisch::bot::parse_config(&v);
    assert!(parse(json!({"iterations": 20000, "infer": true})).unwrap().inferred);
    assert!(!parse(json!({"iterations": 20000, "infer": false})).unwrap().inferred);
    assert!(!parse(json!({"iterations": 20000})).unwrap().inferred);
    for bad in [json!({"infer": 1}), json!({"infer": "yes"}), json!({"greedy": true, "infer": true})] {
        assert_eq!(parse(bad.clone()).unwrap_err().code(), "invalid_options", "{bad}");
    }
    assert_eq!("mcts:20000+infer".parse::<Player>(), Ok(Player::Mcts(Budget::Iterations(20000), None, true)));
    // In Dschingis Khan the reading search plays its own moves: over a few
    // positions some move differs from the uniform deals' at the same seed.
    let entry = REGISTRY.iter().find(|e| e.info.id == "dschingis-khan").expect("registered");
    let differs = positions(entry, 2, 21, 9, 8).iter().any(|table| {
        let plain = Config::new(Budget::Iterations(SEARCH), 4);
        suggest_with(entry, table, &plain) != suggest_with(entry, table, &plain.clone().with_inferred(true))
    });
    assert!(differs, "the inferred deals never changed a move");
}

/// `candidates: k` searches only the k root moves that look best one
/// decision ahead (a level's setting, for games of hundreds of moves a
/// decision); the search stays legal and reproducible in every game.
#[test]
fn candidates_are_read_from_the_options_and_keep_the_search_legal() {
    let parse = |v: Value| spieltisch::bot::parse_config(&v);
    assert_eq!(parse(json!({"iterations": 100, "candidates": 12})).unwrap().candidates, Some(12));
    assert_eq!(parse(json!({"iterations": 100})).unwrap().candidates, None);
    for bad in [json!(0), json!(-1), json!(1.5), json!("3"), json!(1001), json!([3])] {
        assert_eq!(parse(json!({"iterations": 100, "candidates": bad})).unwrap_err().code(), "invalid_options", "{bad}");
    }
    assert_eq!(parse(json!({"greedy": true, "candidates": 3})).unwrap_err().code(), "invalid_options");
    for entry in REGISTRY {
        let narrow = Config::new(Budget::Iterations(SEARCH), 6).with_candidates(Some(2));
        for table in positions(entry, entry.info.min_players, 31, 7, 4) {
            let mv = suggest_with(entry, &table, &narrow);
            assert_eq!(mv, suggest_with(entry, &table, &narrow), "{}: not reproducible", entry.info.id);
            assert!(table.legal_moves_json().as_array().unwrap().contains(&mv), "{}: {mv} is not legal", entry.info.id);
        }
    }
}

/// `horizon: n` cuts every playout after n moves; the game's
/// `playout_estimate` judges the rest. In every game the search stays legal
/// and reproducible, and a short horizon changes what it sees (the root's
/// statistics differ from full playouts somewhere).
#[test]
fn a_horizon_is_read_from_the_options_and_keeps_the_search_legal() {
    let parse = |v: Value| spieltisch::bot::parse_config(&v);
    assert_eq!(parse(json!({"iterations": 100, "horizon": 24})).unwrap().depth_cap, 24);
    assert_eq!(parse(json!({"iterations": 100})).unwrap().depth_cap, Config::new(Budget::Iterations(1), 0).depth_cap);
    for bad in [json!(0), json!(-1), json!(2.5), json!("24"), json!(1001), json!({})] {
        assert_eq!(parse(json!({"iterations": 100, "horizon": bad})).unwrap_err().code(), "invalid_options", "{bad}");
    }
    assert_eq!(parse(json!({"greedy": true, "horizon": 3})).unwrap_err().code(), "invalid_options");
    for entry in REGISTRY {
        let short = Config::new(Budget::Iterations(SEARCH), 6).with_horizon(Some(4));
        let mut differs = false;
        for table in positions(entry, entry.info.min_players, 31, 7, 4) {
            let mv = suggest_with(entry, &table, &short);
            assert_eq!(mv, suggest_with(entry, &table, &short), "{}: not reproducible", entry.info.id);
            assert!(table.legal_moves_json().as_array().unwrap().contains(&mv), "{}: {mv} is not legal", entry.info.id);
            // on a shortlist of 3 the visits follow the rewards (Grand
            // Conquest offers more moves than the search has iterations)
            let narrow = |c: Config| c.with_candidates(Some(3));
            let full = Config::new(Budget::Iterations(SEARCH), 6);
            differs |= stats(entry, &table, &narrow(short.clone())) != stats(entry, &table, &narrow(full));
        }
        assert!(differs, "{}: a horizon of 4 moves changed nothing the search saw", entry.info.id);
    }
}

/// `sample: k` lets every playout step weigh k moves where the game's
/// playouts take the best of a sample (Chinesische Mauer, Dschingis Khan,
/// Kurier des Zaren); the others play as before. In every game the search
/// stays legal and reproducible; in Chinesische Mauer a wider look changes
/// what the search sees, and the game's own number is what no sample means.
#[test]
fn a_playout_sample_is_read_from_the_options_and_keeps_the_search_legal() {
    let parse = |v: Value| spieltisch::bot::parse_config(&v);
    assert_eq!(parse(json!({"iterations": 100, "sample": 12})).unwrap().playout_sample, Some(12));
    assert_eq!(parse(json!({"iterations": 100})).unwrap().playout_sample, None);
    for bad in [json!(0), json!(-1), json!(2.5), json!("12"), json!(65), json!([])] {
        assert_eq!(parse(json!({"iterations": 100, "sample": bad})).unwrap_err().code(), "invalid_options", "{bad}");
    }
    assert_eq!(parse(json!({"greedy": true, "sample": 3})).unwrap_err().code(), "invalid_options");
    let mut samplers = Vec::new();
    for entry in REGISTRY {
        let wide = Config::new(Budget::Iterations(SEARCH), 6).with_horizon(Some(24)).with_playout_sample(Some(12));
        let narrow = |c: Config| c.with_candidates(Some(3));
        let mut differs = false;
        for table in positions(entry, entry.info.min_players, 31, 7, 4) {
            let mv = suggest_with(entry, &table, &wide);
            assert_eq!(mv, suggest_with(entry, &table, &wide), "{}: not reproducible", entry.info.id);
            assert!(table.legal_moves_json().as_array().unwrap().contains(&mv), "{}: {mv} is not legal", entry.info.id);
            let own = Config::new(Budget::Iterations(SEARCH), 6).with_horizon(Some(24));
            differs |= stats(entry, &table, &narrow(wide.clone())) != stats(entry, &table, &narrow(own));
        }
        if differs {
            samplers.push(entry.info.id);
        }
    }
    assert!(samplers.contains(&"chinesische-mauer"), "a sample of 12 changed nothing Chinesische Mauer's search saw: {samplers:?}");
    for quiet in ["chang-cheng", "grand-conquest"] {
        assert!(!samplers.contains(&quiet), "{quiet} samples nothing in its playouts, yet a sample changed its search");
    }
}

#[test]
fn no_suggestion_once_the_game_is_over() {
    let entry = &REGISTRY[0];
    let mut table = (entry.new)(&spieltisch::engine::Options { players: 2 }, 4).unwrap();
    let mut chooser = SeededRng::from_seed(1);
    while !table.status(Viewer::Spectator).finished {
        let moves = table.legal_moves_json();
        let moves = moves.as_array().unwrap();
        table.apply_json(&moves[chooser.below(moves.len())]).unwrap();
    }
    let err = api::suggest_move(&table.state_json(), &json!({})).unwrap_err();
    assert_eq!(err.code(), "game_over");
}

/// Grand Conquest draws its playout moves without the full move list
/// (`Game::playout_move`): every one it draws must be legal, along random
/// games and for many draws per position.
#[test]
fn grand_conquest_playout_moves_are_legal() {
    use spieltisch::engine::{Game, Options};
    use spieltisch::games::grand_conquest::GrandConquest;
    let mut drawn = 0;
    for seed in 0..3 {
        let mut game = GrandConquest::setup(&Options { players: 4 }, SeededRng::from_seed(seed)).expect("setup");
        let mut rng = SeededRng::from_seed(seed + 100);
        let mut moves = Vec::new();
        for _ in 0..400 {
            if game.is_finished() {
                break;
            }
            for _ in 0..8 {
                if let Some(mv) = game.playout_move(&mut rng) {
                    assert_eq!(game.check(&mv).map_err(|e| e.to_string()), Ok(()), "{mv:?}");
                    drawn += 1;
                }
            }
            moves.clear();
            game.legal_moves(&mut moves);
            let mv = moves[rng.below(moves.len())];
            game.apply_unchecked(&mv);
        }
    }
    assert!(drawn > 1000, "only {drawn} playout moves drawn");
}

/// The informed playout step (`engine::best_of_sample`): with a sample at
/// least as large as the move list it takes a move of the best judged value
/// for the mover; with a smaller one a move at least as
/// good as some; always a valid index, the same for the same rng.
#[test]
fn best_of_sample_takes_a_best_judged_move() {
    use spieltisch::engine::{best_of_sample, Game, Options};
    use spieltisch::games::dschingis_khan::DschingisKhan;
    let mut game = DschingisKhan::setup(&Options { players: 2 }, SeededRng::from_seed(3)).expect("setup");
    let mut rng = SeededRng::from_seed(11);
    let mut moves = Vec::new();
    let mut checked = 0;
    for _ in 0..400 {
        if game.is_finished() {
            break;
        }
        moves.clear();
        game.legal_moves(&mut moves);
        let actor = game.active()[0];
        let value = |i: usize| {
            let mut after = game.clone();
            after.apply_unchecked(&moves[i]);
            after.evaluate().expect("Dschingis Khan evaluates")[actor]
        };
        let values: Vec<f64> = (0..moves.len()).map(value).collect();
        let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        if moves.len() > 1 && values.iter().any(|&v| v < best) {
            let pick = best_of_sample(&game, &moves, &mut SeededRng::from_seed(checked), moves.len());
            assert_eq!(values[pick], best, "a best move among {} is taken", moves.len());
            let few = best_of_sample(&game, &moves, &mut SeededRng::from_seed(checked), 2);
            let again = best_of_sample(&game, &moves, &mut SeededRng::from_seed(checked), 2);
            assert_eq!(few, again, "the same rng gives the same choice");
            assert!(few < moves.len());
            checked += 1;
        }
        let random = rng.below(moves.len());
        game.apply_unchecked(&moves[random]);
    }
    assert!(checked >= 10, "positions where the moves differ in value: {checked}");
}

/// Chinesische Mauer's playouts (`Game::playout_choice`) lay a card where it
/// takes the lead for a fame tile worth 2 or more rather than draw (the plan
/// a person tries first beat the search over random playouts), and draw
/// rather than lay a card where the other player leads out of reach.
#[test]
fn chinesische_mauer_playouts_buy_leads_and_keep_cards() {
    use spieltisch::engine::{Game, Options};
    use spieltisch::games::chinesische_mauer::{ChinesischeMauer, Kind, Move, Section};
    let mut checked = 0;
    for seed in 0..30 {
        let game = ChinesischeMauer::setup(&Options { players: 2 }, SeededRng::from_seed(seed)).expect("setup");
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let prize = |s: &Section| s.open.iter().copied().max().unwrap_or(0);
        let Some(&lay) = moves.iter().find(|m| {
            matches!(m, Move::Play { kind: Kind::Wall, count: 1, section } if prize(&game.sections[*section]) >= 2)
        }) else {
            continue;
        };
        let pair = [Move::Draw, lay];
        for rng_seed in 0..5 {
            let pick = game.playout_choice(&pair, &mut SeededRng::from_seed(rng_seed));
            assert_eq!(pair[pick], lay, "seed {seed}: a lone wall takes the lead");
        }
        // The other seat leads there by far: a wall buys nothing.
        let Move::Play { section, .. } = lay else { unreachable!() };
        let mut far = game.clone();
        let other = 1 - far.turn;
        for _ in 0..4 {
            far.sections[section].push(spieltisch::games::chinesische_mauer::Card { owner: other as u8, kind: Kind::Tower });
        }
        for rng_seed in 0..5 {
            let pick = far.playout_choice(&pair, &mut SeededRng::from_seed(rng_seed));
            assert_eq!(pair[pick], Move::Draw, "seed {seed}: behind by 12, draw");
        }
        checked += 1;
    }
    assert!(checked >= 10, "deals with a wall in hand: {checked}");
}

/// Chinesische Mauer's playouts cut off at a level's horizon are judged by
/// the prospects the playout steps are chosen by: a lead for an open fame
/// tile counts for its holder before any tile is won, while the greedy
/// player (`evaluate`) keeps judging by the fame alone and sees none.
#[test]
fn chinesische_mauer_judges_a_cut_off_playout_by_its_prospects() {
    use spieltisch::engine::{Game, Options};
    use spieltisch::games::chinesische_mauer::{Card, ChinesischeMauer, Kind};
    let mut checked = 0;
    for seed in 0..20 {
        let game = ChinesischeMauer::setup(&Options { players: 3 }, SeededRng::from_seed(seed)).expect("setup");
        assert_eq!(game.evaluate(), None, "seed {seed}: the greedy player's judgement stays the fame");
        let even = game.playout_estimate().expect("an estimate");
        assert_eq!(even.len(), 3);
        assert!(even.iter().all(|v| (0.0..=1.0).contains(v)), "seed {seed}: {even:?}");
        let Some(section) = game.sections.iter().position(|s| s.open.iter().any(|&t| t >= 2)) else { continue };
        let mut leads = game.clone();
        for _ in 0..3 {
            leads.sections[section].push(Card { owner: 2, kind: Kind::Tower });
        }
        let after = leads.playout_estimate().expect("an estimate");
        assert!(after[2] > even[2] && after[2] > after[0] && after[2] > after[1], "seed {seed}: seat 2 leads in section {section}: {even:?} -> {after:?}");
        checked += 1;
    }
    assert!(checked >= 10, "deals with a fame tile of 2 or more open: {checked}");
}
