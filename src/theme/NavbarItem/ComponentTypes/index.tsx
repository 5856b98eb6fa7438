import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import AccountMenu from '@site/src/auth/AccountMenu';
import LocaleToggle from '@site/src/components/LocaleToggle';
import SearchPageLink from '@site/src/components/SearchPageLink';

export default {
  ...ComponentTypes,
  'custom-localeToggle': LocaleToggle,
  'custom-account': AccountMenu,
  'custom-searchPage': SearchPageLink,
};
