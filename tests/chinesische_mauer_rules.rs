//! Chinesische Mauer: every numbered rule (CM-nn) and every worked example of
//! the rulebook (CM-Tnn) of `docs/rules/chinesische-mauer.md`, on small
//! positions built by hand.

use spieltisch::engine::{Game, Options, Viewer};
use spieltisch::games::chinesische_mauer::cards::{colour_set, fame_tiles};
use spieltisch::games::chinesische_mauer::{
    Card, ChinesischeMauer, CmError, Event, Hand, Kind, Move, Phase, PlacedTile, Section, Stack, Step,
};
use spieltisch::rng::SeededRng;
use Kind::*;

mod figure_support;
use figure_support::figure;

// ---------------------------------------------------------------- helpers

const R: u8 = 0; // Rot
const G: u8 = 1; // Grün
const B: u8 = 2; // Blau
const Y: u8 = 1; // Gelb, in two-colour examples
const BR: u8 = 0; // Braun, in two-colour examples

fn new_game(players: usize, seed: u64) -> ChinesischeMauer {
    ChinesischeMauer::setup(&Options { players }, SeededRng::from_seed(seed)).expect("setup")
}

/// A section from `(owner, kind)` cards left to right; `covered` lists
/// `(stack, owner, kind)` cards lying under the top one.
fn section(open: &[u8], cards: &[(u8, Kind)]) -> Section {
    let mut s = Section::with_tiles(0, 0);
    s.open = open.to_vec();
    for &(owner, kind) in cards {
        s.push(Card { owner, kind });
    }
    s
}

fn cover(s: &mut Section, stack: usize, owner: u8, kind: Kind) {
    s.cover(stack, Card { owner, kind });
}

fn hand(cards: &[(Kind, u8)]) -> Hand {
    let mut h = Hand::default();
    for &(kind, n) in cards {
        for _ in 0..n {
            h.add(kind);
        }
    }
    h
}

/// A position: the given sections and hands; decks hold the rest of each
/// set and the supply the tiles not on the table, so the state validates.
fn position(players: usize, mut sections: Vec<Section>, hands: Vec<Hand>) -> ChinesischeMauer {
    let mut g = new_game(players, 1);
    while sections.len() < g.sections.len() {
        sections.push(section(&[], &[]));
    }
    g.sections = sections;
    for s in g.sections.iter_mut() {
        if s.open.is_empty() && s.placed.is_none() && s.stacks.is_empty() {
            *s = Section::closed();
        }
    }
    for (seat, h) in hands.into_iter().enumerate() {
        g.players[seat].hand = h;
    }
    fit_decks(&mut g);
    g.discarded.clear();
    fit_supply(&mut g);
    g.log.clear();
    g.phase = Phase::Normal;
    g.validate().expect("a hand-built position must be a consistent state");
    g
}

fn fit_decks(g: &mut ChinesischeMauer) {
    for seat in 0..g.players.len() {
        let mut rest = colour_set();
        let used = g.sections.iter().flat_map(|s| s.stacks.iter().flat_map(Stack::cards).copied());
        let mut used: Vec<Kind> = used.filter(|c| c.owner as usize == seat).map(|c| c.kind).collect();
        used.extend(g.players[seat].hand.to_list());
        for kind in used {
            if let Some(i) = rest.iter().position(|&k| k == kind) {
                rest.remove(i);
            }
        }
        g.players[seat].deck = rest;
    }
}

fn fit_supply(g: &mut ChinesischeMauer) {
    let mut rest = fame_tiles();
    let mut used: Vec<u8> = g.discarded.clone();
    for s in &g.sections {
        used.extend(&s.open);
        used.extend(s.placed.map(|p| p.value));
    }
    used.extend(g.players.iter().flat_map(|p| p.won.iter().copied()));
    for v in used {
        let i = rest.iter().position(|&t| t == v).expect("tile exists");
        rest.remove(i);
    }
    // A fixed shuffle: a sorted supply would reveal nothing but equal pairs.
    SeededRng::from_seed(5).shuffle(&mut rest);
    g.supply = rest;
}

fn totals(g: &ChinesischeMauer, s: usize) -> Vec<i32> {
    let mut t = vec![0; g.players.len()];
    g.sections[s].totals(&mut t);
    t
}

fn legal(g: &ChinesischeMauer) -> Vec<Move> {
    let mut out = Vec::new();
    g.legal_moves(&mut out);
    out
}

fn play(g: &mut ChinesischeMauer, mv: Move) {
    if let Err(e) = g.play(&mv) {
        panic!("{mv:?} refused: {e}");
    }
}

fn refused(g: &ChinesischeMauer, mv: Move) -> CmError {
    let mut copy = g.clone();
    let err = copy.play(&mv).expect_err("move should be refused");
    assert_eq!(&copy, g, "a refused move must not change the state");
    err
}

// ---------------------------------------------------------------- setup

#[test]
fn cm01_two_to_five_players_each_with_a_set_of_twenty() {
    for players in [0, 1, 6] {
        assert!(ChinesischeMauer::setup(&Options { players }, SeededRng::from_seed(1)).is_err());
    }
    for players in 2..=5 {
        let g = new_game(players, 3);
        assert_eq!(g.players.len(), players);
        for p in &g.players {
            assert_eq!(p.hand.len() + p.deck.len(), 20);
        }
    }
}

#[test]
fn cm02_sections_by_player_count() {
    for (players, sections) in [(2, 2), (3, 3), (4, 4), (5, 4)] {
        assert_eq!(new_game(players, 5).sections.len(), sections);
    }
}

#[test]
fn cm03_every_section_starts_with_two_face_up_tiles() {
    for players in 2..=5 {
        let g = new_game(players, 11);
        assert!(g.sections.iter().all(|s| s.open.len() == 2 && s.placed.is_none() && s.stacks.is_empty()));
        assert_eq!(g.supply.len() + g.discarded.len() + 2 * g.sections.len(), 36);
    }
}

