import type {Plugin} from '@docusaurus/types';

/** What an import is resolved to: a file, or a function that may rewrite the request (webpack's resource data). */
type Replacement = string | ((resource: {request: string; context?: string}) => void);

/** A plugin that gives every import of a module matching `pattern` the `replacement` instead. */
export function replaceModule(name: string, pattern: RegExp, replacement: Replacement): Plugin {
  return {
    name,
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(pattern, replacement)]};
    },
  };
}
