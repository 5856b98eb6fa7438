/**
 * Keeps ICU out of a page's hydration. A page's first use of a locale-aware built-in (Intl.*, `localeCompare`)
 * loads ICU's data on the main thread: in a trace of the French article under 4× CPU throttling, about 60 to 80 ms
 * each, in tasks that count as blocking time. Three ran as pages hydrated:
 * - theme-common's useShallowMemoObject sorted keys with `localeCompare` (each code block calls it, so every
 *   article with an example prompt): rewritten here by `keySortLoader.cjs`;
 * - theme-common's extractLeadingEmoji (category cards) builds an Intl.Segmenter as its module loads: replaced here
 *   by `emojiUtils.ts`;
 * - "Last updated on …" used Intl.DateTimeFormat: src/theme/LastUpdated writes the day out itself.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const THEME_REACT_UTILS = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;
const THEME_EMOJI_UTILS = /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/;

export default function icuFreeHydration(): Plugin {
  return {
    name: 'icu-free-hydration',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        module: {rules: [{test: THEME_REACT_UTILS, use: [path.join(__dirname, 'keySortLoader.cjs')]}]},
        plugins: [new NormalModuleReplacementPlugin(THEME_EMOJI_UTILS, path.join(__dirname, 'emojiUtils.ts'))],
      };
    },
  };
}
