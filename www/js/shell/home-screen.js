// The start page: game picker, new-game dialog, saved games (resume, export,
// delete, import).

import { h, replace, focus, download } from './dom.js';
import { t, lang, setLang, joinNames, formatDate } from './i18n.js';
import { rw } from './replay-strings.js';
import { notify } from './notices.js';
import { listSaves, deleteSave, parseSave, writeSave, newSaveId, exportName, storage, saveKey, SaveProblem } from './saves.js';
import { MAX_SEED } from './session.js';
import { hasRenderer } from '../games/index.js';
import { levelBudget, levelNames, levelMatches, inferWords } from './bot.js';
import { rulesUrl } from './about.js';
import { nt } from './net/strings.js';

/** @typedef {{id: string, name: string, minPlayers: number, maxPlayers: number, description: string, descriptionDe: string, hiddenInformation: boolean}} GameInfo */

/**
 * @param {HTMLElement} root
 * @param {object} o
 * @param {readonly GameInfo[]} o.games      the game list (www/js/games/catalog.js, = the engine's games())
 * @param {(setup) => void} o.onStart   setup = {game, players, names, seed|null, computers}
 * @param {(id) => void} o.onResume
 * @param {() => void} o.onAbout
 * @param {(id) => void} [o.onReplay]  open the replay of a finished saved game
 */
export function renderHome(root, o) {
  const known = o.games.map((g) => g.id);
  const picker = h('ul', { class: 'st-games', 'data-games': true },
    o.games.map((g) => gameCard(g, o)));
  const savesBox = h('div', { class: 'st-saves', 'data-saves': true });
  // the most recent unfinished game, above the game cards (filled with the saves list)
  const continueBox = h('section', { class: 'st-continue', 'data-continue': true, 'aria-labelledby': 'st-continue-title', hidden: true });
  const fileInput = h('input', { type: 'file', accept: '.json,application/json', hidden: true, 'data-import-input': true,
    on: { change: () => importFile(fileInput, known, () => fillSaves(savesBox, o, known), savesBox, Object.fromEntries(o.games.map((g) => [g.id, g.name]))) } });
  const importBtn = h('button', { type: 'button', class: 'st-btn', 'data-action': 'import', text: t('import'), on: { click: () => fileInput.click() } });
  replace(root,
    h('section', { class: 'st-home' },
      h('header', { class: 'st-home-head' },
        h('div', {},
          h('h1', { class: 'st-brand' }, h('img', { src: 'favicon.svg', alt: '' }), t('appTitle')),
          h('p', { class: 'st-tagline', text: t('tagline') })),
        h('div', { class: 'st-play-actions' },
          h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'about', 'aria-label': t('help'), title: t('help'), text: '?', on: { click: o.onAbout } }),
          h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'lang', 'aria-label': t('languageTitle'), title: t('languageTitle'), text: lang() === 'de' ? 'EN' : 'DE', on: { click: () => setLang(lang() === 'de' ? 'en' : 'de') } }))),
      continueBox,
      h('h2', { text: t('chooseGame') }),
      picker,
      // for rules wikis: a position as a figure (www/figure.html)
      h('p', { class: 'st-home-builder' },
        h('a', { class: 'st-btn', href: 'figure.html', 'data-action': 'figure-builder', text: t('figureBuilderLink') }),
        ' ', h('span', { class: 'st-muted', text: t('figureBuilderLinkTitle') })),
      h('div', { class: 'st-saves-head' }, h('h2', { text: t('savedGames') }), importBtn, fileInput),
      savesBox));
  fillSaves(savesBox, o, known);
}

