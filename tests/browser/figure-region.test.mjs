// Figures that show their scene (issue 36, point 3): a read-only figure with
// `region=` shows only the part of the board round those places, zoomed to
// the frame's width and drawn at that resolution, for every registered game:
// the region's places lie inside the visible part of the board, a place far
// from them does not, the frame is as tall as the region needs, the PNG's
// canvas and the SVG have the region's shape; a region with no known key is
// the whole board. The figure builder: dragging a frame over the board (mouse,
// and a finger on a phone) chooses the places inside it, the page's address
// keeps them over a reload, the snippet carries them, "Whole board" clears them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setup, shot } from './helpers.mjs';
import { b64url, position, engine } from './embed-heights.mjs';

let env;
let ids;
before(async () => {
  env = await setup();
  const page = await env.page();
  await page.goto(env.base);
  ids = await page.evaluate(() => import('./js/games/index.js').then((m) => m.rendererIds()));
  await page.context().close();
});
after(async () => { await env?.close(); });

/** The fewest players a game takes (the engine's catalogue). */
function fewest(game) {
  return engine().games().find((g) => g.id === game).minPlayers;
}

/** A read-only position of `game` some seeded moves in, at `column` px, `extra` appended to the fragment. */
function src(game, extra = '', query = '') {
  const players = fewest(game);
  return `${env.base}embed.html?game=${game}&players=${players}&seed=5&lang=de${query}#moves=${b64url(position(game, players, 12))}&viewer=0${extra}`;
}

/** Loads `url` in a page `width` px wide, waits for the board (and its region) to settle. */
async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-board] canvas');
  await page.waitForFunction(() => {
    const places = window.spieltischFigure?.places() ?? [];
    const h = document.documentElement.dataset.contentHeight;
    const ok = places.length > 0 && h && h === window.lastHeight;
    window.lastHeight = h;
    return ok;
  }, null, { polling: 200 });
}

/** The visible part of the board (its stage, clipped) and the screen boxes of the `[data-highlight]` marks. */
function shown(page) {
  return page.evaluate(() => {
    // the board's picture: its largest canvas that is no layer over it (a layer follows the view by a transform)
    const canvas = [...document.querySelectorAll('[data-board] canvas')].filter((c) => getComputedStyle(c).transform === 'none')
      .sort((a, b) => b.width * b.height - a.width * a.height)[0];
    const stage = canvas.parentElement;
    const box = stage.getBoundingClientRect();
    return {
      stage: { x: box.x, y: box.y, w: box.width, h: box.height },
      canvas: { w: canvas.clientWidth, h: canvas.clientHeight, pw: canvas.width, ph: canvas.height },
      view: stage.dataset.view ?? null,
      marks: Object.fromEntries([...document.querySelectorAll('[data-highlight]')].map((m) => {
        const r = m.getBoundingClientRect();
        return [m.dataset.highlight, { cx: r.x + r.width / 2, cy: r.y + r.height / 2 }];
      })),
    };
  });
}

const centre = (p) => ({ x: p.x + p.w / 2, y: p.y + p.h / 2 });
const inside = (pt, box) => pt.cx >= box.x - 0.5 && pt.cx <= box.x + box.w + 0.5 && pt.cy >= box.y - 0.5 && pt.cy <= box.y + box.h + 0.5;

