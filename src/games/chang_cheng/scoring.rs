//! Province completion (CC-R13..R24): the value, the action cards revealed,
//! equal priorities cancelled, the rest resolved in ascending priority by
//! their owners, the majority scored, an emperor card laid.

use serde::{Deserialize, Serialize};

use super::board::{ProvinceId, SiteId, TerritoryId};
use super::moves::{Card, CardOption, CcError, Move};
use super::view::Event;
use super::{ChangCheng, PlacedCard};
use crate::engine::Seat;

/// A revealed card of the province being scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ScoringCard {
    pub owner: Seat,
    pub card: Card,
    /// Taken away by card 1 before its turn (CC-R21).
    pub removed: bool,
}

/// The scoring of one completed province, card by card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Scoring {
    pub province: ProvinceId,
    /// Sites + reputation, changed by cards 3 and 4a (CC-R14, R24).
    pub value: i64,
    /// The cards left after cancelling, ascending (CC-R15, R16).
    pub cards: Vec<ScoringCard>,
    /// The card resolving now.
    pub next: usize,
    /// Extra majority count per seat from cards 4b and 5 (CC-R18).
    pub bonus: Vec<i64>,
}

/// What a card did, for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "effect", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Effect {
    /// Card 1 removed this card.
    RemovedCard { owner: Seat, card: Card },
    /// Card 2a destroyed the single wall of `owner` on `site`.
    Destroyed { site: SiteId, owner: Seat },
    /// Card 2b removed this territory's threat counter unseen.
    ThreatRemoved { territory: TerritoryId },
    /// Card 3 or 4a changed the value.
    Value { delta: i64 },
    /// Card 4b or 5 added to the owner's majority count.
    Count { bonus: i64 },
    /// Card 6 swapped the walls on `site` and `with` (owners exchanged).
    Swapped { site: SiteId, with: SiteId },
    /// Card 6 declined.
    NoSwap,
    /// Nothing the card could do.
    Nothing,
}

impl Scoring {
    pub fn current(&self) -> Option<ScoringCard> {
        self.cards.get(self.next).copied()
    }

    /// The owner's options for the current card, as moves.
    pub fn options(&self, game: &ChangCheng, out: &mut Vec<Move>) {
        let Some(c) = self.current() else { return };
        let layout = game.layout();
        let sites = layout.province_sites(self.province);
        match c.card {
            1 => out.extend(
                self.cards[self.next + 1..].iter().filter(|o| !o.removed).map(|o| Move::RemoveCard { card: o.card }),
            ),
            2 => {
                out.extend(
                    sites
                        .filter(|&s| game.sites[s as usize].is_some_and(|p| p.standing_wall()))
                        .map(|site| Move::Destroy { site }),
                );
                out.extend(
                    layout
                        .territories_of_province(self.province)
                        .filter(|&t| !game.territories[t as usize].removed)
                        .map(|territory| Move::RemoveThreat { territory }),
                );
            }
            3 | 4 => out.extend([CardOption::A, CardOption::B].map(|option| Move::Choose { option })),
            6 => {
                for site in sites.filter(|&s| game.sites[s as usize].is_some_and(|p| p.standing_wall())) {
                    let owner = game.sites[site as usize].map(|p| p.owner);
                    for with in 0..game.sites.len() as SiteId {
                        let other = game.sites[with as usize];
                        if other.is_some_and(|p| p.standing_wall() && Some(p.owner) != owner) {
                            out.push(Move::Swap { site, with });
                        }
                    }
                }
                out.push(Move::Pass);
            }
            _ => {}
        }
    }

    pub fn check(&self, game: &ChangCheng, mv: &Move) -> Result<(), CcError> {
        let mut moves = Vec::new();
        self.options(game, &mut moves);
        if moves.contains(mv) {
            return Ok(());
        }
        let card = self.current().map_or(0, |c| c.card);
        Err(match (card, *mv) {
            (1, Move::RemoveCard { card }) => CcError::NoSuchCard { card },
            (2, Move::Destroy { site }) => CcError::NotDestroyable { site },
            (2, Move::RemoveThreat { territory }) => CcError::NotRemovable { territory },
            (6, Move::Swap { site, .. }) => CcError::NotSwappable { site },
            _ => CcError::WrongStep { step: CARD_STEPS[card as usize % CARD_STEPS.len()] },
        })
    }

    pub fn validate(&self, game: &ChangCheng) -> Result<(), String> {
        let ok = (self.province as usize) < game.provinces.len()
            && game.provinces[self.province as usize].complete
            && self.next <= self.cards.len()
            && self.bonus.len() == game.players.len()
            && self.cards.windows(2).all(|w| w[0].card < w[1].card)
            && self.cards.iter().all(|c| c.owner < game.players.len())
            // Cards 3 and 4 add to these: bounded so that never overflows.
            && (-super::MAX_SCORE..=super::MAX_SCORE).contains(&self.value)
            && self.bonus.iter().all(|b| (0..=super::MAX_SCORE).contains(b));
        if ok {
            Ok(())
        } else {
            Err("the scoring in progress is inconsistent".into())
        }
    }
}

const CARD_STEPS: [&str; 7] = ["scoring", "card 1", "card 2", "card 3", "card 4", "card 5", "card 6"];

impl ChangCheng {
    /// Whether province `p`'s reputation counter lies face up: once its own
    /// scoring has begun (CC-A24). "Nach Vervollständigung einer Provinz wird
    /// das Spiel sofort unterbrochen und der Wert der Provinz bestimmt": a
    /// second province completed by the same piece waits behind the first,
    /// and its value is determined, counter turned, only when its turn comes.
    pub fn revealed(&self, p: ProvinceId) -> bool {
        self.provinces[p as usize].complete && !self.pending.contains(&p)
    }

