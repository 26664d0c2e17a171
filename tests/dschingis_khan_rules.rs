//! One or more tests per rule of docs/rules/dschingis-khan.md, named after
//! the rule id, on hand-made positions. Refusals check the error code and
//! that the state is unchanged (`refuse`).

mod dk_support;

use dk_support::*;
use spieltisch::engine::{Game, Options, Seat, Viewer};
use spieltisch::games::dschingis_khan::*;
use spieltisch::rng::SeededRng;

fn wall(line: LineId) -> Move {
    Move::BuildWall { line, remove_end: None }
}

/// `seat`'s scout on `village` (its own peasant there) holding `kinds`,
/// about to step.
fn scout_at(players: usize, seat: Seat, village: VillageId, kinds: &[Kind]) -> DschingisKhan {
    let mut g = blank(players);
    give(&mut g, seat, kinds);
    stack(&mut g, village, &[(seat, P)]);
    scout(&mut g, seat, village);
    placing(&mut g, seat);
    valid(&g);
    g
}

/// `seat` about to build `n` walls.
fn builder(players: usize, seat: Seat, n: u8) -> DschingisKhan {
    let mut g = blank(players);
    walls(&mut g, seat, n);
    at(&mut g, seat, Step::Walls);
    g
}

/// Moves all but `keep` of `seat`'s passive tokens out of the game.
fn thin_passive(g: &mut DschingisKhan, seat: Seat, keep: usize) {
    let p = &mut g.players[seat];
    let cut = p.passive.len() - keep;
    let gone: Vec<TokenId> = p.passive.drain(..cut).collect();
    p.lost.extend(gone);
}

/// Leaves `n` walls in the general supply, the rest out of the game.
fn wall_supply(g: &mut DschingisKhan, n: u8) {
    g.walls_out += g.wall_supply - n;
    g.wall_supply = n;
}

/// Plays the first legal move until the turn passes or the game ends.
fn finish_turn(g: &mut DschingisKhan) {
    let seat = g.turn;
    while g.turn == seat && !g.is_finished() {
        let mv = legal(g)[0];
        play(g, mv);
    }
}

fn kinds_of(ts: &[TokenId]) -> Vec<Kind> {
    ts.iter().map(|&t| tokens::kind_of(t)).collect()
}

// ---------------------------------------------------------------- general

#[test]
fn dk_r01_turns_pass_on_and_one_seat_decides() {
    let mut g = blank(3);
    walls(&mut g, 0, 0);
    g.start_turn(0);
    assert_eq!(g.active(), vec![0]);
    refuse(&mut g, Move::PlaceWalls, "wrong_step");
    refuse(&mut g, wall(v(3, 2)), "wrong_step");
    play_all(&mut g, &[Move::DrawWall, Move::DrawWall, Move::PlaceWalls, wall(v(3, 2)), wall(v(3, 1))]);
    assert_eq!((g.turn, g.step), (1, Step::Draw { picks: 0 }));
    assert_eq!(g.active(), vec![1]);
    finish_turn(&mut g);
    assert_eq!(g.turn, 2);
    finish_turn(&mut g);
    assert_eq!(g.turn, 0, "after the last seat the first plays again");
}

// ------------------------------------------------------------------- draw

#[test]
fn dk_r02_draws_take_a_wall_from_the_supply_or_the_next_passive_token() {
    let mut g = blank(2);
    next_draws(&mut g, 0, &[H]);
    g.start_turn(0);
    let supply = g.wall_supply;
    play(&mut g, Move::DrawWall);
    assert_eq!((g.wall_supply, g.players[0].walls), (supply - 1, 3));
    play(&mut g, Move::DrawToken);
    assert_eq!(kinds_of(&g.players[0].active), vec![H]);
    assert_eq!(g.players[0].passive.len(), 16);
}

#[test]
fn dk_r03_at_most_four_of_each_kind_counting_the_new_item() {
    let mut g = blank(2);
    walls(&mut g, 0, 3);
    give(&mut g, 0, &[C, C, C]);
    g.start_turn(0);
    let start = g.clone();
    play(&mut g, Move::DrawWall);
    refuse(&mut g, Move::DrawWall, "too_many_walls");
    let mut g = start;
    play(&mut g, Move::DrawToken);
    refuse(&mut g, Move::DrawToken, "too_many_tokens");
    assert_eq!(legal(&g), vec![Move::DrawWall]);
}

#[test]
fn dk_r04_a_drawn_token_is_seen_by_its_owner_before_the_next_pick() {
    let mut g = blank(3);
    next_draws(&mut g, 0, &[X]);
    g.start_turn(0);
    play(&mut g, Move::DrawToken);
    assert_eq!(g.step, Step::Draw { picks: 1 });
    assert_eq!(g.view(Viewer::Seat(0)).seats[0].active, Some(vec![X]));
    assert_eq!(g.view(Viewer::Seat(1)).seats[0].active, None);
    assert_eq!(g.view(Viewer::Seat(1)).seats[0].tokens, 1);
    assert_eq!(*last_event(&g), Event::DrewToken { seat: 0 }, "the log names no kind");
}

#[test]
fn dk_r05_drawing_is_compulsory() {
    let mut g = blank(3);
    give(&mut g, 0, &[C]);
    g.start_turn(0);
    assert_eq!(legal(&g), vec![Move::DrawWall, Move::DrawToken]);
    refuse(&mut g, Move::PlaceTokens, "wrong_step");
    play(&mut g, Move::DrawWall);
    assert_eq!(legal(&g), vec![Move::DrawWall, Move::DrawToken]);
    refuse(&mut g, Move::PlaceWalls, "wrong_step");
    play(&mut g, Move::DrawWall);
    assert_eq!(g.step, Step::Choose, "after two items the draw is over");
}

// ----------------------------------------------------------------- choose

