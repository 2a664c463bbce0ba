import { storageKeys } from '../../config/storageKeys';
import { isLocale, type Locale } from '../../i18n/locales';
import {
  initialVisitorType,
  readVisitorType,
  type VisitorType,
} from '../../shared/chat/visitorType';

/** A chat message. `timestamp` is an ISO 8601 string. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: string;
  /**
   * The language it is written in, kept with it: after a switch to another page language the
   * earlier messages still say theirs (WCAG 3.1.2). Absent in conversations stored before.
   */
  lang?: Locale;
}

export interface Conversation {
  messages: ChatMessage[];
  visitorType: VisitorType;
}

/** sessionStorage key: the conversation lives as long as the browser tab's session. */

const emptyConversation = (): Conversation => ({ messages: [], visitorType: initialVisitorType });

const isMessage = (value: unknown): value is ChatMessage => {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    typeof m.text === 'string' &&
    typeof m.isUser === 'boolean' &&
    typeof m.timestamp === 'string' &&
    (m.lang === undefined || isLocale(m.lang))
  );
};

/** The stored conversation, or an empty one when storage is empty, unusable or tampered with. */
export function loadConversation(
  storage: Storage | undefined = globalThis.sessionStorage,
): Conversation {
  try {
    const raw = storage?.getItem(storageKeys.chatConversation);
    if (!raw) return emptyConversation();
    const data = JSON.parse(raw) as Record<string, unknown>;
    const messages = Array.isArray(data.messages) ? data.messages.filter(isMessage) : [];
    return { messages, visitorType: readVisitorType(data.visitorType) };
  } catch {
    return emptyConversation();
  }
}

export function saveConversation(
  conversation: Conversation,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  try {
    storage?.setItem(storageKeys.chatConversation, JSON.stringify(conversation));
  } catch {
    // Storage full or disabled (private mode): the conversation still works for this page.
  }
}

export function newMessageId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}
