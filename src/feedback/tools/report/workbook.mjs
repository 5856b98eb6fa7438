#!/usr/bin/env node
/**
 * `npm run feedback:workbook`: writes ./feedbackWorkbook.json from ./queries.mjs, with the articles' owners, reviews
 * and translations as they are now (after changing a query, reviewing an article or marking a translation).
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../../shared/node/root.mjs';
import {projectArticles} from './attention.mjs';
import {workbook} from './queries.mjs';

export const WORKBOOK_FILE = path.join(import.meta.dirname, 'feedbackWorkbook.json');

export const workbookFromProject = (root = ROOT) => workbook(projectArticles(root));

export function workbookText(root = ROOT) {
  return `${JSON.stringify(workbookFromProject(root), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(WORKBOOK_FILE, workbookText());
  console.log(
    `Wrote ${path.relative(process.cwd(), WORKBOOK_FILE)}: import it in Azure Monitor (README, "Readers' feedback").`,
  );
}
