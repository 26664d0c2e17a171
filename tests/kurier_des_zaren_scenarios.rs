//! The scenarios KZ-T1..T12 of the spec (`/work/shared/rules/kurier-des-zaren.spec.md`,
//! every worked example of the rulebook among them) with explicit expected
//! inns, decks, displays, guards and coins. The spec has no T6 and T11.

mod figure_support;
mod kz_support;

use figure_support::figure;
use kz_support::*;
use spieltisch::engine::{Game, Options, Viewer};
use spieltisch::games::kurier_des_zaren::*;
use spieltisch::rng::SeededRng;

/// The other seats' dispatches on ladies in the outer inns of the first
/// village, away from the example: a position the engine accepts as a whole
/// (every dispatch somewhere), which the example's figure shows (www/figures/).
fn others_carry(g: &mut KurierDesZaren) {
    let mut free = [KOSAKEN_KLUB, WOLGA, SAMOWAR].into_iter();
    for seat in 0..g.players.len() {
        if g.players[seat].dispatch == Dispatch::Box {
            let inn = free.next().expect("a free inn");
            put(g, inn, L, seat);
            carry(g, seat, inn, L);
        }
    }
}

fn open_inns(players: usize) -> Vec<&'static str> {
    let g = KurierDesZaren::setup(&Options { players }, SeededRng::from_seed(3)).unwrap();
    let view = g.view(spieltisch::engine::Viewer::Spectator);
    (0..INN_COUNT).filter(|&i| !view.inns[i].closed).map(|i| INNS[i].name).collect()
}

/// Plays the setup choosing the first legal start inn for each seat.
fn set_up(players: usize, seed: u64) -> KurierDesZaren {
    let mut g = KurierDesZaren::setup(&Options { players }, SeededRng::from_seed(seed)).unwrap();
    while let Step::Start { .. } = g.step {
        let mv = legal(&g)[0];
        play(&mut g, mv);
    }
    g
}

#[test]
fn t1_setup_two_players() {
    assert_eq!(
        open_inns(2),
        [
            "Baikal-Bar", "Wolga-Stube", "Samowar-Schenke", "Wladimir", "Iwan", "Boris", "Anastasia", "Natascha",
            "Olga", "Pawl Hof", "Rachmann Hof", "Rehr Hof"
        ]
    );
    let g = set_up(2, 5);
    let starts: Vec<InnId> = g
        .players
        .iter()
        .map(|p| match p.dispatch {
            Dispatch::Inn { inn, .. } => inn,
            other => panic!("dispatch at {other:?}"),
        })
        .collect();
    assert_ne!(starts[0], starts[1], "different empty swamp inns");
    assert!(starts.iter().all(|&i| [BAIKAL_BAR, WOLGA, SAMOWAR].contains(&i)));
    for p in &g.players {
        assert_eq!((p.deck.len(), p.display.len()), (10, 1));
    }
    assert_eq!((g.turn, g.step), (0, Step::Action));
    valid(&g);
}

#[test]
fn t2_setup_five_players() {
    assert_eq!(open_inns(5).len(), 18);
    let g = set_up(5, 9);
    for inn in [KOSAKEN_KLUB, DATSCHA, BAIKAL_BAR, WOLGA, SAMOWAR] {
        assert_eq!(g.count(inn), 1, "{}", INNS[inn as usize].name);
    }
    for (seat, p) in g.players.iter().enumerate() {
        let Dispatch::Inn { inn, kind } = p.dispatch else { panic!() };
        assert_eq!(g.owner_at(inn, kind), Some(seat));
        assert_eq!((p.deck.len(), p.display.len()), (10, 1));
    }
}

#[test]
fn t3_a_full_inn_takes_no_fourth_courier() {
    let mut g = blank(4);
    put(&mut g, BAIKAL_BAR, O, BLUE);
    put(&mut g, BAIKAL_BAR, K, YELLOW);
    put(&mut g, BAIKAL_BAR, L, GREEN);
    show(&mut g, RED, D);
    refused(&g, Move::Place { colour: 0, kind: D, inn: BAIKAL_BAR }, "inn_full");
    assert!(legal(&g).contains(&Move::Place { colour: 0, kind: D, inn: WOLGA }));
}

