import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {ServiceFacts} from '@site/serviceFacts';

export type ServiceFactName =
  'chatAddress' | 'supportContact' | 'serviceDeskHours' | 'chatHistoryRetention' | 'feedbackRetention';

type Locale = 'en' | 'fr';

function useServiceFacts(): {facts: ServiceFacts; locale: Locale} {
  const {siteConfig, i18n} = useDocusaurusContext();
  return {
    facts: siteConfig.customFields!.serviceFacts as ServiceFacts,
    locale: i18n.currentLocale === 'fr' ? 'fr' : 'en',
  };
}

/** Neutral wording used until the service owners set a fact in serviceFacts.ts. */
function fallbackText(name: ServiceFactName): string {
  switch (name) {
    case 'chatAddress':
      return translate({
        id: 'serviceFact.chatAddress.fallback',
        message: 'the ChatGNB address your department gave you',
        description: 'Said in "go to ___" when the ChatGNB URL is not configured',
      });
    case 'supportContact':
      return translate({
        id: 'serviceFact.supportContact.fallback',
        message: "your department's IT service desk",
        description: 'Said in "Contact ___." when no support contact is configured',
      });
    case 'serviceDeskHours':
      return translate({
        id: 'serviceFact.serviceDeskHours.fallback',
        message: 'during its business hours',
        description: 'Said in "The service desk answers ___." when no hours are configured',
      });
    case 'chatHistoryRetention':
      return translate({
        id: 'serviceFact.chatHistoryRetention.fallback',
        message: 'for a period set by the service owners',
        description: 'Said in "ChatGNB keeps your conversations ___." when no retention period is configured',
      });
    case 'feedbackRetention':
      return translate({
        id: 'serviceFact.feedbackRetention.fallback',
        message: 'for a period set by the service owners',
        description: 'Said in "The Help Centre keeps this information ___." when no retention period is configured',
      });
  }
}

/** The fact as plain text, in the page's language (for use outside articles). */
export function useServiceFactText(name: Exclude<ServiceFactName, 'chatAddress'>): string {
  const {facts, locale} = useServiceFacts();
  return facts[name]?.[locale] ?? fallbackText(name);
}

/**
 * An owner-set fact inside an article sentence, e.g.
 * `Contact <ServiceFact name="supportContact" />.`
 */
export default function ServiceFact({name}: {name: ServiceFactName}): ReactNode {
  const {facts, locale} = useServiceFacts();
  if (name === 'chatAddress') {
    const url = facts.chatUrl?.[locale];
    return url ? <Link href={url}>{url}</Link> : <>{fallbackText(name)}</>;
  }
  return <>{facts[name]?.[locale] ?? fallbackText(name)}</>;
}
