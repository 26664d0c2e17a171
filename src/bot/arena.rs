//! Seeded games between bots: `spieltisch arena` and the strength bench.
//!
//! Game i is dealt from `seed + i`, and the players move one seat on each
//! game, so every player sits at every position equally often when the game
//! count is a multiple of the player count (no position is favoured).

use std::fmt::{self, Display};
use std::str::FromStr;

use serde::Serialize;

use crate::engine::{Options, SetupError};
use crate::rng::SeededRng;

use super::clock::Clock;
use super::greedy::greedy;
use super::plans::{self, Plan, Plans};
use super::{levels, suggest, usable_exploration, Budget, Config};

/// Who plays a seat in the arena.
#[derive(Clone, Debug, PartialEq)]
pub enum Player {
    /// A uniformly random legal move.
    Random,
    /// The best move one decision ahead (`greedy::greedy`).
    Greedy,
    /// The ISMCTS bot at a budget, with UCB1's constant where given
    /// (else `Config::new`'s), dealing inferred determinisations where the
    /// last field is set (`+infer`, `Config::inferred`).
    Mcts(Budget, Option<f64>, bool),
    /// A scripted plan of the game (`plans`), by id: `plan:grail-rush`.
    Plan(String),
    /// A level of the page by name (`levels`), with exactly the page's
    /// budget for the game and table size: `level:normal`.
    Level(String),
}

impl FromStr for Player {
    type Err = String;

    /// `random`, `greedy`, `mcts:2000` (iterations) or `mcts:500ms`
    /// (milliseconds), optionally with UCB1's constant: `mcts:20000:0.2`,
    /// and `+infer` at the end for inferred deals: `mcts:20000+infer`;
    /// `plan:<id>` and `level:<name>` (checked against the game when the
    /// arena starts).
    fn from_str(text: &str) -> Result<Self, String> {
        let bad = || {
            format!("{text:?} is not a player: use random, greedy, mcts:N (iterations) or mcts:Nms, optionally mcts:N:C (C: exploration), and +infer after either; level:<name> (a level of the page) or plan:<id> (spieltisch plans <game>)")
        };
        let named = |name: &str| !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        match text.split_once(':') {
            Some(("plan", id)) if named(id) => return Ok(Player::Plan(id.to_string())),
            Some(("level", name)) if named(name) => return Ok(Player::Level(name.to_string())),
            Some(("plan" | "level", _)) => return Err(bad()),
            _ => {}
        }
        let (text, inferred) = match text.strip_suffix("+infer") {
            Some(search) if search.starts_with("mcts:") => (search, true),
            _ => (text, false),
        };
        match text.split_once(':') {
            None if text == "random" => Ok(Player::Random),
            None if text == "greedy" => Ok(Player::Greedy),
            Some(("mcts", rest)) => {
                let (budget, exploration) = match rest.split_once(':') {
                    Some((budget, c)) => {
                        let c = c.parse::<f64>().ok().and_then(usable_exploration).ok_or_else(bad)?;
                        (budget, Some(c))
                    }
                    None => (rest, None),
                };
                let budget = match budget.strip_suffix("ms") {
                    Some(ms) => ms.parse::<u32>().ok().filter(|&ms| ms > 0).map(|ms| Budget::Millis(ms as f64)),
                    None => budget.parse::<u32>().ok().filter(|&n| n > 0).map(Budget::Iterations),
                };
                budget.map(|budget| Player::Mcts(budget, exploration, inferred)).ok_or_else(bad)
            }
            _ => Err(bad()),
        }
    }
}

impl Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => write!(f, "random"),
            Player::Greedy => write!(f, "greedy"),
            Player::Plan(id) => write!(f, "plan:{id}"),
            Player::Level(name) => write!(f, "level:{name}"),
            Player::Mcts(budget, exploration, inferred) => {
                match budget {
                    Budget::Iterations(n) => write!(f, "mcts:{n}")?,
                    Budget::Millis(ms) => write!(f, "mcts:{ms}ms")?,
                }
                if let Some(c) = exploration {
                    write!(f, ":{c}")?;
                }
                if *inferred {
                    write!(f, "+infer")?;
                }
                Ok(())
            }
        }
    }
}