    /// Value, reveal, cancel (CC-R14, R15).
    pub(super) fn start_scoring(&mut self, p: ProvinceId) {
        let base = self.layout().province_sites(p).len() as i64;
        let province = &mut self.provinces[p as usize];
        let cards: Vec<PlacedCard> = std::mem::take(&mut province.cards);
        let reputation = province.reputation;
        let mut cancelled: Vec<Card> = Vec::new();
        for c in &cards {
            if cards.iter().filter(|o| o.card == c.card).count() >= 2 && !cancelled.contains(&c.card) {
                cancelled.push(c.card);
            }
        }
        cancelled.sort_unstable();
        let mut left: Vec<ScoringCard> = cards
            .iter()
            .filter(|c| !cancelled.contains(&c.card))
            .map(|c| ScoringCard { owner: c.owner, card: c.card, removed: false })
            .collect();
        left.sort_unstable_by_key(|c| c.card);
        let value = base + reputation as i64;
        self.log.push(Event::Completed { province: p, seat: self.turn, base, reputation, cards, cancelled });
        self.scoring = Some(Scoring { province: p, value, cards: left, next: 0, bonus: vec![0; self.players.len()] });
    }

    /// Resolves cards that need no decision; true while the current card
    /// waits for its owner. Finishes the scoring after the last card.
    pub(super) fn step_scoring(&mut self) -> bool {
        let Some(scoring) = &self.scoring else { return false };
        let Some(card) = scoring.current() else {
            self.finish_scoring();
            return false;
        };
        if card.removed {
            self.next_card();
            return false;
        }
        let mut options = Vec::new();
        scoring.options(self, &mut options);
        match (card.card, options.len()) {
            (5, _) => {
                self.card_done(Effect::Count { bonus: 2 });
                false
            }
            (_, 0) => {
                self.card_done(Effect::Nothing);
                false
            }
            (_, 1) => {
                self.resolve_card(&options[0]);
                false
            }
            _ => true,
        }
    }

    /// Applies the owner's choice for the current card.
    pub(super) fn resolve_card(&mut self, mv: &Move) {
        let effect = match *mv {
            Move::RemoveCard { card } => {
                let Some(s) = self.scoring.as_mut() else { return };
                let Some(target) = s.cards.iter_mut().find(|c| c.card == card) else { return };
                target.removed = true;
                Effect::RemovedCard { owner: target.owner, card }
            }
            Move::Destroy { site } => {
                let Some(piece) = self.sites[site as usize].as_mut() else { return };
                piece.destroyed = true;
                Effect::Destroyed { site, owner: piece.owner }
            }
            Move::RemoveThreat { territory } => {
                self.territories[territory as usize].removed = true;
                Effect::ThreatRemoved { territory }
            }
            Move::Choose { option } => {
                let card = self.scoring.as_ref().and_then(Scoring::current).map_or(0, |c| c.card);
                match (card, option) {
                    (_, CardOption::A) => Effect::Value { delta: 2 },
                    (3, CardOption::B) => Effect::Value { delta: -2 },
                    _ => Effect::Count { bonus: 1 },
                }
            }
            Move::Swap { site, with } => {
                let (Some(a), Some(b)) = (self.sites[site as usize], self.sites[with as usize]) else { return };
                self.sites[site as usize] = Some(b);
                self.sites[with as usize] = Some(a);
                Effect::Swapped { site, with }
            }
            Move::Pass => Effect::NoSwap,
            _ => return,
        };
        self.card_done(effect);
    }

    /// Logs the effect of the current card, applies value and count
    /// changes, and moves on to the next card.
    fn card_done(&mut self, effect: Effect) {
        let Some(s) = self.scoring.as_mut() else { return };
        let Some(card) = s.current() else { return };
        match effect {
            Effect::Value { delta } => s.value += delta,
            Effect::Count { bonus } => s.bonus[card.owner] += bonus,
            _ => {}
        }
        let event =
            Event::CardResolved { province: s.province, owner: card.owner, card: card.card, effect, value: s.value };
        self.log.push(event);
        self.next_card();
    }

    fn next_card(&mut self) {
        if let Some(s) = self.scoring.as_mut() {
            s.next += 1;
        }
    }

    /// Majority count of each seat in a province (CC-R18): standing single
    /// walls, double-wall halves and towers on its sites.
    pub fn province_counts(&self, p: ProvinceId) -> Vec<i64> {
        let mut counts = vec![0; self.players.len()];
        for s in self.layout().province_sites(p) {
            if let Some(piece) = self.sites[s as usize].filter(|piece| piece.counts()) {
                counts[piece.owner] += 1;
            }
        }
        counts
    }

    /// Every seat tied for the highest count (at least 1) gains the full
    /// value (CC-R19); then the emperor card (CC-R20).
    fn finish_scoring(&mut self) {
        let Some(s) = self.scoring.take() else { return };
        let counts: Vec<i64> = self.province_counts(s.province).iter().zip(&s.bonus).map(|(c, b)| c + b).collect();
        let best = counts.iter().copied().max().unwrap_or(0);
        let winners: Vec<Seat> =
            if best >= 1 { (0..counts.len()).filter(|&i| counts[i] == best).collect() } else { Vec::new() };
        for &w in &winners {
            self.players[w].score += s.value;
        }
        self.log.push(Event::Scored { province: s.province, value: s.value, counts, winners });
        if !self.expanded && self.emperor_left > 0 {
            self.emperor_left -= 1;
            self.provinces[s.province as usize].emperor = true;
            self.log.push(Event::EmperorCard { province: s.province, left: self.emperor_left });
            if self.emperor_left == 0 {
                self.start_expansion();
            }
        }
    }
}
