/**
 * The bank step (001 §2.11, §4.2, §5 Bank): the statement upload non-individual investors need
 * first, and the account verification that moves the status to BANK_DETAILS_VERIFIED.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  bankAccountSchema,
  MAX_STATEMENT_BYTES,
  needsStatement,
  STATEMENT_EXTENSION_MESSAGE,
  STATEMENT_NOT_PDF_MESSAGE,
  STATEMENT_REQUIRED_MESSAGE,
  STATEMENT_TOO_LARGE_MESSAGE,
} from '../../domain/onboarding/bank';
import { ApiError, validationFailed } from '../contract/api-error';
import { textProblem } from '../contract/plain-text';
import type { HandlerMap } from '../contract/types';
import { onboardingBankAccounts, onboardingStatements } from '../db/schema';
import { verifyBankAccount } from '../partners/bank-verification';
import { checkStatement } from '../partners/statement';
import type { OnboardingDeps } from './context';
import { emailMismatch, refuseIfInvalid, schemaErrors } from './field-errors';
import { isPasswordProtected, looksLikePdf } from './pdf-content';
import { advance, requireDone, requireOnboardingOpen } from './progress';
import { taxStatusOf } from './tax-status';
import { cleanFileName } from './upload-file-name';

/** The multipart envelope around a 10 MB file stays well under this; the upload route allows it. */
export const STATEMENT_UPLOAD_BODY_BYTES = 11 * 1024 * 1024;

const BANK_VERIFICATION_FAILED_MESSAGE =
  'The bank could not verify this account. Please check the account number and IFSC and retry.';
/** 001 §8 / 000 §8 code 8009. */
const PASSWORD_PROTECTED_MESSAGE = 'The uploaded PDF is password protected';
const WRONG_PASSWORD_MESSAGE = 'The password for the uploaded PDF is not correct. Please try again.';
const STATEMENT_REJECTED_MESSAGE = 'The statement could not be read. Please upload a clearer copy.';

const fileError = (message: string) => validationFailed([{ field: 'body.file', message }], message);

/** The upload's fields, checked as the contract's validator checks JSON bodies (multipart bypasses it). */
async function readUpload(request: Request): Promise<{ file: File; fileName: string; password: string | undefined }> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    throw validationFailed([{ field: 'body', message: 'must be sent as multipart/form-data' }]);
  }
  const form = await request.formData().catch(() => {
    throw validationFailed([{ field: 'body', message: 'is not a readable multipart form' }]);
  });
  const file = form.get('file');
  if (!(file instanceof File)) throw fileError(STATEMENT_NOT_PDF_MESSAGE);
  const password = form.get('password');
  if (password !== null && (typeof password !== 'string' || password.length > 100)) {
    throw validationFailed([{ field: 'body.password', message: 'must be text of at most 100 characters' }]);
  }
  const problem = password === null ? undefined : textProblem(password);
  if (problem) throw validationFailed([{ field: 'body.password', message: problem }]);
  return { file, fileName: cleanFileName(file.name), password: password || undefined };
}

export function bankHandlers({
  db,
  clock,
  users,
}: OnboardingDeps): HandlerMap<'uploadStatement' | 'verifyBankDetails'> {
  return {
    uploadStatement: async ({ c }) => {
      const { file, fileName, password } = await readUpload(c.req.raw);
      const user = c.get('user');
      requireDone(user, 'nominees');
      if (file.size > MAX_STATEMENT_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', STATEMENT_TOO_LARGE_MESSAGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (!looksLikePdf(bytes)) throw fileError(STATEMENT_NOT_PDF_MESSAGE);
      if (!fileName.toLowerCase().endsWith('.pdf')) throw fileError(STATEMENT_EXTENSION_MESSAGE);

      const encrypted = isPasswordProtected(bytes);
      const answer = await checkStatement(db, { encrypted, password });
      if (answer.kind === 'password-required') throw new ApiError(422, '8009', PASSWORD_PROTECTED_MESSAGE);
      if (answer.kind === 'wrong-password') throw new ApiError(422, '8009', WRONG_PASSWORD_MESSAGE);
      if (answer.kind === 'rejected') throw new ApiError(422, 'STATEMENT_REJECTED', STATEMENT_REJECTED_MESSAGE);

      await db.insert(onboardingStatements).values({
        userId: user.id,
        fileName,
        sizeBytes: file.size,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        passwordProtected: encrypted,
        uploadedAt: clock.now(),
      });
      return { status: 200, body: { status: 'success', message: 'Statement uploaded.' } };
    },

    verifyBankDetails: async ({ body, c }) => {
      const user = c.get('user');
      requireOnboardingOpen(user);
      requireDone(user, 'nominees');
      const taxStatus = (await taxStatusOf(db, user)) ?? 'INDIVIDUAL';
      refuseIfInvalid([
        ...schemaErrors('body', bankAccountSchema(taxStatus), body),
        ...emailMismatch(body.email, user.email),
      ]);

      if (needsStatement(taxStatus)) {
        const [statement] = await db
          .select({ id: onboardingStatements.id })
          .from(onboardingStatements)
          .where(eq(onboardingStatements.userId, user.id))
          .limit(1);
        if (!statement) throw new ApiError(422, 'STATEMENT_REQUIRED', STATEMENT_REQUIRED_MESSAGE);
      }
      if (!(await verifyBankAccount(db, body))) {
        throw new ApiError(422, 'BANK_VERIFICATION_FAILED', BANK_VERIFICATION_FAILED_MESSAGE);
      }

      const values = {
        bankName: body.bankName,
        ifsc: body.ifsc,
        accountNumber: body.accountNumber,
        accountType: body.accountType,
        accountHoldings: body.accountHoldings,
        verifiedAt: clock.now(),
      };
      await db
        .insert(onboardingBankAccounts)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: onboardingBankAccounts.userId, set: values });
      return { status: 200, body: { userStatus: await advance(users, user, 'BANK_DETAILS_VERIFIED') } };
    },
  };
}
