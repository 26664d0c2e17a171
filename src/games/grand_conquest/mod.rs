//! Grand Conquest, exactly 4 players (S, W, N, E), no hidden information.
//!
//! Rules: `docs/rules/grand-conquest.md` (rule ids GC-nn from the spec).
//! A turn is a series of moves, each a piece moving to a field for one
//! point per step, until the points are spent or the player ends the turn.
//! After every take the victim may answer out of turn with an Abtausch;
//! that decision is a move of its own, made by the victim.
//!
//! Files: `board` (the map as data and the validator V1..V10), `pieces`,
//! `movement` (points, ranges, ways), `transport` (carrying), `capture`
//! (taking and the Abtausch), `castles` (castle and Grail penalties,
//! victory points), `victory` (end of turn and game), `moves`, `view`,
//! `playout` (what the computer players read into a position).

pub mod board;
mod capture;
mod castles;
mod moves;
mod movement;
pub mod pieces;
mod playout;
mod transport;
mod victory;
mod view;

pub use board::{validate_board, Board, BoardData, BoardRef, Bridge, Edge, Field, FieldId, Island, Medium, Terrain};
pub use capture::Abtausch;
pub use movement::Arrival;
pub use moves::{GcError, Move};
pub use pieces::{Kind, Piece, PieceId, Place};
pub use victory::{Ending, Result as GameResult, MAX_TURNS, QUIET_TURNS};
pub use view::{Event, GcView, SeatView};

use serde::{Deserialize, Serialize};

use crate::engine::{score_estimate, Determinize, Game, GameInfo, Options, Outcome, Seat, SetupError, Viewer};
use crate::rng::SeededRng;

pub const PLAYERS: usize = 4;

/// Playout moves before a bot judges by the victory points (`playout_cap`).
const PLAYOUT_CAP: usize = 40;

/// One seat's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatRecord {
    /// Enemy pieces this seat has taken (GC-26).
    pub captured: u32,
    /// Who took this seat's second-last piece, in which turn (GC-W1).
    pub down_to_one: Option<(u8, u32)>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GrandConquest {
    pub board: BoardRef,
    pub pieces: Vec<Piece>,
    pub seats: Vec<SeatRecord>,
    /// Turns begun, 0-based: turn t belongs to seat t mod 4 (S, W, N, E).
    pub turn: u32,
    /// Points spent this turn.
    pub spent: u8,
    /// The active player, ungeschützt, risked his one take (GC-U3).
    pub risky_used: bool,
    /// An open Abtausch window (the victim decides).
    pub pending: Option<Abtausch>,
    /// The turn of the last take and who took (GC-W4).
    pub last_take: Option<(u32, u8)>,
    /// A seat lost its last piece without GC-W1: the game ends with this turn.
    pub no_pieces: bool,
    pub result: Option<GameResult>,
    pub log: Vec<Event>,
}

impl GrandConquest {
    /// The seat whose turn it is.
    pub fn seat(&self) -> Seat {
        self.turn as usize % PLAYERS
    }

    /// The left neighbour: the next in turn order (GC-A16).
    pub fn next_seat(&self) -> Seat {
        (self.seat() + 1) % PLAYERS
    }

    pub fn ids(&self) -> impl Iterator<Item = PieceId> {
        0..self.pieces.len() as PieceId
    }

    /// An empty position on `board` (tests, rules illustrations): add
    /// pieces with `put`, then `start_turn`.
    pub fn empty(board: BoardRef) -> Self {
        GrandConquest {
            board,
            pieces: Vec::new(),
            seats: vec![SeatRecord::default(); PLAYERS],
            turn: 4,
            spent: 0,
            risky_used: false,
            pending: None,
            last_take: None,
            no_pieces: false,
            result: None,
            log: Vec::new(),
        }
    }

    /// Puts a piece of `seat` on a field, or aboard a carrier.
    pub fn put(&mut self, seat: Seat, kind: Kind, place: Place) -> PieceId {
        self.pieces.push(Piece { kind, owner: seat as u8, place, used: 0 });
        (self.pieces.len() - 1) as PieceId
    }

