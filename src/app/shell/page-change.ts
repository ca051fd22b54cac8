/**
 * What a single-page app must do itself when its page changes, as a browser does on a full load:
 * name the page in the document title (WCAG 2.4.2), and take keyboard and screen-reader users to
 * the new page (2.4.3, 4.1.3). Focus moves to the page's main heading, which a screen reader then
 * reads out, so the change is announced without a live region of its own. The first load keeps
 * the browser's own start (focus on the document), as any page does.
 */
import { useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { pageTitle } from './page-titles';

export function useDocumentTitle(): void {
  const title = useMatches({ select: (matches) => pageTitle(matches.map((match) => match.routeId)) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** After every change of path (not of search or hash alone), focus the main heading once it shows. */
export function useFocusOnPageChange(mainId: string): void {
  const path = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(path);
  useEffect(() => {
    const from = previous.current;
    previous.current = path;
    const main = document.getElementById(mainId);
    if (from === undefined || path === undefined || from === path || !main) return;
    return focusHeadingOnceShown(main);
  }, [path, mainId]);
}

/**
 * A page may draw its heading only once its data has come, or swap a first heading for another
 * (a skeleton's for the loaded page's, which drops the focus to the document): watch the page
 * until the next change and focus its heading whenever it has none of the page's own.
 */
function focusHeadingOnceShown(main: HTMLElement): () => void {
  const before = document.activeElement;
  let focused: HTMLElement | null = null;
  const observer = new MutationObserver(() => settle());
  const settle = () => {
    if (focused && (focused.isConnected || document.activeElement !== document.body)) return;
    const heading = main.querySelector('h1');
    if (!heading) return;
    if (!focused && focusTakenSince(before, main)) {
      observer.disconnect();
      return;
    }
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focused = heading;
  };
  settle();
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Focus the page (a dialog it opened, a field it focused) or the user (a Tab meanwhile) has put
 * somewhere stays there. What was focused when the path changed (the navbar link that led here)
 * or nothing at all (the link was on the page that went) does not count.
 */
function focusTakenSince(before: Element | null, main: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main) return false;
  return active !== before || main.contains(active);
}
