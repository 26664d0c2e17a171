// Issue 13, item 8: import messages say what happened and go away; an
// imported save that is already stored is recognised; counted words agree
// with their number; the language button is reachable on every screen and
// `<html lang>` follows the language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { openFixture } from './keys-helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

const fixture = (name) => fs.readFileSync(path.join(ROOT, 'tests', 'fixtures', 'saves', `${name}.json`));
const file = (name, buffer) => ({ name, mimeType: 'application/json', buffer });
const saveCount = (page) => page.$$eval('[data-saves] .st-save', (li) => li.length);

/** The element a click at the centre of `selector` would hit is that element (nothing covers it). */
const onTop = (page, selector) => page.$eval(selector, (el) => {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return r.width > 0 && (hit === el || el.contains(hit));
});

test('a failed import says nothing was stored, and its message goes when dismissed or when the screen changes', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await page.goto(env.base);
  await page.waitForSelector('[data-action="import"]');
  await page.setInputFiles('[data-import-input]', file('notes.json', Buffer.from('{"format":"other"}')));
  const note = '[data-notices] [data-key="import"][data-kind="error"]';
  const text = await page.textContent(note);
  assert.match(text, /„notes\.json“ ist kein Spieltisch-Spielstand/);
  assert.match(text, /Es wurde nichts gespeichert/);
  assert.doesNotMatch(text, /bleibt/, 'nothing is "kept": nothing was stored');
  assert.equal(await saveCount(page), 0);
  // dismissed: gone
  await page.click(`${note} button`);
  assert.equal(await page.$(note), null);
  // broken JSON; then the screen changes to a game: the message does not follow
  await page.setInputFiles('[data-import-input]', file('half.json', Buffer.from('{"format": "spieltisch-save", ')));
  assert.match(await page.textContent(note), /kein lesbares JSON/);
  await page.click('[data-game="chinesische-mauer"] [data-action="new-game"]');
  await page.click('[data-action="start"]');
  await page.waitForSelector('section.st-play');
  assert.equal(await page.$(note), null, 'the import message stayed on the start page');
  await page.click('[data-action="reveal"]');
  await page.click('header [data-action="export"]');
  await page.waitForSelector('[data-export-dialog][open]');
  assert.equal(await page.$$eval('[data-notices] .st-notice', (n) => n.length), 0, 'no message over the export dialog');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('importing a save that is already stored is recognised and not listed twice', { timeout: 60_000 }, async () => {
  const page = await env.page({ locale: 'en-GB' });
  await openFixture(page, env.base, 'kurier-des-zaren-2p-30');
  await page.goto(env.base);
  await page.waitForSelector('[data-saves] .st-save');
  assert.equal(await saveCount(page), 1);
  // the same game under another id (as an export from another device would be)
  const copy = JSON.parse(fixture('kurier-des-zaren-2p-30'));
  copy.id = 'from-elsewhere';
  copy.savedAt = '2026-05-05T10:00:00.000Z';
  await page.setInputFiles('[data-import-input]', file('kdz.json', Buffer.from(JSON.stringify(copy))));
  const note = await page.textContent('[data-notices] [data-key="import"]');
  assert.match(note, /already saved \(Kurier des Zaren: Spieler 1 and Spieler 2\); it was not added a second time/);
  assert.equal(await saveCount(page), 1, 'still one entry');
  assert.equal(await page.$eval('[data-saves] .st-save', (li) => li.dataset.duplicate), 'true', 'the stored one is marked');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'resume');
  // one move more is another game: imported
  copy.moves = copy.moves.slice(0, -1);
  await page.setInputFiles('[data-import-input]', file('kdz-earlier.json', Buffer.from(JSON.stringify(copy))));
  // The file is read asynchronously: until then the previous message is still up.
  await page.waitForFunction(() => /Save imported/.test(document.querySelector('[data-notices] [data-key="import"]')?.textContent ?? ''));
  await page.waitForFunction(() => document.querySelectorAll('[data-saves] .st-save').length === 2);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('counted words agree with their number; undo is "Rückgängig" / "Undo"', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await page.goto(env.base);
  await page.waitForSelector('[data-games]');
  const words = await page.evaluate(async () => {
    const { t } = await import('./js/shell/i18n.js');
    const cm = await import('./js/games/chinesische-mauer/strings.js');
    const dk = await import('./js/games/dschingis-khan/strings.js');
    const gc = await import('./js/games/grand-conquest/strings.js');
    const out = {};
    for (const l of ['de', 'en']) {
      out[l] = [
        t('position', { n: 1 }, l), t('position', { n: 2 }, l), t('progressMoves', { n: 1 }, l), t('progressMoves', { n: 0 }, l),
        cm.w('evPlaced', l, { name: 'A', tile: 1, n: 2 }), cm.w('drawCountLong', l, { n: 1 }),
        dk.w('evLost', l, { name: 'A', n: 1 }), gc.w('evTurn', l, { name: 'A', seat: 'S', n: 1 }),
        t('undo', {}, l),
      ];
    }
    return out;
  });
  assert.deepEqual(words.de.slice(0, 4), ['Stellung nach 1 Schritt', 'Stellung nach 2 Schritten', '1 Schritt', '0 Schritte']);
  assert.deepEqual(words.en.slice(0, 4), ['Position after 1 step', 'Position after 2 steps', '1 step', '0 steps']);
  assert.match(words.de[4], /dort zählen 1 Punkt weniger/);
  assert.match(words.en[4], /1 point less there/);
  assert.match(words.de[5], /1 Karte im Stapel/);
  assert.match(words.en[5], /1 card in your deck/);
  assert.match(words.de[6], /1 Spielstein geht aus dem Spiel/);
  assert.match(words.en[7], /with 1 point\./);
  assert.equal(words.de[8], 'Rückgängig');
  assert.equal(words.en[8], 'Undo');
  for (const l of ['de', 'en']) for (const s of words[l]) assert.doesNotMatch(s, /\b1 (Punkte|Zügen|Züge|Schritte|Schritten|Karten|moves|steps|points|cards)\b/, s);
  // on the page: a saved game of one move, and the undo button
  await page.click('[data-game="chinesische-mauer"] [data-action="new-game"]');
  await page.fill('[data-setup="seed"]', '7');
  await page.click('[data-action="start"]');
  await page.click('[data-action="reveal"]');
  assert.equal(await page.getAttribute('header [data-action="undo"]', 'aria-label') ?? await page.textContent('header [data-action="undo"]'), 'Rückgängig');
  await page.click('[data-cm="draw"]');
  await page.waitForFunction(() => document.querySelectorAll('[data-log] li').length > 0);
  await page.click('header [data-action="menu"]');
  await page.waitForSelector('[data-saves] .st-save');
  assert.match(await page.textContent('[data-saves] .st-save'), /1 Schritt ·/);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('the language button works on the hand-over and end screens; <html lang> follows the language', { timeout: 60_000 }, async () => {
  const page = await env.page({ locale: 'en-US' });
  await page.goto(env.base);
  await page.waitForSelector('[data-games]');
  assert.equal(await page.getAttribute('html', 'lang'), 'en', 'an English browser starts in English');
  await openFixture(page, env.base, 'chinesische-mauer-2p-30');
  await page.waitForSelector('[data-handover]:not([hidden])');
  assert.ok(await onTop(page, '[data-handover] [data-action="lang"]'), 'not covered on the hand-over screen');
  await page.click('[data-handover] [data-action="lang"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  assert.match(await page.textContent('[data-handover] h2'), /Weitergeben an/);
  assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'lang', 'the focus stays on the button');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.match(await page.textContent('[data-handover] h2'), /Pass to/);
  // the end screen
  await openFixture(page, env.base, 'dschingis-khan-3p-end');
  await page.waitForSelector('[data-end]:not([hidden])');
  assert.ok(await onTop(page, '[data-end] [data-action="lang"]'), 'not covered on the end screen');
  const english = await page.textContent('[data-end] .st-end-kicker');
  await page.click('[data-end] [data-action="lang"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  assert.notEqual(await page.textContent('[data-end] .st-end-kicker'), english);
  assert.equal(await page.textContent('[data-end] .st-end-kicker'), 'Spielende');
  // a reload starts in the chosen language, <html lang> too
  await page.reload();
  await page.waitForSelector('[data-end]:not([hidden])');
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  for (const size of [[1280, 800], [390, 844]]) {
    await page.setViewportSize({ width: size[0], height: size[1] });
    assert.ok(await onTop(page, '[data-end] [data-action="lang"]'), `end screen at ${size.join('x')}`);
  }
  // the problem screen (a save that is not there) has one as well
  await page.goto(`${env.base}#/play/not-there`);
  await page.waitForSelector('[data-problem]');
  assert.match(await page.textContent('[data-problem]'), /nicht \(mehr\) gespeichert/);
  await page.click('.st-problem [data-action="lang"]');
  await page.waitForFunction(() => /not saved/.test(document.querySelector('[data-problem]')?.textContent));
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('the new-game dialog says what the seed decides from the engine\'s word: a game without chance speaks of no deal (issue 37)', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await page.goto(env.base);
  await page.waitForSelector('[data-games]');
  const catalog = await page.evaluate(() => import('./js/games/catalog.js').then((m) => m.CATALOG));
  assert.ok(catalog.some((g) => g.secretSeed === false) && catalog.some((g) => g.secretSeed), 'games with and without chance');
  for (const lang of ['de', 'en']) {
    await page.evaluate((l) => localStorage.setItem('spieltisch.lang', l), lang);
    await page.reload();
    for (const game of catalog) {
      await page.click(`[data-game="${game.id}"] [data-action="new-game"]`);
      const hint = await page.waitForSelector('[data-setup-dialog][open] #st-seed-hint');
      const text = await hint.textContent();
      assert.equal(await hint.getAttribute('data-seed-hint'), game.secretSeed === false ? 'none' : 'draws', game.id);
      if (game.secretSeed === false) assert.doesNotMatch(text, /Karte|Verteilung|card|deal|gleiche/i, `${game.id} ${lang}: "${text}"`);
      else assert.match(text, /Mischen|shuffles/, `${game.id} ${lang}: "${text}"`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('[data-setup-dialog]', { state: 'detached' });
    }
  }
  await page.context().close();
});
