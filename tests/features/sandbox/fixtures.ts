/** Wire data of the sandbox controls, shaped like the contract's schemas. */
import type { DemoInvestor, InboxMessage, PartnerOutcome, SandboxClock } from '../../../src/api/sandbox';

/** 10:00:00 in Kolkata on Monday 1 July 2024. */
export const CLOCK_NOW = '2024-07-01T04:30:00.000Z';

export const clock = (overrides: Partial<SandboxClock> = {}): SandboxClock => ({
  now: CLOCK_NOW,
  offsetMs: 0,
  ...overrides,
});

let nextId = 1;
export function message(overrides: Partial<InboxMessage> = {}): InboxMessage {
  const id = nextId++;
  return {
    id,
    channel: 'email',
    to: 'new.investor@example.com',
    subject: `Message ${id}`,
    body: `Body of message ${id}`,
    code: null,
    sentAt: CLOCK_NOW,
    ...overrides,
  };
}

export const partners = (): PartnerOutcome[] => [
  {
    partner: 'kyc',
    outcome: 'auto',
    allowed: ['auto', 'validated', 'not-registered', 'technical-issue'],
    description: 'KYC registration agency: answers the PAN and date-of-birth check during onboarding.',
  },
  {
    partner: 'payments',
    outcome: 'auto',
    allowed: ['auto', 'success', 'failure', 'timeout'],
    description: 'Payment gateway: UPI collect requests and net banking.',
  },
];

export const investors = (): DemoInvestor[] => [
  {
    email: 'new.investor@example.com',
    password: 'Sandbox@123',
    phone: '+919876500001',
    signupStatus: 'USER_CREATED',
    description: 'Just signed up: phone confirmed, onboarding not started.',
  },
  {
    email: 'verified.investor@example.com',
    password: 'Verified@456',
    phone: '+919876500002',
    signupStatus: 'VERIFIED',
    description: 'Fully verified, with holdings, orders and plans.',
  },
];
