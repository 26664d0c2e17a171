// The embed's opponents control (www/js/embed.js): before the first move a
// reader alone picks computers for the other seats, on the same deal. It sits
// in the header and, while the frame's start bar covers the table, in the bar.

import { h } from '../dom.js';
import { t } from '../i18n.js';

/**
 * The embed's opponents control: people only, or computers at one level
 * from the second seat on (the levels are the game's data, bot.js).
 * @param {{levels: string[], chosen: (string|null)[], choose: (level: string) => void}} o
 */
export function opponentsControl(o) {
  const chosen = o.chosen.slice(1).find(Boolean) ?? '';
  const select = /** @type {HTMLSelectElement} */ (h('select', { class: 'st-opponents', 'data-action': 'opponents', on: { change: () => o.choose(select.value) } },
    h('option', { value: '' }), o.levels.map((level) => h('option', { value: level }))));
  select.value = chosen;
  relabelOpponents(select);
  return select;
}

export function relabelOpponents(select) {
  select.setAttribute('aria-label', t('opponents'));
  select.title = t('opponents');
  for (const option of select.options) {
    option.textContent = option.value ? t(`computer${option.value[0].toUpperCase()}${option.value.slice(1)}`) : t('opponentsPeople');
  }
}
