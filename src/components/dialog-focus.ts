/**
 * Focus in a dialog whose content changes step by step (WCAG 2.4.3 Focus Order). Mantine's Modal
 * moves focus in when it opens and back when it closes, but only on an `opened` change it sees
 * after mounting: a dialog mounted already open (loaded on the first click, or opened by the
 * address) never learns its opener, and a step that replaces the focused control leaves focus on
 * <body>. Each dialog puts the returned ref on the element its steps render in.
 */
import { type RefCallback, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { focusOrigin, openerOf } from './focus-origin';

interface DialogFocusOptions {
  /** What the dialog shows now; a new value moves focus into the new step. */
  step: string;
  opened?: boolean;
}

const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const HEADING = 'h1, h2, h3, h4, h5, h6';

/** Marks a `data-autofocus` this module set, to take it off at the next step. */
const CHOSEN = 'data-step-focus';

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

const CONTROL = 'button:not(:disabled), a[href], input:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * The opener, or when it can no longer take focus (a Skip disabled once the instalment is
 * skipped) the first control of the nearest part of the page around it that has one.
 */
function usableNear(opener: HTMLElement | null): HTMLElement | null {
  if (!opener?.isConnected) return null;
  if (!opener.matches(':disabled')) return opener;
  for (let around = opener.parentElement; around && around !== document.body; around = around.parentElement) {
    const control = around.querySelector<HTMLElement>(CONTROL);
    if (control) return control;
  }
  return null;
}

/**
 * Where focus goes when neither the opener nor the last control outside dialogs is left: the
 * page's h1 (the opener went with the account verified, or the page loaded with its dialog open,
 * as on the bank's return), where reading a page begins.
 */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? document.querySelector<HTMLElement>('main');
}

/**
 * A step's own choice (`data-autofocus`), else its first field, else its heading, else the
 * dialog's title. The choice is also marked `data-autofocus`, which Mantine's trap reads: a step
 * that comes before the trap's first focus (the status read while the modal fades in) keeps it.
 */
function focusStep(container: HTMLElement): void {
  const dialog = container.closest<HTMLElement>('[role="dialog"]');
  for (const earlier of (dialog ?? container).querySelectorAll(`[${CHOSEN}]`)) {
    earlier.removeAttribute(CHOSEN);
    earlier.removeAttribute('data-autofocus');
  }
  const chosen =
    container.querySelector<HTMLElement>('[data-autofocus]') ??
    container.querySelector<HTMLElement>(FIELD) ??
    container.querySelector<HTMLElement>(HEADING) ??
    dialog?.querySelector<HTMLElement>(HEADING) ??
    container;
  if (!chosen.matches(`${FIELD}, button, a[href], [tabindex]`)) chosen.tabIndex = -1;
  if (!chosen.hasAttribute('data-autofocus')) {
    chosen.setAttribute('data-autofocus', '');
    chosen.setAttribute(CHOSEN, '');
  }
  chosen.focus({ preventScroll: false });
}

export function useDialogFocus({ step, opened = true }: DialogFocusOptions): RefCallback<HTMLElement> {
  const container = useRef<HTMLElement | null>(null);
  // A closing dialog may reset to its first step while it fades out: focus stays out of it.
  const openedRef = useRef(opened);
  openedRef.current = opened;

  // The opener is read before the dialog takes focus (layout effects run before Mantine's trap).
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = openerOf(document.activeElement) ?? focusOrigin();
    return () => {
      const atClose = document.activeElement;
      // After the dialog's own return (Mantine's waits 10 ms) and its exit transition's first frame.
      window.setTimeout(() => {
        // A test's page may be gone by then.
        if (typeof document === 'undefined') return;
        const now = document.activeElement;
        const stranded = now === atClose || !now?.isConnected || container.current?.contains(now);
        if (!(focusLost() || stranded)) return;
        (usableNear(opener) ?? usableNear(focusOrigin()) ?? pageHeading())?.focus();
      }, 20);
    };
  }, [opened]);

  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (openedRef.current && container.current?.isConnected) focusStep(container.current);
  }, [step]);

  // Within a step, content that replaces the focused control (a spinner while a code is checked,
  // a refusal after it) hands focus back to the step instead of leaving it on <body>.
  const observer = useRef<MutationObserver | null>(null);
  return useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    container.current = node;
    if (!node) return;
    observer.current = new MutationObserver(() => {
      if (openedRef.current && node.isConnected && focusLost()) focusStep(node);
    });
    observer.current.observe(node, { childList: true, subtree: true });
  }, []);
}
