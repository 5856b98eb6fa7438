import MDXComponents from '@theme-original/MDXComponents';
import ServiceFact from '@site/src/components/ServiceFact';

// Available in every article without an import. DocCardList is not: category pages import it themselves, so
// articles do not load (and evaluate) the cards' code.
export default {
  ...MDXComponents,
  ServiceFact,
};