    /// Begins turn number `turn` (its seat is `turn` mod 4) with nothing spent.
    pub fn start_turn(&mut self, turn: u32) {
        self.turn = turn;
        self.spent = 0;
        self.risky_used = false;
        self.pending = None;
        for piece in &mut self.pieces {
            piece.used = 0;
        }
        self.log.push(Event::TurnStarted { seat: self.seat(), points: self.budget(self.seat()) });
    }

    /// The piece on top of field `f`.
    pub fn top(&self, f: FieldId) -> Option<PieceId> {
        self.ids().find(|&p| self.pieces[p as usize].place == Place::Field(f))
    }

    fn check_piece(&self, p: PieceId, seat: Seat) -> std::result::Result<(), GcError> {
        let piece = self.pieces.get(p as usize).ok_or(GcError::NoSuchPiece { piece: p })?;
        if piece.owner as Seat != seat {
            return Err(GcError::NotYourPiece { piece: p });
        }
        if !piece.on_board() {
            return Err(GcError::PieceTaken { piece: p });
        }
        Ok(())
    }

    fn check_go(&self, p: PieceId, to: FieldId, waive: bool) -> std::result::Result<(), GcError> {
        self.check_piece(p, self.seat())?;
        if to as usize >= self.board.get().len() {
            return Err(GcError::NoSuchField { field: to });
        }
        let occ = self.occupancy();
        let Some(needs) = self.way_len(&occ, p, to, 40) else {
            return Err(GcError::Unreachable { piece: p, field: to });
        };
        let piece = &self.pieces[p as usize];
        let left = piece.kind.range().saturating_sub(piece.used);
        if needs > left {
            return Err(GcError::OutOfRange { piece: p, needs, left });
        }
        if needs > self.remaining() {
            return Err(GcError::NotEnoughPoints { needs, left: self.remaining() });
        }
        let take = matches!(self.arrival(p, occ[to as usize]), Some(Arrival::Take(_)));
        if waive && !take {
            return Err(GcError::WaiveWithoutTake);
        }
        if take && self.risky_refused(p, to, waive) {
            return Err(GcError::RiskyTake);
        }
        Ok(())
    }

    /// GC-U3: an ungeschützt player who already risked a take this turn
    /// may not make another take that opens an Abtausch, unless he has the
    /// most victory points (ties count). A take that wins at once opens no
    /// Abtausch and so is never refused.
    fn risky_refused(&self, p: PieceId, to: FieldId, waive: bool) -> bool {
        let seat = self.seat();
        if !self.risky_used || self.counts()[seat] != 2 {
            return false;
        }
        let vp = self.victory_points();
        if vp.iter().all(|&v| v <= vp[seat]) {
            return false;
        }
        let mut trial = self.clone();
        trial.log.clear();
        trial.go(p, to, waive);
        trial.pending.is_some()
    }

    fn go(&mut self, p: PieceId, to: FieldId, waive: bool) {
        let occ = self.occupancy();
        // `check_go` accepted the move, so its shortest way fits the points
        // left: searching no farther finds the same way, and fast (bots).
        let piece = &self.pieces[p as usize];
        let limit = piece.kind.range().saturating_sub(piece.used).min(self.remaining());
        let Some(steps) = self.way_len(&occ, p, to, limit) else { return };
        let seat = self.seat();
        let from = self.field_of(p).unwrap_or(to);
        self.spent = self.spent.saturating_add(steps);
        let piece = &mut self.pieces[p as usize];
        piece.used = piece.used.saturating_add(steps);
        match self.arrival(p, occ[to as usize]) {
            Some(Arrival::Take(q)) => self.take(p, q, to, waive),
            Some(arrival) => {
                let aboard = match arrival {
                    Arrival::Board(c) => Some(c),
                    _ => None,
                };
                self.pieces[p as usize].place = match aboard {
                    Some(c) => Place::Aboard(c),
                    None => Place::Field(to),
                };
                self.log.push(Event::Moved { seat, piece: p, from, to, steps, aboard });
                if !self.check_all_festgesetzt() && self.remaining() == 0 {
                    self.end_turn();
                }
            }
            None => {}
        }
    }

