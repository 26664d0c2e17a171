// The computer levels each game offers: the new-game dialog lists exactly
// the game's levels (bot.js levelNames) with what each does in words, a
// time-budget level (expert) plays in the games that offer it, and a save
// naming a level its game does not offer is kept and listed with a reason.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { setupWithGames } from './any-game.mjs';
import { levelBudget, levelNames, levelMatches, inferWords } from '../../www/js/shell/bot.js';

let env;
let games;
before(async () => { ({ env, games } = await setupWithGames(setup)); });
after(async () => { await env?.close(); });

test('the new-game dialog of every game lists its own levels, each said in words', { timeout: 120_000 }, async () => {
  const page = await env.page({ locale: 'en-US' });
  await page.goto(env.base); // once: each game's dialog is closed again with Escape
  for (const id of games) {
    await page.click(`[data-game="${id}"] [data-action="new-game"]`);
    const offered = await page.$$eval('[data-setup="kind-1"] option', (os) => os.map((o) => o.value));
    assert.deepEqual(offered, ['', ...levelNames(id), 'remote'], `${id}: a person, one of the game's levels, or a person on another device`);
    assert.deepEqual(levelNames(id).slice(0, 3), ['easy', 'normal', 'strong'], `${id}: the three levels every game has`);
    // a level may think longer at a bigger table (levels.js byPlayers): the words follow the player count
    const counts = await page.$$eval('[data-setup="players"] option', (os) => os.map((o) => Number(o.value)));
    for (const players of counts) {
      await page.selectOption('[data-setup="players"]', String(players));
      const said = await page.$$eval('[data-setup="levels"] li', (lis) => lis.map((li) => li.textContent));
      const titles = await page.$$eval('[data-setup="kind-1"] option', (os) => os.filter((o) => o.value).map((o) => o.title));
      assert.equal(said.length, levelNames(id).length, `${id}: one line per level`);
      levelNames(id).forEach((level, i) => {
        const budget = levelBudget(level, id, players);
        const expected = budget.greedy ? /looks best right now/ : budget.millis ? new RegExp(`about ${budget.millis / 1000} seconds`)
          : new RegExp(`plays out about ${budget.iterations.toLocaleString('en-US')} ways`);
        assert.match(said[i], expected, `${id} ${level}, ${players} players: ${said[i]}`);
        // what the level held against in measured matches (level-evidence.json), where there are any
        // (at a bigger table: the level's seats together against one player of the plan, or its one
        // seat against the others all of a lower level, beside its fair share)
        for (const m of levelMatches(level, id, players, 'en')) {
          const lower = m.against && `Computer (${m.against})`;
          const phrase = m.plan === undefined
            ? (m.others > 1 ? `against ${m.others} × ${lower}, it won ${m.percent}% of ${m.games} games (a fair share: ${m.fair}%)` : `against ${lower}, it won ${m.percent}% of ${m.games} games`)
            : m.others > 1 ? `${m.others} of them against a player who ${m.plan} won ${m.percent}% of ${m.games} games together`
            : `against a player who ${m.plan}, it won ${m.percent}% of ${m.games} games`;
          assert.ok(said[i].includes(phrase), `${id} ${level}, ${players} players: says its match (${said[i]})`);
        }
        // a level that searches a shortlist of moves (`candidates`) says how long it is
        assert.equal(said[i].includes(`shortlists the ${budget.candidates} that look best`), Boolean(budget.candidates), `${id} ${level}: says its shortlist: ${said[i]}`);
        // a level whose playouts stop early (`horizon`) says after how many moves
        assert.equal(said[i].includes(`only ${budget.horizon} moves ahead`), Boolean(budget.horizon), `${id} ${level}: says its horizon: ${said[i]}`);
        // a level whose playout steps weigh more moves than the game's own (`sample`) says how many
        assert.equal(said[i].includes(`weighs ${budget.sample} possible moves`), Boolean(budget.sample), `${id} ${level}: says its sample: ${said[i]}`);
        assert.ok(said[i].endsWith(titles[i]), `${id} ${level}, ${players} players: the seat's choice says the same as the list (${titles[i]})`);
        // a level that reads the table (`infer`) says what it reads in this game; the others do not
        const reads = inferWords(id, 'en') ?? 'What lies hidden it judges by what the table shows.';
        assert.equal(said[i].includes(reads), Boolean(budget.infer), `${id} ${level}: says whether it reads the table: ${said[i]}`);
      });
    }
    if (levelNames(id).includes('expert')) await shot(page, `levels-dialog-${id}`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-setup-dialog]', { state: 'detached' });
  }
  assert.deepEqual(page.errors.map(String), []);
});

