//! The games, one module each, and the registry that names them.

#[cfg(feature = "chang-cheng")]
pub mod chang_cheng;
#[cfg(feature = "chinesische-mauer")]
pub mod chinesische_mauer;
#[cfg(feature = "dschingis-khan")]
pub mod dschingis_khan;
#[cfg(feature = "kurier-des-zaren")]
pub mod kurier_des_zaren;
#[cfg(feature = "grand-conquest")]
pub mod grand_conquest;

use serde_json::Value;

use crate::api::{ApiError, Table};
use crate::bot::plans::{self, PlanInfo, Plans};
use crate::bot::{self, arena};
use crate::engine::{GameInfo, Options, SetupError, Viewer};
use crate::playout::{playout, PlayoutSummary};

/// What the API needs to know about one game type; built by `entry::<G>()`.
pub struct RegistryEntry {
    pub info: GameInfo,
    pub new: fn(&Options, u64) -> Result<Table, ApiError>,
    pub load: fn(&Value, u32) -> Result<Table, ApiError>,
    pub playout: fn(&Options, u64, usize) -> Result<PlayoutSummary, SetupError>,
    /// The bot's move for whoever decides now (`crate::bot`).
    pub suggest: fn(&Table, &bot::Config) -> Result<Value, ApiError>,
    /// A deal of the table that the viewer cannot tell from it (bot tests);
    /// `true`: the inferred deal (`Determinize::determinize_inferred`).
    pub determinize: fn(&Table, Viewer, u64, bool) -> Result<Table, ApiError>,
    /// What the viewer remembers beyond its view (`Determinize::remembered`).
    pub remembered: fn(&Table, Viewer) -> Result<Value, ApiError>,
    /// Seeded games between bots, one player per seat.
    pub arena: fn(&[arena::Player], usize, u64) -> Result<arena::ArenaSummary, arena::ArenaError>,
    /// The game's plan players (`bot::plans`): id, name, description.
    pub plans: fn() -> Vec<PlanInfo>,
    /// The move of a plan (by id) for whoever decides now, with a seed.
    pub plan: fn(&Table, &str, u64) -> Result<Value, ApiError>,
}

const fn entry<G: Plans + 'static>() -> RegistryEntry {
    RegistryEntry {
        info: G::INFO,
        new: Table::new::<G>,
        load: Table::load_as::<G>,
        playout: playout::<G>,
        suggest: bot::suggest_table::<G>,
        determinize: bot::determinize_table::<G>,
        remembered: bot::remembered_table::<G>,
        arena: arena::arena::<G>,
        plans: plans::infos::<G>,
        plan: bot::plan_table::<G>,
    }
}

/// Every implemented game, in the order the picker shows them.
pub static REGISTRY: &[RegistryEntry] = &[
    #[cfg(feature = "chinesische-mauer")]
    entry::<chinesische_mauer::ChinesischeMauer>(),
    #[cfg(feature = "dschingis-khan")]
    entry::<dschingis_khan::DschingisKhan>(),
    #[cfg(feature = "chang-cheng")]
    entry::<chang_cheng::ChangCheng>(),
    #[cfg(feature = "kurier-des-zaren")]
    entry::<kurier_des_zaren::KurierDesZaren>(),
    #[cfg(feature = "grand-conquest")]
    entry::<grand_conquest::GrandConquest>(),
];
