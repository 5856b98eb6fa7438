#!/usr/bin/env node
/** `npm run build:pending-sample`: see src/translations/tools/pendingSample.mjs. */
import path from 'node:path';
import {ROOT} from '../../shared/node/root.mjs';
import {buildPendingSample} from './pendingSample.mjs';

const outDir = buildPendingSample(ROOT);
console.log(
  `Pending-translation sample built in ${path.relative(process.cwd(), outDir)}/ (English at /, French under /fr/).`,
);
