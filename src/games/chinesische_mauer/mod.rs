//! Chinesische Mauer (Reiner Knizia, Kosmos 2006), 2-5 players.
//!
//! Rules: `docs/rules/chinesische-mauer.md` (rule ids CM-nn). A turn is
//! Action 1, the automatic scoring (Wertung) with one decision where a first
//! fame tile is won; then Actions 2 and 3 (play cards or draw), with free
//! Reiter plays before each of them.

pub mod cards;
mod moves;
mod playout;
mod section;
mod trace;
mod view;

pub use cards::{Card, Hand, Kind};
pub use moves::{CmError, Move};
pub use section::{PlacedTile, Section, Stack};
pub use view::{CmView, Event};

use serde::{Deserialize, Serialize};

use crate::engine::{highest_scorers, Game, GameInfo, Options, Outcome, Seat, SetupError, Viewer};
use crate::rng::SeededRng;

/// One player's cards and winnings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub hand: Hand,
    /// Face-down draw pile (Nachziehstapel); the last element is the top.
    pub deck: Vec<Kind>,
    /// Fame tiles won, face down (verdeckt) in front of the player.
    pub won: Vec<u8>,
}

impl Player {
    /// The whole colour set has been played (CM-25).
    fn set_exhausted(&self) -> bool {
        self.hand.is_empty() && self.deck.is_empty()
    }

    fn fame(&self) -> i64 {
        self.won.iter().map(|&v| v as i64).sum()
    }
}

/// The stage of the game (CM-25..27).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "camelCase")]
pub enum Phase {
    Normal,
    /// `trigger` played his complete set; the others have one more turn.
    LastRound { trigger: Seat },
    /// No cards are laid any more; turns are scorings only.
    ScoringOnly,
    Over,
}

/// Where the turn of `ChinesischeMauer::turn` stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Step {
    /// Action 1 is checking sections from `next` on (automatic).
    Scoring { next: usize },
    /// Action 1: a first tile won in `section` waits to be placed (CM-18).
    PlaceTile { section: usize },
    /// Action 2 or 3, with the free Reiter window before it.
    Action { number: u8 },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChinesischeMauer {
    pub players: Vec<Player>,
    pub sections: Vec<Section>,
    /// Face-down fame tiles; the last element is revealed next.
    pub supply: Vec<u8>,
    /// Equal pairs set aside in the 2-player game (CM-04), public.
    pub discarded: Vec<u8>,
    pub phase: Phase,
    /// The seat whose turn it is.
    pub turn: Seat,
    pub step: Step,
    /// How many of the latest moves of this turn revealed nothing and may be
    /// taken back by replaying without them.
    pub undoable: usize,
    pub log: Vec<Event>,
    pub rng: SeededRng,
}

/// Sections by number of players (CM-02).
pub fn sections_for(players: usize) -> usize {
    match players {
        2 => 2,
        3 => 3,
        _ => 4,
    }
}

impl ChinesischeMauer {
    fn current(&self) -> &Player {
        &self.players[self.turn]
    }

    fn current_mut(&mut self) -> &mut Player {
        &mut self.players[self.turn]
    }

    /// Reveals the next pair for a section, or closes it when the supply is
    /// out (CM-03, CM-04, CM-24). With two players equal pairs are set aside.
    fn refill(&mut self, s: usize) {
        loop {
            if self.supply.len() < 2 {
                // The supply only ever holds an even number of tiles (pairs
                // are drawn and discarded together), so it is empty here.
                self.discarded.append(&mut self.supply);
                self.sections[s] = Section::closed();
                self.log.push(Event::SectionClosed { section: s });
                return;
            }
            let (a, b) = (self.supply.pop().unwrap_or(0), self.supply.pop().unwrap_or(0));
            if self.players.len() == 2 && a == b {
                self.discarded.extend([a, b]);
                self.log.push(Event::PairDiscarded { section: s, tile: a });
                continue;
            }
            self.sections[s] = Section::with_tiles(a, b);
            self.log.push(Event::SectionRefilled { section: s, tiles: [a, b] });
            self.undoable = 0;
            return;
        }
    }