#[test]
fn dk_r06_after_the_draw_tokens_walls_or_a_blocked_scout() {
    let mut g = scout_at(3, 0, 14, &[C]);
    g.start_turn(0);
    play_all(&mut g, &[Move::DrawWall, Move::DrawWall]);
    assert_eq!(legal(&g), vec![Move::PlaceTokens, Move::PlaceWalls]);
    // A blocked scout: the removal takes the place of placing tokens (DK-A27).
    let mut g = t4_stuck();
    g.start_turn(1);
    play_all(&mut g, &[Move::DrawToken, Move::DrawWall]);
    assert_eq!(legal(&g), vec![Move::PlaceWalls, Move::RemoveScout]);
}

#[test]
fn dk_r07_an_empty_kind_cannot_be_chosen_and_nothing_to_do_ends_the_turn() {
    let mut g = blank(3);
    walls(&mut g, 0, 0);
    wall_supply(&mut g, 1);
    thin_passive(&mut g, 0, 0);
    g.start_turn(0);
    play(&mut g, Move::DrawWall);
    assert_eq!(g.step, Step::Choose);
    refuse(&mut g, Move::PlaceTokens, "no_tokens");
    let mut g = blank(3);
    walls(&mut g, 0, 0);
    wall_supply(&mut g, 0);
    thin_passive(&mut g, 0, 1);
    g.start_turn(0);
    play(&mut g, Move::DrawToken);
    refuse(&mut g, Move::PlaceWalls, "no_walls");
    // Nothing to draw, nothing to place, scout free: the turn just ends.
    let mut g = blank(3);
    walls(&mut g, 0, 0);
    wall_supply(&mut g, 0);
    thin_passive(&mut g, 0, 0);
    g.start_turn(0);
    assert_eq!((g.turn, g.step), (1, Step::Draw { picks: 0 }));
}

#[test]
fn dk_r08_the_kind_not_chosen_stays() {
    let mut g = blank(3);
    give(&mut g, 0, &[C, H]);
    walls(&mut g, 0, 0);
    g.start_turn(0);
    play_all(&mut g, &[Move::DrawWall, Move::DrawWall, Move::PlaceWalls, wall(v(3, 2)), wall(v(3, 1))]);
    assert_eq!(g.turn, 1);
    assert_eq!(kinds_of(&g.players[0].active), vec![C, H]);
    assert_eq!(g.players[0].walls, 0);
}

// ---------------------------------------------------------- tokens, scout

#[test]
fn dk_r09_an_absent_scout_enters_first() {
    let mut g = blank(3);
    give(&mut g, 0, &[C]);
    g.start_turn(0);
    play_all(&mut g, &[Move::DrawWall, Move::DrawWall, Move::PlaceTokens]);
    assert_eq!(g.step, Step::Enter);
    refuse(&mut g, Move::Road { to: 13, token: C }, "wrong_step");
    play(&mut g, Move::Enter { village: 14 });
    assert_eq!(g.step, Step::Tokens { visited: Set64::single(14) });
    assert!(g.stacks[14].is_empty(), "entry places no token");
}

#[test]
fn dk_r10_each_step_lays_one_held_token_on_top() {
    let mut g = blank(3);
    give(&mut g, 0, &[C, M]);
    stack(&mut g, 14, &[(0, P)]);
    stack(&mut g, 13, &[(1, P), (2, H)]);
    scout(&mut g, 0, 14);
    placing(&mut g, 0);
    refuse(&mut g, Move::Road { to: 13, token: X }, "token_not_held");
    play(&mut g, Move::Road { to: 13, token: M });
    assert_eq!(g.stacks[13].len(), 3);
    assert_eq!(g.controller(13), Some(0));
    assert_eq!(kinds_of(&g.players[0].active), vec![C]);
    assert_eq!(g.turn, 0, "one token left, one more step");
    play(&mut g, Move::Road { to: 6, token: C });
    assert_eq!(g.turn, 1, "all tokens placed: the turn is over");
}

#[test]
fn dk_r11_any_held_token_may_go_on_any_target() {
    let g = scout_at(3, 0, 14, &[C, X, H]);
    for token in [C, X, H] {
        assert!(is_legal(&g, Move::Road { to: 13, token }));
        assert!(is_legal(&g, Move::Gate { to: 22, token }));
    }
    assert!(!is_legal(&g, Move::Road { to: 13, token: M }));
}

#[test]
fn dk_r12_road_steps_need_a_road_and_no_wall() {
    let mut g = scout_at(3, 0, 14, &[C]);
    assert!(is_legal(&g, Move::Road { to: 13, token: C }));
    assert!(is_legal(&g, Move::Road { to: 15, token: C }));
    refuse(&mut g, Move::Road { to: 7, token: C }, "no_road");
    refuse(&mut g, Move::Road { to: 16, token: C }, "not_adjacent");
    refuse(&mut g, Move::Road { to: 99, token: C }, "no_such_village");
}

#[test]
fn dk_r13_gates_pass_open_walls_and_close_them_even_on_branches() {
    let mut g = scout_at(3, 0, 11, &[C, M]);
    refuse(&mut g, Move::Road { to: 19, token: C }, "wall_in_the_way");
    refuse(&mut g, Move::Gate { to: 12, token: C }, "no_wall_here");
    play(&mut g, Move::Gate { to: 19, token: C });
    assert!(!g.wall.open.contains(h(0, 3)));
    assert_eq!(g.side(19), Side::China);
    // A branch wall between 13 and 14 overrides their road.
    let mut g = scout_at(3, 0, 14, &[C, M]);
    build(&mut g, &[v(3, 2)]);
    refuse(&mut g, Move::Road { to: 13, token: C }, "wall_in_the_way");
    play(&mut g, Move::Gate { to: 13, token: C });
    assert!(!g.wall.open.contains(v(3, 2)));
    // A closed wall blocks.
    refuse(&mut g, Move::Gate { to: 14, token: M }, "already_visited");
    let mut g = scout_at(3, 0, 14, &[C]);
    g.wall.close(h(3, 3));
    refuse(&mut g, Move::Gate { to: 22, token: C }, "wall_closed");
}

