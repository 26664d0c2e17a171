// Words of Kurier des Zaren in German (the rulebook's terms) and English,
// and the log lines.

import { fill } from '../../shell/i18n.js';

const KIND = {
  de: { officer: 'Offizier', cossack: 'Kosake', diplomat: 'Diplomat', lady: 'Dame' },
  en: { officer: 'officer', cossack: 'cossack', diplomat: 'diplomat', lady: 'lady' },
};
const VILLAGE = {
  de: ['Sumpfland', 'Wald', 'Gebirge', 'Grasland', 'Palast'],
  en: ['swamp', 'forest', 'mountains', 'grassland', 'palace'],
};
const COIN = {
  de: { njet: 'njet', blank: 'Blanko (0)', one: '1 Rubel', two: '2 Rubel', three: '3 Rubel' },
  en: { njet: 'njet', blank: 'blank (0)', one: '1 rouble', two: '2 roubles', three: '3 roubles' },
};
export const COLOUR_NAMES = {
  de: ['Rot', 'Blau', 'Gelb', 'Grün', 'Lila'],
  en: ['red', 'blue', 'yellow', 'green', 'purple'],
};

const table = (lang) => (lang === 'de' ? 'de' : 'en');
export const kindName = (kind, lang) => KIND[table(lang)][kind] ?? kind;
export const villageName = (v, lang) => VILLAGE[table(lang)][v] ?? String(v);
export const coinName = (coin, lang) => COIN[table(lang)][coin] ?? coin;
export const coinValue = (coin) => ({ one: 1, two: 2, three: 3 }[coin] ?? 0);

