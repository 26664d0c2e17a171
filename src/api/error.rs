//! The error every API call can return: `{code, message, rule?}`.

use serde::Serialize;

use crate::engine::{RuleError, SetupError};

/// What went wrong, as a typed kind; `code()` is its stable JSON name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    UnknownGame,
    InvalidOptions,
    /// Not JSON at all (CLI input).
    MalformedJson,
    /// JSON, but not a state this version can read.
    MalformedState,
    /// A save written by a newer version of spieltisch.
    UnsupportedVersion,
    MalformedMove,
    InvalidViewer,
    /// A call on a wasm `Table` after its `free()`.
    FreedTable,
    /// Asked for a move (the bot) in a game that is over.
    GameOver,
    /// A replay with everything revealed asked of a game that is not over.
    GameNotFinished,
    /// A replay step outside 0..=moves.
    InvalidStep,
    /// A well-formed move the rules refuse; the game supplies the code.
    IllegalMove(&'static str),
}

impl ErrorKind {
    pub fn code(self) -> &'static str {
        match self {
            ErrorKind::UnknownGame => "unknown_game",
            ErrorKind::InvalidOptions => "invalid_options",
            ErrorKind::MalformedJson => "malformed_json",
            ErrorKind::MalformedState => "malformed_state",
            ErrorKind::UnsupportedVersion => "unsupported_version",
            ErrorKind::MalformedMove => "malformed_move",
            ErrorKind::InvalidViewer => "invalid_viewer",
            ErrorKind::FreedTable => "freed_table",
            ErrorKind::GameOver => "game_over",
            ErrorKind::GameNotFinished => "game_not_finished",
            ErrorKind::InvalidStep => "invalid_step",
            ErrorKind::IllegalMove(code) => code,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    pub kind: ErrorKind,
    pub message: String,
    pub rule: Option<&'static str>,
}

impl ApiError {
    /// An error whose message is `message` with every quoted part cut to a
    /// short prefix (serde quotes the offending input in full), and the whole
    /// cut to `MAX_MESSAGE` characters.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        ApiError { kind, message: bounded(&message.into()), rule: None }
    }

    pub fn code(&self) -> &'static str {
        self.kind.code()
    }

    pub fn from_rule<E: RuleError>(err: &E) -> Self {
        ApiError { kind: ErrorKind::IllegalMove(err.code()), message: err.to_string(), rule: err.rule() }
    }

    pub fn from_setup(err: &SetupError) -> Self {
        ApiError::new(ErrorKind::InvalidOptions, err.to_string())
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }
}

impl Serialize for ApiError {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("code", self.code())?;
        map.serialize_entry("message", &self.message)?;
        if let Some(rule) = self.rule {
            map.serialize_entry("rule", rule)?;
        }
        map.end()
    }
}

/// Longest quoted piece of input an error message repeats, in characters.
pub const MAX_QUOTE: usize = 40;
/// Longest error message, in characters.
pub const MAX_MESSAGE: usize = 300;

/// Shortens every `"…"` and `` `…` `` span longer than `MAX_QUOTE` to its
/// prefix plus `…`, then the whole message to `MAX_MESSAGE` characters.
fn bounded(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(MAX_MESSAGE + 8));
    let mut quote: Option<char> = None;
    let mut quoted = 0usize;
    for c in message.chars() {
        if out.chars().count() >= MAX_MESSAGE {
            out.push('…');
            return out;
        }
        match quote {
            Some(q) if c == q => {
                if quoted > MAX_QUOTE {
                    out.push('…');
                }
                out.push(c);
                quote = None;
            }
            Some(_) => {
                quoted += 1;
                if quoted <= MAX_QUOTE {
                    out.push(c);
                }
            }
            None => {
                out.push(c);
                if c == '"' || c == '`' {
                    quote = Some(c);
                    quoted = 0;
                }
            }
        }
    }
    if quote.is_some() && quoted > MAX_QUOTE && !out.ends_with('…') {
        out.push('…');
    }
    out
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code(), self.message)
    }
}

impl std::error::Error for ApiError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_quote_only_a_short_prefix_of_the_input() {
        let long = "x".repeat(5_000);
        let err = ApiError::new(ErrorKind::MalformedMove, format!("unknown variant \"{long}\", expected `draw`"));
        assert_eq!(err.message, format!("unknown variant \"{}…\", expected `draw`", "x".repeat(MAX_QUOTE)));
        let unclosed = ApiError::new(ErrorKind::MalformedMove, format!("bad `{long}"));
        assert_eq!(unclosed.message, format!("bad `{}…", "x".repeat(MAX_QUOTE)));
        let plain = ApiError::new(ErrorKind::MalformedMove, "y".repeat(5_000));
        assert_eq!(plain.message.chars().count(), MAX_MESSAGE + 1);
        assert_eq!(ApiError::new(ErrorKind::MalformedMove, "short \"ok\"").message, "short \"ok\"");
    }
}
