import path from 'node:path';
import {test} from 'node:test';
import {RuleTester} from 'eslint';
import rule, {capabilities} from './capabilityBoundaries.mjs';
import {ROOT} from '../../src/shared/node/root.mjs';

/** @param {string} file */
const inSrc = (file) => path.join(ROOT, 'src', file);
/** @param {string} file */
const inRoot = (file) => path.join(ROOT, file);

test('the capabilities are the folders of src/ with a plugin', () => {
  const found = capabilities();
  for (const capability of ['signIn', 'search', 'feedback', 'hosting', 'translations']) {
    if (!found.includes(capability)) throw new Error(`${capability} is not a capability: ${found.join(', ')}`);
  }
  if (found.includes('shared') || found.includes('theme')) throw new Error('shared/ and theme/ are no capability');
});

test('a capability is reached through its index only, from another, a test or a command', () => {
  new RuleTester({languageOptions: {ecmaVersion: 2025, sourceType: 'module'}}).run('capability-boundaries', rule, {
    valid: [
      {filename: inSrc('search/Box/index.tsx'), code: "import {useContentShown} from '@site/src/signIn';"},
      {filename: inSrc('search/Box/index.tsx'), code: "import x from '@site/src/search/NoResults/Help';"},
      {filename: inSrc('search/Box/index.tsx'), code: "import {longDate} from '@site/src/shared/longDate';"},
      {
        filename: inSrc('performance/tools/bench/pageLoads.mjs'),
        code: "import {X} from '../../../signIn/tools/index.mjs';",
      },
      {filename: inSrc('theme/NavbarItem/index.tsx'), code: "export {AccountMenu} from '@site/src/signIn/index';"},
      {filename: inRoot('e2e/auth.spec.ts'), code: "import {CALLBACK_ROUTE} from '../src/signIn/tools/index.mjs';"},
      {filename: inRoot('site-checks/pages.test.ts'), code: "import {X} from '@site/src/feedback';"},
      {filename: inRoot('scripts/withIdp.mjs'), code: "import {X} from '../src/shared/node/localProvider.mjs';"},
    ],
    invalid: [
      {
        filename: inSrc('search/Box/index.tsx'),
        code: "import {useGateState} from '@site/src/signIn/browser/gateState';",
        errors: [{messageId: 'throughIndex'}],
      },
      {
        filename: inSrc('hosting/tools/server.mjs'),
        code: "import routes from '../../signIn/shared/routes.json' with {type: 'json'};",
        errors: [{messageId: 'throughIndex'}],
      },
      {
        filename: inSrc('pages/index.tsx'),
        code: "const Box = import('@site/src/search/HomeSearch');",
        errors: [{messageId: 'throughIndex'}],
      },
      {
        filename: inRoot('e2e/feedback.spec.ts'),
        code: "import {NO_LOCATION} from '../src/feedback/noLocation';",
        errors: [{messageId: 'throughIndex'}],
      },
      {
        filename: inRoot('site-checks/pages.test.ts'),
        code: "import {CALLBACK_ROUTE} from '@site/src/signIn/shared/signInRoutes';",
        errors: [{messageId: 'throughIndex'}],
      },
      {
        filename: inRoot('scripts/check.mjs'),
        code: "import {PENDING_SAMPLE} from '../src/translations/tools/buildPendingSample.mjs';",
        errors: [{messageId: 'throughIndex'}],
      },
    ],
  });
});
