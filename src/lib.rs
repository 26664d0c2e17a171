//! spieltisch: rules engines for five German board games.
//!
//! - [`engine`]: the one trait every game implements.
//! - [`games`]: one module per game, and the registry.
//! - [`api`]: the JSON API shared by the wasm module and the CLI.
//! - [`playout`]: random playouts for benchmarks and the CLI.

pub mod api;
pub mod bot;
pub mod engine;
pub mod games;
pub mod playout;
pub mod rng;

#[cfg(target_arch = "wasm32")]
mod wasm;
