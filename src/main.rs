//! `spieltisch`: the JSON API on the command line. State on stdin, JSON on stdout.
//!
//! ```text
//! spieltisch games
//! spieltisch new <game> --players N [--seed S]
//! spieltisch legal                    < state.json
//! spieltisch apply '<move json>'      < state.json
//! spieltisch view <seat|spectator>    < state.json
//! spieltisch hash                     < state.json
//! spieltisch replay-step <k>          < save.json   (finished games only)
//! spieltisch version
//! spieltisch playout <game> --players N --seed S --games K
//! spieltisch fixture <game> --players N --seed S [--moves K]
//! spieltisch bot [--iterations N | --millis M | --greedy] [--infer] [--seed S]   < state.json
//! spieltisch arena <game> --players N --seats mcts:2000,greedy,random,... --games K --seed S
//! spieltisch plans <game>
//! spieltisch levels <game> --players N
//! ```
//! Input passes the API's limits (`api::LIMITS`) before it is parsed.
//! An API error (refused move, bad state) prints `{code, message, rule?}` on
//! stderr, nothing on stdout, and exits 2. A usage error exits 1.

use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

use serde_json::{json, Value};
use spieltisch::api::{self, ApiError, ErrorKind, LIMITS};
use spieltisch::bot::arena::{ArenaError, Player};
use spieltisch::bot::levels;
use spieltisch::games::{RegistryEntry, REGISTRY};

