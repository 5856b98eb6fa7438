import {useEffect} from 'react';

/** Whether the reader's keyboard has ⌘ for the shortcut (a Mac), rather than Ctrl. */
export function isMac(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform;
  return /mac/i.test(platform ?? navigator.userAgent);
}

/** The keys the box's hint shows: ctrl K, or ⌘ K on a Mac (as the search plugin's box showed them). */
export function shortcutKeys(mac: boolean): string[] {
  return [mac ? '⌘' : 'ctrl', 'K'];
}

/** Ctrl+K (⌘K on a Mac), and no other modifier. */
export function isSearchShortcut(event: KeyboardEvent, mac: boolean): boolean {
  const modifier = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

/** Focuses the box (`input`, once mounted) on the shortcut, from anywhere on the page. */
export function useSearchShortcut(input: HTMLInputElement | null, onUse?: () => void): void {
  useEffect(() => {
    const mac = isMac();
    const focusOnShortcut = (event: KeyboardEvent) => {
      if (input && isSearchShortcut(event, mac)) {
        event.preventDefault();
        input.focus();
        onUse?.();
      }
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, [input, onUse]);
}
