//! What the computer players read into a position (issue 34): how close a
//! seat is to being festgesetzt (`danger`, used by `evaluate`), and the
//! playout step that answers an enemy piece on a Grail field or on one of
//! the mover's castle fields (`defence_move`): take it where a piece can
//! reach it, else step onto a free Grail field, else bring a piece nearer;
//! the holder of Grail fields plays on for the rest of them.
//! Without them a playout moved a random piece a random way, so a person
//! who ran riders and soldiers onto the five Grail fields won at once
//! (GC-W2) while the computers never answered.

use std::sync::OnceLock;

use super::board::{Board, BoardRef, FieldId};
use super::movement::{WaySearch, EMPTY};
use super::pieces::{Kind, PieceId};
use super::{GrandConquest, Move};
use crate::rng::SeededRng;

/// What `penalty` fields cost a seat in `evaluate`, in victory points:
/// each one takes 4 movement points a turn (GC-40, GC-43) and brings the
/// seat nearer to festgesetzt at 5 (GC-44: no points, cannot win,
/// GC-A19; all others festgesetzt = a win for the one left, GC-W2), so the
/// fourth weighs far more than the first.
pub(super) fn danger(penalty: usize) -> i64 {
    const DANGER: [i64; 5] = [0, 1, 3, 6, 12];
    DANGER.get(penalty).copied().unwrap_or(50)
}

/// A playout step tries `defence_move` once in this many of its moves
/// (`GrandConquest::playout_move`).
pub(super) const DEFEND_ONE_IN: usize = 2;

/// Steps from each field to the nearest Grail field and to the nearest
/// castle field of each seat, over any link whatever the kind of piece
/// and whatever stands on the way: never more than a piece needs, so a
/// piece farther than its steps left cannot reach one this turn.
struct Reach {
    grail: Vec<u8>,
    castle: [Vec<u8>; 4],
    /// Land steps from field `a` to field `b` at `a * n + b` (n fields),
    /// over the links some land piece may cross, whatever stands there
    /// (`exposure`).
    land: Vec<u8>,
}

impl Reach {
    fn of(board: &Board) -> Reach {
        let n = board.len();
        let mut back: Vec<Vec<FieldId>> = vec![Vec::new(); n];
        for f in 0..n {
            for link in &board.links[f] {
                back[link.to as usize].push(f as FieldId);
            }
        }
        let bfs = |sources: Vec<FieldId>| -> Vec<u8> {
            let mut dist = vec![u8::MAX; n];
            let mut queue = std::collections::VecDeque::new();
            for s in sources {
                dist[s as usize] = 0;
                queue.push_back(s);
            }
            while let Some(f) = queue.pop_front() {
                let d = dist[f as usize];
                for &g in &back[f as usize] {
                    if dist[g as usize] == u8::MAX {
                        dist[g as usize] = d.saturating_add(1).min(u8::MAX - 1);
                        queue.push_back(g);
                    }
                }
            }
            dist
        };
        Reach {
            grail: bfs(board.grail_fields().collect()),
            castle: [0, 1, 2, 3].map(|seat| bfs(board.castle_fields(seat).collect())),
            land: Reach::land_steps(board),
        }
    }

    /// `land`: a walk from every field over links that a Soldier, Elephant,
    /// Rider or Chariot may cross.
    fn land_steps(board: &Board) -> Vec<u8> {
        let n = board.len();
        let walkers = Kind::Soldier.bit() | Kind::Elephant.bit() | Kind::Rider.bit() | Kind::Chariot.bit();
        let mut steps = vec![u8::MAX; n * n];
        let mut queue = std::collections::VecDeque::new();
        for from in 0..n {
            let row = &mut steps[from * n..(from + 1) * n];
            row[from] = 0;
            queue.push_back(from);
            while let Some(f) = queue.pop_front() {
                let d = row[f];
                for link in board.links[f].iter().filter(|l| l.kinds & walkers != 0) {
                    let to = link.to as usize;
                    if row[to] == u8::MAX {
                        row[to] = d.saturating_add(1).min(u8::MAX - 1);
                        queue.push_back(to);
                    }
                }
            }
        }
        steps
    }

    /// `f` with the shipped map's distances (worked out once) or `board`'s.
    fn with<R>(board: &BoardRef, f: impl FnOnce(&Reach) -> R) -> R {
        static STANDARD: OnceLock<Reach> = OnceLock::new();
        match board {
            BoardRef::Standard => f(STANDARD.get_or_init(|| Reach::of(Board::standard()))),
            BoardRef::Custom(b) => f(&Reach::of(b)),
        }
    }
}

