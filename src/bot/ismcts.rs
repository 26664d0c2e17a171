//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS;
//! Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search",
//! IEEE TCIAIG 2012, algorithm 3).
//!
//! One tree from the searching seat's point of view: its nodes are move
//! sequences, not states. Every iteration deals a fresh determinisation from
//! that seat (`Determinize`) and walks the tree with it: only the children
//! whose move is legal in this deal take part (the "compatible" ones), and
//! each of them counts one more availability, which replaces the parent's
//! visit count in UCB1. Whoever `active()` names chooses at a node (also out of
//! turn), maximising their own reward, so 2-5 players each play for
//! themselves. Chance inside a turn comes from the determinised state's own
//! RNG, which `Determinize` re-draws. Playouts use `Game::playout_move` or
//! `Game::playout_choice` and stop after `Config::depth_cap` (or the game's
//! `playout_cap`) moves, where `Game::evaluate` (or the scores) stands in for
//! the result.

use crate::engine::{Determinize, Game, Seat, Viewer};
use crate::rng::SeededRng;

use super::clock::Clock;
use super::{Budget, Config};

/// One node of the tree: the move that leads here from the parent.
struct Node<M> {
    mv: Option<M>,
    children: Vec<usize>,
    visits: u32,
    /// How often this node's move was legal when its parent was reached.
    available: u32,
    /// Summed reward per seat over the visits.
    reward: Vec<f64>,
    /// Where `mv` stood in the parent's legal moves when last matched: the
    /// first place to look next time (the lists of a perfect-information
    /// game are the same at every visit, so the match costs one comparison).
    slot: usize,
}

/// No child for this legal move (`Tree::found`).
const NONE: usize = usize::MAX;

/// What one search found: the chosen move and how much work it did.
pub struct Search<M> {
    pub mv: M,
    pub iterations: u32,
    /// Visits of the chosen move at the root.
    pub visits: u32,
}

/// Searches for the move of `seat` (who must decide now in `game`). Reads
/// `game` only through `determinize(Viewer::Seat(seat))` (or its inferred
/// form, `Config::inferred`). `None` when the
/// seat has no move (the game is over or someone else decides).
pub fn search<G: Determinize>(game: &G, seat: Seat, config: &Config) -> Option<Search<G::Move>> {
    let mut rng = SeededRng::from_seed(config.seed);
    // Deals come from a copy without the history: cheaper to clone, and
    // still only ever seen through a determinisation from `seat`.
    let mut base = game.clone();
    base.forget_history();
    let game = &base;
    let first = super::deal(game, Viewer::Seat(seat), &mut rng, config.inferred);
    if first.active().first() != Some(&seat) {
        return None;
    }
    if let Some(mv) = first.urgent_move(&mut rng) {
        return Some(Search { mv, iterations: 0, visits: 0 });
    }
    let mut moves = Vec::new();
    first.legal_moves(&mut moves);
    match moves.len() {
        0 => return None,
        1 => return moves.pop().map(|mv| Search { mv, iterations: 0, visits: 0 }),
        _ => {}
    }
    let mut tree = Tree::new(first.players(), config);
    if let Some(k) = config.candidates.filter(|&k| k < moves.len()) {
        tree.root_moves = Some(candidates(&first, seat, moves, k, &mut rng));
    }
    let clock = Clock::start();
    let mut iterations = 0u32;
    let mut state = first;
    loop {
        tree.iterate(state, &mut rng);
        iterations += 1;
        let done = match config.budget {
            Budget::Iterations(n) => iterations >= n.max(1),
            // The clock is read every few iterations: it costs a call into JS in wasm.
            Budget::Millis(ms) => iterations % 8 == 0 && clock.elapsed_ms() >= ms,
        };
        if done {
            break;
        }
        state = super::deal(game, Viewer::Seat(seat), &mut rng, config.inferred);
    }
    tree.best().map(|(mv, visits)| Search { mv, iterations, visits })
}

