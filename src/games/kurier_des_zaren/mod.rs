//! Kurier des Zaren (Christiane Knepel and Antje Graf, Winning Moves 2003),
//! 2-5 players.
//!
//! Rules: `docs/rules/kurier-des-zaren.md` (rule ids KZ-nn). Couriers enter
//! the swamp inns, travel in pairs from full inns village by village to the
//! palace, and whoever brought the own dispatch to a guard draws Rubel coins
//! until the guard's number is reached or "njet" ends the turn.
//!
//! Files: `board` (villages, inns, guards as data), `place` (setup, placing,
//! display, extra colour, handover), `depart` (departures, Durchmarsch, the
//! palace), `rubeln` (coins and Rubeln), `moves` (moves and refusals),
//! `view` (what everyone sees, the log).

pub mod board;
mod depart;
mod moves;
mod place;
mod playout;
mod rubeln;
mod view;

pub use board::{Colour, GuardId, InnId, Kind, COLOURS, GUARDS, INNS, INN_COUNT};
pub use depart::Traveller;
pub use moves::{KzError, Move};
pub use place::colour_couriers;
pub use rubeln::{all_coins, Coin};
pub use view::{BoardView, Event, InnView, KzView, SeatView};

use serde::{Deserialize, Serialize};

use board::{is_closed, village_inns, PALACE, PER_KIND, SWAMP};
use crate::engine::{score_estimate, Determinize, Game, GameInfo, Options, Outcome, Seat, SetupError, Viewer};
use crate::rng::SeededRng;

/// Safety limit (KZ-30): after this many turns the game ends without a
/// winner, so that no sequence of moves runs forever.
pub const MAX_TURNS: u32 = 5000;

/// A courier: its colour and type. Couriers of one colour and type are alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Courier {
    pub colour: Colour,
    pub kind: Kind,
}

/// Where a player's dispatch (Depesche) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Dispatch {
    /// Not yet in play (setup).
    Box,
    /// With the courier of type `kind` in `inn`.
    Inn { inn: InnId, kind: Kind },
    /// With a courier of the departure under way (`Step::Travel`).
    Travelling,
    /// With the palace guard `guard` (KZ-20, KZ-21).
    Guard { guard: GuardId },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// The face-down deck (Stapel): its order is unknown to everyone, so the
    /// courier revealed is drawn at random at the moment it is revealed.
    pub deck: Vec<Courier>,
    /// Couriers laid under the deck on returning from the palace, first
    /// returned first; they come after the shuffled couriers (KZ-29).
    pub under: Vec<Courier>,
    /// The face-up display (Auslage).
    pub display: Vec<Courier>,
    pub dispatch: Dispatch,
    /// Coins secured in front of the player (KZ-25).
    pub secured: Vec<Coin>,
    /// The turn in which the player revealed the first coin (KZ-27).
    pub rubel_started: Option<u32>,
}

/// Where the turn of `KurierDesZaren::turn` stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Step {
    /// Setup: the seat's first courier, revealed, waits for its start inn.
    Start { courier: Courier },
    /// One of the three actions (KZ-06), or Pass without any (KZ-30).
    Action,
    /// The courier drawn must be placed (KZ-09).
    PlaceDrawn { courier: Courier },
    /// A departure from `inn`: which courier leaves first (KZ-16).
    Order { inn: InnId },
    /// Traveller `index` of the departure from `from` has reached `village`
    /// (4 = the palace) and needs an inn there; `first_inn` is where the
    /// first courier lodged.
    Travel { from: InnId, travellers: [Traveller; 2], index: u8, village: u8, first_inn: Option<InnId> },
    /// Rubeln; `optional` in the delivery turn before the first coin (KZ-22).
    Rubeln { optional: bool },
    Over,
}

