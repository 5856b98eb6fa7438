import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import {AccountMenu} from '@site/src/signIn';
import {LocaleToggle} from '@site/src/translations';
import {SearchPageLink} from '@site/src/search';

// The navbar items of the capabilities (docusaurus.config.ts places them).
export default {
  ...ComponentTypes,
  'custom-localeToggle': LocaleToggle,
  'custom-account': AccountMenu,
  'custom-searchPage': SearchPageLink,
};
