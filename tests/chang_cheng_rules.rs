//! Every numbered rule of docs/rules/chang-cheng.md (CC-R1..R31) as tests
//! on hand-made positions of the reference layout 1A + 2A.

mod cc_support;

use cc_support::*;
use spieltisch::engine::{Determinize, Game, Viewer};
use spieltisch::games::chang_cheng::*;

use Action::*;
use CardOption::{A, B};

#[test]
fn r01_turns_go_clockwise_one_action_each() {
    let mut g = midgame(3, GREEN);
    play_all(&mut g, &[act(Walls), wall_at(0), wall_at(3)]);
    assert_eq!((g.turn, g.step), (RED, Step::Choose), "after Green comes Red");
    play_all(&mut g, &[act(Tower), Move::Tower { site: 10 }]);
    assert_eq!(g.turn, BLUE);
    assert_eq!(g.active(), vec![BLUE]);
}

#[test]
fn r02_the_very_first_turn_is_one_single_wall() {
    let mut g = reference(3);
    let moves = legal(&g);
    assert_eq!(moves.len(), 24);
    assert!(moves.iter().all(|m| matches!(m, Move::Wall { .. })));
    for action in Action::ALL {
        assert_eq!(refused(&g, act(action)), "first_turn");
    }
    assert_eq!(refused(&g, Move::Tower { site: 4 }), "first_turn");
    play(&mut g, wall_at(5));
    assert_eq!(g.turn, BLUE, "one wall ends the first turn");
    assert_eq!(legal(&g).len(), 5, "Blue may choose among all five actions");
}

#[test]
fn r03_a_province_is_complete_when_every_site_is_filled() {
    let mut g = midgame(2, RED);
    walls(&mut g, BLUE, &[0, 1]);
    assert!(!g.complete(0));
    g.sites[2] = Some(Piece { kind: PieceKind::Wall, owner: RED, destroyed: true });
    g.players[RED].walls -= 1;
    assert!(g.complete(0), "a destroyed wall still fills its site");
}

#[test]
fn r04_pieces_go_on_free_sites_only() {
    let mut g = midgame(2, RED);
    walls(&mut g, BLUE, &[4]);
    play(&mut g, act(Walls));
    assert_eq!(refused(&g, wall_at(4)), "site_taken");
    assert_eq!(refused(&g, wall_at(60)), "no_such_site");
}

#[test]
fn r05_two_walls_in_two_provinces_each_resolved_at_once() {
    let mut g = midgame(3, RED);
    play(&mut g, act(Walls));
    play(&mut g, wall_at(0));
    assert_eq!(refused(&g, wall_at(2)), "same_province");
    play(&mut g, wall_at(3));
    assert_eq!(g.turn, BLUE);
    // The first wall completes P1 and is scored before the second wall.
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert!(g.provinces[0].complete);
    assert_eq!(score(&g), vec![0, 3, 0]);
    assert_eq!(g.step, Step::Walls { left: 1, first: Some(0) });
}

#[test]
fn r06_two_cards_in_two_different_incomplete_provinces() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1, 2]);
    scored(&mut g, 0);
    valid(&g);
    play(&mut g, act(Cards));
    assert_eq!(refused(&g, Move::Card { card: 3, province: 0 }), "province_complete");
    play(&mut g, Move::Card { card: 3, province: 1 });
    assert_eq!(refused(&g, Move::Card { card: 4, province: 1 }), "same_province");
    assert_eq!(refused(&g, Move::Card { card: 3, province: 2 }), "card_not_in_hand");
    play(&mut g, Move::Card { card: 4, province: 2 });
    assert_eq!(g.players[RED].hand, vec![1, 2, 5, 6]);
    assert_eq!(g.turn, BLUE);
}

#[test]
fn r07_card_then_wall_in_the_same_province() {
    let mut g = midgame(3, RED);
    play(&mut g, act(CardWall));
    assert!(legal(&g).iter().all(|m| matches!(m, Move::Card { .. })), "the card comes first");
    play(&mut g, Move::Card { card: 2, province: 1 });
    assert_eq!(refused(&g, wall_at(8)), "other_province");
    play(&mut g, wall_at(4));
    assert_eq!(g.turn, BLUE);
}

