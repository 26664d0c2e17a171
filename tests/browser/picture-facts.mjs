// What a downloaded picture is, decoded by the page (picture and builder tests).

/** Width, height and sampled colours of a PNG, decoded by the page. */
export async function pictureFacts(page, bytes) {
  return page.evaluate(async (b64) => {
    const blob = new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' });
    const image = await createImageBitmap(blob);
    const c = document.createElement('canvas');
    c.width = image.width;
    c.height = image.height;
    const g = c.getContext('2d');
    g.drawImage(image, 0, 0);
    const data = g.getImageData(0, 0, c.width, c.height).data;
    const colours = new Set();
    const step = Math.max(1, Math.floor((c.width * c.height) / 40000));
    for (let p = 0; p < c.width * c.height; p += step) colours.add((data[p * 4] << 16) | (data[p * 4 + 1] << 8) | data[p * 4 + 2]);
    return { width: image.width, height: image.height, colours: colours.size };
  }, Buffer.from(bytes).toString('base64'));
}

/**
 * An SVG picture compared with the canvas it was painted beside, in `blank`
 * (a page without the site's CSP, which allows no data: images): whether it
 * parses, and how many pixels differ clearly when it is drawn at the
 * canvas's size (`far`: share of pixels whose four channels differ by more
 * than 96 together; `mean`: the mean difference of all).
 * @param {import('playwright').Page} blank
 * @param {string} svg
 * @param {string} png the canvas, as a data: address
 */
export async function vectorAgainstCanvas(blank, svg, png) {
  return blank.evaluate(async ({ svg, png }) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const problem = doc.querySelector('parsererror')?.textContent ?? null;
    if (problem) return { problem };
    const load = async (src) => { const i = new Image(); i.src = src; await i.decode(); return i; };
    const ref = await load(png);
    const bin = Array.from(new TextEncoder().encode(svg), (b) => String.fromCharCode(b)).join('');
    const img = await load(`data:image/svg+xml;base64,${btoa(bin)}`);
    const w = ref.width;
    const h = ref.height;
    const pixels = (image) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const g = c.getContext('2d');
      g.drawImage(image, 0, 0, w, h);
      return g.getImageData(0, 0, w, h).data;
    };
    const a = pixels(img);
    const b = pixels(ref);
    let far = 0;
    let sum = 0;
    for (let i = 0; i < a.length; i += 4) {
      const d = Math.abs(a[i] - b[i]) + Math.abs(a[i + 1] - b[i + 1]) + Math.abs(a[i + 2] - b[i + 2]) + Math.abs(a[i + 3] - b[i + 3]);
      sum += d;
      if (d > 96) far++;
    }
    return { problem: null, width: w, height: h, svgWidth: Number(doc.documentElement.getAttribute('width')), far: far / (w * h), mean: sum / (w * h) };
  }, { svg, png });
}

/**
 * What a downloaded SVG file is, parsed by the page: whether it parses, its
 * width, its text lines, and the width of the board picture placed inside.
 */
export async function svgFileFacts(page, text) {
  return page.evaluate((svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const problem = doc.querySelector('parsererror')?.textContent ?? null;
    const root = doc.documentElement;
    const inner = root.querySelector('svg');
    return {
      problem,
      xml: svg.startsWith('<?xml'),
      width: Number(root.getAttribute('width')),
      boardWidth: Number(inner?.getAttribute('width')),
      texts: [...root.children].filter((e) => e.localName === 'text').map((e) => e.textContent),
      shapes: inner ? inner.querySelectorAll('path').length : 0,
    };
  }, text);
}
