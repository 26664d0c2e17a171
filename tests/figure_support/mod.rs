//! Figures: the positions the rules pages show (www/figures/<id>.json),
//! written by the Rust tests that build and play them, so a figure always
//! shows the tested position.
//!
//! A test calls `figure("cm-4", &game, seed, Viewer::Spectator, &["section:0"])` at the moment
//! the rulebook's picture shows. The committed file must hold exactly that
//! position (its state document, validated by `Table::load`, and its
//! `stateHash`); `SPIELTISCH_WRITE_FIGURES=1 cargo test ...` rewrites the
//! files instead of comparing. The browser test (tests/browser/figures.test.mjs)
//! loads each file in the wasm engine and checks that its hash is the same.
//!
//! File: `{"figure", "game", "players", "viewer", "highlight", "region"?, "stateHash", "state"}`;
//! `highlight` uses the keys of the embed's `highlight=` (www/README.md), and
//! so does `region` (`figure_region`): the places whose part of the board the
//! figure shows (the embed's `region=`), left out when it shows the whole board.

use std::path::PathBuf;

use serde_json::{json, Value};
use spieltisch::api::{Match, Table};
use spieltisch::engine::{Game, Viewer};

/// Compares (or with `SPIELTISCH_WRITE_FIGURES=1` writes) `www/figures/<id>.json`
/// for `game` as dealt from `seed`, shown as `viewer` sees it; returns the position's hash.
#[allow(dead_code)] // a test file may write only figures with a region
pub fn figure<G: Game + 'static>(id: &str, game: &G, seed: u64, viewer: Viewer, highlight: &[&str]) -> String {
    figure_region(id, game, seed, viewer, highlight, &[])
}

/// As `figure`, showing only the part of the board round the places `region`
/// (the embed's `region=`; empty: the whole board, and no `region` in the file).
#[allow(dead_code)] // only some figure tests show a region
pub fn figure_region<G: Game + 'static>(id: &str, game: &G, seed: u64, viewer: Viewer, highlight: &[&str], region: &[&str]) -> String {
    assert!(id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "figure id {id:?}");
    let built = Table::from_match(Match { seed, game: game.clone() });
    // The file holds what the engine accepts: loading validates the position.
    let table = Table::load(&built.state_json()).unwrap_or_else(|e| panic!("figure {id}: the position does not validate: {e:?}"));
    let hash = table.hash();
    let document = json!({
        "figure": id,
        "game": G::INFO.id,
        "players": table.players(),
        "viewer": match viewer {
            Viewer::Seat(seat) => json!(seat),
            Viewer::Spectator => json!("spectator"),
        },
        "highlight": highlight,
        "stateHash": hash,
        "state": table.state_json(),
    });
    let mut document = document;
    if !region.is_empty() {
        document["region"] = json!(region);
    }
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("www/figures").join(format!("{id}.json"));
    let text = format!("{}\n", serde_json::to_string(&document).expect("figure JSON"));
    if std::env::var("SPIELTISCH_WRITE_FIGURES").is_ok_and(|v| v == "1") {
        std::fs::write(&path, &text).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
        return hash;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!("figure {id}: {} cannot be read ({e}); write it with SPIELTISCH_WRITE_FIGURES=1", path.display())
    });
    let committed: Value = serde_json::from_str(&committed).unwrap_or_else(|e| panic!("figure {id}: not JSON: {e}"));
    assert_eq!(
        committed["stateHash"], document["stateHash"],
        "figure {id}: www/figures/{id}.json shows another position than the test builds; rewrite it with SPIELTISCH_WRITE_FIGURES=1"
    );
    assert_eq!(committed, document, "figure {id}: the file differs from the test's (highlights or state); rewrite it with SPIELTISCH_WRITE_FIGURES=1");
    hash
}