#[test]
fn r08_double_wall_on_adjacent_sites_with_immediate_points() {
    for (site, points) in [(0, 2), (3, 3), (11, 4)] {
        let mut g = midgame(3, RED);
        play_all(&mut g, &[act(Double), Move::Double { site }]);
        assert_eq!(score(&g)[RED], points, "double on {site}");
        assert_eq!(g.sites[site as usize + 1].unwrap().kind, PieceKind::Double);
    }
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[6]);
    play(&mut g, act(Double));
    assert_eq!(refused(&g, Move::Double { site: 5 }), "not_adjacent");
    assert_eq!(refused(&g, Move::Double { site: 23 }), "not_adjacent", "23 is the east end");
}

#[test]
fn r09_tower_never_next_to_a_tower() {
    let mut g = midgame(3, RED);
    put(&mut g, 5, PieceKind::Tower, BLUE);
    play(&mut g, act(Tower));
    assert_eq!(refused(&g, Move::Tower { site: 6 }), "tower_next_to_tower");
    assert_eq!(refused(&g, Move::Tower { site: 4 }), "tower_next_to_tower");
    play(&mut g, Move::Tower { site: 7 });
    assert_eq!(g.sites[7].unwrap().kind, PieceKind::Tower);
}

#[test]
fn r09_a_position_with_two_towers_side_by_side_is_refused() {
    // no move builds it (above); a position built by hand (the figure
    // builder's free placement) must not show it either
    use spieltisch::engine::Game;
    let mut g = midgame(3, RED);
    put(&mut g, 5, PieceKind::Tower, BLUE);
    put(&mut g, 7, PieceKind::Tower, RED);
    assert_eq!(g.validate(), Ok(()), "a site apart");
    let mut g = midgame(3, RED);
    put(&mut g, 5, PieceKind::Tower, BLUE);
    put(&mut g, 6, PieceKind::Tower, RED);
    assert!(g.validate().expect_err("side by side").contains("CC-R9"));
}

#[test]
fn r10_several_cards_of_one_player_in_one_province() {
    let mut g = midgame(2, RED);
    card(&mut g, 1, RED, 5);
    play_all(&mut g, &[act(Cards), Move::Card { card: 3, province: 1 }, Move::Card { card: 4, province: 2 }]);
    assert_eq!(g.provinces[1].cards.len(), 2);
}

#[test]
fn r11_the_last_free_neighbour_of_a_tower_is_its_owners() {
    let mut g = midgame(3, RED);
    put(&mut g, 5, PieceKind::Tower, BLUE);
    assert!(g.allowed(4, RED) && g.allowed(6, RED), "two free neighbours: both open");
    walls(&mut g, GREEN, &[4]);
    assert!(!g.allowed(6, RED) && g.allowed(6, BLUE));
    play(&mut g, act(Walls));
    assert_eq!(refused(&g, wall_at(6)), "site_reserved");
    assert_eq!(g.reserved_sites()[6], 1 << BLUE);
    // Two towers sharing their last free neighbour: both owners may use it.
    let mut g = midgame(3, RED);
    put(&mut g, 5, PieceKind::Tower, BLUE);
    put(&mut g, 7, PieceKind::Tower, GREEN);
    walls(&mut g, RED, &[4, 8]);
    assert!(g.allowed(6, BLUE) && g.allowed(6, GREEN) && !g.allowed(6, RED));
}

