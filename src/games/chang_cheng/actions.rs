//! The five actions (CC-R1..R12, R29): where pieces and cards may go, the
//! tower reservation, the duty to complete an action, placing and peeking.

use super::board::{ProvinceId, SiteId};
use super::moves::{Action, Card, CcError, Move};
use super::view::Event;
use super::{ChangCheng, Piece, PieceKind, PlacedCard, Step};
use crate::engine::Seat;

/// Per site: the seats it is reserved for (bit per seat), 0 = open to all.
type Reservations = [u8; 48];

/// Per province: how many sites the deciding player may build on.
type Counts = [u8; 12];

impl ChangCheng {
    pub fn free(&self, s: SiteId) -> bool {
        self.sites[s as usize].is_none()
    }

    fn tower_owner(&self, s: Option<SiteId>) -> Option<Seat> {
        let piece = self.sites[s? as usize]?;
        (piece.kind == PieceKind::Tower).then_some(piece.owner)
    }

    /// A tower's last free neighbour is reserved for its owner (CC-R11);
    /// `extra` is a site treated as taken (looking one wall ahead).
    fn reservations(&self, extra: Option<SiteId>) -> Reservations {
        let layout = self.layout();
        let mut out = [0; 48];
        let free = |s: SiteId| self.free(s) && Some(s) != extra;
        for t in 0..self.sites.len() as SiteId {
            let Some(owner) = self.tower_owner(Some(t)) else { continue };
            let west = layout.west(t).filter(|&s| free(s));
            let east = layout.east(t).filter(|&s| free(s));
            if let (Some(only), None) | (None, Some(only)) = (west, east) {
                out[only as usize] |= 1 << owner;
            }
        }
        out
    }

    /// Free and not reserved against `seat` (CC-R4, R11): a site reserved
    /// for several tower owners is open to each of them (CC-A6).
    fn allowed_in(&self, r: &Reservations, s: SiteId, seat: Seat) -> bool {
        self.free(s) && (r[s as usize] == 0 || r[s as usize] & (1 << seat) != 0)
    }

    /// Per site, the seats it is reserved for (bit per seat; 0 = open).
    pub fn reserved_sites(&self) -> Vec<u8> {
        self.reservations(None)[..self.sites.len()].to_vec()
    }

    /// Whether `seat` may put a piece on `s` now.
    pub fn allowed(&self, s: SiteId, seat: Seat) -> bool {
        self.allowed_in(&self.reservations(None), s, seat)
    }

    fn site_error(&self, s: SiteId, seat: Seat) -> Result<(), CcError> {
        if s as usize >= self.sites.len() {
            Err(CcError::NoSuchSite { site: s })
        } else if !self.free(s) {
            Err(CcError::SiteTaken { site: s })
        } else if !self.allowed(s, seat) {
            Err(CcError::Reserved { site: s })
        } else {
            Ok(())
        }
    }

    fn counts(&self, r: &Reservations, seat: Seat) -> Counts {
        let layout = self.layout();
        let mut counts = [0; 12];
        for s in 0..self.sites.len() as SiteId {
            if self.allowed_in(r, s, seat) {
                counts[layout.province_of(s) as usize] += 1;
            }
        }
        counts
    }

    pub fn complete(&self, p: ProvinceId) -> bool {
        self.layout().province_sites(p).all(|s| !self.free(s))
    }

