import React, {useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import insights from '@chatgnb/insights.json';
import events from '@site/src/feedback/events.json';
import {useTrackEvent} from '@site/src/feedback/useInsights';
import {NOT_PAGE_CONTENT} from '@site/src/shared/notPageContent';
import {answeredToday, readersStorage, rememberAnswer} from './answered';
import styles from './styles.module.css';

export type Reason = (typeof events.feedbackReasons)[number];

type Step = 'question' | 'details' | 'thanks';

/** The answer is remembered by this page itself: nothing else changes it while the page is open. */
const noSubscription = () => () => {};

function reasonLabel(reason: string): string {
  switch (reason) {
    case 'not-found':
      return translate({
        id: 'feedback.reason.notFound',
        description: 'A reason a reader found the page unhelpful',
        message: 'I could not find what I needed',
      });
    case 'wrong-or-outdated':
      return translate({
        id: 'feedback.reason.wrong',
        description: 'A reason a reader found the page unhelpful',
        message: 'The information is wrong or out of date',
      });
    case 'hard-to-understand':
      return translate({
        id: 'feedback.reason.hard',
        description: 'A reason a reader found the page unhelpful',
        message: 'It is hard to understand',
      });
    default:
      return translate({
        id: 'feedback.reason.other',
        description: 'A reason a reader found the page unhelpful',
        message: 'Something else',
      });
  }
}

/**
 * "1 character left", "2 characters left"; « Il reste 1 caractère », « Il reste 0 caractère » (in French, 0 and 1 take
 * the singular). Written out: Docusaurus's plural forms use Intl.PluralRules, whose first use loads ICU's data.
 */
function charactersLeft(count: number, locale: string): string {
  const singular = locale === 'fr' ? count <= 1 : count === 1;
  return singular
    ? translate(
        {
          id: 'feedback.details.characterLeft',
          description: 'Under the comment box, when one character is left (in French, also none); {count} is a number',
          message: '{count} character left',
        },
        {count: String(count)},
      )
    : translate(
        {
          id: 'feedback.details.charactersLeft',
          description: 'Under the comment box; {count} is a number',
          message: '{count} characters left',
        },
        {count: String(count)},
      );
}

/** What the reader chose after "No", and an optional comment (scrubbed before it leaves the browser). */
function DetailsForm({onSend}: {onSend: (reason: Reason, comment: string) => void}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const id = useId();
  const [reason, setReason] = useState<Reason | null>(null);
  const [comment, setComment] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const firstChoice = useRef<HTMLInputElement>(null);
  useEffect(() => firstChoice.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      firstChoice.current?.focus();
      return;
    }
    onSend(reason, comment);
  };
  const left = events.commentMaxLength - comment.length;
  return (
    <form className={styles.details} onSubmit={submit} noValidate>
      <fieldset aria-describedby={missingReason ? `${id}-error` : undefined} aria-invalid={missingReason || undefined}>
        <legend className={styles.legend}>
          <Translate id="feedback.details.legend" description="Question above the reasons, after a reader answered No">
            What went wrong?
          </Translate>
        </legend>
        {missingReason && (
          <p id={`${id}-error`} className={styles.error}>
            <Translate
              id="feedback.details.missingReason"
              description="Error when a reader sends without choosing a reason">
              Choose what went wrong.
            </Translate>
          </p>
        )}
        {events.feedbackReasons.map((value, index) => (
          <label key={value} className={styles.choice}>
            <input
              ref={index === 0 ? firstChoice : undefined}
              type="radio"
              name={`${id}-reason`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value as Reason);
                setMissingReason(false);
              }}
            />
            {reasonLabel(value)}
          </label>
        ))}
      </fieldset>
      <label className={styles.commentLabel} htmlFor={`${id}-comment`}>
        <Translate id="feedback.details.comment" description="Label of the optional comment box">
          Tell us more (optional)
        </Translate>
      </label>
      <p id={`${id}-warning`} className={styles.warning}>
        <Translate id="feedback.details.warning" description="Warning under the comment box label">
          Do not include personal or sensitive information, such as your name, phone number, e-mail address or file
          numbers. Your comment is anonymous, so we cannot reply to it.
        </Translate>
      </p>
      <textarea
        id={`${id}-comment`}
        className={styles.comment}
        rows={3}
        maxLength={events.commentMaxLength}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-describedby={`${id}-warning ${id}-count`}
      />
      <p id={`${id}-count`} className={styles.count}>
        {charactersLeft(left, i18n.currentLocale)}
      </p>
      <button type="submit" className="button button--primary">
        <Translate id="feedback.details.send" description="Button that sends the reason and comment">
          Send
        </Translate>
      </button>
    </form>
  );
}

/**
 * "Was this page helpful?" at the foot of an article or category page. Yes is one answer; No asks what went wrong
 * and for an optional comment. What is sent is in src/feedback; hidden when the build sends nothing.
 */
export default function PageFeedback({page}: {page: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const track = useTrackEvent();
  const answerKey = `${i18n.currentLocale}:${page}`;
  const [answering, setAnswering] = useState<Step>('question');
  // Read after hydration (the prerendered page asks the question): a reader who answered today is thanked.
  const answeredBefore = useSyncExternalStore(
    noSubscription,
    () => answeredToday(readersStorage(), answerKey),
    () => false,
  );
  const step = answering === 'question' && answeredBefore ? 'thanks' : answering;
  const [thanked, setThanked] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (thanked) thanks.current?.focus();
  }, [thanked]);

  if (!insights.enabled) {
    return null;
  }
  const answer = (helpful: 'yes' | 'no') => {
    track(events.helpful, {page, answer: helpful});
    rememberAnswer(readersStorage(), answerKey);
    if (helpful === 'yes') {
      setAnswering('thanks');
      setThanked(true);
    } else {
      setAnswering('details');
    }
  };
  const sendDetails = (reason: Reason, comment: string) => {
    track(events.feedbackDetails, {page, reason}, {comment});
    setAnswering('thanks');
    setThanked(true);
  };

  return (
    <section className={clsx(styles.feedback, 'page-feedback')} {...NOT_PAGE_CONTENT}>
      {/* The theme's Heading is for sections readers link to; the question is not one (no anchor). */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 className={styles.title}>
        <Translate id="feedback.question" description="Question at the foot of every article">
          Was this page helpful?
        </Translate>
      </h2>
      {step === 'question' && (
        <div className={styles.answers}>
          <button type="button" className="button button--outline button--primary" onClick={() => answer('yes')}>
            <Translate id="feedback.yes" description="Answer to Was this page helpful?">
              Yes
            </Translate>
          </button>
          <button type="button" className="button button--outline button--primary" onClick={() => answer('no')}>
            <Translate id="feedback.no" description="Answer to Was this page helpful?">
              No
            </Translate>
          </button>
        </div>
      )}
      {step === 'details' && <DetailsForm onSend={sendDetails} />}
      <div role="status" className={styles.status}>
        {step === 'thanks' && (
          <p ref={thanks} tabIndex={-1} className={styles.thanks}>
            <Translate id="feedback.thanks" description="Shown after a reader answered">
              Thank you for your feedback.
            </Translate>
          </p>
        )}
      </div>
    </section>
  );
}
