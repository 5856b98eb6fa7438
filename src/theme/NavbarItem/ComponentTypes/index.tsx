import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import type ComponentTypesOfTheTheme from '@theme-original/NavbarItem/ComponentTypes';
import {AccountMenu} from '@site/src/signIn';
import {LocaleToggle} from '@site/src/translations';
import {SearchPageLink} from '@site/src/search';

/**
 * The navbar item types docusaurus.config.ts uses, and those of the capabilities. Not the theme's whole list: its
 * dropdowns and version items would be in every page's main.js (handbook/figures.md#changes-kept). A type missing here stops the build,
 * naming it ("No NavbarItem component found for type").
 */
export default {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  search: SearchNavbarItem,
  'custom-localeToggle': LocaleToggle,
  'custom-account': AccountMenu,
  'custom-searchPage': SearchPageLink,
} satisfies Partial<typeof ComponentTypesOfTheTheme> & Record<`custom-${string}`, unknown>;