    fn incomplete_provinces(&self) -> impl Iterator<Item = ProvinceId> + '_ {
        (0..self.provinces.len() as ProvinceId).filter(|&p| !self.complete(p))
    }

    /// After a wall on `x`, may `seat` still put one into another province?
    /// Only `x` and the far neighbours of towers next to it can change.
    fn second_wall_after(&self, r: &Reservations, counts: &Counts, x: SiteId, seat: Seat) -> bool {
        let layout = self.layout();
        let px = layout.province_of(x);
        let mut counts = *counts;
        let towers =
            [layout.west(x), layout.east(x)].into_iter().flatten().filter(|&t| self.tower_owner(Some(t)).is_some());
        let mut after: Option<Reservations> = None;
        for t in towers {
            for y in [layout.west(t), layout.east(t)].into_iter().flatten().filter(|&y| y != x) {
                let after = after.get_or_insert_with(|| self.reservations(Some(x)));
                if self.allowed_in(r, y, seat) && !self.allowed_in(after, y, seat) {
                    counts[layout.province_of(y) as usize] -= 1;
                }
            }
        }
        (0..self.provinces.len()).any(|q| q != px as usize && counts[q] > 0)
    }

    fn has_double_site(&self, r: &Reservations, seat: Seat) -> bool {
        let layout = self.layout();
        (0..self.sites.len() as SiteId)
            .any(|s| self.allowed_in(r, s, seat) && layout.east(s).is_some_and(|e| self.allowed_in(r, e, seat)))
    }

    fn tower_site(&self, r: &Reservations, s: SiteId, seat: Seat) -> bool {
        let layout = self.layout();
        self.allowed_in(r, s, seat)
            && self.tower_owner(layout.west(s)).is_none()
            && self.tower_owner(layout.east(s)).is_none()
    }

    /// An action may be chosen when at least one of its parts can be done (CC-R29).
    pub fn action_possible(&self, seat: Seat, action: Action) -> bool {
        let p = &self.players[seat];
        let r = self.reservations(None);
        match action {
            Action::Walls => p.walls > 0 && (0..self.sites.len() as SiteId).any(|s| self.allowed_in(&r, s, seat)),
            Action::Cards | Action::CardWall => !p.hand.is_empty() && self.incomplete_provinces().next().is_some(),
            Action::Double => p.double && self.has_double_site(&r, seat),
            Action::Tower => p.tower && (0..self.sites.len() as SiteId).any(|s| self.tower_site(&r, s, seat)),
        }
    }

    /// A player who can do no part of any action is skipped (CC-R29).
    pub fn can_act(&self, seat: Seat) -> bool {
        Action::ALL.into_iter().any(|a| self.action_possible(seat, a))
    }

    /// Whether the current action still has a part to do.
    pub(super) fn action_open(&self) -> bool {
        let mut moves = Vec::new();
        self.action_moves(&mut moves);
        !moves.is_empty()
    }

    pub(super) fn action_moves(&self, out: &mut Vec<Move>) {
        let seat = self.turn;
        let player = &self.players[seat];
        let layout = self.layout();
        let r = self.reservations(None);
        let sites = 0..self.sites.len() as SiteId;
        match self.step {
            Step::Choose => out.extend(
                Action::ALL
                    .into_iter()
                    .filter(|&a| self.action_possible(seat, a))
                    .map(|action| Move::Action { action }),
            ),
            Step::Walls { left, first } if player.walls > 0 => {
                let counts = self.counts(&r, seat);
                let both = left == 2
                    && player.walls >= 2
                    && sites
                        .clone()
                        .any(|x| self.allowed_in(&r, x, seat) && self.second_wall_after(&r, &counts, x, seat));
                for s in sites {
                    if self.allowed_in(&r, s, seat)
                        && Some(layout.province_of(s)) != first
                        && (!both || self.second_wall_after(&r, &counts, s, seat))
                    {
                        out.push(Move::Wall { site: s });
                    }
                }
            }
            Step::Cards { first, .. } => {
                for province in self.incomplete_provinces().filter(|&p| Some(p) != first) {
                    out.extend(player.hand.iter().map(|&card| Move::Card { card, province }));
                }
            }
            Step::CardWall { province: None } => {
                let targets = self.card_wall_targets(&r);
                for province in self.incomplete_provinces().filter(|&p| targets.is_none_or(|t| t[p as usize] > 0)) {
                    out.extend(player.hand.iter().map(|&card| Move::Card { card, province }));
                }
            }
            Step::CardWall { province: Some(p) } if player.walls > 0 => out.extend(
                layout.province_sites(p).filter(|&s| self.allowed_in(&r, s, seat)).map(|site| Move::Wall { site }),
            ),
            Step::Double if player.double => out.extend(
                sites
                    .filter(|&s| {
                        self.allowed_in(&r, s, seat) && layout.east(s).is_some_and(|e| self.allowed_in(&r, e, seat))
                    })
                    .map(|site| Move::Double { site }),
            ),
            Step::Tower if player.tower => {
                out.extend(sites.filter(|&s| self.tower_site(&r, s, seat)).map(|site| Move::Tower { site }))
            }
            _ => {}
        }
    }

    /// C+W: the provinces where the wall can follow the card, if there are
    /// any (then the card must go to one of them, CC-R29); `None` when the
    /// wall can follow nowhere (the card alone).
    fn card_wall_targets(&self, r: &Reservations) -> Option<Counts> {
        let seat = self.turn;
        if self.players[seat].walls == 0 {
            return None;
        }
        let counts = self.counts(r, seat);
        counts.iter().any(|&c| c > 0).then_some(counts)
    }

    pub(super) fn check_action_move(&self, mv: &Move) -> Result<(), CcError> {
        let seat = self.turn;
        let layout = self.layout();
        match (self.step, *mv) {
            (Step::Choose, Move::Action { action }) => {
                if self.action_possible(seat, action) {
                    Ok(())
                } else {
                    Err(CcError::ActionImpossible { action })
                }
            }
            (Step::Walls { left: 1, first: None }, _) if self.turns == 0 && !matches!(mv, Move::Wall { .. }) => {
                Err(CcError::FirstTurn)
            }
            (Step::Walls { first, .. }, Move::Wall { site }) => {
                if self.players[seat].walls == 0 {
                    return Err(CcError::NoWallsLeft);
                }
                self.site_error(site, seat)?;
                let p = layout.province_of(site);
                if Some(p) == first {
                    return Err(CcError::SameProvince { province: p });
                }
                self.legal_or(mv, CcError::SpoilsAction { site })
            }
            (Step::Cards { first, .. } | Step::CardWall { province: first @ None }, Move::Card { card, province }) => {
                if !self.players[seat].hand.contains(&card) {
                    return Err(CcError::CardNotInHand { card });
                }
                if province as usize >= self.provinces.len() {
                    return Err(CcError::NoSuchProvince { province });
                }
                if self.complete(province) {
                    return Err(CcError::ProvinceComplete { province });
                }
                if Some(province) == first {
                    return Err(CcError::SameProvince { province });
                }
                self.legal_or(mv, CcError::WallCannotFollow { province })
            }
            (Step::CardWall { province: Some(p) }, Move::Wall { site }) => {
                if self.players[seat].walls == 0 {
                    return Err(CcError::NoWallsLeft);
                }
                self.site_error(site, seat)?;
                if layout.province_of(site) != p {
                    return Err(CcError::OtherProvince { province: layout.province_of(site) });
                }
                Ok(())
            }
            (Step::Double, Move::Double { site }) => {
                self.site_error(site, seat)?;
                match layout.east(site) {
                    Some(e) if self.allowed(e, seat) => Ok(()),
                    _ => Err(CcError::NotAdjacent { site }),
                }
            }
            (Step::Tower, Move::Tower { site }) => {
                self.site_error(site, seat)?;
                self.legal_or(mv, CcError::TowerNextToTower { site })
            }
            (step, _) => Err(CcError::WrongStep { step: step.name() }),
        }
    }

    /// The remaining refusal once the plain checks passed.
    fn legal_or(&self, mv: &Move, err: CcError) -> Result<(), CcError> {
        let mut moves = Vec::new();
        self.action_moves(&mut moves);
        if moves.contains(mv) {
            Ok(())
        } else {
            Err(err)
        }
    }

    pub(super) fn choose(&mut self, action: Action) {
        self.step = match action {
            Action::Walls => Step::Walls { left: 2, first: None },
            Action::Cards => Step::Cards { left: 2, first: None },
            Action::CardWall => Step::CardWall { province: None },
            Action::Double => Step::Double,
            Action::Tower => Step::Tower,
        };
        self.log.push(Event::ActionChosen { seat: self.turn, action });
    }

    pub(super) fn place_wall(&mut self, site: SiteId) {
        let seat = self.turn;
        self.players[seat].walls -= 1;
        self.sites[site as usize] = Some(Piece::wall(seat));
        self.log.push(Event::WallPlaced { seat, site });
        let province = self.layout().province_of(site);
        self.step = match self.step {
            Step::Walls { left: 2, .. } => Step::Walls { left: 1, first: Some(province) },
            _ => Step::Done,
        };
        self.after_piece(&[site]);
    }

    pub(super) fn place_card(&mut self, card: Card, province: ProvinceId) {
        let seat = self.turn;
        self.players[seat].hand.retain(|&c| c != card);
        self.provinces[province as usize].cards.push(PlacedCard { owner: seat, card });
        self.log.push(Event::CardPlaced { seat, province });
        self.step = match self.step {
            Step::Cards { left: 2, .. } => Step::Cards { left: 1, first: Some(province) },
            Step::CardWall { .. } => Step::CardWall { province: Some(province) },
            _ => Step::Done,
        };
    }

    /// Immediate points: 1 per distinct province and 1 per distinct
    /// territory of the two sites (CC-R8).
    pub(super) fn place_double(&mut self, site: SiteId) {
        let seat = self.turn;
        let layout = self.layout();
        let Some(east) = layout.east(site) else { return };
        let provinces = 1 + (layout.province_of(site) != layout.province_of(east)) as i64;
        let territories = 1 + (layout.territory_of(site) != layout.territory_of(east)) as i64;
        let points = provinces + territories;
        self.players[seat].double = false;
        self.players[seat].score += points;
        for s in [site, east] {
            self.sites[s as usize] = Some(Piece { kind: PieceKind::Double, owner: seat, destroyed: false });
        }
        self.log.push(Event::DoublePlaced { seat, sites: [site, east], points });
        self.step = Step::Done;
        self.after_piece(&[site, east]);
    }

    pub(super) fn place_tower(&mut self, site: SiteId) {
        let seat = self.turn;
        self.players[seat].tower = false;
        self.sites[site as usize] = Some(Piece { kind: PieceKind::Tower, owner: seat, destroyed: false });
        self.log.push(Event::TowerPlaced { seat, site });
        self.step = Step::Done;
        self.after_piece(&[site]);
    }

    /// The private look at the threat counters beside the new piece
    /// (CC-R12), then every province it completed waits for its scoring,
    /// west to east (CC-R13).
    fn after_piece(&mut self, placed: &[SiteId]) {
        let seat = self.turn;
        let layout = self.layout();
        let mut territories: Vec<u8> = placed.iter().map(|&s| layout.territory_of(s)).collect();
        territories.dedup();
        let mut provinces: Vec<ProvinceId> = placed.iter().map(|&s| layout.province_of(s)).collect();
        provinces.dedup();
        let completed: Vec<ProvinceId> = provinces.into_iter().filter(|&p| self.complete(p)).collect();
        for t in territories {
            let territory = &mut self.territories[t as usize];
            if !territory.removed {
                territory.peeked |= 1 << seat;
                self.log.push(Event::Peeked { seat, territory: t });
            }
        }
        for p in completed {
            self.provinces[p as usize].complete = true;
            self.pending.push(p);
        }
    }
}
