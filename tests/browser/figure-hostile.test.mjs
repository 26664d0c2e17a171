// Issue 36 in the page: the figure surfaces hold against hostile input
// (point 6; what needs no page is tests/node/figure-hostile.test.mjs), a
// caption wraps whole into the PNG and the SVG (point 3; that a static figure
// on a rules page carries none of the page's controls is checked for every
// figure in tests/browser/figures.test.mjs). Each test starts at the address
// it tests.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { setup, shot } from './helpers.mjs';
import { ROOT } from './server.mjs';
import { pictureFacts } from './picture-facts.mjs';
import { zeroBomb } from '../node/zero-bomb.mjs';

let env;
let blank;
before(async () => {
  env = await setup();
  blank = await env.page({ width: 400, height: 400 }); // parses SVG files outside the site's CSP (their style attributes)
});
after(async () => { await env?.close(); });

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const COMMA = ['Anna, die Große', 'Ben', 'Cem', 'Dora'];

/**
 * Opens an embed whose fragment is huge: a short address first, then the
 * fragment set in the page (the embed reloads on a new fragment), until `selector`.
 */
async function hugeFragment(page, fragment, selector) {
  await page.goto(`${env.base}embed.html?game=chinesische-mauer&players=2&seed=3&lang=en#moves=W10`);
  await page.waitForSelector('[data-board] canvas');
  await Promise.all([page.waitForEvent('load'), page.evaluate((f) => { location.hash = f; }, fragment)]);
  await page.waitForSelector(selector, { state: 'attached', timeout: 20000 });
}

/** The problem an embed shows: its text and code, once shown. */
async function problem(page) {
  await page.waitForSelector('[data-problem]', { timeout: 15000 });
  return page.$eval('[data-problem]', (el) => ({ text: el.textContent, code: el.dataset.code ?? null }));
}

/**
 * The figure at `src` as the picture files the builder and the Export dialog
 * save (js/shell/figure-picture.js), made in `page` (a page of the site):
 * the SVG's text and the PNG's bytes.
 */
async function pictures(page, src, caption) {
  const made = await page.evaluate(async ({ src, caption }) => {
    const { figureVector, figurePicture } = await import('./js/shell/figure-picture.js');
    const svg = await figureVector(src, { caption });
    const png = await figurePicture(src, { caption });
    const bytes = png && new Uint8Array(await png.arrayBuffer());
    return { svg: svg && await svg.text(), png: bytes && Array.from(bytes, (b) => String.fromCharCode(b)).join('') };
  }, { src, caption });
  assert.ok(made.svg && made.png, `pictures of ${src}`);
  return { svg: made.svg, png: Buffer.from(made.png, 'latin1') };
}

/** The text lines of an SVG file's frame (caption lines, then the credit), and whether it is XML. */
async function svgTexts(svg) {
  return blank.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const problem = doc.querySelector('parsererror')?.textContent ?? null;
    if (problem) return { problem, texts: [], board: '' };
    const root = doc.documentElement;
    return { problem, texts: [...root.children].filter((e) => e.localName === 'text').map((e) => e.textContent), board: root.querySelector('svg')?.textContent ?? '' };
  }, svg);
}