    /// No tile is left anywhere: end (a), CM-23.
    fn all_tiles_awarded(&self) -> bool {
        self.supply.is_empty() && self.sections.iter().all(|s| s.open.is_empty() && s.placed.is_none())
    }

    /// Some section still has a unique leader (CM-27).
    fn anyone_can_score(&self) -> bool {
        self.sections.iter().any(|s| s.has_open_tiles() && s.leader(self.players.len()).is_some())
    }

    /// Second tile (CM-19): the open tile to the scorer, the placed one to
    /// the owner of its card, the cards to the box, a new pair revealed.
    fn award_second(&mut self, s: usize) {
        let section = &self.sections[s];
        let (tile, placed) = match (section.open.first(), section.placed) {
            (Some(&tile), Some(placed)) => (tile, placed),
            _ => return,
        };
        let placed_owner = section.stacks[placed.stack].top.owner as usize;
        self.players[self.turn].won.push(tile);
        self.players[placed_owner].won.push(placed.value);
        self.log.push(Event::TilesAwarded {
            section: s,
            seat: self.turn,
            tile,
            placed_owner,
            placed_tile: placed.value,
        });
        self.undoable = 0;
        self.refill(s);
        if self.all_tiles_awarded() {
            self.finish();
        }
    }

    /// Starts `seat`'s turn on a position built by hand (tests, rules
    /// illustrations): Action 1 runs at once, as at any turn start.
    pub fn start_turn(&mut self, seat: Seat) {
        self.turn = seat;
        self.step = Step::Scoring { next: 0 };
        self.undoable = 0;
        self.run();
    }

    /// Runs the automatic parts of the turn until a seat must decide.
    fn run(&mut self) {
        loop {
            match self.step {
                Step::Scoring { next } => self.score_from(next),
                Step::Action { .. } if self.phase == Phase::ScoringOnly || self.current().set_exhausted() => {
                    self.end_turn()
                }
                Step::PlaceTile { .. } | Step::Action { .. } | Step::Over => return,
            }
        }
    }

    /// Action 1 from section `from` on (CM-14): the first section the current
    /// seat leads in either awards its second tile or asks for a placement.
    fn score_from(&mut self, from: usize) {
        let players = self.players.len();
        for s in from..self.sections.len() {
            let section = &self.sections[s];
            if !section.has_open_tiles() || section.leader(players) != Some(self.turn) {
                continue;
            }
            if section.placed.is_none() {
                self.step = Step::PlaceTile { section: s };
                return;
            }
            self.award_second(s);
            if self.phase == Phase::Over {
                return;
            }
        }
        self.step = Step::Action { number: 2 };
    }

    /// Passes the turn on; starts the scoring-only phase and ends the game
    /// when nobody can score any more (CM-26, CM-27).
    fn end_turn(&mut self) {
        let next = (self.turn + 1) % self.players.len();
        if self.phase == (Phase::LastRound { trigger: next }) {
            self.phase = Phase::ScoringOnly;
            self.log.push(Event::ScoringOnly);
        }
        if self.phase == Phase::ScoringOnly && !self.anyone_can_score() {
            self.finish();
            return;
        }
        self.turn = next;
        self.step = Step::Scoring { next: 0 };
        self.undoable = 0;
        self.log.push(Event::TurnStarted { seat: next });
    }

    fn finish(&mut self) {
        self.phase = Phase::Over;
        self.step = Step::Over;
        self.undoable = 0;
        self.log.push(Event::GameOver);
    }