test('on a phone the new-game dialog with the most seats needs no scrolling: every seat and Start on screen, the levels one tap away', { timeout: 120_000 }, async () => {
  const page = await env.page({ width: 390, height: 844 });
  await page.goto(env.base); // once: each game's dialog is closed again with Escape
  for (const id of games) {
    await page.click(`[data-game="${id}"] [data-action="new-game"]`);
    const most = await page.$$eval('[data-setup="players"] option', (os) => Math.max(...os.map((o) => Number(o.value))));
    await page.selectOption('[data-setup="players"]', String(most));
    const m = await page.evaluate((n) => {
      const form = document.querySelector('[data-setup-form]');
      const inside = (el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; };
      const fields = [...Array(n).keys()].flatMap((i) => [`name-${i + 1}`, `kind-${i + 1}`]).map((k) => document.querySelector(`[data-setup="${k}"]`));
      return { scrolls: form.parentElement.scrollHeight - form.parentElement.clientHeight, seats: fields.filter(inside).length,
        start: inside(document.querySelector('[data-action="start"]')), levelsOpen: document.querySelector('.st-levels-box').open };
    }, most);
    assert.equal(m.seats, 2 * most, `${id}: all ${most} seats on screen`);
    assert.ok(m.start, `${id}: Start on screen`);
    assert.ok(m.scrolls <= 1, `${id}: the dialog scrolls ${m.scrolls} px`);
    assert.equal(m.levelsOpen, false, `${id}: the levels folded on a phone`);
    await page.click('.st-levels-box summary');
    assert.ok(await page.isVisible('[data-setup="levels"] li'), `${id}: the levels open with a tap`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-setup-dialog]', { state: 'detached' });
  }
  assert.deepEqual(page.errors.map(String), []);
});

test('expert computers play where the game offers it; elsewhere a save naming it is kept with a reason', { timeout: 180_000 }, async () => {
  const page = await env.page();
  const withExpert = games.filter((id) => levelNames(id).includes('expert'));
  for (const id of withExpert) {
    await page.goto(`${env.base}?botPause=0`);
    await page.click(`[data-game="${id}"] [data-action="new-game"]`);
    const players = Number(await page.inputValue('[data-setup="players"]'));
    // every seat an expert: whoever starts, the experts play (3 s a decision)
    for (let i = 1; i <= players; i++) await page.selectOption(`[data-setup="kind-${i}"]`, 'expert');
    await page.fill('[data-setup="seed"]', '3');
    await page.click('[data-action="start"]');
    await page.waitForSelector('[data-board]', { state: 'attached' });
    const saved = () => page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('spieltisch.save.'));
      return key ? JSON.parse(localStorage.getItem(key)) : null;
    });
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('spieltisch.save.') &&
      JSON.parse(localStorage.getItem(k)).moves.length >= 2), null, { timeout: 90_000, polling: 500 });
    const save = await saved();
    assert.deepEqual(save.options.computers, Array(players).fill('expert'), `${id}: the save remembers the experts`);
    await page.click('header [data-action="menu"]');
    await page.waitForSelector('[data-games]');
    await page.evaluate(() => localStorage.clear());
  }
  const without = games.filter((id) => !levelNames(id).includes('expert'));
  await page.goto(env.base);
  await page.evaluate((ids) => {
    for (const id of ids) {
      const doc = {
        format: 'spieltisch-save', saveVersion: 1, id: `expert-${id}`, game: id,
        options: { players: 4, names: ['Ada', 'Bo', 'Cy', 'Di'], computers: ['expert', null, null, null] }, seed: 4, moves: [],
        createdAt: '2026-01-01T00:00:00.000Z', savedAt: '2026-01-01T00:00:00.000Z', progress: null,
      };
      localStorage.setItem(`spieltisch.save.expert-${id}`, JSON.stringify(doc));
    }
  }, without);
  await page.reload();
  for (const id of without) {
    await page.waitForSelector(`[data-save-id="expert-${id}"][data-problem="shape"]`);
    assert.ok(await page.evaluate((k) => localStorage.getItem(k) !== null, `spieltisch.save.expert-${id}`), `${id}: the save is kept`);
  }
  assert.deepEqual(page.errors.map(String), []);
});