#[test]
fn cm04_two_players_never_see_an_equal_pair_at_setup() {
    let mut discarded_somewhere = false;
    for seed in 0..300 {
        let g = new_game(2, seed);
        assert!(g.sections.iter().all(|s| s.open[0] != s.open[1]), "seed {seed}");
        assert_eq!(g.discarded.len() % 2, 0);
        discarded_somewhere |= !g.discarded.is_empty();
        assert_eq!(g.supply.len() + g.discarded.len(), 32);
    }
    assert!(discarded_somewhere, "some deal must have met an equal pair");
    // With three players equal pairs stay.
    assert!((0..300).any(|seed| new_game(3, seed).sections.iter().any(|s| s.open[0] == s.open[1])));
}

#[test]
fn cm04_t10_equal_pairs_set_aside_at_every_refill() {
    // Both sections are ripe for the second tile at the start of Red's turn.
    let mut s0 = section(&[4], &[(R, Tower)]);
    s0.placed = Some(PlacedTile { value: 3, stack: 0 });
    let mut s1 = section(&[2], &[(R, Gate)]);
    s1.placed = Some(PlacedTile { value: 4, stack: 0 });
    let mut g = position(2, vec![s0, s1], vec![hand(&[(Wall, 2)]), hand(&[(Wall, 2)])]);
    // The supply reveals from its end: 5,5 | 3,7 | 2,2 | 8,1.
    for t in [5, 5, 3, 7, 2, 2, 8, 1] {
        let i = g.supply.iter().position(|&x| x == t).unwrap();
        g.supply.remove(i);
    }
    g.supply.extend([1, 8, 2, 2, 7, 3, 5, 5]);
    let before = g.supply.len();
    g.start_turn(R as usize);
    assert_eq!(g.sections[0].open, vec![3, 7]);
    assert_eq!(g.sections[1].open, vec![8, 1]);
    assert_eq!(g.discarded, vec![5, 5, 2, 2]);
    assert_eq!(g.supply.len(), before - 8);
    assert!(g.log.contains(&Event::PairDiscarded { section: 0, tile: 5 }));
    assert!(g.log.contains(&Event::PairDiscarded { section: 1, tile: 2 }));
}

#[test]
fn cm05_five_card_start_hand_and_no_hand_limit() {
    let mut g = new_game(2, 9);
    assert!(g.players.iter().all(|p| p.hand.len() == 5 && p.deck.len() == 15));
    for _ in 0..4 {
        // Everybody only draws: hands grow past five.
        play(&mut g, Move::Draw);
        play(&mut g, Move::Draw);
    }
    assert!(g.players.iter().all(|p| p.hand.len() == 9));
}

// ---------------------------------------------------------------- actions

#[test]
fn cm06_a_turn_is_scoring_then_two_actions_and_no_pass() {
    let mut g = new_game(3, 4);
    assert_eq!(g.turn, 0);
    assert_eq!(g.step, Step::Action { number: 2 });
    play(&mut g, Move::Draw);
    assert_eq!((g.turn, g.step), (0, Step::Action { number: 3 }));
    play(&mut g, Move::Draw);
    assert_eq!((g.turn, g.step), (1, Step::Action { number: 2 }));
    // Every offered move is an action or a free Reiter play: there is no pass.
    assert!(!legal(&g).is_empty());
}

#[test]
fn cm07_several_identical_cards_to_one_section_left_to_right() {
    let mut g = position(2, vec![section(&[3, 4], &[(G, Gate)])], vec![hand(&[(Wall, 3), (Gate, 1)]), hand(&[])]);
    g.start_turn(0);
    play(&mut g, Move::Play { kind: Wall, count: 3, section: 0 });
    let kinds: Vec<(u8, Kind)> = g.sections[0].stacks.iter().map(|s| (s.top.owner, s.top.kind)).collect();
    assert_eq!(kinds, vec![(G, Gate), (R, Wall), (R, Wall), (R, Wall)]);
    assert_eq!(g.players[0].hand.count(Wall), 0);
    assert_eq!(refused(&g, Move::Play { kind: Gate, count: 2, section: 0 }), CmError::NotInHand { kind: Gate, count: 2 });
    assert_eq!(refused(&g, Move::Play { kind: Gate, count: 0, section: 0 }), CmError::ZeroCards);
    assert_eq!(refused(&g, Move::Play { kind: Gate, count: 1, section: 7 }), CmError::UnknownSection { section: 7 });
}

#[test]
fn cm08_draw_takes_the_top_of_the_own_deck_only_while_it_has_cards() {
    let mut g = new_game(2, 12);
    let top = *g.players[0].deck.last().unwrap();
    let had = g.players[0].hand.count(top);
    play(&mut g, Move::Draw);
    assert_eq!(g.players[0].hand.count(top), had + 1);
    assert_eq!(g.players[0].deck.len(), 14);
    assert_eq!(g.undoable, 0, "a draw reveals a card and cannot be taken back");

    let mut g = position(2, vec![section(&[3, 4], &[])], vec![hand(&[(Wall, 1)]), hand(&[])]);
    g.players[0].deck.clear();
    g.start_turn(0);
    assert_eq!(refused(&g, Move::Draw), CmError::DeckEmpty);
    assert!(!legal(&g).contains(&Move::Draw));
}

#[test]
fn cm09_t9_reiter_are_free_before_action_two_and_before_action_three() {
    let s = || section(&[3, 4], &[]);
    let mut g = position(2, vec![s(), s()], vec![hand(&[(Horseman, 2), (Wall, 2)]), hand(&[(Wall, 1)])]);
    g.start_turn(0);
    play(&mut g, Move::Ride { count: 1, section: 0 });
    assert_eq!(g.step, Step::Action { number: 2 }, "a Reiter costs no action");
    play(&mut g, Move::Draw);
    play(&mut g, Move::Ride { count: 1, section: 1 });
    assert_eq!(g.step, Step::Action { number: 3 });
    play(&mut g, Move::Play { kind: Wall, count: 2, section: 0 });
    assert_eq!(g.turn, 1, "four cards laid and the turn is over");
    assert_eq!(g.sections[0].stacks.len(), 3);
    assert_eq!(g.sections[1].stacks.len(), 1);
}

