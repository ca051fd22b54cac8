/**
 * Where BUY and SIP lead (000 §2.5, §6). One decision for every screen with those
 * buttons, so the identity and order issues extend this function instead of each
 * screen: today there is no session yet, so every visitor is anonymous and is sent
 * to Sign In with the message parameter and the way back.
 */

export type OrderAction = 'BUY' | 'SIP';

/** Who is pressing the button. The identity issue adds the signed-in variants. */
export type Visitor = { kind: 'anonymous' };

export const ANONYMOUS: Visitor = { kind: 'anonymous' };

/** The /signin message parameter that asks the visitor to create an account first (001 §2.3). */
export const SIGN_IN_MESSAGE = 'createUser';

export type OrderEntry = {
  kind: 'signIn';
  to: '/signin';
  search: { message: typeof SIGN_IN_MESSAGE; redirect: string };
};

export interface OrderRequest {
  visitor: Visitor;
  action: OrderAction;
  /** The scheme's fund id (ISIN); the order modal will need it. */
  fundId: string;
  /** The current path with its search and hash, e.g. "/details/INF0A1B01234". */
  currentPath: string;
}

export function decideOrderEntry(request: OrderRequest): OrderEntry {
  switch (request.visitor.kind) {
    case 'anonymous':
      return {
        kind: 'signIn',
        to: '/signin',
        search: { message: SIGN_IN_MESSAGE, redirect: request.currentPath },
      };
  }
}
