/**
 * What a reader reads and names in "Was this page helpful?", in both languages (the component, built-page and browser
 * tests): the English as the component writes it, the French read from its translation file (i18n/fr/code.json).
 */
import frenchCode from '../../../i18n/fr/code.json';

type FeedbackId = Extract<keyof typeof frenchCode, `feedback.${string}`>;

const french = (id: FeedbackId, count?: number) => frenchCode[id].message.replace('{count}', String(count));

export const FEEDBACK_TEXT = {
  en: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    legend: 'What went wrong?',
    outdated: 'The information is wrong or out of date',
    hard: 'It is hard to understand',
    other: 'Something else',
    comment: 'Tell us more (optional)',
    left: '500 characters left',
    leftAfter: '495 characters left',
    oneLeft: '1 character left',
    noneLeft: '0 characters left',
    warning: 'Do not include personal or sensitive information',
    send: 'Send',
    missing: 'Choose what went wrong.',
    thanks: 'Thank you for your feedback.',
  },
  fr: {
    question: french('feedback.question'),
    yes: french('feedback.yes'),
    no: french('feedback.no'),
    legend: french('feedback.details.legend'),
    outdated: french('feedback.reason.wrong'),
    hard: french('feedback.reason.hard'),
    other: french('feedback.reason.other'),
    comment: french('feedback.details.comment'),
    left: french('feedback.details.charactersLeft', 500),
    leftAfter: french('feedback.details.charactersLeft', 495),
    oneLeft: french('feedback.details.characterLeft', 1),
    noneLeft: french('feedback.details.characterLeft', 0),
    warning: french('feedback.details.warning'),
    send: french('feedback.details.send'),
    missing: french('feedback.details.missingReason'),
    thanks: french('feedback.thanks'),
  },
};
