import MDXComponents from '@theme-original/MDXComponents';
import DocCardList from '@theme/DocCardList';
import ServiceFact from '@site/src/components/ServiceFact';

// Available in every article without an import.
export default {
  ...MDXComponents,
  DocCardList,
  ServiceFact,
};