#[test]
fn dk_r14_wall_walks_climb_and_descend_at_different_open_walls() {
    let mut g = scout_at(3, 0, 11, &[C, M]);
    g.wall.close(h(3, 3));
    g.wall.close(h(4, 3));
    refuse(&mut g, Move::Walk { to: 26, token: C, climb: h(1, 3), descend: h(7, 3) }, "climb_not_here");
    refuse(&mut g, Move::Walk { to: 26, token: C, climb: h(0, 3), descend: h(6, 3) }, "descend_not_there");
    refuse(&mut g, Move::Walk { to: 19, token: C, climb: h(0, 3), descend: h(0, 3) }, "same_wall");
    refuse(&mut g, Move::Walk { to: 14, token: C, climb: h(0, 3), descend: h(3, 3) }, "wall_closed");
    refuse(&mut g, Move::Walk { to: 14, token: C, climb: h(0, 3), descend: 77 }, "no_such_line");
    // Closed walls on the way are walked over; the target may be on either side.
    assert!(is_legal(&g, Move::Walk { to: 12, token: C, climb: h(0, 3), descend: h(1, 3) }));
    play(&mut g, Move::Walk { to: 26, token: C, climb: h(0, 3), descend: h(7, 3) });
    assert!(!g.wall.open.contains(h(0, 3)) && !g.wall.open.contains(h(7, 3)));
    assert_eq!(g.players[0].scout, Some(26));
}

#[test]
fn dk_r15_each_route_to_the_same_village_is_its_own_move() {
    let g = scout_at(3, 0, 13, &[C]);
    let road = Move::Road { to: 14, token: C };
    let walk = Move::Walk { to: 14, token: C, climb: h(2, 3), descend: h(3, 3) };
    assert!(is_legal(&g, road) && is_legal(&g, walk));
    let (mut by_road, mut by_walk) = (g.clone(), g);
    play(&mut by_road, road);
    play(&mut by_walk, walk);
    assert_eq!(by_road.wall.open.len(), 8);
    assert_eq!(by_walk.wall.open.len(), 6);
}

#[test]
fn dk_r16_walls_close_at_once() {
    let mut g = scout_at(3, 0, 13, &[C, M]);
    play(&mut g, Move::Walk { to: 15, token: C, climb: h(2, 3), descend: h(4, 3) });
    refuse(&mut g, Move::Gate { to: 23, token: M }, "wall_closed");
    refuse(&mut g, Move::Walk { to: 22, token: M, climb: h(4, 3), descend: h(3, 3) }, "wall_closed");
}

#[test]
fn dk_r17_no_other_scout_no_start_no_revisit() {
    let mut g = scout_at(3, 0, 14, &[C, M, P]);
    stack(&mut g, 13, &[(1, M)]);
    scout(&mut g, 1, 13);
    refuse(&mut g, Move::Road { to: 13, token: C }, "scout_there");
    refuse(&mut g, Move::Gate { to: 14, token: C }, "already_visited");
    play(&mut g, Move::Gate { to: 22, token: C });
    play(&mut g, Move::Road { to: 21, token: M });
    refuse(&mut g, Move::Road { to: 22, token: P }, "already_visited");
    // Occupied villages are fine: 20 holds a token of seat 2.
    stack(&mut g, 20, &[(2, C)]);
    refuse(&mut g, Move::Road { to: 20, token: P }, "no_road");
    assert!(is_legal(&g, Move::Road { to: 28, token: P }));
}

/// Seat 1 on 11 walks to 26 and gets stuck (DK-T4); seat 2's scout on 25.
fn t4_stuck() -> DschingisKhan {
    let mut g = scout_at(3, 1, 11, &[C, M]);
    stack(&mut g, 25, &[(2, M)]);
    scout(&mut g, 2, 25);
    play(&mut g, Move::Walk { to: 26, token: C, climb: h(0, 3), descend: h(7, 3) });
    g
}

#[test]
fn dk_r18_a_stuck_scout_loses_the_remaining_tokens() {
    let g = t4_stuck();
    assert_eq!(g.turn, 2);
    assert!(g.players[1].active.is_empty());
    assert_eq!(kinds_of(&g.players[1].lost), vec![M]);
    assert!(g.log.contains(&Event::TokensLost { seat: 1, count: 1 }));
    assert_eq!(g.view(Viewer::Seat(1)).seats[1].lost_kinds, Some(vec![M]));
    assert_eq!(g.view(Viewer::Seat(0)).seats[1].lost_kinds, None);
    assert_eq!(g.view(Viewer::Seat(0)).seats[1].lost, 1);
}

#[test]
fn dk_r19_a_step_into_a_dead_end_is_allowed() {
    let mut g = scout_at(3, 1, 11, &[C, M]);
    stack(&mut g, 25, &[(2, M)]);
    scout(&mut g, 2, 25);
    assert!(is_legal(&g, Move::Walk { to: 26, token: C, climb: h(0, 3), descend: h(7, 3) }));
}

#[test]
fn dk_r20_the_scout_stays_on_the_last_target() {
    let mut g = scout_at(3, 0, 14, &[C, M]);
    play_all(&mut g, &[Move::Road { to: 13, token: C }, Move::Road { to: 6, token: M }]);
    assert_eq!(g.turn, 1);
    assert_eq!(g.players[0].scout, Some(6));
    assert_eq!(g.view(Viewer::Spectator).villages[6].scout, Some(0));
}

#[test]
fn dk_r21_the_top_token_controls() {
    let mut g = blank(3);
    stack(&mut g, 5, &[(0, C), (1, M), (2, P)]);
    assert_eq!(g.controller(5), Some(2));
    assert_eq!(g.controller(6), None);
    stack(&mut g, 5, &[(0, H)]);
    assert_eq!(g.controller(5), Some(0));
}

// ------------------------------------------------------------ information

#[test]
fn dk_r22_placing_on_a_stack_reveals_it_and_is_remembered() {
    let mut g = scout_at(3, 0, 14, &[C]);
    stack(&mut g, 13, &[(1, M), (2, X)]);
    assert_eq!(seen(&g, Viewer::Seat(0), 13), vec![None, None]);
    play(&mut g, Move::Road { to: 13, token: C });
    assert_eq!(seen(&g, Viewer::Seat(0), 13), vec![Some(M), Some(X), Some(C)]);
    assert_eq!(seen(&g, Viewer::Seat(1), 13), vec![Some(M), None, None]);
    // Covered by seat 1 later, seat 0 still remembers.
    stack(&mut g, 13, &[(1, P)]);
    assert_eq!(seen(&g, Viewer::Seat(0), 13), vec![Some(M), Some(X), Some(C), None]);
    assert_eq!(seen(&g, Viewer::Seat(1), 13), vec![Some(M), Some(X), Some(C), Some(P)]);
}