    fn go_moves(&self, out: &mut Vec<Move>) {
        let seat = self.seat() as u8;
        let occ = self.occupancy();
        let mut search = movement::WaySearch::default();
        let mut ways = Vec::with_capacity(64);
        let remaining = self.remaining();
        for p in self.ids() {
            let piece = &self.pieces[p as usize];
            if piece.owner != seat || !piece.on_board() {
                continue;
            }
            let limit = piece.kind.range().saturating_sub(piece.used).min(remaining);
            if limit == 0 {
                continue;
            }
            ways.clear();
            self.ways(&occ, p, limit, &mut search, &mut ways);
            for &(to, _) in &ways {
                let take = occ[to as usize] != movement::EMPTY && self.pieces[occ[to as usize] as usize].owner != seat;
                if take {
                    for waive in [false, true] {
                        if !self.risky_refused(p, to, waive) {
                            out.push(Move::Go { piece: p, to, waive });
                        }
                    }
                } else {
                    out.push(Move::Go { piece: p, to, waive: false });
                }
            }
        }
    }

    fn validate_pieces(&self) -> std::result::Result<(), String> {
        let board = self.board.get();
        if self.pieces.len() > 200 {
            return Err("too many pieces".into());
        }
        let mut top = vec![false; board.len()];
        for (i, piece) in self.pieces.iter().enumerate() {
            if piece.owner as usize >= PLAYERS {
                return Err(format!("piece {i} has no seat"));
            }
            if piece.used > piece.kind.range() {
                return Err(format!("piece {i} moved beyond its range"));
            }
            match piece.place {
                Place::Gone => {}
                Place::Field(f) => {
                    let Some(field) = board.data.fields.get(f as usize) else {
                        return Err(format!("piece {i} stands on a missing field"));
                    };
                    if (field.kind == Terrain::Sea) != piece.kind.is_vessel() {
                        return Err(format!("piece {i} stands on the wrong terrain"));
                    }
                    if std::mem::replace(&mut top[f as usize], true) {
                        return Err(format!("two pieces on field {f}"));
                    }
                    // GC-08, GC-09: no move puts them there (a position
                    // built by hand, e.g. in the figure builder, could)
                    if piece.kind.is_heavy() && field.grail {
                        return Err(format!("piece {i}, an elephant or chariot, stands on a Grail field (GC-09)"));
                    }
                    if piece.kind == Kind::Elephant && board.no_elephant[f as usize] {
                        return Err(format!("piece {i}, an elephant, stands on a suspension bridge (GC-08)"));
                    }
                }
                Place::Aboard(c) => {
                    let Some(carrier) = self.pieces.get(c as usize) else {
                        return Err(format!("piece {i} is aboard a missing piece"));
                    };
                    let fits = match carrier.kind {
                        Kind::Ship | Kind::Galleon => !piece.kind.is_vessel(),
                        Kind::Elephant | Kind::Chariot => piece.kind == Kind::Soldier,
                        _ => false,
                    };
                    let carried_ok = match carrier.place {
                        Place::Field(_) => true,
                        Place::Aboard(v) => carrier.kind.is_heavy() && self.pieces.get(v as usize).is_some_and(|v| matches!(v.place, Place::Field(_))),
                        Place::Gone => false,
                    };
                    if !fits || !carried_ok || carrier.owner != piece.owner || c as usize == i {
                        return Err(format!("piece {i} cannot ride piece {c}"));
                    }
                }
            }
        }
        for c in self.ids() {
            let load: Vec<Kind> = self.cargo(c).map(|q| self.pieces[q as usize].kind).collect();
            let kind = self.pieces[c as usize].kind;
            let ok = if kind.is_vessel() {
                load.is_empty() || (load.len() <= 2 && load.iter().all(|&k| k == Kind::Soldier)) || load.len() == 1
            } else {
                load.len() <= kind.soldier_seats()
            };
            if !ok {
                return Err(format!("piece {c} carries too much"));
            }
        }
        // after the cargo: a soldier too many aboard a full carrier is
        // first of all a carrier that carries too much
        self.validate_counts()
    }

