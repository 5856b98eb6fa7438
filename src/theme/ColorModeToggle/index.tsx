import type {ReactNode} from 'react';

/**
 * The site has one colour scheme (`colorMode.disableSwitch` in docusaurus.config.ts): the theme never shows its
 * switch, yet its code and icons would be in every page's main.js (handbook/figures.md#changes-kept). Replaced, not wrapped, so that they
 * are not. To offer the switch, delete this folder and set `disableSwitch: false`; the test beside it says so.
 */
export default function ColorModeToggle(): ReactNode {
  return null;
}