#[test]
fn dk_r23_colours_counts_walls_and_scouts_are_public() {
    let mut g = scout_at(3, 0, 14, &[C, M]);
    stack(&mut g, 13, &[(1, M), (2, X)]);
    let view = g.view(Viewer::Spectator);
    let owners: Vec<Seat> = view.villages[13].stack.iter().map(|t| t.owner).collect();
    assert_eq!(owners, vec![1, 2]);
    assert!(view.villages[13].stack.iter().all(|t| t.kind.is_none()));
    assert_eq!(view.seats[0].tokens, 2);
    assert_eq!(view.seats[0].active, None);
    assert_eq!(view.seats[0].passive, 14);
    assert_eq!(view.seats[0].scout, Some(14));
    assert_eq!(view.wall_supply, g.wall_supply);
    assert_eq!(view.walls.len(), 8);
    assert!(view.walls.iter().all(|w| w.open && w.main));
    // Seat 1 controls nothing: its 0 is known to all.
    assert_eq!(g.visible_scores(Viewer::Spectator), vec![None, Some(0), None]);
    assert_eq!(g.visible_scores(Viewer::Seat(0)), vec![Some(1), Some(0), None]);
    g.wall.close(h(0, 3));
    assert!(!g.view(Viewer::Seat(1)).walls.iter().find(|w| w.line == h(0, 3)).unwrap().open);
}

// ------------------------------------------------------ removal and entry

#[test]
fn dk_r24_only_a_blocked_scout_on_the_board_can_be_removed() {
    let mut g = scout_at(3, 0, 14, &[C]);
    at(&mut g, 0, Step::Choose);
    refuse(&mut g, Move::RemoveScout, "scout_not_blocked");
    g.players[0].scout = None;
    refuse(&mut g, Move::RemoveScout, "scout_off_board");
}

#[test]
fn dk_r25_removing_the_scout_replaces_placing() {
    let mut g = t4_stuck();
    g.start_turn(1);
    play_all(&mut g, &[Move::DrawToken, Move::DrawWall, Move::RemoveScout]);
    assert_eq!(g.players[1].scout, None);
    assert_eq!((g.players[1].active.len(), g.players[1].walls), (1, 3), "the draw happened, nothing was placed");
    assert_eq!(g.turn, 2);
    assert!(g.log.contains(&Event::ScoutRemoved { seat: 1, village: 26 }));
}

/// DK-A27: with the scout blocked where it stands, "place tokens" would throw
/// every active token away without a single step. Placing is stepping
/// ("Kundschafter ziehen = Spielsteine einsetzen"); the text's remedy for a
/// blocked scout is taking it off, so that is what is offered.
#[test]
fn dk_a27_a_blocked_scout_cannot_choose_to_place_tokens() {
    let mut g = t4_stuck();
    g.start_turn(1);
    play_all(&mut g, &[Move::DrawToken, Move::DrawToken]);
    assert!(!g.players[1].active.is_empty());
    assert!(!is_legal(&g, Move::PlaceTokens), "no free discard of the drawn tokens");
    assert!(is_legal(&g, Move::RemoveScout));
    refuse(&mut g, Move::PlaceTokens, "scout_blocked");
    // Once off the board the scout enters again next time and places.
    play(&mut g, Move::RemoveScout);
    assert_eq!(g.players[1].active.len(), 2, "the tokens stay in the active supply");
    g.start_turn(1);
    play_all(&mut g, &[Move::DrawWall, Move::DrawWall]);
    assert!(is_legal(&g, Move::PlaceTokens));
    play(&mut g, Move::PlaceTokens);
    assert_eq!(g.step, Step::Enter);
}

/// A scout that moves at first and gets stuck later still loses the rest
/// (DK-R18): only a choice without any possible step is refused.
#[test]
fn dk_a27_a_scout_with_a_step_may_still_place_and_get_stuck() {
    let mut g = scout_at(3, 1, 11, &[C, M]);
    stack(&mut g, 25, &[(2, M)]);
    scout(&mut g, 2, 25);
    at(&mut g, 1, Step::Choose);
    assert!(is_legal(&g, Move::PlaceTokens));
}

#[test]
fn dk_r26_an_absent_scout_blocks_nothing_and_stays_off() {
    let mut g = t4_stuck();
    g.start_turn(1);
    play_all(&mut g, &[Move::DrawToken, Move::DrawWall, Move::RemoveScout]);
    // Seat 2 may now step onto 26.
    give(&mut g, 2, &[C]);
    placing(&mut g, 2);
    assert!(is_legal(&g, Move::Road { to: 26, token: C }));
    // Seat 1 builds walls next turn: its scout stays off.
    g.start_turn(1);
    play_all(&mut g, &[Move::DrawWall, Move::DrawToken, Move::PlaceWalls]);
    while g.turn == 1 {
        let mv = legal(&g).into_iter().find(|m| matches!(m, Move::BuildWall { .. })).unwrap();
        play(&mut g, mv);
    }
    assert_eq!(g.players[1].scout, None);
}

