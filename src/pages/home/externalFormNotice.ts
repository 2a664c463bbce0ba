import { notify } from '../../lib/notify';

/** A link to an external form carries the notice's copy, in the page language. */
export const externalFormAttributes = {
  link: 'data-external-form',
  title: 'data-title',
  text: 'data-text',
};

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
    const link = (event.target as Element | null)?.closest?.(`[${externalFormAttributes.link}]`);
    if (!link) return;
    notify({
      title: link.getAttribute(externalFormAttributes.title) ?? '',
      text: link.getAttribute(externalFormAttributes.text) ?? '',
      variant: 'info',
    });
  });
}
