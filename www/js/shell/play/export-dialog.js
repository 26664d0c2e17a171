// The Export dialog. During a running game it offers only what the person at
// the screen may see: the embed code of the spectator's or their own seat's
// view, and none at all for a game whose seed is secret (`secretSeed` in
// games(): a future draw or deal depends on it, so the seed in the code would
// give away every card and every draw to come, hands or no hands). The
// complete game is a separate, clearly labelled file for moving the game to
// another device.

import { h, download } from '../dom.js';
import { t, lang } from '../i18n.js';
import { measureEmbedHeight } from '../embed-measure.js';
import { saveOf, exportName } from '../saves.js';
import { appendNames } from '../figure-address.js';
import { figurePicture, figureVector, compose, composeVector, downloadBlob, MAX_CAPTION } from '../figure-picture.js';

/** @param {import('../play-screen.js').PlayScreen} screen */
export function showExport(screen) {
  const s = screen.session;
  const finished = screen.guardSync(() => s.status().finished) ?? false;
  const own = screen.shownSeat !== null && screen.shownSeat !== 'spectator' ? [screen.shownSeat] : [];
  const viewers = finished ? ['spectator', ...s.names.map((_, i) => i)] : ['spectator', ...own];
  const hideSeed = seedIsSecret(screen.info) && !finished;
  const select = /** @type {HTMLSelectElement} */ (h('select', { id: 'st-embed-viewer', 'data-embed-viewer': true },
    viewers.map((v) => h('option', { value: String(v), text: v === 'spectator' ? t('embedSpectator') : s.names[v] }))));
  const code = /** @type {HTMLTextAreaElement} */ (h('textarea', { id: 'st-embed-code', class: 'st-embed-code', readonly: true, rows: 4, 'data-embed-code': true }));
  // The snippet's height is measured in a 600 px column (a wiki article's width).
  const update = async () => {
    const viewer = select.value;
    code.value = embedSnippet(screen, viewer);
    code.dataset.measuring = 'true';
    const height = await measureEmbedHeight(embedSrc(code.value), 600);
    if (select.value !== viewer) return;
    if (height) code.value = embedSnippet(screen, viewer, height);
    delete code.dataset.measuring;
  };
  select.addEventListener('change', update);
  if (!hideSeed) update();
  const copy = h('button', { type: 'button', class: 'st-btn', 'data-action': 'copy-embed', text: t('copy'),
    on: { click: async () => {
      code.select();
      try { await navigator.clipboard.writeText(code.value); } catch { document.execCommand?.('copy'); }
      copy.textContent = t('copied');
    } } });
  const embed = hideSeed
    ? [h('p', { class: 'st-muted', 'data-embed-running': true, text: t('embedRunning') })]
    : [h('p', { class: 'st-muted', text: t('embedHint') }),
      h('div', { class: 'st-field' }, h('label', { for: select.id, text: t('embedViewer') }), select),
      h('div', { class: 'st-field' }, h('label', { for: code.id, text: t('embedCode') }), code)];
  const dialog = /** @type {HTMLDialogElement} */ (h('dialog', { class: 'st-dialog', 'data-export-dialog': true },
    h('h2', { text: t('export') }),
    h('h3', { text: t('embedTitle') }),
    ...embed,
    ...pictureSection(screen, () => select.value, hideSeed),
    h('h3', { text: t('moveTitle') }),
    h('p', { class: 'st-muted', 'data-move-hint': true, text: t('moveHint') }),
    h('p', {}, h('button', { type: 'button', class: 'st-btn', 'data-action': 'export-file', text: t('moveFile'), on: { click: () => exportGame(screen) } })),
    h('form', { method: 'dialog', class: 'st-dialog-buttons' }, hideSeed ? null : copy, h('button', { class: 'st-btn st-btn-primary', text: t('close') }))));
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}

/**
 * The picture download (js/shell/figure-picture.js): the board of the chosen
 * view drawn off screen by the embed page at 600 px and twice the screen's
 * resolution, with a caption and the credit. While a game with a secret seed
 * runs, no address with the seed may be in the page: the picture is then the
 * board on the screen (the view shown), drawn again at twice the resolution.
 * The same as SVG: the board paints itself into SVG (games/svg-context.js).
 */