impl Step {
    fn name(self) -> &'static str {
        match self {
            Step::Start { .. } => "start",
            Step::Action => "action",
            Step::PlaceDrawn { .. } => "placeDrawn",
            Step::Order { .. } => "order",
            Step::Travel { .. } => "travel",
            Step::Rubeln { .. } => "rubeln",
            Step::Over => "over",
        }
    }
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "end", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum End {
    /// `seat` showed the guard's number of Rubel (KZ-26).
    Bribed { seat: Seat },
    /// The coins ran out; `seat` began Rubeln first (KZ-27).
    PoolEmpty { seat: Seat },
    /// A full round in which nobody could act, or the turn limit (KZ-30).
    Stalled,
}

impl End {
    pub fn winner(self) -> Option<Seat> {
        match self {
            End::Bribed { seat } | End::PoolEmpty { seat } => Some(seat),
            End::Stalled => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct KurierDesZaren {
    /// Each inn's four rooms (officer, cossack, diplomat, lady): the colour
    /// of the courier in it.
    pub inns: Vec<[Option<Colour>; 4]>,
    /// The seat playing each colour of the box; `None` while unused (KZ-12).
    pub colours: Vec<Option<Seat>>,
    pub players: Vec<Player>,
    /// The face-down coins on the palace; drawn at random when revealed.
    pub pool: Vec<Coin>,
    /// Coins revealed this turn, still on the palace (KZ-24).
    pub pending: Vec<Coin>,
    /// Coins back in the box after a njet (KZ-24).
    pub out: Vec<Coin>,
    /// The seat whose turn (or setup) it is; seat 0 starts.
    pub turn: Seat,
    /// Turns completed since setup.
    pub turns: u32,
    pub step: Step,
    /// Consecutive passes (KZ-30).
    pub passes: u32,
    pub end: Option<End>,
    /// How many of the latest moves of this turn revealed nothing.
    pub undoable: usize,
    pub log: Vec<Event>,
    pub rng: SeededRng,
}

/// The turn (KZ-06, KZ-10, KZ-23, KZ-30).
impl KurierDesZaren {
    /// Starts `seat`'s turn on a position built by hand (tests, rules
    /// illustrations).
    pub fn start_turn(&mut self, seat: Seat) {
        self.turn = seat;
        self.begin_turn();
    }

    fn begin_turn(&mut self) {
        self.undoable = 0;
        self.pending.clear();
        let seat = self.turn;
        self.log.push(Event::TurnStarted { seat });
        self.step = match self.players[seat].dispatch {
            Dispatch::Guard { .. } => Step::Rubeln { optional: false },
            _ => Step::Action,
        };
    }

    fn end_turn(&mut self) {
        let seat = self.turn;
        self.refill(seat);
        self.turns = self.turns.saturating_add(1);
        if self.turns >= MAX_TURNS {
            return self.finish(End::Stalled);
        }
        self.turn = (seat + 1) % self.players.len();
        self.begin_turn();
    }

    fn pass(&mut self) {
        self.log.push(Event::Passed { seat: self.turn });
        self.passes += 1;
        if self.passes as usize >= self.players.len() {
            return self.finish(End::Stalled);
        }
        self.end_turn();
    }

    fn finish(&mut self, end: End) {
        self.step = Step::Over;
        self.end = Some(end);
        self.undoable = 0;
        self.log.push(Event::GameOver { end });
    }

    /// Whether the seat at `Step::Action` has any of the three actions.
    fn has_action(&self) -> bool {
        let mut moves = Vec::new();
        self.action_moves(&mut moves);
        !moves.is_empty()
    }

    /// The Rubel each seat holds: secured coins, and for the winner who
    /// reached the number with this turn's coins those too.
    pub fn scores(&self) -> Vec<i64> {
        self.players.iter().map(|p| rubeln::total(&p.secured) as i64).collect()
    }

    fn action_moves(&self, out: &mut Vec<Move>) {
        let p = &self.players[self.turn];
        let mut shown: Vec<Courier> = p.display.clone();
        shown.sort();
        shown.dedup();
        for c in shown {
            for inn in self.swamp_inns_for(c.kind) {
                out.push(Move::Place { colour: c.colour, kind: c.kind, inn });
            }
        }
        if self.can_reveal(self.turn) {
            out.push(Move::Draw);
        }
        self.handover_targets(|inn, kind| out.push(Move::Handover { inn, kind }));
        for inn in 0..INN_COUNT as InnId {
            if self.check_depart(inn).is_ok() {
                out.push(Move::Depart { inn });
            }
        }
    }

    fn check_action(&self, mv: &Move) -> Result<(), KzError> {
        match *mv {
            Move::Place { colour, kind, inn } => self.check_place(colour, kind, inn),
            Move::Draw if self.can_reveal(self.turn) => Ok(()),
            Move::Draw => Err(KzError::DeckEmpty),
            Move::Handover { inn, kind } => self.check_handover(inn, kind),
            Move::Depart { inn } => self.check_depart(inn),
            Move::Pass if self.has_action() => Err(KzError::CannotPass),
            Move::Pass => Ok(()),
            _ => Err(KzError::WrongStep { step: "action" }),
        }
    }

    /// Runs the automatic parts (Durchmarsch, the palace) until a seat must decide.
    fn run(&mut self) {
        while matches!(self.step, Step::Travel { .. }) && self.travel_on() {}
    }
}

/// Structural checks of a loaded state.
impl KurierDesZaren {
    fn validate_couriers(&self) -> Result<(), String> {
        let n = self.players.len();
        if self.colours.len() != COLOURS || self.inns.len() != INN_COUNT {
            return Err("the box has 5 colours and the board 18 inns".into());
        }
        for (c, owner) in self.colours.iter().enumerate() {
            let ok = match owner {
                Some(s) => *s < n && (c >= n || *s == c),
                None => c >= n,
            };
            if !ok {
                return Err(format!("colour {c} has a wrong owner"));
            }
        }
        // Every courier of every colour in play is somewhere, exactly once.
        let mut count = [[0usize; 4]; COLOURS];
        let mut add = |c: Courier| -> Result<(), String> {
            let slot = count.get_mut(c.colour as usize).ok_or("a courier of no colour")?;
            slot[c.kind.room()] += 1;
            Ok(())
        };
        for (i, rooms) in self.inns.iter().enumerate() {
            if is_closed(i, n) && rooms.iter().any(|r| r.is_some()) {
                return Err(format!("closed inn {i} holds a courier"));
            }
            for (room, colour) in rooms.iter().enumerate() {
                if let Some(colour) = colour {
                    add(Courier { colour: *colour, kind: Kind::of_room(room) })?;
                }
            }
        }
        for (seat, p) in self.players.iter().enumerate() {
            for &c in p.deck.iter().chain(&p.under).chain(&p.display) {
                if self.owner(c.colour) != Some(seat) {
                    return Err(format!("seat {seat} holds a courier of another colour"));
                }
                add(c)?;
            }
        }
        match self.step {
            Step::Start { courier } | Step::PlaceDrawn { courier } => add(courier)?,
            Step::Travel { travellers, index, .. } => {
                travellers.iter().skip(index as usize).try_for_each(|t| add(t.courier))?
            }
            _ => {}
        }
        for (c, kinds) in count.iter().enumerate() {
            let expected = if self.colours[c].is_some() { PER_KIND } else { 0 };
            if kinds.iter().any(|&k| k != expected) {
                return Err(format!("the couriers of colour {c} do not add up"));
            }
        }
        if (0..INN_COUNT).any(|i| self.count(i as InnId) > board::FULL) {
            return Err("an inn holds four couriers".into());
        }
        Ok(())
    }

    fn validate_dispatches(&self) -> Result<(), String> {
        let mut carried = Vec::new();
        for (seat, p) in self.players.iter().enumerate() {
            let ok = match p.dispatch {
                Dispatch::Box => matches!(self.step, Step::Start { .. }) && seat >= self.turn,
                _ if matches!(self.step, Step::Start { .. }) && seat >= self.turn => false,
                Dispatch::Inn { inn, kind } => {
                    let ok = self.owner_at(inn, kind) == Some(seat) && !carried.contains(&(inn, kind));
                    carried.push((inn, kind));
                    ok
                }
                Dispatch::Travelling => match self.step {
                    Step::Travel { travellers, index, .. } => {
                        travellers.iter().skip(index as usize).any(|t| t.carries == Some(seat))
                    }
                    _ => false,
                },
                Dispatch::Guard { guard } => (guard as usize) < GUARDS.len(),
            };
            if !ok {
                return Err(format!("seat {seat}'s dispatch is in an impossible place"));
            }
            if p.rubel_started.is_some_and(|t| t > self.turns) {
                return Err(format!("seat {seat} began Rubeln in the future"));
            }
        }
        if let Step::Travel { travellers, index, .. } = self.step {
            for t in travellers.iter().skip(index as usize) {
                if let Some(s) = t.carries {
                    if self.players.get(s).is_none_or(|p| p.dispatch != Dispatch::Travelling) {
                        return Err("a travelling courier carries a dispatch that is elsewhere".into());
                    }
                }
            }
        }
        Ok(())
    }

    fn validate_coins(&self) -> Result<(), String> {
        let mut coins: Vec<Coin> = self.pool.iter().chain(&self.pending).chain(&self.out).copied().collect();
        self.players.iter().for_each(|p| coins.extend(&p.secured));
        coins.sort();
        if coins != all_coins() {
            return Err("the coins do not add up to the 30 of the box".into());
        }
        if self.pending.contains(&Coin::Njet) {
            return Err("a njet lies on the palace".into());
        }
        Ok(())
    }

    /// The counters that only grow: within what a game can reach, so that
    /// counting on from a loaded value never overflows.
    fn validate_tallies(&self) -> Result<(), String> {
        // A full round of passes ends the game (KZ-30), so there are never more.
        if self.turns > MAX_TURNS || self.passes as usize > self.players.len() {
            return Err("the turn or pass count is beyond the game's end".into());
        }
        crate::engine::check_undoable(self.undoable)
    }

    fn validate_step(&self) -> Result<(), String> {
        let n = self.players.len();
        let own = |c: Courier| self.owner(c.colour) == Some(self.turn);
        let rubeln = matches!(self.players.get(self.turn).map(|p| p.dispatch), Some(Dispatch::Guard { .. }));
        let ok = self.turn < n
            && match self.step {
                Step::Start { courier } => own(courier) && self.turns == 0,
                Step::Action => !rubeln,
                Step::PlaceDrawn { courier } => own(courier) && self.swamp_inns_for(courier.kind).next().is_some(),
                Step::Order { inn } => self.check_depart(inn).is_ok() && !rubeln,
                Step::Travel { from, travellers, index, village, first_inn } => {
                    let from_village = board::INNS.get(from as usize).map(|i| i.village);
                    index <= 1
                        && from_village.is_some_and(|v| village > v && village <= PALACE)
                        && first_inn.is_none_or(|i| (i as usize) < INN_COUNT)
                        && (index == 1 || first_inn.is_none())
                        && travellers[0].courier.kind != travellers[1].courier.kind
                }
                Step::Rubeln { optional } => rubeln && !self.pool.is_empty() && (!optional || self.pending.is_empty()),
                Step::Over => self.end.is_some(),
            };
        let end_ok = self.end.is_none_or(|e| e.winner().is_none_or(|s| s < n)) && (self.end.is_some() == (self.step == Step::Over));
        if ok && end_ok && (self.pending.is_empty() || matches!(self.step, Step::Rubeln { .. } | Step::Over)) {
            Ok(())
        } else {
            Err("the turn or step is out of range".into())
        }
    }
}

impl Game for KurierDesZaren {
    type Move = Move;
    type Error = KzError;
    type View = KzView;

    const INFO: GameInfo = GameInfo {
        id: "kurier-des-zaren",
        name: "Kurier des Zaren",
        min_players: 2,
        max_players: 5,
        description: "Race your couriers through four villages of inns to the tsar's palace, then bribe the guard coin by coin.",
        description_de:
            "Kuriere von Herberge zu Herberge zum Zarenpalast schicken und den Wächter Rubel für Rubel überzeugen.",
        // Nothing is known to one seat and not to the others: only the
        // order of the decks and the coins on the palace are unknown, to all.
        hidden_information: false,
        // The decks and the coins on the palace are drawn from the seed.
        secret_seed: true,
    };
    const VERSION: u32 = 1;

    fn setup(options: &Options, rng: SeededRng) -> Result<Self, SetupError> {
        Self::INFO.check_players(options.players)?;
        let n = options.players;
        let players = (0..n)
            .map(|seat| Player {
                deck: colour_couriers(seat as Colour).collect(),
                under: Vec::new(),
                display: Vec::new(),
                dispatch: Dispatch::Box,
                secured: Vec::new(),
                rubel_started: None,
            })
            .collect();
        let mut game = KurierDesZaren {
            inns: vec![[None; 4]; INN_COUNT],
            colours: (0..COLOURS).map(|c| (c < n).then_some(c)).collect(),
            players,
            pool: all_coins(),
            pending: Vec::new(),
            out: Vec::new(),
            turn: 0,
            turns: 0,
            step: Step::Over,
            passes: 0,
            end: None,
            undoable: 0,
            log: Vec::new(),
            rng,
        };
        game.begin_start();
        Ok(game)
    }

    fn validate(&self) -> Result<(), String> {
        Self::INFO.check_players(self.players.len()).map_err(|e| e.to_string())?;
        self.validate_couriers()?;
        self.validate_dispatches()?;
        self.validate_coins()?;
        self.validate_tallies()?;
        self.validate_step()?;
        if let Step::Start { .. } = self.step {
            if village_inns(SWAMP).all(|i| self.count(i as InnId) > 0 || is_closed(i, self.players.len())) {
                return Err("no empty swamp inn is left for a start".into());
            }
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.is_empty() != (self.step == Step::Over) {
            return Err("the state is not at rest: nobody can move, yet the game is not over".into());
        }
        Ok(())
    }

    fn players(&self) -> usize {
        self.players.len()
    }

    fn active(&self) -> Vec<Seat> {
        match self.step {
            Step::Over => Vec::new(),
            _ => vec![self.turn],
        }
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        match self.step {
            Step::Start { courier } => {
                for inn in village_inns(SWAMP).map(|i| i as InnId) {
                    if self.check_start(inn, courier).is_ok() {
                        out.push(Move::Start { inn });
                    }
                }
            }
            Step::Action => {
                let before = out.len();
                self.action_moves(out);
                if out.len() == before {
                    out.push(Move::Pass);
                }
            }
            Step::PlaceDrawn { courier } => {
                out.extend(self.swamp_inns_for(courier.kind).map(|inn| Move::PlaceDrawn { inn }))
            }
            Step::Order { inn } => {
                if let Some(pair) = self.departing(inn) {
                    out.extend(pair.map(|kind| Move::First { kind }));
                }
            }
            Step::Travel { .. } => self.lodgings(|inn| out.push(Move::Lodge { inn })),
            Step::Rubeln { optional } => {
                out.push(Move::Coin);
                if self.check_rubeln(optional, false).is_ok() {
                    out.push(Move::Stop);
                }
            }
            Step::Over => {}
        }
    }

    fn check(&self, mv: &Move) -> Result<(), KzError> {
        match (self.step, *mv) {
            (Step::Over, _) => Err(KzError::GameOver),
            (Step::Start { courier }, Move::Start { inn }) => self.check_start(inn, courier),
            (Step::Action, m) => self.check_action(&m),
            (Step::PlaceDrawn { courier }, Move::PlaceDrawn { inn }) => self.swamp_room_for(courier.kind, inn),
            (Step::Order { inn }, Move::First { kind }) => self.check_first(inn, kind),
            (Step::Travel { .. }, Move::Lodge { inn }) => self.check_lodge(inn),
            (Step::Rubeln { optional }, Move::Coin) => self.check_rubeln(optional, true),
            (Step::Rubeln { optional }, Move::Stop) => self.check_rubeln(optional, false),
            (Step::Rubeln { .. }, _) => Err(KzError::MustRubeln),
            (step, _) => Err(KzError::WrongStep { step: step.name() }),
        }
    }

    fn apply_unchecked(&mut self, mv: &Move) {
        self.undoable = self.undoable.saturating_add(1);
        if !matches!(mv, Move::Pass) {
            self.passes = 0;
        }
        match *mv {
            Move::Start { inn } => self.start(inn),
            Move::Place { colour, kind, inn } => self.place(Courier { colour, kind }, inn),
            Move::Draw => self.draw(),
            Move::PlaceDrawn { inn } => self.place_drawn(inn),
            Move::Handover { inn, kind } => self.handover(inn, kind),
            Move::Depart { inn } => self.depart(inn),
            Move::First { kind } => self.first(kind),
            Move::Lodge { inn } => self.lodge(inn),
            Move::Coin => self.draw_coin(),
            Move::Stop => self.stop(),
            Move::Pass => self.pass(),
        }
        self.run();
    }

    fn view(&self, viewer: Viewer) -> KzView {
        KzView::of(self, viewer)
    }

    /// Everything that decides the result is public.
    fn visible_scores(&self, _viewer: Viewer) -> Vec<Option<i64>> {
        self.scores().into_iter().map(Some).collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        let end = self.end?;
        Some(Outcome { scores: self.scores(), winners: end.winner().into_iter().collect() })
    }

    /// The log is for people; no rule reads it.
    fn forget_history(&mut self) {
        self.log = Vec::new();
    }

    /// How far each seat is on its way to winning: its dispatch's village
    /// (2 points per village from the swamp), at a guard 8 points plus up to
    /// 8 more as the secured Rubel approach the guard's number (KZ-26).
    fn evaluate(&self) -> Option<Vec<f64>> {
        let progress: Vec<i64> = self
            .players
            .iter()
            .map(|p| match p.dispatch {
                Dispatch::Box => 0,
                Dispatch::Inn { inn, .. } => 2 * INNS.get(inn as usize).map_or(0, |i| i.village as i64),
                Dispatch::Travelling => 7,
                Dispatch::Guard { guard } => {
                    let need = GUARDS.get(guard as usize).copied().unwrap_or(10).max(1) as i64;
                    8 + (8 * rubeln::total(&p.secured) as i64 / need).min(8)
                }
            })
            .collect();
        Some(score_estimate(&progress, 3.0))
    }

    fn undoable(&self) -> usize {
        self.undoable
    }

    /// Informed playouts (`playout.rs`): dispatches go up the villages.
    fn playout_choice(&self, moves: &[Move], rng: &mut SeededRng) -> usize {
        self.playout_step(moves, rng, playout::SAMPLE)
    }

    fn playout_choice_sampled(&self, moves: &[Move], rng: &mut SeededRng, sample: usize) -> usize {
        self.playout_step(moves, rng, sample)
    }

    fn is_finished(&self) -> bool {
        self.step == Step::Over
    }
}

impl Determinize for KurierDesZaren {
    /// Nobody knows the order of a deck or of the coins on the palace, so
    /// these are shuffled (sorted first, so that states that differ only in
    /// what nobody knows deal alike) and the rng is re-seeded; everything
    /// else is public and stays.
    fn determinize(&self, _viewer: Viewer, rng: &mut SeededRng) -> Self {
        let mut game = self.clone();
        for p in &mut game.players {
            p.deck.sort();
            rng.shuffle(&mut p.deck);
        }
        game.pool.sort();
        rng.shuffle(&mut game.pool);
        game.rng = SeededRng::from_seed(rand::RngCore::next_u64(rng));
        game
    }
}
