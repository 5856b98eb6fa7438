/** Reading the plugin's search box and the dropdown autocomplete.js builds under it (outside React). */

export const searchInputIn = (root: HTMLElement | null): HTMLInputElement | null =>
  root?.querySelector<HTMLInputElement>('input.navbar__search-input') ?? null;

/** The dropdown of the box: autocomplete.js's menu, beside the input (its id ends "-menu": patches/README.md). */
export function dropdownOf(input: HTMLInputElement): HTMLElement | null {
  return input.parentElement?.querySelector<HTMLElement>('[id$="-menu"]') ?? null;
}

/** The hits the dropdown lists. */
export function hitsIn(dropdown: HTMLElement | null): NodeListOf<Element> | [] {
  return dropdown?.querySelectorAll('[role="option"]') ?? [];
}

/** Whether the dropdown is open on what the reader typed. */
export function isOpen(input: HTMLInputElement, dropdown: HTMLElement): boolean {
  return dropdown.style.display !== 'none' && input.value.trim() !== '';
}

/** The number of hits shown (0 while it says "No results"), or null while the dropdown shows neither. */
export function hitsShown(root: HTMLElement | null): number | null {
  const input = searchInputIn(root);
  const dropdown = input ? dropdownOf(input) : null;
  if (!input || !dropdown || !isOpen(input, dropdown)) {
    return null;
  }
  const count = hitsIn(dropdown).length;
  return dropdown.querySelector('[class*="noResults"]') ? 0 : count > 0 ? count : null;
}