    /// No seat has more land pieces of a kind on the board than the set
    /// gives it (the Spielmaterial, `pieces::SET`: nothing is ever added), and the vessels, which
    /// change hands when conquered, are no more than all four sets hold.
    fn validate_counts(&self) -> std::result::Result<(), String> {
        for (kind, per_seat) in pieces::SET {
            let on_board = |seat: Option<u8>| {
                self.pieces.iter().filter(|p| p.kind == kind && p.on_board() && seat.is_none_or(|s| p.owner == s)).count()
            };
            if kind.is_vessel() {
                if on_board(None) > per_seat * PLAYERS {
                    return Err(format!("more {kind:?} pieces on the board than the four sets hold"));
                }
            } else if let Some(seat) = (0..PLAYERS as u8).find(|&s| on_board(Some(s)) > per_seat) {
                return Err(format!("seat {seat} has more than {per_seat} {kind:?} pieces on the board"));
            }
        }
        Ok(())
    }

    fn validate_turn(&self) -> std::result::Result<(), String> {
        if self.seats.len() != PLAYERS {
            return Err(format!("Grand Conquest is for {PLAYERS} players"));
        }
        if self.turn >= MAX_TURNS || self.spent > 20 {
            return Err("turn or points out of range".into());
        }
        if self.seats.iter().any(|s| s.down_to_one.is_some_and(|(t, at)| t as usize >= PLAYERS || at > self.turn)) {
            return Err("a loss record is out of range".into());
        }
        // Every piece taken left the board once: so many and no more (and
        // counting on from a loaded value never overflows).
        let gone = self.pieces.iter().filter(|p| !p.on_board()).count() as u64;
        if self.seats.iter().map(|s| s.captured as u64).sum::<u64>() > gone {
            return Err("more pieces taken than have left the board".into());
        }
        if self.last_take.is_some_and(|(at, t)| at > self.turn || t as usize >= PLAYERS) {
            return Err("the last take is out of range".into());
        }
        if let Some(w) = &self.pending {
            let occ = self.occupancy();
            let ok = (w.victim as usize) < PLAYERS
                && w.victim as Seat != self.seat()
                && (w.taker as usize) < self.pieces.len()
                && (w.tatort as usize) < occ.len()
                && self.pieces[w.taker as usize].owner as Seat == self.seat()
                && self.field_of(w.taker) == Some(w.tatort)
                && self.result.is_none();
            if !ok {
                return Err("the open Abtausch does not fit the position".into());
            }
        }
        if let Some(r) = &self.result {
            if r.winners.is_empty() || r.winners.iter().any(|&w| w >= PLAYERS) {
                return Err("a finished game needs winners among the seats".into());
            }
        }
        Ok(())
    }
}

impl Game for GrandConquest {
    type Move = Move;
    type Error = GcError;
    type View = GcView;

    const INFO: GameInfo = GameInfo {
        id: "grand-conquest",
        name: "Grand Conquest",
        min_players: 4,
        max_players: 4,
        description: "War for five islands: move soldiers, elephants, riders, chariots and ships, take and answer by Abtausch, seize castles and the Grail.",
        description_de: "Krieg um fünf Inseln: Soldaten, Elefanten, Reiter, Streitwagen und Schiffe ziehen, schlagen und im Abtausch antworten, Burgen und den Gral besetzen.",
        hidden_information: false,
        // No chance at all: the seed decides nothing.
        secret_seed: false,
    };
    const VERSION: u32 = 1;

    fn setup(options: &Options, _rng: SeededRng) -> std::result::Result<Self, SetupError> {
        Self::INFO.check_players(options.players)?;
        let mut game = GrandConquest::empty(BoardRef::Standard);
        let board = Board::standard();
        for seat in 0..PLAYERS {
            for (kind, n) in pieces::SET {
                let starts = board.ids().filter(|&f| board.field(f).start == Some((seat as u8, kind)));
                let mut placed = 0;
                for f in starts.take(n) {
                    game.put(seat, kind, Place::Field(f));
                    placed += 1;
                }
                for _ in placed..n {
                    game.put(seat, kind, Place::Gone);
                }
            }
        }
        game.start_turn(0);
        Ok(game)
    }

    fn validate(&self) -> std::result::Result<(), String> {
        self.validate_turn()?;
        self.validate_pieces()?;
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.is_empty() != self.result.is_some() {
            return Err("the state is not at rest".into());
        }
        Ok(())
    }

    fn players(&self) -> usize {
        PLAYERS
    }