/// What an imminent GC-W2 costs each seat but the holder in `evaluate`
/// (`GrandConquest::grail_threat`): about what a fifth penalty field
/// costs, since that is what the holder is about to give each of them.
pub(super) const THREAT: i64 = 20;

/// A playout's piece with a take among its ways takes (one at random)
/// unless one in this many times (`GrandConquest::playout_move`).
pub(super) const TAKE_ONE_IN: usize = 4;

/// What a land piece left alone within an enemy's reach costs its seat in
/// `evaluate`, in tenths of a victory point (`exposure`), and how many of
/// a seat's count at most.
const EXPOSED: i64 = 5;
const EXPOSED_MAX: usize = 2;

/// Soldiers and Riders of a seat that count towards its hold on the Grail
/// (`grail_presence`), and the steps within which one counts at all.
const PRESENCE_PIECES: usize = 3;
const PRESENCE_STEPS: u8 = 20;
/// Tenths of a victory point per step nearer.
const PRESENCE_WEIGHT: i64 = 3;

impl GrandConquest {
    /// A seat's way into the Grail, in tenths of a victory point: its
    /// `PRESENCE_PIECES` Soldiers and Riders nearest to a Grail field (on
    /// one: nearest of all), each worth more the fewer steps it needs
    /// (`PRESENCE_WEIGHT` tenths a step, nothing from `PRESENCE_STEPS` on). Only a
    /// seat with a piece of its own there can stop another from holding all
    /// five (GC-W2), and from far away it comes too late: a player who holds
    /// three Grail fields leaves the others 8 points a turn, at four only 4
    /// (GC-43).
    pub(super) fn grail_presence(&self) -> Vec<i64> {
        Reach::with(&self.board, |reach| {
            let mut near = vec![[0i64; PRESENCE_PIECES]; self.seats.len()];
            for (p, piece) in self.pieces.iter().enumerate() {
                if !matches!(piece.kind, Kind::Soldier | Kind::Rider) || !piece.on_board() {
                    continue;
                }
                let Some(f) = self.field_of(p as PieceId) else { continue };
                let worth = PRESENCE_WEIGHT * PRESENCE_STEPS.saturating_sub(reach.grail[f as usize]) as i64;
                // keep the seat's largest few, smallest last
                let best = &mut near[piece.owner as usize];
                if worth > best[PRESENCE_PIECES - 1] {
                    best[PRESENCE_PIECES - 1] = worth;
                    best.sort_unstable_by(|a, b| b.cmp(a));
                }
            }
            near.iter().map(|best| best.iter().sum()).collect()
        })
    }

    /// Per seat, what its land pieces standing alone in an enemy's reach
    /// cost it, in tenths of a victory point: a top piece that an enemy
    /// land piece reaches within its range (and may take, GC-21) while no
    /// other piece of its own stands within 2 steps to take back (the
    /// Abtausch, GC-30, GC-31) is worth `EXPOSED`, at most `EXPOSED_MAX`
    /// of them a seat. Steps are counted over the land links whatever
    /// stands on the way. Pieces that stand together trade a take for a
    /// take; one that stands alone is taken for nothing, and a plan that
    /// keeps its pieces together won on the pieces it took that way.
    pub(super) fn exposure(&self) -> Vec<i64> {
        let board = self.board.get();
        let n = board.len();
        let occ = self.occupancy();
        let tops: Vec<(usize, PieceId)> =
            (0..n).filter(|&f| occ[f] != EMPTY && !self.pieces[occ[f] as usize].kind.is_vessel()).map(|f| (f, occ[f])).collect();
        Reach::with(&self.board, |reach| {
            let mut alone = vec![0usize; self.seats.len()];
            for &(f, p) in &tops {
                let owner = self.pieces[p as usize].owner;
                let mut threatened = false;
                let mut covered = false;
                for &(g, q) in &tops {
                    let other = &self.pieces[q as usize];
                    let steps = reach.land[g * n + f];
                    if other.owner == owner {
                        covered |= q != p && steps <= 2;
                    } else {
                        threatened |= steps <= other.kind.range() && self.can_take(q, p);
                    }
                }
                if threatened && !covered {
                    alone[owner as usize] += 1;
                }
            }
            alone.iter().map(|&a| EXPOSED * a.min(EXPOSED_MAX) as i64).collect()
        })
    }

