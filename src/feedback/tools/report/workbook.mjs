#!/usr/bin/env node
/** `npm run feedback:workbook`: writes insights/feedback-workbook.json from ./queries.mjs (after changing a query). */
import fs from 'node:fs';
import path from 'node:path';
import {workbook} from './queries.mjs';

export const WORKBOOK_FILE = path.join(import.meta.dirname, 'feedback-workbook.json');

export function workbookText() {
  return `${JSON.stringify(workbook(), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(WORKBOOK_FILE, workbookText());
  console.log(
    `Wrote ${path.relative(process.cwd(), WORKBOOK_FILE)}: import it in Azure Monitor (README, "Readers' feedback").`,
  );
}