#[test]
fn r12_a_placer_peeks_at_the_bordering_threat_counters() {
    let mut g = midgame(3, RED);
    threat(&mut g, 1, 4);
    play_all(&mut g, &[act(Double), Move::Double { site: 3 }]);
    assert_eq!(g.territories[0].peeked, 1 << RED);
    assert_eq!(g.territories[1].peeked, 1 << RED);
    let red = g.view(Viewer::Seat(RED));
    let blue = g.view(Viewer::Seat(BLUE));
    assert_eq!(red.territories[1].threat, Some(4));
    assert_eq!(blue.territories[1].threat, None);
    assert_eq!(blue.territories[1].peeked_by, vec![RED]);
    assert!(g.log.contains(&Event::Peeked { seat: RED, territory: 1 }));
    // A removed counter shows nothing and is not looked at.
    let mut g = midgame(3, RED);
    g.territories[2].removed = true;
    play_all(&mut g, &[act(Tower), Move::Tower { site: 9 }]);
    assert_eq!(g.territories[2].peeked, 0);
}

#[test]
fn r13_completion_after_each_piece_west_to_east() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[7, 8, 9, 10, 14, 15]);
    walls(&mut g, GREEN, &[13]);
    card(&mut g, 2, GREEN, 3);
    card(&mut g, 3, BLUE, 3);
    valid(&g);
    play_all(&mut g, &[act(Double), Move::Double { site: 11 }]);
    // P3 (2) is scored first: Green decides card 3 there.
    assert_eq!(g.scoring.as_ref().unwrap().province, 2);
    assert_eq!(g.active(), vec![GREEN]);
    assert_eq!(g.pending, vec![3]);
    valid(&g);
    play(&mut g, choose(A));
    assert_eq!(g.scoring.as_ref().unwrap().province, 3);
    assert_eq!(g.active(), vec![BLUE]);
    play(&mut g, choose(B));
    assert_eq!(g.turn, BLUE);
    // P3: value 5 + 0 + 2, Blue 4 : Red 1. P4: 4 + 1 - 2, Blue 3.
    assert_eq!(score(&g), vec![4, 7 + 3, 0]);
}

/// Red's double wall on 11-12 completes P3 (id 2, sites 7..11) and P4 (id 3,
/// sites 12..15, reputation 4); Green's card 6 lies in P3, so P3's scoring
/// waits for Green while P4 waits behind it.
fn two_provinces_by_one_double_wall() -> ChangCheng {
    let mut g = midgame(3, RED);
    walls(&mut g, GREEN, &[7, 13]);
    walls(&mut g, BLUE, &[8, 9, 10, 14, 15]);
    card(&mut g, 2, GREEN, 6);
    reputation(&mut g, 3, 4);
    valid(&g);
    play_all(&mut g, &[act(Double), Move::Double { site: 11 }]);
    assert_eq!((g.scoring.as_ref().map(|s| s.province), g.pending.clone()), (Some(2), vec![3]));
    assert_eq!(g.active(), vec![GREEN]);
    valid(&g);
    g
}

#[test]
fn r13_the_second_province_is_valued_only_when_its_scoring_begins() {
    // CC-A24: "Nach Vervollständigung einer Provinz wird das Spiel sofort
    // unterbrochen und der Wert der Provinz bestimmt", province by province.
    let g = two_provinces_by_one_double_wall();
    let first = g.provinces[2].reputation;
    for viewer in [Viewer::Seat(RED), Viewer::Seat(BLUE), Viewer::Seat(GREEN), Viewer::Spectator] {
        let v = view_json(&g, viewer);
        assert_eq!(v["provinces"][2]["reputation"], first, "{viewer:?}: the first province's counter is face up");
        assert!(v["provinces"][3]["reputation"].is_null(), "{viewer:?} sees the waiting province's counter");
    }
    assert!(!g.log.iter().any(|e| matches!(e, Event::Completed { province: 3, .. })), "P4 not yet valued");
    // The bot's deals treat the waiting counter as unknown: drawn anew.
    let dealt: std::collections::BTreeSet<u8> = (0..40)
        .map(|seed| g.determinize(Viewer::Seat(GREEN), &mut spieltisch::rng::SeededRng::from_seed(seed)).provinces[3].reputation)
        .collect();
    assert!(dealt.len() > 1, "the waiting counter was dealt as known: {dealt:?}");
    let mut g = g;
    play(&mut g, Move::Pass);
    assert!(g.scoring.is_none() && g.pending.is_empty());
    assert_eq!(view_json(&g, Viewer::Spectator)["provinces"][3]["reputation"], 4, "face up once scored");
}

