/**
 * The statement upload (001 §5 Bank, 000 §5 cheque upload) against the real server: multipart,
 * judged by content (%PDF- header, %%EOF trailer) and size, password-protected PDFs answered
 * '8009' until the sandbox password is sent, and the statement a non-individual investor needs
 * before the bank verification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../../server/files/simple-pdf';
import { setPartnerOutcome } from '../../../server/partners/outcomes';
import { SANDBOX_STATEMENT_PASSWORD } from '../../../server/partners/statement';
import { createTestServer, type TestServer } from '../support/test-app';
import { bankAccount, type Investor, newOnboardingInvestor, onboardThrough, RESIDENT } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const pdf = () => buildPdf('Bank statement', [{ text: 'Statement of account' }]);

/** The same PDF with an /Encrypt dictionary in its trailer, as a password-protected file has. */
const protectedPdf = () =>
  new Uint8Array(
    Buffer.from(
      Buffer.from(pdf())
        .toString('latin1')
        .replace('trailer\n<<', 'trailer\n<< /Encrypt << /Filter /Standard /V 2 /R 3 /Length 128 >>'),
      'latin1',
    ),
  );

async function upload(
  investor: Investor,
  file: { bytes: Uint8Array; name?: string; type?: string } | undefined,
  password?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  if (file) {
    const blob = new Blob([Buffer.from(file.bytes)], { type: file.type ?? 'application/pdf' });
    form.append('file', blob, file.name ?? 'statement.pdf');
  }
  if (password !== undefined) form.append('password', password);
  const response = await server.request('/api/us/users/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${investor.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs `call` and checks it changed no row of any table. */
async function unchanged<T>(call: () => Promise<T>): Promise<T> {
  const before = await server.rowCounts();
  const answer = await call();
  expect(await server.rowCounts()).toEqual(before);
  return answer;
}

describe('a non-individual investor (HUF: the PAN’s 4th character is H)', () => {
  let investor: Investor;

  beforeAll(async () => {
    investor = await newOnboardingInvestor(server, 'huf', 'ABCHM1234K');
    await onboardThrough(investor, 'ckyc');
  });

  it('keeps the KYC record’s tax status through Basic Info, whose form says INDIVIDUAL', async () => {
    expect(await investor.call('PATCH', '/users/basicDetail', RESIDENT)).toEqual({
      status: 200,
      body: { userStatus: 'BASIC_INFO', taxStatus: 'HUF' },
    });
    await onboardThrough(investor, 'nominees', RESIDENT, 'additionalInfo');
  });

  it('has the KYC record’s tax status', async () => {
    expect(await investor.call('GET', '/users/taxStatus')).toEqual({ status: 200, body: { taxStatus: 'HUF' } });
  });

  it('cannot verify the bank before uploading a statement', async () => {
    const answer = await unchanged(() => investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email)));
    expect(answer).toEqual({
      status: 422,
      body: { code: 'STATEMENT_REQUIRED', message: 'Please upload your statement before verifying.' },
    });
  });

  it('refuses a file that is not a PDF by content, whatever its name and type', async () => {
    const text = new Uint8Array(Buffer.from('Just some text pretending to be a PDF'));
    const answer = await unchanged(() => upload(investor, { bytes: text }));
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Please select a valid PDF file only.',
        errors: [{ field: 'body.file', message: 'Please select a valid PDF file only.' }],
      },
    });
  });

  it('refuses a PDF header without the %%EOF trailer (a truncated file)', async () => {
    const truncated = pdf().slice(0, 200);
    expect((await unchanged(() => upload(investor, { bytes: truncated }))).status).toBe(400);
  });

  it('refuses a real PDF without the .pdf extension', async () => {
    const answer = await unchanged(() => upload(investor, { bytes: pdf(), name: 'statement.txt' }));
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Please select a PDF file with .pdf extension only.' },
    });
  });

  it('refuses a missing file', async () => {
    expect((await unchanged(() => upload(investor, undefined))).status).toBe(400);
  });

  it('refuses a file over 10485760 bytes with 413', async () => {
    const big = new Uint8Array(10485761);
    big.set(pdf());
    big.set(Buffer.from('\n%%EOF\n'), big.length - 7);
    const answer = await unchanged(() => upload(investor, { bytes: big }));
    expect(answer).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'File size should not exceed 10MB.' },
    });
  });

  it('refuses a body over the upload route’s own limit before reading it', async () => {
    const huge = new Uint8Array(12 * 1024 * 1024);
    huge.set(pdf());
    const answer = await unchanged(() => upload(investor, { bytes: huge }));
    expect(answer).toEqual({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: 'File size should not exceed 10MB.' },
    });
  });

  it("answers a password-protected PDF with '8009' until the right password is sent", async () => {
    const file = { bytes: protectedPdf() };
    expect(await unchanged(() => upload(investor, file))).toEqual({
      status: 422,
      body: { code: '8009', message: 'The uploaded PDF is password protected' },
    });
    expect(await unchanged(() => upload(investor, file, 'wrong'))).toMatchObject({
      status: 422,
      body: { code: '8009' },
    });
    const before = await server.rowCounts();
    expect(await upload(investor, file, SANDBOX_STATEMENT_PASSWORD)).toEqual({
      status: 200,
      body: { status: 'success', message: 'Statement uploaded.' },
    });
    expect((await server.rowCounts()).onboarding_statements).toBe((before.onboarding_statements ?? 0) + 1);
  });

  it('then verifies the bank account', async () => {
    expect(await investor.call('PATCH', '/users/bankdetails', bankAccount(investor.email))).toEqual({
      status: 200,
      body: { userStatus: 'BANK_DETAILS_VERIFIED' },
    });
  });
});

describe('uploads in general', () => {
  it('need the nominees confirmed first', async () => {
    const investor = await newOnboardingInvestor(server, 'early.upload');
    await onboardThrough(investor, 'additionalInfo');
    expect(await unchanged(() => upload(investor, { bytes: pdf() }))).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT' },
    });
  });

  it('accept a plain PDF, and follow a forced statement outcome', async () => {
    const investor = await newOnboardingInvestor(server, 'plain.upload');
    await onboardThrough(investor, 'nominees');
    expect((await upload(investor, { bytes: pdf() })).status).toBe(200);
    await setPartnerOutcome(server.db, 'statement', 'rejected');
    try {
      expect(await unchanged(() => upload(investor, { bytes: pdf() }))).toMatchObject({
        status: 422,
        body: { code: 'STATEMENT_REJECTED' },
      });
    } finally {
      await setPartnerOutcome(server.db, 'statement', 'auto');
    }
  });

  it('a JSON body is refused', async () => {
    const investor = await newOnboardingInvestor(server, 'json.upload');
    await onboardThrough(investor, 'nominees');
    expect((await unchanged(() => investor.call('POST', '/users/upload', { file: 'x' }))).status).toBe(400);
  });
});
