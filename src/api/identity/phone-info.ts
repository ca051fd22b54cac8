/** GET /users/getPhone/{email} (001 §7, no auth): is this user's phone confirmed? */
import { unwrap, userApi } from '../client';
import type { PhoneInfo } from './identity-provider';

export async function getPhoneInfo({ email }: { email: string }, signal?: AbortSignal): Promise<PhoneInfo> {
  const info = unwrap(await userApi.GET('/users/getPhone/{email}', { params: { path: { email } }, signal }));
  return { confirmed: info.confirmed };
}