#[test]
fn r13_a_card_six_of_the_first_province_changes_what_the_second_scores() {
    // Green passes: P4 has Blue 2 (14, 15), Red 1 (12), Green 1 (13), so
    // Blue gains its value 4 + 4. Green swaps its wall on 7 with Blue's on
    // 14 instead: P4 then has Green 2 (13, 14), so Green gains the 8; P3
    // stays Blue's either way (Blue 3 or 4 walls there).
    let mut passed = two_provinces_by_one_double_wall();
    play(&mut passed, Move::Pass);
    let mut swapped = two_provinces_by_one_double_wall();
    play(&mut swapped, Move::Swap { site: 7, with: 14 });
    let (passed, swapped) = (score(&passed), score(&swapped));
    assert_eq!((passed[GREEN], swapped[GREEN]), (0, 8));
    assert_eq!(swapped[BLUE], passed[BLUE] - 8);
    assert_eq!(swapped[RED], passed[RED]);
}

#[test]
fn r14_value_is_sites_plus_the_revealed_reputation() {
    let mut g = midgame(3, RED);
    reputation(&mut g, 2, 4);
    walls(&mut g, BLUE, &[7, 8, 9, 10]);
    let hidden = g.view(Viewer::Seat(BLUE));
    assert_eq!(hidden.provinces[2].reputation, None);
    play_all(&mut g, &[act(Walls), wall_at(11)]);
    assert_eq!(score(&g), vec![0, 9, 0]);
    assert_eq!(g.view(Viewer::Spectator).provinces[2].reputation, Some(4), "stays face up");
}

#[test]
fn r15_equal_priorities_cancel_also_three_of_a_kind() {
    let mut g = midgame(4, RED);
    walls(&mut g, BLUE, &[0, 1]);
    for seat in [RED, BLUE, GREEN] {
        card(&mut g, 0, seat, 5);
    }
    card(&mut g, 0, YELLOW, 4);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    let completed = g.log.iter().find_map(|e| match e {
        Event::Completed { cancelled, cards, .. } => Some((cancelled.clone(), cards.len())),
        _ => None,
    });
    assert_eq!(completed, Some((vec![5], 4)));
    assert_eq!(g.active(), vec![YELLOW], "only Yellow's 4 is left");
    play(&mut g, choose(B));
    // Blue 2 : Yellow 1 (card 4b) : Red 1.
    assert_eq!(score(&g), vec![0, 3, 0, 0]);
}

#[test]
fn r16_cards_resolve_in_ascending_priority_by_their_owners() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[3, 4, 5]);
    card(&mut g, 1, GREEN, 4);
    card(&mut g, 1, BLUE, 3);
    play_all(&mut g, &[act(Walls), wall_at(6)]);
    assert_eq!(g.active(), vec![BLUE], "3 before 4");
    assert_eq!(refused(&g, act(Walls)), "wrong_step");
    play(&mut g, choose(A));
    assert_eq!(g.active(), vec![GREEN]);
    play(&mut g, choose(A));
    assert_eq!(score(&g)[BLUE], 4 + 4);
}

#[test]
fn r17_cards_leave_the_game_after_the_scoring() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    card(&mut g, 0, GREEN, 5);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert!(g.provinces[0].cards.is_empty() && g.scoring.is_none());
    assert!(!g.players[GREEN].hand.contains(&5));
    valid(&g);
}

#[test]
fn r18_majority_counts_halves_towers_and_card_bonuses() {
    let mut g = midgame(3, RED);
    // P2 (3..6): Blue's double on 6-7 straddles P2/P3: counts 1 in P2.
    double(&mut g, BLUE, 6);
    put(&mut g, 3, PieceKind::Tower, GREEN);
    walls(&mut g, GREEN, &[4]);
    assert_eq!(g.province_counts(1), vec![0, 1, 2]);
    card(&mut g, 1, BLUE, 5);
    play_all(&mut g, &[act(Walls), wall_at(5)]);
    // Blue 1 + 2 (card 5) = 3 beats Green 2 and Red 1: Blue gains 4.
    assert_eq!(score(&g), vec![0, 4, 0]);
}

