import MDXComponents from '@theme-init/MDXComponents';
import ServiceFact from '@site/src/content/ServiceFact';

// Available in every article without an import. DocCardList is not: category pages import it themselves, so
// articles do not load (and evaluate) the cards' code.
export default {
  ...MDXComponents,
  ServiceFact,
};
