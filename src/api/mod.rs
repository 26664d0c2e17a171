//! The one JSON API, shared by the wasm exports, the CLI, tests and benches.
//!
//! A state document is
//! `{"game", "version", "players", "seed", "status", "state"}` and a view is
//! `{"game", "version", "players", "viewer", "status", "view"}`: the four keys
//! every consumer relies on are on top, the game's own data is nested.
//! The seed is in the full state only (it would reveal every deck), never in a view.

mod error;
pub mod limits;
mod replay;
pub mod save;
mod table;

pub use error::{ApiError, ErrorKind};
pub use replay::replay_step;
pub use limits::{parse_json, Budget, Limits, LIMITS};
pub use table::{Match, Status, Table};

use serde_json::{json, Value};

use crate::engine::{GameInfo, Options, Viewer};
use crate::games::REGISTRY;
use crate::rng::{fresh_seed, MAX_SAFE_SEED};

/// The engine's version (the crate's): saves record it next to the hash of
/// their final position, so a change of rules shows up as a named mismatch.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// `games`: the implemented games.
pub fn games() -> Vec<GameInfo> {
    REGISTRY.iter().map(|entry| entry.info).collect()
}

/// `newGame(id, {players, seed?})`.
pub fn new_game(id: &str, options: &Value) -> Result<Value, ApiError> {
    Ok(new_table(id, options)?.state_json())
}

/// `stateHash(state)`: the hash of the position after loading it (see `Table::hash`).
pub fn state_hash(state: &Value) -> Result<String, ApiError> {
    Ok(Table::load(state)?.hash())
}

/// `legalMoves(state)`: the moves of the seat that must decide now.
pub fn legal_moves(state: &Value) -> Result<Value, ApiError> {
    Ok(Table::load(state)?.legal_moves_json())
}

/// `applyMove(state, move)`: the new state, or the refusal (nothing changes).
pub fn apply_move(state: &Value, mv: &Value) -> Result<Value, ApiError> {
    let mut table = Table::load(state)?;
    table.apply_json(mv)?;
    Ok(table.state_json())
}

/// `view(state, seat | "spectator")`.
pub fn view(state: &Value, viewer: &Value) -> Result<Value, ApiError> {
    let table = Table::load(state)?;
    check_input(viewer, ErrorKind::InvalidViewer, "viewer")?;
    let viewer = parse_viewer(viewer, table.players())?;
    Ok(table.view_json(viewer))
}

/// Builds a table from a game id and `{players, seed?}`.
pub fn new_table(id: &str, options: &Value) -> Result<Table, ApiError> {
    let entry = REGISTRY
        .iter()
        .find(|entry| entry.info.id == id)
        .ok_or_else(|| ApiError::new(ErrorKind::UnknownGame, format!("no game with id {id:?}; see `games`")))?;
    check_input(options, ErrorKind::InvalidOptions, "options")?;
    let (options, seed) = parse_options(options)?;
    (entry.new)(&options, seed)
}

/// Checks a value built in Rust against the input limits (the CLI and the
/// wasm module have checked before converting; this is cheap and keeps the
/// Rust API itself bounded).
pub(crate) fn check_input(value: &Value, kind: ErrorKind, what: &'static str) -> Result<(), ApiError> {
    limits::check_value(value, &mut Budget::new(kind, what))
}

fn parse_options(value: &Value) -> Result<(Options, u64), ApiError> {
    let bad = |msg: &str| ApiError::new(ErrorKind::InvalidOptions, msg.to_string());
    let object = value.as_object().ok_or_else(|| bad("options must be an object {players, seed?}"))?;
    // Compared as 64-bit before narrowing: a 32-bit usize (wasm) must not wrap 2^32+3 to 3.
    let players = object
        .get("players")
        .and_then(Value::as_u64)
        .and_then(|n| usize::try_from(n).ok())
        .ok_or_else(|| bad("options.players must be a whole number"))?;
    let seed = match object.get("seed") {
        None | Some(Value::Null) => fresh_seed(),
        Some(seed) => parse_seed(seed).ok_or_else(|| bad("options.seed must be a whole number from 0 to 2^53-1"))?,
    };
    Ok((Options { players }, seed))
}

/// A seed is a safe-integer JSON number, or the canonical decimal string of
/// one (digits only, no sign, no leading zero, no blanks).
pub fn parse_seed(value: &Value) -> Option<u64> {
    let seed = match value {
        Value::Number(n) => n.as_u64()?,
        Value::String(s) => parse_decimal(s)?,
        _ => return None,
    };
    (seed <= MAX_SAFE_SEED).then_some(seed)
}

/// `"0"`, `"17"`: exactly the way the number is printed; `"00"`, `"+1"`,
/// `" 1"`, `"1e3"` are refused.
fn parse_decimal(text: &str) -> Option<u64> {
    let canonical = !text.is_empty()
        && text.len() <= 20
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    canonical.then(|| text.parse().ok()).flatten()
}

/// A viewer is exactly a seat number (a JSON integer or its canonical decimal
/// string) or the string "spectator". `-0`, `1.5`, `"00"`, `"+0"` are refused.
pub fn parse_viewer(value: &Value, players: usize) -> Result<Viewer, ApiError> {
    let seat = match value {
        Value::String(s) if s == "spectator" => return Ok(Viewer::Spectator),
        Value::String(s) => parse_decimal(s),
        Value::Number(n) => n.as_u64(),
        _ => None,
    };
    // Compared as 64-bit: 2^32 must not become seat 0 on 32-bit wasm.
    match seat {
        Some(seat) if seat < players as u64 => Ok(Viewer::Seat(seat as usize)),
        _ => Err(ApiError::new(
            ErrorKind::InvalidViewer,
            format!("viewer must be a seat from 0 to {} or \"spectator\"", players.saturating_sub(1)),
        )),
    }
}

/// The summary of `playout`, as printed by the CLI and returned to JS.
pub fn playout_json(id: &str, players: usize, seed: u64, games: usize) -> Result<Value, ApiError> {
    let entry = REGISTRY
        .iter()
        .find(|entry| entry.info.id == id)
        .ok_or_else(|| ApiError::new(ErrorKind::UnknownGame, format!("no game with id {id:?}")))?;
    let options = Options { players };
    let summary = (entry.playout)(&options, seed, games).map_err(|e| ApiError::from_setup(&e))?;
    Ok(json!({
        "games": summary.games,
        "moves": summary.moves,
        "winners": summary.wins_per_seat,
    }))
}

/// `suggestMove(state, {iterations? | millis?, seed?})`: the bot's move for
/// the seat that decides now (a legal move, as `legalMoves` lists them).
pub fn suggest_move(state: &Value, options: &Value) -> Result<Value, ApiError> {
    let table = Table::load(state)?;
    Ok(suggest_on(&table, options)?["move"].take())
}

/// The search behind `suggest_move` on a loaded table, with its work:
/// `{move, seat, iterations, visits}` (`Table.suggestMove` returns the move).
pub fn suggest_on(table: &Table, options: &Value) -> Result<Value, ApiError> {
    let config = crate::bot::parse_config(options)?;
    let entry = REGISTRY
        .iter()
        .find(|entry| entry.info.id == table.id())
        .ok_or_else(|| ApiError::new(ErrorKind::UnknownGame, format!("no game with id {:?}", table.id())))?;
    (entry.suggest)(table, &config)
}