#[test]
fn r19_ties_share_the_full_value_and_nobody_scores_with_zero() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0]);
    walls(&mut g, GREEN, &[1]);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert_eq!(score(&g), vec![3, 3, 3]);
    // Every wall destroyed: no count of at least 1, no points.
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    g.sites[0].as_mut().unwrap().destroyed = true;
    g.sites[1].as_mut().unwrap().destroyed = true;
    card(&mut g, 0, GREEN, 2);
    play_all(&mut g, &[act(Walls), wall_at(2), Move::Destroy { site: 2 }]);
    assert_eq!(score(&g), vec![0, 0, 0]);
    assert!(g.log.iter().any(|e| matches!(e, Event::Scored { winners, .. } if winners.is_empty())));
}

#[test]
fn r20_an_emperor_card_per_completed_province() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert!(g.provinces[0].emperor);
    assert_eq!(g.emperor_left, 2);
    assert!(g.log.contains(&Event::EmperorCard { province: 0, left: 2 }));
}

#[test]
fn r21_card_one_must_remove_another_card() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    card(&mut g, 0, RED, 1);
    card(&mut g, 0, RED, 5);
    card(&mut g, 0, GREEN, 3);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert_eq!(g.active(), vec![RED]);
    let mut moves = legal(&g);
    moves.sort_by_key(|m| format!("{m:?}"));
    assert_eq!(moves, vec![Move::RemoveCard { card: 3 }, Move::RemoveCard { card: 5 }], "own cards too, no pass");
    assert_eq!(refused(&g, Move::Pass), "wrong_step");
    assert_eq!(refused(&g, Move::RemoveCard { card: 1 }), "no_such_card");
    play(&mut g, Move::RemoveCard { card: 3 });
    // Red: 1 wall + 2 (card 5) = 3 > Blue 2.
    assert_eq!(score(&g), vec![3, 0, 0]);
    // Alone in the province, card 1 does nothing.
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    card(&mut g, 0, GREEN, 1);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert!(g.log.iter().any(|e| matches!(e, Event::CardResolved { card: 1, effect: Effect::Nothing, .. })));
}

#[test]
fn r22_card_two_destroys_a_wall_or_removes_a_threat_counter() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    card(&mut g, 0, GREEN, 2);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert_eq!(g.active(), vec![GREEN]);
    let moves = legal(&g);
    assert!(moves.contains(&Move::Destroy { site: 2 }) && moves.contains(&Move::RemoveThreat { territory: 0 }));
    assert!(!moves.contains(&Move::RemoveThreat { territory: 1 }), "T2 does not border P1");
    assert_eq!(refused(&g, Move::RemoveThreat { territory: 1 }), "not_removable");
    play(&mut g, Move::Destroy { site: 0 });
    assert!(g.sites[0].unwrap().destroyed && g.complete(0));
    // Blue 1 : Red 1 after the destruction.
    assert_eq!(score(&g), vec![3, 3, 0]);
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    card(&mut g, 0, GREEN, 2);
    play_all(&mut g, &[act(Walls), wall_at(2), Move::RemoveThreat { territory: 0 }]);
    assert!(g.territories[0].removed);
    assert_eq!(g.territories[0].peeked, 1 << RED, "Red looked before it went");
    assert_eq!(g.view(Viewer::Seat(RED)).territories[0].threat, None, "a removed counter shows nothing");
    assert!(g.view(Viewer::Seat(RED)).territories[0].removed);
    // No single wall and no counter: no effect, no decision.
    let mut g = midgame(3, RED);
    double(&mut g, BLUE, 0);
    g.territories[0].removed = true;
    card(&mut g, 0, GREEN, 2);
    play_all(&mut g, &[act(Tower), Move::Tower { site: 2 }]);
    assert!(g.log.iter().any(|e| matches!(e, Event::CardResolved { card: 2, effect: Effect::Nothing, .. })));
}