#[test]
fn cm09_reiter_never_as_an_action_never_before_scoring_never_after_action_three() {
    // Red must first place a won tile: no Reiter before scoring is done.
    let mut g = position(2, vec![section(&[3, 4], &[(R, Gate)])], vec![hand(&[(Horseman, 2), (Wall, 1)]), hand(&[])]);
    g.start_turn(0);
    assert_eq!(g.step, Step::PlaceTile { section: 0 });
    assert_eq!(refused(&g, Move::Ride { count: 1, section: 0 }), CmError::TileDecisionPending { section: 0 });
    play(&mut g, Move::PlaceTile { section: 0, tile: 3, stack: 0 });
    assert_eq!(refused(&g, Move::Play { kind: Horseman, count: 1, section: 0 }), CmError::HorsemanNeedsRide);
    // Both Reiter in one free play.
    play(&mut g, Move::Ride { count: 2, section: 0 });
    assert_eq!(g.sections[0].stacks.len(), 3);
    // After Action 3 the turn is over: the Reiter window is gone with it.
    let mut g = position(2, vec![section(&[3, 4], &[])], vec![hand(&[(Horseman, 1), (Wall, 2)]), hand(&[(Wall, 3)])]);
    g.start_turn(0);
    play(&mut g, Move::Play { kind: Wall, count: 1, section: 0 });
    play(&mut g, Move::Play { kind: Wall, count: 1, section: 0 });
    assert_eq!(g.turn, 1);
    assert!(legal(&g).iter().all(|m| !matches!(m, Move::Ride { .. })));
}

#[test]
fn cm09_only_reiter_left_must_be_laid() {
    // Deck empty, only Reiter in hand: the only moves are Reiter plays, and
    // laying the last card starts the last round.
    let mut g = position(2, vec![section(&[3, 4], &[])], vec![hand(&[(Horseman, 2)]), hand(&[(Wall, 1)])]);
    g.players[0].deck.clear();
    g.start_turn(0);
    let moves = legal(&g);
    assert!(!moves.is_empty() && moves.iter().all(|m| matches!(m, Move::Ride { .. })));
    play(&mut g, Move::Ride { count: 2, section: 0 });
    assert_eq!(g.phase, Phase::LastRound { trigger: 0 });
    assert_eq!(g.turn, 1);
}

#[test]
fn cm10_t8_dragon_covers_any_card_but_one_carrying_a_tile() {
    let mut s = section(&[5], &[(R, Wall), (B, Gate), (R, Tower)]);
    s.placed = Some(PlacedTile { value: 3, stack: 0 });
    cover(&mut s, 1, G, Dragon);
    let mut g = position(3, vec![s], vec![hand(&[(Dragon, 1), (Wall, 1)]), hand(&[]), hand(&[(Dragon, 1)])]);
    g.start_turn(B as usize);
    assert_eq!(refused(&g, Move::Cover { section: 0, stack: 0 }), CmError::CoverTiledCard { section: 0, stack: 0 });
    assert_eq!(refused(&g, Move::Cover { section: 0, stack: 9 }), CmError::NoSuchStack { section: 0, stack: 9 });
    // Onto another Dragon: Green's Dragon now counts nothing, Blue's counts 1.
    let before = totals(&g, 0);
    play(&mut g, Move::Cover { section: 0, stack: 1 });
    let after = totals(&g, 0);
    assert_eq!(after[G as usize], before[G as usize] - 1);
    assert_eq!(g.sections[0].stacks[1].under.len(), 2);
    assert_eq!(g.sections[0].value_of(1), 1);
    // Onto one's own card is legal too.
    let s = section(&[3, 4], &[(R, Tower), (G, Gate)]);
    let mut g = position(2, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Dragon, 1)])]);
    g.start_turn(G as usize);
    play(&mut g, Move::Cover { section: 0, stack: 1 });
    assert_eq!(g.sections[0].stacks[1].top, Card { owner: G, kind: Dragon });
    assert_eq!(totals(&g, 0), vec![3, 1]);
    // Only the Dragon covers.
    let g = position(2, vec![section(&[3, 4], &[(R, Tower)])], vec![hand(&[]), hand(&[(Wall, 1)])]);
    let mut g = g;
    g.start_turn(G as usize);
    assert_eq!(refused(&g, Move::Cover { section: 0, stack: 0 }), CmError::NotInHand { kind: Dragon, count: 1 });
}

#[test]
fn cm10_t3_dragon_example_dragon_on_the_noble() {
    // Rulebook: Blau = 3, Grün = 2; Green's Dragon goes on Blue's Noble:
    // Blau = 2, Grün = 4.
    let s = section(&[3, 4], &[(B, Noble), (B, Wall), (B, Wall), (G, Wall), (G, Gate)]);
    let mut g = position(3, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Dragon, 1)]), hand(&[(Wall, 1)])]);
    assert_eq!(totals(&g, 0), vec![0, 2, 3]);
    g.start_turn(G as usize);
    play(&mut g, Move::Cover { section: 0, stack: 0 });
    assert_eq!(totals(&g, 0), vec![0, 4, 2]);
    figure("cm-6", &g, 1, Viewer::Spectator, &["card:1:1"]);
}

#[test]
fn cm10_t7_covered_warrior_no_longer_counts_for_those_to_its_right() {
    let s = section(&[3, 4], &[(R, Warrior), (R, Warrior), (R, Warrior)]);
    let mut g = position(3, vec![s], vec![hand(&[]), hand(&[]), hand(&[(Dragon, 1)])]);
    assert_eq!(totals(&g, 0)[R as usize], 6);
    g.start_turn(B as usize);
    play(&mut g, Move::Cover { section: 0, stack: 0 });
    assert_eq!(totals(&g, 0), vec![1 + 2, 0, 1]);
}

#[test]
fn cm11_t1_noble_example() {
    // Rulebook: Rot 3+2 = 5, Gelb 1+2 = 3; Yellow lays the Noble:
    // Rot 1+1 = 2, Gelb 1+1+1 = 3.
    let s = section(&[3, 4], &[(R, Tower), (Y, Wall), (R, Gate), (Y, Gate)]);
    let mut g = position(2, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Noble, 1)])]);
    assert_eq!(totals(&g, 0), vec![5, 3]);
    g.start_turn(Y as usize);
    play(&mut g, Move::Play { kind: Noble, count: 1, section: 0 });
    assert_eq!(totals(&g, 0), vec![2, 3]);
    figure("cm-4", &g, 1, Viewer::Spectator, &["card:1:5"]);
    // Cards laid right of the Noble count 1 as well.
    g.sections[0].push(Card { owner: R, kind: Tower });
    assert_eq!(totals(&g, 0), vec![3, 3]);
}

