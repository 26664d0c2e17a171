//! The one small interface every game implements.
//!
//! A game is a deterministic state machine: `setup` builds the position from
//! options and a seeded RNG that then lives inside the state, `active` says who
//! must decide now, `legal_moves` lists the atomic decisions open to them,
//! `check` explains why a move is refused, `apply_unchecked` performs a checked
//! move, and `view` projects the position onto what one seat may see.
//! Everything above this trait (JSON dispatch, wasm, CLI, playouts, the random
//! simulation tests) is written once against it.

use std::fmt::{Debug, Display};

use serde::{de::DeserializeOwned, Serialize};

use crate::rng::SeededRng;

/// A player's place at the table, 0-based, in turn order.
pub type Seat = usize;

/// Who is looking at the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    Seat(Seat),
    /// Sees only what is public to everyone.
    Spectator,
}

impl Viewer {
    pub fn is(self, seat: Seat) -> bool {
        self == Viewer::Seat(seat)
    }
}

/// Static facts about a game, declared next to its rules (OpenSpiel's `GameType`).
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub min_players: usize,
    pub max_players: usize,
    /// One line for the game picker, English.
    pub description: &'static str,
    /// The same line in German.
    pub description_de: &'static str,
    /// True when some seat may not see everything (hands, face-down tiles):
    /// the web shell then shows a hand-over screen between people.
    pub hidden_information: bool,
    /// True when anything still to come depends on the seed: a draw from a
    /// shuffled deck or bag, a deal, coins drawn blind. Then the seed (with
    /// the moves) tells every future draw, so the web shell must not show it
    /// while a game runs (the embed code of the Export dialog), even where
    /// no seat knows more than another (`hidden_information` false).
    pub secret_seed: bool,
}

impl GameInfo {
    /// Refuses a player count outside the game's range (setup and loading).
    pub fn check_players(&self, given: usize) -> Result<(), SetupError> {
        let (min, max) = (self.min_players, self.max_players);
        if (min..=max).contains(&given) {
            Ok(())
        } else {
            Err(SetupError::PlayerCount { given, min, max })
        }
    }
}

/// Options of a new game. Only the number of players for now; games that grow
/// variants add fields with defaults so old saves keep loading.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Options {
    pub players: usize,
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount { given: usize, min: usize, max: usize },
}

impl Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::PlayerCount { given, min, max } => {
                write!(f, "this game is for {min} to {max} players, not {given}")
            }
        }
    }
}

/// A refused move. Each game has its own enum; this is what the API needs
/// from it: a stable machine code, the rule it rests on, a message (Display).
pub trait RuleError: Debug + Display {
    /// snake_case code, stable across versions, e.g. `card_not_in_hand`.
    fn code(&self) -> &'static str;
    /// The rule id from the game's rules document, e.g. `CM-21`.
    fn rule(&self) -> Option<&'static str>;
}

/// The result once a game is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub scores: Vec<i64>,
    pub winners: Vec<Seat>,
}

/// One game's rules. Implemented once per game module.
pub trait Game: Clone + Debug + PartialEq + Serialize + DeserializeOwned {
    /// A typed, atomic decision; serialised with a `"type"` tag.
    type Move: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Error: RuleError;
    /// What one seat may see; must never contain another seat's secrets.
    type View: Serialize;

    const INFO: GameInfo;
    /// Save schema version of `Self`'s JSON; bump when the layout changes.
    const VERSION: u32;

    fn setup(options: &Options, rng: SeededRng) -> Result<Self, SetupError>;
    /// Structural checks on a deserialised state (indices in range, pieces
    /// conserved), so that a corrupted save is refused instead of panicking later.
    fn validate(&self) -> Result<(), String>;
    fn players(&self) -> usize;
    /// Seats that must decide now; empty once the game is over.
    fn active(&self) -> Vec<Seat>;
    /// Every legal move of the deciding seat, appended to `out`.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// `Ok` exactly when `mv` is among `legal_moves`; otherwise the reason.
    fn check(&self, mv: &Self::Move) -> Result<(), Self::Error>;
    /// Performs a move that `check` accepted. Illegal moves may corrupt the
    /// state; playouts use this directly on moves from `legal_moves`.
    fn apply_unchecked(&mut self, mv: &Self::Move);
    fn view(&self, viewer: Viewer) -> Self::View;
    /// Scores as far as `viewer` may know them (`None` = hidden from them).
    fn visible_scores(&self, viewer: Viewer) -> Vec<Option<i64>>;
    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// How many of the latest moves the deciding seat may take back: moves of
    /// its current turn after the last one that revealed hidden information.
    /// The web shell undoes by replaying the game without them.
    fn undoable(&self) -> usize {
        0
    }

