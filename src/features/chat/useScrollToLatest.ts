import { useEffect, useRef } from 'react';
import type { ChatMessage } from './conversationStore';

/** Room kept above a long reply shown from its start, and the margin that makes it "long". */
const replyMargin = 12;

/**
 * Keeps the newest content of the message log in view: after each change, and when the panel
 * opens. A reply taller than the log is shown from its start, so the visitor reads it from the
 * top; anything else scrolls the log to its end. Attach `listRef` to the log and
 * `latestReplyRef` to the newest assistant message.
 */
export function useScrollToLatest(messages: ChatMessage[], open: boolean, pending: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  const latestReplyRef = useRef<HTMLLIElement>(null);
  const count = useRef(messages.length);

  useEffect(() => {
    const arrived = messages.length > count.current;
    count.current = messages.length;
    const list = listRef.current;
    if (!list) return;
    const last = messages[messages.length - 1];
    const reply = latestReplyRef.current;
    if (
      arrived &&
      last &&
      !last.isUser &&
      reply &&
      reply.offsetHeight > list.clientHeight - 2 * replyMargin
    ) {
      list.scrollTop = reply.offsetTop - list.offsetTop - replyMargin;
    } else {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages, open, pending]);

  return { listRef, latestReplyRef };
}
