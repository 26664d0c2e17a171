//! `Table`: one running game of any kind behind JSON.
//!
//! `Match<G>` pairs a game state with its seed; `AnyMatch` erases the game
//! type so the API, the wasm handle and the CLI need one code path.

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::engine::{Game, Options, Seat, Viewer};
use crate::rng::SeededRng;

use super::{ApiError, ErrorKind};

/// The `status` block of every state and view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Status {
    pub finished: bool,
    pub active: Vec<Seat>,
    /// Per seat; `null` where the viewer may not know the score yet.
    pub scores: Vec<Option<i64>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<Seat>>,
    /// Trailing moves the active seat may take back (see `Game::takeback`;
    /// in the state document `Game::undoable`).
    pub undoable: usize,
}

impl Status {
    fn of<G: Game>(game: &G, viewer: Viewer) -> Self {
        let outcome = game.outcome();
        Status {
            finished: outcome.is_some(),
            active: game.active(),
            scores: game.visible_scores(viewer),
            winners: outcome.map(|o| o.winners),
            undoable: game.takeback(),
        }
    }
}

/// A game state with the seed it was dealt from.
#[derive(Clone, Debug, PartialEq)]
pub struct Match<G: Game> {
    pub seed: u64,
    pub game: G,
}

/// What the API needs of a `Match<G>`, independent of `G`.
pub trait AnyMatch: std::fmt::Debug {
    fn id(&self) -> &'static str;
    fn players(&self) -> usize;
    fn status(&self, viewer: Viewer) -> Status;
    fn state_json(&self) -> Value;
    fn view_json(&self, viewer: Viewer) -> Value;
    fn legal_moves_json(&self) -> Value;
    fn apply_json(&mut self, mv: &Value) -> Result<(), ApiError>;
    fn clone_box(&self) -> Box<dyn AnyMatch>;
    /// For code generic over `G` again (the bot): see `Table::game`.
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<G: Game + 'static> AnyMatch for Match<G> {
    fn id(&self) -> &'static str {
        G::INFO.id
    }

    fn players(&self) -> usize {
        self.game.players()
    }

    fn status(&self, viewer: Viewer) -> Status {
        Status::of(&self.game, viewer)
    }

    fn state_json(&self) -> Value {
        // hashed (`Table::hash`): the count saves were written with (`Game::takeback`)
        let status = Status { undoable: self.game.undoable(), ..Status::of(&self.game, Viewer::Spectator) };
        json!({
            "game": G::INFO.id,
            "version": G::VERSION,
            "players": self.game.players(),
            "seed": self.seed,
            "status": status,
            "state": to_value(&self.game),
        })
    }

    fn view_json(&self, viewer: Viewer) -> Value {
        let viewer_json = match viewer {
            Viewer::Seat(seat) => json!(seat),
            Viewer::Spectator => json!("spectator"),
        };
        json!({
            "game": G::INFO.id,
            "version": G::VERSION,
            "players": self.game.players(),
            "viewer": viewer_json,
            "status": Status::of(&self.game, viewer),
            "view": to_value(&self.game.view(viewer)),
        })
    }

    fn legal_moves_json(&self) -> Value {
        let mut moves = Vec::new();
        self.game.legal_moves(&mut moves);
        to_value(&moves)
    }

    fn apply_json(&mut self, json: &Value) -> Result<(), ApiError> {
        let malformed = |msg: String| ApiError::new(ErrorKind::MalformedMove, format!("not a {} move: {msg}", G::INFO.id));
        let mv: G::Move = G::Move::deserialize(json).map_err(|e| malformed(e.to_string()))?;
        if let Some(field) = unknown_field(json, &to_value(&mv)) {
            return Err(malformed(format!("unknown field `{field}`")));
        }
        self.game.play(&mv).map_err(|e| ApiError::from_rule(&e))
    }

    fn clone_box(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// A key of the move as given that the parsed move does not have: serde's
/// `deny_unknown_fields` is silent on moves without fields (`{"type":"draw"}`),
/// so the check is made here, once for every game. `null` counts as absent.
fn unknown_field(given: &Value, parsed: &Value) -> Option<String> {
    let (Value::Object(given), Value::Object(parsed)) = (given, parsed) else { return None };
    given.iter().find(|(key, value)| !value.is_null() && !parsed.contains_key(*key)).map(|(key, _)| key.clone())
}

/// Serialising our own plain-data types cannot fail (no maps with non-string
/// keys, no non-finite floats); `Null` keeps the API panic-free regardless.
fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// A running game of any kind: the stateful handle of the API.
#[derive(Debug)]
pub struct Table {
    inner: Box<dyn AnyMatch>,
}

impl Clone for Table {
    fn clone(&self) -> Self {
        Table { inner: self.inner.clone_box() }
    }
}

/// The top of a state document, read before the game is known.
#[derive(Deserialize)]
struct Header {
    game: String,
    version: u32,
}

impl Table {
    pub fn new<G: Game + 'static>(options: &Options, seed: u64) -> Result<Table, ApiError> {
        let game = G::setup(options, SeededRng::from_seed(seed)).map_err(|e| ApiError::from_setup(&e))?;
        Ok(Table { inner: Box::new(Match { seed, game }) })
    }

    /// Reads a state document; refuses anything it cannot fully trust.
    pub fn load(state: &Value) -> Result<Table, ApiError> {
        super::check_input(state, ErrorKind::MalformedState, "state")?;
        let header = Header::deserialize(state).map_err(|e| {
            ApiError::new(ErrorKind::MalformedState, format!("not a spieltisch state ({e})"))
        })?;
        let entry = crate::games::REGISTRY.iter().find(|entry| entry.info.id == header.game).ok_or_else(|| {
            ApiError::new(ErrorKind::UnknownGame, format!("this state is for an unknown game {:?}", header.game))
        })?;
        (entry.load)(state, header.version)
    }

    /// `load` for one game type, after the header named it.
    pub fn load_as<G: Game + 'static>(state: &Value, version: u32) -> Result<Table, ApiError> {
        if version > G::VERSION {
            return Err(ApiError::new(
                ErrorKind::UnsupportedVersion,
                format!("this save is version {version}, newer than this spieltisch ({}); update the page", G::VERSION),
            ));
        }
        if version < G::VERSION {
            return Err(ApiError::new(
                ErrorKind::UnsupportedVersion,
                format!("this save is version {version}; this spieltisch reads version {} only", G::VERSION),
            ));
        }
        let malformed = |msg: String| ApiError::new(ErrorKind::MalformedState, msg);
        let seed = state.get("seed").and_then(super::parse_seed).ok_or_else(|| malformed("state.seed missing or invalid".into()))?;
        let body = state.get("state").ok_or_else(|| malformed("state.state missing".into()))?;
        let game = G::deserialize(body).map_err(|e| malformed(format!("corrupted {} state: {e}", G::INFO.id)))?;
        game.validate().map_err(|e| malformed(format!("inconsistent {} state: {e}", G::INFO.id)))?;
        let players = state.get("players").and_then(Value::as_u64);
        if players != Some(game.players() as u64) {
            return Err(malformed("state.players does not match the game".into()));
        }
        Ok(Table { inner: Box::new(Match { seed, game }) })
    }

    pub fn id(&self) -> &'static str {
        self.inner.id()
    }

    /// The typed match behind the table, when it is a game of type `G`.
    pub fn game<G: Game + 'static>(&self) -> Option<&Match<G>> {
        self.inner.as_any().downcast_ref::<Match<G>>()
    }

    /// A table around a typed match (the bot's determinisations, arenas).
    pub fn from_match<G: Game + 'static>(game: Match<G>) -> Table {
        Table { inner: Box::new(game) }
    }

    pub fn players(&self) -> usize {
        self.inner.players()
    }

    pub fn status(&self, viewer: Viewer) -> Status {
        self.inner.status(viewer)
    }

    pub fn state_json(&self) -> Value {
        self.inner.state_json()
    }

    pub fn view_json(&self, viewer: Viewer) -> Value {
        self.inner.view_json(viewer)
    }

    pub fn legal_moves_json(&self) -> Value {
        self.inner.legal_moves_json()
    }

    /// Applies a JSON move; on refusal the table is unchanged.
    pub fn apply_json(&mut self, mv: &Value) -> Result<(), ApiError> {
        super::check_input(mv, ErrorKind::MalformedMove, "move")?;
        self.inner.apply_json(mv)
    }

    /// A stable hash of the position: 64-bit FNV-1a over the state document's
    /// compact JSON (keys sorted), as 16 hex digits. The same natively and in
    /// wasm; saves record it so a replay that ends elsewhere is noticed.
    pub fn hash(&self) -> String {
        let text = serde_json::to_string(&self.state_json()).unwrap_or_default();
        format!("{:016x}", fnv1a(text.as_bytes()))
    }
}

/// 64-bit FNV-1a (Fowler, Noll, Vo): tiny, fixed forever, no dependency.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| (hash ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    #[test]
    fn fnv1a_matches_the_published_test_vectors() {
        assert_eq!(super::fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(super::fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(super::fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
    }
}
