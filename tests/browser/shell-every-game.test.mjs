// Every shell feature in every registered game (issue 21, point 2): the loop
// runs over the page's own registry (js/games/index.js), so a game added
// later is covered without a new test. What each game gets:
//   - the hint: marks the move on the board and says it in the game's words
//     (renderer contract: targets as data, `describeMove`), never as JSON;
//   - export: the dialog opens, offers the game file, closes with Escape;
//   - end screen: a finished save opens on its result, the board can be
//     looked at and the result brought back;
//   - replay: the finished game steps forward and back to its end;
//   - a figure (read-only embed of a position) draws its board;
//   - a mixed table (two people and computers): while a computer decides, no
//     person's hand is on screen (issue 23, point 3).
// The hand-over screen's DOM and live region, the tooltips and the fit are
// checked for every game in their own files (handover-leaks, board-tips, fit).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, shot, rng } from './helpers.mjs';
import { setupWithGames, startAnyGame, anyStep } from './any-game.mjs';
import { ROOT } from './server.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

const SAVES = path.join(ROOT, 'tests/fixtures/saves');

/** The finished save of `id` among the fixtures (every game needs one: `spieltisch fixture`, README). */
function finishedSave(id) {
  const name = fs.readdirSync(SAVES).find((f) => f.startsWith(`${id}-`) && f.endsWith('-end.json'));
  assert.ok(name, `${id}: no finished save in tests/fixtures/saves (${id}-<N>p-end.json)`);
  return JSON.parse(fs.readFileSync(path.join(SAVES, name), 'utf8'));
}

/** Stores the saves, then opens the start page. */
async function withSaves(page, saves) {
  await page.goto(env.base);
  await page.evaluate((list) => { for (const s of list) localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s)); }, saves);
  await page.reload();
  await page.waitForSelector('[data-games]');
}

/** Clicks until a person must decide on the board (revealing on the way). */
async function toDecision(page, id) {
  for (let i = 0; i < 6; i++) {
    const decides = await page.evaluate(() => {
      const handover = document.querySelector('[data-handover]');
      return (!handover || handover.hidden) && !!document.querySelector('[data-action="hint"]:not(:disabled)');
    });
    if (decides) return;
    assert.equal(await anyStep(page, () => 0), 'ok', `${id}: no decision reached`);
  }
  assert.fail(`${id}: no decision for a person after 6 clicks`);
}

async function canvasPainted(page) {
  return page.$$eval('[data-board] canvas', (cs) => cs.some((c) => {
    if (!c.width || !c.height) return false;
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    for (let i = 3; i < data.length; i += 4 * 97) if (data[i] !== 0) return true;
    return false;
  }));
}