#[test]
fn cm12_t2_warrior_example() {
    // Rulebook: Gelb 3+1 = 4, Braun 1+2+3 = 6.
    let s = section(&[3, 4], &[(Y, Tower), (BR, Warrior), (Y, Warrior), (BR, Warrior), (BR, Warrior)]);
    let g = position(2, vec![s], vec![hand(&[]), hand(&[])]);
    assert_eq!(totals(&g, 0), vec![6, 4]);
    figure("cm-5", &g, 1, Viewer::Spectator, &["card:1:2", "card:1:3", "card:1:4", "card:1:5"]);
    let values: Vec<i32> = (0..5).map(|i| g.sections[0].value_of(i)).collect();
    assert_eq!(values, vec![3, 1, 1, 2, 3]);
}

#[test]
fn cm12_warriors_of_one_action_count_one_two_three_four_five() {
    for (n, total) in [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15)] {
        let mut g = position(2, vec![section(&[3, 4], &[])], vec![hand(&[(Warrior, 5)]), hand(&[])]);
        g.start_turn(0);
        play(&mut g, Move::Play { kind: Warrior, count: n, section: 0 });
        assert_eq!(totals(&g, 0)[0], total);
    }
}

#[test]
fn cm13_wall_gate_tower_and_the_others_printed_values() {
    let s = section(&[3, 4], &[(R, Wall), (R, Gate), (R, Tower), (G, Horseman), (G, Dragon), (G, Warrior)]);
    let g = position(2, vec![s], vec![hand(&[]), hand(&[])]);
    let values: Vec<i32> = (0..6).map(|i| g.sections[0].value_of(i)).collect();
    assert_eq!(values, vec![1, 2, 3, 2, 1, 1]);
}

// ---------------------------------------------------------------- scoring

#[test]
fn cm14_scoring_in_every_section_at_the_start_of_the_own_turn_only() {
    let s0 = section(&[3, 4], &[(R, Gate)]);
    let s1 = section(&[5, 7], &[(G, Wall)]);
    let s2 = section(&[2, 8], &[(R, Tower), (G, Wall)]);
    let mut g = position(3, vec![s0, s1, s2], vec![hand(&[(Wall, 2)]), hand(&[(Wall, 2)]), hand(&[(Wall, 2)])]);
    g.start_turn(R as usize);
    assert_eq!(g.step, Step::PlaceTile { section: 0 });
    play(&mut g, Move::PlaceTile { section: 0, tile: 4, stack: 0 });
    assert_eq!(g.step, Step::PlaceTile { section: 2 }, "section 1 is Green's; section 2 is Red's too");
    play(&mut g, Move::PlaceTile { section: 2, tile: 8, stack: 0 });
    assert_eq!(g.step, Step::Action { number: 2 });
    // Green becomes sole leader of section 0 in Red's turn: nothing happens
    // until Green's own turn begins.
    play(&mut g, Move::Draw);
    play(&mut g, Move::Draw);
    assert_eq!(g.turn, G as usize);
    assert_eq!(g.step, Step::PlaceTile { section: 1 });
}

