//! What the search's playouts know of Chinesische Mauer. Random playouts
//! lay cards anywhere and draw at random, so a search over them hardly
//! tells a lead bought in time from a card thrown away: the page's normal
//! level lost about half its games to a person who simply bids for the
//! highest fame tile. Here each playout step takes, of a few sampled moves,
//! the one after which the mover's prospects stand best (BENCHMARKS.md,
//! "Opponents that see the plans coming").

use super::{Card, ChinesischeMauer, Kind, Move, PlacedTile, Section};
use crate::engine::{best_of_sample_by, score_estimate, score_estimate_of, Game};
use crate::rng::SeededRng;

/// Moves judged per playout step (4 and 6 played alike; 4 costs less), unless
/// a level asks for more (`sample`: strong at three players weighs 12).
pub(super) const SAMPLE: usize = 4;
/// `score_estimate`'s scale for prospects in quarter fame points.
const SCALE: f64 = 20.0;
/// What leading for a section's best open tile is worth in playouts, in
/// quarters of the tile. At half (2), playout players let a lead go
/// cheaply and the search trusted them the more the longer it searched: at
/// three players a person bidding for the highest tile won 21 of 100
/// games against two normal computers, 27.5 against twice the iterations;
/// at three quarters they fight for leads as people do (BENCHMARKS.md,
/// "Chinesische Mauer: playouts that fight for the lead").
const LEAD: i64 = 3;
/// Most players at a table (CM-01).
const MAX_PLAYERS: usize = 5;

impl ChinesischeMauer {
    /// Each seat's prospects in quarter fame points: tiles won and tiles
    /// lying on its own cards (they go to it at the section's second
    /// scoring, CM-19) in full, an open tile it leads for now at three
    /// quarters (`LEAD`: it scores at the start of its turn unless
    /// overtaken, CM-14, CM-16), and a quarter point a card in hand (what
    /// later leads are bought with).
    fn prospects(&self, out: &mut [i64]) {
        for (seat, p) in self.players.iter().enumerate() {
            out[seat] = 4 * p.fame() + p.hand.len() as i64;
        }
        for s in self.sections.iter().filter(|s| !s.closed) {
            section_prospects(s, self.players.len(), out, 1);
        }
    }

    /// `Game::playout_estimate`: each seat's prospects as a smooth win
    /// estimate (its lead over the best other seat, `SCALE` quarter points
    /// making a quarter of the way).
    pub(super) fn prospect_estimate(&self) -> Vec<f64> {
        let players = self.players.len().min(MAX_PLAYERS);
        let mut now = [0i64; MAX_PLAYERS];
        self.prospects(&mut now[..players]);
        score_estimate(&now[..players], SCALE)
    }

    /// `Game::playout_choice`: the best of `sample` moves by the mover's
    /// prospects right after it. A move changes one section and the
    /// mover's hand, so only those are judged anew (no copy of the state:
    /// the playouts judge `sample` moves a step; the scorings that follow a
    /// turn's end are left to the playout itself).
    pub(super) fn playout_step(&self, moves: &[Move], rng: &mut SeededRng, sample: usize) -> usize {
        let Some(&actor) = self.active().first() else { return rng.below(moves.len()) };
        let players = self.players.len().min(MAX_PLAYERS);
        let mut now = [0i64; MAX_PLAYERS];
        self.prospects(&mut now[..players]);
        let mut after = [0i64; MAX_PLAYERS];
        best_of_sample_by(moves.len(), rng, sample, |i| {
            after = now;
            self.prospects_after(&moves[i], actor, &mut after[..players]);
            Some(score_estimate_of(&after[..players], actor, SCALE))
        })
    }

    /// `prospects` after `mv` of `actor`, from `out` holding them before.
    fn prospects_after(&self, mv: &Move, actor: usize, out: &mut [i64]) {
        let players = self.players.len();
        let changed = |section: usize, out: &mut [i64], change: &dyn Fn(&mut Section)| {
            let mut s = self.sections[section].clone();
            section_prospects(&s, players, out, -1);
            change(&mut s);
            section_prospects(&s, players, out, 1);
        };
        let card = |kind| Card { owner: actor as u8, kind };
        match *mv {
            Move::Draw => out[actor] += 1,
            Move::Play { kind, count, section } => {
                out[actor] -= count as i64;
                changed(section, out, &|s| (0..count).for_each(|_| s.push(card(kind))));
            }
            Move::Ride { count, section } => {
                out[actor] -= count as i64;
                changed(section, out, &|s| (0..count).for_each(|_| s.push(card(Kind::Horseman))));
            }
            Move::Cover { section, stack } => {
                out[actor] -= 1;
                changed(section, out, &|s| s.cover(stack, card(Kind::Dragon)));
            }
            Move::PlaceTile { section, tile, stack } => changed(section, out, &|s| {
                if let Some(at) = s.open.iter().position(|&t| t == tile) {
                    s.open.remove(at);
                }
                s.placed = Some(PlacedTile { value: tile, stack });
            }),
        }
    }
}

/// Adds `sign` times what section `s` gives each seat in `prospects`: the
/// tile on a card to the card's owner, `LEAD` quarters of the best open
/// tile to the seat leading.
fn section_prospects(s: &Section, players: usize, out: &mut [i64], sign: i64) {
    if let Some(t) = s.placed {
        out[s.stacks[t.stack].top.owner as usize] += sign * 4 * t.value as i64;
    }
    if let Some(leader) = s.leader(players) {
        out[leader] += sign * LEAD * prize(s) as i64;
    }
}

/// The best open tile of a section (0 once none is open).
fn prize(s: &Section) -> u8 {
    s.open.iter().copied().max().unwrap_or(0)
}