function gameCard(g, o) {
  const ready = hasRenderer(g.id);
  const description = lang() === 'de' ? g.descriptionDe : g.description;
  return h('li', { class: `st-game${ready ? '' : ' st-game-pending'}`, dataset: { game: g.id } },
    h('h3', { text: g.name }),
    h('p', { class: 'st-game-players', text: g.minPlayers === g.maxPlayers ? t('playersExact', { n: g.minPlayers }) : t('playersRange', { min: g.minPlayers, max: g.maxPlayers }) }),
    h('p', { class: 'st-game-desc', text: description }),
    ready
      ? h('div', { class: 'st-game-buttons' },
        h('button', { type: 'button', class: 'st-btn st-btn-primary', 'data-action': 'new-game', text: t('newGame'), on: { click: () => openSetup(g, o) } }),
        h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'watch', title: t('watchTitle'), text: t('watch'), on: { click: () => openSetup(g, o, { watch: true }) } }),
        h('a', { class: 'st-btn st-btn-quiet', href: rulesUrl(g.id), 'data-action': 'rules', title: t('rulesCardTitle', { game: g.name }), text: t('rulesCard') }))
      : h('p', { class: 'st-game-soon', text: t('noRenderer') }));
}

// ---- saved games ------------------------------------------------------------

function fillSaves(box, o, known) {
  if (!storage()) {
    replace(box, h('p', { class: 'st-muted', text: t('storageUnavailable') }));
    return;
  }
  const entries = listSaves(known);
  const names = Object.fromEntries(o.games.map((g) => [g.id, g.name]));
  fillContinue(box.closest('.st-home')?.querySelector('[data-continue]'), entries, names, o);
  if (!entries.length) {
    replace(box, h('p', { class: 'st-muted', text: t('noSaves') }));
    return;
  }
  replace(box, h('ul', { class: 'st-save-list' },
    entries.map((e) => {
      if (!e.save) return brokenItem(e, o, box, known);
      try {
        return saveItem(e, names, o, box, known);
      } catch (err) {
        // checkSave missed something this list reads: still one entry, never the whole list
        const problem = new SaveProblem('shape', { detail: String(err?.message || err).slice(0, 80) });
        return brokenItem({ id: e.id, problem, raw: storage()?.getItem(saveKey(e.id)) ?? JSON.stringify(e.save) }, o, box, known);
      }
    })));
}

/**
 * "Continue": the most recently saved game that is not over, above the game
 * cards, so a returning player is one click from their game on any screen.
 */
function fillContinue(box, entries, names, o) {
  if (!box) return;
  const last = entries.find((e) => e.save && !e.save.progress?.finished);
  box.hidden = !last;
  if (!last) {
    box.replaceChildren();
    return;
  }
  const { id, save } = last;
  const who = save.options.names;
  const active = save.progress?.active?.[0];
  const state = [t('progressMoves', { n: save.moves.length }), active !== undefined && who[active] ? t('progressTurn', { name: who[active] }) : null, t('savedAt', { date: formatDate(save.savedAt) })].filter(Boolean).join(' · ');
  const game = names[save.game] || save.game;
  replace(box,
    h('div', { class: 'st-continue-text' },
      h('h2', { id: 'st-continue-title', class: 'st-continue-title', text: t('continueTitle') }),
      h('p', {}, h('strong', { text: game }), ` · ${joinNames(who)}`),
      h('p', { class: 'st-muted', text: state })),
    h('button', { type: 'button', class: 'st-btn st-btn-primary st-btn-big', 'data-action': 'continue', 'aria-label': `${t('continue')}: ${game}, ${joinNames(who)}`, text: t('continue'), on: { click: () => o.onResume(id) } }));
}

function saveItem({ id, save }, names, o, box, known) {
  const p = save.progress || {};
  const who = save.options.names;
  let state = t('progressMoves', { n: save.moves.length });
  if (p.finished) state += ` · ${t('progressOver', { winners: joinNames((p.winners || []).map((s) => who[s] ?? '?')) })}`;
  else if (p.active?.length) state += ` · ${t('progressTurn', { name: who[p.active[0]] ?? '?' })}`;
  const label = `${names[save.game] || save.game}: ${joinNames(who)}`;
  return h('li', { class: 'st-save', dataset: { saveId: id } },
    h('div', { class: 'st-save-text' },
      h('strong', { text: names[save.game] || save.game }),
      h('span', { text: joinNames(who) }),
      h('span', { class: 'st-muted', text: `${state} · ${t('savedAt', { date: formatDate(save.savedAt) })}` })),
    h('div', { class: 'st-save-buttons' },
      h('button', { type: 'button', class: 'st-btn st-btn-primary', 'data-action': 'resume', 'aria-label': `${t('resume')}: ${label}`, text: t('resume'), on: { click: () => o.onResume(id) } }),
      p.finished && o.onReplay ? h('button', { type: 'button', class: 'st-btn', 'data-action': 'replay', 'aria-label': `${rw('replay')}: ${label}`, title: rw('replayOpenTitle'), text: rw('replay'), on: { click: () => o.onReplay(id) } }) : null,
      h('button', { type: 'button', class: 'st-btn', 'data-action': 'export-save', 'aria-label': `${t('export')}: ${label}`, title: t('moveHint'), text: t('export'), on: { click: () => download(exportName(save), JSON.stringify(save, null, 1)) } }),
      h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'delete-save', 'aria-label': `${t('delete')}: ${label}`, text: t('delete'), on: { click: () => confirmDelete(id, label, box, o, known) } })));
}