function pictureSection(screen, viewer, onScreen) {
  const turn = document.querySelector('[data-turn]')?.textContent?.trim() ?? '';
  const caption = /** @type {HTMLInputElement} */ (h('input', { id: 'st-picture-caption', type: 'text', maxlength: MAX_CAPTION, 'data-picture-caption': true, value: turn ? `${screen.info.name} – ${turn}` : screen.info.name }));
  const status = h('p', { class: 'st-muted', role: 'status', 'data-picture-status': true });
  const name = exportName({ game: screen.session.game, createdAt: screen.session.createdAt }).replace(/\.json$/, '');
  /** A button that makes a file (PNG or SVG) of the chosen view and saves it. */
  const maker = (action, label, extension, make) => {
    const button = /** @type {HTMLButtonElement} */ (h('button', { type: 'button', class: 'st-btn', 'data-action': action, text: t(label),
      on: { click: async () => {
        button.disabled = true;
        status.textContent = t('pictureWorking');
        const blob = await make();
        button.disabled = false;
        status.textContent = blob ? '' : t('pictureFailed');
        if (blob) downloadBlob(blob, `${name}.${extension}`);
      } } }));
    return button;
  };
  const png = maker('download-picture', 'pictureDownload', 'png', async () => {
    const shown = onScreen ? screen.board?.picture?.(2) : null;
    return shown ? compose(shown.canvas, shown.cssWidth, caption.value)
      : onScreen ? null : figurePicture(embedSrc(embedSnippet(screen, viewer())), { caption: caption.value });
  });
  const svg = maker('download-vector', 'vectorDownload', 'svg', async () => {
    if (!onScreen) return figureVector(embedSrc(embedSnippet(screen, viewer())), { caption: caption.value });
    try {
      const drawn = await screen.board?.vector?.();
      return drawn ? composeVector(drawn, caption.value) : null;
    } catch {
      return null;
    }
  });
  return [
    h('h3', { text: t('pictureTitle') }),
    h('p', { class: 'st-muted', text: t('pictureHint') }),
    h('div', { class: 'st-field' }, h('label', { for: caption.id, text: t('pictureCaption') }), caption),
    h('p', { class: 'st-picture-buttons' }, png, svg),
    status,
  ];
}

/**
 * Whether a running game's seed must stay off the screen: the engine says so
 * (`secretSeed`); an entry without the flag (a catalog older than it) counts
 * as secret.
 * @param {{secretSeed?: boolean, hiddenInformation?: boolean}} info
 */
export function seedIsSecret(info) {
  return info.secretSeed !== false || !!info.hiddenInformation;
}

/** `<iframe>` for embed.html showing the current position as `viewer` sees it. */
export function embedSnippet(screen, viewer, height = 640) {
  const s = screen.session;
  const page = new URL('embed.html', location.href.split('#')[0]);
  // one `name=` per seat: a name keeps its commas (issue 36)
  const params = appendNames(new URLSearchParams({ game: s.game, players: String(s.players), seed: String(s.seed) }), s.names);
  params.set('lang', lang());
  page.search = params.toString();
  let bin = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(s.moves))) bin += String.fromCharCode(byte);
  const moves = btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  page.hash = `moves=${moves}&viewer=${viewer}`;
  return `<iframe src="${page.href.replace(/&/g, '&amp;')}" title="${escapeAttr(screen.info.name)}" style="width:100%;height:${height}px;border:0" loading="lazy"></iframe>`;
}

/** The whole game as a file ("move this game to another device"): seed and every move. */
export function exportGame(screen) {
  const save = { ...saveOf(screen.session, screen.guardSync(() => screen.progress()) || null), contains: 'everything: the seed and every move, so every hidden card' };
  download(exportName(save), JSON.stringify(save, null, 1));
}

/** The page address inside an iframe snippet. */
function embedSrc(snippet) {
  return snippet.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
}

function escapeAttr(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
