// Rules in the app (issue 13, item 5): every game's complete rules, German and
// English, reachable from its card on the home page and from the in-game help,
// opened at the top; and the shared tooltip that says what a card or piece
// does, on keyboard focus and on hover, in every game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.mjs';
import { setup, rng, shot } from './helpers.mjs';
import { startAnyGame, anyStep, toMenu } from './any-game.mjs';

const GAMES = ['chinesische-mauer', 'dschingis-khan', 'chang-cheng', 'kurier-des-zaren', 'grand-conquest'];
const LOCALES = { de: 'de-DE', en: 'en-US' };

let env;
before(async () => { env = await setup(); });
after(async () => { await env?.close(); });

/** The open rules page: at the top, the right game and language, with the "how to play here" section. */
async function assertRulesPage(page, id, lang) {
  await page.waitForSelector('[data-rules] h1');
  assert.match(page.url(), new RegExp(`/www/rules/${id}\\.${lang}\\.html`));
  const info = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    game: document.querySelector('[data-rules]').dataset.rules,
    scrollY: window.scrollY,
    h1Top: document.querySelector('h1').getBoundingClientRect().top,
    howto: !!document.querySelector('[data-rules-howto] h2'),
    sections: document.querySelectorAll('[data-rules] section').length,
    text: document.querySelector('[data-rules]').textContent.length,
  }));
  assert.equal(info.lang, lang);
  assert.equal(info.game, id);
  assert.equal(info.scrollY, 0, 'opened at the top');
  assert.ok(info.h1Top >= 0 && info.h1Top < 200, `the title is in view (${info.h1Top})`);
  assert.ok(info.howto, 'a "how to play on this page" section');
  assert.ok(info.sections >= 5 && info.text > 3000, `complete rules, not a summary (${info.sections} sections, ${info.text} chars)`);
}

test('rules pages: under the strict CSP, precached for offline use', () => {
  const precache = fs.readFileSync(path.join(ROOT, 'www/sw-precache.js'), 'utf8');
  for (const id of GAMES) {
    for (const lang of Object.keys(LOCALES)) {
      const file = `www/rules/${id}.${lang}.html`;
      const html = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1] || '';
      assert.match(policy, /script-src 'self'/, `${file}: CSP`);
      assert.match(policy, /style-src 'self'/, `${file}: CSP`);
      // One script only, a file of the site: the figures' frame sizer (www/embed-resize.js).
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      assert.ok(scripts.every((tag) => tag === '<script src="../embed-resize.js" defer>'), `${file}: no script but the frame sizer (${scripts})`);
      assert.doesNotMatch(html, /<script[^>]*>[^<]+<\/script>/, `${file}: no inline script`);
      assert.doesNotMatch(html, /<style|\sstyle=/, `${file}: no inline style`);
      assert.ok(precache.includes(`'rules/${id}.${lang}.html'`) || precache.includes(`"rules/${id}.${lang}.html"`), `${file}: precached`);
    }
  }
});

