import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {interpolate} from '@docusaurus/Interpolate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {usePathInLocale} from '@site/src/translations/pathInLocale';
import {PLUGIN_NAME, type PendingTranslations} from '@site/src/translations/globalData';
import {formatLongDate} from '@site/src/shared/longDate';
import styles from './styles.module.css';

// The notice says everything twice: in the page's language (translate(), French in i18n/fr/code.json) and in
// English, the language of the source, whatever the page's. So the English of each text is a constant, used as
// is for the English half and as translate()'s message (write-translations reads constants too).
const UPDATED_ON_EN = 'The English version of this page was updated on {date}; this translation is being revised.';
const UPDATED_EN = 'The English version of this page has been updated; this translation is being revised.';
const READ_ENGLISH_EN = 'Read the English version';

/** The day, in UTC, written as the English page's "Last updated on" writes it. */
function formatDate(isoDate: string, htmlLang: string): string {
  return formatLongDate(new Date(`${isoDate}T00:00:00Z`), htmlLang);
}

type NoticeTextProps = {lang: string; text: string; link: string; href: string; hrefLang: string};

function NoticeText({lang, text, link, href, hrefLang}: NoticeTextProps): ReactNode {
  return (
    <p lang={lang}>
      {`${text} `}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a full page load into the English build */}
      <a href={href} hrefLang={hrefLang} target="_self">
        {link}
      </a>
    </p>
  );
}

/**
 * At the top of a French article published while its translation is being revised (PUBLISH_PENDING_TRANSLATIONS,
 * src/translations): says so in the page's language and in English, with the day the English
 * changed and a link to the English page.
 */
export default function TranslationPendingNotice(): ReactNode {
  const {metadata} = useDoc();
  const pending = (usePluginData(PLUGIN_NAME) as PendingTranslations)[metadata.id];
  const {i18n} = useDocusaurusContext();
  const englishPath = usePathInLocale(i18n.defaultLocale);
  if (!pending) {
    return null;
  }
  const pageLang = i18n.localeConfigs[i18n.currentLocale]!.htmlLang;
  const englishLang = i18n.localeConfigs[i18n.defaultLocale]!.htmlLang;
  const date = pending.englishUpdatedOn;
  /* eslint-disable @docusaurus/string-literal-i18n-messages -- the English constants above, see there */
  const pageText = date
    ? translate(
        {
          id: 'translationNotice.updatedOn',
          message: UPDATED_ON_EN,
          description: 'Notice on a page whose translation is being revised; {date} is the day the English changed',
        },
        {date: formatDate(date, pageLang)},
      )
    : translate({
        id: 'translationNotice.updated',
        message: UPDATED_EN,
        description: 'Notice on a page whose translation is being revised, when the day the English changed is unknown',
      });
  const pageLink = translate({
    id: 'translationNotice.readEnglish',
    message: READ_ENGLISH_EN,
    description: 'Link from the notice of a page whose translation is being revised to the English page',
  });
  /* eslint-enable @docusaurus/string-literal-i18n-messages */
  const englishText = date ? interpolate(UPDATED_ON_EN, {date: formatDate(date, englishLang)}) : UPDATED_EN;
  const label = translate({
    id: 'translationNotice.label',
    message: 'Translation being revised',
    description: 'Accessible name of the notice on a page whose translation is being revised',
  });
  return (
    <section className={clsx('alert alert--warning', styles.notice)} aria-label={label}>
      <NoticeText lang={pageLang} text={pageText} link={pageLink} href={englishPath} hrefLang={englishLang} />
      <NoticeText
        lang={englishLang}
        text={englishText}
        link={READ_ENGLISH_EN}
        href={englishPath}
        hrefLang={englishLang}
      />
    </section>
  );
}
