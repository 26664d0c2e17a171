//! The page's computer levels, read from the same file the page reads
//! (`www/js/games/levels.json`, why each budget is what it is beside the
//! numbers), so that the arena's `level:<name>` seats play exactly what a
//! player meets: the same budget for that game and table size.
//!
//! `budget` is `levelBudget` of `www/js/shell/bot.js` in Rust: a game's own
//! level if it has one, else the shell's, with the table size's `byPlayers`
//! merged over it; the node test `tests/node/levels.test.mjs` checks that both
//! give the same for every game, level and player count.

use std::sync::OnceLock;

use serde_json::{Map, Value};

use super::{parse_config, Config};

const LEVELS_JSON: &str = include_str!("../../www/js/games/levels.json");

fn data() -> &'static Value {
    static DATA: OnceLock<Value> = OnceLock::new();
    // The file is part of the source: a broken one fails every level test.
    DATA.get_or_init(|| serde_json::from_str(LEVELS_JSON).unwrap_or(Value::Null))
}

/// Every level a game may offer, weakest first.
pub fn order() -> Vec<&'static str> {
    data()["order"].as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default()
}

/// The budget (suggestMove options without the seed) of `level` in `game`
/// at a table of `players`; `None` where the game does not offer the level.
pub fn budget(level: &str, game: &str, players: usize) -> Option<Value> {
    let own = data()["games"].get(game).and_then(|g| g.get(level));
    let level = own.or_else(|| data()["levels"].get(level))?.as_object()?;
    let mut merged: Map<String, Value> = level.iter().filter(|(k, _)| *k != "byPlayers").map(|(k, v)| (k.clone(), v.clone())).collect();
    if let Some(more) = level.get("byPlayers").and_then(|b| b.get(players.to_string())).and_then(Value::as_object) {
        merged.extend(more.iter().map(|(k, v)| (k.clone(), v.clone())));
    }
    Some(Value::Object(merged))
}

/// The levels `game` offers at `players`, weakest first, with their budgets.
pub fn table(game: &str, players: usize) -> Vec<(&'static str, Value)> {
    order().into_iter().filter_map(|level| Some((level, budget(level, game, players)?))).collect()
}

/// The bot settings of `level` in `game` at `players` (seed 0: the caller
/// sets a seed per decision). `Err` says why there is none.
pub fn config(level: &str, game: &str, players: usize) -> Result<Config, String> {
    let Some(budget) = budget(level, game, players) else {
        let offered = table(game, players).into_iter().map(|(l, _)| l).collect::<Vec<_>>().join(", ");
        return Err(format!("{game} has no level {level:?}; its levels: {offered}"));
    };
    parse_config(&budget).map_err(|e| format!("level {level} of {game}: {}", e.message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_parses_and_names_the_shell_levels() {
        assert_eq!(order(), ["easy", "normal", "strong", "expert"]);
        for level in ["easy", "normal", "strong"] {
            assert!(budget(level, "no-such-game", 2).is_some(), "{level}");
        }
        assert!(budget("expert", "no-such-game", 2).is_none());
        assert!(config("hard", "chang-cheng", 2).is_err());
    }
}
