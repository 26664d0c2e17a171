// The about/help dialog: how hot-seat play works, and the plain statement
// that hiding hands is a courtesy, not a protection. A game's rules summary
// (renderer.helpSections) is appended when there is a game.

import { h } from './dom.js';
import { t } from './i18n.js';

/** Opens the dialog; `game` = {name, sections: [{title, text}]} or null. */
export function aboutDialog(game = null) {
  const dialog = h('dialog', { class: 'st-dialog st-help', 'data-help-dialog': true },
    h('h2', { text: t('aboutTitle') }),
    h('p', { text: t('aboutHotseat') }),
    h('p', { class: 'st-courtesy', 'data-courtesy': true, text: t('aboutCourtesy') }),
    h('p', { text: t('aboutUndo') }),
    h('p', { text: t('aboutSaves') }),
    h('p', { text: t('aboutKeyboard') }),
    game?.sections?.length ? [
      h('h2', { text: `${game.name}: ${t('rulesTitle')}` }),
      game.sections.map((s) => [h('h3', { text: s.title }), h('p', { text: s.text })]),
    ] : null,
    h('form', { method: 'dialog', class: 'st-dialog-buttons' }, h('button', { class: 'st-btn st-btn-primary', 'data-action': 'close', text: t('close') })));
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