// The 1 MB cases (a 735 MB bomb, 100,000 repeated keys) and their time and
// memory are in the Node test: a 1 MB address costs the test driver's own
// bookkeeping seconds in every request the page makes. Here a tenth of that.
test('#state=: a fragment that would inflate to 64 MB is refused at the cap, with its code', async () => {
  const page = await env.page({ width: 600, height: 800, locale: 'en-US' });
  const text = (await zeroBomb(64)).toString('base64url');
  await hugeFragment(page, `state=${text}`, '[data-problem]');
  const shown = await problem(page);
  assert.equal(shown.code, 'malformed_state');
  assert.match(shown.text, /inflated/);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('a name with a comma: the Export snippet keeps it, the embed shows every seat (Dora too)', async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await page.goto(env.base);
  const save = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/fixtures/saves/chinesische-mauer-3p-end.json'), 'utf8'));
  const named = { ...save, id: 'comma-names', options: { ...save.options, names: COMMA.slice(0, 3) } };
  await page.evaluate((s) => localStorage.setItem(`spieltisch.save.${s.id}`, JSON.stringify(s)), named);
  await page.goto(`${env.base}#/play/${named.id}`);
  await page.waitForSelector('[data-end]:not([hidden])');
  await page.click('[data-action="view-board"]');
  await page.click('header [data-action="export"]');
  await page.waitForFunction(() => !document.querySelector('[data-embed-code]')?.dataset.measuring);
  const src = (await page.inputValue('[data-embed-code]')).match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  const embed = await env.page({ width: 600, height: 900 });
  await embed.goto(src);
  await embed.waitForSelector('[data-seats] li');
  const seats = await embed.$$eval('[data-seats] li', (lis) => lis.map((li) => li.textContent));
  assert.equal(seats.length, 3);
  COMMA.slice(0, 3).forEach((name, i) => assert.ok(seats[i].includes(name), `seat ${i}: "${seats[i]}" lacks "${name}"`));
  // four players, hand-written: every name whole, none lost
  await embed.goto(`${env.base}embed.html?game=chinesische-mauer&players=4&seed=3&${COMMA.map((n) => `name=${encodeURIComponent(n)}`).join('&')}#moves=W10`);
  await embed.waitForSelector('[data-seats] li');
  const four = await embed.$$eval('[data-seats] li', (lis) => lis.map((li) => li.textContent));
  COMMA.forEach((name, i) => assert.ok(four[i].includes(name), `seat ${i}: "${four[i]}" lacks "${name}"`));
  assert.deepEqual([...page.errors, ...embed.errors].map(String), []);
  await page.context().close();
  await embed.context().close();
});

test('control characters in a caption and a drawn name: the SVG stays XML, librsvg draws it', async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await page.goto(env.base);
  // Chinesische Mauer's board draws the name of the seat whose hand it shows
  const src = `${env.base}embed.html?game=chinesische-mauer&players=2&seed=3&name=${encodeURIComponent('An\u0001na\uFFFF')}&name=Ben&lang=de#moves=W10&viewer=0`;
  const { svg } = await pictures(page, src, 'Bild\u0001 mit \uFFFFSteuerzeichen\u0008');
  const facts = await svgTexts(svg);
  assert.equal(facts.problem, null, 'the SVG parses as XML');
  assert.equal(facts.texts[0], 'Bild mit Steuerzeichen');
  assert.ok(facts.board.includes('Deine Hand – Anna'), 'the drawn name, without its control characters');
  assert.doesNotMatch(svg, /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
  const png = execFileSync('rsvg-convert', ['-w', '300'], { input: svg, maxBuffer: 1 << 26 });
  assert.deepEqual([...png.subarray(1, 4)], [0x50, 0x4e, 0x47], 'librsvg made a PNG');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('highlight=: 100 KB of one repeated key is one mark; the SVG stays small', async () => {
  const page = await env.page({ width: 600, height: 900 });
  const keys = Array(10_000).fill('section:1').join(',');
  await hugeFragment(page, `moves=W10&highlight=${keys}`, '[data-highlight]');
  assert.equal(await page.$$eval('[data-highlight]', (els) => els.length), 1);
  const size = await page.evaluate(async () => (await /** @type {any} */ (window).spieltischFigure.vector()).svg.length);
  assert.ok(size < 200_000, `an SVG of ${size} characters`);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('names=: a 40-character name is cut to 24, as in the app, and the 600 px frame stays 600 px wide', async () => {
  const page = await env.page({ width: 600, height: 900 });
  const long = 'W'.repeat(40);
  for (const query of [`names=${long},Ben`, `name=${long}&name=Ben`]) {
    await page.goto(`${env.base}embed.html?game=chinesische-mauer&players=2&seed=3&${query}&lang=de#moves=W10`);
    await page.waitForSelector('[data-board] canvas');
    const seat = await page.$eval('[data-seats] li', (li) => li.textContent);
    assert.ok(seat.includes('W'.repeat(24)) && !seat.includes('W'.repeat(25)), `${query}: "${seat}"`);
    const wide = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(wide <= 600, `${query}: the page is ${wide} px wide`);
  }
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('an embed with an illegal move list: the figure\'s own message and the engine\'s code', async () => {
  const page = await env.page({ width: 600, height: 800, locale: 'en-US' });
  for (const lang of ['en', 'de']) {
    await page.goto(`${env.base}embed.html?game=chinesische-mauer&players=2&seed=3&lang=${lang}#moves=${b64url([{ type: 'draw' }, { type: 'play', kind: 'dragon', count: 9, section: 7 }])}`);
    const shown = await problem(page);
    assert.ok(shown.code && /^[a-z_]+$/.test(shown.code), `${lang}: a code (${shown.code})`);
    assert.ok(shown.text.includes(shown.code), `${lang}: the code is said`);
    assert.doesNotMatch(shown.text, /kept|erhalten|save|Spielstand/i, `${lang}: no save's words: ${shown.text}`);
    assert.match(shown.text, lang === 'en' ? /step 2/ : /Schritt 2/);
  }
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('a caption of 200 characters: whole in the SVG and the PNG, over several lines', async () => {
  const page = await env.page({ width: 1280, height: 800 });
  await page.goto(env.base);
  const words = 'Grün legt den Drachen auf den Adligen, der Adlige zählt nicht mehr und seine Wirkung erlischt; Blau zählt zwei, Grün vier Punkte.';
  const caption = `${words} ${words}`.slice(0, 200);
  assert.equal(caption.length, 200);
  const src = `${env.base}embed.html?figure=cm-6&lang=de`;
  const long = await pictures(page, src, caption);
  const short = await pictures(page, src, 'Kurz');
  const facts = await svgTexts(long.svg);
  assert.equal(facts.problem, null);
  const lines = facts.texts.slice(0, -1);
  assert.ok(lines.length >= 3, `${lines.length} caption lines`);
  assert.equal(lines.join(' '), caption, 'every character of the caption, in order');
  const [a, b] = [await pictureFacts(page, long.png), await pictureFacts(page, short.png)];
  assert.equal(a.width, b.width);
  // each further line is ~21 CSS px, twice that in the PNG
  assert.ok(a.height - b.height >= (lines.length - 1) * 2 * 18, `the PNG's caption grew by ${a.height - b.height} px for ${lines.length} lines`);
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('screens: an embed with comma names, and its picture with a long caption, at 600 and 390 px', async () => {
  const src = `${env.base}embed.html?game=chinesische-mauer&players=4&seed=3&${COMMA.map((n) => `name=${encodeURIComponent(n)}`).join('&')}&lang=de#moves=W10&viewer=0`;
  const caption = `Der Aufbau mit vier Spielern: ${COMMA.join(', ')}. Jeder hat fünf Karten auf der Hand, Anna, die Große beginnt; die Abschnitte warten auf ihre ersten Karten.`;
  for (const width of [600, 390]) {
    const page = await env.page({ width, height: 900 });
    await page.goto(src);
    await page.waitForSelector('[data-board] canvas');
    await shot(page, `figure-comma-names-${width}`);
    const wide = await page.evaluate(() => document.scrollingElement.scrollWidth);
    assert.ok(wide <= width, `${width}: the page is ${wide} px wide`);
    const png = await page.evaluate(async ({ src, caption, width }) => {
      const { figurePicture } = await import('./js/shell/figure-picture.js');
      const blob = await figurePicture(src, { caption, width });
      return blob && Array.from(new Uint8Array(await blob.arrayBuffer()), (b) => String.fromCharCode(b)).join('');
    }, { src, caption, width });
    assert.ok(png, `${width}: a picture`);
    fs.writeFileSync(path.join(ROOT, `tests/artifacts/figure-caption-${width}.png`), Buffer.from(png, 'latin1'));
    assert.deepEqual(page.errors.map(String), []);
    await page.context().close();
  }
});
