//! Input limits at the API boundary, checked before any input is converted.
//!
//! Every state, move, view argument and option that reaches the API passes a
//! [`Budget`] first: the CLI while it scans the JSON text (before serde_json
//! builds anything), the wasm module while it walks the JS value (before
//! anything is copied into wasm memory). Both count the same things against
//! the same [`LIMITS`], so the same input is refused the same way on both
//! sides, quickly and without large allocations.
//!
//! The largest real documents (final states of random games, every game and
//! player count, measured when the limits were set) have depth 9, 3,000
//! values, arrays of 313 elements, objects of 13 keys, strings of 64
//! characters and 16 KB of text; the limits leave at least a factor of 3 in
//! depth and 30 everywhere else for games still to come.

use serde_json::Value;

use super::{ApiError, ErrorKind};

/// The bounds every input must keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Arrays and objects around any one value (a value at the top has depth 0).
    pub depth: usize,
    /// Values in the whole document (containers and scalars).
    pub values: usize,
    /// Elements of one array (so also the length of any game log).
    pub array: usize,
    /// Keys of one object.
    pub object: usize,
    /// Characters of one string or key.
    pub string: usize,
    /// Characters of all strings and keys together, and bytes of JSON text.
    pub text: usize,
}

pub const LIMITS: Limits =
    Limits { depth: 32, values: 100_000, array: 10_000, object: 1_000, string: 1_000, text: 1 << 20 };

/// What one input may still use; `kind` is the code a refusal carries.
#[derive(Debug)]
pub struct Budget {
    kind: ErrorKind,
    what: &'static str,
    values_left: usize,
    text_left: usize,
}

impl Budget {
    /// A fresh budget for one input, e.g. `Budget::new(ErrorKind::MalformedState, "state")`.
    pub fn new(kind: ErrorKind, what: &'static str) -> Self {
        Budget { kind, what, values_left: LIMITS.values, text_left: LIMITS.text }
    }

    pub fn refuse(&self, reason: impl std::fmt::Display) -> ApiError {
        ApiError::new(self.kind, format!("the {} {reason}", self.what))
    }

    /// One more value at `depth` (0 for the top).
    pub fn value(&mut self, depth: usize) -> Result<(), ApiError> {
        if depth > LIMITS.depth {
            return Err(self.refuse(format!("is nested deeper than {} levels", LIMITS.depth)));
        }
        if self.values_left == 0 {
            return Err(self.refuse(format!("has more than {} values", LIMITS.values)));
        }
        self.values_left -= 1;
        Ok(())
    }

    pub fn array(&self, len: usize) -> Result<(), ApiError> {
        if len > LIMITS.array {
            return Err(self.refuse(format!("has an array of more than {} elements", LIMITS.array)));
        }
        Ok(())
    }

    pub fn object(&self, len: usize) -> Result<(), ApiError> {
        if len > LIMITS.object {
            return Err(self.refuse(format!("has an object of more than {} keys", LIMITS.object)));
        }
        Ok(())
    }

    /// A string or key of `len` characters (UTF-16 units in JS, bytes in text:
    /// the byte count is never smaller, so text is the stricter side).
    pub fn string(&mut self, len: usize) -> Result<(), ApiError> {
        if len > LIMITS.string {
            return Err(self.refuse(format!("has a string of more than {} characters", LIMITS.string)));
        }
        self.text(len)
    }

    /// `len` more characters of text.
    pub fn text(&mut self, len: usize) -> Result<(), ApiError> {
        if len > self.text_left {
            return Err(self.refuse(format!("is larger than {} bytes", LIMITS.text)));
        }
        self.text_left -= len;
        Ok(())
    }
}

/// Parses JSON text under [`LIMITS`]: a refusal is `malformed_json` when the
/// text is no JSON at all, otherwise `kind` (a state, a move) when it is too big.
pub fn parse_json(text: &str, kind: ErrorKind, what: &'static str) -> Result<Value, ApiError> {
    let mut budget = Budget::new(kind, what);
    budget.text(text.len())?;
    scan(text.as_bytes(), &mut budget)?;
    serde_json::from_str(text).map_err(|e| ApiError::new(ErrorKind::MalformedJson, format!("the {what} is not JSON: {e}")))
}

