import { setup } from './helpers.mjs';
import { waitForPlay } from './any-game.mjs';
const [id, players, w, h] = [process.argv[2], process.argv[3], Number(process.argv[4]), Number(process.argv[5])];
const env = await setup();
try {
  const page = await env.page({ width: w, height: h });
  await page.goto(env.base);
  await page.click(`[data-game="${id}"] [data-action="new-game"]`);
  await page.selectOption('[data-setup="players"]', players).catch(async () => page.fill('[data-setup="players"]', players));
  await page.waitForTimeout(200);
  await page.screenshot({ path: `/tmp/shots/${id}-${players}-dialog-${w}.png` });
  await page.fill('[data-setup="seed"]', '7');
  await page.click('[data-action="start"]');
  await waitForPlay(page, id);
  if (await page.$('[data-handover]:not([hidden])')) await page.click('[data-action="reveal"]');
  await page.waitForTimeout(400);
  const m = await page.evaluate(() => ({ sh: document.scrollingElement.scrollHeight, ih: innerHeight, sw: document.scrollingElement.scrollWidth }));
  console.log(JSON.stringify(m));
  await page.screenshot({ path: `/tmp/shots/${id}-${players}-${w}.png`, fullPage: true });
} finally { await env.close(); }
