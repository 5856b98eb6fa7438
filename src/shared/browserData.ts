/**
 * Data a plugin writes at build time for the browser's code, which imports it as `@chatgnb/<name>` (a `declare
 * module` beside that code gives its type): `createData` writes the file in `contentLoaded`, and `configureWebpack`
 * points the name at it. For code that `useDocusaurusContext()` cannot reach: modules that run outside React.
 */
import type {PluginContentLoadedActions} from '@docusaurus/types';

export type BrowserData = {
  write: (actions: PluginContentLoadedActions, data: unknown) => Promise<void>;
  /** Webpack's `resolve.alias` for the module (empty before `write`). */
  alias: () => Record<string, string>;
};

export function browserData(name: `${string}.json`): BrowserData {
  let file = '';
  return {
    async write(actions, data) {
      file = await actions.createData(name, JSON.stringify(data));
    },
    alias: () => ({[`@chatgnb/${name}$`]: file}),
  };
}