const USAGE: &str = "usage:
  spieltisch games
  spieltisch new <game> --players N [--seed S]
  spieltisch legal                   (state on stdin)
  spieltisch apply '<move json>'     (state on stdin)
  spieltisch view <seat|spectator>   (state on stdin)
  spieltisch hash                    (state on stdin)
  spieltisch replay-step <k>         (a finished game's save on stdin)
  spieltisch version
  spieltisch fixture <game> --players N --seed S [--moves K]
  spieltisch playout <game> --players N --seed S --games K
  spieltisch bot [--iterations N | --millis M | --greedy] [--infer] [--seed S]   (state on stdin)
  spieltisch arena <game> --players N --seats mcts:2000,greedy,random,... --games K --seed S [--record]
    (a seat is random, greedy (best move one decision ahead), mcts:N for N iterations,
    or mcts:Nms for N milliseconds; mcts:N:C searches with exploration constant C;
    +infer after either deals the others' hidden pieces by where they lie;
    level:easy|normal|strong|expert plays the page's level with the page's budget
    for this game and table size; plan:<id> plays a scripted plan, see plans;
    --record adds each game's seed, seats, winners and moves, to open in the page)
  spieltisch plans <game>            (the game's plan players: [{id, name, description}])
  spieltisch levels <game> --players N   (the page's levels at that table: [{level, budget}])";

enum Failure {
    Usage(String),
    Api(ApiError),
}

impl From<ApiError> for Failure {
    fn from(err: ApiError) -> Self {
        Failure::Api(err)
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(output) => {
            println!("{output}");
            ExitCode::SUCCESS
        }
        Err(Failure::Api(err)) => {
            eprintln!("{}", err.to_json());
            ExitCode::from(2)
        }
        Err(Failure::Usage(msg)) => {
            eprintln!("{msg}\n{USAGE}");
            ExitCode::from(1)
        }
    }
}

fn run(args: &[String]) -> Result<Value, Failure> {
    let (command, rest) = args.split_first().ok_or_else(|| Failure::Usage("no command given".into()))?;
    match command.as_str() {
        "games" => Ok(json!(api::games())),
        "new" => {
            let game = positional(rest, "new needs a game id")?;
            let players = flag(rest, "--players")?.ok_or_else(|| Failure::Usage("new needs --players N".into()))?;
            let mut options = json!({ "players": players });
            if let Some(seed) = flag(rest, "--seed")? {
                options["seed"] = json!(seed);
            }
            Ok(api::new_game(game, &options)?)
        }
        "legal" => Ok(api::legal_moves(&read_state()?)?),
        "apply" => {
            let text = positional(rest, "apply needs a move as JSON")?;
            let mv = parse_json(text, "move")?;
            Ok(api::apply_move(&read_state()?, &mv)?)
        }
        "view" => {
            let viewer = positional(rest, "view needs a seat number or spectator")?;
            Ok(api::view(&read_state()?, &json!(viewer))?)
        }
        "hash" => Ok(json!(api::state_hash(&read_state()?)?)),
        "version" => Ok(json!(api::ENGINE_VERSION)),
        "replay-step" => {
            let step = positional(rest, "replay-step needs a step number")?;
            let step = step.parse::<u64>().map_err(|_| Failure::Usage(format!("not a step number: {step:?}")))?;
            Ok(api::replay_step(&read_state()?, &json!(step))?)
        }
        "playout" => playout(rest),
        "fixture" => {
            let game = positional(rest, "fixture needs a game id")?;
            let need = |name: &str| flag(rest, name)?.ok_or_else(|| Failure::Usage(format!("fixture needs {name}")));
            let (players, seed) = (need("--players")?, need("--seed")?);
            Ok(api::save::fixture(game, players, seed, flag(rest, "--moves")?)?)
        }
        "bot" => {
            let mut options = json!({});
            if rest.iter().any(|a| a == "--greedy") {
                options["greedy"] = json!(true);
            }
            if rest.iter().any(|a| a == "--infer") {
                options["infer"] = json!(true);
            }
            for name in ["iterations", "millis", "seed"] {
                if let Some(value) = flag(rest, &format!("--{name}"))? {
                    options[name] = json!(value);
                }
            }
            Ok(api::suggest_move(&read_state()?, &options)?)
        }
        "arena" => arena(rest),
        "plans" => {
            let entry = registered(positional(rest, "plans needs a game id")?)?;
            Ok(json!((entry.plans)()))
        }
        "levels" => {
            let entry = registered(positional(rest, "levels needs a game id")?)?;
            let players = flag(rest, "--players")?.ok_or_else(|| Failure::Usage("levels needs --players N".into()))?;
            entry.info.check_players(players as usize).map_err(|e| ApiError::from_setup(&e))?;
            let table = levels::table(entry.info.id, players as usize);
            Ok(json!(table.into_iter().map(|(level, budget)| json!({ "level": level, "budget": budget })).collect::<Vec<_>>()))
        }
        other => Err(Failure::Usage(format!("unknown command {other:?}"))),
    }
}

fn playout(rest: &[String]) -> Result<Value, Failure> {
    let game = positional(rest, "playout needs a game id")?;
    let need = |name: &str| -> Result<u64, Failure> {
        flag(rest, name)?.ok_or_else(|| Failure::Usage(format!("playout needs {name}")))
    };
    let (players, seed, games) = (need("--players")?, need("--seed")?, need("--games")?);
    let started = Instant::now();
    let mut summary = api::playout_json(game, players as usize, seed, games as usize)?;
    let seconds = started.elapsed().as_secs_f64();
    let moves = summary["moves"].as_u64().unwrap_or(0);
    summary["seconds"] = json!(seconds);
    summary["movesPerSecond"] = json!(if seconds > 0.0 { (moves as f64 / seconds).round() } else { 0.0 });
    Ok(summary)
}

fn arena(rest: &[String]) -> Result<Value, Failure> {
    let game = positional(rest, "arena needs a game id")?;
    let need = |name: &str| -> Result<u64, Failure> {
        flag(rest, name)?.ok_or_else(|| Failure::Usage(format!("arena needs {name}")))
    };
    let (players, seed, games) = (need("--players")?, need("--seed")?, need("--games")?);
    let seats = rest
        .iter()
        .position(|a| a == "--seats")
        .and_then(|at| rest.get(at + 1))
        .ok_or_else(|| Failure::Usage("arena needs --seats, one player per seat".into()))?;
    let seats = seats
        .split(',')
        .map(|s| s.trim().parse::<Player>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(Failure::Usage)?;
    if seats.len() as u64 != players {
        return Err(Failure::Usage(format!("--seats names {} players, --players says {players}", seats.len())));
    }
    let entry = registered(game)?;
    let started = Instant::now();
    let summary = (entry.arena)(&seats, games as usize, seed).map_err(|e| match e {
        ArenaError::Setup(e) => ApiError::from_setup(&e),
        ArenaError::UnknownPlayer(why) => ApiError::new(ErrorKind::InvalidOptions, why),
    })?;
    let mut out = json!({
        "game": game,
        "players": players,
        "seed": seed,
        "games": summary.games,
        "moves": summary.moves,
        "seconds": started.elapsed().as_secs_f64(),
        "standings": summary.standings,
    });
    // each game's seed, seats, winners and moves: a lost game can be opened in the page
    if rest.iter().any(|a| a == "--record") {
        out["records"] = json!(summary.records);
    }
    Ok(out)
}

/// The registered game called `game`.
fn registered(game: &str) -> Result<&'static RegistryEntry, Failure> {
    Ok(REGISTRY
        .iter()
        .find(|entry| entry.info.id == game)
        .ok_or_else(|| ApiError::new(ErrorKind::UnknownGame, format!("no game with id {game:?}")))?)
}

/// The first argument that is not a flag or a flag's value.
fn positional<'a>(rest: &'a [String], missing: &str) -> Result<&'a str, Failure> {
    let mut i = 0;
    while i < rest.len() {
        if rest[i].starts_with("--") {
            i += 2;
        } else {
            return Ok(&rest[i]);
        }
    }
    Err(Failure::Usage(missing.into()))
}

fn flag(rest: &[String], name: &str) -> Result<Option<u64>, Failure> {
    let Some(at) = rest.iter().position(|a| a == name) else { return Ok(None) };
    let value = rest.get(at + 1).ok_or_else(|| Failure::Usage(format!("{name} needs a value")))?;
    value.parse().map(Some).map_err(|_| Failure::Usage(format!("{name} must be a whole number, not {value:?}")))
}

fn parse_json(text: &str, what: &'static str) -> Result<Value, Failure> {
    let kind = if what == "move" { ErrorKind::MalformedMove } else { ErrorKind::MalformedState };
    Ok(api::parse_json(text, kind, what)?)
}

/// Reads stdin up to one byte past the limit, so a huge input is refused
/// without being read whole.
fn read_state() -> Result<Value, Failure> {
    let malformed = |msg: String| Failure::Api(ApiError::new(ErrorKind::MalformedJson, msg));
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(LIMITS.text as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| malformed(format!("cannot read stdin: {e}")))?;
    if bytes.len() > LIMITS.text {
        return Err(Failure::Api(ApiError::new(ErrorKind::MalformedState, format!("the state is larger than {} bytes", LIMITS.text))));
    }
    let text = String::from_utf8(bytes).map_err(|_| malformed("the state on stdin is not UTF-8 text".into()))?;
    parse_json(&text, "state")
}
