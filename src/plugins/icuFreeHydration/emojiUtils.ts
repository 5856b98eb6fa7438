/**
 * theme-common's extractLeadingEmoji (lib/utils/emojiUtils.js, used by each category card), without its cost on a
 * category page: the theme's module builds an Intl.Segmenter as it loads (about 50 ms of main thread under 4× CPU
 * throttling), and its test, `\p{RGI_Emoji}` with the `v` flag, takes about 27 ms to build and 2 ms a label
 * unthrottled. Here a label is tested against RGI_Emoji only when its first character is an emoji character, as the
 * first character of every emoji sequence (flags, keycaps, ZWJ sequences, skin tones) is. The result is the
 * theme's: the leading emoji sequence, or none.
 */
const STARTS_WITH_EMOJI_CHARACTER = /^\p{Emoji}/u;

let leadingEmoji: RegExp | null | undefined;

/** Built on first need, at run time (TypeScript's target predates the `v` flag); without the flag, no emoji. */
function leadingEmojiPattern(): RegExp | null {
  if (leadingEmoji === undefined) {
    try {
      leadingEmoji = new RegExp('^\\p{RGI_Emoji}', 'v');
    } catch {
      leadingEmoji = null;
    }
  }
  return leadingEmoji;
}

export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  const emoji = STARTS_WITH_EMOJI_CHARACTER.test(input) ? leadingEmojiPattern()?.exec(input)?.[0] : undefined;
  return emoji ? {emoji, rest: input.slice(emoji.length)} : {emoji: null, rest: input};
}
