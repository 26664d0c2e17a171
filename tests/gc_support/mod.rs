//! Tiny custom boards for Grand Conquest tests, written as edge lists:
//! `a-b` a land path, `q=H` a quay (H a harbour), `H~I` a sea lane, `V>z`
//! an obstacle gateway (Elephants and Chariots only from V to z).

#![allow(dead_code)]

use std::collections::HashMap;

use spieltisch::engine::Game;
use spieltisch::games::grand_conquest::*;

/// Seats by compass point; the tests' colours: White = S, Brown = W,
/// Black = N, Beige = E.
pub const S: usize = 0;
pub const W: usize = 1;
pub const N: usize = 2;
pub const E: usize = 3;

pub struct Mini {
    pub data: BoardData,
    pub ids: HashMap<String, FieldId>,
}

impl Mini {
    /// `sea`: names of sea fields; `harbours`: those with an anchor.
    pub fn new(edges: &str, sea: &[&str], harbours: &[&str]) -> Mini {
        let mut m = Mini {
            data: BoardData { name: "test".into(), width: 100, height: 100, fields: Vec::new(), edges: Vec::new(), bridges: Vec::new() },
            ids: HashMap::new(),
        };
        for token in edges.split_whitespace() {
            let (sep, medium, gate) = if token.contains('-') {
                ('-', Medium::Land, false)
            } else if token.contains('=') {
                ('=', Medium::Quay, false)
            } else if token.contains('~') {
                ('~', Medium::Sea, false)
            } else {
                ('>', Medium::Land, true)
            };
            let (a, b) = token.split_once(sep).unwrap();
            let a = m.field(a, sea, harbours);
            let b = m.field(b, sea, harbours);
            m.data.edges.push(Edge { a, b, medium, gate });
        }
        // Isolated fields for spare pieces (`Pos::spares`).
        for seat in 0..4 {
            for i in 0..3 {
                m.field(&format!("_{seat}{i}"), &[], &[]);
            }
        }
        m
    }

    fn field(&mut self, name: &str, sea: &[&str], harbours: &[&str]) -> FieldId {
        if let Some(&id) = self.ids.get(name) {
            return id;
        }
        let is_sea = sea.contains(&name) || harbours.contains(&name);
        let id = self.data.fields.len() as FieldId;
        self.data.fields.push(Field {
            kind: if is_sea { Terrain::Sea } else { Terrain::Land },
            island: None,
            x: id as i32,
            y: 0,
            castle_of: None,
            grail: false,
            obstacle: false,
            bridge: None,
            harbour: harbours.contains(&name),
            start: None,
        });
        self.ids.insert(name.to_string(), id);
        id
    }

    pub fn grail(mut self, names: &[&str]) -> Mini {
        for n in names {
            let id = self.ids[*n];
            self.data.fields[id as usize].grail = true;
        }
        self
    }

    pub fn castle(mut self, seat: usize, names: &[&str]) -> Mini {
        for n in names {
            let id = self.ids[*n];
            self.data.fields[id as usize].castle_of = Some(seat as u8);
        }
        self
    }

    pub fn suspension(mut self, names: &[&str]) -> Mini {
        let fields: Vec<FieldId> = names.iter().map(|n| self.ids[*n]).collect();
        let b = self.data.bridges.len() as u8;
        for &f in &fields {
            self.data.fields[f as usize].bridge = Some(b);
        }
        self.data.bridges.push(Bridge { islands: [Island::S, Island::W], suspension: true, fields });
        self
    }

    pub fn game(&self) -> Pos {
        Pos { g: GrandConquest::empty(BoardRef::custom(self.data.clone()).expect("a board")), ids: self.ids.clone() }
    }
}

/// A position on a mini board, addressed by field names.
pub struct Pos {
    pub g: GrandConquest,
    pub ids: HashMap<String, FieldId>,
}

impl Pos {
    pub fn f(&self, name: &str) -> FieldId {
        self.ids[name]
    }

    /// Three Soldiers of `seat` on isolated fields, so that losing a piece
    /// does not end the game (GC-W1, GC-W3).
    pub fn spares(&mut self, seat: usize) {
        for i in 0..3 {
            self.put(seat, Kind::Soldier, &format!("_{seat}{i}"));
        }
    }

    pub fn put(&mut self, seat: usize, kind: Kind, at: &str) -> PieceId {
        let f = self.f(at);
        self.g.put(seat, kind, Place::Field(f))
    }

    pub fn aboard(&mut self, seat: usize, kind: Kind, carrier: PieceId) -> PieceId {
        self.g.put(seat, kind, Place::Aboard(carrier))
    }

    /// Begins a turn of `seat` in round 2 or later (20 points).
    pub fn turn_of(&mut self, seat: usize) {
        self.g.start_turn(4 + seat as u32);
    }

    pub fn go(&mut self, p: PieceId, to: &str) {
        let mv = Move::Go { piece: p, to: self.f(to), waive: false };
        self.g.play(&mv).unwrap_or_else(|e| panic!("{mv:?} refused: {e}"));
    }

    pub fn go_waive(&mut self, p: PieceId, to: &str) {
        let mv = Move::Go { piece: p, to: self.f(to), waive: true };
        self.g.play(&mv).unwrap_or_else(|e| panic!("{mv:?} refused: {e}"));
    }

    /// The refusal of moving `p` to `to`; the position must not change.
    pub fn refused(&mut self, p: PieceId, to: &str) -> GcError {
        let before = self.g.clone();
        let err = self.g.play(&Move::Go { piece: p, to: self.f(to), waive: false }).expect_err("refused");
        assert_eq!(self.g, before, "a refused move changed the position");
        err
    }

    pub fn play(&mut self, mv: Move) {
        self.g.play(&mv).unwrap_or_else(|e| panic!("{mv:?} refused: {e}"));
    }

    pub fn legal(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.g.legal_moves(&mut out);
        out
    }

    /// Fields `p` may move to now, by name, sorted.
    pub fn targets(&self, p: PieceId) -> Vec<String> {
        let mut names: Vec<String> = self
            .legal()
            .into_iter()
            .filter_map(|m| match m {
                Move::Go { piece, to, waive: false } if piece == p => Some(self.name(to)),
                _ => None,
            })
            .collect();
        names.sort();
        names
    }

    pub fn name(&self, f: FieldId) -> String {
        self.ids.iter().find(|(_, &v)| v == f).map(|(k, _)| k.clone()).unwrap()
    }

    pub fn at(&self, p: PieceId) -> Place {
        self.g.pieces[p as usize].place
    }

    pub fn on(&self, name: &str) -> Place {
        Place::Field(self.f(name))
    }

    pub fn used(&self, p: PieceId) -> u8 {
        self.g.pieces[p as usize].used
    }
}

/// A straight line of land fields a-b-c-… of `n` fields.
pub fn line(n: usize) -> Mini {
    let names: Vec<String> = (0..n).map(|i| ((b'a' + i as u8) as char).to_string()).collect();
    let edges: Vec<String> = names.windows(2).map(|w| format!("{}-{}", w[0], w[1])).collect();
    Mini::new(&edges.join(" "), &[], &[])
}
