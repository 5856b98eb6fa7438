import path from 'node:path';
import {test} from 'node:test';
import {RuleTester} from 'eslint';
import rule, {capabilities} from './capabilityBoundaries.mjs';
import {ROOT} from '../../src/shared/node/root.mjs';

/** @param {string} file */
const inSrc = (file) => path.join(ROOT, 'src', file);

test('the capabilities are the folders of src/ with a plugin', () => {
  const found = capabilities();
  for (const capability of ['signIn', 'search', 'feedback', 'hosting', 'translations']) {
    if (!found.includes(capability)) throw new Error(`${capability} is not a capability: ${found.join(', ')}`);
  }
  if (found.includes('shared') || found.includes('theme')) throw new Error('shared/ and theme/ are no capability');
});

test('another capability is reached through its index only', () => {
  new RuleTester({languageOptions: {ecmaVersion: 2025, sourceType: 'module'}}).run('capability-boundaries', rule, {
    valid: [
      {filename: inSrc('search/Box/index.tsx'), code: "import {useContentShown} from '@site/src/signIn';"},
      {filename: inSrc('search/Box/index.tsx'), code: "import x from '@site/src/search/NoResults/Help';"},
      {filename: inSrc('search/Box/index.tsx'), code: "import {longDate} from '@site/src/shared/longDate';"},
      {filename: inSrc('performance/tools/bench/run.mjs'), code: "import {X} from '../../../signIn/tools/index.mjs';"},
      {filename: inSrc('theme/NavbarItem/index.tsx'), code: "export {AccountMenu} from '@site/src/signIn/index';"},
    ],
    invalid: [
      {
        filename: inSrc('search/Box/index.tsx'),
        code: "import {useGateState} from '@site/src/signIn/gateState';",
        errors: [{messageId: 'throughIndex'}],
      },
      {
        filename: inSrc('hosting/tools/server.mjs'),
        code: "import routes from '../../signIn/routes.json' with {type: 'json'};",
        errors: [{messageId: 'throughIndex'}],
      },
      {
        filename: inSrc('pages/index.tsx'),
        code: "const Box = import('@site/src/search/HomeSearch');",
        errors: [{messageId: 'throughIndex'}],
      },
    ],
  });
});