/// Counts depth, values, array and object sizes and string lengths in JSON
/// text without building anything. It trusts the text to be JSON: on text
/// that is not, its counts are only approximate, and serde_json refuses it
/// afterwards. One pass, memory bounded by `LIMITS.depth`.
fn scan(bytes: &[u8], budget: &mut Budget) -> Result<(), ApiError> {
    // Elements (or keys) counted so far in each open container, innermost last.
    // Index `depth`: a container may sit at depth LIMITS.depth if it is empty.
    let mut open = [0usize; LIMITS.depth + 2];
    let mut is_object = [false; LIMITS.depth + 2];
    let mut depth = 0usize;
    let mut expect_value = true; // the next token starts a value (not a key, not a separator)
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b' ' | b'\t' | b'\n' | b'\r' => {}
            b'[' | b'{' => {
                budget.value(depth)?; // refuses depth > LIMITS.depth
                depth += 1;
                open[depth] = 0;
                is_object[depth] = b == b'{';
                expect_value = b == b'[';
                if !next_closes(bytes, i + 1) {
                    count_element(&mut open[depth], is_object[depth], budget)?;
                }
            }
            b']' | b'}' => {
                depth = depth.saturating_sub(1);
                expect_value = false;
            }
            b',' => {
                if depth > 0 {
                    count_element(&mut open[depth], is_object[depth], budget)?;
                }
                expect_value = depth > 0 && !is_object[depth];
            }
            b':' => expect_value = true,
            b'"' => {
                let len = string_len(bytes, &mut i);
                budget.string(len)?;
                if expect_value {
                    budget.value(depth)?;
                }
                expect_value = false;
            }
            _ => {
                // A number or literal: skip to its end.
                if expect_value {
                    budget.value(depth)?;
                }
                while i + 1 < bytes.len() && !matches!(bytes[i + 1], b',' | b']' | b'}' | b' ' | b'\t' | b'\n' | b'\r' | b':') {
                    i += 1;
                }
                expect_value = false;
            }
        }
        i += 1;
    }
    Ok(())
}

fn count_element(count: &mut usize, is_object: bool, budget: &Budget) -> Result<(), ApiError> {
    *count += 1;
    if is_object {
        budget.object(*count)
    } else {
        budget.array(*count)
    }
}

/// Whether the first non-blank byte from `at` closes a container (an empty one).
fn next_closes(bytes: &[u8], at: usize) -> bool {
    bytes[at.min(bytes.len())..]
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|b| matches!(b, b']' | b'}'))
}

/// Length in bytes of the string whose opening quote is at `*i` (escapes
/// count as written); leaves `*i` on the closing quote.
fn string_len(bytes: &[u8], i: &mut usize) -> usize {
    let start = *i + 1;
    let mut j = start;
    while j < bytes.len() {
        match bytes[j] {
            b'\\' => j += 2,
            b'"' => break,
            _ => j += 1,
        }
    }
    *i = j.min(bytes.len());
    j.min(bytes.len()) - start
}

/// Checks a `serde_json::Value` against the same limits (for values built in
/// Rust, e.g. by tests, that never went through text or JS).
pub fn check_value(value: &Value, budget: &mut Budget) -> Result<(), ApiError> {
    check_at(value, 0, budget)
}