/** A save that cannot be used: shown with its reason, kept until the user deletes it. */
function brokenItem({ id, problem, raw }, o, box, known) {
  return h('li', { class: 'st-save st-save-broken', dataset: { saveId: id, problem: problem.kind } },
    h('div', { class: 'st-save-text' },
      h('strong', { text: `⚠ ${t('broken')}` }),
      h('span', { class: 'st-save-problem', 'data-save-problem': true, text: problemText(problem) })),
    h('div', { class: 'st-save-buttons' },
      h('button', { type: 'button', class: 'st-btn', 'data-action': 'export-save', text: t('export'), on: { click: () => download(`spieltisch-unreadable-${id}.json`, raw ?? '', 'application/json') } }),
      h('button', { type: 'button', class: 'st-btn st-btn-quiet', 'data-action': 'delete-save', text: t('delete'), on: { click: () => confirmDelete(id, t('broken'), box, o, known) } })));
}

export function problemText(problem) {
  const key = `saveProblem${problem.kind[0].toUpperCase()}${problem.kind.slice(1)}`;
  return t(key, problem.vars);
}

function confirmDelete(id, label, box, o, known) {
  confirmDialog(t('confirmDelete', { what: label }), t('delete'), () => {
    deleteSave(id);
    fillSaves(box, o, known);
  });
}

/** A small modal yes/no; `run` on yes. */
export function confirmDialog(question, yesLabel, run) {
  const yes = h('button', { type: 'submit', value: 'yes', class: 'st-btn st-btn-danger', 'data-action': 'confirm', text: yesLabel });
  const dialog = h('dialog', { class: 'st-dialog', 'data-confirm': true },
    h('form', { method: 'dialog' },
      h('p', { text: question }),
      h('div', { class: 'st-dialog-buttons' },
        h('button', { type: 'submit', value: 'no', class: 'st-btn', text: t('cancel') }), yes)));
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'yes') run();
    dialog.remove();
  });
  document.body.append(dialog);
  dialog.showModal();
}

/**
 * Imports a save file. A refused file stores nothing, and the message says
 * so (not "it is kept", which is about saves already stored). A file that
 * is a game already saved here (same game, options, seed and moves) is not
 * stored a second time: the message names it and its entry is marked.
 */
async function importFile(input, known, done, box, names) {
  const file = input.files?.[0];
  input.value = '';
  if (!file) return;
  let save;
  try {
    save = parseSave(await file.text(), known);
  } catch (e) {
    const message = e instanceof SaveProblem ? t(`importProblem${e.kind[0].toUpperCase()}${e.kind.slice(1)}`, { file: file.name, ...e.vars }) : String(e.message || e);
    notify(t('importFailed', { message }), { kind: 'error', key: 'import', screen: true });
    return;
  }
  const twin = listSaves(known).find((e) => e.save && sameGame(e.save, save));
  if (twin) {
    notify(t('importDuplicate', { what: `${names[save.game] || save.game}: ${joinNames(twin.save.options.names)}` }), { kind: 'info', key: 'import', screen: true, timeout: 8000 });
    const item = box.querySelector(`[data-save-id="${CSS.escape(twin.id)}"]`);
    if (item) {
      item.classList.add('st-save-found');
      item.dataset.duplicate = 'true';
      item.scrollIntoView({ block: 'nearest' });
      focus(item.querySelector('[data-action="resume"]'));
    }
    return;
  }
  // A fresh id: importing a changed copy must not overwrite a game in progress.
  save.id = newSaveId();
  const result = writeSave(save);
  if (!result.ok) {
    notify(t(result.reason === 'full' ? 'storageFull' : 'storageUnavailable'), { kind: 'warn', key: 'storage' });
    return;
  }
  notify(t('imported'), { kind: 'info', key: 'import', screen: true });
  done();
}

