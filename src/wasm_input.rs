//! JS values → `serde_json::Value`, under the API's input limits, without
//! trusting the value.
//!
//! serde-wasm-bindgen converts a whole value before anything can be checked
//! (1M references to one object took minutes and gigabytes) and recurses
//! without a limit (deep nesting overflowed the stack and left the instance
//! broken). This walker counts against an `api::Budget` as it goes, so it
//! stops at the first value over a limit, before copying it. Every property
//! read goes through a catching `Reflect` call: a throwing getter, a Proxy
//! trap or a revoked Proxy becomes a coded error instead of a JS exception
//! unwinding through wasm; a cycle is refused by the depth limit.

use js_sys::{Array, JsString, Reflect};
use serde_json::{Map, Number, Value};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::api::{ApiError, Budget, ErrorKind, LIMITS};
use crate::rng::MAX_SAFE_SEED;

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws on a revoked Proxy.
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
    /// `Object.keys`: own enumerable string keys, as `JSON.stringify` reads them.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    fn object_keys(value: &JsValue) -> Result<Array, JsValue>;
}

/// Reads `value` as JSON data; a refusal carries `kind` ("the move is ...").
pub fn read(value: &JsValue, kind: ErrorKind, what: &'static str) -> Result<Value, ApiError> {
    read_at(value, 0, &mut Budget::new(kind, what))
}

fn read_at(value: &JsValue, depth: usize, budget: &mut Budget) -> Result<Value, ApiError> {
    budget.value(depth)?;
    if value.is_null() || value.is_undefined() {
        return Ok(Value::Null);
    }
    if let Some(b) = value.as_bool() {
        return Ok(Value::Bool(b));
    }
    if let Some(x) = value.as_f64() {
        return number(x).ok_or_else(|| budget.refuse("has a number that is not finite"));
    }
    if let Some(s) = value.dyn_ref::<JsString>() {
        budget.string(s.length() as usize)?;
        return Ok(Value::String(s.as_string().unwrap_or_default()));
    }
    if !value.is_object() {
        return Err(budget.refuse("is not plain JSON data (a function, symbol or bigint)"));
    }
    let unreadable = |_| budget.refuse("could not be read (a getter or Proxy threw)");
    if is_array(value).map_err(unreadable)? {
        read_array(value, depth, budget)
    } else {
        read_object(value, depth, budget)
    }
}

fn read_array(value: &JsValue, depth: usize, budget: &mut Budget) -> Result<Value, ApiError> {
    let unreadable = |budget: &Budget| budget.refuse("could not be read (a getter or Proxy threw)");
    let len = Reflect::get(value, &JsValue::from_str("length")).map_err(|_| unreadable(budget))?;
    let len = len.as_f64().filter(|n| n.fract() == 0.0 && *n >= 0.0).ok_or_else(|| unreadable(budget))?;
    if len > LIMITS.array as f64 {
        budget.array(LIMITS.array + 1)?;
    }
    let len = len as u32;
    let mut items = Vec::with_capacity(len as usize);
    for i in 0..len {
        let item = Reflect::get_u32(value, i).map_err(|_| unreadable(budget))?;
        items.push(read_at(&item, depth + 1, budget)?);
    }
    Ok(Value::Array(items))
}

fn read_object(value: &JsValue, depth: usize, budget: &mut Budget) -> Result<Value, ApiError> {
    let unreadable = |budget: &Budget| budget.refuse("could not be read (a getter or Proxy threw)");
    let keys = object_keys(value).map_err(|_| unreadable(budget))?;
    budget.object(keys.length() as usize)?;
    let mut map = Map::new();
    for key in keys.iter() {
        let name = key.dyn_ref::<JsString>().ok_or_else(|| unreadable(budget))?;
        budget.string(name.length() as usize)?;
        let item = Reflect::get(value, &key).map_err(|_| unreadable(budget))?;
        // As JSON.stringify: a key whose value is undefined or a function is left out.
        if item.is_undefined() || item.is_function() {
            continue;
        }
        map.insert(name.as_string().unwrap_or_default(), read_at(&item, depth + 1, budget)?);
    }
    Ok(Value::Object(map))
}

/// A JS number as JSON reads it: whole numbers up to 2^53-1 in magnitude are
/// integers (so range checks compare them as 64-bit, never wrapped), `-0`
/// and everything else stay floats (so `-0` is not the seat 0), and NaN and
/// the infinities are no JSON at all.
fn number(x: f64) -> Option<Value> {
    if !x.is_finite() {
        return None;
    }
    let whole = x.fract() == 0.0 && x.abs() <= MAX_SAFE_SEED as f64 && !(x == 0.0 && x.is_sign_negative());
    Some(match whole {
        true if x >= 0.0 => Value::from(x as u64),
        true => Value::from(x as i64),
        false => Value::Number(Number::from_f64(x)?),
    })
}

/// A game id (`newGame`, `new Table`, `playout`): taken as a `JsValue` so that
/// wasm-bindgen's string passing never runs on it. That glue copies any
/// argument into wasm memory by its `length` before looking at its type: a
/// number trapped, `{length: 2**32-1}` trapped and `{length: 5e8}` grew the
/// memory by half a gigabyte for good. Here the type and the length are
/// checked through js_sys first, and only a short string is copied.
pub fn read_game_id(value: &JsValue) -> Result<String, ApiError> {
    let refuse = |reason: &str| ApiError::new(ErrorKind::UnknownGame, format!("the game id {reason}; see `games`"));
    let id = value.dyn_ref::<JsString>().ok_or_else(|| refuse("must be a string"))?;
    if id.length() as usize > LIMITS.string {
        return Err(refuse(&format!("is longer than {} characters", LIMITS.string)));
    }
    Ok(id.as_string().unwrap_or_default())
}

/// A number argument (`playout`'s players, seed, games): only a JS number, so
/// an object's `valueOf` or a BigInt never runs or throws inside the glue.
pub fn read_number(value: &JsValue, what: &str) -> Result<f64, ApiError> {
    value.as_f64().ok_or_else(|| ApiError::new(ErrorKind::InvalidOptions, format!("{what} must be a number")))
}
