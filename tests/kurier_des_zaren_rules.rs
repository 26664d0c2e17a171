//! Every numbered rule of `docs/rules/kurier-des-zaren.md` (KZ-01..KZ-30)
//! and the readings of the ambiguities (KZ-A..), on hand-built positions.

mod kz_support;

use kz_support::*;
use spieltisch::engine::{Game, Options};
use spieltisch::games::kurier_des_zaren::board::{is_closed, pair};
use spieltisch::games::kurier_des_zaren::*;
use spieltisch::rng::SeededRng;

fn closed(players: usize) -> Vec<InnId> {
    (0..INN_COUNT).filter(|&i| is_closed(i, players)).map(|i| i as InnId).collect()
}

#[test]
fn kz01_closed_inns_by_player_count() {
    assert_eq!(closed(2), [KOSAKEN_KLUB, DATSCHA, NIKOLAJ, KATHARINA, MASL_HOF, ROMAN_HOF]);
    assert_eq!(closed(3), [DATSCHA, NIKOLAJ, KATHARINA, ROMAN_HOF]);
    assert_eq!(closed(4), [DATSCHA, ROMAN_HOF]);
    assert!(closed(5).is_empty());
    // No courier enters a closed inn, by placing or by a departure.
    let mut g = blank(3);
    show(&mut g, RED, O);
    refused(&g, Move::Place { colour: 0, kind: O, inn: DATSCHA }, "inn_closed");
    put(&mut g, WLADIMIR, O, RED);
    put(&mut g, WLADIMIR, K, BLUE);
    put(&mut g, WLADIMIR, D, YELLOW);
    play(&mut g, Move::Depart { inn: WLADIMIR });
    play(&mut g, Move::First { kind: K });
    refused(&g, Move::Lodge { inn: KATHARINA }, "inn_closed");
    assert_eq!(inns_of(&legal(&g)), [ANASTASIA, NATASCHA, OLGA]);
}

#[test]
fn kz02_setup_first_courier_with_the_dispatch_in_an_empty_swamp_inn() {
    let g = KurierDesZaren::setup(&Options { players: 3 }, SeededRng::from_seed(4)).unwrap();
    let Step::Start { courier } = g.step else { panic!() };
    assert_eq!((g.turn, courier.colour), (0, 0));
    assert_eq!(g.players[0].deck.len(), 11);
    for p in &g.players[1..] {
        let mut kinds: Vec<Kind> = p.deck.iter().map(|c| c.kind).collect();
        kinds.sort();
        assert_eq!(kinds, [O, O, O, K, K, K, D, D, D, L, L, L]);
    }
    assert_eq!(inns_of(&legal(&g)), [KOSAKEN_KLUB, BAIKAL_BAR, WOLGA, SAMOWAR]);
    refused(&g, Move::Start { inn: DATSCHA }, "inn_closed");
    refused(&g, Move::Start { inn: IWAN }, "not_swamp");
    let mut g = g;
    play(&mut g, Move::Start { inn: BAIKAL_BAR });
    assert_eq!(g.players[0].dispatch, Dispatch::Inn { inn: BAIKAL_BAR, kind: courier.kind });
    assert_eq!((g.players[0].deck.len(), g.players[0].display.len()), (10, 1));
    assert_eq!(g.turn, 1);
    refused(&g, Move::Start { inn: BAIKAL_BAR }, "start_inn_taken");
}

#[test]
fn kz03_thirty_coins_face_down() {
    let g = KurierDesZaren::setup(&Options { players: 2 }, SeededRng::from_seed(4)).unwrap();
    assert_eq!(g.pool.len(), 30);
    let count = |c: Coin| g.pool.iter().filter(|&&p| p == c).count();
    assert_eq!([Coin::Njet, Coin::Blank, Coin::One, Coin::Two, Coin::Three].map(count), [9, 3, 9, 6, 3]);
    let view = g.view(spieltisch::engine::Viewer::Spectator);
    assert_eq!(view.pool, 30);
    assert!(!serde_json::to_string(&view).unwrap().contains("\"three\""), "no coin face in the view");
}

