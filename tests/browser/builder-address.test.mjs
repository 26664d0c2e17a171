// The figure builder keeps and reopens work (issue 36, point 1): its address
// is the work (the figure's embed address under figure.html, and the
// caption), so a reload opens the same figure, moves, names, viewer, marks
// and caption; a pasted iframe snippet or embed address opens that figure
// for editing (a rules example by its id; a position by its moves); an
// address that names no figure is refused in words, and a refused move
// keeps the moves before it. Every registered game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(() => env?.close());

/** The builder's status line and the embed address it stands for, once the output is current. */
async function work(page) {
  // current: the address holds as many moves as the status line counts, and the figure's address is the page's
  await page.waitForFunction(() => {
    const src = document.documentElement.dataset.figureSrc;
    if (!src || location.search !== new URL(src).search || !location.hash.startsWith(new URL(src).hash)) return false;
    const steps = /^(\d+)/.exec(document.querySelector('[data-builder-status]').textContent);
    const b64 = (/moves=([^&]+)/.exec(location.hash) || [])[1];
    return !steps || !b64 || JSON.parse(atob(b64.replace(/-/g, '+').replace(/_/g, '/'))).length === Number(steps[1]);
  });
  return page.evaluate(() => ({
    status: document.querySelector('[data-builder-status]').textContent,
    src: document.documentElement.dataset.figureSrc,
    href: location.href,
    caption: document.querySelector('[data-builder-caption]').value,
    names: document.querySelector('[data-builder-names]').value,
    viewer: document.querySelector('#st-b-viewer').value,
  }));
}

/** The moves made, from the builder's status line ("3 steps made · to move: Ben"). */
const stepsMade = (page) => page.evaluate(() => Number((/^(\d+)/.exec(document.querySelector('[data-builder-status]').textContent) || [])[1] || 0));

/** Clicks targets on the builder's board (the last of each decision: a move rather than a choice) until `n` moves are made. */
async function makeMoves(page, n) {
  for (let clicks = 0; clicks < 12 * n && (await stepsMade(page)) < n; clicks++) {
    const target = page.locator('[data-builder-board] [data-legal="true"]:not(:disabled)').last();
    await target.click();
  }
  assert.ok((await stepsMade(page)) >= n, `${n} moves made on the builder's board`);
  // the address follows the last change (250 ms later)
  await page.waitForFunction(() => location.search === new URL(document.documentElement.dataset.figureSrc || location.href).search && !/moves=W10/.test(location.hash));
}

test('every game: the builder\'s work survives a reload and opens again from its snippet', { timeout: 240_000 }, async () => {
  for (const game of games) {
    const page = await env.page({ width: 1366, height: 900, locale: 'en-GB' });
    await page.goto(`${env.base}figure.html?game=${game}&lang=en`);
    await page.waitForSelector('[data-builder-board] [data-legal="true"]');
    await page.fill('[data-builder-names]', 'Anna, die Große, Ben');
    await page.fill('[data-builder-names]', '"Anna, die Große", Ben');
    await page.press('[data-builder-names]', 'Enter');
    await page.dispatchEvent('[data-builder-names]', 'change');
    await makeMoves(page, 3);
    await page.selectOption('#st-b-viewer', 'spectator');
    await page.fill('[data-builder-caption]', 'Die Lage nach drei Schritten');
    const made = await work(page);
    assert.match(made.href, /caption=Die%20Lage/, `${game}: the caption is in the address`);
    // a reload: the same work
    await page.reload();
    await page.waitForSelector('[data-builder-board] canvas');
    const again = await work(page);
    for (const key of ['status', 'src', 'caption', 'names', 'viewer']) assert.equal(again[key], made[key], `${game}: ${key} after a reload`);
    // another builder, the snippet pasted: the same figure to edit
    const snippet = await page.inputValue('[data-builder-code]').catch(() => '');
    const other = await env.page({ width: 1366, height: 900, locale: 'en-GB' });
    await other.goto(`${env.base}figure.html?lang=en`);
    await other.waitForSelector('[data-builder-open]');
    await other.fill('[data-builder-open]', snippet.startsWith('<iframe') ? snippet : `<iframe src="${made.src.replace(/&/g, '&amp;')}"></iframe>`);
    await other.click('[data-action="builder-open"]');
    await other.waitForFunction((src) => document.documentElement.dataset.figureSrc === src, made.src, { timeout: 15_000 }).catch(() => {});
    const opened = await work(other);
    assert.equal(opened.src, made.src, `${game}: the pasted snippet opens the same figure`);
    assert.equal(opened.status, made.status);
    assert.deepEqual([...page.errors, ...other.errors].map(String), [], `${game}: page errors`);
    await page.context().close();
    await other.context().close();
  }
});

test('builder: an address without a figure is refused in words; a refused move keeps the ones before it', async () => {
  const page = await env.page({ width: 1366, height: 900, locale: 'en-GB' });
  await page.goto(`${env.base}figure.html?lang=en`);
  await page.waitForSelector('[data-builder-open]');
  await page.fill('[data-builder-open]', 'https://example.org/nothing.html?game=chess');
  await page.click('[data-action="builder-open"]');
  assert.match(await page.textContent('[data-builder-open-problem]'), /no figure/);
  // two moves of Chinesische Mauer, then one that is not a move
  const id = games.includes('chinesische-mauer') ? 'chinesische-mauer' : games[0];
  await page.goto(`${env.base}figure.html?game=${id}&lang=en`);
  await page.waitForSelector('[data-builder-board] [data-legal="true"]');
  await makeMoves(page, 2);
  const made = await work(page);
  const moves = JSON.parse(Buffer.from(new URL(made.src).hash.match(/moves=([^&]+)/)[1], 'base64url').toString());
  const bad = Buffer.from(JSON.stringify([...moves, { type: 'no_such_move' }])).toString('base64url');
  await page.goto(made.href.replace(/moves=[^&]+/, `moves=${bad}`));
  await page.reload();
  await page.waitForFunction(() => /refused/.test(document.querySelector('[data-builder-status]')?.textContent || ''));
  assert.match(await page.textContent('[data-builder-status]'), new RegExp(`Step ${moves.length + 1} of the figure is refused`));
  const good = new URL(made.src).hash.match(/moves=([^&]+)/)[1];
  await page.waitForFunction((m) => (document.documentElement.dataset.figureSrc || '').includes(`moves=${m}&`) && location.hash.includes(`moves=${m}&`), good);
  assert.ok((await page.evaluate(() => document.documentElement.dataset.figureSrc)).includes(`moves=${good}&`), 'the moves before the refused one are made (and the address says so)');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('every game: a figure of its rules page opens in the builder from the link under it', { timeout: 120_000 }, async () => {
  const page = await env.page({ width: 1366, height: 900, locale: 'en-GB' });
  for (const game of games) {
    await page.goto(`${env.base}rules/${game}.en.html`);
    const link = page.locator('.st-rules-figure .st-rules-edit').first();
    const id = await link.evaluate((a) => a.closest('[data-figure]').dataset.figure);
    await link.click();
    await page.waitForFunction((want) => new RegExp(`[?&]figure=${want}&`).test(document.documentElement.dataset.figureSrc || ''), id, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.documentElement.dataset.builderGame), game, `${id}: the builder opens ${game}`);
    assert.match(page.url(), new RegExp(`figure\\.html\\?figure=${id}&`), `${id}: the builder's address is the figure's`);
  }
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
