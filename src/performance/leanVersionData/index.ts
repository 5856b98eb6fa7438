/** The docs version's data without what only a section's page shows (./routes.ts). */
import path from 'node:path';

/** The docs plugin, for docusaurus.config.ts (`[DOCS_PLUGIN, {...options, leanVersionData}]`). */
export const DOCS_PLUGIN = path.join(__dirname, 'docsPlugin.ts');
