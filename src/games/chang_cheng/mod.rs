//! Chang Cheng (Walter Obert, Tenki Games 2007), 2-4 players.
//!
//! Rules: `docs/rules/chang-cheng.md` (rule ids CC-Rnn, readings CC-Ann).
//! Players build the Great Wall on a line of building sites; each turn is
//! one of five actions (walls, cards, card + wall, double wall, tower).
//! A province completes the moment its last site is filled: its action
//! cards are revealed and resolved by their owners, the majority scores its
//! value, and an emperor card is laid; the third one makes the triggering
//! player add board sections. At the end the Mongols attack where the threat
//! counters lie.
//!
//! Files: `board` (the board sides as data), `moves` (moves and refusals),
//! `actions` (the five actions, tower reservation, the duty to complete),
//! `scoring` (province completion and the action cards), `expansion`
//! (the third emperor card), `mongol` (the final evaluation), `view` (what
//! a seat sees, the log).

mod actions;
pub mod board;
mod expansion;
mod mongol;
mod moves;
mod scoring;
mod view;

pub use board::{BoardData, Layout, ProvinceId, SideId, SiteId, TerritoryId, SIDE_DATA};
pub use mongol::ThreatResult;
pub use moves::{Action, Card, CardOption, CcError, End, Move};
pub use scoring::{Effect, Scoring, ScoringCard};
pub use view::{CcView, Event, PieceView, ProvinceView, SeatView, TerritoryView};

use serde::{Deserialize, Serialize};

use crate::engine::{highest_scorers, score_estimate, Determinize, Game, GameInfo, Options, Outcome, Seat, SetupError, Viewer};
use crate::rng::SeededRng;

/// Pieces per player (CC-T1).
pub const SINGLE_WALLS: u8 = 14;
/// Action cards per player: priorities 1..=6.
pub const CARDS: Card = 6;
/// Bound of a loaded score, province value or card bonus (`validate`): a
/// whole game hands out a few hundred points at most.
pub const MAX_SCORE: i64 = 100_000;
/// Bound of a loaded turn count: every turn uses a piece or a card, so a
/// game has fewer than 100 turns.
pub const MAX_TURNS: u32 = 100_000;
/// Emperor cards (Kaiserkarten).
pub const EMPEROR_CARDS: u8 = 3;
/// Reputation counters (Prestige-Marken): 3 each of 0..=4 (CC-A19).
pub const REPUTATION: [u8; 15] = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4];
/// Threat counters (Bedrohungsmarker), as the points lost: 5 each of 2, 3, 4 (CC-A19).
pub const THREAT: [u8; 15] = [2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4];

/// The kind of a piece on a site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum PieceKind {
    /// Einfachmauer.
    Wall,
    /// One half of the Doppelmauer.
    Double,
    /// Turm.
    Tower,
}

/// A piece on a building site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Piece {
    pub kind: PieceKind,
    pub owner: Seat,
    /// A single wall destroyed by card 2a: laid on its side, it still fills
    /// its site but counts nowhere (CC-A5).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub destroyed: bool,
}

impl Piece {
    pub fn wall(owner: Seat) -> Self {
        Piece { kind: PieceKind::Wall, owner, destroyed: false }
    }

    /// A single wall that may be destroyed or swapped.
    pub fn standing_wall(&self) -> bool {
        self.kind == PieceKind::Wall && !self.destroyed
    }

    /// Counts for majorities (CC-R18, R27).
    pub fn counts(&self) -> bool {
        !self.destroyed
    }
}

