import { describe, expect, it } from 'vitest';
import { challengeErrors, IdentityError, normaliseIdentityError } from '../../../src/api/identity/identity-provider';

describe('normaliseIdentityError', () => {
  it("keeps the provider's code and message", () => {
    const error = Object.assign(new Error('User is not confirmed.'), {
      code: 'UserNotConfirmedException',
      name: 'UserNotConfirmedException',
    });
    expect(normaliseIdentityError(error)).toMatchObject({
      code: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
  });

  it('reads the code from the name when only the name carries it', () => {
    const error = Object.assign(new Error('Attempt limit exceeded'), { name: 'LimitExceededException' });
    expect(normaliseIdentityError(error).code).toBe('LimitExceededException');
  });

  it('turns a network failure into NetworkError without a message', () => {
    expect(normaliseIdentityError(new Error('Network error'))).toMatchObject({ code: 'NetworkError', message: '' });
    expect(normaliseIdentityError(Object.assign(new Error('Network error'), { code: 'NetworkError' }))).toMatchObject({
      code: 'NetworkError',
      message: '',
    });
  });

  it('turns anything unexpected into Unknown without a message', () => {
    expect(normaliseIdentityError(new TypeError('x is undefined'))).toMatchObject({ code: 'Unknown', message: '' });
    expect(normaliseIdentityError('boom')).toMatchObject({ code: 'Unknown', message: '' });
  });

  it('passes IdentityErrors through', () => {
    const error = challengeErrors.mfaRequired();
    expect(normaliseIdentityError(error)).toBe(error);
    expect(error).toBeInstanceOf(IdentityError);
    expect(challengeErrors.newPasswordRequired().message).toBe('New password required');
    expect(challengeErrors.noCurrentUser().message).toBe('No user is currently logged in.');
  });
});