/// The result of one player (one entry of `--seats`) over all games.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Standing {
    pub player: String,
    /// Won games; a shared win counts 1/k for each of k winners.
    pub wins: f64,
    pub rate: f64,
    /// 95% Wilson score interval of the win rate.
    pub wilson: [f64; 2],
    pub decisions: u64,
    /// Mean and largest thinking time per decision (0 for random players).
    pub mean_ms: f64,
    pub max_ms: f64,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ArenaSummary {
    pub games: usize,
    pub moves: u64,
    pub standings: Vec<Standing>,
    /// Every game as the page can replay it (`spieltisch arena --record`).
    pub records: Vec<GameRecord>,
}

/// One game of a match: its seed and moves open it in the page
/// (`embed.html?game=…&players=…&seed=…#moves=…`), so a lost game can be
/// looked at, not only counted.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameRecord {
    pub seed: u64,
    /// The player at each seat (`--seats` rotated for this game).
    pub seats: Vec<String>,
    pub winners: Vec<usize>,
    pub moves: Vec<serde_json::Value>,
}

/// Why an arena cannot start.
#[derive(Clone, Debug, PartialEq)]
pub enum ArenaError {
    Setup(SetupError),
    /// A `plan:` or `level:` seat the game does not have.
    UnknownPlayer(String),
}

impl Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::Setup(err) => write!(f, "{err}"),
            ArenaError::UnknownPlayer(why) => write!(f, "{why}"),
        }
    }
}

