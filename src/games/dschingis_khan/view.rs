//! What one seat may see, and the public log of what happened.
//!
//! Hidden (DK-R22, R23): the kind of every token the viewer has not seen
//! (others' active supplies, every passive supply, tokens out of the game,
//! stacked tokens it never looked at), the passive order, the rng. Public:
//! stack heights and colour order, walls, scouts, countries, supply counts.
//! At the end every stack is turned over for the scoring.

use serde::{Deserialize, Serialize};

use std::sync::OnceLock;

use super::board::{board, LineId, Set64, Side, TowerId, VillageId};
use super::scout::Route;
use super::tokens::{self, Kind, TokenSet};
use super::wall::{Effect, Removal};
use super::{DschingisKhan, Phase, Step};
use crate::engine::{Seat, Viewer};

/// Something that happened, in order; the renderer turns these into words.
/// No event names a token's kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Event {
    /// `seat` drew its two setup tokens.
    SetupStarted {
        seat: Seat,
    },
    SetupToken {
        seat: Seat,
        village: VillageId,
    },
    SetupScout {
        seat: Seat,
        village: VillageId,
    },
    /// 2 walls and 2 tokens into the active supply (DK-R52).
    SuppliesTaken {
        seat: Seat,
    },
    TurnStarted {
        seat: Seat,
    },
    DrewWall {
        seat: Seat,
    },
    DrewToken {
        seat: Seat,
    },
    /// Two supplies are empty: one more round after this turn (DK-R43).
    EndTriggered {
        seat: Seat,
    },
    FinalRound,
    PlacingTokens {
        seat: Seat,
    },
    PlacingWalls {
        seat: Seat,
    },
    ScoutRemoved {
        seat: Seat,
        village: VillageId,
    },
    ScoutEntered {
        seat: Seat,
        village: VillageId,
    },
    /// A scout step and the token laid at `to`, now `height` high;
    /// `closed` are the walls that closed behind the scout.
    TokenPlaced {
        seat: Seat,
        from: VillageId,
        to: VillageId,
        route: Route,
        closed: Vec<LineId>,
        height: usize,
    },
    /// The scout got stuck; `count` tokens left the game face down (DK-R18).
    TokensLost {
        seat: Seat,
        count: usize,
    },
    /// A wall on `line`; `removed` walls went back to the supply, or out of
    /// the game; `changedSide` villages changed country; `ends` afterwards.
    WallBuilt {
        seat: Seat,
        line: LineId,
        effect: Effect,
        removal: Removal,
        removed: Set64,
        out_of_game: bool,
        changed_side: Set64,
        ends: [TowerId; 2],
    },
    /// No line could take them (DK-R31).
    WallsReturned {
        seat: Seat,
        count: u8,
    },
    /// The safety limit ended the game (DK-R54).
    RoundLimit,
    GameOver {
        scores: Vec<i64>,
    },
}

#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TokenView {
    pub owner: Seat,
    /// Only where the viewer may know it.
    pub kind: Option<Kind>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VillageView {
    pub id: VillageId,
    pub side: Side,
    /// Bottom first.
    pub stack: Vec<TokenView>,
    pub controller: Option<Seat>,
    /// The seat whose scout stands here.
    pub scout: Option<Seat>,
}

#[derive(Clone, Copy, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WallView {
    pub line: LineId,
    pub open: bool,
    /// Part of the Great Wall between the ends, not a branch.
    pub main: bool,
    /// Build order; 0 for the initial wall.
    pub serial: u32,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatView {
    pub walls: u8,
    pub tokens: usize,
    /// Kinds of the active tokens: own view only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub active: Option<Vec<Kind>>,
    pub passive: usize,
    pub lost: usize,
    /// Kinds of the own tokens out of the game: own view only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lost_kinds: Option<Vec<Kind>>,
    pub scout: Option<VillageId>,
}

/// One village in the final scoring (DK-R47, R48).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VillageScore {
    pub village: VillageId,
    pub controller: Seat,
    pub side: Side,
    /// Tokens by kind: chinese, mongol, peasant, plague, herb.
    pub counts: [u8; 5],
    pub points: i64,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DkView {
    /// The static board: villages, towers, lines, roads.
    pub board: &'static BoardView,
    pub villages: Vec<VillageView>,
    /// Standing walls.
    pub walls: Vec<WallView>,
    /// The two border towers the Great Wall runs between.
    pub ends: [TowerId; 2],
    pub seats: Vec<SeatView>,
    pub wall_supply: u8,
    pub walls_out: u8,
    pub start: Seat,
    pub turn: Seat,
    pub step: Step,
    pub phase: Phase,
    pub log: Vec<Event>,
    /// The per-village scoring, once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scoring: Option<Vec<VillageScore>>,
}