test('every game: the hint marks a legal move and says it in words', { timeout: 300_000 }, async () => {
  for (const id of games) {
    const page = await env.page();
    await startAnyGame(page, env.base, id, { seed: 5 });
    // a few moves in, so the hint is asked of a real position, not only the first
    const pick = rng(id.length * 7 + 1);
    for (let i = 0; i < 4; i++) if ((await anyStep(page, pick)) !== 'ok') break;
    await toDecision(page, id);
    await page.click('[data-action="hint"]');
    const notice = page.locator('[data-notices] [data-key="hint"]');
    await page.waitForFunction(() => {
      const n = document.querySelector('[data-notices] [data-key="hint"] p');
      return n && !/…|\.\.\./.test(n.textContent);
    }, null, { timeout: 30_000 });
    const text = (await notice.locator('p').textContent()).trim();
    assert.match(text, /^Tipp: \S/, `${id}: the hint says "${text}"`);
    assert.doesNotMatch(text, /[{}]|"type"|undefined|NaN/, `${id}: the hint is not in words: "${text}"`);
    assert.match(text, /markiert/, `${id}: the hint marked nothing on the board: "${text}"`);
    const marked = await page.$$eval('[data-board] .st-hint', (els) => els.map((e) => ({ key: e.dataset.key, legal: e.dataset.legal === 'true' && !e.disabled })));
    assert.ok(marked.length >= 1, `${id}: nothing marked`);
    assert.ok(marked.some((m) => m.legal), `${id}: no enabled target among the marks ${JSON.stringify(marked)}`);
    await shot(page, `every-game-hint-${id}`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
    await page.context().close();
  }
});

test('every game: the export dialog opens, offers the game file and closes', { timeout: 180_000 }, async () => {
  for (const id of games) {
    const page = await env.page();
    await startAnyGame(page, env.base, id, { seed: 3 });
    await toDecision(page, id);
    await page.click('header [data-action="export"]');
    await page.waitForSelector('dialog[data-export-dialog][open]');
    assert.ok(await page.$('dialog[data-export-dialog] [data-action="export-file"]'), `${id}: no game file in the export dialog`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[data-export-dialog]', { state: 'detached' });
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
    await page.context().close();
  }
});

test('every game: a finished save opens on its result, and replays to its end', { timeout: 240_000 }, async () => {
  for (const id of games) {
    const page = await env.page();
    const done = finishedSave(id);
    await withSaves(page, [done]);
    // the end screen
    await page.click(`[data-save-id="${done.id}"] [data-action="resume"]`);
    await page.waitForSelector('[data-end]:not([hidden]) [data-headline]');
    assert.ok((await page.textContent('[data-end] [data-headline]')).trim().length > 3, `${id}: empty headline`);
    await page.click('[data-end] [data-action="view-board"]');
    assert.ok(await canvasPainted(page), `${id}: the final board is blank`);
    await page.click('header [data-action="show-result"]');
    await page.waitForSelector('[data-end]:not([hidden])');
    // the replay, from the end screen
    await page.click('[data-end] [data-action="replay"]');
    await page.waitForSelector('[data-replay-controls]');
    const n = done.moves.length;
    assert.equal(await page.textContent('[data-replay-count]'), `Schritt 0 von ${n}`, id);
    await page.click('[data-action="replay-forward"]');
    assert.equal(await page.textContent('[data-replay-count]'), `Schritt 1 von ${n}`, id);
    // the step is marked on the board, not only in the log (issue 37): the
    // places it changed are ringed within the first steps that change a place
    const rings = () => page.$$eval('[data-board] [data-highlight]', (els) => els.map((e) => e.dataset.highlight));
    let ringed = await rings();
    for (let k = 1; !ringed.length && k < Math.min(n, 12); k++) {
      await page.click('[data-action="replay-forward"]');
      ringed = await rings();
    }
    assert.ok(ringed.length > 0, `${id}: no step of the replay's first 12 is marked on the board`);
    await shot(page, `every-game-replay-marks-${id}`);
    await page.keyboard.press('Home');
    assert.deepEqual(await rings(), [], `${id}: the setup marks nothing`);
    await page.click('[data-action="replay-last"]');
    assert.equal(await page.textContent('[data-replay-count]'), `Schritt ${n} von ${n}`, id);
    assert.ok(await canvasPainted(page), `${id}: the replay's board is blank`);
    await page.click('[data-action="replay-back"]');
    assert.equal(await page.textContent('[data-replay-count]'), `Schritt ${n - 1} von ${n}`, id);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
    await page.context().close();
  }
});

test('every game: a figure of a position draws its board', { timeout: 180_000 }, async () => {
  for (const id of games) {
    const page = await env.page({ width: 600, height: 900 });
    const save = finishedSave(id);
    const moves = Buffer.from(JSON.stringify(save.moves.slice(0, 12))).toString('base64url');
    const url = `${env.base}embed.html?game=${id}&players=${save.options.players}&seed=${save.seed}&lang=de#moves=${moves}&viewer=spectator`;
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('[data-board] canvas')?.width > 0, null, { timeout: 20_000 });
    assert.ok(await canvasPainted(page), `${id}: the figure is blank`);
    assert.equal(await page.$$eval('[data-board] [data-legal="true"]:not(:disabled)', (b) => b.length), 0, `${id}: a figure offers moves`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
    await page.context().close();
  }
});

/** Starts `id` with these seats ('' a person, else a computer level) from the new-game dialog. */
async function startSeats(page, id, seats, seed) {
  await page.goto(`${env.base}?botPause=400`);
  await page.evaluate(() => localStorage.removeItem("spieltisch.botSpeed"));
  await page.click(`[data-game="${id}"] [data-action="new-game"]`);
  const counts = await page.$$eval('[data-setup="players"] option', (o) => o.map((x) => Number(x.value)));
  const players = counts.includes(seats.length) ? seats.length : Math.min(...counts.filter((n) => n >= seats.length));
  await page.selectOption('[data-setup="players"]', String(players));
  for (let i = 0; i < players; i++) await page.selectOption(`[data-setup="kind-${i + 1}"]`, seats[i] ?? 'easy');
  await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await page.waitForSelector('[data-board]', { state: 'attached' });
}

test('every game with hidden hands: at a mixed table no person\'s hand stays up while a computer decides', { timeout: 300_000 }, async () => {
  const catalog = await import('../../www/js/games/catalog.js');
  for (const id of games) {
    const info = catalog.CATALOG.find((g) => g.id === id);
    if (!info?.hiddenInformation) continue;
    const page = await env.page();
    await startSeats(page, id, ['', '', 'easy'], 9);
    const pick = rng(id.length + 11);
    let computerTurns = 0;
    for (let guard = 0; guard < 120 && computerTurns < 2; guard++) {
      const now = await page.evaluate(() => ({
        end: !document.querySelector('[data-end]')?.hidden,
        thinking: document.querySelector('[data-thinking]')?.dataset.thinking ?? null,
        viewer: document.querySelector('[data-viewer]')?.dataset.viewer ?? null,
      }));
      if (now.end) break;
      if (now.thinking !== null) {
        computerTurns++;
        assert.equal(now.viewer, 'spectator', `${id}: seat ${now.viewer}'s view is on screen while computer ${now.thinking} decides`);
        await page.waitForFunction(() => !document.querySelector('[data-thinking]'), null, { timeout: 30_000 });
        continue;
      }
      const r = await anyStep(page, pick);
      // nothing to click: a computer's move is on its way (the pause before it); wait until something changes
      if (r === 'stuck') {
        await page.waitForFunction(() => document.querySelector('[data-thinking]') || document.querySelector('[data-board] [data-legal="true"]:not(:disabled)')
          || document.querySelector('[data-handover]:not([hidden])') || document.querySelector('[data-end]:not([hidden])'), null, { timeout: 30_000, polling: 50 }).catch(() => {});
      }
    }
    assert.ok(computerTurns >= 1, `${id}: no computer turn was seen`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
    await page.context().close();
  }
});

test('every game: the computers\' speed is chosen in the header and kept in the browser', { timeout: 240_000 }, async () => {
  for (const id of games) {
    const page = await env.page();
    await startSeats(page, id, ['', 'normal', 'normal'], 4);
    await page.waitForSelector('header [data-action="speed"]');
    const options = await page.$$eval('header [data-action="speed"] option', (o) => o.map((x) => x.value));
    assert.deepEqual(options, ['slow', 'normal', 'fast', 'instant'], `${id}: speeds`);
    assert.equal(await page.inputValue('header [data-action="speed"]'), 'normal', `${id}: the default speed`);
    await page.selectOption('header [data-action="speed"]', 'instant');
    await page.reload();
    await page.waitForSelector('header [data-action="speed"]');
    assert.equal(await page.inputValue('header [data-action="speed"]'), 'instant', `${id}: the speed is not kept`);
    // English words too
    await page.click('header [data-action="lang"]');
    assert.match(await page.textContent('header [data-action="speed"] option[value="instant"]'), /^Instant$/, `${id}: speed words in English`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
    await page.context().close();
  }
});

/** Things on the board with a text (pieces, cards; `data-tip`) whose centre a finger reaches. */
async function loosePieces(page) {
  return page.$$eval('[data-board] [data-tip]', (els) => els.map((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y)?.closest('[data-tip]');
    return { key: el.dataset.region || el.dataset.key, x, y, reached: hit === el, visible: r.width > 0 && y > 0 && y < innerHeight };
  }).filter((r) => r.reached && r.visible));
}

test('every game on a phone: a tap acts without a tooltip, a long press explains without covering a target and the tip goes by itself', { timeout: 300_000 }, async () => {
  for (const id of games) {
    const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'de-DE' });
    const page = await context.newPage();
    page.errors = [];
    page.on('pageerror', (e) => page.errors.push(e));
    await startAnyGame(page, env.base, id, { seed: 6 });
    if (await page.$('[data-handover]:not([hidden])')) await page.tap('[data-action="reveal"]');
    // a tap on a target of the decision: it acts (or selects), and no tip comes up
    const target = page.locator('[data-board] [data-legal="true"]:not(:disabled)').first();
    await target.scrollIntoViewIfNeeded();
    await target.tap();
    await page.waitForTimeout(700);
    assert.equal(await page.$$eval('[data-tooltip]:not([hidden])', (t) => t.length), 0, `${id}: a tap opened a tooltip`);
    if (await page.$('[data-handover]:not([hidden])')) await page.tap('[data-action="reveal"]');
    // a long press on a piece: its text, placed off the targets, gone after a few seconds
    await page.waitForSelector('[data-board] [data-tip]', { state: 'attached' });
    const pieces = await loosePieces(page);
    assert.ok(pieces.length > 0, `${id}: a piece to press`);
    const piece = pieces[Math.floor(pieces.length / 2)];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: piece.x, y: piece.y }] });
    await page.waitForSelector('[data-tooltip]:not([hidden])', { timeout: 3000 });
    const covers = await page.evaluate(() => {
      const t = document.querySelector('[data-tooltip]').getBoundingClientRect();
      return [...document.querySelectorAll('[data-legal="true"]:not(:disabled)')].filter((b) => {
        const r = b.getBoundingClientRect();
        return r.width > 0 && Math.min(t.right, r.right) - Math.max(t.left, r.left) > 2 && Math.min(t.bottom, r.bottom) - Math.max(t.top, r.top) > 2;
      }).map((b) => b.dataset.key);
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    assert.deepEqual(covers, [], `${id}: the tip of ${piece.key} covers targets`);
    await page.waitForSelector('[data-tooltip]', { state: 'detached', timeout: 6000 });
    await shot(page, `every-game-phone-tip-${id}`);
    assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
    await context.close();
  }
});