#[test]
fn cm15_t5_only_contributors_count_and_a_covered_card_still_contributes() {
    // Red: 1 + 3 + 1 (Dragon on Blue's Wall) - 7 = -2; Blue has only a covered
    // card: total 0, still a contributor, so Red does not score.
    let mut s = section(&[5], &[(R, Wall), (R, Tower), (B, Wall)]);
    s.placed = Some(PlacedTile { value: 7, stack: 1 });
    cover(&mut s, 2, R, Dragon);
    let mut g = position(3, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    assert_eq!(totals(&g, 0), vec![-2, 0, 0]);
    g.start_turn(R as usize);
    assert!(g.players[0].won.is_empty());
    assert_eq!(g.sections[0].open, vec![5]);
    // Green has no card there: he does not score, although 0 > -2.
    g.start_turn(G as usize);
    assert!(g.players[1].won.is_empty());
    // Blue (0 > -2) takes the 5; Red receives the 7 from his card.
    g.start_turn(B as usize);
    assert_eq!(g.players[2].won, vec![5]);
    assert_eq!(g.players[0].won, vec![7]);
}

#[test]
fn cm16_t6_a_tie_at_the_top_scores_nobody() {
    let s = section(&[3, 4], &[(R, Tower), (R, Wall), (G, Tower), (G, Wall), (B, Gate)]);
    let mut g = position(3, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    assert_eq!(totals(&g, 0), vec![4, 4, 2]);
    for seat in 0..3 {
        g.start_turn(seat);
        assert_eq!(g.step, Step::Action { number: 2 }, "no award for seat {seat}");
        assert_eq!(g.sections[0].open.len(), 2);
    }
}

#[test]
fn cm16_a10_sole_contributor_scores_the_first_tile() {
    let mut g = position(2, vec![section(&[3, 4], &[(G, Wall)])], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    g.start_turn(G as usize);
    assert_eq!(g.step, Step::PlaceTile { section: 0 });
}

#[test]
fn cm17_t4_scoring_example_first_then_second_tile() {
    // Rulebook: Grün 3 - 4 = -1, Blau = 2 after Green placed the 4.
    let s = section(&[4, 7], &[(G, Wall), (B, Gate), (G, Gate)]);
    let mut g = position(3, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    g.start_turn(G as usize);
    assert_eq!(g.step, Step::PlaceTile { section: 0 });
    let placements = legal(&g);
    assert_eq!(placements.len(), 4, "two tiles × two own cards: {placements:?}");
    play(&mut g, Move::PlaceTile { section: 0, tile: 4, stack: 2 });
    assert_eq!(totals(&g, 0), vec![0, -1, 2]);
    figure("cm-2", &g, 1, Viewer::Spectator, &["section:1", "card:1:3"]);
    // Blue's next turn: 2 > -1. Blue takes the 7, Green the 4, cards boxed.
    g.start_turn(B as usize);
    assert_eq!(g.players[2].won, vec![7]);
    assert_eq!(g.players[1].won, vec![4]);
    assert!(g.sections[0].stacks.is_empty());
    assert_eq!(g.sections[0].open.len(), 2, "two new tiles are revealed");
    assert!(g.sections[0].placed.is_none());
}

#[test]
fn cm18_a2_first_tile_goes_on_an_own_uncovered_card() {
    let mut s = section(&[4, 7], &[(G, Tower), (B, Wall), (G, Wall)]);
    cover(&mut s, 2, B, Dragon); // Green's Wall is covered now
    let mut g = position(3, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    g.start_turn(G as usize);
    assert_eq!(g.step, Step::PlaceTile { section: 0 });
    assert_eq!(refused(&g, Move::PlaceTile { section: 0, tile: 4, stack: 1 }), CmError::NotOwnCard { section: 0, stack: 1 });
    assert_eq!(refused(&g, Move::PlaceTile { section: 0, tile: 4, stack: 2 }), CmError::NotOwnCard { section: 0, stack: 2 });
    assert_eq!(refused(&g, Move::PlaceTile { section: 0, tile: 5, stack: 0 }), CmError::TileNotOpen { section: 0, tile: 5 });
    assert_eq!(refused(&g, Move::Draw), CmError::TileDecisionPending { section: 0 });
    assert_eq!(legal(&g), vec![
        Move::PlaceTile { section: 0, tile: 4, stack: 0 },
        Move::PlaceTile { section: 0, tile: 7, stack: 0 },
    ]);
}

#[test]
fn cm19_second_tile_to_the_card_owner_even_if_not_the_scorer() {
    let mut s = section(&[2], &[(R, Wall), (G, Tower)]);
    s.placed = Some(PlacedTile { value: 8, stack: 0 });
    let mut g = position(2, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    g.start_turn(G as usize);
    assert_eq!(g.players[1].won, vec![2]);
    assert_eq!(g.players[0].won, vec![8]);
    assert!(g.log.iter().any(|e| matches!(e, Event::TilesAwarded { section: 0, seat: 1, tile: 2, placed_owner: 0, placed_tile: 8 })));
}

#[test]
fn cm20_t5_second_tile_to_the_same_sole_player_on_his_next_turn() {
    // Rulebook: Rot gesamt 2+1+3-7 = -1; nobody else has a card: Red gets
    // the second tile too.
    let mut s = section(&[5], &[(R, Gate), (R, Wall), (R, Tower)]);
    s.placed = Some(PlacedTile { value: 7, stack: 2 });
    let mut g = position(2, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    assert_eq!(totals(&g, 0)[0], -1);
    figure("cm-3", &g, 1, Viewer::Spectator, &["card:1:3"]);
    g.start_turn(R as usize);
    let mut won = g.players[0].won.clone();
    won.sort();
    assert_eq!(won, vec![5, 7]);
}

#[test]
fn cm20_at_most_one_tile_per_section_per_turn() {
    let mut g = position(2, vec![section(&[3, 4], &[(R, Tower)])], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    g.start_turn(R as usize);
    play(&mut g, Move::PlaceTile { section: 0, tile: 3, stack: 0 });
    assert_eq!(g.step, Step::Action { number: 2 }, "the second tile waits for the next turn");
    assert!(g.players[0].won.is_empty());
}

#[test]
fn cm21_a_card_with_a_fame_tile_cannot_be_covered() {
    // Red 3 + 2 - 2 = 3 leads Green's 1: no scoring at Green's turn.
    let mut s = section(&[3], &[(R, Tower), (R, Gate), (G, Wall)]);
    s.placed = Some(PlacedTile { value: 2, stack: 0 });
    let mut g = position(2, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Dragon, 1)])]);
    g.start_turn(G as usize);
    assert_eq!(g.step, Step::Action { number: 2 });
    assert!(!legal(&g).contains(&Move::Cover { section: 0, stack: 0 }));
    assert!(legal(&g).contains(&Move::Cover { section: 0, stack: 1 }));
    assert_eq!(refused(&g, Move::Cover { section: 0, stack: 0 }), CmError::CoverTiledCard { section: 0, stack: 0 });
}

#[test]
fn cm22_the_deduction_holds_in_the_scoring_only_phase() {
    // Red 3 - 4 = -1 against Green's 1: Green scores in the last scorings.
    let mut s = section(&[2], &[(R, Tower), (G, Wall)]);
    s.placed = Some(PlacedTile { value: 4, stack: 0 });
    let mut g = position(2, vec![s], vec![hand(&[]), hand(&[])]);
    g.players.iter_mut().for_each(|p| p.deck.clear());
    g.phase = Phase::ScoringOnly;
    g.start_turn(R as usize);
    // Red's own scoring gives him nothing; Green's turn follows by itself.
    assert_eq!(g.players[1].won, vec![2]);
    assert_eq!(g.players[0].won, vec![4]);
    assert_eq!(g.phase, Phase::Over, "the new pair has no cards: nobody can score"); 
}

// ---------------------------------------------------------------- the end

#[test]
fn cm23_the_last_tile_ends_the_game_at_once() {
    let mut s = section(&[2], &[(R, Tower)]);
    s.placed = Some(PlacedTile { value: 5, stack: 0 });
    let mut g = position(2, vec![s], vec![hand(&[(Wall, 3)]), hand(&[(Wall, 3)])]);
    // Everything else is already won.
    let rest = std::mem::take(&mut g.supply);
    g.players[1].won = rest;
    g.start_turn(R as usize);
    assert_eq!(g.phase, Phase::Over);
    assert!(legal(&g).is_empty(), "the rest of the turn is not played");
    assert_eq!(refused(&g, Move::Draw), CmError::GameOver);
    assert_eq!(g.players[0].hand.len(), 3);
}

#[test]
fn cm24_a_section_without_new_tiles_is_removed() {
    let mut s0 = section(&[2], &[(R, Tower)]);
    s0.placed = Some(PlacedTile { value: 5, stack: 0 });
    let s1 = section(&[3, 4], &[(G, Wall)]);
    let mut g = position(2, vec![s0, s1], vec![hand(&[(Wall, 3)]), hand(&[(Wall, 3)])]);
    let rest = std::mem::take(&mut g.supply);
    g.players[1].won = rest;
    g.start_turn(R as usize);
    assert!(g.sections[0].closed);
    assert_eq!(g.phase, Phase::Normal, "section 1 still has tiles");
    assert_eq!(refused(&g, Move::Play { kind: Wall, count: 1, section: 0 }), CmError::SectionClosed { section: 0 });
    assert!(legal(&g).iter().all(|m| !matches!(m, Move::Play { section: 0, .. })));
}

#[test]
fn cm25_cm26_the_last_round_then_no_more_cards() {
    let s = || section(&[3, 4], &[]);
    let hands = vec![hand(&[(Wall, 1)]), hand(&[(Wall, 2)]), hand(&[(Wall, 2)])];
    let mut g = position(3, vec![s(), s(), s()], hands);
    g.players[0].deck.clear();
    g.start_turn(0);
    play(&mut g, Move::Play { kind: Wall, count: 1, section: 0 });
    assert_eq!(g.phase, Phase::LastRound { trigger: 0 }, "the set is used up: last round at once");
    assert_eq!(g.turn, 1, "the rest of the trigger's turn is impossible");
    // Green and Blue have one more normal turn each.
    play(&mut g, Move::Draw);
    play(&mut g, Move::Draw);
    assert_eq!(g.turn, 2);
    play(&mut g, Move::Draw);
    play(&mut g, Move::Draw);
    // The trigger is next: from now on nobody lays or draws.
    assert!(g.phase == Phase::ScoringOnly || g.phase == Phase::Over);
    assert!(legal(&g).iter().all(|m| matches!(m, Move::PlaceTile { .. })));
}

#[test]
fn cm26_no_cards_and_no_draws_in_the_scoring_only_phase() {
    let s0 = section(&[3, 4], &[(R, Tower)]);
    let s1 = section(&[5, 7], &[(G, Tower), (R, Wall)]);
    let mut g = position(2, vec![s0, s1], vec![hand(&[(Horseman, 1), (Wall, 2)]), hand(&[(Wall, 2)])]);
    g.phase = Phase::ScoringOnly;
    g.start_turn(R as usize);
    play(&mut g, Move::PlaceTile { section: 0, tile: 4, stack: 0 });
    assert_eq!(g.turn, 1, "Red's scoring-only turn ends after the scoring");
    assert_eq!(g.step, Step::PlaceTile { section: 1 });
    assert_eq!(refused(&g, Move::Draw), CmError::TileDecisionPending { section: 1 });
    play(&mut g, Move::PlaceTile { section: 1, tile: 7, stack: 0 });
    // Red (3 - 4 = -1) is still the sole contributor of section 0 and wins
    // its second tile at his next turn; he also leads section 1 (1 > 3 - 7).
    let mut won = g.players[0].won.clone();
    won.sort();
    assert_eq!(won, vec![3, 4, 5]);
    assert_eq!(g.players[1].won, vec![7]);
    // Even with an action step forced, the phase refuses cards.
    let mut copy = g.clone();
    copy.phase = Phase::ScoringOnly;
    copy.step = Step::Action { number: 2 };
    assert_eq!(copy.check(&Move::Ride { count: 1, section: 1 }), Err(CmError::ScoringOnly));
}

#[test]
fn cm27_scoring_only_ends_when_only_ties_are_left() {
    // Red's set is used up (he triggered); Green's last normal turn finds
    // a 3:3 tie and no cards to lay: scoring-only begins and ends at once.
    let s0 = section(&[3, 4], &[(R, Tower), (G, Tower)]);
    let mut g = position(2, vec![s0], vec![hand(&[]), hand(&[])]);
    g.players.iter_mut().for_each(|p| p.deck.clear());
    g.phase = Phase::LastRound { trigger: 0 };
    g.start_turn(G as usize);
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.outcome().unwrap().winners, vec![0, 1], "nobody won a tile: a shared result");
}

#[test]
fn cm27_scoring_only_goes_on_while_someone_leads() {
    let s0 = section(&[3, 4], &[(R, Tower), (G, Tower)]);
    let mut g = position(2, vec![s0], vec![hand(&[]), hand(&[(Wall, 1)])]);
    g.players.iter_mut().for_each(|p| p.deck.clear());
    g.phase = Phase::LastRound { trigger: 0 };
    g.start_turn(G as usize);
    play(&mut g, Move::Play { kind: Wall, count: 1, section: 0 });
    // Green leads 4:3. Red's scoring-only turn gives him nothing; Green's
    // next turn awards the first tile.
    assert_eq!(g.phase, Phase::ScoringOnly);
    assert_eq!((g.turn, g.step), (1, Step::PlaceTile { section: 0 }));
    play(&mut g, Move::PlaceTile { section: 0, tile: 4, stack: 1 });
    // Green 4 - 4 = 0 against Red's 3: Red takes the 3, Green his 4; the new
    // pair has no cards, so nobody can score any more.
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.players[0].won, vec![3]);
    assert_eq!(g.players[1].won, vec![4]);
    assert!(g.log.contains(&Event::ScoringOnly));
}

#[test]
fn cm28_final_scoring_tiles_on_cards_count_for_nobody_and_ties_share() {
    let mut s0 = section(&[3], &[(R, Tower), (G, Tower)]);
    s0.placed = Some(PlacedTile { value: 8, stack: 0 });
    let mut g = position(2, vec![s0], vec![hand(&[]), hand(&[])]);
    g.players.iter_mut().for_each(|p| p.deck.clear());
    g.players[0].won = vec![5, 2];
    g.players[1].won = vec![7];
    fit_supply(&mut g);
    g.phase = Phase::LastRound { trigger: 0 };
    g.start_turn(G as usize);
    // Red 3 - 8 = -5 < Green 3: Green leads; scoring only runs until Green takes it.
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.players[1].won, vec![7, 3]);
    assert_eq!(g.players[0].won, vec![5, 2, 8]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![15, 10]);
    assert_eq!(outcome.winners, vec![0]);

    // A tile still lying on a card at the end counts for nobody:
    // Red 3 - 2 = 1 ties Green's 1, so the 2 stays on Red's Tower.
    let mut s0 = section(&[3], &[(R, Tower), (G, Wall)]);
    s0.placed = Some(PlacedTile { value: 2, stack: 0 });
    let mut g = position(2, vec![s0], vec![hand(&[]), hand(&[])]);
    g.players.iter_mut().for_each(|p| p.deck.clear());
    g.players[0].won = vec![4];
    g.players[1].won = vec![4];
    fit_supply(&mut g);
    g.phase = Phase::LastRound { trigger: 0 };
    g.start_turn(G as usize);
    assert_eq!(g.phase, Phase::Over);
    assert_eq!(g.sections[0].placed, Some(PlacedTile { value: 2, stack: 0 }));
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![4, 4]);
    assert_eq!(outcome.winners, vec![0, 1], "equal totals share the win");
}

