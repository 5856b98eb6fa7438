import {translate} from '@docusaurus/Translate';

/** A page readers are sent to, with its label in the page's language. */
export type TopicLink = {to: string; label: () => string};

/**
 * The topics most readers look for: the home page's "Popular topics", and the first suggestions when a search
 * finds nothing (src/search/NoResults).
 */
export const POPULAR_TOPICS: TopicLink[] = [
  {
    to: '/docs/how-to-use-modes/translation-mode',
    label: () => translate({id: 'home.popular.translation', message: 'Translation'}),
  },
  {
    to: '/docs/how-to-use-modes/writing-mode',
    label: () => translate({id: 'home.popular.writing', message: 'Writing'}),
  },
  {
    to: '/docs/how-to-use-chatgnb/how-to-write-prompts',
    label: () => translate({id: 'home.popular.prompts', message: 'How to write prompts'}),
  },
];

/**
 * The four sections of the Help Centre (their category pages): the home page's cards, and the sections a reader
 * can browse when a search finds nothing.
 */
export const SECTIONS: TopicLink[] = [
  {
    to: '/docs/category/about-chatgnb',
    label: () => translate({id: 'home.cards.about.title', message: 'About ChatGNB'}),
  },
  {
    to: '/docs/category/how-to-use-chatgnb',
    label: () => translate({id: 'home.cards.use.title', message: 'How to use ChatGNB'}),
  },
  {
    to: '/docs/category/how-to-use-modes',
    label: () => translate({id: 'home.cards.modes.title', message: 'How to use the modes'}),
  },
  {
    to: '/docs/category/get-help',
    label: () => translate({id: 'home.cards.help.title', message: 'Get help'}),
  },
];
