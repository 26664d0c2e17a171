//! Computer players, written once against `Game + Determinize`.
//!
//! - [`ismcts`]: the search (single-observer information-set MCTS).
//! - [`greedy`]: one decision ahead, the yardstick between random and search.
//! - [`arena`]: seeded games between bots, with win rates and Wilson intervals.
//! - [`clock`]: time budgets natively and in wasm.
//! - [`plans`]: scripted players that follow one plan a person finds in a
//!   first game, the yardstick for the levels.
//! - [`levels`]: the page's levels (`www/js/games/levels.json`), for the arena.
//!
//! The bot sees a game only through determinisations from its own seat, so it
//! plays the same on every state its seat cannot tell apart.

pub mod arena;
mod clock;
pub mod greedy;
pub mod ismcts;
pub mod levels;
pub mod plans;

use serde_json::{json, Value};

use crate::api::{ApiError, ErrorKind, Match, Table};
use crate::engine::{highest_scorers, Determinize, Game, Viewer};
use crate::rng::SeededRng;

/// How long a bot thinks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// A fixed number of search iterations: the same state, seat, seed and
    /// count give the same move on every platform.
    Iterations(u32),
    /// Wall-clock milliseconds (at least one iteration); not reproducible.
    Millis(f64),
}

/// The search's settings; `Config::new` gives the tuned defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    pub budget: Budget,
    pub seed: u64,
    /// UCB1's exploration constant (rewards lie in 0..=1).
    pub exploration: f64,
    /// Playout moves before the evaluation stands in for the end.
    pub depth_cap: usize,
    /// Weight of the score margin beside the win share in a finished game's
    /// reward (0 = win share only).
    pub margin: f64,
    /// Play greedily (`greedy::greedy`, one decision ahead) instead of
    /// searching; the budget is then unused.
    pub greedy: bool,
    /// Deal the search's determinisations by `Determinize::determinize_inferred`
    /// (the others' hidden pieces guessed from where they lie) instead of
    /// uniformly: a level that reads its opponents.
    pub inferred: bool,
    /// Search only this many of the root's moves, the best by a look one
    /// decision ahead (`greedy::value`), where there are more: in a game of
    /// hundreds of moves a decision (Grand Conquest), the budget otherwise
    /// gives each move a few visits, too few to tell a good move from noise.
    pub candidates: Option<usize>,
    /// How many moves each playout step weighs, where the game's playout
    /// policy takes the best of a sample (`Game::playout_choice_sampled`);
    /// `None`: the game's own number.
    pub playout_sample: Option<usize>,
}

impl Config {
    pub fn new(budget: Budget, seed: u64) -> Self {
        Config { budget, seed, exploration: 0.7, depth_cap: 300, margin: 0.1, greedy: false, inferred: false, candidates: None, playout_sample: None }
    }

    /// This config with UCB1's constant `c` where one is given.
    pub fn with_exploration(self, c: Option<f64>) -> Self {
        Config { exploration: c.unwrap_or(self.exploration), ..self }
    }

    /// This config dealing inferred determinisations where `inferred`.
    pub fn with_inferred(self, inferred: bool) -> Self {
        Config { inferred, ..self }
    }

    /// This config cutting its playouts after `horizon` moves where one is
    /// given (the game's `playout_estimate` judges the rest).
    pub fn with_horizon(self, horizon: Option<usize>) -> Self {
        Config { depth_cap: horizon.unwrap_or(self.depth_cap), ..self }
    }

    /// This config searching only the best `candidates` root moves.
    pub fn with_candidates(self, candidates: Option<usize>) -> Self {
        Config { candidates, ..self }
    }

    /// This config's playout steps weighing `sample` moves where one is given.
    pub fn with_playout_sample(self, sample: Option<usize>) -> Self {
        Config { playout_sample: sample.or(self.playout_sample), ..self }
    }

    /// The greedy player with this seed (ties between equally good moves).
    pub fn greedy(seed: u64) -> Self {
        Config { greedy: true, ..Config::new(Budget::Iterations(1), seed) }
    }
}

/// The reward per seat (0..=1) of a playout's last state: the win share
/// (1/k for each of k winners) blended with the scores spread over 0..=1; for
/// a state cut off before the end, the game's `playout_estimate` or else the scores
/// as they stand, the leaders taking the share.
pub fn reward<G: Game>(state: &G, margin: f64) -> Vec<f64> {
    let players = state.players();
    let (scores, winners, margin) = match state.outcome() {
        Some(outcome) => (outcome.scores, outcome.winners, margin),
        None => {
            if let Some(estimate) = state.playout_estimate() {
                return estimate;
            }
            let scores: Vec<i64> =
                (0..players).map(|s| state.visible_scores(Viewer::Seat(s))[s].unwrap_or(0)).collect();
            let leaders = highest_scorers(&scores);
            (scores, leaders, margin.max(0.5))
        }
    };
    let (low, high) = (scores.iter().min().copied().unwrap_or(0), scores.iter().max().copied().unwrap_or(0));
    (0..players)
        .map(|seat| {
            let share = if winners.contains(&seat) { 1.0 / winners.len() as f64 } else { 0.0 };
            let spread = if high > low { (scores[seat] - low) as f64 / (high - low) as f64 } else { 0.5 };
            (1.0 - margin) * share + margin * spread
        })
        .collect()
}

