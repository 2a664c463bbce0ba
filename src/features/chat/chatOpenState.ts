import { storageKeys } from '../../config/storageKeys';
import { safely } from '../../lib/safely';

/** The island of the floating buttons, which holds the chat (src/app/FloatingActions.island.tsx). */
export const chatIsland = 'app/FloatingActions';

/**
 * Whether the chat window was open on the page before: moving between pages is document
 * navigation, so the next page opens it again (with the conversation, which the chat keeps on
 * its own). Plain storage, no React: the islands script reads it to wake the chat's island.
 */
export function chatWasOpen(): boolean {
  return safely(() => window.sessionStorage.getItem(storageKeys.chatOpen) === '1', false);
}

/** Storage may be blocked: the chat then stays closed on the next page. */
export function rememberChatOpen(open: boolean): void {
  safely(() => {
    if (open) window.sessionStorage.setItem(storageKeys.chatOpen, '1');
    else window.sessionStorage.removeItem(storageKeys.chatOpen);
  }, undefined);
}