#[test]
fn kz04_each_type_takes_its_own_room() {
    let mut g = blank(4);
    put(&mut g, BAIKAL_BAR, D, BLUE);
    show(&mut g, RED, D);
    show(&mut g, RED, L);
    refused(&g, Move::Place { colour: 0, kind: D, inn: BAIKAL_BAR }, "room_taken");
    play(&mut g, Move::Place { colour: 0, kind: L, inn: BAIKAL_BAR });
    assert_eq!(rooms(&g, BAIKAL_BAR), [None, None, Some(BLUE), Some(RED)]);
}

#[test]
fn kz05_full_inns_take_no_fourth_courier_also_on_a_departure() {
    let mut g = blank(4);
    for (k, s) in [(O, BLUE), (K, YELLOW), (D, GREEN)] {
        put(&mut g, NATASCHA, k, s);
    }
    put(&mut g, IWAN, O, RED);
    put(&mut g, IWAN, K, BLUE);
    put(&mut g, IWAN, L, RED);
    play(&mut g, Move::Depart { inn: IWAN });
    // Empty room D: lady and officer leave.
    play(&mut g, Move::First { kind: L });
    refused(&g, Move::Lodge { inn: NATASCHA }, "inn_full");
}

#[test]
fn kz06_one_action_per_turn() {
    let mut g = blank(3);
    show(&mut g, RED, O);
    put(&mut g, BAIKAL_BAR, K, RED);
    carry(&mut g, RED, BAIKAL_BAR, K);
    let moves = legal(&g);
    assert!(moves.iter().all(|m| matches!(m, Move::Place { .. } | Move::Draw | Move::Handover { .. } | Move::Depart { .. })));
    refused(&g, Move::Lodge { inn: IWAN }, "wrong_step");
    refused(&g, Move::Coin, "wrong_step");
    play(&mut g, Move::Place { colour: 0, kind: O, inn: WOLGA });
    assert_eq!(g.turn, BLUE);
}

#[test]
fn kz07_couriers_enter_only_in_the_swamp() {
    let mut g = blank(4);
    show(&mut g, RED, O);
    refused(&g, Move::Place { colour: 0, kind: O, inn: WLADIMIR }, "not_swamp");
    refused(&g, Move::Place { colour: 1, kind: O, inn: BAIKAL_BAR }, "not_in_display");
}

#[test]
fn kz08_only_display_couriers_that_fit_can_be_placed() {
    let mut g = blank(2);
    show(&mut g, RED, L);
    for inn in [BAIKAL_BAR, WOLGA, SAMOWAR] {
        put(&mut g, inn, L, BLUE);
    }
    refused(&g, Move::Place { colour: 0, kind: L, inn: BAIKAL_BAR }, "room_taken");
    refused(&g, Move::Place { colour: 0, kind: O, inn: BAIKAL_BAR }, "not_in_display");
    assert!(!legal(&g).iter().any(|m| matches!(m, Move::Place { .. })));
}

#[test]
fn kz09_a_drawn_courier_that_fits_must_be_placed() {
    let mut g = blank(2);
    rig_deck(&mut g, RED, K);
    play(&mut g, Move::Draw);
    assert_eq!(g.undoable(), 0, "the reveal cannot be undone");
    assert_eq!(inns_of(&legal(&g)), [BAIKAL_BAR, WOLGA, SAMOWAR]);
    assert!(legal(&g).iter().all(|m| matches!(m, Move::PlaceDrawn { .. })));
    refused(&g, Move::PlaceDrawn { inn: KOSAKEN_KLUB }, "inn_closed");
    play(&mut g, Move::PlaceDrawn { inn: WOLGA });
    assert_eq!(rooms(&g, WOLGA), [None, Some(RED), None, None]);
    assert!(g.players[RED].display.len() == 1, "the empty display was refilled");
}

#[test]
fn kz10_empty_display_refilled_at_the_end_of_the_turn() {
    let mut g = blank(2);
    show(&mut g, RED, O);
    rig_deck(&mut g, RED, D);
    play(&mut g, Move::Place { colour: 0, kind: O, inn: BAIKAL_BAR });
    assert_eq!(g.players[RED].display, [Courier { colour: 0, kind: D }]);
    assert!(g.log.contains(&Event::ToDisplay { seat: RED, courier: Courier { colour: 0, kind: D } }));
}

