import type { ProfileText } from './profileText';

/**
 * Whether a message asks a question that is nothing but one of the phrases of `copy`: "Is
 * possible?" after a welder's case (85b v13) asks about the case, where "Is it possible to
 * work while I study?" asks something of its own.
 */
export function bareQuestionFinder(text: ProfileText, copy: string) {
  const alone = new RegExp(`^\\s*${text.any(copy)}\\s*$`);
  return (message: string) =>
    (message.match(/[^.!?]+\?/g) ?? []).some((question) =>
      alone.test(question.replace(/[¿?¡!]/g, ' ')),
    );
}
