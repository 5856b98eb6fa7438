/**
 * V8's explicit compile hint as the first line of main.js: Chromium (136 and later) compiles the whole script as it
 * loads it, on another thread when it can, instead of compiling each function at its first call in the one task
 * that runs main.js. Other browsers read a comment. At 1,000 articles a language, Lighthouse mobile's TBT on a
 * French article is lower (handbook/figures.md#changes-kept); at 20, no change a reader sees.
 */
import type {CurrentBundler} from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The bundler's plugin that writes the hint at the top of main.js. */
export function mainScriptCompileHint({BannerPlugin, Compilation}: CurrentBundler['instance']) {
  return new BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    include: /(^|\/)main\.[^/]*\.js$/,
    // After the minifier, which drops comments; before the content hash, which then covers the line.
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
