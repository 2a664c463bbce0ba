import { useCallback, useEffect, useRef, useState } from 'react';
import { site } from '../../config/site';
import { i18n } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { useT } from '../../i18n/useT';
import { classifyVisitor, updateVisitorType } from '../../shared/chat/classifyVisitor';
import { historyOf, wrapMessage, type ChatBundle } from '../../shared/chat/protocol';
import { sendChatMessage } from './chatClient';
import {
  loadConversation,
  newMessageId,
  saveConversation,
  type ChatMessage,
  type Conversation,
} from './conversationStore';
import { notify } from '../../lib/notify';

const now = () => new Date().toISOString();

/**
 * The conversation: restored from sessionStorage, saved after every change, so it survives
 * route changes and reloads within the browser session. One request at a time; leaving the
 * page aborts it.
 */
export function useChatConversation(lng: Locale) {
  const { t } = useT('chat');
  // The panel renders only in the browser (it is loaded on first open), so storage is safe here.
  const [conversation, setConversation] = useState<Conversation>(() => loadConversation());
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => saveConversation(conversation), [conversation]);

  useEffect(() => {
    const abort = () => controller.current?.abort();
    window.addEventListener('pagehide', abort);
    return () => {
      window.removeEventListener('pagehide', abort);
      abort();
    };
  }, []);

  const addMessage = useCallback((message: ChatMessage) => {
    setConversation((current) => ({ ...current, messages: [...current.messages, message] }));
  }, []);

  const relabel = useCallback((id: string, lang: Locale) => {
    setConversation((current) => ({
      ...current,
      messages: current.messages.map((message) =>
        message.id === id ? { ...message, lang } : message,
      ),
    }));
  }, []);

  /** On first opening with no messages: the greeting, in the page language. */
  const greet = useCallback(() => {
    setConversation((current) =>
      current.messages.length > 0
        ? current
        : {
            ...current,
            messages: [
              {
                id: newMessageId(),
                text: t('messages.greeting'),
                isUser: false,
                timestamp: now(),
                lang: lng,
              },
            ],
          },
    );
  }, [t, lng]);

  const send = useCallback(
    async (input: string): Promise<void> => {
      const text = input.trim();
      if (!text || controller.current) return;

      const bundle = i18n.getResourceBundle(lng, 'chat') as ChatBundle;
      const classified = classifyVisitor(text, bundle.classification.keywords);
      const visitorType = updateVisitorType(conversation.visitorType, classified);
      const question: ChatMessage = {
        id: newMessageId(),
        text,
        isUser: true,
        timestamp: now(),
        lang: lng,
      };
      setConversation((current) => ({
        visitorType,
        messages: [...current.messages, question],
      }));

      const request = new AbortController();
      controller.current = request;
      setPending(true);
      try {
        const reply = await sendChatMessage(
          {
            message: wrapMessage(bundle.request, text, visitorType, site),
            locale: lng,
            visitorType,
            // The last turns before this message, so the server can answer a follow-up.
            history: historyOf(conversation.messages),
          },
          { baseUrl: site.chatApiUrl, signal: request.signal },
        );
        const sent = reply.timestamp ? new Date(reply.timestamp) : null;
        const lang = reply.locale ?? lng;
        // A reply in another language answers a question the server read as written in it.
        if (lang !== lng) relabel(question.id, lang);
        addMessage({
          id: reply.id ?? newMessageId(),
          text: reply.response,
          isUser: false,
          timestamp: sent && !Number.isNaN(sent.getTime()) ? sent.toISOString() : now(),
          lang,
        });
      } catch (error) {
        // The visitor left the page: nothing to tell anyone.
        if (request.signal.aborted) return;
        console.error('Chat: the assistant could not be reached.', error);
        notify({
          title: t('error.title'),
          text: t('error.text'),
          variant: 'error',
          autoHideMs: 8000,
        });
        addMessage({
          id: newMessageId(),
          text: t('messages.apology', { phone: site.phone, email: site.emails.talent }),
          isUser: false,
          timestamp: now(),
          lang: lng,
        });
      } finally {
        if (controller.current === request) controller.current = null;
        setPending(false);
      }
    },
    [addMessage, relabel, conversation.messages, conversation.visitorType, lng, t],
  );

  return {
    messages: conversation.messages,
    visitorType: conversation.visitorType,
    pending,
    send,
    greet,
  };
}
