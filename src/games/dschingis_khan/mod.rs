//! Dschingis Khan (Leo Colovini, Winning Moves 2006), 2-4 players.
//!
//! Rules: `docs/rules/dschingis-khan.md` (rule ids DK-Rnn). Each seat in
//! turn lays two tokens and its scout (setup). A turn is the draw of two
//! items, one at a time, then placing all tokens of the active supply by
//! moving the scout, or all walls, or taking a blocked scout off. When two
//! supplies are empty at once, one more round is played and scored.
//!
//! Files: `board` (the board as data), `tokens` (tokens and village
//! scoring), `wall` (the Great Wall's geometry), `scout` (movement),
//! `moves` (moves and refusals), `view` (what a seat sees, the log).

pub mod board;
mod deal;
mod moves;
mod scout;
pub mod tokens;
mod view;
pub mod wall;

pub use board::{board, Board, LineId, LineName, Orientation, Set64, Side, TowerId, VillageId};
pub use moves::{DkError, Move};
pub use scout::{Ground, Route};
pub use tokens::{Kind, TokenId, TokenSet};
pub use view::{BoardView, DkView, Event, SeatView, TokenView, VillageScore, VillageView, WallView};
pub use wall::{Built, Effect, GreatWall, Removal};
use deal::Deal;
use wall::Shape;

use serde::{Deserialize, Serialize};

use crate::engine::{best_of_sample_by, highest_scorers, score_estimate, score_estimate_of, Determinize, Game, GameInfo, Options, Outcome, Seat, SetupError, Viewer};
use crate::rng::SeededRng;

/// Walls in the box (28 Mauern).
pub const WALLS: u8 = 28;
/// At most this many walls, and this many tokens, in an active supply (DK-R3).
pub const MAX_HELD: usize = 4;
/// Items drawn per turn (DK-R2).
pub const DRAWS_PER_TURN: u8 = 2;
/// Safety limit (DK-R54): the game ends after this many rounds even if no
/// two supplies ran out, so that no sequence of moves runs forever.
pub const MAX_ROUNDS: u32 = 100;
/// Bots: moves sampled per informed playout step (`playout_choice`).
const PLAYOUT_SAMPLE: usize = 16;
/// Bots: playout moves before `evaluate` judges (`playout_cap`).
const PLAYOUT_CAP: usize = 12;
/// Bots: a lead of this many points is worth 0.75 in `evaluate`.
const EVAL_SCALE: f64 = 6.0;

/// One player's supplies, scout and memory.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// Passive supply (passiver Vorrat), face down and unseen; the last
    /// token is drawn next (the order was shuffled at setup).
    pub passive: Vec<TokenId>,
    /// Tokens of the active supply (aktiver Vorrat), seen by their owner.
    pub active: Vec<TokenId>,
    /// Walls of the active supply.
    pub walls: u8,
    /// The scout's village, or `None` while it is off the board.
    pub scout: Option<VillageId>,
    /// Tokens out of the game because the scout got stuck (DK-R18).
    pub lost: Vec<TokenId>,
    /// Every token this seat has seen (DK-R22).
    pub known: TokenSet,
}

impl Player {
    fn holds(&self, kind: Kind) -> bool {
        self.active.iter().any(|&t| tokens::kind_of(t) == kind)
    }

    /// The distinct kinds in the active supply.
    fn kinds(&self) -> impl Iterator<Item = Kind> + '_ {
        Kind::ALL.into_iter().filter(|&k| self.holds(k))
    }

    fn take(&mut self, kind: Kind) -> Option<TokenId> {
        let at = self.active.iter().position(|&t| tokens::kind_of(t) == kind)?;
        Some(self.active.remove(at))
    }

    fn can_draw_wall(&self, supply: u8) -> bool {
        supply > 0 && (self.walls as usize) < MAX_HELD
    }

    fn can_draw_token(&self) -> bool {
        !self.passive.is_empty() && self.active.len() < MAX_HELD
    }
}

/// What one draw pick takes (DK-R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Item {
    Wall,
    Token,
}

/// The stage of the game (DK-R43, R44).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Phase {
    Playing,
    /// `trigger` emptied the second supply; during the `final_round` every
    /// seat plays once more, `trigger` last.
    Ending {
        trigger: Seat,
        final_round: bool,
    },
    Over,
}

/// Where the turn of `DschingisKhan::turn` stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Step {
    /// Setup of the seat `turn`: the villages of its two tokens so far.
    Setup {
        first: Option<VillageId>,
        second: Option<VillageId>,
    },
    /// Drawing; `picks` items taken this turn (DK-R2).
    Draw {
        picks: u8,
    },
    /// Choosing to place tokens, place walls or take the scout off (DK-R6).
    Choose,
    /// The scout must enter the board before tokens are placed (DK-R27).
    Enter,
    /// Placing tokens; `visited` holds the start and every target so far.
    Tokens {
        visited: Set64,
    },
    /// Placing walls, one at a time.
    Walls,
    Over,
}