#[test]
fn dk_r27_entry_own_movable_village_else_empty_else_any() {
    // Own villages with a step first (DK-T6 has the stuck-village case).
    let mut g = blank(3);
    give(&mut g, 0, &[C]);
    stack(&mut g, 3, &[(0, P)]);
    stack(&mut g, 30, &[(1, P), (0, M)]);
    stack(&mut g, 31, &[(0, P), (1, M)]);
    at(&mut g, 0, Step::Enter);
    assert_eq!(g.entry_villages().iter().collect::<Vec<_>>(), vec![3, 30]);
    refuse(&mut g, Move::Enter { village: 31 }, "entry_refused");
    // No own village: any empty village without a scout.
    let mut g = blank(3);
    give(&mut g, 0, &[C]);
    stack(&mut g, 3, &[(1, P)]);
    stack(&mut g, 4, &[(1, P)]);
    scout(&mut g, 2, 4);
    at(&mut g, 0, Step::Enter);
    let expected: Vec<VillageId> = (0..38).filter(|&v| v != 3 && v != 4).collect();
    assert_eq!(g.entry_villages().iter().collect::<Vec<_>>(), expected);
    // No empty village either: any village without a scout.
    let mut g = blank(4);
    give(&mut g, 0, &[C]);
    for v in 0..38u8 {
        let seat = 1 + (v as usize % 3);
        let kind = [C, M, P][(v as usize / 3) % 3];
        stack(&mut g, v, &[(seat, kind)]);
    }
    scout(&mut g, 1, 0);
    scout(&mut g, 2, 1);
    at(&mut g, 0, Step::Enter);
    valid(&g);
    let expected: Vec<VillageId> = (2..38).collect();
    assert_eq!(g.entry_villages().iter().collect::<Vec<_>>(), expected);
    play(&mut g, Move::Enter { village: 37 });
    assert_eq!(g.step, Step::Tokens { visited: Set64::single(37) });
}

// ------------------------------------------------------------------ walls

#[test]
fn dk_r28_walls_go_open_on_free_lines() {
    let mut g = builder(3, 0, 2);
    g.wall.close(h(3, 3));
    refuse(&mut g, wall(h(3, 3)), "line_taken");
    refuse(&mut g, wall(62), "no_such_line");
    play(&mut g, wall(v(3, 2)));
    assert!(g.wall.open.contains(v(3, 2)));
}

#[test]
fn dk_r29_new_walls_touch_the_wall_including_this_turns() {
    let mut g = builder(3, 0, 2);
    refuse(&mut g, wall(v(3, 1)), "not_connected");
    play(&mut g, wall(v(3, 2)));
    play(&mut g, wall(v(3, 1)));
    assert!(g.wall.standing.contains(v(3, 1)));
}

#[test]
fn dk_r30_each_wall_is_resolved_before_the_next() {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(3, 1), v(4, 1)]);
    walls(&mut g, 0, 2);
    at(&mut g, 0, Step::Walls);
    play(&mut g, wall(v(4, 2)));
    assert!(!g.wall.standing.contains(h(3, 3)), "the loop was resolved at once");
    assert!(is_legal(&g, wall(h(3, 3))), "its line is free for the second wall");
}

/// DK-R31 returns walls that find no line. That cannot happen on this
/// board: a line leaving the touched towers is always a branch or a new
/// end. Random games check the premise.
#[test]
fn dk_r31_a_held_wall_always_finds_a_line() {
    for seed in 0..300 {
        let mut g = DschingisKhan::setup(&Options { players: 3 }, SeededRng::from_seed(seed)).unwrap();
        let mut chooser = SeededRng::from_seed(seed + 1);
        while !g.is_finished() {
            let mut probe = g.clone();
            probe.step = Step::Walls;
            probe.players[probe.turn].walls = 1;
            assert!(!legal(&probe).is_empty(), "seed {seed}: no line for a wall");
            let moves = legal(&g);
            play(&mut g, moves[chooser.below(moves.len())]);
        }
        assert!(!g.log.iter().any(|e| matches!(e, Event::WallsReturned { .. })));
    }
}

#[test]
fn dk_r32_branch_loop_and_new_end() {
    let mut g = builder(3, 0, 4);
    play(&mut g, wall(v(3, 2)));
    assert!(matches!(last_wall(&g), Event::WallBuilt { effect: Effect::Branch, .. }));
    play(&mut g, wall(h(3, 2)));
    assert!(matches!(last_wall(&g), Event::WallBuilt { effect: Effect::Branch, .. }));
    play(&mut g, wall(v(4, 2)));
    assert!(matches!(last_wall(&g), Event::WallBuilt { effect: Effect::Loop { .. }, .. }));
    play(&mut g, wall(v(1, 2)));
    assert!(matches!(last_wall(&g), Event::WallBuilt { effect: Effect::NewEnd { .. }, .. }));
}

#[test]
fn dk_r33_the_loop_compares_the_main_section_with_the_branch_side() {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(3, 1), v(4, 1)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    play(&mut g, wall(v(4, 2)));
    match last_wall(&g) {
        // K = h(3,3) between positions 3 and 4 of M; R = 5 walls.
        Event::WallBuilt { effect, .. } => assert_eq!(effect, Effect::Loop { lo: 3, hi: 4, branch: 5 }),
        other => panic!("{other:?}"),
    }
}

#[test]
fn dk_r34_a_loop_without_the_great_wall_is_illegal() {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), h(3, 2), v(4, 1), h(3, 1)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    valid(&g);
    refuse(&mut g, wall(v(3, 1)), "loop_without_great_wall");
    assert!(!is_legal(&g, wall(v(3, 1))));
}

#[test]
fn dk_r35_a_shorter_main_section_goes() {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), h(3, 2), h(4, 2)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    play(&mut g, wall(v(5, 2)));
    // K = h(3,3), h(4,3) (2) against R = 4.
    assert!(!g.wall.standing.contains(h(3, 3)) && !g.wall.standing.contains(h(4, 3)));
    assert_eq!(main_line(&g).len(), 10);
    assert_eq!(g.side(14), Side::China);
    assert_eq!(g.side(15), Side::China);
}

#[test]
fn dk_r36_a_longer_or_equal_main_section_stays() {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(3, 1), v(4, 1), v(4, 2)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    let main = main_line(&g);
    let supply = g.wall_supply;
    // h(3,2) joins two towers of M three walls apart: R = 1 goes.
    play(&mut g, wall(h(3, 2)));
    assert_eq!(main_line(&g), main);
    assert!(!g.wall.standing.contains(h(3, 2)));
    assert_eq!(g.wall_supply, supply + 1);
    assert!(matches!(last_wall(&g), Event::WallBuilt { removal: Removal::BranchSide, .. }));
}

