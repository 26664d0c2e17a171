// A figure's seat colours in every game (the embed's `colors=`, ctx.seatColors,
// the figure builder's colour choice): a rules text names players by colour
// ("Spieler Rot"), so any game's figure must draw each seat in the colour
// chosen for it — its pieces on the board (`data-seat-colors`, and the canvas
// differs from the game's own colours), its chip in the player boxes — and
// refuse a list that is not one different colour of the game per seat.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, shot } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { figureUrl, gameInfo } from './figure.mjs';
import { ROOT } from './server.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

const rgb = (hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** In the page: the renderer's palette, whether it recolours, its colour names. */
function palette(page, game) {
  return page.evaluate(async (id) => {
    const r = await (await import('./js/games/index.js')).loadRenderer(id);
    return { colors: r.colors, seatColors: !!r.seatColors, names: r.colorNames };
  }, game);
}

/** In the page, once the figure is drawn: a fingerprint of the board's canvas pixels. */
async function canvasPrint() {
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const canvas = document.querySelector('[data-board] canvas');
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  let hash = 2166136261;
  for (let i = 0; i < data.length; i += 1) hash = Math.imul(hash ^ data[i], 16777619) >>> 0;
  return `${canvas.width}x${canvas.height}:${hash}`;
}

/** Opens an embed address and waits until its board is drawn (or its refusal shows). */
async function open(page, url) {
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('[data-problem]')
    || (Number(document.documentElement.dataset.contentHeight) > 0 && document.querySelector('[data-seat-colors] canvas')), null, { timeout: 30000 });
}

/** A position of `game` at its fewest players, seen by seat 0 (its own supply, hand or display drawn too). */
function position(game) {
  const { url, moves } = figureUrl(env.base, game, { n: 10, seed: 5 });
  return { url: url.replace('viewer=spectator', 'viewer=0'), moves };
}

/** Per seat s colour s + 1 (of the palette, wrapping): every seat in another colour than its own. */
const rotated = (players, count) => Array.from({ length: players }, (_, seat) => (seat + 1) % count);

test('every game: colors= draws each seat in its chosen colour (board, canvas, player chips)', async () => {
  const page = await env.page({ width: 900, height: 900 }); // one page for every game: each step below is a page load of its own
  for (const game of games) {
    const { url } = position(game);
    const players = gameInfo(game).minPlayers;
    await open(page, url);
    const pal = await palette(page, game);
    assert.ok(pal.seatColors, `${game}: the renderer recolours (seatColors: true)`);
    assert.ok(pal.names && pal.names.de.length === pal.colors.length && pal.names.en.length === pal.colors.length, `${game}: a name per colour in both languages`);
    assert.equal(new Set(pal.names.de).size, pal.colors.length, `${game}: the colour names differ`);
    assert.equal(await page.$eval('[data-seat-colors]', (el) => el.dataset.seatColors), pal.colors.slice(0, players).join(','), `${game}: without colors= seat s is in colour s`);
    const plain = await page.evaluate(canvasPrint);
    // the same figure again: the same pixels (so a difference below is the colours')
    await open(page, url);
    assert.equal(await page.evaluate(canvasPrint), plain, `${game}: a figure is drawn the same every time`);

    const chosen = rotated(players, pal.colors.length);
    await open(page, url.replace('?', `?colors=${chosen.join(',')}&`));
    assert.equal(await page.$('[data-problem]'), null, `${game}: colors=${chosen} is accepted`);
    const want = chosen.map((c) => pal.colors[c]);
    assert.equal(await page.$eval('[data-seat-colors]', (el) => el.dataset.seatColors), want.join(','), `${game}: the board draws each seat in its chosen colour`);
    const chips = await page.$$eval('.st-seat .st-seat-swatch', (els) => els.map((el) => getComputedStyle(el).backgroundColor));
    assert.deepEqual(chips, want.map(rgb), `${game}: each seat's chip in its chosen colour`);
    assert.notEqual(await page.evaluate(canvasPrint), plain, `${game}: the board's pixels change with the colours`);
    if (game === 'chang-cheng') {
      // the hand's cards are buttons in the seat's colour (the stylesheet's class per colour)
      const cards = await page.$$eval('.cc-card', (els) => els.map((el) => el.className));
      assert.ok(cards.length && cards.every((c) => c.includes(`cc-seat-${chosen[0]}`)), `chang-cheng: hand cards in the chosen colour (${cards})`);
    }
    await shot(page, `seat-colors-${game}`);
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
  }
  await page.context().close();
});

