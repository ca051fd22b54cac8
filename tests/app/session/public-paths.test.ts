import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../../../src/app/session/public-paths';

describe('public pages (000 §2.1, 001 §2.1)', () => {
  it.each([
    '/',
    '/sanchay-home',
    '/signin',
    '/signup',
    '/mobileverification',
    '/resetpassword',
    '/newpassword',
    '/explore',
    '/NFO',
    '/details/INF0A1B01234',
    '/privacypolicy',
    '/termsconditions',
    '/explore/',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each([
    '/dashboard',
    '/portfolio',
    '/pancardverification',
    '/basicInfo',
    '/deleteaccount',
    '/myInvestment',
    '/details',
    '/nfo',
    '/somewhere',
  ])('%s needs login', (path) => expect(isPublicPath(path)).toBe(false));
});
