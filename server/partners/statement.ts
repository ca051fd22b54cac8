/**
 * The sandbox statement check (001 §4.2 Bank, 000 §4.4 cheque upload). A password-protected PDF
 * (one with an /Encrypt dictionary) is refused with code '8009' until its password is sent.
 * Magic input while the `statement` partner is on `auto`: the password of every protected
 * statement is `sanchay`.
 */
import type { Database } from '../db/client';
import { partnerOutcome } from './outcomes';

export const SANDBOX_STATEMENT_PASSWORD = 'sanchay';

type StatementAnswer =
  | { kind: 'accepted' }
  | { kind: 'password-required' }
  | { kind: 'wrong-password' }
  | { kind: 'rejected' };

export async function checkStatement(
  db: Database,
  statement: { encrypted: boolean; password: string | undefined },
): Promise<StatementAnswer> {
  const outcome = await partnerOutcome(db, 'statement');
  if (outcome === 'accepted') return { kind: 'accepted' };
  if (outcome === 'rejected') return { kind: 'rejected' };
  if (outcome === 'password-protected') {
    return statement.password ? { kind: 'accepted' } : { kind: 'password-required' };
  }
  if (!statement.encrypted) return { kind: 'accepted' };
  if (!statement.password) return { kind: 'password-required' };
  return statement.password === SANDBOX_STATEMENT_PASSWORD ? { kind: 'accepted' } : { kind: 'wrong-password' };
}
