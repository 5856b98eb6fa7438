/** The search box's keyboard shortcut (Ctrl+K, ⌘K on a Mac): the plugin's option and the box's own listener. */
export const SEARCH_SHORTCUT = 'mod+k';