#[test]
fn kz11_a_placed_courier_without_room_waits_in_the_display() {
    let mut g = blank(2);
    for inn in [BAIKAL_BAR, WOLGA, SAMOWAR] {
        put(&mut g, inn, K, BLUE);
    }
    rig_deck(&mut g, RED, K);
    play(&mut g, Move::Draw);
    assert_eq!(g.players[RED].display, [Courier { colour: 0, kind: K }]);
    assert!(!g.log.iter().any(|e| matches!(e, Event::Durchmarsch { .. })));
    assert_eq!(g.turn, BLUE);
}

#[test]
fn kz12_an_empty_deck_takes_an_unused_colour() {
    let mut g = blank(3);
    g.players[RED].under = std::mem::take(&mut g.players[RED].deck);
    // Under-deck couriers come first while the shuffled deck is empty.
    let first = g.players[RED].under[0];
    play(&mut g, Move::Draw);
    assert!(matches!(g.step, Step::PlaceDrawn { courier } if courier == first));

    let mut g = blank(3);
    // Red's twelve couriers are all on the board or in the display.
    let mine: Vec<Courier> = std::mem::take(&mut g.players[RED].deck);
    g.players[RED].display = mine;
    play(&mut g, Move::Draw);
    assert_eq!(g.colours[3], Some(RED), "the lowest unused colour");
    assert!(g.log.contains(&Event::ExtraColour { seat: RED, colour: 3 }));
    assert_eq!(g.players[RED].deck.len() + g.players[RED].display.len() + g.count_all(RED), 24);

    // No colour left: no draw, and no refill.
    let mut g = blank(5);
    let mine: Vec<Courier> = std::mem::take(&mut g.players[RED].deck);
    g.players[BLUE].display.clear();
    g.players[RED].display = mine;
    refused(&g, Move::Draw, "deck_empty");
}

trait CountAll {
    fn count_all(&self, seat: usize) -> usize;
}
impl CountAll for KurierDesZaren {
    /// Couriers of `seat` on the board or in a pending step.
    fn count_all(&self, seat: usize) -> usize {
        let board = (0..INN_COUNT as InnId).flat_map(|i| Kind::ALL.map(|k| self.owner_at(i, k))).filter(|&o| o == Some(seat)).count();
        board + matches!(self.step, Step::PlaceDrawn { .. }) as usize
    }
}

#[test]
fn kz13_handover_within_the_village_to_an_own_courier() {
    let mut g = blank(2);
    put(&mut g, BAIKAL_BAR, O, RED);
    put(&mut g, BAIKAL_BAR, L, RED);
    put(&mut g, WLADIMIR, O, RED);
    carry(&mut g, RED, BAIKAL_BAR, O);
    // The same inn is allowed (KZ-A13).
    let targets: Vec<Move> = legal(&g).into_iter().filter(|m| matches!(m, Move::Handover { .. })).collect();
    assert_eq!(targets, [Move::Handover { inn: BAIKAL_BAR, kind: L }]);
    play(&mut g, Move::Handover { inn: BAIKAL_BAR, kind: L });
    assert_eq!(g.players[RED].dispatch, Dispatch::Inn { inn: BAIKAL_BAR, kind: L });
    // Impossible once at a guard.
    let mut g = blank(2);
    put(&mut g, BAIKAL_BAR, O, RED);
    g.players[RED].dispatch = Dispatch::Guard { guard: 0 };
    g.step = Step::Action;
    refused(&g, Move::Handover { inn: BAIKAL_BAR, kind: O }, "dispatch_delivered");
}