/** The same game: same game id, players, names, computer seats, seed and moves. */
export function sameGame(a, b) {
  const seats = (s) => JSON.stringify({
    players: s.options.players, names: s.options.names,
    computers: s.options.computers ?? Array(s.options.players).fill(null),
  });
  return a.game === b.game && a.seed === b.seed && seats(a) === seats(b) && JSON.stringify(a.moves) === JSON.stringify(b.moves);
}

// ---- new-game dialog -----------------------------------------------------------

/** `watch`: every seat starts as a computer (a game to watch as a spectator). */
/** "Computer (easy)": a level's name in the seat choice. */
function levelName(level) {
  return t(`computer${level[0].toUpperCase()}${level.slice(1)}`);
}

/** What a level does in this game with `players` at the table, in words: from its budget (greedy or a search), and what it held against in measured matches. */
function levelText(level, gameId, players) {
  const budget = levelBudget(level, gameId, players);
  const search = budget.millis
    ? t('levelTime', { s: budget.millis / 1000 })
    : t('levelSearch', { n: budget.iterations?.toLocaleString(lang() === 'de' ? 'de-DE' : 'en-US') });
  const shortlist = budget.candidates ? ` ${t('levelCandidates', { k: budget.candidates })}` : '';
  const horizon = budget.horizon ? ` ${t('levelHorizon', { n: budget.horizon })}` : '';
  const sample = budget.sample ? ` ${t('levelSample', { k: budget.sample })}` : '';
  const reads = budget.infer ? ` ${inferWords(gameId, lang() === 'de' ? 'de' : 'en') ?? t('levelInfer')}` : '';
  const thinks = budget.greedy ? t('levelGreedy') : `${search}${horizon}${sample}${shortlist}${reads}`;
  // what it held against: the measured matches against the plan players and the levels below (level-evidence.json)
  const matches = levelMatches(level, gameId, players, lang() === 'de' ? 'de' : 'en');
  return matches.length ? `${thinks} ${t('levelTested', { list: matches.map(testedText).join('; ') })}` : thinks;
}

/** One measured match in words: against a plan, or against a lower level (named as in the seat choice). */
function testedText(/** @type {ReturnType<typeof levelMatches>[number]} */ m) {
  const table = m.others > 1;
  if (m.against === undefined) return t(table ? 'levelTestedTable' : 'levelTestedMatch', m);
  return t(table ? 'levelTestedLevelTable' : 'levelTestedLevel', { ...m, against: levelName(m.against) });
}

