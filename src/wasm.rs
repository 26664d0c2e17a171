//! The wasm boundary: thin wrappers over `api`, converting JS values.
//!
//! Every export returns `Result`, so a refusal becomes a thrown JS `Error`
//! with `code`, `message` and (where a rule applies) `rule` properties.
//! Arguments are read by `wasm_input` under the API's limits before anything
//! is converted, and no JS exception ever unwinds through Rust frames (every
//! property read catches), so a hostile argument is refused with a code and
//! the instance stays healthy. The rules never panic on any input the API
//! accepts: states are validated on load and moves are checked before they
//! are applied.

use js_sys::{Error, Reflect};
use serde::Serialize;
use serde_json::Value;
use wasm_bindgen::prelude::*;

use crate::api::{self, ApiError, ErrorKind};
use crate::engine::Viewer;
use crate::wasm_input;

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&serializer).map_err(|e| js_error(&ApiError::new(ErrorKind::MalformedState, e.to_string())))
}

fn from_js(value: &JsValue, kind: ErrorKind, what: &'static str) -> Result<Value, JsValue> {
    wasm_input::read(value, kind, what).map_err(|e| js_error(&e))
}

fn game_id(id: &JsValue) -> Result<String, JsValue> {
    wasm_input::read_game_id(id).map_err(|e| js_error(&e))
}

fn js_error(err: &ApiError) -> JsValue {
    let error = Error::new(&err.message);
    // Setting a property on a fresh Error object cannot fail.
    let _ = Reflect::set(&error, &"code".into(), &err.code().into());
    if let Some(rule) = err.rule {
        let _ = Reflect::set(&error, &"rule".into(), &rule.into());
    }
    error.into()
}

fn api_result(result: Result<Value, ApiError>) -> Result<JsValue, JsValue> {
    result.map_err(|e| js_error(&e)).and_then(|v| to_js(&v))
}

/// `[{id, name, minPlayers, maxPlayers, ...}]`
#[wasm_bindgen]
pub fn games() -> Result<JsValue, JsValue> {
    to_js(&api::games())
}

/// The engine's version, recorded in every save next to `stateHash`.
#[wasm_bindgen]
pub fn version() -> String {
    api::ENGINE_VERSION.to_string()
}

/// `newGame(id, {players, seed?})`; the id is read by `wasm_input::read_game_id`.
#[wasm_bindgen(js_name = newGame)]
pub fn new_game(#[wasm_bindgen(unchecked_param_type = "string")] id: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let id = game_id(&id)?;
    let options = from_js(&options, ErrorKind::InvalidOptions, "options")?;
    api_result(api::new_game(&id, &options))
}

#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves(state: JsValue) -> Result<JsValue, JsValue> {
    let state = from_js(&state, ErrorKind::MalformedState, "state")?;
    api_result(api::legal_moves(&state))
}

#[wasm_bindgen(js_name = applyMove)]
pub fn apply_move(state: JsValue, mv: JsValue) -> Result<JsValue, JsValue> {
    let state = from_js(&state, ErrorKind::MalformedState, "state")?;
    let mv = from_js(&mv, ErrorKind::MalformedMove, "move")?;
    api_result(api::apply_move(&state, &mv))
}

#[wasm_bindgen]
pub fn view(state: JsValue, viewer: JsValue) -> Result<JsValue, JsValue> {
    let state = from_js(&state, ErrorKind::MalformedState, "state")?;
    let viewer = from_js(&viewer, ErrorKind::InvalidViewer, "viewer")?;
    api_result(api::view(&state, &viewer))
}

/// `stateHash(state)`: 16 hex digits, the same as `Table#hash` and the CLI's `hash`.
#[wasm_bindgen(js_name = stateHash)]
pub fn state_hash(state: JsValue) -> Result<String, JsValue> {
    let state = from_js(&state, ErrorKind::MalformedState, "state")?;
    api::state_hash(&state).map_err(|e| js_error(&e))
}

/// `replayStep(save, step)`: a finished game's position after `step` moves,
/// every seat's view revealed (see `api::replay_step`); an unfinished game is
/// refused with `game_not_finished`.
#[wasm_bindgen(js_name = replayStep)]
pub fn replay_step(save: JsValue, step: JsValue) -> Result<JsValue, JsValue> {
    let save = from_js(&save, ErrorKind::MalformedState, "save")?;
    let step = from_js(&step, ErrorKind::InvalidStep, "step")?;
    api_result(api::replay_step(&save, &step))
}

