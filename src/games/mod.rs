//! The games, one module each, and the registry that names them.

pub mod chinesische_mauer;
pub mod dschingis_khan;
pub mod grand_conquest;

use serde_json::Value;

use crate::api::{ApiError, Table};
use crate::engine::{Game, GameInfo, Options, SetupError};
use crate::playout::{playout, PlayoutSummary};

/// What the API needs to know about one game type; built by `entry::<G>()`.
pub struct RegistryEntry {
    pub info: GameInfo,
    pub new: fn(&Options, u64) -> Result<Table, ApiError>,
    pub load: fn(&Value, u32) -> Result<Table, ApiError>,
    pub playout: fn(&Options, u64, usize) -> Result<PlayoutSummary, SetupError>,
}

const fn entry<G: Game + 'static>() -> RegistryEntry {
    RegistryEntry { info: G::INFO, new: Table::new::<G>, load: Table::load_as::<G>, playout: playout::<G> }
}

/// Every implemented game, in the order the picker shows them.
pub static REGISTRY: &[RegistryEntry] =
    &[
    entry::<chinesische_mauer::ChinesischeMauer>(),
    entry::<dschingis_khan::DschingisKhan>(),
    entry::<grand_conquest::GrandConquest>(),
];
