#!/usr/bin/env node
/** `npm run build:pending-sample`: see scripts/translations/pendingSample.mjs. */
import path from 'node:path';
import {buildPendingSample} from './pendingSample.mjs';

const outDir = buildPendingSample(path.resolve(import.meta.dirname, '../..'));
console.log(`Pending-translation sample built in ${path.relative(process.cwd(), outDir)}/ (French only, under /fr/).`);
