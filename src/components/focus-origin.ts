/**
 * Where focus was before a dialog took it. A dialog mounted open (its code loaded on the first
 * click, or opened from a menu item or by the address) often mounts after focus has already
 * fallen to <body>: BUY is disabled while it checks the investor, a menu's item is gone with its
 * menu. So the app notes the control focused last outside any dialog from its start (main.tsx)
 * and dialog-focus.ts returns focus there; a few bytes in the entry chunk.
 */

/** A control in an open menu stands for the menu's button (the menu's label), which outlives it. */
export function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  const button = menu.getAttribute('aria-labelledby');
  return button ? document.getElementById(button) : null;
}

let lastOutside: HTMLElement | null = null;

/** The control focused last outside dialogs (a menu item counted as its menu's button). */
export const focusOrigin = (): HTMLElement | null => lastOutside;

export function watchFocusOrigin(): void {
  document.addEventListener('focusin', (event) => {
    const opener = event.target instanceof Element ? openerOf(event.target) : null;
    // Portals hold dialogs and their parts (Mantine's focus guards sit outside role=dialog).
    if (opener && !opener.closest('[role="dialog"], [data-portal]')) lastOutside = opener;
  });
}