    /// After cards left the hand: the last round begins the moment a set is
    /// used up (CM-25, CM-A5) and the rest of that turn is impossible;
    /// otherwise an action (not a free Reiter) moves the turn on.
    fn after_cards_laid(&mut self, used_action: bool) {
        if self.current().set_exhausted() {
            if self.phase == Phase::Normal {
                self.phase = Phase::LastRound { trigger: self.turn };
                self.log.push(Event::LastRound { trigger: self.turn });
            }
            self.end_turn();
        } else if used_action {
            self.action_done();
        }
    }

    /// Action 2 leads to Action 3, Action 3 ends the turn.
    fn action_done(&mut self) {
        match self.step {
            Step::Action { number: 2 } => self.step = Step::Action { number: 3 },
            _ => self.end_turn(),
        }
    }

    fn section(&self, section: usize) -> Result<&Section, CmError> {
        let s = self.sections.get(section).ok_or(CmError::UnknownSection { section })?;
        if s.closed {
            return Err(CmError::SectionClosed { section });
        }
        Ok(s)
    }

    fn check_place_tile(&self, pending: usize, section: usize, tile: u8, stack: usize) -> Result<(), CmError> {
        if section != pending {
            return Err(CmError::TileDecisionPending { section: pending });
        }
        let s = self.section(section)?;
        if !s.open.contains(&tile) {
            return Err(CmError::TileNotOpen { section, tile });
        }
        match s.stacks.get(stack) {
            Some(st) if st.top.owner as usize == self.turn => Ok(()),
            Some(_) => Err(CmError::NotOwnCard { section, stack }),
            None => Err(CmError::NoSuchStack { section, stack }),
        }
    }

    fn check_action(&self, mv: &Move) -> Result<(), CmError> {
        let hand = &self.current().hand;
        let has = |kind: Kind, count: u8| {
            if count == 0 {
                Err(CmError::ZeroCards)
            } else if hand.count(kind) < count {
                Err(CmError::NotInHand { kind, count })
            } else {
                Ok(())
            }
        };
        match *mv {
            Move::PlaceTile { .. } => Err(CmError::NoTileToPlace),
            Move::Draw if self.current().deck.is_empty() => Err(CmError::DeckEmpty),
            Move::Draw => Ok(()),
            Move::Play { kind: Kind::Horseman, .. } => Err(CmError::HorsemanNeedsRide),
            Move::Play { kind, count, section } => has(kind, count).and(self.section(section).map(drop)),
            Move::Ride { count, section } => has(Kind::Horseman, count).and(self.section(section).map(drop)),
            Move::Cover { section, stack } => {
                if hand.count(Kind::Dragon) == 0 {
                    return Err(CmError::NotInHand { kind: Kind::Dragon, count: 1 });
                }
                let s = self.section(section)?;
                if stack >= s.stacks.len() {
                    Err(CmError::NoSuchStack { section, stack })
                } else if !s.coverable(stack) {
                    Err(CmError::CoverTiledCard { section, stack })
                } else {
                    Ok(())
                }
            }
        }
    }

    fn lay(&mut self, kind: Kind, count: u8, section: usize) {
        let card = Card { owner: self.turn as u8, kind };
        self.current_mut().hand.remove(kind, count);
        for _ in 0..count {
            self.sections[section].push(card);
        }
    }

    fn apply_action(&mut self, mv: &Move) {
        let seat = self.turn;
        match *mv {
            Move::Draw => {
                let player = self.current_mut();
                if let Some(card) = player.deck.pop() {
                    player.hand.add(card);
                }
                self.undoable = 0;
                self.log.push(Event::Drew { seat });
                self.action_done();
            }
            Move::Play { kind, count, section } => {
                self.lay(kind, count, section);
                self.log.push(Event::Played { seat, section, kind, count });
                self.after_cards_laid(true);
            }
            Move::Cover { section, stack } => {
                self.current_mut().hand.remove(Kind::Dragon, 1);
                let covered = self.sections[section].stacks[stack].top;
                self.sections[section].cover(stack, Card { owner: seat as u8, kind: Kind::Dragon });
                self.log.push(Event::Covered { seat, section, stack, covered });
                self.after_cards_laid(true);
            }
            Move::Ride { count, section } => {
                self.lay(Kind::Horseman, count, section);
                self.log.push(Event::Rode { seat, section, count });
                self.after_cards_laid(false);
            }
            Move::PlaceTile { .. } => {}
        }
    }

