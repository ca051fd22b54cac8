/**
 * Turns off React 19's owner stacks in DOM tests. In development React gives every element it
 * creates the stack it was created at (an `Error` captured per JSX call, and a
 * `console.createTask`), so warnings can name the owner components; rendering Mantine screens
 * creates tens of thousands of elements, and capturing those stacks (and collecting the garbage)
 * was about a sixth of a DOM test's CPU time. Production builds are no option: tests need `act`.
 *
 * React already stops capturing once it has captured 10,000 in a second; this makes that counter
 * read as full. Warnings still print, with the component stack React builds without owners;
 * `REACT_OWNER_STACKS=1 npx vitest run …` keeps owner stacks (tests/setup.ts).
 */
import * as React from 'react';

const internals = (React as unknown as Record<string, unknown>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

if (typeof internals === 'object' && internals !== null && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => 10_000, set: () => {} });
}