for (const [lang, locale] of Object.entries(LOCALES)) {
  test(`rules (${lang}): every game's card on the home page links to its rules, opened at the top`, async () => {
    const page = await env.page({ locale, width: 390, height: 844 });
    await page.goto(env.base); // once: each game's rules page leads back here
    for (const id of GAMES) {
      await page.click(`[data-game="${id}"] [data-action="rules"]`);
      await assertRulesPage(page, id, lang);
      // The other language is one click away, and back to the app.
      const other = lang === 'de' ? 'en' : 'de';
      await page.click(`[data-rules-lang="${other}"]`);
      await assertRulesPage(page, id, other);
      await page.click('[data-rules-back]');
      await page.waitForSelector('[data-games]');
    }
    await page.goto(`${env.base}rules/dschingis-khan.${lang}.html`);
    await shot(page, `rules-dschingis-khan-${lang}-390`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`rules (${lang}): the in-game help opens at the top and links to the complete rules`, async () => {
    const page = await env.page({ locale });
    for (const id of GAMES) {
      await startAnyGame(page, env.base, id);
      if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
      await page.click('header [data-action="help"]');
      const dialog = page.locator('[data-help-dialog]');
      await dialog.waitFor();
      const top = await dialog.evaluate((d) => ({ scroll: d.scrollTop, first: d.querySelector('h2').textContent }));
      assert.equal(top.scroll, 0, `${id}: the help opens at the top`);
      const link = dialog.locator('[data-action="rules"]');
      assert.ok(await link.isVisible(), `${id}: the rules link is in view at the top of the help`);
      assert.equal(await link.getAttribute('href'), `rules/${id}.${lang}.html`);
      if (id === GAMES[0]) await shot(page, `rules-help-${lang}-1280`);
      const [rules] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await assertRulesPage(rules, id, lang);
      await rules.close();
      await page.click('[data-help-dialog] [data-action="close"]');
      await toMenu(page); // the next game starts from the start page, without a page load
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

/** Plays random clicks until a board control with a tooltip is on screen. */
async function findTip(page, pick) {
  for (let i = 0; i < 60; i++) {
    const found = await page.evaluate(() => [...document.querySelectorAll('[data-board] [data-tip]')]
      .some((el) => !el.disabled && el.getClientRects().length > 0));
    if (found) return true;
    if ((await anyStep(page, pick)) !== 'ok') return false;
  }
  return false;
}

async function tipShown(page) {
  return page.evaluate(() => {
    const tip = document.querySelector('[data-tooltip]');
    if (!tip || tip.hidden || !tip.isConnected) return null;
    const r = tip.getBoundingClientRect();
    const owner = document.querySelector('[aria-describedby="st-tip"]');
    return { text: tip.textContent, owner: owner?.dataset.tip, inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight };
  });
}

for (const id of GAMES) {
  test(`tooltip: ${id} says what a card or piece does on keyboard focus and on hover`, async () => {
    for (const [lang, locale] of Object.entries(LOCALES)) {
      const page = await env.page({ locale });
      await startAnyGame(page, env.base, id);
      assert.ok(await findTip(page, rng(5)), `${id}: a card or piece with a tooltip`);
      // Keyboard: Tab until a control with a tooltip has the focus.
      let focused = null;
      for (let i = 0; i < 80 && !focused; i++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => (document.activeElement?.closest('[data-board]') && document.activeElement.dataset.tip) || null);
      }
      assert.ok(focused, `${id}: Tab reaches a card or piece`);
      let tip = await tipShown(page);
      assert.ok(tip, `${id}: the tooltip shows on focus`);
      assert.equal(tip.text, focused);
      assert.equal(tip.owner, focused, 'the focused control is described by the tooltip');
      assert.ok(tip.inside, 'the tooltip lies inside the viewport');
      await page.keyboard.press('Escape');
      assert.equal(await tipShown(page), null, 'Escape hides it');
      // Hover with the mouse.
      const target = page.locator('[data-board] [data-tip]:not(:disabled)').first();
      await target.hover();
      tip = await tipShown(page);
      assert.ok(tip, `${id}: the tooltip shows on hover`);
      assert.equal(tip.text, await target.getAttribute('data-tip'));
      if (lang === 'de') await shot(page, `tooltip-${id}`);
      await page.mouse.move(2, 2);
      assert.equal(await tipShown(page), null, 'leaving hides it');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  });
}

// Issue 36: on a phone the sticky bar covered the top of a figure scrolled to.
// Every registered game's rules page at 390x844: its first figure scrolled to
// (as a link or the browser's find does: to the top of the view) starts below
// the bar, and so does a section reached from the contents.
test('rules (phone): a figure or section scrolled to is not under the sticky bar', async () => {
  const ids = (await import('../../www/js/games/index.js')).rendererIds();
  const page = await env.page({ locale: 'de-DE', width: 390, height: 844, isMobile: true, hasTouch: true });
  for (const id of ids) {
    await page.goto(`${env.base}rules/${id}.de.html`);
    const seen = await page.evaluate(() => new Promise((done) => {
      const bar = document.querySelector('.st-rules-bar');
      const figure = document.querySelector('[data-figure]');
      figure.scrollIntoView({ block: 'start' });
      requestAnimationFrame(() => requestAnimationFrame(() => {
        const out = { bar: bar.getBoundingClientRect().bottom, figure: figure.getBoundingClientRect().top, figureId: figure.dataset.figure };
        const link = document.querySelector('.st-rules-toc a[href^="#"]:last-of-type');
        const section = document.querySelector(link.getAttribute('href'));
        section.scrollIntoView({ block: 'start' });
        requestAnimationFrame(() => done({ ...out, section: section.getBoundingClientRect().top, sectionId: section.id }));
      }));
    }));
    assert.ok(seen.figure >= seen.bar, `${id}: figure ${seen.figureId} starts at ${seen.figure}, under the bar (bottom ${seen.bar})`);
    assert.ok(seen.section >= seen.bar, `${id}: section ${seen.sectionId} starts at ${seen.section}, under the bar (bottom ${seen.bar})`);
  }
  await page.locator('[data-figure]').first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shot(page, 'rules-figure-below-bar-390');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
