//! Determinisations: what a seat cannot see, dealt again for the bots.
//!
//! A seat knows every token it ever drew and every token under one it laid
//! (DK-R22); the rest of each colour (face-down tokens on the board, the
//! others' active supplies, every passive supply's order) is dealt again.
//! `Deal::Uniform` shuffles those tokens among their places; `Deal::Inferred`
//! weighs each place of another colour by where it is, because players lay
//! Chinese warriors in China and Mongol riders in Mongolia (DK-R48: +3 there,
//! -3 on the other side). Both are canonical: the places come in an order
//! the viewer sees, the tokens from their sorted ids, so two states the
//! viewer cannot tell apart give the same deal for the same rng.

use super::board::Side;
use super::tokens::{self, Kind, TokenId};
use super::{DschingisKhan, TokenSet, VillageId};
use crate::engine::Viewer;
use crate::rng::SeededRng;

/// How the unknown tokens are dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deal {
    Uniform,
    Inferred,
}

/// Where an unknown token lies, as the viewer sees the place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// On top of a stack (it controls the village), on this side.
    Top(Side),
    /// Under another token, on this side.
    Under(Side),
    /// In an active supply: drawn, not yet laid.
    Hand,
    /// A passive supply or out of the game: nothing to read.
    Elsewhere,
}

impl Place {
    /// The weight (times 10) of each kind at this place, in `Kind::ALL`
    /// order (C, M, P, X, H). Measured: in 8 games of `mcts:3000` against
    /// itself (seeds 9000-9003 and 9100-9103), at every decision, each
    /// face-down token of the other seat the decider could not know, by
    /// place: how much more often than its share of the colour (5/17 for C,
    /// M and P, 1/17 for X and H) each kind lay there. On top in China, 55%
    /// were Chinese and 5% Mongol; under a token, herbs were 4x as common
    /// as their share; in hand, plague and herb twice (they are held back).
    /// `Elsewhere` is even. A human player who lays tokens to score plays
    /// much like this.
    const fn weights(self) -> [u32; 5] {
        match self {
            Place::Top(Side::China) => [19, 2, 11, 8, 5],
            Place::Under(Side::China) => [13, 8, 6, 1, 37],
            Place::Top(Side::Mongolia) => [2, 17, 11, 9, 7],
            Place::Under(Side::Mongolia) => [7, 13, 10, 1, 17],
            Place::Hand => [11, 9, 5, 20, 24],
            Place::Elsewhere => [10, 10, 10, 10, 10],
        }
    }
}

impl DschingisKhan {
    /// A determinisation for `viewer` (see `Determinize`); the rng is
    /// re-seeded too.
    pub(super) fn deal(&self, viewer: Viewer, rng: &mut SeededRng, how: Deal) -> Self {
        let mut game = self.clone();
        let total = self.players.len() * tokens::PER_COLOUR;
        let known = self.known_to(viewer);
        let mut to: Vec<TokenId> = (0..total as TokenId).collect();
        // Unknown tokens are taken in board order (places the viewer sees)
        // and re-dealt from their sorted ids, so the deal depends only on what
        // the viewer knows and on `rng` (canonical).
        let places: Vec<TokenId> = self
            .stacks
            .iter()
            .flatten()
            .chain(self.players.iter().flat_map(|p| p.passive.iter().chain(&p.active).chain(&p.lost)))
            .copied()
            .collect();
        let place_of_token = if how == Deal::Inferred { self.places_by_token() } else { Vec::new() };
        let mut placed = vec![false; total];
        places.iter().for_each(|&t| placed[t as usize] = true);
        for seat in 0..self.players.len() {
            let mut unknown: Vec<TokenId> =
                places.iter().copied().filter(|&t| tokens::owner_of(t) == seat && !known.contains(t)).collect();
            // Tokens in no place (none today) keep a fixed order at the end.
            unknown.extend(tokens::colour(seat).filter(|&t| !known.contains(t) && !placed[t as usize]));
            if how == Deal::Inferred && viewer != Viewer::Seat(seat) {
                deal_inferred(&unknown, &place_of_token, rng, &mut to);
                continue;
            }
            let mut dealt = unknown.clone();
            dealt.sort_unstable();
            rng.shuffle(&mut dealt);
            for (&old, &new) in unknown.iter().zip(&dealt) {
                to[old as usize] = new;
            }
        }
        let map = |t: &mut TokenId| *t = to[*t as usize];
        game.stacks.iter_mut().flatten().for_each(map);
        for p in &mut game.players {
            p.passive.iter_mut().chain(p.active.iter_mut()).chain(p.lost.iter_mut()).for_each(map);
            let mut known = TokenSet::default();
            p.known.iter().for_each(|t| known.insert(to[t as usize]));
            p.known = known;
        }
        game.rng = SeededRng::from_seed(rand::RngCore::next_u64(rng));
        game
    }

    /// Where each token lies (by id), as any seat sees it.
    fn places_by_token(&self) -> Vec<Place> {
        let mut places = vec![Place::Elsewhere; self.players.len() * tokens::PER_COLOUR];
        for (v, stack) in self.stacks.iter().enumerate() {
            let side = self.side(v as VillageId);
            for (i, &t) in stack.iter().enumerate() {
                places[t as usize] = if i + 1 == stack.len() { Place::Top(side) } else { Place::Under(side) };
            }
        }
        for &t in self.players.iter().flat_map(|p| &p.active) {
            places[t as usize] = Place::Hand;
        }
        places
    }
}

/// One colour's `unknown` tokens (in board order) dealt by their places'
/// weights (`places`, by token id): the places that say something first
/// (stacks, then hands, in board order), each drawing a kind by weight times
/// how many of that kind are left, then the rest in a shuffled order. A
/// token of the drawn kind is the lowest id of that kind still to deal.
fn deal_inferred(unknown: &[TokenId], places: &[Place], rng: &mut SeededRng, to: &mut [TokenId]) {
    let mut pool: Vec<TokenId> = unknown.to_vec();
    pool.sort_unstable();
    let mut order: Vec<(TokenId, Place)> = Vec::with_capacity(unknown.len());
    let mut rest: Vec<TokenId> = Vec::new();
    for &t in unknown {
        match places[t as usize] {
            Place::Elsewhere => rest.push(t),
            place => order.push((t, place)),
        }
    }
    rng.shuffle(&mut rest);
    order.extend(rest.into_iter().map(|t| (t, Place::Elsewhere)));
    let mut left = [0u32; 5];
    pool.iter().for_each(|&t| left[tokens::kind_of(t).index()] += 1);
    for (old, place) in order {
        let weights = place.weights();
        let odds: [u32; 5] = std::array::from_fn(|k| weights[k] * left[k]);
        let kind = pick(&odds, rng);
        let at = pool.iter().position(|&t| tokens::kind_of(t) == kind).unwrap_or(0);
        left[tokens::kind_of(pool[at]).index()] -= 1;
        to[old as usize] = pool.remove(at);
    }
}

/// A kind drawn with these odds (integers, so natively and in wasm alike);
/// the pool is never empty where this is called, so some odds are positive.
fn pick(odds: &[u32; 5], rng: &mut SeededRng) -> Kind {
    let total: u32 = odds.iter().sum();
    let mut r = rng.below(total.max(1) as usize) as u32;
    for (k, &w) in odds.iter().enumerate() {
        if r < w {
            return Kind::ALL[k];
        }
        r -= w;
    }
    Kind::ALL[odds.iter().rposition(|&w| w > 0).unwrap_or(0)]
}