#[test]
fn t4_a_drawn_courier_must_be_placed_if_it_fits() {
    let mut g = blank(4);
    // Officer rooms taken in Kosaken-Klub and Baikal-Bar: S4 and S5 remain.
    put(&mut g, KOSAKEN_KLUB, O, BLUE);
    put(&mut g, BAIKAL_BAR, O, YELLOW);
    rig_deck(&mut g, RED, O);
    play(&mut g, Move::Draw);
    assert_eq!(g.step, Step::PlaceDrawn { courier: Courier { colour: 0, kind: O } });
    assert_eq!(inns_of(&legal(&g)), [WOLGA, SAMOWAR]);
    refused(&g, Move::Stop, "wrong_step");
    play(&mut g, Move::PlaceDrawn { inn: SAMOWAR });
    assert_eq!(rooms(&g, SAMOWAR), [Some(RED), None, None, None]);
    assert_eq!(g.turn, BLUE);

    // A lady with no room in the swamp goes to the display; the turn is over.
    let mut g = blank(4);
    for (inn, seat) in [(KOSAKEN_KLUB, BLUE), (BAIKAL_BAR, YELLOW), (WOLGA, GREEN), (SAMOWAR, BLUE)] {
        put(&mut g, inn, L, seat);
    }
    show(&mut g, RED, O);
    rig_deck(&mut g, RED, L);
    play(&mut g, Move::Draw);
    assert_eq!(g.players[RED].display, [Courier { colour: 0, kind: O }, Courier { colour: 0, kind: L }]);
    assert_eq!(g.turn, BLUE);
}

#[test]
fn t5_the_display_is_refilled_only_when_empty() {
    let mut g = blank(3);
    show(&mut g, RED, D);
    let deck = g.players[RED].deck.len();
    play(&mut g, Move::Place { colour: 0, kind: D, inn: BAIKAL_BAR });
    assert_eq!(g.players[RED].display.len(), 1, "refilled at the end of the turn");
    assert_eq!(g.players[RED].deck.len(), deck - 1);

    let mut g = blank(3);
    show(&mut g, RED, D);
    show(&mut g, RED, O);
    let deck = g.players[RED].deck.len();
    play(&mut g, Move::Place { colour: 0, kind: D, inn: BAIKAL_BAR });
    assert_eq!(g.players[RED].display, [Courier { colour: 0, kind: O }]);
    assert_eq!(g.players[RED].deck.len(), deck, "nothing revealed");
}

/// The Baikal-Bar example: the arrow points at the cossack, the diplomat
/// with the dispatch is next to it; the lady stays.
#[test]
fn t7_baikal_bar() {
    let mut g = blank(4);
    put(&mut g, BAIKAL_BAR, K, YELLOW);
    put(&mut g, BAIKAL_BAR, D, RED);
    put(&mut g, BAIKAL_BAR, L, BLUE);
    carry(&mut g, RED, BAIKAL_BAR, D);
    put(&mut g, WLADIMIR, O, GREEN);
    put(&mut g, IWAN, L, GREEN);
    others_carry(&mut g);
    figure("kz-2", &g, 1, Viewer::Spectator, &["room:baikal-bar:cossack", "room:baikal-bar:diplomat", "inn:wladimir", "inn:iwan"]);
    play(&mut g, Move::Depart { inn: BAIKAL_BAR });
    assert_eq!(legal(&g), [Move::First { kind: K }, Move::First { kind: D }]);
    refused(&g, Move::First { kind: L }, "not_departing");
    play(&mut g, Move::First { kind: K });
    play(&mut g, Move::Lodge { inn: WLADIMIR });
    refused(&g, Move::Lodge { inn: WLADIMIR }, "partner_inn");
    play(&mut g, Move::Lodge { inn: IWAN });
    assert_eq!(rooms(&g, BAIKAL_BAR), [None, None, None, Some(BLUE)]);
    assert_eq!(rooms(&g, WLADIMIR), [Some(GREEN), Some(YELLOW), None, None]);
    assert_eq!(rooms(&g, IWAN), [None, None, Some(RED), Some(GREEN)]);
    assert_eq!(g.players[RED].dispatch, Dispatch::Inn { inn: IWAN, kind: D });
    assert_eq!(g.turn, BLUE);
}

