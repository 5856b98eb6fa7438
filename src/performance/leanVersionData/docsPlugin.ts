/**
 * The docs plugin (@docusaurus/plugin-content-docs, with its own options and validation), whose routes go through
 * ./routes.ts when `leanVersionData` is on (the performance patch `lean-version-data`).
 */
import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {leanVersionRoutes} from './routes';

type Lean = {leanVersionData: boolean};

export function validateOptions({
  validate,
  options: {leanVersionData, ...options},
}: OptionValidationContext<Options & Lean, PluginOptions & Lean>): PluginOptions & Lean {
  // The docs plugin validates its own options, with our one taken out.
  const validateDocs = validate as unknown as OptionValidationContext<Options | undefined, PluginOptions>['validate'];
  return {...validateDocsOptions({validate: validateDocs, options}), leanVersionData};
}

export default async function docs(
  context: LoadContext,
  {leanVersionData, ...options}: PluginOptions & Lean,
): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const {contentLoaded} = plugin;
  if (!leanVersionData || !contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) =>
      contentLoaded({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(leanVersionRoutes(route))},
      }),
  };
}
