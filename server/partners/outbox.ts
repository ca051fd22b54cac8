/**
 * The mail/SMS partner in the sandbox: nothing leaves the machine; every message is written to
 * outbox_messages, stamped with sandbox time, and read back through GET /sandbox/inbox.
 */
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { outboxMessages } from '../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  /** A one-time code the message carries, so testers can read it without parsing the body. */
  code?: string;
}

export interface OutgoingSms {
  to: string;
  body: string;
  code?: string;
}

export interface Outbox {
  sendEmail(message: OutgoingEmail): Promise<void>;
  sendSms(message: OutgoingSms): Promise<void>;
}

/**
 * One spelling per recipient, so an inbox lookup matches however the address was typed:
 * e-mails compare case-insensitively, and a phone is the same number with or without +91.
 */
export function normaliseRecipient(to: string): string {
  const trimmed = to.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^\d{10}$/.test(digits)) return `+91${digits}`;
  return digits;
}

export function createOutbox(db: Database, clock: Clock): Outbox {
  const write = async (channel: 'email' | 'sms', to: string, subject: string, body: string, code?: string) => {
    await db.insert(outboxMessages).values({
      channel,
      recipient: normaliseRecipient(to),
      subject,
      body,
      code: code ?? null,
      sentAt: clock.now(),
    });
  };
  return {
    sendEmail: (m) => write('email', m.to, m.subject, m.body, m.code),
    sendSms: (m) => write('sms', m.to, '', m.body, m.code),
  };
}
