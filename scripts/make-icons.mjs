// Draws the app icons (www/icons/*.png) from www/favicon.svg in Chromium.
//   node scripts/make-icons.mjs
// Run after changing favicon.svg and commit the PNGs (home-screen icons must
// be PNG for every phone). "maskable" icons put the emblem inside the middle
// 72% on a full-bleed background, so a launcher may crop them to any shape.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'www', 'icons');
const ICONS = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'apple-touch-icon.png', size: 180, maskable: true },
  { name: 'maskable-512.png', size: 512, maskable: true },
];
const BACKGROUND = '#7d2418'; // the emblem's own background, also theme_color

const svg = fs.readFileSync(path.join(ROOT, 'www', 'favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  fs.mkdirSync(OUT, { recursive: true });
  for (const icon of ICONS) {
    const base64 = await page.evaluate(async ({ svg, size, maskable, background }) => {
      const img = new Image();
      img.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = size;
      const g = canvas.getContext('2d');
      if (maskable) {
        g.fillStyle = background;
        g.fillRect(0, 0, size, size);
        const inner = Math.round(size * 0.72);
        const at = Math.round((size - inner) / 2);
        g.drawImage(img, at, at, inner, inner);
      } else {
        g.drawImage(img, 0, 0, size, size);
      }
      return canvas.toDataURL('image/png').split(',')[1];
    }, { svg, size: icon.size, maskable: icon.maskable, background: BACKGROUND });
    fs.writeFileSync(path.join(OUT, icon.name), Buffer.from(base64, 'base64'));
    console.log(`wrote www/icons/${icon.name}`);
  }
} finally {
  await browser.close();
}
