import React, {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** What a keyboard can reach in the menu's current panel (the other panel is inert). */
function focusableIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
}

/** The theme's backdrop beside the menu: a tap on it closes the menu, so it must not be made inert with the page. */
const BACKDROP = '.navbar-sidebar__backdrop';

/** Makes everything outside `keep` (and the backdrop) inert; returns how to undo it. */
function makeOutsideInert(keep: HTMLElement): () => void {
  const made: Element[] = [];
  const staysLive = (el: Element) =>
    el.hasAttribute('inert') || ['SCRIPT', 'STYLE'].includes(el.tagName) || el.matches(BACKDROP);
  for (let node: HTMLElement | null = keep; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling !== node && !staysLive(sibling)) {
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
  }
  return () => made.forEach((el) => el.removeAttribute('inert'));
}

/**
 * The phone menu (also what desktop readers get at 200 % zoom) as a modal dialog:
 * the page behind it is inert, Tab stays inside, Escape closes it, and focus goes
 * back to the menu button when it closes.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const {shown, toggle} = mobileSidebar;
  const label = translate({
    id: 'navbar.mobileMenu.ariaLabel',
    message: 'Site menu',
    description: 'Accessible name of the phone menu (a dialog)',
  });

  useEffect(() => {
    const dialog = document.querySelector<HTMLElement>('.navbar-sidebar');
    const menuButton = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!shown || !dialog) {
      return undefined;
    }
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
    // Everything else, including the menu button beside it in the navbar; not the backdrop.
    const restoreOutside = makeOutsideInert(dialog);
    // Into the menu: its close button. The menu turns visible through a CSS transition, so the
    // first attempts may come before it can take focus.
    const firstStop = dialog.querySelector<HTMLElement>('.navbar-sidebar__close') ?? focusableIn(dialog)[0];
    let frame = 0;
    const focusFirstStop = (attempt: number) => {
      firstStop?.focus();
      if (firstStop && document.activeElement !== firstStop && attempt < 30) {
        frame = requestAnimationFrame(() => focusFirstStop(attempt + 1));
      }
    };
    focusFirstStop(0);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
        return;
      }
      if (event.key !== 'Tab') {
        return;
      }
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialog.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      restoreOutside();
      dialog.removeAttribute('role');
      dialog.removeAttribute('aria-modal');
      dialog.removeAttribute('aria-label');
      // Back to the button that opened the menu, unless a link in it took the reader to another page.
      const active = document.activeElement;
      if (!active || active === document.body || dialog.contains(active)) {
        menuButton?.focus();
      }
    };
  }, [shown, toggle, label]);

  return <MobileSidebar />;
}