/** The unfinished save of `id` among the fixtures (`<id>-<N>p-<moves>.json`). */
function runningSave(id) {
  const name = fs.readdirSync(SAVES).find((f) => f.startsWith(`${id}-`) && !f.endsWith('-end.json'));
  assert.ok(name, `${id}: no unfinished save in tests/fixtures/saves`);
  return JSON.parse(fs.readFileSync(path.join(SAVES, name), 'utf8'));
}

test('the start page offers to continue the most recent unfinished game, above the game cards, on desktop and phone', { timeout: 240_000 }, async () => {
  for (const [width, height] of [[1280, 800], [390, 844]]) {
    for (const [i, id] of games.entries()) {
      const page = await env.page({ width, height });
      // every game's running save, this one the most recent; a finished game saved later still
      const saves = games.map((g, k) => ({ ...runningSave(g), savedAt: new Date(Date.UTC(2026, 0, 1, 10, g === id ? 59 : k)).toISOString() }));
      saves.push({ ...finishedSave(games[(i + 1) % games.length]), savedAt: new Date(Date.UTC(2026, 0, 1, 11)).toISOString() });
      await withSaves(page, saves);
      const box = await page.waitForSelector('[data-continue]:not([hidden])');
      const text = await box.textContent();
      const name = await page.$eval(`[data-game="${id}"] h3`, (e) => e.textContent);
      assert.ok(text.includes(name), `${id} ${width}px: continue names "${text}"`);
      const place = await page.evaluate(() => {
        const c = document.querySelector('[data-continue] [data-action="continue"]').getBoundingClientRect();
        const card = document.querySelector('[data-games] .st-game').getBoundingClientRect();
        return { bottom: c.bottom, above: c.top < card.top };
      });
      assert.ok(place.above, `${id} ${width}px: continue is not above the game cards`);
      assert.ok(place.bottom <= height, `${id} ${width}px: continue is below the fold (${place.bottom})`);
      if (i === 0) await shot(page, `every-game-continue-${width}`);
      await page.click('[data-continue] [data-action="continue"]');
      await page.waitForSelector(`section.st-play[data-game="${id}"]`);
      assert.deepEqual(page.errors.map(String), [], `${id}: page errors`);
      await page.context().close();
    }
  }
});
