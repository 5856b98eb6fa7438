import type {Plugin} from '@docusaurus/types';

/** A plugin that gives every import of a module matching `pattern` the file `replacement` instead. */
export function replaceModule(name: string, pattern: RegExp, replacement: string): Plugin {
  return {
    name,
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(pattern, replacement)]};
    },
  };
}
