// Issue 13, item 1: every control of every screen is reachable by Tab (and,
// inside a button row, by the arrow keys) and works from the keyboard: the
// start page, the new-game dialog with its seat choices, the play screen and
// its dialogs, the hand-over screen and the end screen.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup } from './helpers.mjs';
import { openFixture } from './keys-helpers.mjs';

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/**
 * Tabs through `scope` (a selector) and checks that every visible, enabled
 * control in it gets the focus: by Tab, or (in a role="toolbar" row) by the
 * arrow keys from the row's Tab stop. Returns the number of controls.
 */
async function walk(page, scope, { tabs = 80 } = {}) {
  const total = await page.evaluate((scope) => {
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden],[inert]');
    let n = 0;
    for (const root of document.querySelectorAll(scope)) {
      for (const el of root.querySelectorAll('button, select, input:not([type="hidden"]), textarea, a[href], summary')) {
        if (el.disabled || !shown(el)) continue;
        el.dataset.tw = String(n++);
      }
    }
    window.twSeen = new Set();
    document.addEventListener('focusin', (e) => { if (e.target.dataset?.tw) window.twSeen.add(e.target.dataset.tw); }, true);
    return n;
  }, scope);
  assert.ok(total > 0, `${scope} has controls`);
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab');
    const done = await page.evaluate((n) => window.twSeen.size >= n, total);
    if (done) break;
    // in a button row: walk it with the arrow keys, then Tab on
    const row = await page.evaluate(() => {
      const el = document.activeElement;
      const grp = el?.closest('[role="toolbar"]');
      return grp ? [...grp.querySelectorAll('button')].filter((b) => !b.disabled && !b.hidden).length : 0;
    });
    for (let k = 1; k < row; k++) await page.keyboard.press('ArrowRight');
  }
  const missing = await page.evaluate(() => [...document.querySelectorAll('[data-tw]')]
    .filter((el) => !window.twSeen.has(el.dataset.tw))
    .map((el) => el.dataset.action || el.dataset.key || el.dataset.setup || el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30)));
  await page.evaluate(() => { for (const el of document.querySelectorAll('[data-tw]')) delete el.dataset.tw; });
  assert.deepEqual(missing, [], `every control of ${scope} takes the focus from the keyboard`);
  return total;
}

const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el?.dataset.action || el?.dataset.setup || el?.dataset.key || el?.tagName;
});

test('start page and new-game dialog by keyboard: seats set to computers with the arrow keys', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await page.goto(env.base);
  await page.waitForSelector('[data-games] [data-action="new-game"]');
  await walk(page, '.st-home');
  // open the dialog of Dschingis Khan from the keyboard
  await page.focus('[data-game="dschingis-khan"] [data-action="new-game"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-setup-dialog][open]');
  await walk(page, '[data-setup-dialog]');
  // the number of players and a seat's kind change with the arrow keys
  await page.focus('[data-setup="players"]');
  const players = await page.inputValue('[data-setup="players"]');
  await page.keyboard.press('ArrowDown');
  assert.notEqual(await page.inputValue('[data-setup="players"]'), players, 'arrow changes the number of players');
  await page.focus('[data-setup="kind-2"]');
  await page.keyboard.press('ArrowDown');
  assert.equal(await page.inputValue('[data-setup="kind-2"]'), 'easy', 'seat 2 became a computer by arrow key');
  await page.focus('[data-setup="name-1"]');
  await page.keyboard.type('Anna');
  await page.focus('[data-action="start"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('section.st-play[data-game="dschingis-khan"]');
  assert.deepEqual(await page.$$eval('[data-seats] li', (li) => li.map((x) => x.dataset.computer || null)).then((c) => c.slice(0, 2)), [null, 'easy']);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('play screen, its dialogs, the hand-over and the end screen by keyboard', { timeout: 60_000 }, async () => {
  const page = await env.page();
  await openFixture(page, env.base, 'chinesische-mauer-2p-30');
  // hand-over: its buttons, Tab stays inside; the language button is one of them
  await page.waitForSelector('[data-handover]:not([hidden])');
  await walk(page, '[data-handover]', { tabs: 12 });
  while ((await focused(page)) !== 'reveal') await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-handover][hidden]', { state: 'attached' });
  // the play screen: header, board rows, log
  await walk(page, 'section.st-play');
  // help and export dialogs open and close from the keyboard
  for (const [action, dialog] of [['help', 'dialog[open]'], ['export', '[data-export-dialog][open]']]) {
    await page.focus(`header [data-action="${action}"]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(dialog);
    await walk(page, dialog, { tabs: 20 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
  }
  // the end screen of a finished game
  await openFixture(page, env.base, 'chinesische-mauer-3p-end');
  await page.waitForSelector('[data-end]:not([hidden])');
  // (the table and details box is a tab stop of its own: it scrolls when long)
  await walk(page, '[data-end]', { tabs: 16 });
  await page.focus('[data-end] [data-action="view-board"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-end][hidden]', { state: 'attached' });
  assert.equal(await page.$eval('header [data-action="show-result"]', (b) => !!b), true);
  await page.focus('header [data-action="show-result"]');
  await page.keyboard.press('Space');
  await page.waitForSelector('[data-end]:not([hidden])');
  // the menu, and the delete confirmation there
  await page.focus('[data-end] [data-action="menu"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-saves] [data-action="delete-save"]');
  await page.focus('[data-saves] [data-action="delete-save"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-confirm][open]');
  await walk(page, '[data-confirm]', { tabs: 6 });
  await page.keyboard.press('Escape');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
