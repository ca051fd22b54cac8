/**
 * The /identity/ proxy's check of each public call, on its own: usernames come out trimmed and
 * lower-cased wherever the app sends one, the library's trigger metadata is dropped, and a body
 * the app would never send is refused with a message naming what is wrong.
 */
import { describe, expect, it } from 'vitest';
import { isPublicPoolAction, RefusedPoolRequest, sanitisePoolRequest } from '../../../server/identity/proxy-requests';

const CLIENT = { ClientId: 'client' };
const MIXED = '  Meera.Iyer@Example.IN ';
const CLEAN = 'meera.iyer@example.in';

describe('sanitisePoolRequest', () => {
  it.each([
    ['ConfirmSignUp', { ConfirmationCode: '123456', ForceAliasCreation: false }],
    ['ResendConfirmationCode', {}],
    ['ForgotPassword', {}],
    ['ConfirmForgotPassword', { ConfirmationCode: '123456', Password: 'Newer@2025' }],
  ] as const)('lower-cases and trims the Username of %s', (action, fields) => {
    expect(sanitisePoolRequest(action, { ...CLIENT, Username: MIXED, ...fields, ClientMetadata: {} })).toEqual({
      ...CLIENT,
      Username: CLEAN,
      ...fields,
    });
  });

  it('lower-cases the username and the email attribute of SignUp, and drops its ValidationData', () => {
    expect(
      sanitisePoolRequest('SignUp', {
        ...CLIENT,
        Username: MIXED,
        Password: 'Str0ng!Pass',
        UserAttributes: [
          { Name: 'email', Value: MIXED },
          { Name: 'phone_number', Value: '+919812345670' },
          { Name: 'name', Value: 'Meera' },
        ],
        ValidationData: [],
        UserContextData: { EncodedData: 'x' },
      }),
    ).toEqual({
      ...CLIENT,
      Username: CLEAN,
      Password: 'Str0ng!Pass',
      UserAttributes: [
        { Name: 'email', Value: CLEAN },
        { Name: 'phone_number', Value: '+919812345670' },
        { Name: 'name', Value: 'Meera' },
      ],
    });
  });

  it('lower-cases the USERNAME of a password sign-in and passes a refresh as it is', () => {
    expect(
      sanitisePoolRequest('InitiateAuth', {
        ...CLIENT,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: MIXED, PASSWORD: ' Pass word ' },
      }),
    ).toEqual({
      ...CLIENT,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: CLEAN, PASSWORD: ' Pass word ' },
    });
    const refresh = { ...CLIENT, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'Token.Part' } };
    expect(sanitisePoolRequest('InitiateAuth', refresh)).toEqual(refresh);
    // What the library sends to refresh after a sign-in, when it tracks no device.
    const afterSignIn = { ...refresh, AuthParameters: { REFRESH_TOKEN: 'Token.Part', DEVICE_KEY: null } };
    expect(sanitisePoolRequest('InitiateAuth', afterSignIn)).toEqual(afterSignIn);
  });

  it.each([
    ['SignUp', [], 'SignUp needs a JSON object with its parameters.'],
    [
      'ForgotPassword',
      { ...CLIENT, Username: CLEAN, UserPoolId: 'local_x' },
      'ForgotPassword does not accept the field UserPoolId.',
    ],
    ['ForgotPassword', { ...CLIENT, Username: 42 }, /^ForgotPassword: Username is not valid/],
    ['ForgotPassword', { Username: CLEAN }, 'ForgotPassword needs ClientId.'],
    ['ForgotPassword', { ...CLIENT, Username: '   ' }, /^ForgotPassword: Username is not valid/],
    [
      'InitiateAuth',
      { ...CLIENT, AuthFlow: 'USER_SRP_AUTH', AuthParameters: {} },
      /^InitiateAuth: AuthFlow is not valid/,
    ],
    [
      'InitiateAuth',
      { ...CLIENT, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: CLEAN, PASSWORD: 'x', SRP_A: 'y' } },
      'InitiateAuth does not accept the field AuthParameters.SRP_A.',
    ],
    [
      'SignUp',
      {
        ...CLIENT,
        Username: CLEAN,
        Password: 'x',
        UserAttributes: [
          { Name: 'name', Value: 'a' },
          { Name: 'name', Value: 'b' },
        ],
      },
      'The attribute name is given more than once.',
    ],
  ] as const)('refuses a %s body the app never sends', (action, body, message) => {
    expect(() => sanitisePoolRequest(action, body)).toThrow(RefusedPoolRequest);
    expect(() => sanitisePoolRequest(action, body)).toThrow(message);
  });

  it('knows only the public actions', () => {
    expect(isPublicPoolAction('SignUp')).toBe(true);
    expect(isPublicPoolAction('AdminCreateUser')).toBe(false);
    expect(isPublicPoolAction('RespondToAuthChallenge')).toBe(false);
    expect(isPublicPoolAction('constructor')).toBe(false);
  });
});
