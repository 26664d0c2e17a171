//! The wasm boundary: thin wrappers over `api`, converting JS values.
//!
//! Every export returns `Result`, so a refusal becomes a thrown JS `Error`
//! with `code`, `message` and (where a rule applies) `rule` properties.
//! The rules never panic on any input the API accepts: states are validated
//! on load and moves are checked before they are applied.

use js_sys::{Error, Reflect};
use serde::Serialize;
use serde_json::Value;
use wasm_bindgen::prelude::*;

use crate::api::{self, ApiError, ErrorKind};
use crate::engine::Viewer;

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&serializer).map_err(|e| js_error(&ApiError::new(ErrorKind::MalformedState, e.to_string())))
}

fn from_js(value: JsValue, kind: ErrorKind, what: &str) -> Result<Value, JsValue> {
    serde_wasm_bindgen::from_value(value)
        .map_err(|e| js_error(&ApiError::new(kind, format!("the {what} is not plain JSON data: {e}"))))
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

#[wasm_bindgen(js_name = newGame)]
pub fn new_game(id: &str, options: JsValue) -> Result<JsValue, JsValue> {
    let options = from_js(options, ErrorKind::InvalidOptions, "options")?;
    api_result(api::new_game(id, &options))
}

#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves(state: JsValue) -> Result<JsValue, JsValue> {
    let state = from_js(state, ErrorKind::MalformedState, "state")?;
    api_result(api::legal_moves(&state))
}

#[wasm_bindgen(js_name = applyMove)]
pub fn apply_move(state: JsValue, mv: JsValue) -> Result<JsValue, JsValue> {
    let state = from_js(state, ErrorKind::MalformedState, "state")?;
    let mv = from_js(mv, ErrorKind::MalformedMove, "move")?;
    api_result(api::apply_move(&state, &mv))
}

#[wasm_bindgen]
pub fn view(state: JsValue, viewer: JsValue) -> Result<JsValue, JsValue> {
    let state = from_js(state, ErrorKind::MalformedState, "state")?;
    let viewer = from_js(viewer, ErrorKind::InvalidViewer, "viewer")?;
    api_result(api::view(&state, &viewer))
}

/// Random playouts inside wasm, for the Node benchmark:
/// `{games, moves, winners}` (timing is done by the caller).
#[wasm_bindgen]
pub fn playout(id: &str, players: usize, seed: f64, games: usize) -> Result<JsValue, JsValue> {
    let seed = api::parse_seed(&serde_json::json!(seed as u64))
        .ok_or_else(|| js_error(&ApiError::new(ErrorKind::InvalidOptions, "seed must be a safe integer")))?;
    api_result(api::playout_json(id, players, seed, games))
}

/// `suggestMove(state, {iterations? | millis?, seed?})`: the computer's move
/// for the seat that decides now.
#[wasm_bindgen(js_name = suggestMove)]
pub fn suggest_move(state: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let state = from_js(state, ErrorKind::MalformedState, "state")?;
    let options = from_js(options, ErrorKind::InvalidOptions, "bot options")?;
    api_result(api::suggest_move(&state, &options))
}

/// A game kept in wasm memory: moves and views without re-reading the state.
#[wasm_bindgen]
pub struct Table {
    inner: api::Table,
}

#[wasm_bindgen]
impl Table {
    /// `new Table(id, {players, seed?})`
    #[wasm_bindgen(constructor)]
    pub fn new(id: &str, options: JsValue) -> Result<Table, JsValue> {
        let options = from_js(options, ErrorKind::InvalidOptions, "options")?;
        api::new_table(id, &options).map(|inner| Table { inner }).map_err(|e| js_error(&e))
    }

    /// `Table.load(state)`: resumes a saved state document.
    pub fn load(state: JsValue) -> Result<Table, JsValue> {
        let state = from_js(state, ErrorKind::MalformedState, "state")?;
        api::Table::load(&state).map(|inner| Table { inner }).map_err(|e| js_error(&e))
    }

    #[wasm_bindgen(getter)]
    pub fn game(&self) -> String {
        self.inner.id().to_string()
    }

    #[wasm_bindgen(getter)]
    pub fn players(&self) -> usize {
        self.inner.players()
    }

    pub fn state(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.state_json())
    }

    pub fn status(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.status(Viewer::Spectator))
    }

    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.legal_moves_json())
    }

    /// Applies a move; on refusal throws and the table is unchanged.
    pub fn apply(&mut self, mv: JsValue) -> Result<(), JsValue> {
        let mv = from_js(mv, ErrorKind::MalformedMove, "move")?;
        self.inner.apply_json(&mv).map_err(|e| js_error(&e))
    }

    /// `table.suggestMove({iterations? | millis?, seed?})`: the computer's move.
    #[wasm_bindgen(js_name = suggestMove)]
    pub fn suggest_move(&self, options: JsValue) -> Result<JsValue, JsValue> {
        let options = from_js(options, ErrorKind::InvalidOptions, "bot options")?;
        api_result(api::suggest_on(&self.inner, &options).map(|mut found| found["move"].take()))
    }

    pub fn view(&self, viewer: JsValue) -> Result<JsValue, JsValue> {
        let viewer = from_js(viewer, ErrorKind::InvalidViewer, "viewer")?;
        let viewer = api::parse_viewer(&viewer, self.inner.players()).map_err(|e| js_error(&e))?;
        to_js(&self.inner.view_json(viewer))
    }
}