/// An action card on the board or being resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlacedCard {
    pub owner: Seat,
    pub card: Card,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Province {
    /// The reputation counter (Prestige-Marke), face down until completion.
    pub reputation: u8,
    /// Completed and scored: the counter lies face up.
    pub complete: bool,
    /// An emperor card lies here (until the expansion).
    pub emperor: bool,
    /// Face-down action cards, in the order played.
    pub cards: Vec<PlacedCard>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Territory {
    /// Points lost by the majority at the end.
    pub threat: u8,
    /// Removed by card 2b, unseen: no loss here (CC-R22).
    pub removed: bool,
    /// Seats that looked at the counter (bit per seat); public knowledge,
    /// the value only to them (CC-R12).
    pub peeked: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Player {
    pub walls: u8,
    pub double: bool,
    pub tower: bool,
    /// Secret hand of action cards, ascending.
    pub hand: Vec<Card>,
    /// Prestige points (PP), may go negative.
    pub score: i64,
}

/// Where the turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)]
pub enum Step {
    /// Choose one of the five actions.
    Choose,
    /// Single walls: `left` still to place (1 in the very first turn);
    /// `first` is the province of the wall already placed.
    Walls {
        left: u8,
        first: Option<ProvinceId>,
    },
    /// Cards: `left` still to place; `first` the province of the first.
    Cards {
        left: u8,
        first: Option<ProvinceId>,
    },
    /// Card + wall: the card's province once it lies, then the wall.
    CardWall {
        province: Option<ProvinceId>,
    },
    Double,
    Tower,
    /// The action is done; the turn ends once completions are resolved.
    Done,
    Over,
}

impl Step {
    fn name(self) -> &'static str {
        match self {
            Step::Choose => "choose",
            Step::Walls { .. } => "walls",
            Step::Cards { .. } => "cards",
            Step::CardWall { .. } => "cardWall",
            Step::Double => "double",
            Step::Tower => "tower",
            Step::Done => "done",
            Step::Over => "over",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChangCheng {
    pub players: Vec<Player>,
    /// The side in each slot, in the order the sections were put down.
    pub sections: Vec<SideId>,
    /// Slots in line order, west to east.
    pub line: Vec<u8>,
    /// The piece on each site (`12 * slot + local`), if any.
    pub sites: Vec<Option<Piece>>,
    pub provinces: Vec<Province>,
    pub territories: Vec<Territory>,
    /// Face-down counters not yet on the board (drawn from the end).
    pub reputation_reserve: Vec<u8>,
    pub threat_reserve: Vec<u8>,
    /// Emperor cards still beside the board.
    pub emperor_left: u8,
    /// The expansion happened; no more emperor cards (CC-A7).
    pub expanded: bool,
    pub start: Seat,
    pub turn: Seat,
    /// Turns played, for the first-turn rule (CC-R2).
    pub turns: u32,
    pub step: Step,
    /// Provinces completed by the last piece, waiting for their scoring, west to east.
    pub pending: Vec<ProvinceId>,
    /// The province being scored (cards being resolved).
    pub scoring: Option<Scoring>,
    /// Sections the triggering player still adds (CC-R25).
    pub expansions: u8,
    pub undoable: usize,
    pub log: Vec<Event>,
    pub rng: SeededRng,
}

impl ChangCheng {
    pub fn layout(&self) -> Layout<'_> {
        Layout { sections: &self.sections, line: &self.line }
    }

    /// A position with the given sides (west to east) and nothing placed;
    /// counters dealt in box order, `start` to play its first turn. For
    /// tests and rules illustrations, which then set counters by hand.
    pub fn blank(players: usize, sides: &[SideId], start: Seat) -> Self {
        let mut reputation: Vec<u8> = REPUTATION.to_vec();
        let mut threat: Vec<u8> = THREAT.to_vec();
        let n = sides.len() * board::REGIONS_PER_SECTION;
        let provinces = reputation
            .drain(..n)
            .map(|reputation| Province { reputation, complete: false, emperor: false, cards: Vec::new() })
            .collect();
        let territories = threat.drain(..n).map(|threat| Territory { threat, removed: false, peeked: 0 }).collect();
        let mut game = ChangCheng {
            players: (0..players)
                .map(|_| Player {
                    walls: SINGLE_WALLS,
                    double: true,
                    tower: true,
                    hand: (1..=CARDS).collect(),
                    score: 0,
                })
                .collect(),
            sections: sides.to_vec(),
            line: (0..sides.len() as u8).collect(),
            sites: vec![None; sides.len() * board::SITES_PER_SECTION],
            provinces,
            territories,
            reputation_reserve: reputation,
            threat_reserve: threat,
            emperor_left: EMPEROR_CARDS,
            expanded: false,
            start,
            turn: start,
            turns: 0,
            step: Step::Choose,
            pending: Vec::new(),
            scoring: None,
            expansions: 0,
            undoable: 0,
            log: Vec::new(),
            rng: SeededRng::from_seed(0),
        };
        game.begin_turn();
        game
    }

    /// Starts `seat`'s turn on a position built by hand (after the first turn).
    pub fn start_turn(&mut self, seat: Seat) {
        self.turn = seat;
        self.turns = self.turns.max(1);
        self.begin_turn();
    }

    fn begin_turn(&mut self) {
        self.undoable = 0;
        self.step = if self.turns == 0 { Step::Walls { left: 1, first: None } } else { Step::Choose };
        self.log.push(Event::TurnStarted { seat: self.turn });
    }

    /// Runs what needs no decision: card effects without a choice, the next
    /// pending province, the end of a finished action and of the turn.
    fn advance(&mut self) {
        loop {
            if self.scoring.is_some() {
                if self.step_scoring() {
                    return;
                }
                continue;
            }
            if self.expansions > 0 {
                if self.can_expand() {
                    return;
                }
                self.expansions = 0;
                self.end_expansion();
                continue;
            }
            if !self.pending.is_empty() {
                let p = self.pending.remove(0);
                self.start_scoring(p);
                continue;
            }
            if self.step == Step::Over || self.action_open() {
                return;
            }
            self.end_turn();
            if self.step == Step::Over {
                return;
            }
        }
    }

    /// The game ends after the turn that filled the last site (CC-R26);
    /// players who cannot act are skipped, and when nobody can, the game
    /// ends early (CC-R29, R30).
    fn end_turn(&mut self) {
        self.turns += 1;
        if self.sites.iter().all(Option::is_some) {
            self.log.push(Event::WallComplete);
            return self.finish();
        }
        let n = self.players.len();
        for k in 1..=n {
            let seat = (self.turn + k) % n;
            if self.can_act(seat) {
                self.turn = seat;
                return self.begin_turn();
            }
            self.log.push(Event::Skipped { seat });
        }
        self.log.push(Event::EarlyEnd);
        self.finish()
    }

    fn finish(&mut self) {
        self.step = Step::Over;
        self.undoable = 0;
        self.mongol_evaluation();
        self.log.push(Event::GameOver { scores: self.scores() });
    }

    pub fn scores(&self) -> Vec<i64> {
        self.players.iter().map(|p| p.score).collect()
    }

    /// The seat that decides now: a card owner while a card resolves, else
    /// the player whose turn it is.
    pub fn decider(&self) -> Option<Seat> {
        match (&self.scoring, self.step) {
            (_, Step::Over) => None,
            (Some(s), _) => s.current().map(|c| c.owner),
            (None, _) => Some(self.turn),
        }
    }
}

/// Structural checks of a loaded state.
impl ChangCheng {
    fn validate_board(&self) -> Result<(), String> {
        let n = self.sections.len();
        if !(2..=board::MAX_SECTIONS).contains(&n) {
            return Err("between 2 and 4 sections lie on the table".into());
        }
        let mut boards = [false; board::BOARDS];
        for &side in &self.sections {
            let b = *boards.get_mut(side as usize / 2).ok_or("no such board side")?;
            if b {
                return Err("a board is used twice".into());
            }
            boards[side as usize / 2] = true;
        }
        let mut line = self.line.clone();
        line.sort_unstable();
        if line != (0..n as u8).collect::<Vec<_>>() {
            return Err("the line is not an order of the sections".into());
        }
        if self.sites.len() != n * board::SITES_PER_SECTION
            || self.provinces.len() != n * board::REGIONS_PER_SECTION
            || self.territories.len() != n * board::REGIONS_PER_SECTION
        {
            return Err("sites, provinces or territories do not match the sections".into());
        }
        Ok(())
    }

    fn validate_counters(&self) -> Result<(), String> {
        let mut reputation: Vec<u8> = self.provinces.iter().map(|p| p.reputation).collect();
        reputation.extend(&self.reputation_reserve);
        reputation.sort_unstable();
        let mut threat: Vec<u8> = self.territories.iter().map(|t| t.threat).collect();
        threat.extend(&self.threat_reserve);
        threat.sort_unstable();
        if reputation != REPUTATION || threat != THREAT {
            return Err("the counters do not add up to the box".into());
        }
        let seats = (1u16 << self.players.len()) - 1;
        if self.territories.iter().any(|t| t.peeked as u16 & !seats != 0) {
            return Err("a seat not in play peeked".into());
        }
        // Counted as usize: a loaded `emperorLeft` of 255 must not overflow.
        let emperor = self.provinces.iter().filter(|p| p.emperor).count();
        let left = self.emperor_left as usize;
        if self.expanded && (emperor > 0 || left > 0) || !self.expanded && emperor + left != EMPEROR_CARDS as usize {
            return Err("the emperor cards do not add up".into());
        }
        Ok(())
    }

    fn validate_pieces(&self) -> Result<(), String> {
        let layout = self.layout();
        let n = self.players.len();
        let mut placed = vec![(0u8, 0u8, 0u8); n];
        for (s, piece) in self.sites.iter().enumerate() {
            let Some(piece) = piece else { continue };
            let count = placed.get_mut(piece.owner).ok_or("a piece of a seat not in play")?;
            match piece.kind {
                PieceKind::Wall => count.0 += 1,
                PieceKind::Double => count.1 += 1,
                PieceKind::Tower => count.2 += 1,
            }
            if piece.destroyed && piece.kind != PieceKind::Wall {
                return Err("only single walls are destroyed".into());
            }
            if piece.kind == PieceKind::Tower {
                let s = s as SiteId;
                if [layout.west(s), layout.east(s)].into_iter().flatten().any(|o| self.sites[o as usize].is_some_and(|q| q.kind == PieceKind::Tower)) {
                    return Err("a tower stands next to a tower (CC-R9)".into());
                }
            }
            if piece.kind == PieceKind::Double {
                let s = s as SiteId;
                let partner = [layout.west(s), layout.east(s)].into_iter().flatten().any(|o| {
                    self.sites[o as usize].is_some_and(|q| q.kind == PieceKind::Double && q.owner == piece.owner)
                });
                if !partner {
                    return Err("half a double wall".into());
                }
            }
        }
        for (p, &(walls, doubles, towers)) in self.players.iter().zip(&placed) {
            if p.walls as u16 + walls as u16 != SINGLE_WALLS as u16
                || doubles != if p.double { 0 } else { 2 }
                || towers != if p.tower { 0 } else { 1 }
            {
                return Err("the pieces do not add up".into());
            }
        }
        for p in 0..self.provinces.len() as ProvinceId {
            let full = layout.province_sites(p).all(|s| self.sites[s as usize].is_some());
            let complete = self.provinces[p as usize].complete;
            let cards = !self.provinces[p as usize].cards.is_empty();
            if complete && !full || complete && cards && !self.pending.contains(&p) {
                return Err("a scored province is not full or still holds cards".into());
            }
            if !full && self.provinces[p as usize].emperor {
                return Err("an emperor card on an incomplete province".into());
            }
        }
        Ok(())
    }

    fn validate_cards(&self) -> Result<(), String> {
        let n = self.players.len();
        let mut seen = vec![[false; CARDS as usize + 1]; n];
        let mut mark = |owner: Seat, card: Card| -> Result<(), String> {
            let slot = seen.get_mut(owner).and_then(|s| s.get_mut(card as usize)).filter(|_| card >= 1);
            match slot {
                Some(s) if !*s => {
                    *s = true;
                    Ok(())
                }
                _ => Err(format!("card {card} of seat {owner} is in two places or does not exist")),
            }
        };
        for (seat, p) in self.players.iter().enumerate() {
            p.hand.iter().try_for_each(|&c| mark(seat, c))?;
            if p.hand.windows(2).any(|w| w[0] >= w[1]) {
                return Err("a hand is not in order".into());
            }
        }
        for c in self.provinces.iter().flat_map(|p| &p.cards) {
            mark(c.owner, c.card)?;
        }
        if let Some(s) = &self.scoring {
            for c in &s.cards {
                mark(c.owner, c.card)?;
            }
        }
        Ok(())
    }

    /// The counters that only grow or add up (scores, turns, undo): inside
    /// bounds far beyond any real game, so that arithmetic on a loaded
    /// value can never overflow.
    fn validate_tallies(&self) -> Result<(), String> {
        if self.players.iter().any(|p| !(-MAX_SCORE..=MAX_SCORE).contains(&p.score)) {
            return Err(format!("a score beyond ±{MAX_SCORE}"));
        }
        if self.turns > MAX_TURNS {
            return Err(format!("more than {MAX_TURNS} turns"));
        }
        crate::engine::check_undoable(self.undoable)
    }

    fn validate_step(&self) -> Result<(), String> {
        let regions = self.provinces.len() as ProvinceId;
        let in_range = |p: Option<ProvinceId>| p.is_none_or(|p| p < regions);
        let ok = match self.step {
            Step::Walls { left, first } | Step::Cards { left, first } => (1..=2).contains(&left) && in_range(first),
            Step::CardWall { province } => in_range(province),
            _ => true,
        };
        let over = self.step == Step::Over;
        if !ok || self.turn >= self.players.len() || self.start >= self.players.len() {
            return Err("the turn or step is out of range".into());
        }
        if self.pending.iter().any(|&p| p >= regions || !self.provinces[p as usize].complete)
            || over && (self.scoring.is_some() || !self.pending.is_empty() || self.expansions > 0)
        {
            return Err("a pending province is out of range".into());
        }
        if self.expansions as usize > board::MAX_SECTIONS - self.sections.len() || self.expansions > 0 && self.expanded
        {
            return Err("more sections to add than boards left".into());
        }
        if let Some(s) = &self.scoring {
            s.validate(self)?;
        }
        let ended = self.sites.iter().all(Option::is_some) || (0..self.players.len()).all(|s| !self.can_act(s));
        if over && !ended {
            return Err("the game is over while sites are free and someone can act".into());
        }
        Ok(())
    }
}

impl Game for ChangCheng {
    type Move = Move;
    type Error = CcError;
    type View = CcView;

    const INFO: GameInfo = GameInfo {
        id: "chang-cheng",
        name: "Chang Cheng",
        min_players: 2,
        max_players: 4,
        description: "Obert's Great Wall: build walls and towers, score provinces with secret action cards, fear the Mongols.",
        description_de: "Oberts Große Mauer: Mauern und Türme bauen, Provinzen mit geheimen Aktionskarten werten, die Mongolen fürchten.",
        hidden_information: true,
        // The decks are shuffled from the seed.
        secret_seed: true,
    };
    const VERSION: u32 = 1;

    fn setup(options: &Options, mut rng: SeededRng) -> Result<Self, SetupError> {
        Self::INFO.check_players(options.players)?;
        // Two random sides of two different boards, west to east (CC-A23).
        let mut boards = [0u8, 1, 2, 3];
        rng.shuffle(&mut boards);
        let sides: Vec<SideId> = boards[..2].iter().map(|&b| b * 2 + rng.below(2) as u8).collect();
        let start = rng.below(options.players);
        let mut game = ChangCheng::blank(options.players, &sides, start);
        let mut reputation = REPUTATION.to_vec();
        let mut threat = THREAT.to_vec();
        rng.shuffle(&mut reputation);
        rng.shuffle(&mut threat);
        for p in game.provinces.iter_mut() {
            p.reputation = reputation.pop().unwrap_or_default();
        }
        for t in game.territories.iter_mut() {
            t.threat = threat.pop().unwrap_or_default();
        }
        game.reputation_reserve = reputation;
        game.threat_reserve = threat;
        game.rng = rng;
        Ok(game)
    }

    fn validate(&self) -> Result<(), String> {
        Self::INFO.check_players(self.players.len()).map_err(|e| e.to_string())?;
        self.validate_board()?;
        self.validate_counters()?;
        self.validate_pieces()?;
        self.validate_cards()?;
        self.validate_tallies()?;
        self.validate_step()?;
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
        self.decider().into_iter().collect()
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        if self.step == Step::Over {
            return;
        }
        if let Some(s) = &self.scoring {
            return s.options(self, out);
        }
        if self.expansions > 0 {
            return self.expansion_moves(out);
        }
        self.action_moves(out);
    }

    fn check(&self, mv: &Move) -> Result<(), CcError> {
        if self.step == Step::Over {
            return Err(CcError::GameOver);
        }
        if let Some(s) = &self.scoring {
            return s.check(self, mv);
        }
        if self.expansions > 0 {
            return match *mv {
                Move::Expand { side, end: _ } => self.check_expand(side),
                _ => Err(CcError::WrongStep { step: "expansion" }),
            };
        }
        self.check_action_move(mv)
    }

    fn apply_unchecked(&mut self, mv: &Move) {
        let before = self.decider();
        let quiet = matches!(mv, Move::Action { .. } | Move::Card { .. } | Move::Expand { .. });
        match *mv {
            Move::Action { action } => self.choose(action),
            Move::Wall { site } => self.place_wall(site),
            Move::Card { card, province } => self.place_card(card, province),
            Move::Double { site } => self.place_double(site),
            Move::Tower { site } => self.place_tower(site),
            Move::Expand { side, end } => self.expand(side, end),
            Move::RemoveCard { .. }
            | Move::Destroy { .. }
            | Move::RemoveThreat { .. }
            | Move::Choose { .. }
            | Move::Swap { .. }
            | Move::Pass => self.resolve_card(mv),
        }
        self.advance();
        self.undoable = if quiet && self.decider() == before { self.undoable + 1 } else { 0 };
    }

    fn view(&self, viewer: Viewer) -> CcView {
        CcView::of(self, viewer)
    }

    /// Prestige points are public (the score track).
    fn visible_scores(&self, _viewer: Viewer) -> Vec<Option<i64>> {
        self.players.iter().map(|p| Some(p.score)).collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.step == Step::Over).then(|| {
            let scores = self.scores();
            Outcome { winners: highest_scorers(&scores), scores }
        })
    }

    /// The log is for people; no rule reads it.
    fn forget_history(&mut self) {
        self.log = Vec::new();
    }

    /// Prestige as it stands, plus half of each open province's reputation
    /// for the seats leading its majority now (CC-R18, R19): a wall that
    /// takes the lead is worth something before the province completes.
    /// Points are doubled to keep the halves whole.
    fn evaluate(&self) -> Option<Vec<f64>> {
        let mut points: Vec<i64> = self.players.iter().map(|p| 2 * p.score).collect();
        for (p, province) in self.provinces.iter().enumerate() {
            if province.complete {
                continue;
            }
            let counts = self.province_counts(p as ProvinceId);
            let best = counts.iter().copied().max().unwrap_or(0);
            if best >= 1 {
                for seat in (0..counts.len()).filter(|&s| counts[s] == best) {
                    points[seat] += province.reputation as i64;
                }
            }
        }
        Some(score_estimate(&points, 10.0))
    }

    fn undoable(&self) -> usize {
        self.undoable
    }

    fn is_finished(&self) -> bool {
        self.step == Step::Over
    }
}

impl Determinize for ChangCheng {
    /// Re-deals what `viewer` cannot know (CC-R31): each other seat's hand
    /// together with its face-down cards on the board (counts and owners
    /// stay); the unrevealed reputation counters with the reserve; the
    /// threat counters the viewer has not seen (on the board, removed or in
    /// the reserve). The rng is re-seeded. Every pool is sorted before it
    /// is shuffled, so the deal depends only on what the viewer can see.
    fn determinize(&self, viewer: Viewer, rng: &mut SeededRng) -> Self {
        let mut game = self.clone();
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        };
        for seat in (0..self.players.len()).filter(|&s| Some(s) != me) {
            let mut pool: Vec<Card> = game.players[seat].hand.clone();
            for p in &game.provinces {
                pool.extend(p.cards.iter().filter(|c| c.owner == seat).map(|c| c.card));
            }
            pool.sort_unstable();
            rng.shuffle(&mut pool);
            let mut dealt = pool.into_iter();
            for p in game.provinces.iter_mut() {
                for c in p.cards.iter_mut().filter(|c| c.owner == seat) {
                    c.card = dealt.next().unwrap_or(c.card);
                }
            }
            let mut hand: Vec<Card> = dealt.collect();
            hand.sort_unstable();
            game.players[seat].hand = hand;
        }
        // Reputation: every counter still face down (also of a completed
        // province still waiting for its scoring, CC-A24).
        let hidden: Vec<usize> = (0..game.provinces.len()).filter(|&p| !self.revealed(p as ProvinceId)).collect();
        let mut pool: Vec<u8> = hidden.iter().map(|&p| game.provinces[p].reputation).collect();
        pool.append(&mut game.reputation_reserve);
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        for &p in &hidden {
            game.provinces[p].reputation = pool.pop().unwrap_or_default();
        }
        game.reputation_reserve = pool;
        // Threat: what the viewer has not looked at, and every removed
        // counter (gone unseen); at the end every counter still on the
        // board is turned over (CC-R27).
        let over = self.step == Step::Over;
        let seen = |t: &Territory| !t.removed && (over || me.is_some_and(|s| t.peeked & (1 << s) != 0));
        let hidden: Vec<usize> = (0..game.territories.len()).filter(|&t| !seen(&game.territories[t])).collect();
        let mut pool: Vec<u8> = hidden.iter().map(|&t| game.territories[t].threat).collect();
        pool.append(&mut game.threat_reserve);
        pool.sort_unstable();
        rng.shuffle(&mut pool);
        for &t in &hidden {
            game.territories[t].threat = pool.pop().unwrap_or_default();
        }
        game.threat_reserve = pool;
        game.rng = SeededRng::from_seed(rand::RngCore::next_u64(rng));
        game
    }
}