    fn fame_scores(&self) -> Vec<i64> {
        self.players.iter().map(Player::fame).collect()
    }

    fn validate_sections(&self) -> Result<(), String> {
        let players = self.players.len();
        if self.sections.len() != sections_for(players) {
            return Err("wrong number of sections".into());
        }
        for (i, s) in self.sections.iter().enumerate() {
            if s.open.len() > 2 || (s.placed.is_some() && s.open.len() != 1) {
                return Err(format!("section {i} has an impossible set of tiles"));
            }
            if s.closed && (!s.open.is_empty() || s.placed.is_some() || !s.stacks.is_empty()) {
                return Err(format!("closed section {i} is not empty"));
            }
            if s.placed.is_some_and(|p| p.stack >= s.stacks.len()) {
                return Err(format!("section {i}: the placed tile lies on no card"));
            }
            if s.stacks.iter().flat_map(Stack::cards).any(|c| c.owner as usize >= players) {
                return Err(format!("section {i} holds a card of a seat that does not play"));
            }
        }
        Ok(())
    }

    fn validate_counts(&self) -> Result<(), String> {
        for (seat, player) in self.players.iter().enumerate() {
            for kind in Kind::ALL {
                let on_table = self
                    .sections
                    .iter()
                    .flat_map(|s| s.stacks.iter().flat_map(Stack::cards))
                    .filter(|c| c.owner as usize == seat && c.kind == kind)
                    .count();
                let held = player.hand.count(kind) as usize + player.deck.iter().filter(|&&k| k == kind).count();
                if held + on_table > kind.per_set() as usize {
                    return Err(format!("seat {seat} has more {kind:?} cards than a set holds"));
                }
            }
        }
        let mut tiles: Vec<u8> = self.supply.iter().chain(&self.discarded).copied().collect();
        for s in &self.sections {
            tiles.extend(&s.open);
            tiles.extend(s.placed.map(|p| p.value));
        }
        tiles.extend(self.players.iter().flat_map(|p| p.won.iter().copied()));
        tiles.sort_unstable();
        let mut all = cards::fame_tiles();
        all.sort_unstable();
        if tiles != all {
            return Err("the fame tiles do not add up to the 36 of the game".into());
        }
        Ok(())
    }

    fn validate_step(&self) -> Result<(), String> {
        let ok = match self.step {
            // Scoring runs to a decision inside every move; a state at rest
            // is never in the middle of it.
            Step::Scoring { .. } => false,
            Step::PlaceTile { section } => self.sections.get(section).is_some_and(|s| {
                s.open.len() == 2 && s.stacks.iter().any(|st| st.top.owner as usize == self.turn)
            }),
            Step::Action { number } => matches!(number, 2 | 3),
            Step::Over => self.phase == Phase::Over,
        };
        let trigger_ok = match self.phase {
            Phase::LastRound { trigger } => trigger < self.players.len(),
            _ => true,
        };
        if ok && trigger_ok && self.turn < self.players.len() {
            Ok(())
        } else {
            Err("the turn, step or phase is out of range".into())
        }
    }
}

impl Game for ChinesischeMauer {
    type Move = Move;
    type Error = CmError;
    type View = CmView;

    const INFO: GameInfo = GameInfo {
        id: "chinesische-mauer",
        name: "Chinesische Mauer",
        min_players: 2,
        max_players: 5,
        description: "Knizia's card game: outbuild the others at each wall section to win its fame tiles.",
        description_de: "Knizias Kartenspiel: wer an einem Mauerabschnitt am meisten gebaut hat, gewinnt Ruhm.",
        hidden_information: true,
        // The draw pile is shuffled from the seed.
        secret_seed: true,
    };
    const VERSION: u32 = 1;

