// The language button on the hand-over and end screens, which cover the
// header's: switching redraws the overlay, and the focus stays on the button.

import { h, focus } from '../dom.js';
import { t, lang, setLang } from '../i18n.js';

/** @param {boolean} remember  store the choice (the app; not an embed) */
export function overlayLang(remember) {
  return h('button', {
    type: 'button', class: 'st-btn st-btn-quiet st-overlay-lang', 'data-action': 'lang',
    'aria-label': t('languageTitle'), title: t('languageTitle'), text: lang() === 'de' ? 'EN' : 'DE',
    on: {
      click: (e) => {
        const overlay = /** @type {HTMLElement} */ (e.currentTarget).closest('.st-overlay');
        setLang(lang() === 'de' ? 'en' : 'de', remember);
        if (overlay instanceof HTMLElement && !overlay.hidden) focus(overlay.querySelector('.st-overlay-lang'));
      },
    },
  });
}