    /// GC-W2 in view: the one seat that holds Grail fields (one or more,
    /// none held by anyone else) while enough of its Soldiers and Riders
    /// stand within their range of the Grail to fill the rest in one turn
    /// (each a step of its own; the points are not counted). Such a seat
    /// may have every other player festgesetzt at its next turn, and only
    /// a piece of another seat on a Grail field, or fewer pieces near it,
    /// stops it.
    pub(super) fn grail_threat(&self) -> Option<usize> {
        let board = self.board.get();
        let occ = self.occupancy();
        let mut holder = None;
        let mut held = 0;
        for f in board.grail_fields() {
            let top = occ[f as usize];
            if top == EMPTY {
                continue;
            }
            let owner = self.pieces[top as usize].owner as usize;
            match holder {
                None => holder = Some(owner),
                Some(h) if h != owner => return None,
                Some(_) => {}
            }
            held += 1;
        }
        let w = holder?;
        if held == 0 || self.penalty_with(&occ, w) >= 5 {
            return None;
        }
        Reach::with(&self.board, |reach| {
            let near = self
                .pieces
                .iter()
                .filter(|p| p.owner as usize == w && matches!(p.kind, Kind::Soldier | Kind::Rider))
                .filter_map(|p| match p.place {
                    super::pieces::Place::Field(f) if !board.field(f).grail => Some((f, p.kind.range())),
                    super::pieces::Place::Aboard(_) => None,
                    _ => None,
                })
                .filter(|&(f, range)| reach.grail[f as usize] <= range)
                .count();
            (held + near >= 5).then_some(w)
        })
    }

    /// The answer of the active seat to another holding more Grail fields
    /// than it does, or coming near the Grail while it has no guard there
    /// (`grail_unguarded`): `defence_move` (a take there, a step onto a free
    /// Grail field, the piece that gets nearest). `None` otherwise, or
    /// when no piece can help: the search decides. Every Grail field
    /// another holds costs the seat 4 points a turn (GC-43) and one holder
    /// of all five wins (GC-W2): a search that gives each of its hundreds
    /// of moves a few visits does not see that in time.
    pub(super) fn grail_answer(&self, rng: &mut SeededRng) -> Option<Move> {
        if self.result.is_some() || self.pending.is_some() {
            return None;
        }
        let own = self.seat() as u8;
        let board = self.board.get();
        let occ = self.occupancy();
        let mut held = [0usize; 4];
        for f in board.grail_fields().filter(|&f| occ[f as usize] != EMPTY) {
            held[self.pieces[occ[f as usize] as usize].owner as usize] += 1;
        }
        let most_of_others = (0..4u8).filter(|&s| s != own).map(|s| held[s as usize]).max().unwrap_or(0);
        if most_of_others <= held[own as usize] && !self.grail_unguarded(own) {
            return None;
        }
        self.defence_move(rng, true)
    }

    /// Whether an enemy Soldier or Rider has come within `ALERT` steps of
    /// the Grail while no Soldier or Rider of `own` stands within `GUARD`
    /// (a Rider's range): then the seat sets out before the Grail is held,
    /// since from home it comes too late once it is.
    fn grail_unguarded(&self, own: u8) -> bool {
        const ALERT: u8 = 8;
        const GUARD: u8 = 6;
        Reach::with(&self.board, |reach| {
            let mut enemy = false;
            for (p, piece) in self.pieces.iter().enumerate() {
                if !matches!(piece.kind, Kind::Soldier | Kind::Rider) || !piece.on_board() {
                    continue;
                }
                let Some(f) = self.field_of(p as PieceId) else { continue };
                let steps = reach.grail[f as usize];
                if piece.owner == own && steps <= GUARD {
                    return false;
                }
                enemy |= piece.owner != own && steps <= ALERT;
            }
            enemy
        })
    }

