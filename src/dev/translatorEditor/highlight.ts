import type { TextMatch } from './domTexts';

/**
 * The outline around the text under the pointer, with its key: a fixed box of its own that
 * takes no pointer events, so the page's layout and styles stay untouched.
 */
export function createHighlight(container: HTMLElement) {
  const box = document.createElement('div');
  const label = document.createElement('span');
  box.setAttribute('data-translator-highlight', '');
  Object.assign(box.style, {
    position: 'fixed',
    pointerEvents: 'none',
    outline: '2px dashed #b3261e',
    outlineOffset: '2px',
    zIndex: '2147483000',
    display: 'none',
  });
  Object.assign(label.style, {
    position: 'absolute',
    left: '0',
    bottom: '100%',
    marginBottom: '4px',
    font: '12px/1.4 monospace',
    background: '#b3261e',
    color: '#fff',
    padding: '1px 4px',
    whiteSpace: 'nowrap',
  });
  box.append(label);
  container.append(box);
  return {
    show({ element, refs }: TextMatch) {
      const rect = element.getBoundingClientRect();
      Object.assign(box.style, {
        display: 'block',
        left: `${rect.left}px`,
        top: `${rect.top}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      });
      const [first] = refs;
      label.textContent = first
        ? `${first.ns} › ${first.key}${refs.length > 1 ? ` (+${refs.length - 1})` : ''} · Alt+click`
        : '';
    },
    hide() {
      box.style.display = 'none';
    },
    remove() {
      box.remove();
    },
  };
}
