/**
 * CONTRIBUTING.md's "Adding an article", followed step by step on a copy of the project (a git repository of its own),
 * with the commands it gives: the new article's check passes at the end, and a step left out is named.
 */
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {after, test} from 'node:test';
import {commitAll, sourceArchiveCopy} from '../../shared/node/projectCopy.mjs';
import {ROOT} from '../../shared/node/root.mjs';
import {checkArticleFreshness} from '../../translations/tools/index.mjs';
import {OWNERS} from './articleReviews.mjs';

const FR_DOCS = 'i18n/fr/docusaurus-plugin-content-docs/current';
const NEW = {category: 'how-to-use-modes', article: 'checking-a-translation'};
const LINKED_FROM = {category: 'how-to-use-modes', article: 'translation-mode'};
const today = new Date().toISOString().slice(0, 10);

const ENGLISH = `---
title: Checking a translation
description: How to ask ChatGNB to compare a translation with its original and point out what differs.
keywords: [compare translation, proofread translation, second opinion]
sidebar_position: 4
owner: ${OWNERS[0]}
last_reviewed: ${today}
---

Translation mode can also read a translation you already have and tell you where it departs from the original.

## Before you start {#before-you-start}

Have both texts at hand: the original, in the language it was written in, and the translation you want to check. A
translation made by someone else, by a service or by ChatGNB itself can all be checked the same way. Keep the two
texts short enough to read side by side: a page or two at a time gives clearer answers than a whole report. Remove
anything personal or sensitive first, as you would for any other request.

## Ask for a comparison {#ask-for-a-comparison}

Paste the original text, then the translation, and ask ChatGNB to list the sentences whose meaning differs.

Ask for each difference to be quoted from both texts, with a short reason: a word left out, a number changed, a tone
that is more formal or less formal than the original, a term that your department translates another way. Ask it to
say so when it finds nothing: an empty list is an answer too.

## Check what it finds {#check-what-it-finds}

Read each point it raises against both texts. You decide what to change: ChatGNB can be wrong.

When a point is right, correct the translation yourself or ask ChatGNB for a new wording of that one sentence. When a
point is wrong, ignore it. For texts that are published or sent outside the government, the official translation
process of your department still applies: this check helps you prepare, it does not replace a professional review.

## Related articles {#related-articles}

- [Translation mode](./translation-mode.mdx)
- [What are modes?](./what-are-modes.mdx)
`;

const FRENCH = `---
title: Vérifier une traduction
description: Comment demander à ChatGNB de comparer une traduction avec son original et de signaler ce qui diffère.
keywords: [comparer une traduction, réviser une traduction, deuxième avis]
sidebar_position: 4
---

Le mode traduction peut aussi lire une traduction que vous avez déjà et vous dire où elle s'écarte de l'original.

## Avant de commencer {#before-you-start}

Ayez les deux textes sous la main : l'original, dans la langue où il a été écrit, et la traduction que vous voulez
vérifier. Une traduction faite par quelqu'un d'autre, par un service ou par ChatGNB lui-même se vérifie de la même
façon. Gardez des textes assez courts pour les lire côte à côte : une page ou deux à la fois donnent des réponses plus
claires qu'un rapport entier. Retirez d'abord tout renseignement personnel ou délicat, comme pour toute autre demande.

## Demander une comparaison {#ask-for-a-comparison}

Collez le texte original, puis la traduction, et demandez à ChatGNB d'énumérer les phrases dont le sens diffère.

Demandez que chaque différence soit citée dans les deux textes, avec une courte raison : un mot omis, un nombre
modifié, un ton plus ou moins soutenu que celui de l'original, un terme que votre ministère traduit autrement.
Demandez-lui de le dire quand il ne trouve rien : une liste vide est aussi une réponse.

## Vérifier ce qu'il relève {#check-what-it-finds}

Relisez chaque point soulevé en le comparant aux deux textes. C'est vous qui décidez quoi changer : ChatGNB peut se
tromper.

Quand un point est juste, corrigez la traduction vous-même ou demandez à ChatGNB une nouvelle formulation de cette
phrase. Quand un point est faux, ignorez-le. Pour les textes publiés ou envoyés à l'extérieur du gouvernement, le
processus de traduction officiel de votre ministère s'applique toujours : cette vérification vous aide à vous
préparer, elle ne remplace pas une révision professionnelle.

## Articles connexes {#related-articles}

- [Mode traduction](./translation-mode.mdx)
- [Qu'est-ce qu'un mode?](./what-are-modes.mdx)
`;

