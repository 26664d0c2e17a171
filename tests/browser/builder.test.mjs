// The figure builder (www/figure.html, issue 24): start from a rules example
// or a new game, make moves for the seat to move, mark places by click or by
// keyboard; the live previews at 600 and 360 px show the figure; the snippet
// pasted into a plain HTML page in a 600 px column shows it without scrolling
// inside; the picture download is a PNG of the board. In every game the
// builder offers its board's places as toggles and a move on the board counts.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup, ARTIFACTS, shot, rng } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { ROOT } from './server.mjs';
import { figureProbe } from './figure.mjs';
import { pictureFacts, svgFileFacts } from './picture-facts.mjs';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

const codeReady = (page) => page.waitForFunction(() => {
  const code = document.querySelector('[data-builder-code]');
  return code && !code.dataset.measuring && code.value.startsWith('<iframe');
}, null, { timeout: 40000 });

/** The figure address inside the fixed snippet. */
const srcOf = (code) => code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');

test('builder: a rules example, marked by keyboard, pasted into a plain page at 600 px, and its picture', async () => {
  const page = await env.page({ width: 1366, height: 900, locale: 'en-GB' });
  await page.goto(`${env.base}figure.html?game=chinesische-mauer&figure=cm-4&lang=en`);
  await codeReady(page);
  // by default the snippet's height follows its content: embed-resize.js comes with it
  let code = await page.inputValue('[data-builder-code="resize"]');
  assert.match(code, /<script src="[^"]+\/www\/embed-resize\.js" defer><\/script>/);
  // a 600 px column: the fixed height, no script (the address keeps the choice)
  await page.selectOption('[data-builder-column]', '600');
  await page.waitForSelector('[data-builder-code="fixed"][data-builder-code-column="600"]');
  await codeReady(page);
  assert.match(page.url(), /&column=600/, 'the address keeps the column');
  code = await page.inputValue('[data-builder-code="fixed"]');
  assert.doesNotMatch(code, /<script/);
  assert.match(srcOf(code), /embed\.html\?figure=cm-4&lang=en#viewer=spectator&highlight=card:1:5$/, 'the example with its own marks');
  // keyboard: choose the marking mode, reach the places, toggle one with Enter
  await page.focus('[data-builder-mode="marks"]');
  await page.keyboard.press('Space');
  await page.waitForSelector('[data-builder-layer]:not([hidden]) [data-mark="card:1:1"]');
  await page.focus('[data-mark="card:1:1"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-mark="card:1:1"][aria-pressed="true"]');
  await page.keyboard.press('ArrowRight');
  const focused = await page.evaluate(() => document.activeElement?.dataset.mark);
  assert.ok(focused && focused !== 'card:1:1', `arrow keys move between the places (${focused})`);
  await page.waitForFunction(() => document.querySelector('[data-builder-code]').value.includes('card:1:1'), null, { timeout: 40000 });
  await codeReady(page);
  code = await page.inputValue('[data-builder-code="fixed"]');
  assert.match(srcOf(code), /highlight=card:1:5,card:1:1/);
  // the live preview shows it, in the chosen column
  assert.deepEqual(await page.$$eval('[data-builder-preview]', (fs) => fs.map((f) => [f.dataset.builderPreview, f.getBoundingClientRect().width])), [['600', 600]]);
  for (const width of [600]) {
    const frame = await (await page.$(`[data-builder-preview="${width}"]`)).contentFrame();
    await frame.waitForFunction(() => document.querySelectorAll('[data-highlight]').length === 2 && document.querySelector('[data-board] canvas'), null, { timeout: 30000 });
    const probe = await frame.evaluate(figureProbe);
    assert.ok(probe.colours >= 8, `preview ${width}: drawn`);
  }
  await shot(page, 'builder-cm-4');

  // pasted into a plain HTML page, in a 600 px column: the whole figure, no scrolling inside
  const plain = `<!doctype html><meta charset="utf-8"><title>wiki</title><body style="margin:0"><div style="width:600px;margin:20px">${code}</div></body>`;
  fs.writeFileSync(path.join(ARTIFACTS, 'builder-paste.html'), plain);
  const wiki = await env.page({ width: 800, height: 1000 });
  await wiki.goto(`${env.base.replace(/www\/$/, '')}tests/artifacts/builder-paste.html`);
  const frame = await (await wiki.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => Number(document.documentElement.dataset.contentHeight) > 0 && document.querySelector('[data-board] canvas'), null, { timeout: 30000 });
  // the figure's height settled: the same over three frames
  await frame.evaluate(() => new Promise((done) => {
    let last = -1;
    let same = 0;
    const look = () => {
      const height = document.documentElement.dataset.contentHeight;
      same = height === last ? same + 1 : 0;
      last = height;
      if (same >= 3) done(); else requestAnimationFrame(look);
    };
    look();
  }));
  const inside = await frame.evaluate(() => ({ scroll: document.scrollingElement.scrollHeight, view: window.innerHeight, width: window.innerWidth, marks: document.querySelectorAll('[data-highlight]').length }));
  assert.equal(inside.width, 600);
  assert.ok(inside.scroll <= inside.view, `no scrolling inside the pasted figure (${inside.scroll} > ${inside.view})`);
  assert.equal(inside.marks, 2);
  await shot(wiki, 'builder-paste');
  await wiki.context().close();

  // the picture
  await page.fill('[data-builder-caption]', 'Scoring with a noble');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 40000 }), page.click('[data-action="builder-picture"]')]);
  assert.equal(download.suggestedFilename(), 'spieltisch-cm-4.png');
  const bytes = fs.readFileSync(await download.path());
  assert.deepEqual([...bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  const facts = await pictureFacts(page, bytes);
  assert.ok(facts.width >= 1180 && facts.width <= 1280 && facts.height > 300 && facts.colours >= 16, JSON.stringify(facts));
  // and as SVG: the same figure, its board 600 units wide
  const [svgDownload] = await Promise.all([page.waitForEvent('download', { timeout: 40000 }), page.click('[data-action="builder-vector"]')]);
  assert.equal(svgDownload.suggestedFilename(), 'spieltisch-cm-4.svg');
  const svg = await svgFileFacts(await env.page(), fs.readFileSync(await svgDownload.path(), 'utf8'));
  assert.equal(svg.problem, null);
  assert.ok(svg.boardWidth >= 560 && svg.boardWidth <= 600 && svg.texts[0] === 'Scoring with a noble' && svg.shapes > 50, JSON.stringify(svg));
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('builder, every game: a new game, a move for the seat to move, its places as toggles', async () => {
  const page = await env.page({ width: 1366, height: 900 });
  for (const game of games) {
    await page.goto(`${env.base}figure.html?game=${game}&lang=de`);
    await codeReady(page);
    assert.match(srcOf(await page.inputValue('[data-builder-code]')), new RegExp(`game=${game}&.*#moves=W10&`), `${game}: the new game's position`);
    // a move: click (seeded) random targets until the move list grows
    const pick = rng(7);
    // (the board and its Undo button follow a click at once; the snippet a moment later)
    for (let i = 0; i < 16; i++) {
      if (await page.isEnabled('[data-action="builder-undo"]')) break;
      const targets = await page.$$('[data-builder-board] [data-legal="true"]:not(:disabled):not([data-key="cancel"])');
      if (!targets.length) break;
      await targets[pick(targets.length)].click();
    }
    await page.waitForFunction(() => !(document.documentElement.dataset.figureSrc || '').includes('#moves=W10&'), null, { timeout: 10000 })
      .catch(() => assert.fail(`${game}: a move on the builder's board`));
    await page.check('[data-builder-mode="marks"]');
    await page.waitForSelector('[data-builder-layer]:not([hidden]) [data-mark]');
    const marks = await page.$$eval('[data-mark]', (b) => b.map((x) => x.dataset.mark));
    assert.ok(marks.length >= 3, `${game}: places to mark (${marks.length})`);
    // the smallest place is on top: clicking its middle toggles it
    const key = marks[marks.length - 1];
    await page.click(`[data-mark="${key}"]`);
    await page.waitForFunction((k) => (document.documentElement.dataset.figureSrc || '').includes(`highlight=${k}`), key, { timeout: 10000 });
    assert.deepEqual(page.errors.map(String), [], `${game}: no page error`);
  }
  await page.context().close();
});

test('builder: the players\' names typed in go into the board, the previews and the snippet; the position stays', async () => {
  const page = await env.page({ width: 1366, height: 900 });
  await page.goto(`${env.base}figure.html?game=kurier-des-zaren`);
  await codeReady(page);
  // one move first: renaming must not lose it
  await page.locator('[data-builder-board] [data-legal="true"]:not(:disabled)').first().click();
  await page.waitForFunction(() => /1/.test(document.querySelector('[data-builder-status]').textContent));
  const status = await page.textContent('[data-builder-status]');
  // a name in quotes keeps its comma (issue 36), in the field, the board and the snippet (one `name=` per seat)
  await page.fill('[data-builder-names]', '"Anna, die Große", Ben');
  await page.press('[data-builder-names]', 'Enter');
  await page.waitForFunction(() => document.querySelector('[data-builder-code]').value.includes('name=Anna%2C+die+Gro%C3%9Fe&amp;name=Ben'), null, { timeout: 40000 });
  assert.equal(await page.textContent('[data-builder-status]'), status.replace(/Spieler 1|Spieler 2/, (m) => (m.endsWith('1') ? 'Anna, die Große' : 'Ben')), 'the move is kept');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'st-b-names', 'focus stays in the names field');
  assert.equal(await page.inputValue('[data-builder-names]'), '"Anna, die Große", Ben');
  await codeReady(page);
  const frame = await (await page.$('[data-builder-preview="600"]')).contentFrame();
  await frame.waitForFunction(() => [...document.querySelectorAll('[data-seats] li')].map((li) => li.textContent).join('|').match(/Anna, die Große.*\|.*Ben/), null, { timeout: 30000 });
  assert.deepEqual(page.errors, []);
});
