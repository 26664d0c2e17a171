//! `replayStep(save, step)`: a finished game stepped through move by move,
//! with everything revealed.
//!
//! Once a game is over its hidden information is public (the boxed games turn
//! every card face up at the end), so a replay may show every seat's view of
//! every position. That is decided here, in Rust, not in the page: a game that
//! is not finished after all its moves is refused (`game_not_finished`), so
//! no running game's secrets can be read through this call.

use serde_json::{json, Value};

use super::{ApiError, ErrorKind, Table};
use crate::engine::Viewer;

/// The position after the first `step` moves of a finished save:
/// `{step, steps, move, mover, views, spectator, state}`.
///
/// - `steps`: the number of moves in the save; `step` runs from 0 (the setup)
///   to `steps` (the end).
/// - `move`: the move that led to this position (`null` at step 0) and
///   `mover`: the seat that made it.
/// - `views`: every seat's view (each seat's own secrets); `spectator`: the
///   public view; `state`: the full state document, seed included.
pub fn replay_step(save: &Value, step: &Value) -> Result<Value, ApiError> {
    let (mut table, moves) = start(save)?;
    let steps = moves.len();
    let step = step
        .as_u64()
        .filter(|&k| k <= steps as u64)
        .ok_or_else(|| ApiError::new(ErrorKind::InvalidStep, format!("step must be a whole number from 0 to {steps}")))?
        as usize;
    let mut at_step = None;
    let mut mover = None;
    for (i, mv) in moves.iter().enumerate() {
        if i == step {
            at_step = Some(table.clone());
        }
        if i + 1 == step {
            mover = table.status(Viewer::Spectator).active.first().copied();
        }
        table.apply_json(mv).map_err(|e| ApiError { message: format!("move {}: {}", i + 1, e.message), ..e })?;
    }
    if !table.status(Viewer::Spectator).finished {
        return Err(ApiError::new(
            ErrorKind::GameNotFinished,
            format!("the game is not over after its {steps} moves: only a finished game can be replayed with everything revealed"),
        ));
    }
    let shown = at_step.unwrap_or(table);
    Ok(json!({
        "step": step,
        "steps": steps,
        "move": step.checked_sub(1).map_or(Value::Null, |i| moves[i].clone()),
        "mover": mover,
        "views": (0..shown.players()).map(|seat| shown.view_json(Viewer::Seat(seat))).collect::<Vec<_>>(),
        "spectator": shown.view_json(Viewer::Spectator),
        "state": shown.state_json(),
    }))
}

/// The fresh table and the move list of a save document (`save::replay`'s input).
fn start(save: &Value) -> Result<(Table, Vec<Value>), ApiError> {
    super::check_input(save, ErrorKind::MalformedState, "save")?;
    let bad = |what: &str| ApiError::new(ErrorKind::MalformedState, format!("not a spieltisch save: {what}"));
    if save.get("format").and_then(Value::as_str) != Some(super::save::SAVE_FORMAT) {
        return Err(bad("format"));
    }
    let game = save.get("game").and_then(Value::as_str).ok_or_else(|| bad("game"))?;
    let players = save.pointer("/options/players").ok_or_else(|| bad("options.players"))?;
    let seed = save.get("seed").ok_or_else(|| bad("seed"))?;
    let moves = save.get("moves").and_then(Value::as_array).ok_or_else(|| bad("moves"))?;
    let table = super::new_table(game, &json!({ "players": players, "seed": seed }))?;
    Ok((table, moves.clone()))
}