function openSetup(game, o, { watch = false } = {}) {
  let players = Math.min(Math.max(3, game.minPlayers), game.maxPlayers);
  const kindInputs = [];
  const count = h('select', { id: 'st-setup-players', name: 'players', 'data-setup': 'players' },
    range(game.minPlayers, game.maxPlayers).map((n) => h('option', { value: n, selected: n === players, text: String(n) })));
  const namesBox = h('div', { class: 'st-setup-names' });
  const nameInputs = [];
  const seed = h('input', { id: 'st-setup-seed', name: 'seed', inputmode: 'numeric', autocomplete: 'off', 'data-setup': 'seed', 'aria-describedby': 'st-seed-hint' });
  const seedError = h('p', { class: 'st-field-error', role: 'alert', hidden: true });
  const levelsList = h('ul', { class: 'st-muted st-levels', 'data-setup': 'levels' });
  // a level may think longer with more players (levels.js byPlayers): say what it does at this table
  const describeLevels = () => {
    replace(levelsList, levelNames(game.id).map((level) => h('li', { text: `${levelName(level)}: ${levelText(level, game.id, players)}` })));
    for (const kind of kindInputs) {
      for (const option of kind.options) if (option.value && option.value !== 'remote') option.title = levelText(option.value, game.id, players);
    }
  };
  const fillNames = () => {
    players = Number(count.value);
    while (nameInputs.length < players) {
      const n = nameInputs.length + 1;
      const input = h('input', { id: `st-setup-name-${n}`, name: `name${n}`, maxlength: 24, autocomplete: 'off', 'data-setup': `name-${n}`, placeholder: t('defaultName', { n }) });
      const kind = h('select', { id: `st-setup-kind-${n}`, name: `kind${n}`, 'data-setup': `kind-${n}`, 'aria-label': t('seatPlayer', { n }) },
        h('option', { value: '', text: t('person') }),
        levelNames(game.id).map((level) => h('option', { value: level, selected: watch && level === 'normal', text: levelName(level) })),
        h('option', { value: 'remote', text: nt('remoteKind') })); // a person on another device (net/)
      const placeholder = () => { input.placeholder = t(kind.value && kind.value !== 'remote' ? 'computerName' : 'defaultName', { n }); };
      kind.addEventListener('change', placeholder);
      placeholder();
      nameInputs.push(input);
      kindInputs.push(kind);
    }
    replace(namesBox, nameInputs.slice(0, players).map((input, i) =>
      h('div', { class: 'st-field st-setup-seat' }, h('label', { for: input.id, text: t('playerName', { n: i + 1 }) }),
        h('div', { class: 'st-setup-seat-row' }, input, kindInputs[i]))));
    describeLevels();
  };
  count.addEventListener('change', fillNames);
  fillNames();
  const form = h('form', { method: 'dialog', class: 'st-setup-form', 'data-setup-form': true },
    h('h2', { text: t('setupTitle', { game: game.name }) }),
    h('div', { class: 'st-field' }, h('label', { for: count.id, text: t('numberOfPlayers') }), count),
    namesBox,
    // what the levels do: open where there is room, folded on a phone (the seats and Start come first)
    h('details', { class: 'st-levels-box', open: !window.matchMedia?.('(max-width: 560px)').matches },
      h('summary', { text: t('levelsTitle') }),
      levelsList),
    h('div', { class: 'st-field' }, h('label', { for: seed.id, text: t('seed') }), seed,
      // what the seed decides is the engine's word (`secretSeed`): a game without chance draws nothing from it
      h('p', { id: 'st-seed-hint', class: 'st-muted', 'data-seed-hint': game.secretSeed === false ? 'none' : 'draws', text: t(game.secretSeed === false ? 'seedHintNoChance' : 'seedHint') }), seedError),
    h('div', { class: 'st-dialog-buttons' },
      h('button', { type: 'button', class: 'st-btn', value: 'cancel', text: t('cancel'), on: { click: () => dialog.close() } }),
      h('button', { type: 'submit', class: 'st-btn st-btn-primary', 'data-action': 'start', text: t('start') })));
  const dialog = h('dialog', { class: 'st-dialog st-setup', 'data-setup-dialog': true }, form);
  form.addEventListener('submit', (e) => {
    const parsed = parseSeed(seed.value);
    if (parsed === undefined) {
      e.preventDefault();
      seedError.textContent = t('seedInvalid');
      seedError.hidden = false;
      focus(seed);
      return;
    }
    const kinds = kindInputs.slice(0, players).map((kind) => kind.value);
    const computers = kinds.map((kind) => (kind && kind !== 'remote' ? kind : null));
    const remote = kinds.map((kind) => kind === 'remote');
    const names = nameInputs.slice(0, players).map((input, i) =>
      input.value.trim() || t(computers[i] ? 'computerName' : 'defaultName', { n: i + 1 }));
    dialog.close();
    o.onStart({ game: game.id, players, names, seed: parsed, computers, ...(remote.some(Boolean) ? { remote } : {}) });
  });
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  focus(nameInputs[0]);
}

/** null for empty (random), undefined for invalid, else the number. */
function parseSeed(text) {
  const s = text.trim();
  if (!s) return null;
  if (!/^\d+$/.test(s)) return undefined;
  const n = Number(s);
  return Number.isSafeInteger(n) && n <= MAX_SEED ? n : undefined;
}

function range(a, b) {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
