// Heights that fit (issue 36, point 4): the figure builder's snippet for a
// 360, 600 or 800 px wiki column has the height the figure needs there. For
// every registered game, a rules example and a new game with the most
// players, each opened in the builder straight from its address (the column
// is part of it: no clicking through), the snippet is put into a wiki-like
// page at that column width: the whole figure shows (no scrolling inside, no
// cut) and under it no empty band. By default the snippet brings
// embed-resize.js.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { setup } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { ROOT } from './server.mjs';
import { COLUMNS, articles, engine, settle, fit } from './embed-heights.mjs';

const INDEX = JSON.parse(fs.readFileSync(path.join(ROOT, 'www/figures/index.json'), 'utf8'));

let env;
let games;
let article;
before(async () => {
  ({ env, games } = await setupWithGames(setup));
  article = articles(env);
});
after(async () => {
  await article?.close();
  await env?.close();
});

/** The builder's snippet once measured. */
async function snippetOf(page) {
  await page.waitForFunction(() => {
    const code = document.querySelector('[data-builder-code]');
    return code && !code.dataset.measuring && code.value.startsWith('<iframe');
  }, null, { timeout: 40000 });
  return page.inputValue('[data-builder-code]');
}

test('every game: the snippet for a 360, 600 and 800 px column has the height its figure needs there', { timeout: 600_000 }, async () => {
  const page = await env.page({ width: 1366, height: 900, locale: 'en-GB' });
  const seen = [];
  for (const game of games) {
    const info = engine().games().find((g) => g.id === game);
    const example = INDEX[game]?.[0]?.id;
    const works = [
      ...(example ? [`figure=${example}&lang=en#viewer=spectator&highlight=`] : []),
      `game=${game}&players=${info.maxPlayers}&seed=7&lang=en#moves=W10&viewer=spectator&highlight=`,
    ];
    for (const work of works) {
      for (const width of COLUMNS) {
        // (a new load: the addresses differ only after the #)
        await page.goto('about:blank');
        await page.goto(`${env.base}figure.html?${work}&column=${width}`);
        const code = await snippetOf(page);
        assert.equal(await page.inputValue('[data-builder-column]'), String(width), `${game}: the address chose the ${width} px column`);
        assert.doesNotMatch(code, /<script/, `${game} ${width}: a fixed height needs no script`);
        const height = Number(/height:(\d+)px/.exec(code)[1]);
        const src = /src="([^"]+)"/.exec(code)[1].replace(/&amp;/g, '&');
        const { frame } = await article(width, src, { height });
        const content = await settle(frame);
        const f = await fit(frame);
        seen.push(`${game} ${work.split('&')[0]} ${width}: ${height} for ${content}`);
        assert.equal(f.scrollsDown, false, `${game} ${width} px: nothing cut at ${height} px (the figure needs ${content})`);
        assert.equal(f.scrollsSideways, false, `${game} ${width} px: nothing cut at the side`);
        assert.ok(height - content <= 2, `${game} ${width} px: no empty band under the figure (${height} px for ${content})`);
      }
    }
    assert.deepEqual(page.errors.map(String), [], `${game}: page errors`);
  }
  console.log(seen.join('\n'));
  await page.context().close();
});

test('the builder: the column is chosen on the page and kept in its address; by default the snippet follows its content', async () => {
  const page = await env.page({ width: 1280, height: 800, locale: 'en-GB' });
  const game = games[0];
  await page.goto(`${env.base}figure.html?game=${game}&lang=en`);
  let code = await snippetOf(page);
  assert.equal(await page.inputValue('[data-builder-column]'), '0', 'the default: the height follows the content');
  assert.match(code, /<script src="[^"]+\/www\/embed-resize\.js" defer><\/script>/);
  assert.doesNotMatch(page.url(), /column=/);
  await page.selectOption('[data-builder-column]', '800');
  await page.waitForSelector('[data-builder-code="fixed"][data-builder-code-column="800"]');
  code = await snippetOf(page);
  assert.doesNotMatch(code, /<script/);
  await page.waitForFunction(() => /&column=800/.test(location.hash));
  assert.deepEqual(await page.$$eval('[data-builder-preview]', (fs) => fs.map((f) => f.dataset.builderPreview)), ['800'], 'the preview is the chosen column');
  await page.reload();
  const again = await snippetOf(page);
  assert.equal(await page.inputValue('[data-builder-column]'), '800', 'a reload keeps the column');
  assert.equal(again, code, 'and the same snippet');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