/// A seat's player resolved for game `G`: plans found, levels made settings.
enum Seated<G: Plans> {
    Random,
    Greedy,
    Search(Config),
    Plan(&'static Plan<G>),
}

fn seat_player<G: Plans>(player: &Player, players: usize) -> Result<Seated<G>, ArenaError> {
    Ok(match player {
        Player::Random => Seated::Random,
        Player::Greedy => Seated::Greedy,
        Player::Mcts(budget, exploration, inferred) => {
            Seated::Search(Config::new(*budget, 0).with_exploration(*exploration).with_inferred(*inferred))
        }
        Player::Plan(id) => Seated::Plan(plans::find::<G>(id).ok_or_else(|| {
            let known = plans::infos::<G>().iter().map(|p| p.id).collect::<Vec<_>>().join(", ");
            ArenaError::UnknownPlayer(format!("{} has no plan {id:?}; its plans: {known}", G::INFO.id))
        })?),
        Player::Level(name) => match levels::config(name, G::INFO.id, players).map_err(ArenaError::UnknownPlayer)? {
            config if config.greedy => Seated::Greedy,
            config => Seated::Search(config),
        },
    })
}

/// Plays `games` games of `G` between `players` (one per seat).
pub fn arena<G: Plans>(players: &[Player], games: usize, seed: u64) -> Result<ArenaSummary, ArenaError> {
    let n = players.len();
    let options = Options { players: n };
    let seated = players.iter().map(|p| seat_player::<G>(p, n)).collect::<Result<Vec<_>, _>>()?;
    let mut wins = vec![0.0; n];
    let mut decisions = vec![0u64; n];
    let mut think = vec![(0.0f64, 0.0f64); n];
    let mut chooser = SeededRng::from_seed(seed ^ 0xA4E4_A5EE_D000_0011);
    let mut moves = Vec::new();
    let mut total_moves = 0;
    let mut records = Vec::with_capacity(games);
    for i in 0..games {
        let mut game = G::setup(&options, SeededRng::from_seed(seed.wrapping_add(i as u64))).map_err(ArenaError::Setup)?;
        // Player p sits at seat (p + i) mod n in game i.
        let player_at = |seat: usize| (seat + n - i % n) % n;
        let mut record = GameRecord {
            seed: seed.wrapping_add(i as u64),
            seats: (0..n).map(|seat| players[player_at(seat)].to_string()).collect(),
            winners: Vec::new(),
            moves: Vec::new(),
        };
        while let Some(&seat) = game.active().first() {
            let p = player_at(seat);
            let decision_seed = mix(seed, i as u64, total_moves);
            let clock = Clock::start();
            let mv = match &seated[p] {
                Seated::Random => {
                    moves.clear();
                    game.legal_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    moves.swap_remove(chooser.below(moves.len()))
                }
                Seated::Greedy => {
                    let Some(mv) = greedy(&game, seat, decision_seed) else { break };
                    mv
                }
                Seated::Search(config) => {
                    let config = Config { seed: decision_seed, ..config.clone() };
                    let Some(search) = suggest(&game, &config) else { break };
                    search.mv
                }
                Seated::Plan(plan) => {
                    let Some(mv) = plans::choose(plan, &game, seat, decision_seed) else { break };
                    mv
                }
            };
            if !matches!(seated[p], Seated::Random) {
                let ms = clock.elapsed_ms();
                think[p] = (think[p].0 + ms, think[p].1.max(ms));
            }
            decisions[p] += 1;
            record.moves.push(serde_json::to_value(&mv).unwrap_or_default());
            game.apply_unchecked(&mv);
            total_moves += 1;
        }
        if let Some(outcome) = game.outcome() {
            for &seat in &outcome.winners {
                wins[player_at(seat)] += 1.0 / outcome.winners.len() as f64;
            }
            record.winners = outcome.winners;
        }
        records.push(record);
    }
    let standings = (0..n)
        .map(|p| Standing {
            player: players[p].to_string(),
            wins: wins[p],
            rate: if games > 0 { wins[p] / games as f64 } else { 0.0 },
            wilson: wilson(wins[p], games as f64),
            decisions: decisions[p],
            mean_ms: if decisions[p] > 0 { think[p].0 / decisions[p] as f64 } else { 0.0 },
            max_ms: think[p].1,
        })
        .collect();
    Ok(ArenaSummary { games, moves: total_moves, standings, records })
}

/// A seed per decision, from the arena seed, the game and the move number.
fn mix(seed: u64, game: u64, mv: u64) -> u64 {
    let mut rng = SeededRng::from_seed(seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ mv.rotate_left(32));
    rand::RngCore::next_u64(&mut rng)
}

/// The 95% Wilson score interval for `wins` successes in `n` trials.
pub fn wilson(wins: f64, n: f64) -> [f64; 2] {
    if n <= 0.0 {
        return [0.0, 1.0];
    }
    const Z: f64 = 1.959_963_984_540_054;
    let p = wins / n;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_known_values() {
        // 8 of 10: [0.490, 0.943] (Wilson 1927; e.g. Newcombe 1998, table I).
        let [lo, hi] = wilson(8.0, 10.0);
        assert!((lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3, "{lo} {hi}");
        let [lo, hi] = wilson(0.0, 10.0);
        assert!(lo == 0.0 && (hi - 0.2775).abs() < 1e-3, "{hi}");
    }

    #[test]
    fn players_parse_and_print() {
        for text in ["random", "greedy", "mcts:2000", "mcts:500ms", "mcts:20000:0.2", "mcts:3000ms:1.5", "mcts:20000+infer", "mcts:300:0.5+infer", "plan:grail-rush", "level:normal"] {
            assert_eq!(text.parse::<Player>().unwrap().to_string(), text);
        }
        for text in ["mcts", "mcts:", "mcts:0", "mcts:x", "clever", "greedy:1", "mcts:5s", "mcts:100:", "mcts:100:0", "mcts:100:-1", "mcts:100:11", "mcts:100:NaN", "mcts:100:inf", "mcts::0.5", "greedy+infer", "random+infer", "mcts:100+inf", "mcts:100+infer+infer", "+infer", "plan:", "level:", "plan:Grail", "level:normal+infer", "plan:a:b"] {
            assert!(text.parse::<Player>().is_err(), "{text}");
        }
    }
}
