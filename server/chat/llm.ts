import { localeRegistry } from '../../src/i18n/locales';
import { contextSentence, type HistoryTurn } from '../../src/shared/chat/protocol';
import { interpolate } from '../../src/shared/chat/text';
import type { VisitorType } from '../../src/shared/chat/visitorType';
import { nextStepLine, type EngineAnswer } from './engine';
import type { LocaleKnowledge } from './knowledge';

/**
 * Optional LLM provider: any OpenAI-compatible chat completions endpoint, configured with
 * CHAT_LLM_BASE_URL (for example https://api.openai.com/v1), CHAT_LLM_API_KEY and
 * CHAT_LLM_MODEL, and CHAT_LLM_TIMEOUT_MS (default 12 s, below the widget's 20 s).
 */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const defaultLlmTimeoutMs = 12_000;

export function readLlmConfig(env: Record<string, string | undefined>): LlmConfig | null {
  const baseUrl = env.CHAT_LLM_BASE_URL?.trim().replace(/\/+$/, '');
  const apiKey = env.CHAT_LLM_API_KEY?.trim();
  const model = env.CHAT_LLM_MODEL?.trim();
  if (!baseUrl || !apiKey || !model) return null;
  const timeout = Number(env.CHAT_LLM_TIMEOUT_MS);
  return {
    baseUrl,
    apiKey,
    model,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : defaultLlmTimeoutMs,
  };
}

/** The system prompt: the services briefing, the retrieved facts and how to answer. */
export function systemPrompt(
  knowledge: LocaleKnowledge,
  visitorType: VisitorType,
  retrieved: EngineAnswer,
): string {
  const { chat, values } = knowledge;
  const language = localeRegistry[knowledge.locale].endonym;
  const facts = retrieved.facts.length
    ? retrieved.facts.map((item) => `- ${item.answer}`).join('\n')
    : '- (no matching facts; say so and offer a human contact)';
  const next = retrieved.nextStep ? nextStepLine(knowledge, retrieved.nextStep) : '';
  return [
    `You are the website assistant of ${values.brand}, available 24/7.`,
    interpolate(chat.request.briefing, values),
    contextSentence(chat.request, visitorType.type),
    `Contact: phone ${values.phone}; e-mail ${values.emailClients} (companies), ${values.emailTalent} (professionals), ${values.emailPeople} (people team).`,
    `Facts from the website:\n${facts}`,
    [
      `Answer in ${language}, in plain text without Markdown or HTML, in at most 120 words.`,
      'Use only the facts above; never invent prices, dates, guarantees or contacts.',
      'If the facts do not answer the question, say so and point to the phone or e-mail above.',
      next ? `End with this line exactly:\n${next}` : '',
    ]
      .filter(Boolean)
      .join(' '),
  ].join('\n\n');
}

/**
 * Calls the endpoint with the system prompt, the earlier turns the request carried and the
 * question; resolves with the reply text or rejects (status, timeout, bad body).
 */
export async function askLlm(
  config: LlmConfig,
  system: string,
  question: string,
  fetchImpl: typeof fetch = fetch,
  history: readonly HistoryTurn[] = [],
): Promise<string> {
  const response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${config.apiKey}`,
    },
    body: JSON.stringify({
      model: config.model,
      messages: [
        { role: 'system', content: system },
        ...history.map((turn) => ({
          role: turn.role === 'visitor' ? 'user' : 'assistant',
          content: turn.text,
        })),
        { role: 'user', content: question },
      ],
      temperature: 0.3,
      max_tokens: 400,
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
  const data = (await response.json()) as {
    choices?: { message?: { content?: unknown } }[];
  };
  const content = data.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('LLM reply has no content');
  return content.trim();
}