/// Random playouts inside wasm, for the Node benchmark:
/// `{games, moves, winners}` (timing is done by the caller).
/// Every argument is a `JsValue` (typed `string` and `number` for
/// TypeScript only): the id is checked as `newGame`'s, the numbers must be
/// JS numbers (no `valueOf` runs) and are range-checked as f64, never wrapped.
#[wasm_bindgen]
pub fn playout(
    #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] players: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] games: JsValue,
) -> Result<JsValue, JsValue> {
    let id = game_id(&id)?;
    let number = |x: &JsValue, what| wasm_input::read_number(x, what).map_err(|e| js_error(&e));
    let (players, seed, games) = (number(&players, "players")?, number(&seed, "seed")?, number(&games, "games")?);
    let whole = |x: f64, max: f64| (x.fract() == 0.0 && (0.0..=max).contains(&x)).then_some(x as u64);
    let bad = |msg: &str| js_error(&ApiError::new(ErrorKind::InvalidOptions, msg));
    let players = whole(players, 64.0).ok_or_else(|| bad("players must be a small whole number"))?;
    let seed = whole(seed, crate::rng::MAX_SAFE_SEED as f64).ok_or_else(|| bad("seed must be a safe integer"))?;
    let games = whole(games, 1e9).ok_or_else(|| bad("games must be a whole number up to 10^9"))?;
    api_result(api::playout_json(&id, players as usize, seed, games as usize))
}

/// `suggestMove(state, {iterations? | millis?, seed?})`: the computer's move
/// for the seat that decides now.
#[wasm_bindgen(js_name = suggestMove)]
pub fn suggest_move(state: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let state = from_js(&state, ErrorKind::MalformedState, "state")?;
    let options = from_js(&options, ErrorKind::InvalidOptions, "bot options")?;
    api_result(api::suggest_move(&state, &options))
}

/// A game kept in wasm memory: moves and views without re-reading the state.
///
/// `free()` is this struct's own (it replaces wasm-bindgen's): it drops the
/// game and leaves an empty handle, so any later call throws a coded
/// `freed_table` Error instead of wasm-bindgen's uncoded "null pointer passed
/// to rust". The empty handle itself is reclaimed when JS collects the object.
#[wasm_bindgen]
pub struct Table {
    inner: Option<api::Table>,
}

impl Table {
    fn table(&self) -> Result<&api::Table, JsValue> {
        self.inner.as_ref().ok_or_else(freed)
    }
}

fn freed() -> JsValue {
    js_error(&ApiError::new(ErrorKind::FreedTable, "this Table was freed; load the game again"))
}

#[wasm_bindgen]
impl Table {
    /// `new Table(id, {players, seed?})`; the id as `newGame`'s.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "string")] id: JsValue, options: JsValue) -> Result<Table, JsValue> {
        let id = game_id(&id)?;
        let options = from_js(&options, ErrorKind::InvalidOptions, "options")?;
        api::new_table(&id, &options).map(|inner| Table { inner: Some(inner) }).map_err(|e| js_error(&e))
    }

    /// `Table.load(state)`: resumes a saved state document.
    pub fn load(state: JsValue) -> Result<Table, JsValue> {
        let state = from_js(&state, ErrorKind::MalformedState, "state")?;
        api::Table::load(&state).map(|inner| Table { inner: Some(inner) }).map_err(|e| js_error(&e))
    }

    /// Drops the game; later calls throw `freed_table`. Freeing twice is harmless.
    pub fn free(&mut self) {
        self.inner = None;
    }

    #[wasm_bindgen(getter)]
    pub fn game(&self) -> Result<String, JsValue> {
        Ok(self.table()?.id().to_string())
    }

    #[wasm_bindgen(getter)]
    pub fn players(&self) -> Result<u32, JsValue> {
        Ok(self.table()?.players() as u32)
    }

    pub fn state(&self) -> Result<JsValue, JsValue> {
        to_js(&self.table()?.state_json())
    }

    pub fn status(&self) -> Result<JsValue, JsValue> {
        to_js(&self.table()?.status(Viewer::Spectator))
    }

    /// The position's hash (see `stateHash`).
    pub fn hash(&self) -> Result<String, JsValue> {
        Ok(self.table()?.hash())
    }

    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsValue> {
        to_js(&self.table()?.legal_moves_json())
    }

    /// Applies a move; on refusal throws and the table is unchanged.
    pub fn apply(&mut self, mv: JsValue) -> Result<(), JsValue> {
        let mv = from_js(&mv, ErrorKind::MalformedMove, "move")?;
        self.inner.as_mut().ok_or_else(freed)?.apply_json(&mv).map_err(|e| js_error(&e))
    }

    /// `table.suggestMove({iterations? | millis?, seed?})`: the computer's move.
    #[wasm_bindgen(js_name = suggestMove)]
    pub fn suggest_move(&self, options: JsValue) -> Result<JsValue, JsValue> {
        let table = self.table()?;
        let options = from_js(&options, ErrorKind::InvalidOptions, "bot options")?;
        api_result(api::suggest_on(table, &options).map(|mut found| found["move"].take()))
    }

    pub fn view(&self, viewer: JsValue) -> Result<JsValue, JsValue> {
        let table = self.table()?;
        let viewer = from_js(&viewer, ErrorKind::InvalidViewer, "viewer")?;
        let viewer = api::parse_viewer(&viewer, table.players()).map_err(|e| js_error(&e))?;
        to_js(&table.view_json(viewer))
    }
}
