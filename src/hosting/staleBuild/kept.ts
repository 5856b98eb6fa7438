/**
 * Marks a field whose text (and focus) a page reloaded for a new deploy gives back: `data-kept-on-update="<name>"`,
 * the name unique on the page (./recovery.ts). A field with text that is not marked keeps the page from reloading.
 */
export const KEPT_ON_UPDATE = 'data-kept-on-update';