impl Step {
    fn name(self) -> &'static str {
        match self {
            Step::Setup { .. } => "setup",
            Step::Draw { .. } => "draw",
            Step::Choose => "choose",
            Step::Enter => "enter",
            Step::Tokens { .. } => "tokens",
            Step::Walls => "walls",
            Step::Over => "over",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DschingisKhan {
    pub players: Vec<Player>,
    /// Each village's stack of tokens, bottom first; the top one controls it.
    pub stacks: Vec<Vec<TokenId>>,
    pub wall: GreatWall,
    /// Walls in the general supply (allgemeiner Vorrat).
    pub wall_supply: u8,
    /// Walls taken off the board in the final round: out of the game (DK-R45).
    pub walls_out: u8,
    /// The start player, chosen at random (DK-R53).
    pub start: Seat,
    /// The seat whose turn (or setup) it is.
    pub turn: Seat,
    pub step: Step,
    pub phase: Phase,
    /// Turns completed since setup, for the safety limit (DK-R54).
    pub turns: u32,
    /// How many of the latest moves of this turn revealed nothing.
    pub undoable: usize,
    pub log: Vec<Event>,
    pub rng: SeededRng,
}

impl DschingisKhan {
    fn current(&self) -> &Player {
        &self.players[self.turn]
    }

    fn current_mut(&mut self) -> &mut Player {
        &mut self.players[self.turn]
    }

    /// The seat whose token lies on top of village `v` (DK-R21).
    pub fn controller(&self, v: VillageId) -> Option<Seat> {
        self.stacks.get(v as usize)?.last().map(|&t| tokens::owner_of(t))
    }

    pub fn side(&self, v: VillageId) -> Side {
        self.wall.side(v)
    }

    /// Villages with a scout of a seat other than `seat`.
    fn other_scouts(&self, seat: Seat) -> Set64 {
        (0..self.players.len()).filter(|&s| s != seat).filter_map(|s| self.players[s].scout).collect()
    }

    fn scout_here(&self, v: VillageId) -> bool {
        self.players.iter().any(|p| p.scout == Some(v))
    }

    /// The ground for a scout of the current seat that visited `visited`.
    pub fn ground(&self, visited: Set64) -> Ground {
        Ground { standing: self.wall.standing, open: self.wall.open, visited, scouts: self.other_scouts(self.turn) }
    }

    /// Whether the current seat's scout stands on the board and cannot move (DK-R24).
    fn scout_blocked(&self) -> bool {
        match self.current().scout {
            Some(v) => !self.ground(Set64::single(v)).has_step(v),
            None => false,
        }
    }

    /// The villages the scout may enter on (DK-R27): own villages it can
    /// move on from; else empty villages; else any without a scout.
    pub fn entry_villages(&self) -> Set64 {
        let others = self.other_scouts(self.turn);
        let all = board().all_villages().minus(others);
        let own: Set64 = all
            .iter()
            .filter(|&v| self.controller(v) == Some(self.turn) && self.ground(Set64::single(v)).has_step(v))
            .collect();
        if !own.is_empty() {
            return own;
        }
        let empty: Set64 = all.iter().filter(|&v| self.stacks[v as usize].is_empty()).collect();
        if empty.is_empty() {
            all
        } else {
            empty
        }
    }

    /// General wall supply plus every passive supply (DK-R43).
    fn empty_supplies(&self) -> usize {
        (self.wall_supply == 0) as usize + self.players.iter().filter(|p| p.passive.is_empty()).count()
    }

    /// The points of every seat for the villages it controls now (DK-R47, R48).
    pub fn scores(&self) -> Vec<i64> {
        self.scores_with(&self.wall)
    }

    /// `scores` with the sides that `wall` draws.
    fn scores_with(&self, wall: &GreatWall) -> Vec<i64> {
        let mut scores = vec![0; self.players.len()];
        for v in 0..self.stacks.len() as VillageId {
            if let Some(seat) = self.controller(v) {
                scores[seat] += tokens::stack_points(&self.stacks[v as usize], wall.side(v));
            }
        }
        scores
    }

    /// Bots: the `scores` right after the legal move `mv`, from `now` (the
    /// scores as they stand), without playing it on a copy of the whole
    /// state. A token changes only its village's points; a wall changes
    /// only the sides of the villages it moves to the other country, and
    /// only when it moves the main line; every other move leaves the
    /// villages as they are. The same numbers as playing the move and
    /// calling `scores` (tested in tests/dschingis_khan_bot.rs).
    pub fn scores_after(&self, mv: &Move, now: &[i64]) -> Vec<i64> {
        let mut scores = now.to_vec();
        self.scores_after_on(mv, &mut scores, &mut None);
        scores
    }

    /// `scores_after` in place: `scores` holds the scores as they stand and
    /// is changed to those after `mv` (no allocation per judged move), with
    /// the wall's `Shape` worked out once for all the wall moves judged in
    /// one position (`shape` is filled on first need).
    fn scores_after_on(&self, mv: &Move, scores: &mut [i64], shape: &mut Option<Shape>) {
        match *mv {
            Move::SetupToken { village: to, token }
            | Move::Road { to, token }
            | Move::Gate { to, token }
            | Move::Walk { to, token, .. } => {
                let (stack, side) = (&self.stacks[to as usize], self.side(to));
                if let Some(owner) = self.controller(to) {
                    scores[owner] -= tokens::stack_points(stack, side);
                }
                scores[self.turn] += tokens::stack_points_with(stack, token, side);
            }
            Move::BuildWall { line, remove_end } => {
                let shape = shape.get_or_insert_with(|| self.wall.shape());
                // a branch, or a loop or new end whose new piece goes again,
                // leaves the main line and so every side as it was
                let Ok(effect) = self.wall.effect(shape, line) else { return };
                match self.wall.removal(shape, effect, remove_end) {
                    Ok(Removal::MainSection | Removal::EndPiece { .. }) => {}
                    _ => return,
                }
                let mut wall = self.wall.clone();
                let Ok(built) = wall.build_on(shape, line, remove_end) else { return };
                for v in built.changed_side.iter() {
                    if let Some(owner) = self.controller(v) {
                        let stack = &self.stacks[v as usize];
                        scores[owner] += tokens::stack_points(stack, wall.side(v)) - tokens::stack_points(stack, self.side(v));
                    }
                }
            }
            Move::SetupScout { .. }
            | Move::DrawWall
            | Move::DrawToken
            | Move::PlaceTokens
            | Move::PlaceWalls
            | Move::RemoveScout
            | Move::Enter { .. } => {}
        }
    }
}

/// Setup (DK-R50..R53).
impl DschingisKhan {
    /// The seat `turn` draws its two setup tokens (seen by it).
    fn begin_setup(&mut self) {
        for _ in 0..2 {
            self.draw_token();
        }
        self.step = Step::Setup { first: None, second: None };
        self.undoable = 0;
        self.log.push(Event::SetupStarted { seat: self.turn });
    }

    fn setup_free(&self, v: VillageId) -> bool {
        self.stacks[v as usize].is_empty() && !self.scout_here(v)
    }

    /// A free neighbour of `v` on the same side, for the second token.
    fn setup_partner(&self, v: VillageId, partner: VillageId) -> Result<(), DkError> {
        if partner as usize >= self.stacks.len() {
            Err(DkError::NoSuchVillage { village: partner })
        } else if !self.setup_free(partner) {
            Err(DkError::VillageTaken { village: partner })
        } else if board().villages[v as usize].line_to(partner).is_none() {
            Err(DkError::NotNeighbour { village: partner })
        } else if self.side(partner) != self.side(v) {
            Err(DkError::OtherSide { village: partner })
        } else {
            Ok(())
        }
    }

    fn has_setup_partner(&self, v: VillageId) -> bool {
        board().villages[v as usize].neighbours().any(|e| self.setup_partner(v, e.neighbour).is_ok())
    }

    fn check_setup_token(
        &self,
        first: Option<VillageId>,
        second: Option<VillageId>,
        v: VillageId,
        token: Kind,
    ) -> Result<(), DkError> {
        if second.is_some() {
            return Err(DkError::WrongStep { step: "setup scout" });
        }
        if v as usize >= self.stacks.len() {
            return Err(DkError::NoSuchVillage { village: v });
        }
        if !self.current().holds(token) {
            return Err(DkError::TokenNotHeld { token });
        }
        match first {
            Some(a) => self.setup_partner(a, v),
            None if !self.setup_free(v) => Err(DkError::VillageTaken { village: v }),
            None if !self.has_setup_partner(v) => Err(DkError::NoPartner { village: v }),
            None => Ok(()),
        }
    }

    fn setup_token(&mut self, v: VillageId, kind: Kind) {
        if let Some(t) = self.current_mut().take(kind) {
            self.stacks[v as usize].push(t);
        }
        if let Step::Setup { first, .. } = self.step {
            self.step = match first {
                None => Step::Setup { first: Some(v), second: None },
                Some(a) => Step::Setup { first: Some(a), second: Some(v) },
            };
        }
        self.log.push(Event::SetupToken { seat: self.turn, village: v });
    }

    /// The scout stands; the seat takes 2 walls and 2 tokens as its active
    /// supply (DK-R52); the next seat sets up, or the first turn begins.
    fn setup_scout(&mut self, v: VillageId) {
        let seat = self.turn;
        self.players[seat].scout = Some(v);
        self.log.push(Event::SetupScout { seat, village: v });
        let walls = self.wall_supply.min(2);
        self.wall_supply -= walls;
        self.players[seat].walls += walls;
        for _ in 0..2 {
            self.draw_token();
        }
        self.log.push(Event::SuppliesTaken { seat });
        self.turn = (seat + 1) % self.players.len();
        if self.turn == self.start {
            self.begin_turn();
        } else {
            self.begin_setup();
        }
    }
}

/// The turn (DK-R1..R27, R43..R46).
impl DschingisKhan {
    /// Starts `seat`'s turn on a position built by hand (tests, rules
    /// illustrations): the draw step, with the automatic steps run.
    pub fn start_turn(&mut self, seat: Seat) {
        self.turn = seat;
        self.begin_turn();
        self.run();
    }

    fn begin_turn(&mut self) {
        self.step = Step::Draw { picks: 0 };
        self.undoable = 0;
        self.log.push(Event::TurnStarted { seat: self.turn });
    }

    /// Moves the top of the passive supply into the active one; the owner sees it.
    fn draw_token(&mut self) {
        let player = self.current_mut();
        if let Some(t) = player.passive.pop() {
            player.active.push(t);
            player.known.insert(t);
        }
    }

    fn pick(&mut self, item: Item) {
        let seat = self.turn;
        match item {
            Item::Wall => {
                self.wall_supply = self.wall_supply.saturating_sub(1);
                self.current_mut().walls += 1;
                self.log.push(Event::DrewWall { seat });
            }
            Item::Token => {
                self.draw_token();
                self.undoable = 0;
                self.log.push(Event::DrewToken { seat });
            }
        }
        if let Step::Draw { picks } = self.step {
            self.step = Step::Draw { picks: picks + 1 };
        }
        if self.phase == Phase::Playing && self.empty_supplies() >= 2 {
            self.phase = Phase::Ending { trigger: seat, final_round: false };
            self.log.push(Event::EndTriggered { seat });
        }
    }

    fn check_draw(&self, item: Item) -> Result<(), DkError> {
        let p = self.current();
        match item {
            Item::Wall if self.wall_supply == 0 => Err(DkError::WallSupplyEmpty),
            Item::Wall if p.walls as usize >= MAX_HELD => Err(DkError::TooManyWalls),
            Item::Token if p.passive.is_empty() => Err(DkError::PassiveSupplyEmpty),
            Item::Token if p.active.len() >= MAX_HELD => Err(DkError::TooManyTokens),
            _ => Ok(()),
        }
    }

    fn can_draw(&self) -> bool {
        let p = self.current();
        p.can_draw_wall(self.wall_supply) || p.can_draw_token()
    }

    fn check_choice(&self, mv: Move) -> Result<(), DkError> {
        let p = self.current();
        match mv {
            Move::PlaceTokens if p.active.is_empty() => Err(DkError::NoTokens),
            // Placing means stepping; a blocked scout is taken off instead (DK-A27).
            Move::PlaceTokens if self.scout_blocked() => Err(DkError::ScoutBlocked),
            Move::PlaceWalls if p.walls == 0 => Err(DkError::NoWalls),
            Move::RemoveScout if p.scout.is_none() => Err(DkError::ScoutOffBoard),
            Move::RemoveScout if !self.scout_blocked() => Err(DkError::ScoutNotBlocked),
            _ => Ok(()),
        }
    }

    fn has_choice(&self) -> bool {
        let p = self.current();
        !p.active.is_empty() || p.walls > 0 || self.scout_blocked()
    }

    fn choose(&mut self, mv: Move) {
        let seat = self.turn;
        match mv {
            Move::PlaceTokens => {
                self.log.push(Event::PlacingTokens { seat });
                self.step = match self.current().scout {
                    Some(v) => Step::Tokens { visited: Set64::single(v) },
                    None => Step::Enter,
                };
            }
            Move::PlaceWalls => {
                self.log.push(Event::PlacingWalls { seat });
                self.step = Step::Walls;
            }
            Move::RemoveScout => {
                if let Some(village) = self.current_mut().scout.take() {
                    self.log.push(Event::ScoutRemoved { seat, village });
                }
                self.end_turn();
            }
            _ => {}
        }
    }

    fn enter(&mut self, v: VillageId) {
        self.current_mut().scout = Some(v);
        self.step = Step::Tokens { visited: Set64::single(v) };
        self.log.push(Event::ScoutEntered { seat: self.turn, village: v });
    }

    fn check_step(&self, visited: Set64, to: VillageId, route: Route, token: Kind) -> Result<(), DkError> {
        let from = self.current().scout.ok_or(DkError::ScoutOffBoard)?;
        self.ground(visited).check(from, to, route)?;
        if self.current().holds(token) {
            Ok(())
        } else {
            Err(DkError::TokenNotHeld { token })
        }
    }

    /// One scout step: walls close behind it, the token goes on top, and the
    /// seat now sees the whole stack (DK-R10, R13, R14, R16, R22).
    fn step_scout(&mut self, to: VillageId, route: Route, kind: Kind) {
        let seat = self.turn;
        let Some(from) = self.current().scout else { return };
        let closed: Vec<LineId> = route.closes(from, to).into_iter().flatten().collect();
        closed.iter().for_each(|&l| self.wall.close(l));
        let below = self.stacks[to as usize].len();
        if let Some(t) = self.current_mut().take(kind) {
            self.stacks[to as usize].push(t);
        }
        for &t in &self.stacks[to as usize] {
            self.players[seat].known.insert(t);
        }
        if below > 0 {
            self.undoable = 0;
        }
        self.players[seat].scout = Some(to);
        if let Step::Tokens { visited } = &mut self.step {
            visited.insert(to);
        }
        let height = self.stacks[to as usize].len();
        self.log.push(Event::TokenPlaced { seat, from, to, route, closed, height });
    }

    /// One wall (DK-R28..R42); removed walls return to the supply, or leave
    /// the game in the final round (DK-R40, R45).
    fn build_wall(&mut self, line: LineId, remove_end: Option<TowerId>) {
        let Ok(built) = self.wall.build(line, remove_end) else { return };
        let seat = self.turn;
        self.current_mut().walls = self.current().walls.saturating_sub(1);
        let count = built.removed.len() as u8;
        let out_of_game = matches!(self.phase, Phase::Ending { final_round: true, .. });
        if out_of_game {
            self.walls_out += count;
        } else {
            self.wall_supply += count;
        }
        self.log.push(Event::WallBuilt {
            seat,
            line,
            effect: built.effect,
            removal: built.removal,
            removed: built.removed,
            out_of_game,
            changed_side: built.changed_side,
            ends: self.wall.ends(),
        });
    }

    fn has_placement(&self) -> bool {
        self.wall.any_placement()
    }

    /// Runs the automatic parts of the turn until a seat must decide.
    fn run(&mut self) {
        loop {
            match self.step {
                Step::Draw { picks } if picks >= DRAWS_PER_TURN || !self.can_draw() => self.step = Step::Choose,
                Step::Choose if !self.has_choice() => self.end_turn(),
                Step::Tokens { .. } if self.current().active.is_empty() => self.end_turn(),
                Step::Tokens { visited } if !self.scout_can_step(visited) => self.lose_tokens(),
                Step::Walls if self.current().walls == 0 => self.end_turn(),
                Step::Walls if !self.has_placement() => self.return_walls(),
                _ => return,
            }
        }
    }

    fn scout_can_step(&self, visited: Set64) -> bool {
        self.current().scout.is_some_and(|v| self.ground(visited).has_step(v))
    }

    /// The scout is stuck: the remaining tokens leave the game (DK-R18).
    fn lose_tokens(&mut self) {
        let seat = self.turn;
        let player = self.current_mut();
        let lost = std::mem::take(&mut player.active);
        let count = lost.len();
        player.lost.extend(lost);
        self.log.push(Event::TokensLost { seat, count });
        self.end_turn();
    }

    /// No line takes a wall: the rest go back to the supply (DK-R31).
    fn return_walls(&mut self) {
        let seat = self.turn;
        let count = std::mem::take(&mut self.current_mut().walls);
        self.wall_supply += count;
        self.log.push(Event::WallsReturned { seat, count });
        self.end_turn();
    }

    /// Passes the turn on; runs the final round and ends the game (DK-R44, R54).
    fn end_turn(&mut self) {
        self.turns = self.turns.saturating_add(1);
        match self.phase {
            Phase::Ending { trigger, final_round: false } if trigger == self.turn => {
                self.phase = Phase::Ending { trigger, final_round: true };
                self.log.push(Event::FinalRound);
            }
            Phase::Ending { trigger, final_round: true } if trigger == self.turn => return self.finish(),
            Phase::Playing if self.turns >= MAX_ROUNDS * self.players.len() as u32 => {
                self.log.push(Event::RoundLimit);
                return self.finish();
            }
            _ => {}
        }
        self.turn = (self.turn + 1) % self.players.len();
        self.begin_turn();
    }

    fn finish(&mut self) {
        self.phase = Phase::Over;
        self.step = Step::Over;
        self.undoable = 0;
        self.log.push(Event::GameOver { scores: self.scores() });
    }
}

/// Structural checks of a loaded state.
impl DschingisKhan {
    fn validate_tokens(&self) -> Result<(), String> {
        let total = self.players.len() * tokens::PER_COLOUR;
        let mut seen = vec![false; total];
        let mut mark = |t: TokenId| -> Result<(), String> {
            match seen.get_mut(t as usize) {
                Some(s) if !*s => {
                    *s = true;
                    Ok(())
                }
                Some(_) => Err(format!("token {t} lies in two places")),
                None => Err(format!("token {t} belongs to no colour in play")),
            }
        };
        for stack in &self.stacks {
            stack.iter().try_for_each(|&t| mark(t))?;
        }
        for (seat, p) in self.players.iter().enumerate() {
            for &t in p.passive.iter().chain(&p.active).chain(&p.lost) {
                mark(t)?;
                if tokens::owner_of(t) != seat {
                    return Err(format!("seat {seat} holds token {t} of another colour"));
                }
            }
            if p.active.len() > MAX_HELD || p.walls as usize > MAX_HELD {
                return Err(format!("seat {seat} holds more than {MAX_HELD} of a kind"));
            }
            if p.known.iter().any(|t| t as usize >= total) {
                return Err(format!("seat {seat} remembers a token that is not in play"));
            }
        }
        if seen.iter().any(|&s| !s) {
            return Err("some tokens are missing".into());
        }
        Ok(())
    }

    fn validate_pieces(&self) -> Result<(), String> {
        if self.stacks.len() != board::VILLAGES {
            return Err(format!("the board has {} villages", board::VILLAGES));
        }
        let held: u32 = self.players.iter().map(|p| p.walls as u32).sum();
        let walls = self.wall.standing.len() as u32 + self.wall_supply as u32 + self.walls_out as u32 + held;
        if walls != WALLS as u32 {
            return Err(format!("the walls do not add up to {WALLS}"));
        }
        let mut scouts = Set64::EMPTY;
        for scout in self.players.iter().filter_map(|p| p.scout) {
            if scout as usize >= board::VILLAGES || scouts.contains(scout) {
                return Err("a scout stands off the board or on another scout".into());
            }
            scouts.insert(scout);
        }
        Ok(())
    }

    /// The counters that only grow: within what a game can reach, so that
    /// a loaded value never ends the game at once or overflows.
    fn validate_tallies(&self) -> Result<(), String> {
        if self.turns > MAX_ROUNDS * self.players.len() as u32 {
            return Err(format!("more turns than the limit of {MAX_ROUNDS} rounds"));
        }
        crate::engine::check_undoable(self.undoable)
    }

    fn validate_step(&self) -> Result<(), String> {
        let n = self.players.len();
        let village_ok = |v: Option<VillageId>| v.is_none_or(|v| (v as usize) < board::VILLAGES);
        let scout = self.players.get(self.turn).and_then(|p| p.scout);
        let on_board = scout.is_some();
        let ok = match self.step {
            Step::Setup { first, second } => {
                village_ok(first) && village_ok(second) && (first.is_some() || second.is_none())
            }
            Step::Draw { picks } => picks <= DRAWS_PER_TURN,
            Step::Choose | Step::Walls => true,
            Step::Enter => !on_board,
            Step::Tokens { visited } => {
                scout.is_some_and(|v| visited.contains(v)) && visited.is_subset(Set64::below(board::VILLAGES))
            }
            Step::Over => self.phase == Phase::Over,
        };
        let phase_ok = match self.phase {
            Phase::Ending { trigger, .. } => trigger < n,
            Phase::Over => self.step == Step::Over,
            Phase::Playing => true,
        };
        if ok && phase_ok && self.turn < n && self.start < n {
            Ok(())
        } else {
            Err("the turn, step or phase is out of range".into())
        }
    }
}

impl Game for DschingisKhan {
    type Move = Move;
    type Error = DkError;
    type View = DkView;

    const INFO: GameInfo = GameInfo {
        id: "dschingis-khan",
        name: "Dschingis Khan",
        min_players: 2,
        max_players: 4,
        description:
            "Colovini's Great Wall game: scout villages, hide your tokens, move the wall between Mongolia and China.",
        description_de:
            "Colovinis Spiel um die Große Mauer: Dörfer erkunden, Steine verdeckt legen, die Mauer verschieben.",
        hidden_information: true,
        // Tokens and walls are drawn from shuffled supplies.
        secret_seed: true,
    };
    const VERSION: u32 = 1;

    fn setup(options: &Options, mut rng: SeededRng) -> Result<Self, SetupError> {
        Self::INFO.check_players(options.players)?;
        let players = (0..options.players)
            .map(|seat| {
                let mut passive: Vec<TokenId> = tokens::colour(seat).collect();
                rng.shuffle(&mut passive);
                Player {
                    passive,
                    active: Vec::new(),
                    walls: 0,
                    scout: None,
                    lost: Vec::new(),
                    known: TokenSet::default(),
                }
            })
            .collect();
        let start = rng.below(options.players);
        let wall = GreatWall::initial();
        let mut game = DschingisKhan {
            players,
            stacks: vec![Vec::new(); board::VILLAGES],
            wall_supply: WALLS - wall.standing.len() as u8,
            wall,
            walls_out: 0,
            start,
            turn: start,
            step: Step::Setup { first: None, second: None },
            phase: Phase::Playing,
            turns: 0,
            undoable: 0,
            log: Vec::new(),
            rng,
        };
        game.begin_setup();
        Ok(game)
    }

    fn validate(&self) -> Result<(), String> {
        Self::INFO.check_players(self.players.len()).map_err(|e| e.to_string())?;
        self.validate_pieces()?;
        self.validate_tokens()?;
        self.wall.validate()?;
        self.validate_step()?;
        self.validate_tallies()?;
        // Automatic steps run inside every move: a state at rest always
        // offers its seat a move until the game is over.
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.is_empty() != (self.phase == Phase::Over) {
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
            Step::Setup { first, second } => self.setup_moves(first, second, out),
            Step::Draw { .. } => {
                for (item, mv) in [(Item::Wall, Move::DrawWall), (Item::Token, Move::DrawToken)] {
                    if self.check_draw(item).is_ok() {
                        out.push(mv);
                    }
                }
            }
            Step::Choose => out.extend(
                [Move::PlaceTokens, Move::PlaceWalls, Move::RemoveScout]
                    .into_iter()
                    .filter(|&m| self.check_choice(m).is_ok()),
            ),
            Step::Enter => out.extend(self.entry_villages().iter().map(|village| Move::Enter { village })),
            Step::Tokens { visited } => self.step_moves(visited, out),
            Step::Walls => {
                self.wall.for_each_placement(|line, remove_end| out.push(Move::BuildWall { line, remove_end }))
            }
            Step::Over => {}
        }
    }

    fn check(&self, mv: &Move) -> Result<(), DkError> {
        match (self.step, *mv) {
            (Step::Over, _) => Err(DkError::GameOver),
            (Step::Setup { first, second }, Move::SetupToken { village, token }) => {
                self.check_setup_token(first, second, village, token)
            }
            (Step::Setup { first: Some(a), second: Some(b) }, Move::SetupScout { village }) => {
                if village == a || village == b {
                    Ok(())
                } else {
                    Err(DkError::NotSetupVillage { village })
                }
            }
            (Step::Draw { .. }, Move::DrawWall) => self.check_draw(Item::Wall),
            (Step::Draw { .. }, Move::DrawToken) => self.check_draw(Item::Token),
            (Step::Choose, m @ (Move::PlaceTokens | Move::PlaceWalls | Move::RemoveScout)) => self.check_choice(m),
            (Step::Enter, Move::Enter { village }) => {
                if self.entry_villages().contains(village) {
                    Ok(())
                } else {
                    Err(DkError::EntryRefused { village })
                }
            }
            (Step::Tokens { visited }, Move::Road { to, token }) => self.check_step(visited, to, Route::Road, token),
            (Step::Tokens { visited }, Move::Gate { to, token }) => self.check_step(visited, to, Route::Gate, token),
            (Step::Tokens { visited }, Move::Walk { to, token, climb, descend }) => {
                self.check_step(visited, to, Route::Walk { climb, descend }, token)
            }
            (Step::Walls, Move::BuildWall { line, remove_end }) => {
                self.wall.check(&self.wall.shape(), line, remove_end)
            }
            (step, _) => Err(DkError::WrongStep { step: step.name() }),
        }
    }

    fn apply_unchecked(&mut self, mv: &Move) {
        self.undoable = self.undoable.saturating_add(1);
        match *mv {
            Move::SetupToken { village, token } => self.setup_token(village, token),
            Move::SetupScout { village } => self.setup_scout(village),
            Move::DrawWall => self.pick(Item::Wall),
            Move::DrawToken => self.pick(Item::Token),
            Move::PlaceTokens | Move::PlaceWalls | Move::RemoveScout => self.choose(*mv),
            Move::Enter { village } => self.enter(village),
            Move::Road { to, token } => self.step_scout(to, Route::Road, token),
            Move::Gate { to, token } => self.step_scout(to, Route::Gate, token),
            Move::Walk { to, token, climb, descend } => self.step_scout(to, Route::Walk { climb, descend }, token),
            Move::BuildWall { line, remove_end } => self.build_wall(line, remove_end),
        }
        self.run();
    }

    fn view(&self, viewer: Viewer) -> DkView {
        DkView::of(self, viewer)
    }

    /// A seat's score is visible to a viewer who knows every token in every
    /// village that seat controls; everything is visible at the end.
    fn visible_scores(&self, viewer: Viewer) -> Vec<Option<i64>> {
        let known = self.known_to(viewer);
        let scores = self.scores();
        (0..self.players.len())
            .map(|seat| {
                let visible = (0..board::VILLAGES as VillageId)
                    .filter(|&v| self.controller(v) == Some(seat))
                    .all(|v| self.stacks[v as usize].iter().all(|&t| known.contains(t)));
                visible.then_some(scores[seat])
            })
            .collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| {
            let scores = self.scores();
            Outcome { winners: highest_scorers(&scores), scores }
        })
    }

    /// The log is for people; no rule reads it.
    fn forget_history(&mut self) {
        self.log = Vec::new();
    }

    /// The villages each seat controls now, scored as at the end: where a
    /// playout is cut off (`playout_cap`), and each informed playout step
    /// (`playout_choice`). In a determinisation every token is dealt, so
    /// the bot judges a guess.
    fn evaluate(&self) -> Option<Vec<f64>> {
        Some(score_estimate(&self.scores(), EVAL_SCALE))
    }

    /// Bot playouts: the mover takes the best of 16 sampled moves by
    /// `evaluate` (`engine::best_of_sample`). A turn here is a series of
    /// small steps (a token laid, a wall built) whose worth shows only in
    /// the villages: uniformly random playouts lay tokens where they win
    /// nothing, and the search at 1000 iterations then won only 52.5% of
    /// 40 games against the greedy player; with this policy and the cap
    /// below 73.8% (samples of 4: 62.5%, 8: 67.5%; seeds 6000-6039,
    /// BENCHMARKS.md).
    ///
    /// The judgement of a move comes from `scores_after` (no copy of the
    /// state per sampled move): the same choices as `engine::best_of_sample`
    /// at a fraction of the cost.
    fn playout_choice(&self, moves: &[Move], rng: &mut SeededRng) -> usize {
        self.playout_choice_sampled(moves, rng, PLAYOUT_SAMPLE)
    }

    fn playout_choice_sampled(&self, moves: &[Move], rng: &mut SeededRng, sample: usize) -> usize {
        let now = self.scores();
        let mut after = now.clone();
        let actor = self.turn;
        let mut shape = None;
        best_of_sample_by(moves.len(), rng, sample, |i| {
            after.copy_from_slice(&now);
            self.scores_after_on(&moves[i], &mut after, &mut shape);
            Some(score_estimate_of(&after, actor, EVAL_SCALE))
        })
    }

    /// Bot playouts stop after 12 moves (about two turns) and `evaluate`
    /// judges the villages: informed playouts cost more per move, and two
    /// turns of sensible play say more than a whole game of it diluted by
    /// chance (caps of 6 and 30 moves did worse, 51% and 56%).
    fn playout_cap(&self) -> usize {
        PLAYOUT_CAP
    }

    fn undoable(&self) -> usize {
        self.undoable
    }

    fn is_finished(&self) -> bool {
        self.phase == Phase::Over
    }
}

/// Move generation, kept beside `check` so the two can be read together.
impl DschingisKhan {
    fn setup_moves(&self, first: Option<VillageId>, second: Option<VillageId>, out: &mut Vec<Move>) {
        let player = self.current();
        let villages: Set64 = match (first, second) {
            (Some(a), Some(b)) => {
                out.extend([a, b].map(|village| Move::SetupScout { village }));
                return;
            }
            (Some(a), None) => board().villages[a as usize]
                .neighbours()
                .map(|e| e.neighbour)
                .filter(|&v| self.setup_partner(a, v).is_ok())
                .collect(),
            (None, _) => {
                board().all_villages().iter().filter(|&v| self.setup_free(v) && self.has_setup_partner(v)).collect()
            }
        };
        for village in villages.iter() {
            out.extend(player.kinds().map(|token| Move::SetupToken { village, token }));
        }
    }