#[test]
fn kz14_departures_from_full_inns_with_an_own_courier() {
    let mut g = blank(3);
    put(&mut g, BAIKAL_BAR, O, BLUE);
    put(&mut g, BAIKAL_BAR, K, YELLOW);
    refused(&g, Move::Depart { inn: BAIKAL_BAR }, "inn_not_full");
    put(&mut g, BAIKAL_BAR, L, BLUE);
    refused(&g, Move::Depart { inn: BAIKAL_BAR }, "no_own_courier_there");
    let mut g = blank(3);
    put(&mut g, BAIKAL_BAR, O, BLUE);
    put(&mut g, BAIKAL_BAR, K, YELLOW);
    put(&mut g, BAIKAL_BAR, L, RED);
    // Red departs though neither leaving courier is his: empty D, so L and O leave.
    play(&mut g, Move::Depart { inn: BAIKAL_BAR });
    assert_eq!(legal(&g), [Move::First { kind: L }, Move::First { kind: O }]);
}

#[test]
fn kz15_the_two_couriers_after_the_empty_room_leave() {
    assert_eq!(pair(O), [K, D]);
    assert_eq!(pair(K), [D, L]);
    assert_eq!(pair(D), [L, O]);
    assert_eq!(pair(L), [O, K]);
    for empty in Kind::ALL {
        let mut g = blank(4);
        for k in Kind::ALL.into_iter().filter(|&k| k != empty) {
            put(&mut g, BAIKAL_BAR, k, RED);
        }
        assert_eq!(g.departing(BAIKAL_BAR), Some(pair(empty)));
        play(&mut g, Move::Depart { inn: BAIKAL_BAR });
        let stays = Kind::of_room(empty.room() + 3);
        refused(&g, Move::First { kind: stays }, "not_departing");
        play(&mut g, Move::First { kind: pair(empty)[1] });
        let mut expect = [None; 4];
        expect[stays.room()] = Some(RED);
        assert_eq!(rooms(&g, BAIKAL_BAR), expect);
    }
}

#[test]
fn kz16_the_active_player_orders_and_the_inns_differ() {
    let mut g = blank(2);
    put(&mut g, BAIKAL_BAR, K, RED);
    put(&mut g, BAIKAL_BAR, D, BLUE);
    put(&mut g, BAIKAL_BAR, L, BLUE);
    play(&mut g, Move::Depart { inn: BAIKAL_BAR });
    play(&mut g, Move::First { kind: D });
    assert_eq!(inns_of(&legal(&g)), [WLADIMIR, IWAN, BORIS]);
    play(&mut g, Move::Lodge { inn: IWAN });
    refused(&g, Move::Lodge { inn: IWAN }, "partner_inn");
    refused(&g, Move::Lodge { inn: NATASCHA }, "wrong_village");
    assert_eq!(inns_of(&legal(&g)), [WLADIMIR, BORIS]);
    play(&mut g, Move::Lodge { inn: BORIS });
    assert_eq!(rooms(&g, IWAN)[D.room()], Some(BLUE));
    assert_eq!(rooms(&g, BORIS)[K.room()], Some(RED));
}

#[test]
fn kz17_the_dispatch_travels_with_its_courier() {
    let mut g = blank(2);
    put(&mut g, BAIKAL_BAR, K, RED);
    put(&mut g, BAIKAL_BAR, D, BLUE);
    put(&mut g, BAIKAL_BAR, L, BLUE);
    carry(&mut g, BLUE, BAIKAL_BAR, D);
    play(&mut g, Move::Depart { inn: BAIKAL_BAR });
    play(&mut g, Move::First { kind: D });
    assert_eq!(g.players[BLUE].dispatch, Dispatch::Travelling);
    play(&mut g, Move::Lodge { inn: WLADIMIR });
    assert_eq!(g.players[BLUE].dispatch, Dispatch::Inn { inn: WLADIMIR, kind: D });
}

