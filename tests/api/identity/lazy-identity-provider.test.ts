import { describe, expect, it, vi } from 'vitest';
import { createLazyIdentityProvider } from '../../../src/api/identity/lazy-identity-provider';
import { FakeIdentityProvider } from './fake-identity-provider';

describe('lazy identity provider', () => {
  it('loads the adapter on the first call only, and passes calls through', async () => {
    const real = new FakeIdentityProvider();
    const load = vi.fn(async () => real);
    const identity = createLazyIdentityProvider(load);
    expect(load).not.toHaveBeenCalled();
    await identity.signUp({ email: 'asha@example.in', phone: '9876543210', password: 'Sanchay@2026' });
    await expect(identity.getPhoneInfo({ email: 'asha@example.in' })).resolves.toEqual({ confirmed: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries loading again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<FakeIdentityProvider>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(new FakeIdentityProvider());
    const identity = createLazyIdentityProvider(load);
    await expect(identity.forgotPassword({ email: 'a@b.in' })).rejects.toThrow('chunk failed');
    await expect(identity.signOut(null)).rejects.toThrow('No user is currently logged in.');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
