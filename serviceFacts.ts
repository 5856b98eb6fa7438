/**
 * Facts about the ChatGNB service that only its owners can give.
 *
 * This file is the one place where they are set. Articles read them through the
 * <ServiceFact name="..." /> component, so a change here updates every article in
 * both languages. Leave a fact `null` until the owners confirm it: articles then
 * show a neutral wording (for example "your department's IT service desk") that
 * reads naturally in the sentence, and never an invented value.
 */
export type BilingualText = {en: string; fr: string};

/**
 * Where readers can send a problem report. Used by "Report a problem with this page"
 * at the foot of every article; set at most one of the two.
 */
export type SupportChannel = {
  /** E-mail address: the link opens a message with the page's title and address filled in. */
  email?: string;
  /**
   * Address of a web form. `{title}` and `{url}` in it are replaced by the page's title
   * and address (URL-encoded), if the form can take them as query parameters.
   */
  formUrl?: string;
};

export type ServiceFacts = {
  /** Web address of the ChatGNB chat application, per language. */
  chatUrl: {en: string; fr: string} | null;
  /**
   * How readers reach support, as a phrase that fits "Contact ___.", optionally with
   * a channel for problem reports (until one is set, "Report a problem with this page"
   * opens the article on reporting a problem).
   */
  supportContact: (BilingualText & SupportChannel) | null;
  /** When the service desk answers, as a phrase that fits "The service desk answers ___." */
  serviceDeskHours: BilingualText | null;
  /** How long chat history is kept, as a phrase that fits "ChatGNB keeps your conversations ___." */
  chatHistoryRetention: BilingualText | null;
  /**
   * How long the Help Centre keeps what it records of its use (page views, feedback, searches: the retention of its
   * Application Insights resource), as a phrase that fits "The Help Centre keeps this information ___."
   */
  feedbackRetention: BilingualText | null;
};

const serviceFacts: ServiceFacts = {
  chatUrl: null,
  supportContact: null,
  serviceDeskHours: null,
  chatHistoryRetention: null,
  feedbackRetention: null,
};

export default serviceFacts;
