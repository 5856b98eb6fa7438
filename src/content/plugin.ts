/**
 * Content (see ./README.md): what every article can use without an import (`<ServiceFact />`, theme/MDXComponents)
 * and its "Last updated on" line (theme/LastUpdated).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function content(): Plugin {
  const themePath = path.join(__dirname, 'theme');
  return {
    name: 'content',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
  };
}
