/**
 * The window the bank's net-banking page opens in (000 §4.3). Browsers allow a new window only
 * during the user's click, while the page arrives from the gateway afterwards, so the window is
 * opened empty on the click that chose net banking and filled in when the page comes.
 */
export interface BankWindow {
  /** Writes the gateway's page into the window opened on the click. */
  show(html: string): void;
  /** Shuts the empty window again when the gateway refused. */
  discard(): void;
}

export function openBankWindow(opener: Pick<Window, 'open' | 'location'> = window): BankWindow {
  const target = opener.open('', '_blank');
  if (target) {
    // The bank page must not be able to steer the app's tab.
    target.opener = null;
  }
  return {
    show(html) {
      if (target && !target.closed) {
        target.document.open();
        target.document.write(html);
        target.document.close();
        return;
      }
      // A popup blocker refused the window: the bank page takes this tab instead.
      opener.location.assign(URL.createObjectURL(new Blob([html], { type: 'text/html' })));
    },
    discard() {
      if (target && !target.closed) target.close();
    },
  };
}