#[test]
fn dk_r37_lengths_count_walls_open_or_closed() {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(3, 1), v(4, 1)]);
    for l in [v(3, 2), v(3, 1), h(3, 1), v(4, 1)] {
        g.wall.close(l);
    }
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    play(&mut g, wall(v(4, 2)));
    assert!(!g.wall.standing.contains(h(3, 3)), "K (1) is shorter than the closed R (5)");
}

#[test]
fn dk_r38_new_end_removes_the_shortest_piece() {
    // N shorter than or tied with the nearer old piece: N goes.
    let mut g = builder(3, 0, 1);
    let supply = g.wall_supply;
    play(&mut g, wall(v(1, 2)));
    assert_eq!(standing(&g), initial_wall());
    assert_eq!(g.wall_supply, supply + 1);
    assert!(matches!(last_wall(&g), Event::WallBuilt { removal: Removal::NewPiece, .. }));
    // N longer than the nearer old piece A: A goes, the end moves.
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(2, 1), v(2, 1)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    play(&mut g, wall(h(1, 2)));
    assert_eq!(ends(&g), [tower(1, 2), tower(8, 3)]);
    for l in [h(0, 3), h(1, 3), h(2, 3)] {
        assert!(!g.wall.standing.contains(l));
    }
    let mut mongol: Vec<VillageId> = (0..19).filter(|v| ![11, 12, 13, 6].contains(v)).collect();
    mongol.sort();
    assert_eq!(mongolia(&g), mongol, "11, 12, 13 and 6 are now between the old and the new end");
}

