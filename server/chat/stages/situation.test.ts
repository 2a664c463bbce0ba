// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ask, knowledge, visitors } from './testKnowledge';

const { values, nextStepUrls } = knowledge.en;

describe("the visitor's situation with the company", () => {
  it('waiting for an answer gets the honest next step and the channels, not the form again', () => {
    const reply = ask('en', 'I filled the pre-evaluation a week ago and nobody answered');
    expect(reply.kind).toBe('contact');
    expect(reply.response).toContain(values.emailTalent);
    expect(reply.response).toContain(nextStepUrls.whatsapp);
    expect(reply.response).not.toContain(nextStepUrls.preEvaluation);
  });

  it('reads it in Spanish and German, and for a company', () => {
    const es = ask('es', 'llené la evaluación previa hace una semana y nadie me respondió');
    expect(es.response).toContain(knowledge.es.engine.situationReplies.waiting);
    const de = ask(
      'de',
      'Wir haben Ihnen vor acht Tagen das Anfrageformular geschickt, können Sie nachsehen?',
      visitors.company,
    );
    expect(de.response).toContain(knowledge.de.engine.situationReplies.waiting);
    expect(de.response).not.toContain(knowledge.de.nextStepUrls.companyRequest);
  });

  it('answers a question asked in a sentence of its own after it', () => {
    const reply = ask('en', 'You charged me twice for the package. How much is the premium one?');
    expect(reply.response).toContain(knowledge.en.engine.situationReplies.charge);
    expect(reply.response).toContain(values.premium);
  });

  it('leaves a question about where to complain about data to the privacy answer', () => {
    const reply = ask('de', 'Bei welcher Aufsichtsbehörde kann ich mich über Sie beschweren?');
    expect(reply.response).not.toContain(knowledge.de.engine.situationReplies.complaint);
  });
});
