/**
 * Focus in a dialog whose content changes step by step (WCAG 2.4.3 Focus Order). Mantine's Modal
 * moves focus in when it opens and back when it closes, but only on an `opened` change it sees
 * after mounting: a dialog mounted already open (loaded on the first click, or opened by the
 * address) never learns its opener, and a step that replaces the focused control leaves focus on
 * <body>. Each dialog puts the returned ref on the element its steps render in.
 */
import { type RefCallback, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

interface DialogFocusOptions {
  /** What the dialog shows now; a new value moves focus into the new step. */
  step: string;
  opened?: boolean;
  /** Where focus returns when the opener is gone (a menu's item, a control re-rendered away). */
  returnTo?: () => HTMLElement | null;
}

const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const HEADING = 'h1, h2, h3, h4, h5, h6';

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/** A control in an open menu stands for the menu's button, which outlives it. */
function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  if (!menu) return element;
  return menu.id ? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
}

/** A step's own choice (`data-autofocus`), else its first field, else its heading, else the dialog's title. */
function focusStep(container: HTMLElement): void {
  const chosen =
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    container.querySelector<HTMLElement>(FIELD) ??
    container.querySelector<HTMLElement>(HEADING) ??
    container.closest('[role="dialog"]')?.querySelector<HTMLElement>(HEADING) ??
    container;
  if (!chosen.matches(`${FIELD}, button, a[href], [tabindex]`)) chosen.tabIndex = -1;
  chosen.focus({ preventScroll: false });
}

export function useDialogFocus({ step, opened = true, returnTo }: DialogFocusOptions): RefCallback<HTMLElement> {
  const container = useRef<HTMLElement | null>(null);
  const returnToRef = useRef(returnTo);
  returnToRef.current = returnTo;

  // The opener is read before the dialog takes focus (layout effects run before Mantine's trap).
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = openerOf(document.activeElement);
    return () => {
      const atClose = document.activeElement;
      // After the dialog's own return (Mantine's waits 10 ms) and its exit transition's first frame.
      window.setTimeout(() => {
        const now = document.activeElement;
        if (!(focusLost() || now === atClose || (now && !now.isConnected))) return;
        const target = opener?.isConnected ? opener : returnToRef.current?.();
        target?.focus();
      }, 20);
    };
  }, [opened]);

  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (container.current?.isConnected) focusStep(container.current);
  }, [step]);

  // Within a step, content that replaces the focused control (a spinner while a code is checked,
  // a refusal after it) hands focus back to the step instead of leaving it on <body>.
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    container.current = node;
    if (!node) return;
    observer.current = new MutationObserver(() => {
      if (node.isConnected && focusLost()) focusStep(node);
    });
    observer.current.observe(node, { childList: true, subtree: true });
  }, []);
}
