import { storageKeys } from '../../config/storageKeys';

/** The island of the floating buttons, which holds the chat (src/app/FloatingActions.island.tsx). */
export const chatIsland = 'app/FloatingActions';

/**
 * Whether the chat window was open on the page before: moving between pages is document
 * navigation, so the next page opens it again (with the conversation, which the chat keeps on
 * its own). Plain storage, no React: the islands script reads it to wake the chat's island.
 */
export function chatWasOpen(): boolean {
  try {
    return window.sessionStorage.getItem(storageKeys.chatOpen) === '1';
  } catch {
    return false;
  }
}

export function rememberChatOpen(open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(storageKeys.chatOpen, '1');
    else window.sessionStorage.removeItem(storageKeys.chatOpen);
  } catch {
    // Storage may be blocked: the chat then stays closed on the next page.
  }
}