#[test]
fn kz18_durchmarsch_over_several_villages() {
    let mut g = blank(2);
    put(&mut g, BAIKAL_BAR, K, RED);
    put(&mut g, BAIKAL_BAR, D, BLUE);
    put(&mut g, BAIKAL_BAR, L, RED);
    // Every open forest and mountain inn has its diplomat room taken.
    adopt(&mut g, BLUE, 2);
    for inn in [WLADIMIR, IWAN, BORIS, ANASTASIA, NATASCHA, OLGA] {
        put(&mut g, inn, D, if inn % 2 == 0 { RED } else { BLUE });
    }
    play(&mut g, Move::Depart { inn: BAIKAL_BAR });
    play(&mut g, Move::First { kind: D });
    assert!(g.log.contains(&Event::Durchmarsch { courier: Courier { colour: 1, kind: D }, village: 1 }));
    assert!(g.log.contains(&Event::Durchmarsch { courier: Courier { colour: 1, kind: D }, village: 2 }));
    assert_eq!(inns_of(&legal(&g)), [PAWL_HOF, RACHMANN_HOF, REHR_HOF]);
    play(&mut g, Move::Lodge { inn: PAWL_HOF });
    // The cossack lodges in the forest.
    assert_eq!(inns_of(&legal(&g)), [WLADIMIR, IWAN, BORIS]);
}

#[test]
fn kz19_kz21_a_durchmarsch_into_the_palace_goes_to_the_ten_guard() {
    let mut g = blank(2);
    put(&mut g, BAIKAL_BAR, K, RED);
    put(&mut g, BAIKAL_BAR, D, RED);
    put(&mut g, BAIKAL_BAR, L, BLUE);
    carry(&mut g, RED, BAIKAL_BAR, D);
    adopt(&mut g, BLUE, 2);
    adopt(&mut g, BLUE, 3);
    for inn in [WLADIMIR, IWAN, BORIS, ANASTASIA, NATASCHA, OLGA, PAWL_HOF, RACHMANN_HOF, REHR_HOF] {
        put(&mut g, inn, D, BLUE);
    }
    play(&mut g, Move::Depart { inn: BAIKAL_BAR });
    play(&mut g, Move::First { kind: D });
    assert_eq!(g.players[RED].dispatch, Dispatch::Guard { guard: 2 });
    assert_eq!(g.target(RED), Some(10));
    assert_eq!(g.players[RED].under, [Courier { colour: 0, kind: D }]);
    assert!(g.log.contains(&Event::Palace {
        courier: Courier { colour: 0, kind: D },
        owner: Some(RED),
        dispatch: Some(RED),
        guard: Some(2)
    }));
    // The cossack still needs its inn in the forest, then Rubeln may follow.
    play(&mut g, Move::Lodge { inn: IWAN });
    assert_eq!(g.step, Step::Rubeln { optional: true });
}

#[test]
fn kz20_from_the_grassland_to_the_guard_above_several_at_one_guard() {
    let mut g = blank(3);
    put(&mut g, REHR_HOF, O, BLUE);
    put(&mut g, REHR_HOF, K, YELLOW);
    put(&mut g, REHR_HOF, D, RED);
    carry(&mut g, BLUE, REHR_HOF, O);
    carry(&mut g, YELLOW, REHR_HOF, K);
    play(&mut g, Move::Depart { inn: REHR_HOF });
    play(&mut g, Move::First { kind: K });
    assert_eq!(g.players[BLUE].dispatch, Dispatch::Guard { guard: 4 });
    assert_eq!(g.players[YELLOW].dispatch, Dispatch::Guard { guard: 4 });
    assert_eq!(g.view(spieltisch::engine::Viewer::Spectator).guards[4], [BLUE, YELLOW]);
    assert_eq!(g.target(BLUE), Some(6));
    assert_eq!(g.players[YELLOW].under, [Courier { colour: 2, kind: K }]);
    assert_eq!(g.players[BLUE].under, [Courier { colour: 1, kind: O }]);
    assert_eq!(rooms(&g, REHR_HOF), [None, None, Some(RED), None]);
    // Red delivered others' dispatches only: no Rubeln for Red (KZ-A11),
    // Blue must rubel in the next turn.
    assert_eq!(g.turn, BLUE);
    assert_eq!(g.step, Step::Rubeln { optional: false });
}

#[test]
fn kz22_rubeln_in_the_delivery_turn_is_optional() {
    let mut g = blank(2);
    put(&mut g, PAWL_HOF, O, RED);
    put(&mut g, PAWL_HOF, K, BLUE);
    put(&mut g, PAWL_HOF, D, BLUE);
    carry(&mut g, RED, PAWL_HOF, O);
    play(&mut g, Move::Depart { inn: PAWL_HOF });
    play(&mut g, Move::First { kind: K });
    assert_eq!(legal(&g), [Move::Coin, Move::Stop]);
    rig_pool(&mut g, Coin::Two);
    play(&mut g, Move::Coin);
    assert_eq!(g.players[RED].rubel_started, Some(0));
    play(&mut g, Move::Stop);
    assert_eq!(g.scores()[RED], 2);
}