const WORDS = {
  de: {
    tipOfficer: 'Offizier: wohnt im Zimmer oben links. Ist das Zimmer davor (Dame) leer, bricht er beim Aufbruch als Erster auf, zusammen mit dem Kosaken.',
    tipCossack: 'Kosake: wohnt im Zimmer oben rechts. Ist das Offizierszimmer leer, bricht er als Erster auf, zusammen mit dem Diplomaten.',
    tipDiplomat: 'Diplomat: wohnt im Zimmer unten rechts. Ist das Kosakenzimmer leer, bricht er als Erster auf, zusammen mit der Dame.',
    tipLady: 'Dame: wohnt im Zimmer unten links. Ist das Diplomatenzimmer leer, bricht sie als Erste auf, zusammen mit dem Offizier.',
    // moves in words (the hint)
    mvAcc_officer: 'den Offizier', mvAcc_cossack: 'den Kosaken', mvAcc_diplomat: 'den Diplomaten', mvAcc_lady: 'die Dame',
    // a courier with its indefinite article ("zieht einen Offizier", "draws an officer")
    anAcc_officer: 'einen Offizier', anAcc_cossack: 'einen Kosaken', anAcc_diplomat: 'einen Diplomaten', anAcc_lady: 'eine Dame',
    mvInn: '{name} ({village})',
    mvInnNo: '{n}',
    mvStart: 'Setze deinen ersten Kurier mit der Depesche in die Herberge {inn}',
    mvStartKind: 'Setze deinen ersten Kurier, {courier}, mit der Depesche in die Herberge {inn}',
    mvPlace: 'Setze {courier} ({colour}) aus deiner Auslage in die Herberge {inn}',
    mvDraw: 'Decke den obersten Kurier deines Stapels auf',
    mvPlaceDrawn: 'Setze den gezogenen Kurier in die Herberge {inn}',
    mvPlaceDrawnKind: 'Setze den gezogenen Kurier, {courier}, in die Herberge {inn}',
    mvHandover: 'Übergib die Depesche an deinen Kurier ({kind}) in der Herberge {inn}',
    mvDepart: 'Läute in der Herberge {inn} zum Aufbruch',
    mvDepartPair: 'Läute in der Herberge {inn} zum Aufbruch: {a} und {b} ziehen weiter',
    mvFirst: 'Lass {courier} zuerst aufbrechen',
    mvFirstFrom: 'Lass {courier} zuerst aus der Herberge {inn} aufbrechen',
    mvLodge: 'Lass den reisenden Kurier in der Herberge {inn} einkehren',
    mvLodgeKind: 'Lass {courier} ({colour}) in der Herberge {inn} einkehren',
    mvCoin: 'Decke eine Münze auf',
    mvStop: 'Hör auf zu rubeln',
    mvStopSecure: 'Hör auf und sichere {n:Rubel|Rubel} aus diesem Zug',
    mvStopEnd: 'Beende den Zug, ohne zu rubeln',
    mvPass: 'Passe (keine Aktion möglich)',
    mvOther: 'Ein Zug, den dieses Brett nicht beschreiben kann',
    pStart: 'Wähle eine leere Herberge im Sumpfland für deinen ersten Kurier ({kind}) mit deiner Depesche.',
    pAction: 'Setze einen Kurier aus der Auslage in eine Herberge im Sumpfland, ziehe einen Kurier, übergib die Depesche – oder läute in einer vollen Herberge (goldener Rahmen) zum Aufbruch.',
    pActionSelected: '{kind} gewählt: Klicke eine Herberge im Sumpfland.',
    pHandover: 'Depesche übergeben: Klicke einen eigenen Kurier im selben Dorf.',
    pDrawn: 'Gezogen: {kind}. Dieser Kurier muss sofort in eine Herberge im Sumpfland.',
    pOrder: 'Aufbruch aus {inn}: Wer bricht zuerst auf – {a} oder {b}? (Die Reihenfolge kann einen Durchmarsch bewirken.)',
    pTravel: '{kind} ({owner}) sucht Quartier: Wähle eine Herberge im {village}.',
    pTravelSecond: 'Nun der zweite: {kind} ({owner}) sucht Quartier im {village} – nicht bei {partner}.',
    pMarched: 'Durchmarsch! {kind} fand im {through} keinen Platz.',
    pRubelnOptional: 'Deine Depesche liegt beim Wächter ({target} Rubel). Du darfst sofort rubeln – oder den Zug beenden.',
    pRubelnFirst: 'Rubeln: Decke mindestens eine Münze auf. Gesichert: {secured} von {target} Rubel.',
    pRubeln: 'In diesem Zug: {pending} Rubel. {secured} + {pending} = {sum} von {target}. Noch eine Münze (bei njet sind die {pending} weg) oder sichern?',
    pPass: 'Du kannst keine Aktion ausführen und musst passen.',
    draw: 'Kurier ziehen',
    drawLong: 'Kurier ziehen: den obersten des Stapels aufdecken ({n} im Stapel)',
    handover: 'Depesche übergeben',
    coin: 'Münze aufdecken',
    coinLong: 'Münze aufdecken: ein Rubelstück ({n} liegen noch auf dem Palast)',
    stop: 'Aufhören & {n} sichern',
    stopEnd: 'Zug beenden',
    pass: 'Passen',
    cancel: 'Abbrechen',
    first: '{kind} zuerst',
    yourDisplay: 'Auslage von {name}',
    deck: 'Stapel',
    secured: 'gesichert',
    pool: '{n} Münzen',
    thisTurn: 'dieser Zug',
    target: 'Ziel {n}',
    emptyDisplay: 'leer',
    drawnLabel: '← aufgedeckt: {kind}',
    recent: 'Zuletzt',
    aInn: '{inn} ({village}): {rooms}',
    aInnClosed: '{inn} ({village}): geschlossen',
    stampClosed: 'GESCHLOSSEN',
    aEmpty: 'leer',
    aRoom: '{kind} {colour}',
    aRoomDispatch: '{kind} {colour} mit Depesche von {owner}',
    aPlace: '{kind} nach {inn} setzen',
    aStart: 'Erster Kurier mit Depesche nach {inn}',
    aDepart: 'Aufbruch aus {inn}: {a} und {b} ziehen weiter',
    aLodge: '{kind} kehrt in {inn} ein',
    aHandoverTo: 'Depesche an {kind} in {inn} übergeben',
    aFirst: '{kind} zuerst aufbrechen lassen',
    aDisplay: '{kind} ({colour}) aus der Auslage wählen',
    aDisplaySelected: '{kind} ({colour}) gewählt – abwählen',
    aBoard: 'Das Spielbrett',
    aGuard: 'Wächter {n}: {who}',
    aNobody: 'keine Depesche',
    summary: 'Auslage: {display} · Stapel {deck}',
    summaryDispatch: 'Depesche: {where}',
    summaryRubel: 'Depesche beim Wächter {target} · {rubel} Rubel',
    atGuard: 'Wächter {target}',
    tStart: 'Aufstellung',
    tAction: 'Aktion wählen',
    tDrawn: 'gezogenen Kurier einsetzen',
    tOrder: 'Aufbruch',
    tTravel: 'Aufbruch',
    tRubeln: 'Rubeln',
    eTurn: '{name} ist am Zug.',
    eStarted: '{name} beginnt mit {kind} und Depesche in {inn}.',
    eRevealed: '{name} zieht {a}.',
    eToDisplay: '{name} legt {a} in die Auslage.',
    ePlaced: '{name} setzt {a} in {inn}.',
    eExtra: 'Der Stapel von {name} ist aufgebraucht: {name} spielt mit {colour} weiter.',
    eHandover: '{name} übergibt die Depesche von {from} an {kind} in {inn}.',
    eDeparture: '{name} läutet in {inn} zum Aufbruch: zuerst {first}, dann {second}.',
    eLodged: '{kind} ({owner}) kehrt in {inn} ein{dispatch}.',
    eLodgedDispatch: ' – mit der Depesche von {name}',
    eMarch: 'Durchmarsch: {kind} ({owner}) findet im {village} keinen Platz und zieht weiter.',
    ePalace: '{kind} ({owner}) erreicht den Palast und kommt unter den Stapel.',
    ePalaceDispatch: '{kind} ({owner}) erreicht den Palast: Die Depesche von {name} liegt beim Wächter {target}.',
    eCoin: '{name} deckt auf: {coin}.',
    eNjet: 'Njet! {name} verliert die Münzen dieses Zuges ({n} zurück in die Schachtel).',
    eSecured: '{name} sichert die Münzen: jetzt {total} Rubel.',
    ePassed: '{name} kann nichts tun und passt.',
    eOverBribed: '{name} überzeugt den Wächter und bringt die Depesche zum Zaren!',
    eOverPool: 'Alle Münzen sind aufgedeckt: {name} hat als Erster gerubelt und gewinnt.',
    eOverStalled: 'Niemand kann mehr etwas tun: Das Spiel endet ohne Sieger.',
    winOne: '{name} ist Kurier des Zaren!',
    winShared: '{names} gewinnen!',
    winNone: 'Kein Sieger.',
    endBribed: '{name} hat die Depesche beim Wächter {target} abgegeben und {n} Rubel zusammengebracht: Der Wächter lässt sie zum Zaren.',
    endPool: 'Alle 30 Rubelstücke wurden aufgedeckt, ohne dass jemand die nötige Summe erreichte. Es gewinnt, wer als Erster mit dem Rubeln begann: {name}.',
    endStalled: 'Kein Spieler konnte mehr eine Aktion ausführen.',
    colPlayer: 'Spieler',
    colDetail: 'Depesche und Münzen',
    colSum: 'Rubel',
    detailGuard: 'beim Wächter {target}; Münzen: {coins}',
    detailOnBoard: 'Depesche in {inn} ({village})',
    none: 'keine',
    helpGoalT: 'Ziel',
    helpGoal: 'Bringe deine Depesche als Erster per Kurier in den Zarenpalast und überzeuge den Wächter mit genug Rubeln (6, 8 oder 10).',
    helpTurnT: 'Ein Zug',
    helpTurn: 'Wähle eine Aktion: a) einen eigenen Kurier im Sumpfland einsetzen (aus der Auslage oder vom Stapel – ein gezogener Kurier muss eingesetzt werden, wenn er passt), b) die Depesche innerhalb eines Dorfs an einen eigenen Kurier übergeben, c) in einer vollen Herberge (3 Kuriere) mit eigenem Kurier zum Aufbruch läuten.',
    helpRoomsT: 'Zimmer',
    helpRooms: 'Offizier links oben, Kosake rechts oben, Diplomat rechts unten, Dame links unten. Eine Herberge mit 3 Kurieren ist voll.',
    helpDepartT: 'Aufbruch und Durchmarsch',
    helpDepart: 'Es ziehen die beiden Kuriere nach dem leeren Zimmer weiter (roter Pfeil). Du bestimmst, wer zuerst zieht, und für jeden eine andere Herberge im nächsten Dorf. Findet ein Kurier keinen Platz, marschiert er durch ins nächste Dorf. Aus dem Grasland geht es zum Palast: Die Depesche kommt zum Wächter darüber, nach einem Durchmarsch zum Wächter 10.',
    helpRubelnT: 'Rubeln',
    helpRubeln: 'Decke Münzen auf, eine nach der anderen. Nach jeder Münze außer njet darfst du aufhören und sie sichern. Njet beendet den Zug, die Münzen dieses Zuges sind verloren. Wer gesichert plus aufgedeckt die Zahl seines Wächters erreicht, gewinnt. Sind alle Münzen aufgedeckt, gewinnt, wer zuerst gerubelt hat.',
    helpBoardT: 'Dieses Brett',
    helpBoard: 'Unten das Sumpfland, oben der Palast mit den Wächtern. Gold umrandet ist, was du anklicken kannst; Tab und die Pfeiltasten gehen auch. Geschlossene Herbergen tragen ein Schild GESCHLOSSEN. Drei Namen (Wolga-Stube, Samowar-Schenke, Boris) sind erfunden.',
  },
  en: {
    tipOfficer: 'Officer: lodges in the top left room. If the room before it (lady) is empty, he leaves first on a departure, together with the cossack.',
    tipCossack: 'Cossack: lodges in the top right room. If the officer’s room is empty, he leaves first, together with the diplomat.',
    tipDiplomat: 'Diplomat: lodges in the bottom right room. If the cossack’s room is empty, he leaves first, together with the lady.',
    tipLady: 'Lady: lodges in the bottom left room. If the diplomat’s room is empty, she leaves first, together with the officer.',
    mvAcc_officer: 'the officer', mvAcc_cossack: 'the cossack', mvAcc_diplomat: 'the diplomat', mvAcc_lady: 'the lady',
    anAcc_officer: 'an officer', anAcc_cossack: 'a cossack', anAcc_diplomat: 'a diplomat', anAcc_lady: 'a lady',
    mvInn: '{name} ({village})',
    mvInnNo: '{n}',
    mvStart: 'Put your first courier with the dispatch into the inn {inn}',
    mvStartKind: 'Put your first courier, {courier}, with the dispatch into the inn {inn}',
    mvPlace: 'Put {courier} ({colour}) from your display into the inn {inn}',
    mvDraw: 'Reveal the top courier of your deck',
    mvPlaceDrawn: 'Put the courier you drew into the inn {inn}',
    mvPlaceDrawnKind: 'Put the courier you drew, {courier}, into the inn {inn}',
    mvHandover: 'Hand the dispatch to your courier ({kind}) in the inn {inn}',
    mvDepart: 'Ring for departure in the inn {inn}',
    mvDepartPair: 'Ring for departure in the inn {inn}: the {a} and the {b} travel on',
    mvFirst: 'Let {courier} leave first',
    mvFirstFrom: 'Let {courier} leave the inn {inn} first',
    mvLodge: 'Let the travelling courier lodge in the inn {inn}',
    mvLodgeKind: 'Let {courier} ({colour}) lodge in the inn {inn}',
    mvCoin: 'Reveal a coin',
    mvStop: 'Stop bribing',
    mvStopSecure: "Stop and secure this turn's {n:rouble|roubles}",
    mvStopEnd: 'End your turn without bribing',
    mvPass: 'Pass (no action possible)',
    mvOther: 'A move this board cannot describe',
    pStart: 'Choose an empty swamp inn for your first courier ({kind}) and your dispatch.',
    pAction: 'Place a courier from your display in a swamp inn, draw a courier, hand over your dispatch – or start a departure from a full inn (gold frame).',
    pActionSelected: '{kind} chosen: click a swamp inn.',
    pHandover: 'Hand over the dispatch: click one of your couriers in the same village.',
    pDrawn: 'Drawn: {kind}. It must go into a swamp inn at once.',
    pOrder: 'Departure from {inn}: who leaves first – {a} or {b}? (The order can cause a Durchmarsch.)',
    pTravel: '{kind} ({owner}) needs lodging: choose an inn in the {village}.',
    pTravelSecond: 'Now the second: {kind} ({owner}) needs lodging in the {village} – not at {partner}.',
    pMarched: 'Durchmarsch! The {kind} found no room in the {through}.',
    pRubelnOptional: 'Your dispatch is with the guard ({target} roubles). You may bribe the guard now – or end your turn.',
    pRubelnFirst: 'Bribing: reveal at least one coin. Secured: {secured} of {target} roubles.',
    pRubeln: 'This turn: {pending:rouble|roubles}. {secured} + {pending} = {sum} of {target}. One more coin (njet loses the {pending}) or secure them?',
    pPass: 'You have no action and must pass.',
    draw: 'Draw a courier',
    drawLong: 'Draw a courier: reveal the top one of your deck ({n} in the deck)',
    handover: 'Hand over dispatch',
    coin: 'Reveal a coin',
    coinLong: 'Reveal a coin ({n} left on the palace)',
    stop: 'Stop & secure {n}',
    stopEnd: 'End turn',
    pass: 'Pass',
    cancel: 'Cancel',
    first: '{kind} first',
    yourDisplay: "{name}'s display",
    deck: 'deck',
    secured: 'secured',
    pool: '{n} coins',
    thisTurn: 'this turn',
    target: 'needs {n}',
    emptyDisplay: 'empty',
    drawnLabel: '← revealed: {kind}',
    recent: 'Latest',
    aInn: '{inn} ({village}): {rooms}',
    aInnClosed: '{inn} ({village}): closed',
    stampClosed: 'CLOSED',
    aEmpty: 'empty',
    aRoom: '{colour} {kind}',
    aRoomDispatch: "{colour} {kind} with {owner}'s dispatch",
    aPlace: 'Place the {kind} in {inn}',
    aStart: 'First courier with the dispatch into {inn}',
    aDepart: 'Departure from {inn}: the {a} and the {b} travel on',
    aLodge: 'The {kind} lodges in {inn}',
    aHandoverTo: 'Hand the dispatch to the {kind} in {inn}',
    aFirst: 'Send the {kind} first',
    aDisplay: 'Choose the {colour} {kind} from the display',
    aDisplaySelected: '{colour} {kind} chosen – deselect',
    aBoard: 'The board',
    aGuard: 'Guard {n}: {who}',
    aNobody: 'no dispatch',
    summary: 'Display: {display} · deck {deck}',
    summaryDispatch: 'Dispatch: {where}',
    summaryRubel: 'Dispatch with guard {target} · {rubel:rouble|roubles}',
    atGuard: 'guard {target}',
    tStart: 'setup',
    tAction: 'choose an action',
    tDrawn: 'place the drawn courier',
    tOrder: 'departure',
    tTravel: 'departure',
    tRubeln: 'Bribing',
    eTurn: "{name}'s turn.",
    eStarted: '{name} starts with the {kind} and the dispatch in {inn}.',
    eRevealed: '{name} draws {a}.',
    eToDisplay: '{name} puts {a} into the display.',
    ePlaced: '{name} places {a} in {inn}.',
    eExtra: "{name}'s deck is used up: {name} plays on with {colour}.",
    eHandover: '{name} hands the dispatch from {from} to the {kind} in {inn}.',
    eDeparture: '{name} starts a departure at {inn}: first the {first}, then the {second}.',
    eLodged: 'The {kind} ({owner}) lodges in {inn}{dispatch}.',
    eLodgedDispatch: " – with {name}'s dispatch",
    eMarch: 'Durchmarsch: the {kind} ({owner}) finds no room in the {village} and travels on.',
    ePalace: 'The {kind} ({owner}) reaches the palace and goes under the deck.',
    ePalaceDispatch: "The {kind} ({owner}) reaches the palace: {name}'s dispatch is with guard {target}.",
    eCoin: '{name} reveals: {coin}.',
    eNjet: "Njet! {name} loses this turn's coins ({n} back into the box).",
    eSecured: '{name} secures the coins: {total:rouble|roubles} now.',
    ePassed: '{name} cannot act and passes.',
    eOverBribed: "{name} convinces the guard and brings the dispatch to the tsar!",
    eOverPool: 'All coins are revealed: {name} began bribing first and wins.',
    eOverStalled: 'Nobody can act any more: the game ends without a winner.',
    winOne: "{name} is the tsar's courier!",
    winShared: '{names} win!',
    winNone: 'No winner.',
    endBribed: '{name} brought the dispatch to guard {target} and collected {n} roubles: the guard lets it through to the tsar.',
    endPool: 'All 30 coins were revealed before anyone had enough. The first to begin bribing wins: {name}.',
    endStalled: 'No player could act any more.',
    colPlayer: 'Player',
    colDetail: 'Dispatch and coins',
    colSum: 'Roubles',
    detailGuard: 'with guard {target}; coins: {coins}',
    detailOnBoard: 'dispatch in {inn} ({village})',
    none: 'none',
    helpGoalT: 'Goal',
    helpGoal: "Be the first to bring your dispatch by courier to the tsar's palace and convince the guard with enough roubles (6, 8 or 10).",
    helpTurnT: 'A turn',
    helpTurn: 'Choose one action: a) place an own courier in the swamp (from the display, or from the deck – a drawn courier must be placed if it fits), b) hand the dispatch to another own courier in the same village, c) start a departure from a full inn (3 couriers) holding an own courier.',
    helpRoomsT: 'Rooms',
    helpRooms: 'Officer top left, cossack top right, diplomat bottom right, lady bottom left. An inn with 3 couriers is full.',
    helpDepartT: 'Departure and Durchmarsch',
    helpDepart: 'The two couriers after the empty room leave (red arrow). You choose who goes first and, for each, a different inn in the next village. A courier with no room there marches through to the next village. From the grassland they reach the palace: the dispatch goes to the guard above, after a Durchmarsch to the 10-guard.',
    helpRubelnT: 'Bribing the guard',
    helpRubeln: 'Reveal coins one at a time. After any coin but njet you may stop and secure them. Njet ends the turn and this turn\'s coins are lost. Whoever reaches the guard\'s number with secured plus revealed coins wins. If all coins are revealed, the first to begin bribing wins.',
    helpBoardT: 'This board',
    helpBoard: 'The swamp at the bottom, the palace with its guards at the top. Gold frames mark what you can click; Tab and the arrow keys work too. Closed inns carry a CLOSED sign. Three names (Wolga-Stube, Samowar-Schenke, Boris) are invented.',
  },
};

