// @vitest-environment happy-dom
/**
 * The Statement Upload row in the verification modal (000 §4.4, §8): once the exchange has the
 * cheque, the status is read again and no longer asks for it, yet 'Cheque uploaded to BSE
 * successfully.' stays where the investor was looking (issue 26 item 9: the refresh had removed
 * the row, and the message with it, within half a second).
 */
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { VerificationState } from '../../../domain/verification/verification';
import { type ExchangeUploadAnswer, statementUploadMachine } from '../../../machines/statement-upload.machine';
import { verificationMachine } from '../../../machines/verification.machine';
import { VerificationPanel } from '../../../src/features/verification';

const ASKS_FOR_CHEQUE: VerificationState = {
  active: false,
  regStatus: 'ACTIVE',
  mandateStatus: 'IN_PROGRESS',
  approvalStatus: 'IN_PROGRESS',
  chequeUpload: 'RETRY',
  actionButton: 'AUTHORIZE',
};

it('offers the statement as a file picker: an upload icon and a prompt to choose the PDF (issue 29)', async () => {
  render(
    <MantineProvider>
      <VerificationPanel
        machine={verificationMachine.provide({ actors: { loadStatus: fromPromise(async () => ASKS_FOR_CHEQUE) } })}
        statementMachine={() => statementUploadMachine}
        openElogWindow={() => true}
        onClose={() => {}}
      />
    </MantineProvider>,
  );
  const row = await screen.findByRole('region', { name: 'Statement Upload' });
  const picker = within(row).getByRole('button', { name: /^Bank statement \(PDF\)/ });
  expect(picker).toHaveTextContent('Choose a PDF file…');
  expect(row.querySelector('svg.tabler-icon-file-upload')).not.toBeNull();
});

it('keeps the success of the upload to the exchange in view after the status is read again', async () => {
  const reads: VerificationState[] = [];
  const machine = verificationMachine.provide({
    actors: {
      loadStatus: fromPromise(async () => {
        const status = reads.length === 0 ? ASKS_FOR_CHEQUE : { ...ASKS_FOR_CHEQUE, chequeUpload: 'UPLOADED' };
        reads.push(status);
        return status;
      }),
    },
  });
  const statementMachine = (onUploaded: () => void) =>
    statementUploadMachine.provide({
      actors: {
        uploadStatement: fromPromise(async () => {}),
        uploadToExchange: fromPromise<ExchangeUploadAnswer>(async () => ({ Status: '0', Remarks: null })),
      },
      actions: { uploaded: onUploaded },
    });
  render(
    <MantineProvider>
      <VerificationPanel
        machine={machine}
        statementMachine={statementMachine}
        openElogWindow={() => true}
        onClose={() => {}}
      />
    </MantineProvider>,
  );

  const row = await screen.findByRole('region', { name: 'Statement Upload' });
  const file = row.querySelector('input[type="file"]');
  if (!file) throw new Error('No file input');
  const pdf = new File(['%PDF-1.4 statement %%EOF'], 'statement.pdf', { type: 'application/pdf' });
  fireEvent.change(file, { target: { files: [pdf] } });

  // The status has been read again and no longer asks for the cheque…
  await waitFor(() => expect(reads.map((status) => status.chequeUpload)).toEqual(['RETRY', 'UPLOADED']));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled());
  // …and the row still says the exchange has it, with nothing left to choose.
  const kept = screen.getByRole('region', { name: 'Statement Upload' });
  expect(within(kept).getByRole('status')).toHaveTextContent('Cheque uploaded to BSE successfully.');
  expect(kept.querySelector('input[type="file"]')).toBeNull();
});
