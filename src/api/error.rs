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
    /// Asked for a move (the bot) in a game that is over.
    GameOver,
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
            ErrorKind::GameOver => "game_over",
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
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        ApiError { kind, message: message.into(), rule: None }
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

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code(), self.message)
    }
}

impl std::error::Error for ApiError {}