    fn setup(options: &Options, mut rng: SeededRng) -> Result<Self, SetupError> {
        Self::INFO.check_players(options.players)?;
        let mut supply = cards::fame_tiles();
        rng.shuffle(&mut supply);
        let players = (0..options.players)
            .map(|_| {
                let mut deck = cards::colour_set();
                rng.shuffle(&mut deck);
                let mut hand = Hand::default();
                for _ in 0..cards::START_HAND {
                    hand.add(deck.pop().unwrap_or(Kind::Wall));
                }
                Player { hand, deck, won: Vec::new() }
            })
            .collect();
        let mut game = ChinesischeMauer {
            players,
            sections: vec![Section::closed(); sections_for(options.players)],
            supply,
            discarded: Vec::new(),
            phase: Phase::Normal,
            turn: 0,
            step: Step::Scoring { next: 0 },
            undoable: 0,
            log: Vec::new(),
            rng,
        };
        for s in 0..game.sections.len() {
            game.refill(s);
        }
        game.log.push(Event::TurnStarted { seat: 0 });
        game.run();
        Ok(game)
    }

    fn validate(&self) -> Result<(), String> {
        Self::INFO.check_players(self.players.len()).map_err(|e| e.to_string())?;
        self.validate_sections()?;
        self.validate_counts()?;
        // `undoable` grows by one per move: bounded, it never overflows.
        crate::engine::check_undoable(self.undoable)?;
        self.validate_step()
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
            Step::PlaceTile { section } => self.tile_placements(section, out),
            Step::Action { .. } => self.actions(out),
            Step::Scoring { .. } | Step::Over => {}
        }
    }

    fn check(&self, mv: &Move) -> Result<(), CmError> {
        match (self.step, mv) {
            (Step::Over, _) => Err(CmError::GameOver),
            (Step::PlaceTile { section: pending }, Move::PlaceTile { section, tile, stack }) => {
                self.check_place_tile(pending, *section, *tile, *stack)
            }
            (Step::PlaceTile { section }, _) => Err(CmError::TileDecisionPending { section }),
            (Step::Scoring { .. }, _) => Err(CmError::NoTileToPlace),
            (Step::Action { .. }, _) if self.phase == Phase::ScoringOnly => Err(CmError::ScoringOnly),
            (Step::Action { .. }, mv) => self.check_action(mv),
        }
    }

    fn apply_unchecked(&mut self, mv: &Move) {
        self.undoable += 1;
        match *mv {
            Move::PlaceTile { section, tile, stack } => {
                let s = &mut self.sections[section];
                if let Some(at) = s.open.iter().position(|&t| t == tile) {
                    s.open.remove(at);
                }
                s.placed = Some(PlacedTile { value: tile, stack });
                self.log.push(Event::TilePlaced { seat: self.turn, section, tile, stack });
                self.step = Step::Scoring { next: section + 1 };
            }
            _ => self.apply_action(mv),
        }
        self.run();
    }

    fn view(&self, viewer: Viewer) -> CmView {
        CmView::of(self, viewer)
    }

    fn visible_scores(&self, viewer: Viewer) -> Vec<Option<i64>> {
        let over = self.phase == Phase::Over;
        self.players.iter().enumerate().map(|(seat, p)| (over || viewer.is(seat)).then(|| p.fame())).collect()
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| {
            let scores = self.fame_scores();
            Outcome { winners: highest_scorers(&scores), scores }
        })
    }

    /// The log is for people; no rule reads it.
    fn forget_history(&mut self) {
        self.log = Vec::new();
    }

    fn undoable(&self) -> usize {
        self.undoable
    }

    /// Informed playouts (`playout.rs`): the best of a few sampled moves by
    /// the mover's prospects.
    fn playout_choice(&self, moves: &[Move], rng: &mut SeededRng) -> usize {
        self.playout_step(moves, rng, playout::SAMPLE)
    }

    fn playout_choice_sampled(&self, moves: &[Move], rng: &mut SeededRng, sample: usize) -> usize {
        self.playout_step(moves, rng, sample)
    }

    /// A playout cut off before the end (a level's `horizon`) is judged by
    /// the same prospects its steps are chosen by (`playout.rs`): leads and
    /// hands count, not only the fame won. The greedy player keeps judging
    /// by the fame alone (`evaluate` stays `None`).
    fn playout_estimate(&self) -> Option<Vec<f64>> {
        Some(self.prospect_estimate())
    }
}

