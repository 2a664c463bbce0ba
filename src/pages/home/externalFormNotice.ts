import { noticeFrom, notify } from '../../lib/notify';

/** Marks a link to an external form; it carries the notice's copy too (`noticeCopy`). */
export const externalFormAttribute = 'data-external-form';

let listening = false;

/**
 * Tells the visitor they are leaving for an external form as its link opens it in a new tab
 * (the specification's "Opening external form"). One document listener, plain DOM: the link
 * is an ordinary link that works before and without any script.
 */
export function noticeExternalForms(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`[${externalFormAttribute}]`);
    if (!link) return;
    notify(noticeFrom(link, 'info'));
  });
}
