/**
 * Where the user pool is (BRIEF: GET /identity/config → { region, userPoolId, clientId,
 * endpoint }). Read once, on the first identity call, so pages that never sign anyone in
 * never ask. A failed read is forgotten, so the next call tries again.
 */
import * as v from 'valibot';

const IdentityConfigSchema = v.object({
  region: v.string(),
  userPoolId: v.pipe(v.string(), v.nonEmpty()),
  clientId: v.pipe(v.string(), v.nonEmpty()),
  endpoint: v.pipe(v.string(), v.nonEmpty()),
});

export type IdentityConfig = v.InferOutput<typeof IdentityConfigSchema>;

const IDENTITY_CONFIG_PATH = '/identity/config';

export async function fetchIdentityConfig(fetchImpl: typeof fetch = fetch): Promise<IdentityConfig> {
  const response = await fetchImpl(IDENTITY_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Identity configuration unavailable (status ${response.status})`);
  return v.parse(IdentityConfigSchema, await response.json());
}

/** Caches the first successful read; a failure is not cached. */
export function cachedIdentityConfig(load: () => Promise<IdentityConfig>): () => Promise<IdentityConfig> {
  let pending: Promise<IdentityConfig> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