    /// What the shell is told it may take back (`status.undoable` of views
    /// and statuses): `undoable` unless a game learnt to count after saves
    /// recorded hashes of its positions. The hashed state document keeps
    /// `undoable` (`Table::hash`), so those saves still load: Grand Conquest.
    fn takeback(&self) -> usize {
        self.undoable()
    }

    /// Checked play: a refused move leaves the state untouched.
    fn play(&mut self, mv: &Self::Move) -> Result<(), Self::Error> {
        self.check(mv)?;
        self.apply_unchecked(mv);
        Ok(())
    }

    fn is_finished(&self) -> bool {
        self.outcome().is_some()
    }

    /// Bots (`crate::bot`): which of `moves` (the legal moves, never empty) a
    /// playout takes. Uniformly random unless a game supplies a cheap policy
    /// where random playouts are too long or too weak.
    fn playout_choice(&self, moves: &[Self::Move], rng: &mut SeededRng) -> usize {
        rng.below(moves.len())
    }

    /// Bots: `playout_choice` with each step weighing `sample` of the legal
    /// moves, in games whose policy takes the best of a sample (a level's
    /// `sample`, `Config::playout_sample`: a wider look misses fewer good
    /// answers, at little more cost where generating and playing a move
    /// costs more than judging one). Games whose policy samples nothing play
    /// `playout_choice`.
    fn playout_choice_sampled(&self, moves: &[Self::Move], rng: &mut SeededRng, _sample: usize) -> usize {
        self.playout_choice(moves, rng)
    }

    /// Bots: a playout move drawn without listing every legal move, for
    /// games whose move generator is costly; `None` (the default, or when the
    /// game cannot draw one cheaply here) falls back to `legal_moves` and
    /// `playout_choice`. Must return only moves `check` accepts.
    fn playout_move(&self, _rng: &mut SeededRng) -> Option<Self::Move> {
        None
    }

    /// Bots: at most this many playout moves before `evaluate` stands in for
    /// the end (besides the search's own cap); games whose random playouts
    /// are long and slow cut them short here.
    fn playout_cap(&self) -> usize {
        usize::MAX
    }

    /// Bots: drops what only people read (the event log) from the copy a
    /// search deals its determinisations from, so that every iteration does
    /// not clone the whole history. No rule may read what this drops, and the
    /// copy stays one the searching seat cannot tell from the real state
    /// apart from the history, so determinising it is as honest as before.
    fn forget_history(&mut self) {}

    /// Bots: the expected reward per seat (each in 0..=1, like a win share) of
    /// a position where a playout is cut off before the end. `None` lets the
    /// bot judge by the scores (`visible_scores` of each seat for itself).
    fn evaluate(&self) -> Option<Vec<f64>> {
        None
    }

    /// Bots: what a search's playout cut off before the end is worth to each
    /// seat (a level's `horizon`, `Config::depth_cap`, or `playout_cap`);
    /// by default `evaluate`. A game whose greedy player judges by the points
    /// alone but whose search looks at more (Chinesische Mauer's prospects:
    /// leads and hands besides the fame won) answers here.
    fn playout_estimate(&self) -> Option<Vec<f64>> {
        self.evaluate()
    }

    /// Bots: a move the searching seat makes without searching, where the
    /// game knows the answer a search at the levels' budgets does not find
    /// (Grand Conquest: a piece towards the Grail held by another). Must
    /// return only moves `check` accepts; deterministic for the rng.
    fn urgent_move(&self, _rng: &mut SeededRng) -> Option<Self::Move> {
        None
    }
}

/// Games with hidden information can deal a state that one viewer cannot tell
/// apart from the real one: every secret of the others re-dealt at random.
/// The leak tests use it (a view must not change), and bots use it to sample
/// what they cannot see (determinisation).
///
/// Two promises bots rely on: the deal re-draws everything `viewer` cannot
/// know, including the RNG that decides future chance events (unless the game
/// has none after setup), and it is canonical: two states that `viewer` cannot
/// tell apart give the same determinisation for the same `rng` (sort what is
/// unknown before shuffling it). So a bot that only sees determinisations
/// cannot play differently on states its seat cannot tell apart.
pub trait Determinize: Game {
    fn determinize(&self, viewer: Viewer, rng: &mut SeededRng) -> Self;

