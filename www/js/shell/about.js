// The about/help dialog: how hot-seat play works, and the plain statement
// that hiding hands is a courtesy, not a protection. In a game, the game
// comes first: the link to its complete rules (www/rules/<id>.<lang>.html)
// and its rules summary (renderer.helpSections); the dialog opens at the top.

import { h } from './dom.js';
import { t, lang } from './i18n.js';

/** The page with a game's complete rules in the current language. */
export function rulesUrl(id) {
  return `rules/${id}.${lang()}.html`;
}

/** Opens the dialog; `game` = {id, name, sections: [{title, text}]} or null. */
export function aboutDialog(game = null) {
  const title = h('h2', { tabindex: '-1', text: game ? `${game.name}: ${t('rulesTitle')}` : t('aboutTitle') });
  const dialog = h('dialog', { class: 'st-dialog st-help', 'data-help-dialog': true },
    title,
    game ? [
      game.id ? h('p', {}, h('a', {
        class: 'st-btn st-btn-primary', href: rulesUrl(game.id), target: '_blank', rel: 'noopener', 'data-action': 'rules',
        title: t('rulesFullTitle', { game: game.name }), text: t('rulesFull'),
      })) : null,
      (game.sections || []).map((s) => [h('h3', { text: s.title }), h('p', { text: s.text })]),
      h('h2', { text: t('aboutTitle') }),
    ] : null,
    h('p', { text: t('aboutHotseat') }),
    h('p', { class: 'st-courtesy', 'data-courtesy': true, text: t('aboutCourtesy') }),
    h('p', { text: t('aboutUndo') }),
    h('p', { text: t('aboutSaves') }),
    h('p', { text: t('aboutKeyboard') }),
    h('form', { method: 'dialog', class: 'st-dialog-buttons' }, h('button', { class: 'st-btn st-btn-primary', 'data-action': 'close', text: t('close') })));
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
  // showModal focuses the first control, which may be the Close button at
  // the bottom: start reading at the top instead.
  title.focus({ preventScroll: true });
  dialog.scrollTop = 0;
  return dialog;
}
