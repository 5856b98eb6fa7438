/**
 * The head of a page the build writes whole, outside the site's layout (the sign-in callback, the signed-out page,
 * the bilingual not-found page): each carries its own style, declared to the host's CSP by its text.
 */

/** Text made safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Head = {htmlLang: string; titleHtml: string; favicon: string; style: string};

/** From `<!doctype html>` to `</head>`; the title is HTML already (escape a plain text with `escapeHtml`). */
export function standalonePageHead({htmlLang, titleHtml, favicon, style}: Head): string {
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${titleHtml}</title>
<link rel="icon" href="${favicon}">
<style>${style}</style>
</head>`;
}