#[test]
fn t15_typical_situation_three_players() {
    // Section 1: Rot = 3, Grün = 2. Section 2: Blau = 3, Grün = 3, Rot = 2.
    let s0 = section(&[4, 5], &[(R, Tower), (G, Gate)]);
    let s1 = section(&[2, 7], &[(B, Tower), (G, Gate), (G, Wall), (R, Gate)]);
    let mut g = position(3, vec![s0, s1], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    assert_eq!(totals(&g, 0), vec![3, 2, 0]);
    figure("cm-1", &g, 1, Viewer::Spectator, &["section:1", "section:2"]);
    assert_eq!(totals(&g, 1), vec![2, 3, 3]);
    g.start_turn(R as usize);
    assert_eq!(g.step, Step::PlaceTile { section: 0 }, "Red scores section 1 only");
    let moves = legal(&g);
    assert!(moves.iter().all(|m| matches!(m, Move::PlaceTile { section: 0, .. })));
    g.start_turn(B as usize);
    assert_eq!(g.step, Step::Action { number: 2 }, "Blue: a tie in section 2, not in section 1");
}

// ---------------------------------------------------------------- engine properties

#[test]
fn hidden_information_stays_hidden() {
    let g = new_game(3, 7);
    let view = serde_json::to_value(g.view(Viewer::Seat(0))).unwrap();
    let seats = view["seats"].as_array().unwrap();
    assert!(seats[0]["hand"].is_array(), "own hand is visible");
    assert!(seats[1].get("hand").is_none() && seats[2].get("hand").is_none());
    let text = view.to_string();
    for secret in ["deck\"", "supply\"", "rng", "seed"] {
        assert!(!text.contains(secret), "view leaks {secret}: {text}");
    }
    let spectator = serde_json::to_value(g.view(Viewer::Spectator)).unwrap();
    assert!(spectator["seats"].as_array().unwrap().iter().all(|s| s.get("hand").is_none()));
}

#[test]
fn won_tile_values_are_private_until_the_end() {
    let mut s = section(&[2], &[(R, Wall), (G, Tower)]);
    s.placed = Some(PlacedTile { value: 8, stack: 0 });
    let mut g = position(3, vec![s], vec![hand(&[(Wall, 1)]), hand(&[(Wall, 1)]), hand(&[(Wall, 1)])]);
    g.start_turn(G as usize);
    let blue = serde_json::to_value(g.view(Viewer::Seat(2))).unwrap();
    assert!(blue["seats"][0].get("won").is_none());
    assert_eq!(blue["seats"][0]["wonCount"], 1);
    let award = blue["log"].as_array().unwrap().iter().find(|e| e["event"] == "tilesAwarded").unwrap();
    assert!(award["tile"].is_null() && award["placedTile"].is_null());
    let red = serde_json::to_value(g.view(Viewer::Seat(0))).unwrap();
    assert_eq!(red["seats"][0]["won"], serde_json::json!([8]));
    assert_eq!(g.visible_scores(Viewer::Seat(2)), vec![None, None, Some(0)]);
}

#[test]
fn undo_counts_only_moves_that_revealed_nothing() {
    let mut g = position(2, vec![section(&[3, 4], &[])], vec![hand(&[(Horseman, 1), (Wall, 2)]), hand(&[(Wall, 1)])]);
    g.start_turn(0);
    assert_eq!(g.undoable(), 0);
    play(&mut g, Move::Ride { count: 1, section: 0 });
    play(&mut g, Move::Play { kind: Wall, count: 1, section: 0 });
    assert_eq!(g.undoable(), 2);
    let mut g = new_game(2, 3);
    play(&mut g, Move::Draw);
    assert_eq!(g.undoable(), 0);
}

#[test]
fn same_seed_same_game_other_seed_other_game() {
    assert_eq!(new_game(4, 99), new_game(4, 99));
    assert_ne!(new_game(4, 99), new_game(4, 100));
}

#[test]
fn corrupted_states_are_refused_by_validate() {
    let g = new_game(3, 5);
    let mut bad = g.clone();
    bad.sections[0].placed = Some(PlacedTile { value: 3, stack: 4 });
    assert!(bad.validate().is_err());
    let mut bad = g.clone();
    bad.turn = 7;
    assert!(bad.validate().is_err());
    let mut bad = g.clone();
    bad.supply.push(8);
    assert!(bad.validate().is_err());
    let mut bad = g.clone();
    bad.players[1].deck.push(Kind::Tower);
    bad.players[1].deck.push(Kind::Tower);
    assert!(bad.validate().is_err());
    assert!(g.validate().is_ok());
}

// ------------------------------------------------ CM-A9: face-down tiles and the log

/// A seeded random game played until `awards` second-tile awards happened
/// (or the game ended).
fn game_with_awards(players: usize, seed: u64, awards: usize) -> ChinesischeMauer {
    let mut g = new_game(players, seed);
    let mut chooser = SeededRng::from_seed(seed ^ 0x5eed);
    let count = |g: &ChinesischeMauer| g.log.iter().filter(|e| matches!(e, Event::TilesAwarded { .. })).count();
    while !g.is_finished() && count(&g) < awards {
        let moves = legal(&g);
        play(&mut g, moves[chooser.below(moves.len())]);
    }
    g
}

/// For every award in the real log: what `viewer` sees of that tile's refill,
/// placing and award, as (values of the refill, placed value, award values).
fn award_lines(g: &ChinesischeMauer, viewer: Viewer) -> Vec<(usize, usize, serde_json::Value, serde_json::Value, serde_json::Value)> {
    let view = serde_json::to_value(g.view(viewer)).unwrap();
    let log = view["log"].as_array().unwrap();
    let mut out = Vec::new();
    for (i, e) in g.log.iter().enumerate() {
        if let Event::TilesAwarded { section, seat, placed_owner, .. } = *e {
            let last = |name: &str| {
                (0..i).rev().find(|&j| log[j]["event"] == name && log[j]["section"] == section).map(|j| log[j].clone())
            };
            let refill = last("sectionRefilled").expect("a refill before the award")["tiles"].clone();
            let placed = last("tilePlaced").expect("a placing before the award")["tile"].clone();
            let award = serde_json::json!([log[i]["tile"], log[i]["placedTile"]]);
            out.push((seat, placed_owner, refill, placed, award));
        }
    }
    out
}

#[test]
fn cm_a9_the_log_stops_naming_tiles_won_by_others() {
    for (players, seed) in [(3, 11), (2, 5), (4, 8)] {
        let g = game_with_awards(players, seed, 4);
        assert!(!g.is_finished());
        let lines = award_lines(&g, Viewer::Spectator);
        assert!(lines.len() >= 4);
        for viewer in (0..players).map(Viewer::Seat).chain([Viewer::Spectator]) {
            for (seat, owner, refill, placed, award) in award_lines(&g, viewer) {
                let hidden_refill = refill.as_array().unwrap().iter().filter(|v| v.is_null()).count();
                let others = [seat, owner].iter().filter(|&&s| !viewer.is(s)).count();
                assert_eq!(hidden_refill, others, "{viewer:?}: the refill names exactly the tiles it may know");
                assert_eq!(placed.is_null(), !viewer.is(owner), "{viewer:?}: the placed tile");
                assert_eq!(award[0].is_null(), !viewer.is(seat));
                assert_eq!(award[1].is_null(), !viewer.is(owner));
            }
        }
    }
}

#[test]
fn cm_a9_open_tiles_are_named_and_everything_is_turned_at_the_end() {
    let mut g = game_with_awards(3, 11, usize::MAX);
    assert!(g.is_finished());
    for viewer in [Viewer::Seat(1), Viewer::Spectator] {
        for (_, _, refill, placed, award) in award_lines(&g, viewer) {
            assert!(refill.as_array().unwrap().iter().all(|v| v.is_u64()));
            assert!(placed.is_u64() && award[0].is_u64() && award[1].is_u64());
        }
    }
    // Before any award, the open tiles of a refill are named to everybody.
    g = new_game(3, 11);
    let view = serde_json::to_value(g.view(Viewer::Spectator)).unwrap();
    let refills: Vec<_> = view["log"].as_array().unwrap().iter().filter(|e| e["event"] == "sectionRefilled").collect();
    assert_eq!(refills.len(), 3);
    assert!(refills.iter().all(|e| e["tiles"][0].is_u64() && e["tiles"][1].is_u64()));
}

#[test]
fn cm_a9_determinize_keeps_the_view_and_log_and_re_deals_only_the_unknown() {
    use spieltisch::engine::Determinize;
    for (players, seed) in [(3, 11), (2, 5), (5, 3)] {
        let g = game_with_awards(players, seed, 5);
        for viewer in (0..players).map(Viewer::Seat).chain([Viewer::Spectator]) {
            let view = serde_json::to_value(g.view(viewer)).unwrap();
            let mut rng = SeededRng::from_seed(seed);
            let mut others_changed = false;
            for _ in 0..20 {
                let d = g.determinize(viewer, &mut rng);
                d.validate().expect("a determinization is a valid state");
                assert_eq!(serde_json::to_value(d.view(viewer)).unwrap(), view, "{viewer:?}: view or log changed");
                for seat in 0..players {
                    if viewer.is(seat) {
                        assert_eq!(d.players[seat].won, g.players[seat].won, "own tiles are known");
                        assert_eq!(d.players[seat].hand, g.players[seat].hand, "own hand is known");
                    } else {
                        others_changed |= d.players[seat].won != g.players[seat].won;
                    }
                    // The dealt world is consistent: each seat's own log names its tiles.
                    let own: u32 = award_lines(&d, Viewer::Seat(seat))
                        .iter()
                        .map(|(s, o, _, _, a)| {
                            (if *s == seat { a[0].as_u64().unwrap() } else { 0 }
                                + if *o == seat { a[1].as_u64().unwrap() } else { 0 }) as u32
                        })
                        .sum();
                    assert_eq!(own, d.players[seat].won.iter().map(|&v| v as u32).sum::<u32>());
                }
                if players == 2 {
                    for e in &d.log {
                        if let Event::SectionRefilled { tiles, .. } = e {
                            assert_ne!(tiles[0], tiles[1], "two players never play an equal pair (CM-04)");
                        }
                    }
                }
            }
            let some_other_won = (0..players).any(|s| !viewer.is(s) && !g.players[s].won.is_empty());
            if some_other_won {
                assert!(others_changed, "{viewer:?}: the tiles others won are re-dealt");
            }
        }
    }
}

/// A seat that watched the game remembers the tiles others won: each lay
/// open at its section before it was turned face down (CM-A9). The
/// inferred deal (the computers that remember, `Determinize::
/// determinize_inferred`) keeps the view and every seat's won tiles, and
/// deals only what nobody saw anew: other hands and decks, and the supply,
/// the same tiles in another order.
#[test]
fn cm_a9_a_seat_remembers_the_tiles_it_saw_won() {
    use spieltisch::engine::Determinize;
    for (players, seed) in [(3, 11), (2, 5), (5, 3)] {
        let g = game_with_awards(players, seed, 5);
        assert!((0..players).filter(|&s| !g.players[s].won.is_empty()).count() >= 2, "tiles were won");
        for viewer in (0..players).map(Viewer::Seat).chain([Viewer::Spectator]) {
            let view = serde_json::to_value(g.view(viewer)).unwrap();
            let mut rng = SeededRng::from_seed(seed);
            let (mut supply_moved, mut hands_moved) = (false, false);
            for _ in 0..20 {
                let d = g.determinize_inferred(viewer, &mut rng);
                d.validate().expect("a determinization is a valid state");
                assert_eq!(serde_json::to_value(d.view(viewer)).unwrap(), view, "{viewer:?}: view or log changed");
                assert_eq!(d.remembered(viewer), g.remembered(viewer), "{viewer:?}: what the seat saw won");
                for seat in 0..players {
                    assert_eq!(d.players[seat].won, g.players[seat].won);
                    hands_moved |= !viewer.is(seat) && d.players[seat].hand != g.players[seat].hand;
                }
                let (mut a, mut b) = (d.supply.clone(), g.supply.clone());
                supply_moved |= a != b;
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b, "the supply holds the same tiles");
            }
            assert!(supply_moved && hands_moved, "{viewer:?}: the unseen is dealt anew");
        }
    }
}
