/**
 * The account calls the sign-up, sign-in and delete-account screens make (001 §7, 000 §7):
 * phone confirmation by e-mail (no token), the signed-in investor's status, profile (with the
 * name their CKYC record gave, so Basic Info greets them in any later session) and deletion.
 * Every secured handler reads only `c.get('user')`, the investor the token names.
 */
import { notFound } from '../contract/api-error';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import type { Identity } from '../identity/identity';
import { attributeOf, isUserNotFound } from '../identity/identity-api';
import type { UserDirectory } from '../identity/users';
import { ckycFullNameOf } from '../onboarding/kyc';

interface AccountDeps {
  db: Database;
  identity: Identity;
  users: UserDirectory;
}

/** All but the last 4 digits starred: the caller is anonymous (`+919876543210` → `+91******3210`). */
export function maskPhone(phone: string | undefined): string {
  if (!phone) return '';
  const match = /^(\+91)?(\d*)(\d{4})$/.exec(phone);
  if (!match) return '*'.repeat(Math.max(phone.length - 4, 0)) + phone.slice(-4);
  return `${match[1] ?? ''}${'*'.repeat(match[2]?.length ?? 0)}${match[3]}`;
}

export function accountHandlers({
  db,
  identity,
  users,
}: AccountDeps): HandlerMap<'getPhoneInfo' | 'getUserStatus' | 'getUser' | 'deleteAccount'> {
  return {
    getPhoneInfo: async ({ params }) => {
      const email = params.email.trim().toLowerCase();
      const poolUser = await identity.api.adminGetUser(identity.client.userPoolId, email).catch((error: unknown) => {
        if (isUserNotFound(error)) throw notFound(`No account uses ${email}`);
        throw error;
      });
      return {
        status: 200,
        body: {
          // Confirming the sign-up code is what confirms the phone (001 §2.4).
          confirmed: poolUser.UserStatus === 'CONFIRMED',
          maskedPhone: maskPhone(attributeOf(poolUser, 'phone_number')),
        },
      };
    },

    getUserStatus: async ({ c }) => ({ status: 200, body: { userStatus: c.get('user').signupStatus } }),

    getUser: async ({ c }) => {
      const user = c.get('user');
      return { status: 200, body: { pan: user.pan, dob: user.dob, fullName: await ckycFullNameOf(db, user.id) } };
    },

    deleteAccount: async ({ c }) => {
      await users.deleteAccount(c.get('user').id);
      return { status: 200, body: { status: 'success' } };
    },
  };
}