test('every game: a colors= that is not one different colour of the game per seat is refused with its code', async () => {
  const page = await env.page({ width: 600, height: 800 }); // one page for every game: each step below is a page load of its own
  for (const game of games) {
    const { url } = position(game);
    const players = gameInfo(game).minPlayers;
    await page.goto(url);
    const count = (await palette(page, game)).colors.length;
    const seats = Array.from({ length: players }, (_, seat) => seat);
    const bad = {
      repeated: seats.map(() => 0),
      'out of range': [count, ...seats.slice(1)],
      'too few': seats.slice(0, -1),
      'too many': [...seats, players % count === 0 ? 1 : players],
      'not a number': ['x', ...seats.slice(1)],
      empty: [''],
    };
    for (const [what, list] of Object.entries(bad)) {
      await open(page, url.replace('?', `?colors=${list.join(',')}&`));
      const problem = await page.$('[data-problem]');
      assert.ok(problem, `${game}: colors=${list} (${what}) is refused`);
      assert.equal(await problem.getAttribute('data-code'), 'bad_parameter', `${game}: ${what}: coded`);
      assert.match(await problem.textContent(), /colors/, `${game}: ${what}: the message names the parameter`);
    }
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
  }
  await page.context().close();
});

test('kurier-des-zaren: words that name a courier\'s colour name the colour it is drawn in', async () => {
  const page = await env.page({ width: 900, height: 900 });
  await page.goto(`${env.base}embed.html?figure=kz-2&lang=de`);
  const words = (await palette(page, 'kurier-des-zaren')).names.de;
  const description = async () => {
    await page.waitForSelector('[data-kz-description] li', { state: 'attached', timeout: 30000 });
    return (await page.$$eval('[data-kz-description] li', (li) => li.map((l) => l.textContent))).join('\n');
  };
  const plain = await description();
  const chosen = [1, 0, 4, 3]; // Rot ↔ Blau; Gelb (seat 2's) → Lila; Grün stays; the spare colour Lila → Gelb
  const drawn = [1, 0, 4, 3, 2];
  const named = plain.replace(new RegExp(`\\b(${words.join('|')})\\b`, 'g'), (w) => words[drawn[words.indexOf(w)]]);
  assert.notEqual(named, plain, 'the board description names colours');
  await page.goto(`${env.base}embed.html?figure=kz-2&lang=de&colors=${chosen.join(',')}`);
  assert.equal(await description(), named, 'the description names each courier by the colour drawn');
  // the log and the hint: the renderer's words with the figure's colours
  const lines = await page.evaluate(async (colors) => {
    const r = (await import('./js/games/kurier-des-zaren.js')).default;
    const board = { innName: ['Iwan'], guardValue: [8] };
    const lodged = { event: 'lodged', courier: { colour: 0, kind: 'lady' }, inn: 0, dispatch: null, board };
    const extra = { event: 'extraColour', seat: 1, colour: 4, board };
    const text = (d) => (typeof d === 'string' ? d : d.text);
    return {
      plain: text(r.describeEvent(lodged, ['Anna', 'Ben'], 'de')),
      lodged: text(r.describeEvent(lodged, ['Anna', 'Ben'], 'de', colors)),
      extra: text(r.describeEvent(extra, ['Anna', 'Ben'], 'en', [2, 0])),
      move: r.describeMove({ type: 'place', colour: 1, kind: 'lady', inn: 0 }, null, ['Anna', 'Ben'], 'de', colors),
    };
  }, chosen);
  assert.match(lines.plain, /Rot/);
  assert.match(lines.lodged, /Blau/, `colour 0 drawn blue: ${lines.lodged}`);
  assert.doesNotMatch(lines.lodged, /Rot/);
  // two seats in yellow and red: the spare colours are blue, green, purple; colour 4 is the third of them
  assert.match(lines.extra, /purple/, lines.extra);
  assert.match(lines.move, /\(Rot\)/, `colour 1 drawn red: ${lines.move}`);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

// ---- the figure builder ----------------------------------------------------------

const codeReady = (page) => page.waitForFunction(() => {
  const code = document.querySelector('[data-builder-code]');
  return code && !code.dataset.measuring && code.value.startsWith('<iframe');
}, null, { timeout: 40000 });

/** The figure address inside the fixed snippet. */
const srcOf = (code) => code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');

/** The 600 px preview's frame, once it shows the address the builder gave it. */
async function preview(page) {
  const src = await page.evaluate(() => document.documentElement.dataset.figureSrc);
  const frame = await (await page.$('[data-builder-preview="600"]')).contentFrame();
  await frame.waitForFunction((want) => location.href === want && document.querySelector('[data-seat-colors] canvas')
    && Number(document.documentElement.dataset.contentHeight) > 0, src, { timeout: 40000 });
  return frame;
}

test('builder, every game: a colour per seat by keyboard; a taken colour swaps; previews and snippet carry colors= only when changed', async () => {
  const examples = JSON.parse(fs.readFileSync(path.join(ROOT, 'www', 'figures', 'index.json'), 'utf8'));
  const page = await env.page({ width: 1280, height: 800, locale: 'en-GB' }); // one page for every game, loaded for each
  for (const game of games) {
    // a rules example: its board shows pieces of the seats (a new game's may show none yet)
    const { id, players } = examples[game][0];
    await page.goto(`${env.base}figure.html?game=${game}&figure=${id}&lang=en`);
    await codeReady(page);
    const pal = await palette(page, game);
    const selects = page.locator('[data-builder-colors] select');
    assert.equal(await selects.count(), players, `${game}: a colour choice per seat`);
    for (let seat = 0; seat < players; seat++) {
      const select = page.locator(`[data-builder-color="${seat}"]`);
      assert.equal(await select.inputValue(), String(seat), `${game}: seat ${seat} starts in its own colour`);
      assert.deepEqual(await select.locator('option').allTextContents(), pal.names.en, `${game}: the colours by name`);
      // labelled by the seat's name
      assert.equal(await page.getByRole('combobox', { name: `Player ${seat + 1}`, exact: true }).getAttribute('data-builder-color'), String(seat), `${game}: seat ${seat}'s choice is named by the seat`);
    }
    assert.doesNotMatch(srcOf(await page.inputValue('[data-builder-code]')), /colors=/, `${game}: no colors= while the colours are the game's own`);
    const before = await (await preview(page)).evaluate(canvasPrint);

    // keyboard: seat 1 takes the next colour (seat 2's: they swap)
    await page.focus('[data-builder-color="0"]');
    await page.keyboard.press('ArrowDown');
    const chosen = [1, 0, ...Array.from({ length: players - 2 }, (_, i) => i + 2)];
    await page.waitForFunction((want) => (document.documentElement.dataset.figureSrc || '').includes(`colors=${want}&`), chosen.join(','), { timeout: 10000 })
      .catch(() => assert.fail(`${game}: the keyboard choice reaches the figure's address`));
    assert.equal(await page.inputValue('[data-builder-color="1"]'), '0', `${game}: the seat that had the colour takes the other's`);
    assert.match(await page.textContent('[data-builder-colors-said]'), new RegExp(`Player 2 now has ${pal.names.en[0]}`), `${game}: the swap is said`);
    assert.equal(await page.getAttribute('[data-builder-board] [data-seat-colors]', 'data-seat-colors'), chosen.map((c) => pal.colors[c]).join(','), `${game}: the board to work on shows the colours`);
    await codeReady(page);
    await page.waitForFunction((want) => document.querySelector('[data-builder-code]').value.includes(`colors=${want}&`), chosen.join(','), { timeout: 40000 });
    assert.match(srcOf(await page.inputValue('[data-builder-code]')), new RegExp(`colors=${chosen.join(',')}&`), `${game}: the resizing snippet too`);
    const frame = await preview(page);
    assert.equal(await frame.$eval('[data-seat-colors]', (el) => el.dataset.seatColors), chosen.map((c) => pal.colors[c]).join(','), `${game}: the preview draws the chosen colours`);
    assert.notEqual(await frame.evaluate(canvasPrint), before, `${game}: the preview's pixels change`);

    // a colour no seat has (where the game has more than seats): no swap
    if (pal.colors.length > players) {
      await page.selectOption('[data-builder-color="0"]', String(players));
      await page.waitForFunction((want) => (document.documentElement.dataset.figureSrc || '').includes(`colors=${want}&`), [players, ...chosen.slice(1)].join(','), { timeout: 10000 });
      assert.equal(await page.textContent('[data-builder-colors-said]'), '', `${game}: nothing swapped, nothing said`);
    }
    // back to the game's own colours: colors= goes away
    await page.selectOption('[data-builder-color="0"]', '0');
    await page.selectOption('[data-builder-color="1"]', '1');
    await page.waitForFunction(() => !(document.documentElement.dataset.figureSrc || '').includes('colors='), null, { timeout: 10000 });
    await codeReady(page);
    await page.waitForFunction(() => !document.querySelector('[data-builder-code]').value.includes('colors='), null, { timeout: 40000 });
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
  }
  await page.context().close();
});

test('builder: the colour choice in German, and kept when names change; a new game starts in its own colours', async () => {
  const page = await env.page({ width: 390, height: 844, locale: 'de-DE' });
  await page.goto(`${env.base}figure.html?game=chinesische-mauer&lang=de`);
  await codeReady(page);
  assert.equal(await page.textContent('[data-builder-colors] legend'), 'Farben');
  assert.deepEqual(await page.locator('[data-builder-color="0"] option').allTextContents(), ['Rot', 'Blau', 'Grün', 'Gelb', 'Braun']);
  await page.selectOption('[data-builder-color="0"]', '2');
  await page.waitForFunction(() => (document.documentElement.dataset.figureSrc || '').includes('colors=2,1&'), null, { timeout: 10000 });
  await page.fill('[data-builder-names]', 'Grün, Blau');
  await page.press('[data-builder-names]', 'Enter');
  await page.waitForFunction(() => /name=Gr%C3%BCn&name=Blau&colors=2,1&/.test(document.documentElement.dataset.figureSrc || ''), null, { timeout: 40000 });
  assert.equal(await page.inputValue('[data-builder-color="0"]'), '2', 'the colours stay when the names change');
  assert.equal(await page.getByRole('combobox', { name: 'Grün', exact: true }).getAttribute('data-builder-color'), '0', 'named by the new name');
  // the choice fits the phone's width
  const over = await page.evaluate(() => [...document.querySelectorAll('[data-builder-colors], [data-builder-colors] select')].filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth).length);
  assert.equal(over, 0, 'nothing of the colour choice sticks out at 390 px');
  await shot(page, 'seat-colors-builder-390');
  await page.selectOption('#st-b-game', 'dschingis-khan');
  await page.waitForFunction(() => document.documentElement.dataset.builderGame === 'dschingis-khan' && !(document.documentElement.dataset.figureSrc || '').includes('chinesische'), null, { timeout: 40000 });
  await page.waitForFunction(() => !(document.documentElement.dataset.figureSrc || '').includes('colors='), null, { timeout: 10000 });
  assert.equal(await page.inputValue('[data-builder-color="0"]'), '0', 'another game: its own colours');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