/// The move for whoever decides now in `game`, as the bot of that seat sees it.
pub fn suggest<G: Determinize>(game: &G, config: &Config) -> Option<ismcts::Search<G::Move>> {
    let seat = *game.active().first()?;
    ismcts::search(game, seat, config)
}

/// `suggest` behind a type-erased table: the registry's `suggest`.
pub fn suggest_table<G: Determinize + 'static>(table: &Table, config: &Config) -> Result<Value, ApiError> {
    let game = &table.game::<G>().ok_or_else(|| wrong_game(table))?.game;
    if game.is_finished() {
        return Err(ApiError::new(ErrorKind::GameOver, "the game is over: there is no move to suggest"));
    }
    let nobody = || ApiError::new(ErrorKind::GameOver, "nobody has a move to make");
    if config.greedy {
        let seat = *game.active().first().ok_or_else(nobody)?;
        let mv = greedy::greedy(game, seat, config.seed).ok_or_else(nobody)?;
        return Ok(json!({
            "move": serde_json::to_value(&mv).unwrap_or(Value::Null),
            "seat": seat,
            "iterations": 0,
            "visits": 0,
        }));
    }
    let search = suggest(game, config).ok_or_else(nobody)?;
    Ok(json!({
        "move": serde_json::to_value(&search.mv).unwrap_or(Value::Null),
        "seat": game.active().first(),
        "iterations": search.iterations,
        "visits": search.visits,
    }))
}

/// The move of plan `id` for whoever decides now (tests, CLI), as
/// `suggest_table` answers: `{move, seat}`. An unknown id is refused.
pub fn plan_table<G: plans::Plans + 'static>(table: &Table, id: &str, seed: u64) -> Result<Value, ApiError> {
    let game = &table.game::<G>().ok_or_else(|| wrong_game(table))?.game;
    let plan = plans::find::<G>(id)
        .ok_or_else(|| ApiError::new(ErrorKind::InvalidOptions, format!("{} has no plan {id:?}", G::INFO.id)))?;
    let nobody = || ApiError::new(ErrorKind::GameOver, "nobody has a move to make");
    let seat = *game.active().first().ok_or_else(nobody)?;
    let mv = plans::choose(plan, game, seat, seed).ok_or_else(nobody)?;
    Ok(json!({ "move": serde_json::to_value(&mv).unwrap_or(Value::Null), "seat": seat }))
}

/// A determinisation of `game` from `viewer`: the inferred deal where
/// `inferred` (`Config::inferred`), else the uniform one.
pub fn deal<G: Determinize>(game: &G, viewer: Viewer, rng: &mut SeededRng, inferred: bool) -> G {
    if inferred {
        game.determinize_inferred(viewer, rng)
    } else {
        game.determinize(viewer, rng)
    }
}

/// A determinisation of the table from `viewer`, as a table (tests, CLI);
/// `inferred`: `Determinize::determinize_inferred`'s.
pub fn determinize_table<G: Determinize + 'static>(
    table: &Table,
    viewer: Viewer,
    seed: u64,
    inferred: bool,
) -> Result<Table, ApiError> {
    let found = table.game::<G>().ok_or_else(|| wrong_game(table))?;
    let game = deal(&found.game, viewer, &mut SeededRng::from_seed(seed), inferred);
    Ok(Table::from_match(Match { seed: found.seed, game }))
}

/// What `viewer` remembers of the table beyond its view
/// (`Determinize::remembered`; tests).
pub fn remembered_table<G: Determinize + 'static>(table: &Table, viewer: Viewer) -> Result<Value, ApiError> {
    Ok(table.game::<G>().ok_or_else(|| wrong_game(table))?.game.remembered(viewer))
}

fn wrong_game(table: &Table) -> ApiError {
    ApiError::new(ErrorKind::MalformedState, format!("internal: the table holds {}, not the registered type", table.id()))
}

