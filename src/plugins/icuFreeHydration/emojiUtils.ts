/**
 * theme-common's extractLeadingEmoji (lib/utils/emojiUtils.js, used by each category card), without the
 * Intl.Segmenter that module builds as it loads (about 50 ms of main thread under 4× CPU throttling): an emoji
 * sequence (flags, ZWJ sequences, skin tones) at the start of a label, found by the same Unicode property the theme
 * tests its first grapheme with.
 */
/** Built at run time (TypeScript's target predates the `v` flag); a browser without the flag gets no emoji. */
function leadingEmojiPattern(): RegExp | null {
  try {
    return new RegExp('^\\p{RGI_Emoji}', 'v');
  } catch {
    return null;
  }
}

const LEADING_EMOJI = leadingEmojiPattern();

export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  const emoji = LEADING_EMOJI?.exec(input)?.[0];
  return emoji ? {emoji, rest: input.slice(emoji.length)} : {emoji: null, rest: input};
}
