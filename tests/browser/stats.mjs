// What a browser test file spends, counted while it runs (issue 33): page
// loads, browser contexts, clicks and key presses, the time spent waiting on
// conditions, fixed sleeps, and the renderer's own work (script, layout,
// style, paint tasks) read from Chromium's performance metrics when a context
// closes. Off unless SPIELTISCH_BROWSER_STATS names a folder: then each test
// process writes `<file>.json` there when it exits, and
// bench/browser-times.mjs puts the numbers beside each file's time.
import fs from 'node:fs';
import path from 'node:path';

const DIR = process.env.SPIELTISCH_BROWSER_STATS || '';

/** The counters of this process (one test file). */
export const stats = {
  contexts: 0, loads: 0, clicks: 0, keys: 0,
  waits: 0, waitMs: 0, sleeps: 0, sleepMs: 0,
  // Chromium's Performance.getMetrics, summed over the pages closed (seconds)
  script: 0, layout: 0, style: 0, task: 0,
};

if (DIR) {
  process.on('exit', () => {
    const file = path.basename(process.argv[1] || `pid-${process.pid}`).replace(/\.test\.mjs$/, '');
    fs.mkdirSync(DIR, { recursive: true });
    fs.writeFileSync(path.join(DIR, `${file}.json`), JSON.stringify(stats));
  });
}

const patched = new WeakSet();
/** @type {WeakMap<object, Promise<any>>} each page's CDP session, metrics enabled */
const sessions = new WeakMap();

/** Counts each call of `obj[name]` in `counter` (and its time in `ms`). */
function count(obj, name, counter, ms = null) {
  const original = obj[name];
  if (typeof original !== 'function') return;
  obj[name] = async function counted(...args) {
    stats[counter] += 1;
    const t0 = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      if (ms) stats[ms] += performance.now() - t0;
    }
  };
}

/** Counts on a prototype once (Locator, ElementHandle are shared classes). */
function countProto(instance, names) {
  const proto = Object.getPrototypeOf(instance);
  if (!proto || patched.has(proto)) return;
  patched.add(proto);
  for (const [name, counter] of names) count(proto, name, counter);
}

async function rendererMetrics(page) {
  try {
    const cdp = await sessions.get(page);
    if (!cdp) return;
    const { metrics } = await cdp.send('Performance.getMetrics');
    const get = (n) => metrics.find((m) => m.name === n)?.value || 0;
    stats.script += get('ScriptDuration');
    stats.layout += get('LayoutDuration');
    stats.style += get('RecalcStyleDuration');
    stats.task += get('TaskDuration');
  } catch {
    // a closed or crashed page has no metrics left to read
  }
}

function watchPage(page) {
  if (patched.has(page)) return;
  patched.add(page);
  page.on('load', () => { stats.loads += 1; });
  for (const name of ['click', 'tap', 'dblclick', 'check']) count(page, name, 'clicks');
  for (const name of ['waitForFunction', 'waitForSelector', 'waitForURL', 'waitForEvent', 'waitForLoadState']) count(page, name, 'waits', 'waitMs');
  count(page, 'waitForTimeout', 'sleeps', 'sleepMs');
  count(page.keyboard, 'press', 'keys');
  count(page.keyboard, 'type', 'keys');
  count(page.mouse, 'click', 'clicks');
  // Performance metrics must be enabled before the page does its work.
  sessions.set(page, page.context().newCDPSession(page)
    .then(async (cdp) => { await cdp.send('Performance.enable'); return cdp; })
    .catch(() => null));
  try {
    countProto(page.locator('body'), [['click', 'clicks'], ['tap', 'clicks'], ['press', 'keys'], ['waitFor', 'waits']]);
  } catch { /* not a Playwright page */ }
}

function watchContext(context) {
  if (patched.has(context)) return;
  patched.add(context);
  stats.contexts += 1;
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (...args) => {
    await Promise.all(context.pages().map(rendererMetrics));
    return close(...args);
  };
}

/** Counts what a Playwright Chromium browser's contexts and pages do (when stats are on). */
export function watchBrowser(browser) {
  if (!DIR) return browser;
  for (const context of browser.contexts()) watchContext(context);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    await Promise.all(browser.contexts().flatMap((c) => c.pages()).map(rendererMetrics));
    return close(...args);
  };
  return browser;
}

/** The same for a persistent context (launchPersistentContext). */
export function watchPersistent(context) {
  if (DIR) watchContext(context);
  return context;
}
