import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import {checkProductionImports} from './productionImports.mjs';

/**
 * A project whose package.json declares `kept` as a dependency and `tool` as a devDependency.
 * @param {Record<string, string>} files
 */
function project(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'production-imports-'));
  /**
   * @param {string} file
   * @param {string} text
   */
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({dependencies: {kept: '1.0.0'}, devDependencies: {tool: '1.0.0'}}));
  write('docusaurus.config.ts', "import kept from 'kept';\n");
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

test('the build may import dependencies, aliases, Node built-ins, types and comments of anything', () => {
  const root = project({
    'src/theme/X/index.tsx': [
      "import React from 'kept/react';",
      "import Link from '@docusaurus/Link';",
      "import useBaseUrl from '@docusaurus/useBaseUrl';",
      "import Original from '@theme-original/X';",
      "import fs from 'node:fs';",
      "import type {Config} from 'tool';",
      "/** @type {import('tool').Plugin} */",
      "// require('tool') once did this",
      "const lazy = () => import(/* webpackPrefetch: true */ 'kept/lazy');",
    ].join('\n'),
    'src/x.test.ts': "import {expect} from 'tool';\n",
  });
  assert.deepEqual(checkProductionImports(root), []);
});

test('a devDependency, an undeclared package or a tool in what the build loads is named', () => {
  const root = project({
    'src/a/plugin.ts': "import {x} from 'tool/sub';\nexport {y} from '../../scripts/helper.mjs';\n",
    'src/a/Box/index.tsx':
      "import {z} from '@site/src/b/tools/index.mjs';\nimport {w} from '../../b/tools/eval.mjs';\n",
    'src/a/tools/report.mjs': "import {x} from 'tool';\n",
    'src/b.js': "const z = require('transitive');\nconst w = import('tool');\n",
  });
  assert.deepEqual(checkProductionImports(root).sort(), [
    'src/a/Box/index.tsx imports ../../b/tools/eval.mjs, a tool (src/b/tools/eval.mjs)',
    'src/a/Box/index.tsx imports @site/src/b/tools/index.mjs, a tool',
    'src/a/plugin.ts imports ../../scripts/helper.mjs, a tool (scripts/helper.mjs)',
    'src/a/plugin.ts imports tool/sub, a devDependency: a production install (npm ci --omit=dev) lacks it',
    'src/b.js imports tool, a devDependency: a production install (npm ci --omit=dev) lacks it',
    'src/b.js imports transitive, which package.json does not declare',
  ]);
});
