// A driver that plays any registered game by clicking, without knowing its
// rules: it reveals on the hand-over screen and clicks a random enabled
// target the renderer marked `data-legal="true"` (www/README.md), which is
// enough to walk a game through many different positions. Used by the
// offline, CSP and embed tests so every game with a renderer is covered.

/** The games with a renderer, as the page's registry lists them. */
export async function rendererIds(page) {
  return page.evaluate(() => import('./js/games/index.js').then((m) => m.rendererIds()));
}

/** Opens the new-game dialog of `id` on the start page and starts with its defaults (or the most players). */
export async function startAnyGame(page, base, id, { names = ['Anna', 'Ben', 'Cem', 'Dora', 'Emil'], seed = 7, most = false } = {}) {
  if (!page.url().startsWith(base) || !(await page.$('[data-games]'))) await page.goto(base);
  await page.click(`[data-game="${id}"] [data-action="new-game"]`);
  // `most`: as many players as the game allows
  if (most) await page.selectOption('[data-setup="players"]', String(await page.$$eval('[data-setup="players"] option', (os) => Math.max(...os.map((o) => Number(o.value))))));
  const players = Number(await page.inputValue('[data-setup="players"]'));
  for (let i = 0; i < players; i++) await page.fill(`[data-setup="name-${i + 1}"]`, names[i]);
  if (seed !== null) await page.fill('[data-setup="seed"]', String(seed));
  await page.click('[data-action="start"]');
  await waitForPlay(page, id);
}

/** Waits until the play screen (of game `id`, if given) shows a hand-over screen or something to click. */
export async function waitForPlay(page, id = null) {
  await page.waitForFunction((game) => {
    const screen = document.querySelector(game ? `section[data-game="${game}"]` : 'section.st-play');
    const handover = screen?.querySelector('[data-handover]');
    return screen && ((handover && !handover.hidden) || screen.querySelector('[data-board] [data-legal="true"]'));
  }, id);
}

/**
 * One click: reveal, or a random legal target on the board. Returns 'end' at
 * the end screen, 'stuck' when nothing is clickable, else 'ok'.
 */
export async function anyStep(page, pick) {
  const state = await page.evaluate(() => {
    const shown = (el) => el && !el.hidden && el.getClientRects().length > 0;
    const targets = [...document.querySelectorAll('[data-board] [data-legal="true"]:not(:disabled)')].filter(shown);
    return {
      end: shown(document.querySelector('[data-end]')),
      handover: shown(document.querySelector('[data-handover]')),
      // where each target's middle is, if it is inside the window
      targets: targets.map((el) => {
        const r = el.getBoundingClientRect();
        const x = r.x + r.width / 2;
        const y = r.y + r.height / 2;
        return x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? [x, y] : null;
      }),
    };
  });
  if (state.end) return 'end';
  if (state.handover) {
    await page.click('[data-action="reveal"]');
    return 'ok';
  }
  if (!state.targets.length) return 'stuck';
  const i = pick(state.targets.length);
  // A mouse click at the target's middle, as a person's (whatever lies on top
  // gets it); a target outside the window is scrolled to first.
  const at = state.targets[i];
  if (at) await page.mouse.click(at[0], at[1]);
  else await page.locator('[data-board] [data-legal="true"]:not(:disabled)').nth(i).click();
  return 'ok';
}

/** Up to `clicks` clicks; resolves to the number of log lines afterwards (moves made show there). */
export async function playSome(page, pick, clicks) {
  for (let i = 0; i < clicks; i++) {
    const r = await anyStep(page, pick);
    if (r !== 'ok') break;
  }
  return page.$$eval('[data-log] li', (li) => li.length);
}

/** Back to the start page from the play screen (the hand-over screen has its own menu button). */
export async function toMenu(page) {
  const handover = await page.$('[data-handover]:not([hidden])');
  await page.click(handover ? '[data-handover] [data-action="menu"]' : 'header [data-action="menu"]');
  await page.waitForSelector('[data-games]');
}

/**
 * Browser, server and the registry's game ids for one test file:
 * `before(async () => { ({ env, games } = await setupWithGames()); });`
 */
export async function setupWithGames(setup) {
  const env = await setup();
  const page = await env.page();
  await page.goto(env.base);
  const games = await rendererIds(page);
  await page.context().close();
  return { env, games };
}