/// The Iwan example (4 players): Iwan[K:B, D:R*, L:G]; Anastasia full,
/// Natascha's and Olga's cossack rooms taken.
fn iwan() -> KurierDesZaren {
    let mut g = blank(4);
    put(&mut g, IWAN, K, BLUE);
    put(&mut g, IWAN, D, RED);
    put(&mut g, IWAN, L, GREEN);
    carry(&mut g, RED, IWAN, D);
    put(&mut g, ANASTASIA, O, YELLOW);
    put(&mut g, ANASTASIA, K, GREEN);
    put(&mut g, ANASTASIA, D, BLUE);
    put(&mut g, NATASCHA, O, RED);
    put(&mut g, NATASCHA, K, YELLOW);
    put(&mut g, OLGA, K, GREEN);
    put(&mut g, OLGA, D, BLUE);
    g
}

#[test]
fn t8_iwan_diplomat_first_the_cossack_marches_through() {
    let mut g = iwan();
    others_carry(&mut g);
    figure("kz-3", &g, 1, Viewer::Spectator, &["room:iwan:cossack", "room:iwan:diplomat", "inn:katharina"]);
    play(&mut g, Move::Depart { inn: IWAN });
    play(&mut g, Move::First { kind: D });
    assert_eq!(inns_of(&legal(&g)), [NATASCHA, KATHARINA]);
    play(&mut g, Move::Lodge { inn: KATHARINA });
    // The cossack finds no room in the mountains and goes on to the grassland.
    let Step::Travel { village, index: 1, .. } = g.step else { panic!("{:?}", g.step) };
    assert_eq!(village, 3);
    assert!(g.log.contains(&Event::Durchmarsch { courier: Courier { colour: 1, kind: K }, village: 2 }));
    assert_eq!(inns_of(&legal(&g)), [MASL_HOF, PAWL_HOF, RACHMANN_HOF, REHR_HOF]);
    play(&mut g, Move::Lodge { inn: MASL_HOF });
    assert_eq!(rooms(&g, IWAN), [None, None, None, Some(GREEN)]);
    assert_eq!(rooms(&g, KATHARINA), [None, None, Some(RED), None]);
    assert_eq!(rooms(&g, MASL_HOF), [None, Some(BLUE), None, None]);
    assert_eq!(g.players[RED].dispatch, Dispatch::Inn { inn: KATHARINA, kind: D });
    valid_after_dispatches(&mut g);
}

#[test]
fn t8_iwan_cossack_first_no_durchmarsch() {
    let mut g = iwan();
    play(&mut g, Move::Depart { inn: IWAN });
    play(&mut g, Move::First { kind: K });
    assert_eq!(inns_of(&legal(&g)), [KATHARINA]);
    play(&mut g, Move::Lodge { inn: KATHARINA });
    assert_eq!(inns_of(&legal(&g)), [NATASCHA], "Katharina is the partner's inn");
    play(&mut g, Move::Lodge { inn: NATASCHA });
    assert_eq!(rooms(&g, KATHARINA), [None, Some(BLUE), None, None]);
    assert_eq!(rooms(&g, NATASCHA), [Some(RED), Some(YELLOW), Some(RED), None]);
    assert_eq!(g.players[RED].dispatch, Dispatch::Inn { inn: NATASCHA, kind: D });
    assert!(!g.log.iter().any(|e| matches!(e, Event::Durchmarsch { .. })));
}