#[test]
fn kz23_a_player_at_a_guard_only_rubels() {
    let mut g = blank(2);
    put(&mut g, BAIKAL_BAR, O, RED);
    put(&mut g, BAIKAL_BAR, K, BLUE);
    put(&mut g, BAIKAL_BAR, L, BLUE);
    g.players[RED].dispatch = Dispatch::Guard { guard: 0 };
    show(&mut g, RED, D);
    g.start_turn(RED);
    assert_eq!(legal(&g), [Move::Coin]);
    refused(&g, Move::Depart { inn: BAIKAL_BAR }, "must_rubeln");
    refused(&g, Move::Place { colour: 0, kind: D, inn: WOLGA }, "must_rubeln");
    refused(&g, Move::Draw, "must_rubeln");
}

#[test]
fn kz24_at_least_one_coin_and_njet_ends_the_turn() {
    let mut g = blank(2);
    g.players[RED].dispatch = Dispatch::Guard { guard: 2 };
    g.start_turn(RED);
    refused(&g, Move::Stop, "must_draw_coin");
    rig_pool(&mut g, Coin::Three);
    play(&mut g, Move::Coin);
    play(&mut g, Move::Coin);
    assert_eq!(g.pending, [Coin::Three, Coin::Three]);
    let mut all = std::mem::take(&mut g.pool);
    all.append(&mut g.out);
    let (njet, rest): (Vec<Coin>, Vec<Coin>) = all.into_iter().partition(|&c| c == Coin::Njet);
    g.pool = njet;
    g.out = rest;
    let before = g.out.len();
    play(&mut g, Move::Coin);
    assert_eq!(g.out.len(), before + 3);
    assert!(g.pending.is_empty());
    assert_eq!(g.scores()[RED], 0);
    assert_eq!(g.turn, BLUE);
    assert!(g.log.contains(&Event::Njet { seat: RED, lost: 3 }));
}

#[test]
fn kz25_secured_coins_are_never_lost() {
    let mut g = blank(2);
    g.players[RED].dispatch = Dispatch::Guard { guard: 2 };
    g.start_turn(RED);
    rig_pool(&mut g, Coin::Two);
    play(&mut g, Move::Coin);
    play(&mut g, Move::Stop);
    assert_eq!(g.players[RED].secured, [Coin::Two]);
    g.start_turn(RED);
    rig_pool(&mut g, Coin::Njet);
    play(&mut g, Move::Coin);
    assert_eq!(g.players[RED].secured, [Coin::Two]);
}

#[test]
fn kz26_the_guards_number_including_this_turns_coins_wins() {
    let mut g = blank(3);
    g.players[BLUE].dispatch = Dispatch::Guard { guard: 0 };
    g.players[BLUE].secured = coins_from_pool(&mut g, &[Coin::Three, Coin::Two]);
    g.start_turn(BLUE);
    rig_pool(&mut g, Coin::Three);
    play(&mut g, Move::Coin);
    assert_eq!(g.end, Some(End::Bribed { seat: BLUE }), "5 + 3 >= 6");
    assert_eq!(g.outcome().unwrap().winners, [BLUE]);
    refused(&g, Move::Coin, "game_over");
}

#[test]
fn kz27_an_empty_pool_makes_the_first_to_rubel_the_winner() {
    let mut g = blank(3);
    g.players[RED].dispatch = Dispatch::Guard { guard: 2 };
    g.players[RED].rubel_started = Some(0);
    g.players[BLUE].dispatch = Dispatch::Guard { guard: 2 };
    g.turns = 4;
    g.players[BLUE].rubel_started = Some(2);
    // One coin is left: a 1 that does not win for Blue.
    let last = coins_from_pool(&mut g, &[Coin::One]);
    g.out.append(&mut g.pool);
    g.pool = last;
    g.start_turn(BLUE);
    play(&mut g, Move::Coin);
    assert_eq!(g.end, Some(End::PoolEmpty { seat: RED }));
    assert_eq!(g.outcome().unwrap().winners, [RED]);
    assert_eq!(g.scores()[BLUE], 1, "the last coin was secured");
}