#[test]
fn r23_card_six_may_swap_two_single_walls() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    walls(&mut g, GREEN, &[20]);
    double(&mut g, GREEN, 15);
    card(&mut g, 0, RED, 6);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    let moves = legal(&g);
    assert!(moves.contains(&Move::Pass));
    assert!(moves.contains(&Move::Swap { site: 0, with: 20 }));
    assert!(!moves.iter().any(|m| matches!(m, Move::Swap { with: 15, .. })), "a double wall cannot be swapped");
    assert!(!moves.contains(&Move::Swap { site: 2, with: 20 }) || g.sites[2].unwrap().owner == RED);
    assert_eq!(refused(&g, Move::Swap { site: 0, with: 1 }), "not_swappable", "same owner");
    play(&mut g, Move::Swap { site: 0, with: 20 });
    assert_eq!((g.sites[0].unwrap().owner, g.sites[20].unwrap().owner), (GREEN, BLUE));
    // Blue 1, Green 1, Red 1: all tied.
    assert_eq!(score(&g), vec![3, 3, 3]);
    assert_eq!(g.territories[4].peeked, 0, "a swap gives no peek");
}

#[test]
fn r24_modifiers_apply_to_their_province_only() {
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1, 3, 4, 5]);
    card(&mut g, 0, BLUE, 4);
    play_all(&mut g, &[act(Walls), wall_at(2), choose(A), wall_at(6)]);
    assert_eq!(score(&g), vec![0, 5 + 4, 0]);
}

#[test]
fn r25_the_third_emperor_card_adds_sections() {
    let mut g = midgame(3, RED);
    g.emperor_left = 1;
    g.provinces[3].emperor = true;
    g.provinces[4].emperor = true;
    walls(&mut g, BLUE, &[12, 13, 14, 15, 16, 17, 18, 19, 20]);
    scored(&mut g, 3);
    scored(&mut g, 4);
    walls(&mut g, BLUE, &[0, 1]);
    valid(&g);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert_eq!(g.expansions, 1);
    assert_eq!(g.active(), vec![RED], "the triggering player");
    let moves = legal(&g);
    assert_eq!(moves.len(), 4 * 2, "2 boards x 2 sides x 2 ends");
    assert_eq!(refused(&g, Move::Expand { side: S1A + 1, end: End::East }), "side_unavailable");
    play(&mut g, Move::Expand { side: S3B, end: End::East });
    assert_eq!(g.sites.len(), 36);
    assert!(g.expanded && g.provinces.iter().all(|p| !p.emperor));
    assert_eq!(g.reputation_reserve.len(), 6);
    // The rest of the action may use the new sites.
    assert!(legal(&g).contains(&wall_at(30)));
    play(&mut g, wall_at(30));
    assert_eq!(g.turn, BLUE);
    // 4 players: two sections.
    let mut g = midgame(4, RED);
    g.emperor_left = 1;
    walls(&mut g, BLUE, &[0, 1]);
    g.provinces[5].emperor = true;
    g.provinces[4].emperor = true;
    walls(&mut g, GREEN, &[21, 22, 23, 16, 17, 18, 19, 20]);
    scored(&mut g, 4);
    scored(&mut g, 5);
    valid(&g);
    play_all(&mut g, &[act(Tower), Move::Tower { site: 2 }]);
    assert_eq!(g.expansions, 2);
    play(&mut g, Move::Expand { side: S3B, end: End::East });
    assert_eq!(g.expansions, 1);
    play(&mut g, Move::Expand { side: S4A, end: End::West });
    assert_eq!(g.sites.len(), 48);
    assert_eq!(g.turn, BLUE);
}

