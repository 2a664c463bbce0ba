import { describe, expect, it } from 'vitest';
import { initialVisitorType } from '../../shared/chat/visitorType';
import { storageKeys } from '../../config/storageKeys';
import { loadConversation, saveConversation } from './conversationStore';

const message = { id: 'm1', text: 'Hola', isUser: true, timestamp: '2025-03-26T10:00:00.000Z' };

describe('conversation store', () => {
  it('restores what it saved', () => {
    const conversation = {
      messages: [message],
      visitorType: { type: 'latam_professional', confidence: 0.4 } as const,
    };
    saveConversation(conversation, sessionStorage);
    expect(loadConversation(sessionStorage)).toEqual(conversation);
  });

  it('drops malformed messages and reads a tampered visitor type as unknown', () => {
    sessionStorage.setItem(
      storageKeys.chatConversation,
      JSON.stringify({
        messages: [message, { id: 2, text: 'x' }],
        visitorType: { type: 'admin', confidence: 1 },
      }),
    );
    expect(loadConversation(sessionStorage)).toEqual({
      messages: [message],
      visitorType: initialVisitorType,
    });
  });

  it('keeps each message’s language, and drops a message with an unknown one', () => {
    const german = { ...message, id: 'm2', lang: 'de' as const };
    sessionStorage.setItem(
      storageKeys.chatConversation,
      JSON.stringify({
        messages: [message, german, { ...message, id: 'm3', lang: 'xx' }],
        visitorType: initialVisitorType,
      }),
    );
    expect(loadConversation(sessionStorage).messages).toEqual([message, german]);
  });

  it('starts empty when storage holds nothing usable', () => {
    sessionStorage.setItem(storageKeys.chatConversation, '{not json');
    expect(loadConversation(sessionStorage)).toEqual({
      messages: [],
      visitorType: initialVisitorType,
    });
  });
});
