//! Transport (GC-10..GC-19): Soldiers on Elephants and Chariots, every land
//! piece on ships and galleons lying in harbour; what a carrier holds.

use super::pieces::{Kind, PieceId, Place};
use super::GrandConquest;

impl GrandConquest {
    /// The pieces `carrier` carries directly.
    pub fn cargo(&self, carrier: PieceId) -> impl Iterator<Item = PieceId> + '_ {
        self.ids().filter(move |&q| self.pieces[q as usize].place == Place::Aboard(carrier))
    }

    /// The first piece `carrier` carries directly and how many it carries,
    /// in one pass and without a list (asked during way searches).
    fn load_of(&self, carrier: PieceId) -> (Option<PieceId>, usize) {
        let mut first = None;
        let mut count = 0;
        for q in self.cargo(carrier) {
            first.get_or_insert(q);
            count += 1;
        }
        (first, count)
    }

    /// `carrier` and everything on it, at any depth (at most two levels).
    pub fn with_cargo(&self, carrier: PieceId) -> Vec<PieceId> {
        let mut all = vec![carrier];
        let mut i = 0;
        while i < all.len() && all.len() < 8 {
            let c = all[i];
            all.extend(self.cargo(c));
            i += 1;
        }
        all
    }

    /// The piece that carries `p` directly, if any.
    pub fn carrier_of(&self, p: PieceId) -> Option<PieceId> {
        match self.pieces[p as usize].place {
            Place::Aboard(c) => Some(c),
            _ => None,
        }
    }

    /// Where a piece `p` of the player ends up when it steps onto its own
    /// piece `host` (the top piece of a field): the carrier it joins, or
    /// `None` if it may not end there (GC-06, GC-07, GC-10, GC-12, GC-14, GC-16).
    #[inline]
    pub fn boarding_carrier(&self, p: PieceId, host: PieceId) -> Option<PieceId> {
        let kind = self.pieces[p as usize].kind;
        let host_kind = self.pieces[host as usize].kind;
        // cheap refusals first, inlined: this is asked for every own piece on the way
        if kind.is_vessel() || (!host_kind.is_vessel() && (kind != Kind::Soldier || !host_kind.is_heavy())) {
            return None;
        }
        self.boarding_carrier_slow(p, kind, host, host_kind)
    }

    fn boarding_carrier_slow(&self, p: PieceId, kind: Kind, host: PieceId, host_kind: Kind) -> Option<PieceId> {
        // GC-12: no direct change from one land transport to another.
        let rides_land_transport = self.carrier_of(p).is_some_and(|c| self.pieces[c as usize].kind.is_heavy());
        if host_kind.is_vessel() {
            let (Some(first), load) = self.load_of(host) else {
                return Some(host);
            };
            let first_kind = self.pieces[first as usize].kind;
            if kind != Kind::Soldier {
                return None; // GC-14, GC-16: one load only
            }
            return match first_kind {
                Kind::Soldier if load < 2 => Some(host),
                Kind::Elephant | Kind::Chariot if !rides_land_transport => {
                    (self.cargo(first).count() < first_kind.soldier_seats()).then_some(first)
                }
                _ => None,
            };
        }
        let free = self.cargo(host).count() < host_kind.soldier_seats();
        (free && !rides_land_transport).then_some(host)
    }
}