export function w(key, lang, vars = {}) {
  return fill(WORDS[table(lang)][key] ?? WORDS.en[key] ?? key, vars);
}

/**
 * The name of the colour courier colour `c` is drawn in: `hue(c)` is its
 * index into the colours (a rules figure's `colors=`, ../hues.js).
 */
export function colourName(c, lang, hue = (i) => i) {
  return COLOUR_NAMES[table(lang)][hue(c)] ?? String(c + 1);
}

/** "Dame (Rot)" – a courier with its colour (`hue` as for colourName). */
export function courierName(c, lang, hue = (i) => i) {
  return `${kindName(c.kind, lang)} (${colourName(c.colour, lang, hue)})`;
}

/** The log line for one event of the view's log; colours named as drawn (`hue` as for colourName). */
export function describeEvent(e, names, lang, board, hue = (i) => i) {
  const inn = (i) => board?.innName?.[i] ?? `#${i}`;
  const colour = (c) => colourName(c, lang, hue);
  const ownerName = (seat) => (seat === null || seat === undefined ? '?' : names[seat]);
  const k = (c) => kindName(c.kind ?? c, lang);
  const an = (c) => w(`anAcc_${c.kind ?? c}`, lang);
  switch (e.event) {
    case 'turnStarted':
      return { text: w('eTurn', lang, { name: names[e.seat] }), tone: 'turn' };
    case 'started':
      return w('eStarted', lang, { name: names[e.seat], kind: k(e.courier), inn: inn(e.inn) });
    case 'revealed':
      return w('eRevealed', lang, { name: names[e.seat], a: an(e.courier) });
    case 'toDisplay':
      return w('eToDisplay', lang, { name: names[e.seat], a: an(e.courier) });
    case 'placed':
      return w('ePlaced', lang, { name: names[e.seat], a: an(e.courier), inn: inn(e.inn) });
    case 'extraColour':
      return w('eExtra', lang, { name: names[e.seat], colour: colour(e.colour) });
    case 'handover':
      return w('eHandover', lang, { name: names[e.seat], from: `${kindName(e.carrier, lang)} (${inn(e.from)})`, kind: kindName(e.kind, lang), inn: inn(e.inn) });
    case 'departure':
      return w('eDeparture', lang, { name: names[e.seat], inn: inn(e.inn), first: kindName(e.first, lang), second: kindName(e.second, lang) });
    case 'lodged':
      return w('eLodged', lang, {
        kind: k(e.courier), owner: colour(e.courier.colour), inn: inn(e.inn),
        dispatch: e.dispatch === null || e.dispatch === undefined ? '' : w('eLodgedDispatch', lang, { name: names[e.dispatch] }),
      });
    case 'durchmarsch':
      return { text: w('eMarch', lang, { kind: k(e.courier), owner: colour(e.courier.colour), village: villageName(e.village, lang) }), tone: 'score' };
    case 'palace':
      if (e.dispatch !== null && e.dispatch !== undefined) {
        const target = board?.guardValue?.[e.guard] ?? '?';
        return { text: w('ePalaceDispatch', lang, { kind: k(e.courier), owner: colour(e.courier.colour), name: ownerName(e.dispatch), target }), tone: 'score' };
      }
      return w('ePalace', lang, { kind: k(e.courier), owner: colour(e.courier.colour) });
    case 'coinDrawn':
      return w('eCoin', lang, { name: names[e.seat], coin: coinName(e.coin, lang) });
    case 'njet':
      return { text: w('eNjet', lang, { name: names[e.seat], n: e.lost }), tone: 'score' };
    case 'secured':
      return { text: w('eSecured', lang, { name: names[e.seat], total: e.total }), tone: 'score' };
    case 'passed':
      return w('ePassed', lang, { name: names[e.seat] });
    case 'gameOver': {
      const end = e.end;
      if (end.end === 'bribed') return { text: w('eOverBribed', lang, { name: names[end.seat] }), tone: 'end' };
      if (end.end === 'poolEmpty') return { text: w('eOverPool', lang, { name: names[end.seat] }), tone: 'end' };
      return { text: w('eOverStalled', lang), tone: 'end' };
    }
    default:
      return null;
  }
}
