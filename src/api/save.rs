//! The web page's save document, read and written in Rust for fixtures and
//! their test: `{format, saveVersion, id, game, options: {players, names},
//! seed, moves, createdAt, savedAt, progress, revision, engine, stateHash}` (see
//! www/README.md#saves). Only `seed` + `moves` carry the game; `engine` and
//! `stateHash` say where replaying them ended when the save was written.

use serde_json::{json, Value};

use super::{ApiError, ErrorKind, Table, ENGINE_VERSION};
use crate::rng::SeededRng;

pub const SAVE_FORMAT: &str = "spieltisch-save";
/// 2: `engine` and `stateHash` added. 1 is still read (without the check).
pub const SAVE_VERSION: u64 = 2;

/// Replays a save: a table built from its game, players and seed, with its
/// moves applied in order. Refuses what the page would refuse.
pub fn replay(save: &Value) -> Result<Table, ApiError> {
    let bad = |what: &str| ApiError::new(ErrorKind::MalformedState, format!("not a spieltisch save: {what}"));
    if save.get("format").and_then(Value::as_str) != Some(SAVE_FORMAT) {
        return Err(bad("format"));
    }
    let game = save.get("game").and_then(Value::as_str).ok_or_else(|| bad("game"))?;
    let players = save.pointer("/options/players").ok_or_else(|| bad("options.players"))?;
    let seed = save.get("seed").ok_or_else(|| bad("seed"))?;
    let moves = save.get("moves").and_then(Value::as_array).ok_or_else(|| bad("moves"))?;
    let mut table = super::new_table(game, &json!({ "players": players, "seed": seed }))?;
    for (i, mv) in moves.iter().enumerate() {
        table
            .apply_json(mv)
            .map_err(|e| ApiError { message: format!("move {}: {}", i + 1, e.message), ..e })?;
    }
    Ok(table)
}

/// A save of a seeded random game of `game`: `moves` random legal moves (all
/// the way to the end when `None`), each drawn from an RNG seeded with `seed`.
/// Deterministic, so the same command writes the same file.
pub fn fixture(game: &str, players: u64, seed: u64, moves: Option<u64>) -> Result<Value, ApiError> {
    let mut table = super::new_table(game, &json!({ "players": players, "seed": seed }))?;
    let mut rng = SeededRng::from_seed(seed ^ 0x5EED_F1C5);
    let mut played = Vec::new();
    while moves.is_none_or(|n| (played.len() as u64) < n) && !table.status(crate::engine::Viewer::Spectator).finished {
        let legal = table.legal_moves_json();
        let Some(options) = legal.as_array().filter(|m| !m.is_empty()) else { break };
        let mv = options[rng.below(options.len())].clone();
        table.apply_json(&mv)?;
        played.push(mv);
    }
    let status = table.status(crate::engine::Viewer::Spectator);
    let names: Vec<String> = (1..=players).map(|n| format!("Spieler {n}")).collect();
    Ok(json!({
        "format": SAVE_FORMAT,
        "saveVersion": SAVE_VERSION,
        "id": format!("fixture-{game}-{players}-{seed}"),
        "game": game,
        "options": { "players": players, "names": names },
        "seed": seed,
        "moves": played,
        "createdAt": "2026-01-01T00:00:00.000Z",
        "savedAt": "2026-01-01T00:00:00.000Z",
        "progress": {
            "moves": played.len(),
            "finished": status.finished,
            "active": status.active,
            "winners": status.winners,
        },
        "revision": 1,
        "engine": ENGINE_VERSION,
        "stateHash": table.hash(),
    }))
}