#[test]
fn dk_r38_equal_old_pieces_the_newer_goes() {
    let mut g = blank(3);
    // Bumps west (h(2,3) replaced) and then east (h(5,3) replaced): A = B = 6.
    build(&mut g, &[v(2, 2), h(2, 2), v(3, 2), v(5, 2), h(5, 2), v(6, 2)]);
    build(&mut g, &[v(4, 3), h(4, 4), h(5, 4), v(6, 4), h(5, 5), h(4, 5)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    valid(&g);
    assert!(is_legal(&g, wall(v(4, 5))), "no choice: the east piece is newer");
    play(&mut g, wall(v(4, 5)));
    assert_eq!(ends(&g), [tower(0, 3), tower(4, 6)]);
    assert!(!g.wall.standing.contains(v(6, 2)) && g.wall.standing.contains(v(2, 2)));
}

#[test]
fn dk_r38_equal_old_pieces_of_the_same_age_the_builder_chooses() {
    let mut g = blank(3);
    build(&mut g, &[v(4, 3), h(4, 4), v(5, 4), h(4, 5)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    valid(&g);
    let (west, east) = (tower(0, 3), tower(8, 3));
    assert!(is_legal(&g, Move::BuildWall { line: v(4, 5), remove_end: Some(west) }));
    assert!(is_legal(&g, Move::BuildWall { line: v(4, 5), remove_end: Some(east) }));
    refuse(&mut g, wall(v(4, 5)), "end_choice_needed");
    refuse(&mut g, Move::BuildWall { line: v(4, 5), remove_end: Some(tower(4, 6)) }, "not_an_end");
    refuse(&mut g, Move::BuildWall { line: v(3, 2), remove_end: Some(west) }, "no_end_choice");
    play(&mut g, Move::BuildWall { line: v(4, 5), remove_end: Some(east) });
    assert_eq!(ends(&g), [west, tower(4, 6)]);
    let mut china: Vec<VillageId> = (19..38).filter(|v| ![23, 24, 25, 26, 31, 32, 35, 36, 37].contains(v)).collect();
    china.sort();
    let all: Vec<VillageId> = (0..38).filter(|v| !china.contains(v)).collect();
    assert_eq!(mongolia(&g), all);
}

#[test]
fn dk_r38_a_new_piece_from_an_end_competes_with_the_whole_wall() {
    // Move the west end to the concave corner (1,2) first.
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(2, 1), v(2, 1), h(1, 2)]);
    assert_eq!(ends(&g), [tower(1, 2), tower(8, 3)]);
    // A branch from the end tower itself, on to the red tower (0,3): N = 2 < |M| = 10.
    build(&mut g, &[v(1, 2)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    valid(&g);
    let main = main_line(&g);
    play(&mut g, wall(h(0, 3)));
    match last_wall(&g) {
        Event::WallBuilt { effect, removal, .. } => {
            assert_eq!(effect, Effect::NewEnd { border: tower(0, 3), at: 0, new: 2 });
            assert_eq!(removal, Removal::NewPiece);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(main_line(&g), main);
    assert_eq!(standing(&g), main);
}

#[test]
fn dk_r39_walls_cut_off_from_the_great_wall_go_too() {
    // A branch on the old west piece goes with it.
    let mut g = blank(3);
    build(&mut g, &[v(2, 3), v(3, 2), v(3, 1), h(2, 1), v(2, 1)]);
    walls(&mut g, 0, 1);
    at(&mut g, 0, Step::Walls);
    play(&mut g, wall(h(1, 2)));
    assert!(!g.wall.standing.contains(v(2, 3)));
    match last_wall(&g) {
        Event::WallBuilt { removed, .. } => {
            assert_eq!(removed.iter().collect::<Vec<_>>(), sorted(vec![h(0, 3), h(1, 3), h(2, 3), v(2, 3)]))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn dk_r40_removed_walls_return_and_stand_open_again() {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(3, 1), v(4, 1)]);
    g.wall.close(h(3, 3));
    walls(&mut g, 0, 2);
    at(&mut g, 0, Step::Walls);
    let supply = g.wall_supply;
    play(&mut g, wall(v(4, 2)));
    assert_eq!(g.wall_supply, supply + 1);
    assert_eq!(g.walls_out, 0);
    play(&mut g, wall(v(3, 3)));
    assert!(g.wall.open.contains(v(3, 3)));
}

#[test]
fn dk_r41_only_the_enclosed_villages_change_side() {
    let mut g = builder(3, 0, 3);
    let before = g.wall.mongolia;
    play_all(&mut g, &[wall(v(3, 3)), wall(h(3, 4)), wall(v(4, 3))]);
    assert_eq!(g.wall.mongolia.minus(before).iter().collect::<Vec<_>>(), vec![22]);
    assert!(before.is_subset(g.wall.mongolia));
    match last_wall(&g) {
        Event::WallBuilt { changed_side, ends, .. } => {
            assert_eq!(changed_side.iter().collect::<Vec<_>>(), vec![22]);
            assert_eq!(ends, [tower(0, 3), tower(8, 3)]);
        }
        other => panic!("{other:?}"),
    }
    valid(&g);
}

#[test]
fn dk_r42_branches_never_change_sides() {
    let mut g = builder(3, 0, 4);
    let before = g.wall.mongolia;
    play_all(&mut g, &[wall(v(3, 2)), wall(h(3, 2)), wall(v(4, 1)), wall(v(5, 3))]);
    assert_eq!(g.wall.mongolia, before);
    assert!(g.log.iter().all(|e| !matches!(e, Event::WallBuilt { effect, .. } if *effect != Effect::Branch)));
}

// -------------------------------------------------------------------- end

/// Seat 0 of 3 will empty its passive supply and the general supply.
fn near_trigger() -> DschingisKhan {
    let mut g = blank(3);
    thin_passive(&mut g, 0, 1);
    walls(&mut g, 0, 0);
    wall_supply(&mut g, 1);
    g
}

#[test]
fn dk_r43_two_supplies_empty_at_the_same_time_trigger_the_end() {
    let mut g = near_trigger();
    g.start_turn(0);
    play(&mut g, Move::DrawToken);
    assert_eq!(g.phase, Phase::Playing, "one empty supply is not enough");
    play(&mut g, Move::DrawWall);
    assert_eq!(g.phase, Phase::Ending { trigger: 0, final_round: false });
    assert!(g.log.contains(&Event::EndTriggered { seat: 0 }));
    // The wall supply refills; the trigger stays.
    play_all(&mut g, &[Move::PlaceWalls]);
    // A branch built by hand from walls out of the game: the supply is
    // empty (taking them from it underflowed under overflow checks).
    g.walls_out -= 4;
    g.wall_supply += 4;
    build(&mut g, &[v(3, 2), v(3, 1), h(3, 1), v(4, 1)]);
    assert_eq!(g.wall_supply, 0);
    play(&mut g, wall(v(4, 2)));
    assert!(g.wall_supply > 0);
    assert!(matches!(g.phase, Phase::Ending { trigger: 0, .. }));
}

#[test]
fn dk_r44_one_more_round_ending_with_the_trigger() {
    let mut g = near_trigger();
    g.start_turn(0);
    play_all(&mut g, &[Move::DrawToken, Move::DrawWall]);
    finish_turn(&mut g);
    assert_eq!(g.phase, Phase::Ending { trigger: 0, final_round: true });
    let mut order = Vec::new();
    while !g.is_finished() {
        order.push(g.turn);
        finish_turn(&mut g);
    }
    assert_eq!(order, vec![1, 2, 0]);
    assert_eq!(g.phase, Phase::Over);
    assert!(g.outcome().is_some());
    assert!(legal(&g).is_empty());
    refuse(&mut g, Move::DrawWall, "game_over");
}

#[test]
fn dk_r45_walls_removed_in_the_final_round_leave_the_game() {
    let mut g = blank(3);
    build(&mut g, &[v(3, 2), v(3, 1), h(3, 1), v(4, 1)]);
    thin_passive(&mut g, 0, 1);
    walls(&mut g, 0, 0);
    wall_supply(&mut g, 1);
    let out = g.walls_out;
    g.start_turn(0);
    play_all(&mut g, &[Move::DrawToken, Move::DrawWall, Move::PlaceWalls, wall(v(4, 2))]);
    assert_eq!((g.wall_supply, g.walls_out), (1, out), "in the triggering turn the wall goes back");
    // Seat 1 in the final round: a loop's removed walls leave the game.
    assert_eq!(g.phase, Phase::Ending { trigger: 0, final_round: true });
    at(&mut g, 1, Step::Walls);
    play(&mut g, wall(h(3, 2)));
    assert!(!g.wall.standing.contains(h(3, 2)));
    assert_eq!((g.wall_supply, g.walls_out), (1, out + 1));
    assert!(matches!(last_wall(&g), Event::WallBuilt { out_of_game: true, .. }));
    valid(&g);
}

#[test]
fn dk_r46_as_many_items_as_possible() {
    let mut g = blank(3);
    wall_supply(&mut g, 0);
    thin_passive(&mut g, 0, 1);
    g.start_turn(0);
    play(&mut g, Move::DrawToken);
    assert_eq!(g.step, Step::Choose, "one item was all there was");
}

// ---------------------------------------------------------------- scoring

#[test]
fn dk_r47_the_controller_scores_every_token_of_his_villages() {
    let mut g = blank(3);
    stack(&mut g, 22, &[(1, C), (2, C), (0, P)]);
    stack(&mut g, 5, &[(0, M), (1, M)]);
    assert_eq!(g.scores(), vec![7, 6, 0]);
    g.phase = Phase::Over;
    g.step = Step::Over;
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![7, 6, 0]);
    assert_eq!(outcome.winners, vec![0]);
    let breakdown = g.scoring();
    assert_eq!(breakdown.len(), 2);
    assert_eq!(
        breakdown[0],
        VillageScore { village: 5, controller: 1, side: Side::Mongolia, counts: [0, 2, 0, 0, 0], points: 6 }
    );
    assert_eq!(g.view(Viewer::Spectator).scoring.unwrap().len(), 2);
}

#[test]
fn dk_r48_plague_herb_and_sides() {
    let cases: [(&[(usize, Kind)], VillageId, i64); 6] = [
        (&[(0, M), (0, C), (0, P)], 5, 3 - 3 + 1),
        (&[(0, M), (0, C), (0, P)], 22, -3 + 3 + 1),
        (&[(0, M), (0, M), (0, P), (0, X)], 5, -7),
        (&[(0, C), (0, C), (0, P), (0, H)], 5, 7),
        (&[(0, C), (1, X), (1, H), (0, X)], 5, -3),
        (&[(0, X)], 22, 0),
    ];
    for (stack_kinds, village, points) in cases {
        let mut g = blank(2);
        stack(&mut g, village, stack_kinds);
        assert_eq!(g.scores()[0], points, "{stack_kinds:?} on {village}");
    }
}

#[test]
fn dk_r49_tied_players_share_the_win_and_supplies_score_nothing() {
    let mut g = blank(3);
    give(&mut g, 2, &[M, M, M]);
    stack(&mut g, 5, &[(0, M)]);
    stack(&mut g, 6, &[(1, M)]);
    g.phase = Phase::Over;
    g.step = Step::Over;
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.scores, vec![3, 3, 0]);
    assert_eq!(outcome.winners, vec![0, 1]);
}

// ------------------------------------------------------------------ setup

fn setup_game(players: usize, seed: u64) -> DschingisKhan {
    DschingisKhan::setup(&Options { players }, SeededRng::from_seed(seed)).unwrap()
}

fn held(g: &DschingisKhan) -> Vec<Kind> {
    kinds_of(&g.players[g.turn].active)
}

#[test]
fn dk_r50_setup_tokens_on_two_empty_neighbours_of_one_side() {
    let mut g = setup_game(3, 4);
    let seat = g.turn;
    assert_eq!(g.players[seat].active.len(), 2);
    let k = held(&g)[0];
    refuse(&mut g, Move::SetupToken { village: 38, token: k }, "no_such_village");
    let missing = Kind::ALL.into_iter().find(|x| !held(&g).contains(x)).unwrap();
    refuse(&mut g, Move::SetupToken { village: 0, token: missing }, "token_not_held");
    play(&mut g, Move::SetupToken { village: 18, token: k });
    let k2 = held(&g)[0];
    refuse(&mut g, Move::SetupToken { village: 26, token: k2 }, "other_side");
    refuse(&mut g, Move::SetupToken { village: 16, token: k2 }, "not_neighbour");
    refuse(&mut g, Move::SetupToken { village: 18, token: k2 }, "village_taken");
    refuse(&mut g, Move::SetupScout { village: 18 }, "wrong_step");
    let seconds: Vec<VillageId> = legal(&g)
        .iter()
        .map(|m| match m {
            Move::SetupToken { village, .. } => *village,
            other => panic!("{other:?}"),
        })
        .collect();
    assert!(seconds.iter().all(|&v| v == 17 || v == 10 || v == 26) && seconds.contains(&17));
    assert!(!seconds.contains(&26));
    // A first village whose neighbours on its side are all taken has no partner.
    let mut g = setup_game(3, 4);
    let seat = g.turn;
    let k = held(&g)[0];
    let next = (seat + 1) % 3;
    g.stacks[1].push(g.players[next].passive.pop().unwrap());
    g.stacks[5].push(g.players[next].passive.pop().unwrap());
    refuse(&mut g, Move::SetupToken { village: 0, token: k }, "no_partner");
    assert!(!legal(&g).iter().any(|m| matches!(m, Move::SetupToken { village: 0, .. })));
}

#[test]
fn dk_r51_the_scout_starts_on_one_of_the_two_villages() {
    let mut g = setup_game(2, 8);
    let seat = g.turn;
    let (a, b) = (held(&g)[0], held(&g)[1]);
    play_all(&mut g, &[Move::SetupToken { village: 30, token: a }, Move::SetupToken { village: 31, token: b }]);
    assert_eq!(legal(&g), vec![Move::SetupScout { village: 30 }, Move::SetupScout { village: 31 }]);
    refuse(&mut g, Move::SetupScout { village: 29 }, "not_setup_village");
    refuse(&mut g, Move::SetupToken { village: 32, token: a }, "wrong_step");
    play(&mut g, Move::SetupScout { village: 31 });
    assert_eq!(g.players[seat].scout, Some(31));
    assert_ne!(g.turn, seat);
}

#[test]
fn dk_r52_setup_supplies_for_every_player_count() {
    for players in 2..=4 {
        let mut g = setup_game(players, 40 + players as u64);
        while matches!(g.step, Step::Setup { .. }) {
            let mv = legal(&g)[0];
            play(&mut g, mv);
        }
        assert_eq!(g.wall_supply as usize, 28 - 8 - 2 * players);
        assert_eq!(standing(&g), initial_wall());
        for (seat, p) in g.players.iter().enumerate() {
            assert_eq!((p.walls, p.active.len(), p.passive.len()), (2, 2, 13), "seat {seat}");
            assert!(p.active.iter().all(|&t| p.known.contains(t)), "active tokens are seen");
            assert!(p.passive.iter().all(|&t| !p.known.contains(t)), "passive tokens are not");
        }
        assert_eq!(g.stacks.iter().map(Vec::len).sum::<usize>(), 2 * players);
        valid(&g);
    }
}

#[test]
fn dk_r53_random_start_player_sets_up_and_plays_first() {
    let starts: Vec<Seat> = (0..40).map(|seed| setup_game(4, seed).start).collect();
    assert!((0..4).all(|s| starts.contains(&s)), "every seat can start: {starts:?}");
    let mut g = setup_game(3, 11);
    let start = g.start;
    assert_eq!(g.turn, start);
    let mut order = vec![g.turn];
    while matches!(g.step, Step::Setup { .. }) {
        let mv = legal(&g)[0];
        play(&mut g, mv);
        if order.last() != Some(&g.turn) {
            order.push(g.turn);
        }
    }
    assert_eq!(order, vec![start, (start + 1) % 3, (start + 2) % 3, start]);
    assert_eq!(g.step, Step::Draw { picks: 0 });
}

#[test]
fn dk_r54_the_game_ends_after_the_round_limit() {
    let mut g = blank(2);
    g.turns = MAX_ROUNDS * 2 - 1;
    g.start_turn(1);
    assert_eq!(g.phase, Phase::Playing);
    finish_turn(&mut g);
    assert_eq!(g.phase, Phase::Over);
    assert!(g.log.contains(&Event::RoundLimit));
    assert!(g.outcome().is_some());
}
