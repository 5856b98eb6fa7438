import {expect, test} from 'vitest';
import type {ThemeConfig} from '@docusaurus/theme-common';
import {configOf} from '@site/src/testing/site';

test('the colour scheme switch is off, as src/theme/ColorModeToggle (which renders nothing) assumes', async () => {
  const {colorMode} = (await configOf('en')).themeConfig as ThemeConfig;
  expect(
    colorMode.disableSwitch,
    'To offer the colour scheme switch, delete src/theme/ColorModeToggle, which renders nothing.',
  ).toBe(true);
});
