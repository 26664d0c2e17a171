// Shell labels in German and English. Game renderers carry their own words;
// the shell only passes them the current language ('de' | 'en').

const STRINGS = {
  de: {
    appTitle: 'Spieltisch',
    exploreBoard: 'Spielbrett erkunden: Pfeiltasten gehen von Stück zu Stück und sagen, was es ist',
    tagline: 'Deutsche Brettspiele am Tisch – abwechselnd an einem Gerät',
    chooseGame: 'Spiel wählen',
    players: 'Spieler',
    playersRange: '{min}–{max} Spieler',
    playersExact: '{n} Spieler',
    newGame: 'Neues Spiel',
    noRenderer: 'Regeln fertig, Spielfeld folgt',
    savedGames: 'Gespeicherte Spiele',
    noSaves: 'Noch keine gespeicherten Spiele.',
    resume: 'Fortsetzen',
    continueTitle: 'Dein letztes Spiel',
    continue: 'Weiterspielen',
    delete: 'Löschen',
    export: 'Exportieren',
    import: 'Spielstand importieren …',
    confirmDelete: 'Spielstand „{what}“ wirklich löschen?',
    progressMoves: '{n:Zug|Züge}',
    progressTurn: '{name} ist am Zug',
    progressOver: 'beendet – {winners}',
    savedAt: 'gespeichert {date}',
    setupTitle: '{game} – neues Spiel',
    numberOfPlayers: 'Anzahl Spieler',
    playerName: 'Name von Spieler {n}',
    defaultName: 'Spieler {n}',
    seed: 'Startwert (optional)',
    seedHint: 'Gleicher Startwert = gleiche Kartenverteilung. Leer lassen für ein zufälliges Spiel.',
    seedInvalid: 'Der Startwert muss eine ganze Zahl von 0 bis 9007199254740991 sein.',
    start: 'Spiel starten',
    cancel: 'Abbrechen',
    close: 'Schließen',
    menu: 'Menü',
    undo: 'Rückgängig',
    undoTitle: 'Den letzten eigenen Schritt dieses Zuges zurücknehmen',
    help: 'Hilfe',
    language: 'English',
    languageTitle: 'EN – Switch to English', // starts with the button's visible text (WCAG 2.5.3)
    log: 'Spielverlauf',
    scores: 'Punkte',
    scoreHidden: 'verdeckt',
    turnOf: '{name} ist am Zug',
    yourTurn: 'Du bist am Zug, {name}',
    gameOver: 'Spiel beendet',
    handoverTitle: 'Weitergeben an {name}',
    handoverBody: 'Bitte gib das Gerät an {name}. Alle anderen schauen weg – was {name} gleich sieht, ist geheim.',
    handoverButton: 'Ich bin {name} – aufdecken',
    handoverSince: 'Was seitdem geschah:',
    endTitle: 'Spielende',
    showBoard: 'Spielfeld ansehen',
    showResult: 'Ergebnis zeigen',
    rematch: 'Revanche (gleiche Spieler)',
    backToMenu: 'Zum Menü',
    position: 'Stellung nach {n:Zug|Zügen}',
    readOnly: 'Nur Ansicht',
    openFull: 'Im Spieltisch öffnen',
    updateReady: 'Eine neue Version von Spieltisch ist geladen. Neu laden, um sie zu verwenden (das Spiel bleibt gespeichert).',
    reload: 'Neu laden',
    embedCredit: 'Spieltisch – im vollen Spieltisch spielen ↗',
    errorRefused: 'Zug nicht erlaubt: {message}',
    errorRule: 'Regel {rule}',
    enginePanic: 'Die Spiel-Engine ist abgestürzt und wurde neu gestartet. Das Spiel wurde aus dem Spielstand wiederhergestellt.',
    engineLoadFailed: 'Die Spiel-Engine konnte nicht geladen werden: {message}',
    storageUnavailable: 'Speichern ist in diesem Browser nicht möglich (privater Modus oder gesperrt). Das Spiel läuft weiter – exportiere es als Datei, um es zu behalten.',
    storageFull: 'Der Speicher ist voll – dieser Stand wurde nicht gespeichert. Das Spiel läuft weiter; exportiere es oder lösche alte Spielstände.',
    saveMissing: 'Dieser Spielstand ist nicht (mehr) gespeichert.',
    saveProblemJson: 'Dieser Spielstand ist beschädigt (kein lesbares JSON). Er bleibt erhalten; du kannst ihn exportieren oder löschen.',
    saveProblemForeign: 'Das ist kein Spieltisch-Spielstand. Er bleibt unverändert erhalten.',
    saveProblemNewer: 'Dieser Spielstand stammt aus einer neueren Version von Spieltisch (Format {found}, unterstützt bis {supported}). Er bleibt erhalten – bitte die Seite aktualisieren.',
    saveProblemGame: 'Dieser Spielstand gehört zu einem Spiel, das diese Version nicht kennt ({game}). Er bleibt erhalten.',
    saveProblemShape: 'Dieser Spielstand ist unvollständig oder beschädigt ({detail}). Er bleibt erhalten.',
    saveProblemReplay: 'Dieser Spielstand lässt sich nicht nachspielen: Zug {n} wird abgelehnt ({message}). Er bleibt erhalten.',
    saveProblemOld: 'Dieser Spielstand stammt aus einer alten Version von Spieltisch, die diese Version nicht mehr lesen kann. Er bleibt erhalten.',
    saveProblemChanged: 'Dieser Spielstand wurde mit Spieltisch {engine} gespeichert. Mit dieser Version ({current}) führen seine Züge zu einer anderen Stellung – die Regeln oder das Mischen haben sich geändert. Er bleibt unverändert erhalten; öffne ihn mit Version {engine}.',
    continuedElsewhere: 'Dieses Spiel wurde in einem anderen Tab fortgesetzt. Hier steht jetzt der neueste Stand.',
    deletedElsewhere: 'Dieses Spiel wurde in einem anderen Tab gelöscht. Es wird hier nicht mehr gespeichert.',
    importFailed: 'Import fehlgeschlagen: {message} Es wurde nichts gespeichert.',
    imported: 'Spielstand importiert.',
    importDuplicate: 'Dieser Spielstand ist schon gespeichert ({what}) und wurde nicht noch einmal angelegt.',
    importProblemJson: 'Die Datei „{file}“ ist kein lesbares JSON.',
    importProblemForeign: 'Die Datei „{file}“ ist kein Spieltisch-Spielstand.',
    importProblemNewer: 'Die Datei „{file}“ stammt aus einer neueren Version von Spieltisch (Format {found}, unterstützt bis {supported}); bitte die Seite aktualisieren.',
    importProblemGame: 'Die Datei „{file}“ gehört zu einem Spiel, das diese Version nicht kennt ({game}).',
    importProblemShape: 'Die Datei „{file}“ ist unvollständig oder beschädigt ({detail}).',
    importProblemOld: 'Die Datei „{file}“ stammt aus einer alten Version von Spieltisch, die diese Version nicht mehr lesen kann.',
    broken: 'Nicht lesbar',
    aboutTitle: 'Über Spieltisch',
    aboutHotseat: 'Gespielt wird abwechselnd an einem Gerät („Hot-Seat“). Vor jedem Spielerwechsel verdeckt ein Zwischenbildschirm die Hand des vorigen Spielers, damit niemand fremde Karten sieht.',
    aboutCourtesy: 'Ehrlich gesagt: Dieses Verdecken ist eine Höflichkeit, kein Schutz. Ein Browserspiel ohne Server kann nichts vor den Entwicklerwerkzeugen verbergen – wer dort nachsieht, findet jede Karte und jeden Nachziehstapel. Spielt fair.',
    aboutSaves: 'Spielstände werden nach jedem Zug im Browser gespeichert (localStorage). Sie bestehen nur aus Startwert und Zügen und lassen sich als .json-Datei exportieren und importieren.',
    aboutUndo: '„Rückgängig“ nimmt eigene Schritte des laufenden Zuges zurück, solange dabei nichts Verdecktes aufgedeckt wurde (z. B. keine Karte gezogen).',
    aboutKeyboard: 'Tastatur: Tab springt zwischen Hand, Zielen und Knöpfen; Pfeiltasten wählen innerhalb einer Gruppe; Enter bestätigt; Esc bricht eine Auswahl ab.',
    rulesTitle: 'Spielregeln in Kürze',
    rulesFull: 'Vollständige Spielregel',
    rulesFullTitle: 'Die vollständige Spielregel von {game} (öffnet eine neue Seite)',
    rulesCard: 'Spielregel',
    rulesCardTitle: 'Die Spielregel von {game} lesen',
    dismiss: 'Ausblenden',
    loading: 'Lade …',
    loadingEngine: 'Spiel-Engine wird geladen …',
    loadingEnginePercent: 'Spiel-Engine wird geladen: {percent} %',
    loadingEngineKb: 'Spiel-Engine wird geladen: {kb} KB',
    unknownGame: 'Unbekanntes Spiel: {game}',
    embedBadParams: 'Einbettung: {message}',
    exportFile: 'Spielstand als Datei speichern (.json)',
    moveTitle: 'Dieses Spiel auf ein anderes Gerät umziehen',
    moveFile: 'Umzugsdatei speichern (.json) – enthält alles',
    moveHint: 'Die Datei enthält das ganze Spiel: Startwert und alle Züge, also auch jede verdeckte Karte aller Spieler. Öffne sie nur auf dem Gerät, auf dem ihr weiterspielt, und zeige sie niemandem.',
    embedTitle: 'Diese Stellung einbetten',
    embedHint: 'Für ein Wiki oder eine Regelerklärung: der Code zeigt genau diese Stellung, nur zum Ansehen. Achtung: Startwert und Züge im Code verraten alle Karten.',
    embedRunning: 'Solange das Spiel läuft, gibt es keinen Einbettungscode: er müsste den Startwert enthalten, und der verrät alle verdeckten Karten und alles, was noch gezogen wird. Nach dem Spielende steht er hier.',
    embedViewer: 'Gesehen von',
    embedSpectator: 'Zuschauer (keine Hand)',
    embedCode: 'iframe-Code',
    copy: 'Kopieren',
    copied: 'Kopiert',
    seatPlayer: 'Wer spielt Platz {n}',
    person: 'Person',
    computerEasy: 'Computer (leicht)',
    computerNormal: 'Computer (mittel)',
    computerStrong: 'Computer (stark)',
    levelGreedy: 'nimmt den Zug, der gerade am besten aussieht (den eigenen Zug zu Ende gedacht), und plant nie weiter voraus.',
    levelSearch: 'spielt vor jedem Zug rund {n} mögliche Spielverläufe durch und nimmt den Zug, der dabei am besten abschneidet.',
    computerName: 'Computer {n}',
    computerTag: 'Computer',
    thinking: '{name} überlegt …',
    speed: 'Tempo',
    speedTitle: 'Wie schnell die Computer ziehen (gilt in diesem Browser)',
    speedSlow: 'Langsam',
    speedNormal: 'Normal',
    speedFast: 'Schnell',
    speedInstant: 'Sofort',
    hint: 'Tipp',
    hintTitle: 'Den Computer nach einem guten Zug fragen',
    hintThinking: 'Suche einen Tipp …',
    hintFor: 'Tipp: {move}',
    hintMarkedFor: 'Tipp: {move} (auf dem Spielfeld markiert)',
    watch: 'Computern zusehen',
    watchTitle: 'Ein Spiel nur mit Computern ansehen',
    botFailed: 'Der Computer konnte keinen Zug finden: {message}',
  },
  en: {
    appTitle: 'Spieltisch',
    exploreBoard: 'Explore the board: arrow keys go from piece to piece and say what it is',
    tagline: 'German board games at one table – pass the device around',
    chooseGame: 'Choose a game',
    players: 'Players',
    playersRange: '{min}–{max} players',
    playersExact: '{n:player|players}',
    newGame: 'New game',
    noRenderer: 'rules ready, board coming',
    savedGames: 'Saved games',
    noSaves: 'No saved games yet.',
    resume: 'Resume',
    continueTitle: 'Your last game',
    continue: 'Continue',
    delete: 'Delete',
    export: 'Export',
    import: 'Import a save …',
    confirmDelete: 'Really delete the save “{what}”?',
    progressMoves: '{n:move|moves}',
    progressTurn: "{name}'s turn",
    progressOver: 'finished – {winners}',
    savedAt: 'saved {date}',
    setupTitle: '{game} – new game',
    numberOfPlayers: 'Number of players',
    playerName: 'Name of player {n}',
    defaultName: 'Player {n}',
    seed: 'Seed (optional)',
    seedHint: 'Same seed = same deal. Leave empty for a random game.',
    seedInvalid: 'The seed must be a whole number from 0 to 9007199254740991.',
    start: 'Start game',
    cancel: 'Cancel',
    close: 'Close',
    menu: 'Menu',
    undo: 'Undo',
    undoTitle: 'Take back your last step of this turn',
    help: 'Help',
    language: 'Deutsch',
    languageTitle: 'DE – Auf Deutsch umschalten',
    log: 'Game log',
    scores: 'Scores',
    scoreHidden: 'hidden',
    turnOf: "{name}'s turn",
    yourTurn: 'Your turn, {name}',
    gameOver: 'Game over',
    handoverTitle: 'Pass to {name}',
    handoverBody: 'Please hand the device to {name}. Everyone else look away – what {name} is about to see is secret.',
    handoverButton: "I'm {name} – reveal",
    handoverSince: 'What happened since:',
    endTitle: 'Game over',
    showBoard: 'View the board',
    showResult: 'Show result',
    rematch: 'Rematch (same players)',
    backToMenu: 'Back to menu',
    position: 'Position after {n:move|moves}',
    readOnly: 'View only',
    openFull: 'Open in Spieltisch',
    updateReady: 'A new version of Spieltisch has been loaded. Reload to use it (your game stays saved).',
    reload: 'Reload',
    embedCredit: 'Spieltisch – play it in the full app ↗',
    errorRefused: 'Move not allowed: {message}',
    errorRule: 'rule {rule}',
    enginePanic: 'The game engine crashed and was restarted. Your game was restored from its save.',
    engineLoadFailed: 'The game engine could not be loaded: {message}',
    storageUnavailable: 'Saving is not possible in this browser (private mode or blocked). The game goes on – export it as a file to keep it.',
    storageFull: 'Storage is full – this position was not saved. The game goes on; export it or delete old saves.',
    saveMissing: 'This game is not saved (any more).',
    saveProblemJson: 'This save is corrupted (not readable JSON). It is kept; you can export or delete it.',
    saveProblemForeign: 'This is not a Spieltisch save. It is kept unchanged.',
    saveProblemNewer: 'This save comes from a newer version of Spieltisch (format {found}, this version reads up to {supported}). It is kept – please reload the page.',
    saveProblemGame: 'This save belongs to a game this version does not know ({game}). It is kept.',
    saveProblemShape: 'This save is incomplete or damaged ({detail}). It is kept.',
    saveProblemReplay: 'This save cannot be replayed: move {n} is refused ({message}). It is kept.',
    saveProblemOld: 'This save comes from an old version of Spieltisch that this version can no longer read. It is kept.',
    saveProblemChanged: 'This save was written by Spieltisch {engine}. With this version ({current}) its moves lead to a different position – the rules or the dealing have changed. It is kept unchanged; open it with version {engine}.',
    continuedElsewhere: 'This game went on in another tab. This is now the latest position.',
    deletedElsewhere: 'This game was deleted in another tab. It is no longer saved here.',
    importFailed: 'Import failed: {message} Nothing was stored.',
    imported: 'Save imported.',
    importDuplicate: 'This game is already saved ({what}); it was not added a second time.',
    importProblemJson: 'The file “{file}” is not readable JSON.',
    importProblemForeign: 'The file “{file}” is not a Spieltisch save.',
    importProblemNewer: 'The file “{file}” comes from a newer version of Spieltisch (format {found}, this version reads up to {supported}); please reload the page.',
    importProblemGame: 'The file “{file}” belongs to a game this version does not know ({game}).',
    importProblemShape: 'The file “{file}” is incomplete or damaged ({detail}).',
    importProblemOld: 'The file “{file}” comes from an old version of Spieltisch that this version can no longer read.',
    broken: 'Unreadable',
    aboutTitle: 'About Spieltisch',
    aboutHotseat: 'You play in turns on one device (“hot seat”). Before each change of player a hand-over screen covers the previous hand, so nobody sees other people’s cards.',
    aboutCourtesy: 'To be plain: this hiding is a courtesy, not protection. A browser game without a server cannot keep secrets from the developer tools – anyone who looks there finds every card and every deck. Play fair.',
    aboutSaves: 'Games are saved in the browser after every move (localStorage). A save is just the seed and the moves; export and import it as a .json file.',
    aboutUndo: '“Undo” takes back your own steps of the current turn as long as nothing hidden was revealed (for example, no card was drawn).',
    aboutKeyboard: 'Keyboard: Tab moves between hand, targets and buttons; arrow keys move within a group; Enter confirms; Esc cancels a selection.',
    rulesTitle: 'Rules in brief',
    rulesFull: 'Complete rules',
    rulesFullTitle: 'The complete rules of {game} (opens a new page)',
    rulesCard: 'Rules',
    rulesCardTitle: 'Read the rules of {game}',
    dismiss: 'Dismiss',
    loading: 'Loading …',
    loadingEngine: 'Loading the game engine …',
    loadingEnginePercent: 'Loading the game engine: {percent} %',
    loadingEngineKb: 'Loading the game engine: {kb} KB',
    unknownGame: 'Unknown game: {game}',
    embedBadParams: 'Embedding: {message}',
    exportFile: 'Save the game as a file (.json)',
    moveTitle: 'Move this game to another device',
    moveFile: 'Save the moving file (.json) – contains everything',
    moveHint: 'The file holds the whole game: the seed and every move, so every hidden card of every player too. Open it only on the device you go on playing on, and show it to nobody.',
    embedTitle: 'Embed this position',
    embedHint: 'For a wiki or a rules explanation: the code shows exactly this position, view only. Note: the seed and moves in the code give away every card.',
    embedRunning: 'While the game is running there is no embed code: it would have to contain the seed, which gives away every hidden card and everything still to be drawn. It appears here once the game is over.',
    embedViewer: 'Seen by',
    embedSpectator: 'Spectator (no hand)',
    embedCode: 'iframe code',
    copy: 'Copy',
    copied: 'Copied',
    seatPlayer: 'Who plays seat {n}',
    person: 'Person',
    computerEasy: 'Computer (easy)',
    computerNormal: 'Computer (normal)',
    computerStrong: 'Computer (strong)',
    levelGreedy: 'takes the move that looks best right now (playing its own turn to the end) and never plans further ahead.',
    levelSearch: 'plays out about {n} ways the game could go before each move and takes the move that comes off best.',
    computerName: 'Computer {n}',
    computerTag: 'computer',
    thinking: '{name} is thinking …',
    speed: 'Speed',
    speedTitle: 'How fast the computers move (kept in this browser)',
    speedSlow: 'Slow',
    speedNormal: 'Normal',
    speedFast: 'Fast',
    speedInstant: 'Instant',
    hint: 'Hint',
    hintTitle: 'Ask the computer for a good move',
    hintThinking: 'Looking for a hint …',
    hintFor: 'Hint: {move}',
    hintMarkedFor: 'Hint: {move} (marked on the board)',
    watch: 'Watch computers',
    watchTitle: 'Watch a game played by computers only',
    botFailed: 'The computer could not find a move: {message}',
  },
};