fn check_at(value: &Value, depth: usize, budget: &mut Budget) -> Result<(), ApiError> {
    budget.value(depth)?;
    match value {
        Value::String(s) => budget.string(s.len()),
        Value::Array(items) => {
            budget.array(items.len())?;
            items.iter().try_for_each(|item| check_at(item, depth + 1, budget))
        }
        Value::Object(map) => {
            budget.object(map.len())?;
            map.iter().try_for_each(|(key, item)| {
                budget.string(key.len())?;
                check_at(item, depth + 1, budget)
            })
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Value, &'static str> {
        parse_json(text, ErrorKind::MalformedState, "state").map_err(|e| e.code())
    }

    #[test]
    fn real_sized_documents_pass() {
        let doc = serde_json::json!({"a": [1, 2, {"b": "c"}], "d": {}, "e": [], "f": [[], {}], "g": null, "h": -0.5});
        assert_eq!(parse(&doc.to_string()), Ok(doc.clone()));
        assert!(check_value(&doc, &mut Budget::new(ErrorKind::MalformedState, "state")).is_ok());
    }

    #[test]
    fn depth_is_limited_before_parsing() {
        let nested = |n: usize, inner: &str| format!("{}{inner}{}", "[".repeat(n), "]".repeat(n));
        assert!(parse(&nested(LIMITS.depth, "1")).is_ok());
        assert!(parse(&nested(LIMITS.depth + 1, "")).is_ok());
        assert_eq!(parse(&nested(LIMITS.depth + 1, "1")), Err("malformed_state"));
        assert_eq!(parse(&nested(LIMITS.depth + 2, "")), Err("malformed_state"));
        let value = |text: &str| check_value(&serde_json::from_str(text).unwrap(), &mut Budget::new(ErrorKind::MalformedState, "state")).map_err(|e| e.code());
        assert!(value(&nested(LIMITS.depth + 1, "")).is_ok());
        assert_eq!(value(&nested(LIMITS.depth + 1, "1")), Err("malformed_state"));
        let deeper = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
        assert_eq!(parse(&deeper), Err("malformed_state"));
        let objects = format!("{}{}", "{\"a\":".repeat(40), "}".repeat(40));
        assert_eq!(parse(&objects), Err("malformed_state"));
    }

    #[test]
    fn arrays_objects_strings_values_and_text_are_limited() {
        let array = |n: usize| format!("[{}]", vec!["0"; n].join(","));
        assert!(parse(&array(LIMITS.array)).is_ok());
        assert_eq!(parse(&array(LIMITS.array + 1)), Err("malformed_state"));
        let object = |n: usize| format!("{{{}}}", (0..n).map(|i| format!("\"k{i}\":0")).collect::<Vec<_>>().join(","));
        assert!(parse(&object(LIMITS.object)).is_ok());
        assert_eq!(parse(&object(LIMITS.object + 1)), Err("malformed_state"));
        assert!(parse(&format!("\"{}\"", "x".repeat(LIMITS.string))).is_ok());
        assert_eq!(parse(&format!("\"{}\"", "x".repeat(LIMITS.string + 1))), Err("malformed_state"));
        assert_eq!(parse(&format!("{{\"{}\":1}}", "x".repeat(LIMITS.string + 1))), Err("malformed_state"));
        // Many small arrays: each is short, the total is not.
        let values = format!("[{}]", vec![array(9_000); 12].join(","));
        assert_eq!(parse(&values), Err("malformed_state"));
        let spaces = format!("{}1", " ".repeat(LIMITS.text));
        assert_eq!(parse(&spaces), Err("malformed_state"));
    }

    #[test]
    fn text_that_is_not_json_is_malformed_json() {
        for text in ["", "{", "[1,]", "{\"a\"}", "tru", "\"abc", "[1 2]", "{\"a\":1,}", "\\", "]]]"] {
            assert_eq!(parse(text), Err("malformed_json"), "{text:?}");
        }
    }

    #[test]
    fn scan_and_value_check_agree() {
        let docs = [
            serde_json::json!([[1, 2], [3, [4, {"x": ["y", "z"]}]], {"a": {"b": {}}}]),
            serde_json::json!({"k": "v,with:commas]and}brackets\"and quotes\\", "l": [true, false, null]}),
        ];
        for doc in docs {
            let mut by_value = Budget::new(ErrorKind::MalformedState, "state");
            check_value(&doc, &mut by_value).unwrap();
            let mut by_text = Budget::new(ErrorKind::MalformedState, "state");
            scan(doc.to_string().as_bytes(), &mut by_text).unwrap();
            assert_eq!(by_value.values_left, by_text.values_left, "{doc}");
        }
    }
}