    fn active(&self) -> Vec<Seat> {
        match (&self.result, &self.pending) {
            (Some(_), _) => Vec::new(),
            (None, Some(w)) => vec![w.victim as Seat],
            (None, None) => vec![self.seat()],
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.result.is_some() {
            return;
        }
        if let Some(w) = &self.pending {
            let occ = self.occupancy();
            out.extend(self.ids().filter(|&q| self.abtausch_ok(&occ, w, q)).map(|piece| Move::Abtausch { piece }));
            out.push(Move::Decline);
            return;
        }
        self.go_moves(out);
        out.push(Move::EndTurn);
    }

    fn check(&self, mv: &Move) -> std::result::Result<(), GcError> {
        if self.result.is_some() {
            return Err(GcError::GameOver);
        }
        match (&self.pending, *mv) {
            (Some(_), Move::Go { .. } | Move::EndTurn) => Err(GcError::AbtauschPending),
            (None, Move::Abtausch { .. } | Move::Decline) => Err(GcError::NoAbtauschPending),
            (None, Move::Go { piece, to, waive }) => self.check_go(piece, to, waive),
            (None, Move::EndTurn) | (Some(_), Move::Decline) => Ok(()),
            (Some(w), Move::Abtausch { piece }) => {
                self.check_piece(piece, w.victim as Seat)?;
                if self.abtausch_ok(&self.occupancy(), w, piece) {
                    Ok(())
                } else {
                    Err(GcError::NoAbtauschWay { piece })
                }
            }
        }
    }

    fn apply_unchecked(&mut self, mv: &Move) {
        match *mv {
            Move::Go { piece, to, waive } => self.go(piece, to, waive),
            Move::EndTurn => self.end_turn(),
            Move::Abtausch { piece } => self.abtausch(piece),
            Move::Decline => self.decline(),
        }
    }

    fn view(&self, _viewer: Viewer) -> GcView {
        self.view_of()
    }

    fn visible_scores(&self, _viewer: Viewer) -> Vec<Option<i64>> {
        self.victory_points().into_iter().map(Some).collect()
    }

    /// Bot playouts: a uniformly random move wanders for hundreds of moves
    /// per game; ending the turn now and then keeps playouts short (the
    /// four-round rule then ends quiet games) without changing any rule.
    /// A player offered an Abtausch takes it (one of them at random):
    /// declining leaves the taker standing with its range renewed (GC-25),
    /// and a playout that declined half the time made every take look
    /// cheaper than it is.
    fn playout_choice(&self, moves: &[Move], rng: &mut SeededRng) -> usize {
        let answers: Vec<usize> = (0..moves.len()).filter(|&i| matches!(moves[i], Move::Abtausch { .. })).collect();
        if !answers.is_empty() {
            return answers[rng.below(answers.len())];
        }
        let end = moves.iter().position(|m| *m == Move::EndTurn);
        match end {
            Some(i) if rng.below(4) == 0 => i,
            _ => rng.below(moves.len()),
        }
    }

    /// Bot playouts: one own piece at random and one of its ways, instead
    /// of every piece's ways (`go_moves` walks them all and dominates the
    /// search's time); the turn ends now and then as in `playout_choice`.
    /// Every other step (`playout::DEFEND_ONE_IN`) first answers an enemy
    /// piece on a Grail field or an own castle field
    /// (`defence_move`). An answer to a take, a piece with nowhere to go or
    /// a refused risky take fall back to the full list.
    fn playout_move(&self, rng: &mut SeededRng) -> Option<Move> {
        if self.result.is_some() || self.pending.is_some() {
            return None;
        }
        if rng.below(4) == 0 {
            return Some(Move::EndTurn);
        }
        if rng.below(playout::DEFEND_ONE_IN) == 0 {
            if let Some(mv) = self.defence_move(rng, false) {
                return Some(mv);
            }
        }
        let seat = self.seat() as u8;
        let remaining = self.remaining();
        let movable: Vec<PieceId> = self
            .ids()
            .filter(|&p| {
                let piece = &self.pieces[p as usize];
                piece.owner == seat && piece.on_board() && piece.kind.range() > piece.used && remaining > 0
            })
            .collect();
        if movable.is_empty() {
            return None;
        }
        let p = movable[rng.below(movable.len())];
        let piece = &self.pieces[p as usize];
        let limit = piece.kind.range().saturating_sub(piece.used).min(remaining);
        let occ = self.occupancy();
        let mut ways = Vec::new();
        self.ways(&occ, p, limit, &mut movement::WaySearch::default(), &mut ways);
        if ways.is_empty() {
            return None;
        }
        // A piece that can take mostly does (`TAKE_ONE_IN`): people take
        // what stands in reach, and a playout that walked past it let the
        // search leave pieces where they are taken for nothing.
        let enemy_at = |to: FieldId| occ[to as usize] != movement::EMPTY && self.pieces[occ[to as usize] as usize].owner != seat;
        let takes = ways.iter().filter(|&&(to, _)| enemy_at(to)).count();
        let to = if takes > 0 && rng.below(playout::TAKE_ONE_IN) != 0 {
            let nth = rng.below(takes);
            ways.iter().map(|&(to, _)| to).filter(|&to| enemy_at(to)).nth(nth).unwrap_or(ways[0].0)
        } else {
            ways[rng.below(ways.len())].0
        };
        let take = enemy_at(to);
        if take && self.risky_refused(p, to, false) {
            return None;
        }
        Some(Move::Go { piece: p, to, waive: false })
    }

    /// While another seat holds more Grail fields than this one, or an
    /// enemy Soldier or Rider nears the Grail while none of this seat's
    /// stands near it, its pieces go for the Grail (`grail_answer`).
    fn urgent_move(&self, rng: &mut SeededRng) -> Option<Move> {
        self.grail_answer(rng)
    }

    /// Bot playouts stop after a few turns (move generation is costly
    /// here); `evaluate` then judges the position.
    fn playout_cap(&self) -> usize {
        PLAYOUT_CAP
    }

    /// Victory points as they stand (GC-VP), less what the castle and
    /// Grail penalty fields cost (`playout::danger`: more for each one
    /// nearer to festgesetzt, so that an opponent holding three or four
    /// Grail fields, about to win by GC-W2, weighs as it should); a seat at 5
    /// or more is festgesetzt and cannot win on points (GC-A19), so it
    /// counts as far behind. Every seat but one that is about to hold the
    /// whole Grail (`grail_threat`) counts as near festgesetzt, and each
    /// seat gains a little for Soldiers and Riders near the Grail
    /// (`grail_presence`): the only answer to a Grail rush is a piece of
    /// one's own there in time.
    fn evaluate(&self) -> Option<Vec<f64>> {
        let vp = self.victory_points();
        let pen = self.penalties();
        let threat = self.grail_threat();
        let presence = self.grail_presence();
        let exposure = self.exposure();
        // in tenths of a victory point
        let points: Vec<i64> = (0..vp.len())
            .map(|s| {
                let threatened = if threat.is_some_and(|w| w != s) { playout::THREAT } else { 0 };
                10 * (vp[s] - playout::danger(pen[s]) - threatened) + presence[s] - exposure[s]
            })
            .collect();
        Some(score_estimate(&points, 40.0))
    }

    fn outcome(&self) -> Option<Outcome> {
        let r = self.result.as_ref()?;
        Some(Outcome { scores: self.victory_points(), winners: r.winners.clone() })
    }

    /// The active player's plain moves since the last thing that was not
    /// one (the turn's start, a take, an Abtausch answer): taking them back
    /// undoes no take and tells nothing (there is no hidden information), so
    /// the web shell may replay the game without them. A take, a turn's end
    /// (also the automatic one when the points are spent) or the game's end
    /// stops the count. Read from the log: a state whose history was
    /// forgotten (bot playouts) undoes nothing. (`takeback`, not `undoable`:
    /// the hashes of positions in saves written before stay the same.)
    fn takeback(&self) -> usize {
        if self.result.is_some() || self.pending.is_some() {
            return 0;
        }
        let seat = self.seat();
        self.log.iter().rev().take_while(|e| matches!(e, Event::Moved { seat: s, .. } if *s == seat)).count()
    }

    /// The log is for people; no rule reads it.
    fn forget_history(&mut self) {
        self.log = Vec::new();
    }
}

/// Nothing is hidden: every seat sees the whole position.
impl Determinize for GrandConquest {
    fn determinize(&self, _viewer: Viewer, _rng: &mut SeededRng) -> Self {
        self.clone()
    }
}