/** @type {string[]} */
const copies = [];
after(() => copies.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** The commands of CONTRIBUTING.md's "Adding an article", in order. */
function guideCommands() {
  const guide = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
  const section = guide.slice(guide.indexOf('## Adding an article'), guide.indexOf('## Renaming or moving'));
  return [...section.matchAll(/`(npm run [^`]+)`|^\s+(npm run .+)$/gm)].map(([, inline, block]) => inline ?? block);
}

/**
 * @param {string} command
 * @param {{category: string, article: string}} names
 */
const filled = (command, {category, article}) =>
  command.replace('<category>', category).replace('<article>', article).replace('<other-category>', category);

/**
 * @param {string} dir
 * @param {string} command
 */
function npm(dir, command) {
  const result = spawnSync(command, {cwd: dir, shell: true, encoding: 'utf8', env: {...process.env, CI: 'true'}});
  return {code: result.status, output: `${result.stdout}${result.stderr}`};
}

/**
 * @param {string} dir
 * @param {string} file
 * @param {string} line
 */
function appendLink(dir, file, line) {
  const target = path.join(dir, file);
  fs.writeFileSync(target, `${fs.readFileSync(target, 'utf8').trimEnd()}\n${line}\n`);
}

test("following CONTRIBUTING's steps, a new article passes the check, and a linked-from French left unmarked is named", () => {
  const commands = guideCommands();
  const markNew = commands.find((command) => command.includes('translation:mark') && command.includes('<article>'));
  const markLinkedFrom = commands.find((command) => command.includes('<other-article>'));
  assert.ok(markNew && markLinkedFrom && commands.includes('npm run check'), `the guide's commands: ${commands}`);

  const dir = sourceArchiveCopy(ROOT, 'adding-an-article-');
  copies.push(dir);
  commitAll(dir, 'The help centre', '2026-11-01T12:00:00Z');

  // Steps 1 to 3: the English and the French, same file name.
  const enFile = `docs/${NEW.category}/${NEW.article}.mdx`;
  fs.writeFileSync(path.join(dir, enFile), ENGLISH);
  fs.writeFileSync(path.join(dir, FR_DOCS, NEW.category, `${NEW.article}.mdx`), FRENCH);
  // Step 4: the new French marked.
  assert.equal(npm(dir, filled(markNew, NEW)).code, 0);
  // Step 5: linked from a related article, in both languages; its French is pending until marked.
  const linkedFrom = `${LINKED_FROM.category}/${LINKED_FROM.article}`;
  appendLink(dir, `docs/${linkedFrom}.mdx`, `- [Checking a translation](./${NEW.article}.mdx)`);
  appendLink(dir, `${FR_DOCS}/${linkedFrom}.mdx`, `- [Vérifier une traduction](./${NEW.article}.mdx)`);
  const pending = checkArticleFreshness({root: dir, publishPending: []}).problems.join('\n');
  assert.match(pending, new RegExp(`${FR_DOCS}/${linkedFrom}\\.mdx`));
  const markOther = markLinkedFrom.replace('<other-category>', LINKED_FROM.category);
  assert.equal(npm(dir, markOther.replace('<other-article>', LINKED_FROM.article)).code, 0);
  // Step 7: the check passes (the search evaluation of step 6 runs on the project's own build in `npm test`).
  const check = npm(dir, 'npm run check');
  assert.equal(check.code, 0, check.output);
  assert.match(check.output, /All content, translation and spelling checks passed/);
});
