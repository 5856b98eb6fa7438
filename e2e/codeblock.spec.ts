import {test, expect, expectSignedIn} from './fixtures';
import {localePath, LOCALES, type Locale} from '../src/shared/testFacts/site';

const COPY: Record<Locale, string> = {en: 'Copy code to clipboard', fr: 'Copier le code'};

const EMAIL_PROMPT: Record<Locale, RegExp> = {
  en: /^Draft a short, friendly e-mail to my team\.[\s\S]*Keep it under 100 words\.$/,
  fr: /^Rédige un courriel court et cordial à mon équipe\.[\s\S]*Maximum 100 mots\.$/,
};

for (const locale of LOCALES) {
  test(`${locale}: an example prompt shows line by line as written, and Copy puts it on the clipboard`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(localePath(locale, '/docs/how-to-use-chatgnb/how-to-write-prompts#example-email'));
    await expectSignedIn(page);
    const block = page
      .locator('.theme-code-block')
      .filter({has: page.locator('code', {hasText: EMAIL_PROMPT[locale]})})
      .first();
    const code = block.locator('code');
    const lines = await code.locator('.token-line').allInnerTexts();
    expect(lines.length).toBeGreaterThan(1);
    await block.hover();
    await block.getByRole('button', {name: COPY[locale]}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(EMAIL_PROMPT[locale]);
    expect(copied.split('\n')).toEqual(lines.map((line) => line.replace(/\n$/, '')));
  });
}