/// Gives every seat without a dispatch one on a courier of its own, then validates.
fn valid_after_dispatches(g: &mut KurierDesZaren) {
    for seat in 0..g.players.len() {
        if g.players[seat].dispatch == Dispatch::Box {
            let spot = (0..INN_COUNT as InnId)
                .flat_map(|i| Kind::ALL.map(|k| (i, k)))
                .find(|&(i, k)| {
                    g.owner_at(i, k) == Some(seat)
                        && !g.players.iter().any(|p| p.dispatch == Dispatch::Inn { inn: i, kind: k })
                })
                .expect("a courier of the seat on the board");
            carry(g, seat, spot.0, spot.1);
        }
    }
    valid(g);
}

#[test]
fn t9_handover_olga_to_natascha() {
    let mut g = blank(4);
    put(&mut g, OLGA, D, RED);
    carry(&mut g, RED, OLGA, D);
    put(&mut g, NATASCHA, O, RED);
    put(&mut g, IWAN, O, RED);
    put(&mut g, NATASCHA, K, BLUE);
    others_carry(&mut g);
    figure("kz-1", &g, 1, Viewer::Spectator, &["room:olga:diplomat", "room:natascha:officer"]);
    refused(&g, Move::Handover { inn: IWAN, kind: O }, "other_village");
    refused(&g, Move::Handover { inn: NATASCHA, kind: K }, "not_own_courier");
    refused(&g, Move::Handover { inn: OLGA, kind: D }, "same_courier");
    play(&mut g, Move::Handover { inn: NATASCHA, kind: O });
    assert_eq!(g.players[RED].dispatch, Dispatch::Inn { inn: NATASCHA, kind: O });
    assert_eq!(rooms(&g, OLGA), [None, None, Some(RED), None], "the couriers stay");
}

/// The last departure at Pawl Hof: officer and cossack go under their
/// owners' decks, the cossack's dispatch to the guard above (8).
#[test]
fn t10_last_departure_at_pawl_hof() {
    let mut g = blank(4);
    put(&mut g, PAWL_HOF, O, BLUE);
    put(&mut g, PAWL_HOF, K, RED);
    put(&mut g, PAWL_HOF, D, YELLOW);
    carry(&mut g, RED, PAWL_HOF, K);
    others_carry(&mut g);
    figure("kz-4", &g, 1, Viewer::Spectator, &["inn:pawl-hof", "guard:2"]);
    play(&mut g, Move::Depart { inn: PAWL_HOF });
    play(&mut g, Move::First { kind: O });
    assert_eq!(rooms(&g, PAWL_HOF), [None, None, Some(YELLOW), None]);
    assert_eq!(g.players[BLUE].under, [Courier { colour: 1, kind: O }]);
    assert_eq!(g.players[RED].under, [Courier { colour: 0, kind: K }]);
    assert_eq!(g.players[RED].dispatch, Dispatch::Guard { guard: 1 });
    assert_eq!(g.target(RED), Some(8));
    // Red may rubel now, or end the turn.
    assert_eq!(g.step, Step::Rubeln { optional: true });
    assert_eq!(legal(&g), [Move::Coin, Move::Stop]);
    play(&mut g, Move::Stop);
    assert_eq!(g.turn, BLUE);
    for _ in 0..3 {
        let mv = legal(&g).into_iter().find(|m| matches!(m, Move::Draw)).unwrap();
        play(&mut g, mv);
        while g.turn != RED && !matches!(g.step, Step::Action) {
            let mv = legal(&g)[0];
            play(&mut g, mv);
        }
    }
    // From the next turn on, Red must rubel.
    assert_eq!(g.turn, RED);
    assert_eq!(g.step, Step::Rubeln { optional: false });
    assert_eq!(legal(&g), [Move::Coin]);
    refused(&g, Move::Stop, "must_draw_coin");
    refused(&g, Move::Draw, "must_rubeln");
}

