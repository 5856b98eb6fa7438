import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {checkImportLayers} from './importLayers.mjs';

/** @param {Record<string, string>} files */
function project(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-layers-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

test('imports that point down pass: commands, tests, harness, capabilities, ground floor', () => {
  const root = project({
    'src/shared/node/root.mjs': "import path from 'node:path';\nexport const ROOT = path.resolve('.');\n",
    'src/shared/testFacts/site.ts': "import {ROOT} from '../node/root.mjs';\n",
    'src/signIn/tools/index.mjs': "import {ROOT} from '../../shared/node/root.mjs';\n",
    'src/hosting/tools/server.mjs': "import {x} from '../../signIn/tools/index.mjs';\n",
    'src/signIn/environment.test.ts': "import {x} from '@site/src/testing/site';\n",
    'src/testing/site.tsx': "import {x} from '@site/src/signIn';\nimport {y} from '../shared/testFacts/site';\n",
    'e2e/gate.spec.ts': "import {x} from '../src/shared/testFacts/site';\nimport {y} from '../src/signIn';\n",
    'site-checks/pages.test.ts': "import {x} from '@site/src/testing/builtPages';\n",
    'scripts/withIdp.mjs': "import {x} from '../src/signIn/tools/index.mjs';\n",
  });
  assert.deepEqual(checkImportLayers(root), []);
});

test('an import back up is named, with its file, whether relative, @site/, dynamic or required', () => {
  const root = project({
    'src/shared/ports.mjs': "import site from '../hosting/localSite.json' with {type: 'json'};\n",
    'src/hosting/tools/serve.mjs': "const {PORT} = await import('../../../scripts/ports.mjs');\n",
    'src/feedback/Widget/index.test.tsx': "import {TEXT} from '@site/e2e/feedbackTexts';\n",
    'src/testing/axe.ts': "const rules = require('../../e2e/axe');\n",
    'site-checks/a11y.ts': "import {x} from '../e2e/pageSets';\n",
    'e2e/ports.ts': "import {x} from '../scripts/ports.mjs';\n",
  });
  const problems = checkImportLayers(root);
  for (const file of [
    'src/shared/ports.mjs',
    'src/hosting/tools/serve.mjs',
    'src/feedback/Widget/index.test.tsx',
    'src/testing/axe.ts',
    'site-checks/a11y.ts',
    'e2e/ports.ts',
  ]) {
    assert.ok(
      problems.some((problem) => problem.startsWith(`${file} imports`) && problem.includes('back up')),
      `${file} in ${problems.join('\n')}`,
    );
  }
});

test('two capabilities that import each other, even through a third, close a loop', () => {
  const root = project({
    'src/signIn/tools/idp/registration.mjs': "import {PORTS} from '../../../content/tools/index.mjs';\n",
    'src/content/tools/index.mjs': "import {x} from '../../hosting/tools/index.mjs';\n",
    'src/hosting/tools/staticServer.mjs': "import {LOCAL} from '../../signIn/tools/index.mjs';\n",
    'src/feedback/index.ts': "import {x} from '../hosting';\n",
  });
  const problems = checkImportLayers(root);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /^The folders src\/content, src\/hosting, src\/signIn import each other: /);
  assert.match(problems[0], /src\/hosting\/tools\/staticServer\.mjs → src\/signIn\/tools\/index\.mjs/);
  assert.doesNotMatch(problems[0], /feedback/);
});