/// Move generation, kept beside `check` so the two can be read together.
impl ChinesischeMauer {
    fn tile_placements(&self, section: usize, out: &mut Vec<Move>) {
        let s = &self.sections[section];
        for (i, &tile) in s.open.iter().enumerate() {
            if s.open[..i].contains(&tile) {
                continue; // two equal open tiles are one choice
            }
            for (stack, st) in s.stacks.iter().enumerate() {
                if st.top.owner as usize == self.turn {
                    out.push(Move::PlaceTile { section, tile, stack });
                }
            }
        }
    }

    fn actions(&self, out: &mut Vec<Move>) {
        if self.phase == Phase::ScoringOnly {
            return;
        }
        let player = self.current();
        for (section, s) in self.sections.iter().enumerate().filter(|(_, s)| !s.closed) {
            for kind in player.hand.kinds() {
                for count in 1..=player.hand.count(kind) {
                    out.push(match kind {
                        Kind::Horseman => Move::Ride { count, section },
                        _ => Move::Play { kind, count, section },
                    });
                }
            }
            if player.hand.count(Kind::Dragon) > 0 {
                for stack in (0..s.stacks.len()).filter(|&i| s.coverable(i)) {
                    out.push(Move::Cover { section, stack });
                }
            }
        }
        if !player.deck.is_empty() {
            out.push(Move::Draw);
        }
    }
}


impl crate::engine::Determinize for ChinesischeMauer {
    /// Re-deals what `viewer` cannot see: for every other seat which of its
    /// unseen cards are in hand and in which order its deck lies; the tile
    /// supply together with the tiles others won. Sizes and counts stay, so
    /// the view, log included, must stay identical.
    fn determinize(&self, viewer: Viewer, rng: &mut SeededRng) -> Self {
        // Every unknown order is sorted before it is shuffled, so the deal
        // depends only on what the viewer knows and on `rng` (canonical).
        let mut game = self.clone();
        game.deal_cards(viewer, rng);
        game.deal_unseen_tiles(viewer, rng);
        game
    }

    /// The deal of a seat that watched the whole game: every tile another
    /// seat won lay open at its section before it was turned face down
    /// (CM-A9), so it remembers which (`remembered`); only the other hands
    /// and decks and the tile supply, never seen, are dealt anew.
    fn determinize_inferred(&self, viewer: Viewer, rng: &mut SeededRng) -> Self {
        let mut game = self.clone();
        game.deal_cards(viewer, rng);
        game.supply.sort_unstable();
        rng.shuffle(&mut game.supply);
        game
    }

    /// The tiles each seat won, in the order it won them: each was open at
    /// its section („Es werden zwei neue Ruhmeskärtchen aufgedeckt“) when
    /// everyone saw who took it, before it lay face down (CM-A9).
    fn remembered(&self, _viewer: Viewer) -> serde_json::Value {
        serde_json::json!(self.players.iter().map(|p| &p.won).collect::<Vec<_>>())
    }
}