#[test]
fn r26_the_game_ends_after_the_turn_filling_the_last_site() {
    let mut g = midgame(3, RED);
    g.expanded = true;
    g.emperor_left = 0;
    let free: Vec<SiteId> = vec![2, 5];
    for s in 0..24u8 {
        if !free.contains(&s) {
            let owner = (s % 3) as usize;
            if g.players[owner].walls > 0 {
                walls(&mut g, owner, &[s]);
            } else {
                walls(&mut g, (owner + 1) % 3, &[s]);
            }
        }
    }
    for p in 2..6 {
        scored(&mut g, p);
    }
    valid(&g);
    play_all(&mut g, &[act(Walls), wall_at(2)]);
    assert!(!g.is_finished(), "the turn is not over yet");
    play(&mut g, wall_at(5));
    assert!(g.is_finished());
    assert!(g.log.contains(&Event::WallComplete));
    assert!(g.active().is_empty());
    assert_eq!(refused(&g, act(Walls)), "game_over");
}

#[test]
fn r27_mongol_majority_loses_the_threat_unless_it_has_a_tower() {
    let mut g = midgame(3, RED);
    for t in 0..6 {
        threat(&mut g, t, 3);
    }
    threat(&mut g, 0, 4);
    // T1 (0..3): Blue 2 walls, Red 1 -> Blue loses 4.
    walls(&mut g, BLUE, &[0, 1]);
    walls(&mut g, RED, &[2]);
    // T2 (4..7): Red's double on 4-5 counts 1; Green tower 1: tie; Green protected.
    double(&mut g, RED, 4);
    put(&mut g, 7, PieceKind::Tower, GREEN);
    // T3 (8..11): destroyed Blue wall counts nothing, Green 1 -> Green loses 3.
    walls(&mut g, BLUE, &[8]);
    g.sites[8].as_mut().unwrap().destroyed = true;
    walls(&mut g, GREEN, &[9]);
    // T4 removed: no loss.
    walls(&mut g, RED, &[12]);
    g.territories[3].removed = true;
    let results = g.threat_results();
    assert_eq!(results.len(), 5);
    let t0 = &results[0];
    assert_eq!((t0.threat, t0.counts.clone(), t0.losers.clone()), (4, vec![1, 2, 0], vec![BLUE]));
    let t1 = &results[1];
    assert_eq!((t1.counts.clone(), t1.losers.clone(), t1.protected.clone()), (vec![1, 0, 1], vec![RED], vec![GREEN]));
    assert_eq!((results[2].counts.clone(), results[2].losers.clone()), (vec![0, 0, 1], vec![GREEN]));
    assert!(results.iter().all(|r| r.territory != 3));
    // A double wall counts 1 in each territory it touches.
    let mut g = midgame(2, RED);
    double(&mut g, RED, 3);
    let results = g.threat_results();
    assert_eq!((results[0].counts[RED], results[1].counts[RED]), (1, 1));
}

#[test]
fn r28_most_points_win_ties_share_and_points_may_go_negative() {
    let mut g = midgame(3, RED);
    g.players[RED].score = 5;
    g.players[BLUE].score = 5;
    g.players[GREEN].score = -2;
    g.step = Step::Over;
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![RED, BLUE]);
    assert_eq!(outcome.scores, vec![5, 5, -2]);
}