/// Reads `{iterations? | millis? | greedy?, exploration?, infer?, candidates?, horizon?, sample?, seed?}`; without
/// a budget, 1000 iterations. `greedy: true` asks for the greedy player
/// instead of the search; `exploration` sets UCB1's constant (to measure
/// whether a budget wants another one, see `Config::exploration`); `infer:
/// true` deals the search's determinisations by what the table shows
/// (`Config::inferred`); `candidates: k` searches only the k root moves that
/// look best one decision ahead (`Config::candidates`); `horizon: n` cuts
/// each playout after n moves and judges the rest (`Config::with_horizon`);
/// `sample: k` lets each playout step weigh k moves (`Config::playout_sample`).
pub fn parse_config(options: &Value) -> Result<Config, ApiError> {
    let bad = |msg: &str| ApiError::new(ErrorKind::InvalidOptions, msg.to_string());
    let object = match options {
        Value::Null => return Ok(Config::new(Budget::Iterations(DEFAULT_ITERATIONS), 0)),
        Value::Object(object) => object,
        _ => return Err(bad("bot options must be an object {iterations? | millis? | greedy?, exploration?, infer?, candidates?, horizon?, sample?, seed?}")),
    };
    if let Some(key) = object.keys().find(|k| !["iterations", "millis", "greedy", "exploration", "infer", "candidates", "horizon", "sample", "seed"].contains(&k.as_str())) {
        return Err(bad(&format!("unknown bot option `{key}`; use iterations, millis, greedy, exploration, infer, candidates, horizon, sample, seed")));
    }
    let present = |key: &str| object.get(key).filter(|v| !v.is_null());
    let greedy = match present("greedy") {
        None => false,
        Some(flag) => flag.as_bool().ok_or_else(|| bad("greedy must be true or false"))?,
    };
    if greedy && (present("iterations").is_some() || present("millis").is_some()) {
        return Err(bad("the greedy player has no budget: give greedy or iterations/millis, not both"));
    }
    if greedy && present("exploration").is_some() {
        return Err(bad("the greedy player does not search: exploration goes with iterations or millis"));
    }
    let inferred = match present("infer") {
        None => false,
        Some(flag) => flag.as_bool().ok_or_else(|| bad("infer must be true or false"))?,
    };
    if greedy && inferred {
        return Err(bad("the greedy player does not search: infer goes with iterations or millis"));
    }
    let exploration = match present("exploration") {
        None => None,
        Some(c) => Some(
            c.as_f64()
                .and_then(usable_exploration)
                .ok_or_else(|| bad("exploration must be a number above 0 and at most 10"))?,
        ),
    };
    // A count only the search reads (how many root moves, how long a
    // playout): a whole number from 1 to `max`, refused beside greedy.
    let count = |key: &str, max: u64| -> Result<Option<usize>, ApiError> {
        let Some(n) = present(key) else { return Ok(None) };
        if greedy {
            return Err(bad(&format!("the greedy player does not search: {key} goes with iterations or millis")));
        }
        let n = n.as_u64().filter(|&n| (1..=max).contains(&n));
        n.map(|n| Some(n as usize)).ok_or_else(|| bad(&format!("{key} must be a whole number from 1 to {max}")))
    };
    let candidates = count("candidates", MAX_CANDIDATES)?;
    let horizon = count("horizon", MAX_HORIZON)?;
    let sample = count("sample", MAX_SAMPLE)?;
    let budget = match (present("iterations"), present("millis")) {
        (Some(_), Some(_)) => return Err(bad("give iterations or millis, not both")),
        (Some(n), None) => Budget::Iterations(
            n.as_u64()
                .filter(|&n| (1..=MAX_ITERATIONS).contains(&n))
                .ok_or_else(|| bad("iterations must be a whole number from 1 to 10000000"))? as u32,
        ),
        (None, Some(ms)) => Budget::Millis(
            ms.as_f64()
                .filter(|ms| (1.0..=MAX_MILLIS).contains(ms))
                .ok_or_else(|| bad("millis must be a number from 1 to 600000"))?,
        ),
        (None, None) => Budget::Iterations(DEFAULT_ITERATIONS),
    };
    let seed = match present("seed") {
        None => 0,
        Some(seed) => crate::api::parse_seed(seed).ok_or_else(|| bad("seed must be a whole number from 0 to 2^53-1"))?,
    };
    Ok(if greedy {
        Config::greedy(seed)
    } else {
        Config::new(budget, seed).with_exploration(exploration).with_inferred(inferred).with_candidates(candidates).with_horizon(horizon).with_playout_sample(sample)
    })
}

const DEFAULT_ITERATIONS: u32 = 1000;
const MAX_ITERATIONS: u64 = 10_000_000;
const MAX_MILLIS: f64 = 600_000.0;
const MAX_HORIZON: u64 = 1000;
const MAX_CANDIDATES: u64 = 1000;
/// A playout step weighing more moves than this would cost more than the
/// search it serves.
const MAX_SAMPLE: u64 = 64;
/// UCB1's constant is a weight beside rewards of 0..=1: above 10 the search
/// only explores.
const MAX_EXPLORATION: f64 = 10.0;

/// `c` if it can be UCB1's constant: above 0 and at most `MAX_EXPLORATION`
/// (not NaN); the bot options and the arena's `mcts:N:C` both check with it.
pub fn usable_exploration(c: f64) -> Option<f64> {
    (c > 0.0 && c <= MAX_EXPLORATION).then_some(c)
}
