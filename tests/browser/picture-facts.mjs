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