test('every game: a figure with a region shows that region, zoomed, as tall as it needs; the picture has its shape; an unknown key is the whole board', async () => {
  const page = await env.page({ width: 640, height: 900 });
  for (const game of ids) {
    await open(page, src(game));
    const places = await page.evaluate(() => window.spieltischFigure.places());
    const whole = await shown(page);
    assert.equal(whole.view, null, `${game}: no region, no view`);
    assert.ok(places.length >= 3, `${game}: places to choose from (${places.length})`);
    // the region: a small place and its nearest neighbour; far: the place farthest from them
    const small = [...places].sort((a, b) => a.w * a.h - b.w * b.h)[0];
    const a = centre(small);
    const dist = (p) => Math.hypot(centre(p).x - a.x, centre(p).y - a.y);
    const near = places.filter((p) => p.key !== small.key).sort((p, q) => dist(p) - dist(q))[0];
    const far = [...places].sort((p, q) => dist(q) - dist(p))[0];
    const region = [small.key, near.key];
    await open(page, src(game, `&region=${region.join(',')}&highlight=${[...region, far.key].join(',')}`));
    const now = await shown(page);
    assert.ok(now.view, `${game}: the board shows a view (region ${region})`);
    const [, , vw, vh, z] = now.view.split(' ').map(Number);
    assert.ok(z >= 1 && z <= 3, `${game}: zoom ${z}`);
    for (const key of region) assert.ok(now.marks[key] && inside(now.marks[key], now.stage), `${game}: ${key} inside the visible board ${JSON.stringify(now.stage)}: ${JSON.stringify(now.marks[key])}`);
    assert.ok(!inside(now.marks[far.key], now.stage), `${game}: ${far.key}, far from the region, is not shown`);
    assert.ok(Math.abs(now.canvas.h - vh * z) < 1.5 && Math.abs(now.canvas.w - vw * z) < 1.5, `${game}: the canvas is the view zoomed (${now.canvas.w}x${now.canvas.h}, view ${now.view})`);
    assert.ok(Math.abs(now.stage.h - now.canvas.h) < 2, `${game}: the board is as tall as the region (${now.stage.h} vs ${now.canvas.h})`);
    assert.ok(now.canvas.h <= 1.2 * whole.canvas.w + 1, `${game}: the region is no taller than 1.2 times the board's width (${now.canvas.h})`);
    await shot(page, `figure-region-${game}`);
    // the SVG: the same part, the same shape
    const vector = await page.evaluate(async () => {
      const v = await window.spieltischFigure.vector();
      return v && { width: v.width, height: v.height, viewBox: /viewBox="([^"]+)"/.exec(v.svg)?.[1] };
    });
    assert.ok(Math.abs(vector.width - now.canvas.w) < 1 && Math.abs(vector.height - now.canvas.h) < 1, `${game}: the SVG is the region (${vector.width}x${vector.height})`);
    const box = vector.viewBox.split(' ').map(Number);
    assert.ok(box[0] === 0 && box[1] === 0 && Math.abs(box[2] - vector.width) < 0.02 && Math.abs(box[3] - vector.height) < 0.02, `${game}: the SVG's viewBox is the region (${vector.viewBox})`);
    // the PNG is the embed's canvas at pixels=2: twice the resolution, the region's shape
    await open(page, src(game, `&region=${region.join(',')}`, '&pixels=2'));
    const png = await shown(page);
    assert.ok(Math.abs(png.canvas.pw - 2 * png.canvas.w) <= 1 && Math.abs(png.canvas.ph - 2 * png.canvas.h) <= 1, `${game}: the picture's canvas at twice the resolution (${png.canvas.pw}x${png.canvas.ph} for ${png.canvas.w}x${png.canvas.h})`);
    // the region's shape in whole CSS pixels (the canvas of a region is whole pixels)
    const shape = Math.round(vw * z) / Math.round(vh * z);
    assert.ok(Math.abs(png.canvas.pw / png.canvas.ph - shape) < 0.01, `${game}: the picture has the region's shape (${png.canvas.pw}x${png.canvas.ph}, view ${now.view})`);
    // a region of keys the board does not know: the whole board, no error
    await open(page, src(game, '&region=nowhere:1,'));
    const ignored = await shown(page);
    assert.equal(ignored.view, null, `${game}: an unknown region is the whole board`);
    assert.ok(Math.abs(ignored.canvas.h - whole.canvas.h) < 1, `${game}: the whole board's height`);
  }
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test("a rules figure's own region (figure file) is shown; region= in the address replaces it, region= alone shows the whole board", async () => {
  const page = await env.page({ width: 640, height: 900 });
  await open(page, `${env.base}embed.html?figure=gc-4&lang=de`);
  const own = await shown(page);
  assert.ok(own.view, 'gc-4 shows its region');
  await open(page, `${env.base}embed.html?figure=gc-4&lang=de#region=`);
  assert.equal((await shown(page)).view, null, 'region= alone: the whole board');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

/** The builder for `game`, in region mode; resolves to its place buttons' screen boxes. */
async function builderRegionMode(page, url) {
  await page.goto(url);
  await page.waitForSelector('[data-builder-mode="region"]');
  await page.check('[data-builder-mode="region"]');
  await page.waitForSelector('[data-region-place]');
  // the boxes once laid out: on a loaded machine the first read may come
  // before the board has its size (all places at one point), so read until
  // two frames agree and the places have a size
  const boxes = () => page.$$eval('[data-region-place]', (bs) => bs.map((b) => ({ key: b.dataset.regionPlace, ...b.getBoundingClientRect().toJSON() })));
  const frame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let last = await boxes();
  for (let tries = 0; tries < 50; tries++) {
    await frame();
    const now = await boxes();
    if (now.length > 1 && now.every((b) => b.width > 0) && JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

/** Two places side by side (the first and its nearest neighbour) and a rectangle round both centres that holds no other place's centre. */
function dragPlan(places) {
  const c = places.map((p) => ({ key: p.key, x: p.x + p.width / 2, y: p.y + p.height / 2 }));
  for (const a of c) {
    for (const b of c.filter((q) => q !== a).sort((p, q) => Math.hypot(p.x - a.x, p.y - a.y) - Math.hypot(q.x - a.x, q.y - a.y)).slice(0, 3)) {
      const box = { x0: Math.min(a.x, b.x) - 2, y0: Math.min(a.y, b.y) - 2, x1: Math.max(a.x, b.x) + 2, y1: Math.max(a.y, b.y) + 2 };
      const within = c.filter((p) => p.x >= box.x0 && p.x <= box.x1 && p.y >= box.y0 && p.y <= box.y1);
      if (within.length === 2 && Math.hypot(box.x1 - box.x0, box.y1 - box.y0) > 12) return { keys: [a.key, b.key].sort(), from: { x: box.x0, y: box.y0 }, to: { x: box.x1, y: box.y1 } };
    }
  }
  return null;
}

test('the builder: a mouse drag chooses the region, the address keeps it over a reload, the snippet carries it, "Whole board" clears it', async () => {
  const page = await env.page({ width: 1280, height: 800 });
  const game = ids[0];
  const places = await builderRegionMode(page, `${env.base}figure.html?game=${game}&lang=de`);
  const plan = dragPlan(places);
  assert.ok(plan, `${game}: two neighbouring places to drag round`);
  await page.mouse.move(plan.from.x, plan.from.y);
  await page.mouse.down();
  await page.mouse.move((plan.from.x + plan.to.x) / 2, (plan.from.y + plan.to.y) / 2, { steps: 3 });
  assert.ok(await page.isVisible('[data-builder-band]'), 'the dragged frame is shown');
  await page.mouse.move(plan.to.x, plan.to.y, { steps: 3 });
  await page.mouse.up();
  const chosen = async () => page.$$eval('[data-region-place][aria-pressed="true"]', (bs) => bs.map((b) => b.dataset.regionPlace).sort());
  await page.waitForFunction((n) => document.querySelectorAll('[data-region-place][aria-pressed="true"]').length === n, plan.keys.length);
  assert.deepEqual(await chosen(), plan.keys, 'the places inside the dragged frame are the region');
  assert.equal(await page.evaluate(() => window.getSelection()?.toString() ?? ''), '', 'the drag selected no text');
  assert.ok(await page.isVisible('[data-builder-region-frame]'), 'the region is framed on the board');
  await page.waitForFunction(() => new URL(location.href).hash.includes('region='));
  assert.deepEqual(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('region').split(',').sort(), plan.keys, "the builder's address keeps the region");
  await page.waitForFunction(() => !document.querySelector('[data-builder-code]').dataset.measuring);
  assert.match(await page.inputValue('[data-builder-code]'), /region=[^"&]+/, 'the snippet carries the region');
  await shot(page, 'figure-region-builder');
  // a reload opens the same region
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-builder-region]')?.textContent.includes(','));
  const line = await page.textContent('[data-builder-region]');
  for (const key of plan.keys) assert.ok(line.includes(key), `after the reload: ${line}`);
  // the keyboard: a place button toggles its membership
  await page.check('[data-builder-mode="region"]');
  await page.waitForSelector('[data-region-place]');
  await page.focus(`[data-region-place="${plan.keys[0]}"]`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((key) => document.querySelector(`[data-region-place="${key}"]`)?.getAttribute('aria-pressed') === 'false', plan.keys[0]);
  assert.deepEqual(await chosen(), plan.keys.slice(1), 'Enter on a place takes it out of the region');
  await page.click('[data-action="builder-whole"]');
  await page.waitForFunction(() => !document.querySelector('[data-region-place][aria-pressed="true"]'));
  assert.ok(await page.isHidden('[data-builder-region-frame]'), 'the whole board: no frame');
  // "Open a figure": an embed address with a region opens it for editing
  await page.fill('[data-builder-open]', src(game, `&region=${plan.keys.join(',')}`).replace(env.base, 'https://example.org/spieltisch/'));
  await page.click('[data-action="builder-open"]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-region-place][aria-pressed="true"]').length === n, plan.keys.length);
  assert.deepEqual(await chosen(), plan.keys, 'the opened address gives the region back');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});

test('the builder on a phone: a finger drag chooses the region', async () => {
  const page = await env.page({ width: 390, height: 844, isMobile: true, hasTouch: true });
  const game = ids[ids.length - 1];
  await builderRegionMode(page, `${env.base}figure.html?game=${game}&lang=en`);
  // the board in view, then its places where they are on the screen now
  await page.$eval('[data-builder-layer]', (el) => el.scrollIntoView({ block: 'center' }));
  const places = await page.$$eval('[data-region-place]', (bs) => bs.map((b) => ({ key: b.dataset.regionPlace, ...b.getBoundingClientRect().toJSON() })));
  const plan = dragPlan(places);
  assert.ok(plan, `${game}: two neighbouring places to drag round`);
  // a real touch drag (CDP touch events: pointerType "touch")
  const client = await page.context().newCDPSession(page);
  const touch = (type, p) => client.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] });
  await touch('touchStart', plan.from);
  for (let i = 1; i <= 4; i++) await touch('touchMove', { x: plan.from.x + ((plan.to.x - plan.from.x) * i) / 4, y: plan.from.y + ((plan.to.y - plan.from.y) * i) / 4 });
  await touch('touchEnd');
  await page.waitForFunction((n) => document.querySelectorAll('[data-region-place][aria-pressed="true"]').length === n, plan.keys.length);
  assert.deepEqual(await page.$$eval('[data-region-place][aria-pressed="true"]', (bs) => bs.map((b) => b.dataset.regionPlace).sort()), plan.keys);
  await shot(page, 'figure-region-builder-phone');
  assert.deepEqual(page.errors.map(String), []);
  await page.context().close();
});