#[test]
fn r29_an_action_must_be_completed_where_possible() {
    // 2W: a wall on 5 would leave 7 (P3's only free site) reserved for
    // Green's tower on 6... so Red must place elsewhere in P2 first.
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1, 2, 3, 8, 9, 10, 11]);
    put(&mut g, 6, PieceKind::Tower, GREEN);
    for s in 12..24u8 {
        walls(&mut g, if s < 18 { GREEN } else { BLUE }, &[s]);
    }
    for p in [0, 3, 4, 5] {
        scored(&mut g, p);
    }
    g.emperor_left = 0;
    g.expanded = true;
    valid(&g);
    play(&mut g, act(Walls));
    assert_eq!(legal(&g), vec![wall_at(4), wall_at(7)]);
    assert_eq!(refused(&g, wall_at(5)), "spoils_action");
    // C+W: the card must go where the wall can follow.
    let mut g = midgame(3, RED);
    walls(&mut g, BLUE, &[0, 1]);
    put(&mut g, 3, PieceKind::Tower, BLUE);
    walls(&mut g, GREEN, &[4]);
    // Site 2 is reserved for Blue: P1 is incomplete but takes no Red wall.
    play(&mut g, act(CardWall));
    assert_eq!(refused(&g, Move::Card { card: 1, province: 0 }), "wall_cannot_follow");
    play(&mut g, Move::Card { card: 1, province: 1 });
    // Partial: 2W with one wall left places one wall.
    let mut g = midgame(2, RED);
    g.players[RED].walls = 1;
    play_all(&mut g, &[act(Walls), wall_at(0)]);
    assert_eq!(g.turn, BLUE, "no wall left: the action ends after one");
    // An action none of whose parts is possible cannot be chosen.
    let mut g = midgame(2, RED);
    g.players[RED].hand.clear();
    assert_eq!(refused(&g, act(Cards)), "action_impossible");
    assert_eq!(refused(&g, act(CardWall)), "action_impossible");
}

#[test]
fn r29_a_player_who_cannot_act_is_skipped() {
    let mut g = midgame(3, RED);
    g.players[BLUE].hand.clear();
    g.players[BLUE].walls = 0;
    g.players[BLUE].double = false;
    g.players[BLUE].tower = false;
    // Blue's pieces are "elsewhere": only the rule matters here.
    play_all(&mut g, &[act(Cards), Move::Card { card: 1, province: 0 }, Move::Card { card: 2, province: 1 }]);
    assert_eq!(g.turn, GREEN);
    assert!(g.log.contains(&Event::Skipped { seat: BLUE }));
}

#[test]
fn r30_the_game_ends_early_when_nobody_can_act() {
    let mut g = midgame(2, RED);
    for seat in [RED, BLUE] {
        g.players[seat].hand = vec![6];
        g.players[seat].walls = 0;
        g.players[seat].double = false;
        g.players[seat].tower = false;
    }
    play_all(&mut g, &[act(Cards), Move::Card { card: 6, province: 0 }]);
    assert_eq!(g.turn, BLUE);
    play_all(&mut g, &[act(Cards), Move::Card { card: 6, province: 1 }]);
    assert!(g.is_finished());
    assert!(g.log.contains(&Event::EarlyEnd));
    assert!(matches!(g.log.last(), Some(Event::GameOver { .. })));
    assert_eq!(g.view(Viewer::Spectator).evaluation.unwrap().len(), 6, "the Mongol evaluation follows");
}

#[test]
fn r31_hands_card_priorities_and_counters_stay_hidden() {
    let mut g = midgame(3, RED);
    play_all(&mut g, &[act(Cards), Move::Card { card: 4, province: 2 }, Move::Card { card: 6, province: 3 }]);
    let red = view_json(&g, Viewer::Seat(RED));
    let blue = view_json(&g, Viewer::Seat(BLUE));
    let spectator = view_json(&g, Viewer::Spectator);
    assert_eq!(red["provinces"][2]["cards"][0]["card"], 4);
    assert_eq!(blue["provinces"][2]["cards"][0]["card"], serde_json::Value::Null);
    assert_eq!(blue["provinces"][2]["cards"][0]["owner"], RED);
    assert!(blue["seats"][RED].get("hand").is_none());
    assert_eq!(blue["seats"][RED]["handSize"], 4);
    assert_eq!(red["seats"][RED]["hand"], serde_json::json!([1, 2, 3, 5]));
    for v in [&blue, &spectator] {
        assert!(v["provinces"].as_array().unwrap().iter().all(|p| p["reputation"].is_null()));
        assert!(v["territories"].as_array().unwrap().iter().all(|t| t["threat"].is_null()));
    }
    let text = serde_json::to_string(&g.log).unwrap();
    assert!(!text.contains("\"card\""), "the log never names a face-down card: {text}");
}