const listeners = new Set();
let current = initialLang();
// The page's language follows from the start, not only after a switch
// (screen readers and hyphenation read it; index.html says "de").
if (globalThis.document?.documentElement) document.documentElement.lang = current;

/** @returns {'de' | 'en'} */
function initialLang() {
  try {
    const stored = globalThis.localStorage?.getItem('spieltisch.lang');
    if (stored === 'de' || stored === 'en') return stored;
  } catch { /* storage blocked: fall back to the browser language */ }
  return detectLang();
}

/**
 * 'de' for German-speaking browsers, otherwise 'en'.
 * @returns {'de' | 'en'}
 */
export function detectLang() {
  const langs = globalThis.navigator?.languages?.length ? navigator.languages : [globalThis.navigator?.language || 'en'];
  return String(langs[0]).toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** @returns {'de' | 'en'} */
export function lang() {
  return current;
}

/** Switches language; `persist` false for embeds, which must not change the app's setting. */
export function setLang(next, persist = true) {
  if (next !== 'de' && next !== 'en') return;
  current = next;
  document.documentElement.lang = next;
  if (persist) {
    try { localStorage.setItem('spieltisch.lang', next); } catch { /* a preference is not worth a notice */ }
  }
  for (const fn of listeners) fn(next);
}

export function onLangChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Looks up `key` in the current language and fills its slots from `vars` (see `fill`). */
export function t(key, vars = {}, language = current) {
  const text = STRINGS[language]?.[key] ?? STRINGS.en[key] ?? key;
  return fill(text, vars);
}

/**
 * Fills `{name}` slots from `vars`. `{n:Zug|Züge}` is a counted noun: the
 * number, a space and the singular when it is 1, else the plural
 * ("1 Zug", "3 Züge"), so no string has to say "1 Punkte".
 */
export function fill(text, vars) {
  return text.replace(/\{(\w+)(?::([^|{}]*)\|([^{}]*))?\}/g, (m, name, one, many) => {
    if (!(name in vars)) return m;
    const value = vars[name];
    if (one === undefined) return String(value);
    return `${value} ${Number(value) === 1 ? one : many}`;
  });
}

/** "Anna, Ben und Cem" / "Anna, Ben and Cem". */
export function joinNames(names, language = current) {
  if (names.length <= 1) return names.join('');
  const and = language === 'de' ? ' und ' : ' and ';
  return names.slice(0, -1).join(', ') + and + names[names.length - 1];
}

export function formatDate(iso, language = current) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '?';
  return d.toLocaleString(language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
