// Words of the replay screen and the catch-up (German and English), apart from
// i18n.js so that these two features stay in their own files.

import { lang, fill } from './i18n.js';

/** Loads www/css/replay.css once (the styles of the replay screen and the catch-up). */
export function ensureReplayStyles() {
  if (document.querySelector('link[data-replay-styles]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('../../css/replay.css', import.meta.url).href;
  link.dataset.replayStyles = '';
  document.head.append(link);
}

const WORDS = {
  de: {
    replay: 'Nachspielen',
    replayTitle: '{game} – Partie nachspielen',
    replayOpen: 'Partie nachspielen',
    replayOpenTitle: 'Die beendete Partie Schritt für Schritt ansehen, alle Karten aufgedeckt',
    replayAll: 'Alles aufgedeckt: die Partie ist beendet.',
    replayStep: 'Schritt {k} von {n}',
    replaySetup: 'Aufbau (vor dem ersten Schritt)',
    replayMover: '{name} war am Zug',
    replaySlider: 'Schritt wählen',
    first: 'Zum Anfang',
    back: 'Ein Schritt zurück',
    forward: 'Ein Schritt vor',
    last: 'Zum Ende',
    seenBy: 'Sicht',
    followMover: 'Wer gezogen hat',
    replayExport: 'Exportieren',
    replayExportTitle: 'Die Partie als Datei speichern (wie einen Spielstand)',
    replayBack: 'Zurück',
    replayKeys: '← → ein Schritt, Pos1/Ende: Anfang/Ende',
    replayRefused: 'Nachspielen nicht möglich: {message}',
    catchUpTitle: 'Seit deinem letzten Zug',
    catchUpTitleFirst: 'Seit Spielbeginn',
    catchUpNothing: 'Seitdem ist nichts geschehen.',
    catchUpMore: '… und {n} frühere Einträge (im Spielverlauf)',
    catchUpClose: 'Verstanden',
    catchUpMarked: 'Rot umrandet: was sich seitdem auf dem Spielfeld geändert hat.',
  },
  en: {
    replay: 'Replay',
    replayTitle: '{game} – replay',
    replayOpen: 'Replay the game',
    replayOpenTitle: 'Step through the finished game step by step, every card face up',
    replayAll: 'Everything revealed: the game is over.',
    replayStep: 'Step {k} of {n}',
    replaySetup: 'Setup (before the first step)',
    replayMover: '{name} moved',
    replaySlider: 'Choose a step',
    first: 'To the start',
    back: 'One step back',
    forward: 'One step forward',
    last: 'To the end',
    seenBy: 'View',
    followMover: 'Whoever moved',
    replayExport: 'Export',
    replayExportTitle: 'Save the game as a file (like a saved game)',
    replayBack: 'Back',
    replayKeys: '← → one step, Home/End: start/end',
    replayRefused: 'Cannot replay: {message}',
    catchUpTitle: 'Since your last move',
    catchUpTitleFirst: 'Since the game began',
    catchUpNothing: 'Nothing has happened since.',
    catchUpMore: '… and {n} earlier entries (in the log)',
    catchUpClose: 'Got it',
    catchUpMarked: 'Ringed in red: what changed on the board since then.',
  },
};

export function rw(key, vars = {}) {
  const text = WORDS[lang()]?.[key] ?? WORDS.en[key] ?? key;
  return fill(text, vars);
}