/// The board for a renderer, one array per property, indexed by id
/// (village, tower or line id), so that it costs little in every view.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// Cell of each village: row, column.
    pub village_cell: Vec<[u8; 2]>,
    /// Drawing position of each village (the cell centre), in the units of
    /// the tower coordinates.
    pub village_xy: Vec<[f32; 2]>,
    /// Grid position of each tower: x, y.
    pub tower_xy: Vec<[u8; 2]>,
    /// Towers on the outline where a wall may end.
    pub border_towers: Set64,
    pub red_towers: [TowerId; 2],
    /// Grid name of each line, e.g. "h(3,3)".
    pub line_name: Vec<String>,
    /// The two towers each line joins.
    pub line_towers: Vec<[TowerId; 2]>,
    /// The two villages each line separates.
    pub line_villages: Vec<[VillageId; 2]>,
    /// Lines with a road between their two villages.
    pub roads: Set64,
    pub initial_wall: Vec<LineId>,
    pub initial_mongolia: Set64,
}

impl BoardView {
    pub fn get() -> &'static BoardView {
        static VIEW: OnceLock<BoardView> = OnceLock::new();
        VIEW.get_or_init(|| {
            let b = board();
            BoardView {
                village_cell: b.villages.iter().map(|v| [v.row, v.col]).collect(),
                village_xy: b.villages.iter().map(|v| [v.x, v.y]).collect(),
                tower_xy: b.towers.iter().map(|t| [t.x, t.y]).collect(),
                border_towers: b.border,
                red_towers: b.red_towers,
                line_name: b.lines.iter().map(|l| l.name.to_string()).collect(),
                line_towers: b.lines.iter().map(|l| l.towers).collect(),
                line_villages: b.lines.iter().map(|l| l.villages).collect(),
                roads: b.lines.iter().filter(|l| l.road).map(|l| l.id).collect(),
                initial_wall: b.initial_wall.clone(),
                initial_mongolia: b.initial_mongolia,
            }
        })
    }
}

impl DkView {
    pub fn of(game: &DschingisKhan, viewer: Viewer) -> Self {
        let known = game.known_to(viewer);
        let shape = game.wall.shape();
        let scout_at = |v: VillageId| game.players.iter().position(|p| p.scout == Some(v));
        let villages = (0..game.stacks.len() as VillageId)
            .map(|v| VillageView {
                id: v,
                side: game.side(v),
                stack: game.stacks[v as usize]
                    .iter()
                    .map(|&t| TokenView {
                        owner: tokens::owner_of(t),
                        kind: known.contains(t).then(|| tokens::kind_of(t)),
                    })
                    .collect(),
                controller: game.controller(v),
                scout: scout_at(v),
            })
            .collect();
        let walls = game
            .wall
            .standing
            .iter()
            .map(|line| WallView {
                line,
                open: game.wall.open.contains(line),
                main: shape.main.contains(line),
                serial: game.wall.serials[line as usize],
            })
            .collect();
        let kinds = |ts: &[tokens::TokenId]| ts.iter().map(|&t| tokens::kind_of(t)).collect::<Vec<_>>();
        let seats = game
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| {
                let own = viewer.is(seat);
                SeatView {
                    walls: p.walls,
                    tokens: p.active.len(),
                    active: own.then(|| kinds(&p.active)),
                    passive: p.passive.len(),
                    lost: p.lost.len(),
                    lost_kinds: own.then(|| kinds(&p.lost)),
                    scout: p.scout,
                }
            })
            .collect();
        DkView {
            board: BoardView::get(),
            villages,
            walls,
            ends: shape.ends,
            seats,
            wall_supply: game.wall_supply,
            walls_out: game.walls_out,
            start: game.start,
            turn: game.turn,
            step: game.step,
            phase: game.phase,
            log: game.log.clone(),
            scoring: (game.phase == Phase::Over).then(|| game.scoring()),
        }
    }
}

impl DschingisKhan {
    /// Every token on the board, once the game is over (the scoring turns
    /// all stacks over); nothing before.
    fn revealed(&self) -> TokenSet {
        let mut set = TokenSet::default();
        if self.phase == Phase::Over {
            self.stacks.iter().flatten().for_each(|&t| set.insert(t));
        }
        set
    }

    /// The tokens whose kind `viewer` may know (DK-R22).
    pub fn known_to(&self, viewer: Viewer) -> TokenSet {
        let own = match viewer {
            Viewer::Seat(s) => self.players.get(s).map_or(TokenSet::default(), |p| p.known),
            Viewer::Spectator => TokenSet::default(),
        };
        TokenSet(own.0 | self.revealed().0)
    }

    /// The scoring of every controlled village (DK-R47, R48).
    pub fn scoring(&self) -> Vec<VillageScore> {
        (0..self.stacks.len() as VillageId)
            .filter_map(|v| {
                let stack = &self.stacks[v as usize];
                Some(VillageScore {
                    village: v,
                    controller: self.controller(v)?,
                    side: self.side(v),
                    counts: tokens::count_kinds(stack),
                    points: tokens::stack_points(stack, self.side(v)),
                })
            })
            .collect()
    }
}