/// The Rubeln example: guard 8, 3 secured, 2 + 2 revealed this turn.
fn rubeln_example() -> KurierDesZaren {
    let mut g = blank(4);
    g.players[RED].dispatch = Dispatch::Guard { guard: 1 };
    let secured = coins_from_pool(&mut g, &[Coin::One, Coin::Two]);
    g.players[RED].secured = secured;
    g.players[RED].rubel_started = Some(0);
    g.start_turn(RED);
    g.pending = coins_from_pool(&mut g, &[Coin::Two, Coin::Two]);
    g.step = Step::Rubeln { optional: false };
    g
}

#[test]
fn t12_rubeln_one_more_rubel_wins() {
    let mut g = rubeln_example();
    others_carry(&mut g);
    figure("kz-5", &g, 1, Viewer::Spectator, &["guard:2"]);
    rig_pool(&mut g, Coin::One);
    play(&mut g, Move::Coin);
    assert_eq!(g.end, Some(End::Bribed { seat: RED }));
    assert_eq!(g.outcome().unwrap().winners, [RED]);
    assert_eq!(g.scores()[RED], 8);
    assert!(legal(&g).is_empty());
}

#[test]
fn t12_rubeln_njet_loses_this_turns_coins() {
    let mut g = rubeln_example();
    rig_pool(&mut g, Coin::Njet);
    let out = g.out.len();
    play(&mut g, Move::Coin);
    assert_eq!(g.scores()[RED], 3);
    assert_eq!(g.out.len(), out + 3, "two 2s and the njet into the box");
    assert!(g.pending.is_empty());
    assert_eq!(g.turn, BLUE);
}

#[test]
fn t12_rubeln_stop_secures() {
    let mut g = rubeln_example();
    play(&mut g, Move::Stop);
    assert_eq!(g.scores()[RED], 7);
    assert_eq!(g.turn, BLUE);
}

#[test]
fn t12_rubeln_blank_adds_nothing_and_play_goes_on() {
    let mut g = rubeln_example();
    rig_pool(&mut g, Coin::Blank);
    play(&mut g, Move::Coin);
    assert_eq!(g.pending, [Coin::Two, Coin::Two, Coin::Blank]);
    assert_eq!(legal(&g), [Move::Coin, Move::Stop]);
    assert_eq!(g.turn, RED);
}

/// The search's playouts (`Game::playout_choice`) play as the plans a
/// person tries: rubeln on until this turn's coins make four Rubel or pay
/// the guard, then stop; and their measure of a dispatch's way counts a
/// village further up above a fuller inn below.
#[test]
fn playouts_rubel_to_four_and_take_the_dispatch_up() {
    let mut g = blank(2);
    g.players[RED].dispatch = Dispatch::Guard { guard: 2 };
    g.start_turn(RED);
    let mut rng = SeededRng::from_seed(7);
    let choose = |g: &KurierDesZaren, rng: &mut SeededRng| {
        let moves = legal(g);
        moves[g.playout_choice(&moves, rng)]
    };
    assert_eq!(choose(&g, &mut rng), Move::Coin, "the first coin is a must");
    rig_pool(&mut g, Coin::Three);
    play(&mut g, Move::Coin);
    assert_eq!(choose(&g, &mut rng), Move::Coin, "3 Rubel revealed: one more");
    rig_pool(&mut g, Coin::One);
    play(&mut g, Move::Coin);
    for seed in 0..20 {
        assert_eq!(choose(&g, &mut SeededRng::from_seed(seed)), Move::Stop, "4 Rubel revealed: secure them");
    }
    // Progress: a village up is worth more than a fuller inn below.
    let mut up = blank(2);
    put(&mut up, IWAN, Kind::Officer, RED);
    carry(&mut up, RED, IWAN, Kind::Officer);
    let mut below = blank(2);
    put(&mut below, BAIKAL_BAR, Kind::Officer, RED);
    carry(&mut below, RED, BAIKAL_BAR, Kind::Officer);
    put(&mut below, BAIKAL_BAR, Kind::Cossack, BLUE);
    assert!(up.progress(RED) > below.progress(RED));
}