impl ChinesischeMauer {
    /// Re-deals the cards `viewer` cannot see: for every other seat which of
    /// its unseen cards are in hand and in which order its deck lies; the
    /// viewer's own deck order.
    fn deal_cards(&mut self, viewer: Viewer, rng: &mut SeededRng) {
        for (seat, player) in self.players.iter_mut().enumerate() {
            if viewer.is(seat) {
                player.deck.sort_unstable();
                rng.shuffle(&mut player.deck);
                continue; // own hand is known; own deck order is not
            }
            let mut unseen = player.hand.to_list();
            unseen.extend(player.deck.drain(..));
            unseen.sort_unstable();
            rng.shuffle(&mut unseen);
            let hand_size = player.hand.len();
            player.hand = Hand::default();
            for kind in unseen.drain(..hand_size) {
                player.hand.add(kind);
            }
            player.deck = unseen;
        }
    }
}


impl ChinesischeMauer {
    /// Tiles others won lie face down and the viewer's log no longer names
    /// them (CM-A9): together with the supply they are one unknown pool.
    /// Dealt anew, and the log's mentions of them rewritten to match. With
    /// two players the two tiles of a pair always differed (equal pairs are
    /// set aside, CM-04), so deals breaking that are drawn again.
    fn deal_unseen_tiles(&mut self, viewer: Viewer, rng: &mut SeededRng) {
        let traced = trace::won_tiles(&self.log, self.sections.len());
        let others: Vec<usize> = (0..self.players.len()).filter(|&s| !viewer.is(s)).collect();
        let mut pool: Vec<u8> = self.supply.clone();
        pool.extend(others.iter().flat_map(|&s| self.players[s].won.iter().copied()));
        pool.sort_unstable();
        // Which traced tile is the k-th entry of its holder's `won`. A loaded
        // log that does not fit the winnings (a hand-made save) is left as it
        // is: the viewer's view never shows these values anyway.
        let mut nth = vec![0usize; self.players.len()];
        let slots: Vec<usize> = traced
            .iter()
            .map(|w| match nth.get_mut(w.seat) {
                Some(n) => {
                    *n += 1;
                    *n - 1
                }
                None => usize::MAX,
            })
            .collect();
        let traced_ok = slots.iter().all(|&k| k != usize::MAX)
            && (0..self.players.len()).all(|s| nth[s] == self.players[s].won.len());
        // Rejection sampling; a consistent deal exists (the real one) and
        // nearly every try is one, so the bound is never reached in play.
        let mut deal = pool.clone();
        for _ in 0..1000 {
            deal.clone_from(&pool);
            rng.shuffle(&mut deal);
            if self.players.len() != 2 || !traced_ok || self.pairs_differ(&traced, &slots, &others, &deal) {
                break;
            }
        }
        let mut rest = deal.into_iter();
        for &seat in &others {
            let n = self.players[seat].won.len();
            self.players[seat].won = rest.by_ref().take(n).collect();
        }
        self.supply = rest.collect();
        if traced_ok {
            for (w, &k) in traced.iter().zip(&slots) {
                trace::rewrite(&mut self.log, &w.mentions, self.players[w.seat].won[k]);
            }
            // Which slot of a refill held a re-dealt tile must not depend on
            // the real deal (canonical): such refills list their pair sorted.
            for w in traced.iter().filter(|w| !viewer.is(w.seat)) {
                for &m in &w.mentions {
                    if let trace::Mention::Refilled { event, .. } = m {
                        if let Some(Event::SectionRefilled { tiles, .. }) = self.log.get_mut(event) {
                            tiles.sort_unstable();
                        }
                    }
                }
            }
        }
    }

    /// Whether `deal` (dealt to `others` in order) gives every traced pair
    /// two different values.
    fn pairs_differ(&self, traced: &[trace::WonTile], slots: &[usize], others: &[usize], deal: &[u8]) -> bool {
        let value = |i: usize| {
            let (seat, k) = (traced[i].seat, slots[i]);
            match others.iter().position(|&s| s == seat) {
                Some(pos) => {
                    let start: usize = others[..pos].iter().map(|&s| self.players[s].won.len()).sum();
                    deal[start + k]
                }
                None => self.players[seat].won[k],
            }
        };
        (0..traced.len()).all(|i| value(i) != value(traced[i].partner))
    }
}