/// The `k` of `moves` after which `seat` stands best one decision ahead
/// (`greedy::value` in the first deal; ties in an order drawn from `rng`).
fn candidates<G: Game>(first: &G, seat: Seat, mut moves: Vec<G::Move>, k: usize, rng: &mut SeededRng) -> Vec<G::Move> {
    rng.shuffle(&mut moves);
    let mut judged: Vec<(f64, G::Move)> = moves
        .into_iter()
        .map(|mv| {
            let mut after = first.clone();
            after.apply_unchecked(&mv);
            (super::greedy::value(&after, seat), mv)
        })
        .collect();
    // Stable: equal judgements keep the drawn order.
    judged.sort_by(|a, b| b.0.total_cmp(&a.0));
    judged.into_iter().take(k).map(|(_, mv)| mv).collect()
}

struct Tree<'c, M> {
    nodes: Vec<Node<M>>,
    players: usize,
    config: &'c Config,
    moves: Vec<M>,
    /// Per legal move of the current node: its child, or `NONE`.
    found: Vec<usize>,
    path: Vec<usize>,
    /// The only root moves searched (`Config::candidates`), where set.
    root_moves: Option<Vec<M>>,
}

impl<'c, M: Clone + PartialEq> Tree<'c, M> {
    fn new(players: usize, config: &'c Config) -> Self {
        let root =
            Node { mv: None, children: Vec::new(), visits: 0, available: 0, reward: vec![0.0; players], slot: 0 };
        Tree { nodes: vec![root], players, config, moves: Vec::new(), found: Vec::new(), path: Vec::new(), root_moves: None }
    }

    /// Selection and expansion in one determinisation, then a playout and
    /// the backup of its rewards along the path.
    fn iterate<G: Game<Move = M>>(&mut self, mut state: G, rng: &mut SeededRng) {
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        let mut expanded = false;
        while !expanded && !state.is_finished() {
            let Some(&actor) = state.active().first() else { break };
            self.moves.clear();
            state.legal_moves(&mut self.moves);
            if let (0, Some(only)) = (node, &self.root_moves) {
                self.moves.retain(|mv| only.contains(mv));
            }
            if self.moves.is_empty() {
                break;
            }
            let next = match self.untried(node) {
                Some(untried) => {
                    // Expansion: one random move not yet in the tree.
                    expanded = true;
                    let mv = untried[rng.below(untried.len())].clone();
                    self.add_child(node, mv)
                }
                None => self.select(node, actor),
            };
            if let Some(mv) = &self.nodes[next].mv {
                state.apply_unchecked(mv);
            }
            node = next;
            self.path.push(node);
        }
        let reward = self.playout(state, rng);
        for &n in &self.path {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.reward.iter_mut().zip(&reward).for_each(|(sum, r)| *sum += r);
        }
    }

    /// Counts availability for every compatible child and returns the legal
    /// moves that have no child yet (`None` when all are in the tree).
    fn untried(&mut self, node: usize) -> Option<Vec<M>> {
        self.match_children(node);
        let mut untried = Vec::new();
        for (mv, &child) in self.moves.iter().zip(&self.found) {
            match child {
                NONE => untried.push(mv.clone()),
                c => self.nodes[c].available += 1,
            }
        }
        (!untried.is_empty()).then_some(untried)
    }

    /// Pairs `node`'s children with the legal moves in `self.moves`
    /// (`self.found`). Linear in moves + children where the lists keep their
    /// order; a plain search for each child that moved.
    fn match_children(&mut self, node: usize) {
        self.found.clear();
        self.found.resize(self.moves.len(), NONE);
        for i in 0..self.nodes[node].children.len() {
            let c = self.nodes[node].children[i];
            let child = &self.nodes[c];
            let Some(mv) = &child.mv else { continue };
            let at = match self.moves.get(child.slot) {
                Some(m) if m == mv => Some(child.slot),
                _ => self.moves.iter().position(|m| m == mv),
            };
            if let Some(at) = at {
                self.nodes[c].slot = at;
                self.found[at] = c;
            }
        }
    }