    /// A playout step of the active seat against an enemy piece on a Grail
    /// field or on one of its own castle fields, or for the Grail fields
    /// not yet its own once anyone stands there: a take of such a piece by
    /// a piece that reaches it this turn (one at random), else a step onto
    /// a free Grail field, else the way of one own piece (drawn at random
    /// among those that may go there) that ends nearest to such a field.
    /// `None` when no enemy stands there or nothing helps: the caller
    /// plays a random move. Only moves `check` accepts.
    pub(super) fn defence_move(&self, rng: &mut SeededRng, thorough: bool) -> Option<Move> {
        let seat = self.seat();
        let own = seat as u8;
        let board = self.board.get();
        let occ = self.occupancy();
        let enemy_on = |f: FieldId| occ[f as usize] != EMPTY && self.pieces[occ[f as usize] as usize].owner != own;
        // Every seat plays for the Grail while a field of it is not its
        // own: the others to take it back, a holder to complete it
        // (GC-W2), so that the search sees who gets there first.
        let grail_hot = board.grail_fields().any(|f| occ[f as usize] == EMPTY || enemy_on(f));
        let castle_hot = board.castle_fields(seat).any(enemy_on);
        if !grail_hot && !castle_hot {
            return None;
        }
        let remaining = self.remaining();
        if remaining == 0 {
            return None;
        }
        Reach::with(&self.board, |reach| {
            let mut takes: Vec<Move> = Vec::new();
            let mut steps_on: Vec<Move> = Vec::new();
            // pieces that cannot reach a field this turn but may go nearer
            let mut nearer: Vec<(PieceId, u8)> = Vec::new();
            let mut search = WaySearch::default();
            let mut ways = Vec::new();
            for p in self.ids() {
                let piece = &self.pieces[p as usize];
                if piece.owner != own || !piece.on_board() || piece.kind.is_vessel() {
                    continue;
                }
                let limit = piece.kind.range().saturating_sub(piece.used).min(remaining);
                let Some(at) = self.field_of(p) else { continue };
                if limit == 0 {
                    continue;
                }
                // GC-42: only Soldiers and Riders enter Grail fields.
                let grail = grail_hot && matches!(piece.kind, Kind::Soldier | Kind::Rider);
                let grail_reach = grail && reach.grail[at as usize] <= limit;
                let castle_reach = castle_hot && reach.castle[seat][at as usize] <= limit;
                if !grail_reach && !castle_reach {
                    if grail || castle_hot {
                        nearer.push((p, limit));
                    }
                    continue;
                }
                ways.clear();
                self.ways(&occ, p, limit, &mut search, &mut ways);
                for &(to, _) in &ways {
                    let field = board.field(to);
                    let target = (grail_reach && field.grail) || (castle_reach && field.castle_of == Some(own));
                    if !target {
                        continue;
                    }
                    if enemy_on(to) {
                        if !self.risky_refused(p, to, false) {
                            takes.push(Move::Go { piece: p, to, waive: false });
                        }
                    } else if occ[to as usize] == EMPTY && field.grail {
                        steps_on.push(Move::Go { piece: p, to, waive: false });
                    }
                }
                if takes.is_empty() && steps_on.is_empty() {
                    nearer.push((p, limit));
                }
            }
            if !takes.is_empty() {
                return Some(takes[rng.below(takes.len())]);
            }
            if !steps_on.is_empty() {
                return Some(steps_on[rng.below(steps_on.len())]);
            }
            if nearer.is_empty() {
                return None;
            }
            // A playout moves one piece drawn at random; the seat's own
            // answer (`thorough`) moves the piece that gets nearest, so
            // that the first to arrive goes first.
            let pick = if thorough { 0..nearer.len() } else { let i = rng.below(nearer.len()); i..i + 1 };
            rng.shuffle(&mut nearer);
            let mut best: Option<(u8, Move)> = None;
            for &(p, limit) in &nearer[pick] {
                let kind = self.pieces[p as usize].kind;
                let grail = grail_hot && matches!(kind, Kind::Soldier | Kind::Rider);
                let gap = |f: FieldId| {
                    let g = if grail { reach.grail[f as usize] } else { u8::MAX };
                    let c = if castle_hot { reach.castle[seat][f as usize] } else { u8::MAX };
                    g.min(c)
                };
                let Some(at) = self.field_of(p) else { continue };
                ways.clear();
                self.ways(&occ, p, limit, &mut search, &mut ways);
                for &(to, _) in &ways {
                    // a take on the way is left to the random moves (risky takes)
                    if occ[to as usize] != EMPTY || gap(to) >= gap(at) {
                        continue;
                    }
                    if best.as_ref().is_none_or(|(g, _)| gap(to) < *g) {
                        best = Some((gap(to), Move::Go { piece: p, to, waive: false }));
                    }
                }
            }
            best.map(|(_, mv)| mv)
        })
    }
}
