import {extractLeadingEmoji} from '@docusaurus/theme-common/internal';

/**
 * A card label's leading emoji and the rest, as the theme's `extractLeadingEmoji` finds them. The theme tests the
 * label's first character against `\p{RGI_Emoji}`, a pattern that takes a phone 90–150 ms to compile (4× throttled
 * Chromium), in the middle of hydrating a category page. No emoji starts with a letter: such a label is left whole
 * without the pattern.
 */
export function leadingEmoji(label: string): {emoji: string | null; rest: string} {
  return /^\p{L}/u.test(label) ? {emoji: null, rest: label} : extractLeadingEmoji(label);
}
