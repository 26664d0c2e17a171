// An invitation link as a QR code (issue 35): a phone beside the host's
// screen opens the link by its camera instead of a message. Drawn on a
// canvas (the strict CSP allows no data: images), one square per module.

import { qrcode } from '../../vendor/qrcode.mjs';

/** The link's QR modules: `size` × `size`, `dark(row, col)`. Error correction L: the links are long. */
export function qrModules(text) {
  const code = qrcode(0, 'L');
  code.addData(text, 'Byte');
  code.make();
  return { size: code.getModuleCount(), dark: (r, c) => code.isDark(r, c) };
}

/** Draws `text`'s QR code into `canvas`: `cell` px a module, a quiet zone of four modules. */
export function drawQr(canvas, text, cell = 4) {
  const { size, dark } = qrModules(text);
  const side = (size + 8) * cell;
  canvas.width = side;
  canvas.height = side;
  canvas.dataset.modules = String(size);
  canvas.dataset.cell = String(cell);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, side, side);
  g.fillStyle = '#000';
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) if (dark(r, c)) g.fillRect((c + 4) * cell, (r + 4) * cell, cell, cell);
}
