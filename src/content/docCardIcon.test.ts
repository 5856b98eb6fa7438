import {describe, expect, it} from 'vitest';
import {extractLeadingEmoji} from '@docusaurus/theme-common/internal';
import {leadingEmoji} from './docCardIcon';

describe('leadingEmoji', () => {
  it.each([
    'How to write prompts',
    'Écrire une requête',
    'À propos de ChatGNB',
    'ÿ',
    '日本語',
    '📄 Guide',
    '🇨🇦 Canada',
    '👩🏽‍💻 Developers',
    '1️⃣ First step',
    '#️⃣ Tags',
    '©️ Copyright',
    '1. First step',
    '# Tags',
    ' leading space',
    '',
  ])('finds what the theme finds in "%s"', (label) => {
    expect(leadingEmoji(label)).toEqual(extractLeadingEmoji(label));
  });
});