    /// Whether `child` (of the node last matched) is legal in this deal.
    fn compatible(&self, child: usize) -> bool {
        self.found.get(self.nodes[child].slot) == Some(&child)
    }

    fn add_child(&mut self, parent: usize, mv: M) -> usize {
        let id = self.nodes.len();
        let slot = self.moves.iter().position(|m| *m == mv).unwrap_or(0);
        self.nodes.push(Node {
            mv: Some(mv),
            children: Vec::new(),
            visits: 0,
            available: 1,
            reward: vec![0.0; self.players],
            slot,
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// UCB1 over the compatible children, with availability in place of the
    /// parent's visits; `actor` maximises its own mean reward.
    fn select(&self, node: usize, actor: Seat) -> usize {
        let c = self.config.exploration;
        let mut best = (f64::NEG_INFINITY, 0);
        for &child in &self.nodes[node].children {
            let n = &self.nodes[child];
            if n.mv.is_none() || !self.compatible(child) {
                continue;
            }
            let visits = n.visits.max(1) as f64;
            let value = n.reward[actor] / visits + c * (ln(n.available.max(1)) / visits).sqrt();
            if value > best.0 {
                best = (value, child);
            }
        }
        best.1
    }

    /// Plays on from `state` with the game's playout policy, at most
    /// `depth_cap` moves, and returns the reward per seat.
    fn playout<G: Game<Move = M>>(&mut self, mut state: G, rng: &mut SeededRng) -> Vec<f64> {
        for _ in 0..self.config.depth_cap.min(state.playout_cap()) {
            if state.is_finished() {
                break;
            }
            if let Some(mv) = state.playout_move(rng) {
                state.apply_unchecked(&mv);
                continue;
            }
            self.moves.clear();
            state.legal_moves(&mut self.moves);
            if self.moves.is_empty() {
                break;
            }
            let pick = match self.config.playout_sample {
                Some(sample) => state.playout_choice_sampled(&self.moves, rng, sample),
                None => state.playout_choice(&self.moves, rng),
            };
            let pick = pick.min(self.moves.len() - 1);
            state.apply_unchecked(&self.moves[pick]);
        }
        super::reward(&state, self.config.margin)
    }

    /// The root's most visited move (the first on a tie).
    fn best(&self) -> Option<(M, u32)> {
        let mut best: Option<&Node<M>> = None;
        for &child in &self.nodes[0].children {
            let n = &self.nodes[child];
            if best.is_none_or(|b| n.visits > b.visits) {
                best = Some(n);
            }
        }
        best.and_then(|n| Some((n.mv.clone()?, n.visits)))
    }
}

/// The natural logarithm from +, *, / alone, so that the search makes the same
/// choices natively and in wasm (the platforms' `ln` may differ in the last
/// bit). n = m * 2^e with m in [1, 2); ln m = 2 atanh((m-1)/(m+1)).
fn ln(n: u32) -> f64 {
    const LN_2: f64 = std::f64::consts::LN_2;
    let e = 31 - n.max(1).leading_zeros();
    let m = n as f64 / (1u64 << e) as f64;
    let z = (m - 1.0) / (m + 1.0);
    let z2 = z * z;
    let (mut term, mut sum) = (z, 0.0);
    for k in 0..14 {
        sum += term / (2 * k + 1) as f64;
        term *= z2;
    }
    e as f64 * LN_2 + 2.0 * sum
}

#[cfg(test)]
mod tests {
    use super::ln;

    #[test]
    fn ln_matches_the_library() {
        for n in [1u32, 2, 3, 7, 100, 1000, 65_535, 1_000_000, u32::MAX] {
            assert!((ln(n) - (n as f64).ln()).abs() < 1e-12, "ln({n})");
        }
    }
}
