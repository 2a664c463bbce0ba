import { describe, expect, it } from 'vitest';
import { ask } from './testKnowledge';

/** "I did X, what now?": the steps after X, from the page that describes that process. */
describe('the steps after the one done', () => {
  it('gives the steps that follow, numbered, from the page whose step was done', () => {
    const reply = ask('es', 'Listo, ya tuve la llamada de asesoría con ustedes. ¿Y ahora qué?');
    expect(reply.response).toContain('3. Tu programa y tu plan');
    expect(reply.response).toContain('migration#process');
    expect(reply.response).not.toContain('2. Llamada de asesoría');
  });

  it('gives the remaining steps of the talent journey in English', () => {
    const reply = ask('en', 'I created my profile yesterday. What comes next?');
    expect(reply.response).toMatch(/2\. Get to know us:[^]*5\. Start your new job/);
  });

  it('leaves a message that asks something else too to the aspects', () => {
    const reply = ask('en', 'How much is the free pre-evaluation, and what happens next?');
    expect(reply.response).not.toContain('2. Advisory call');
  });
});