#[test]
fn kz28_a_blank_is_worth_nothing_but_is_no_njet() {
    let mut g = blank(2);
    g.players[RED].dispatch = Dispatch::Guard { guard: 0 };
    g.start_turn(RED);
    rig_pool(&mut g, Coin::Blank);
    play(&mut g, Move::Coin);
    assert_eq!(legal(&g), [Move::Coin, Move::Stop]);
    play(&mut g, Move::Stop);
    assert_eq!((g.players[RED].secured.len(), g.scores()[RED]), (1, 0));
}

#[test]
fn kz29_returned_couriers_go_under_the_deck_in_order() {
    let mut g = blank(2);
    put(&mut g, PAWL_HOF, O, RED);
    put(&mut g, PAWL_HOF, K, RED);
    put(&mut g, PAWL_HOF, D, BLUE);
    play(&mut g, Move::Depart { inn: PAWL_HOF });
    play(&mut g, Move::First { kind: K });
    assert_eq!(g.players[RED].under, [Courier { colour: 0, kind: K }, Courier { colour: 0, kind: O }]);
    // They come after the shuffled deck, cossack first.
    let mut g2 = blank(2);
    g2.players[RED].under = g.players[RED].under.clone();
    g2.players[RED].deck.clear();
    g2.players[RED].display = colour_couriers(0).skip(2).collect();
    play(&mut g2, Move::Draw);
    assert_eq!(g2.step, Step::PlaceDrawn { courier: Courier { colour: 0, kind: K } });
}

#[test]
fn kz30_a_player_without_action_passes_and_a_full_round_of_passes_ends_the_game() {
    let mut g = blank(2);
    // Every colour is in play and every deck is in the display.
    adopt(&mut g, RED, 2);
    adopt(&mut g, RED, 3);
    adopt(&mut g, BLUE, 4);
    for seat in [RED, BLUE] {
        g.players[seat].display = std::mem::take(&mut g.players[seat].deck);
        g.players[seat].display.retain(|c| matches!(c.kind, O | K));
    }
    // The open swamp inns have their officer and cossack rooms taken, and
    // no inn is full: nothing to place, draw, hand over or depart.
    for inn in [BAIKAL_BAR, WOLGA, SAMOWAR] {
        g.inns[inn as usize][O.room()] = Some(2);
        g.inns[inn as usize][K.room()] = Some(4);
    }
    g.start_turn(RED);
    refused(&g, Move::Depart { inn: BAIKAL_BAR }, "inn_not_full");
    refused(&g, Move::Draw, "deck_empty");
    assert_eq!(legal(&g), [Move::Pass]);
    play(&mut g, Move::Pass);
    assert_eq!(g.turn, BLUE);
    assert_eq!(legal(&g), [Move::Pass]);
    play(&mut g, Move::Pass);
    assert_eq!(g.end, Some(End::Stalled));
    assert!(g.outcome().unwrap().winners.is_empty());
}

#[test]
fn undo_never_crosses_a_reveal() {
    let mut g = blank(2);
    put(&mut g, BAIKAL_BAR, K, RED);
    put(&mut g, BAIKAL_BAR, D, BLUE);
    put(&mut g, BAIKAL_BAR, L, BLUE);
    show(&mut g, RED, O);
    g.start_turn(RED);
    play(&mut g, Move::Depart { inn: BAIKAL_BAR });
    play(&mut g, Move::First { kind: D });
    assert_eq!(g.undoable(), 2);
    play(&mut g, Move::Lodge { inn: IWAN });
    play(&mut g, Move::Lodge { inn: WLADIMIR });
    assert_eq!((g.turn, g.undoable()), (BLUE, 0));
    play(&mut g, Move::Draw);
    assert_eq!(g.undoable(), 0);
}