    /// A determinisation that weighs each unknown secret by what the table
    /// shows about it (where a hidden piece lies, how the others played it),
    /// for a bot that reads its opponents (`bot::Config::inferred`). The same
    /// two promises as `determinize`: only what `viewer` knows goes in, and
    /// states `viewer` cannot tell apart give the same deal for the same
    /// `rng`; only the odds of the deals differ. Games without such a reading
    /// deal uniformly.
    fn determinize_inferred(&self, viewer: Viewer, rng: &mut SeededRng) -> Self {
        self.determinize(viewer, rng)
    }

    /// What `viewer` saw earlier in the game that its view no longer shows,
    /// and a seat that watched remembers (Chinesische Mauer: the value of
    /// each tile another seat won, open at its section before it was turned
    /// face down, CM-A9). `determinize_inferred` may keep it; then its two
    /// promises read "states with equal views and equal memories". Null for
    /// games whose view shows all a seat ever saw.
    fn remembered(&self, _viewer: Viewer) -> serde_json::Value {
        serde_json::Value::Null
    }
}

/// The most quiet moves a loaded state may count as undoable: far above any
/// real turn (a few dozen moves at most), and small enough that counting on
/// from it can never overflow. Every game's `validate` checks it.
pub const MAX_UNDOABLE: usize = 1_000;

/// `validate`'s check of a loaded `undoable` counter.
pub fn check_undoable(undoable: usize) -> Result<(), String> {
    if undoable > MAX_UNDOABLE {
        return Err(format!("more than {MAX_UNDOABLE} moves to take back"));
    }
    Ok(())
}

/// Winners of a score list: every seat with the highest score (shared wins).
pub fn highest_scorers(scores: &[i64]) -> Vec<Seat> {
    let Some(&best) = scores.iter().max() else { return Vec::new() };
    (0..scores.len()).filter(|&s| scores[s] == best).collect()
}

/// A smooth win estimate from scores as they stand, for `Game::evaluate`:
/// per seat 0.5 plus or minus up to 0.5 by its lead over the best other seat
/// (behind: its gap to the leader), `scale` points making a quarter of the
/// way. Only +, -, *, / and abs, so natively and in wasm alike.
pub fn score_estimate(scores: &[i64], scale: f64) -> Vec<f64> {
    (0..scores.len()).map(|seat| score_estimate_of(scores, seat, scale)).collect()
}

/// `score_estimate(scores, scale)[seat]` without the others' (no allocation:
/// playout steps judge many moves for one seat).
pub fn score_estimate_of(scores: &[i64], seat: Seat, scale: f64) -> f64 {
    let best_other = (0..scores.len()).filter(|&s| s != seat).map(|s| scores[s]).max().unwrap_or(scores[seat]);
    let x = (scores[seat] - best_other) as f64 / scale;
    0.5 + 0.5 * x / (1.0 + x.abs())
}

/// An informed playout step for `Game::playout_choice`: the mover takes the
/// move that `Game::evaluate` judges best right after it (the rest of its
/// turn unplayed): the best of all moves when there are at most `sample`
/// (ties: the first from a random start), else of `sample` drawn at random
/// (with repetition). Random playouts
/// mislead where a turn is a series of small steps whose worth shows only in
/// the points (a token laid where it wins nothing is as likely as one that
/// takes a village); judged steps make the playouts look like play, at
/// `sample` evaluations a step. Deterministic for the rng; a game without
/// `evaluate` gets a random move.
pub fn best_of_sample<G: Game>(state: &G, moves: &[G::Move], rng: &mut SeededRng, sample: usize) -> usize {
    let Some(&actor) = state.active().first() else { return rng.below(moves.len()) };
    best_of_sample_by(moves.len(), rng, sample, |i| {
        let mut after = state.clone();
        after.apply_unchecked(&moves[i]);
        after.evaluate().and_then(|v| v.get(actor).copied())
    })
}

/// `best_of_sample` with the judgement of move `i` (the mover's `evaluate`
/// right after it) supplied by the game, for games that can tell it without
/// playing the move on a copy; it must give exactly what the copy would, and
/// then the choice is the same, draw for draw. `None` from `judge`: a random
/// move, as without `evaluate`.
pub fn best_of_sample_by(
    n: usize,
    rng: &mut SeededRng,
    sample: usize,
    mut judge: impl FnMut(usize) -> Option<f64>,
) -> usize {
    // all of them from a random start, so that equally good moves take turns
    let start = if n <= sample { Some(rng.below(n)) } else { None };
    let mut best = (f64::NEG_INFINITY, 0);
    for k in 0..sample.min(n) {
        let i = match start {
            Some(start) => (start + k) % n,
            None => rng.below(n),
        };
        let Some(value) = judge(i) else { return rng.below(n) };
        if value > best.0 {
            best = (value, i);
        }
    }
    best.1
}
