/**
 * The signed-in investor's account calls (000 §7 GET users/status, 001 §7 PUT /users/delete)
 * and the actor the delete-account machine runs.
 */
import { queryOptions } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { components } from '../../domain/contract/user';
import type { DeleteAccountFailure } from '../../machines/delete-account.machine';
import { ApiRequestError, unwrap, userApi } from './client';

type SignupStatus = components['schemas']['SignupStatus'];

/** The signup status as the server knows it now (the token's copy may be older). */
export async function fetchSignupStatus(signal?: AbortSignal): Promise<SignupStatus> {
  const body = unwrap(await userApi.GET('/users/status', { signal }));
  return body.userStatus;
}

export const signupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'status'],
    queryFn: ({ signal }) => fetchSignupStatus(signal),
    // Onboarding moves the status on; the account home should show where it is now.
    staleTime: 0,
  });

/**
 * Deletes the account. Resolves only on the documented success (response status 'success',
 * 001 §4.6); anything else rejects with the server's message when it sent one.
 */
async function deleteAccount(signal?: AbortSignal): Promise<void> {
  let body: { status: string; message?: string };
  try {
    body = unwrap(await userApi.PUT('/users/delete', { signal }));
  } catch (error) {
    throw failureOf(error);
  }
  if (body.status !== 'success') throw { message: body.message ?? null } satisfies DeleteAccountFailure;
}

function failureOf(error: unknown): DeleteAccountFailure {
  if (error instanceof ApiRequestError) return { message: error.body?.message ?? null };
  // Network failure or an aborted request: the server said nothing.
  return { message: null };
}

export const deleteAccountActor = fromPromise<void>(({ signal }) => deleteAccount(signal));