    fn step_moves(&self, visited: Set64, out: &mut Vec<Move>) {
        let Some(from) = self.current().scout else { return };
        let mut kinds = [Kind::Chinese; 5];
        let mut n = 0;
        for k in self.current().kinds() {
            kinds[n] = k;
            n += 1;
        }
        let kinds = &kinds[..n];
        self.ground(visited).for_each_step(from, |to, route| {
            for &token in kinds {
                out.push(match route {
                    Route::Road => Move::Road { to, token },
                    Route::Gate => Move::Gate { to, token },
                    Route::Walk { climb, descend } => Move::Walk { to, token, climb, descend },
                });
            }
        });
    }
}

impl Determinize for DschingisKhan {
    /// Re-deals what `viewer` cannot know: for each colour, the tokens the
    /// viewer has not seen swap places among themselves (on the board, in
    /// active and passive supplies, out of the game), so colours, counts and
    /// stack heights stay. Every seat's memory follows its tokens. The rng
    /// is re-seeded too.
    fn determinize(&self, viewer: Viewer, rng: &mut SeededRng) -> Self {
        self.deal(viewer, rng, Deal::Uniform)
    }

    /// `determinize` with the other colours' hidden tokens guessed from
    /// where they lie (`deal::Deal::Inferred`): a warrior face down on a
    /// Chinese village is more likely Chinese than Mongol.
    fn determinize_inferred(&self, viewer: Viewer, rng: &mut SeededRng) -> Self {
        self.deal(viewer, rng, Deal::Inferred)
    }
}
