import { useEffect, useRef } from 'react';
import type { ChatMessage } from './conversationStore';

/** Room kept above a long reply shown from its start, and the margin that makes it "long". */
const replyMargin = 12;

/**
 * What scrolls the log: the log itself, or on a viewport too short for that (see
 * `shortViewport`) the panel around it, which then scrolls as a whole.
 */
const scrollerOf = (list: HTMLElement): HTMLElement =>
  getComputedStyle(list).overflowY === 'visible' && list.parentElement ? list.parentElement : list;

/**
 * Keeps the newest content of the message log in view: after each change, and when the panel
 * opens. A reply taller than what shows of the log is shown from its start, so the visitor
 * reads it from the top; anything else scrolls to the log's end. Attach `listRef` to the log
 * and `latestReplyRef` to the newest assistant message.
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
    const scroller = scrollerOf(list);
    const last = messages[messages.length - 1];
    const reply = latestReplyRef.current;
    if (
      arrived &&
      last &&
      !last.isUser &&
      reply &&
      reply.offsetHeight > scroller.clientHeight - 2 * replyMargin
    ) {
      const above = reply.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      scroller.scrollTop += above - replyMargin;
    } else if (scroller === list) {
      list.scrollTop = list.scrollHeight;
    } else {
      // The log's end, just above the input that follows it in the panel.
      scroller.scrollTop +=
        list.getBoundingClientRect().bottom - scroller.getBoundingClientRect().bottom;
    }
  }, [messages, open, pending]);

  return { listRef, latestReplyRef };
}
