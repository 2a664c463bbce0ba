import type chatAnswersBundle from '../../locales/en/chatAnswers.json';

/** The chat's copy (`locales/<lng>/chatAnswers.json`), typed by the English bundle. */
export type AnswersBundle = typeof chatAnswersBundle;
