// @vitest-environment happy-dom
/**
 * Every path of the net-banking child through the rendered order modal: choosing Net Banking
 * opens the (fake) bank window on the click; '100' writes the bank's page into it and closes
 * the modal, anything else shows the gateway's text and shuts the empty window.
 */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { netBankingMachine } from '../../machines/net-banking.machine';
import { ApiRequestError } from '../../src/api/client';
import { amountField, FakeBankWindow, inDialog, ORDER_ID, renderOrderModal, settle } from '../features/buying/harness';
import { describeModelPaths, type ModelStep } from '../support/model';

const button = (name: string | RegExp) => inDialog().getByRole('button', { name });
const BANK_PAGE = '<form action="https://bank.example/pay"><button>Pay</button></form>';

async function chooseNetBanking() {
  const sut = await renderOrderModal('LUMP_SUM');
  await sut.user.type(amountField(), '5000');
  await sut.user.click(button('Invest'));
  await settle(() => sut.order.resolve('placeOrder', { orderId: ORDER_ID, otp: 'SENT' }));
  await sut.user.type(inDialog().getByLabelText(/^OTP/), '123456');
  await sut.user.click(button('Verify'));
  await settle(() => sut.code.resolve('verifyCode', { orderId: ORDER_ID, status: 'AUTHENTICATED' }));
  await sut.user.click(inDialog().getByRole('button', { name: 'Net Banking' }));
  return { ...sut, message: '' };
}

describeModelPaths({
  name: 'net-banking',
  machine: netBankingMachine,
  paths: 'pairs',
  setup: chooseNetBanking,
  states: {
    requesting: async (sut) => {
      expect(inDialog().getByRole('status')).toHaveTextContent('Opening your bank’s page…');
      expect(FakeBankWindow.opened).toHaveLength(1);
      expect((await sut.netBanking.next('makeNetBankingPayment')).input).toEqual({ orderId: ORDER_ID });
    },
    refused: (sut) => {
      expect(inDialog().getByRole('alert')).toHaveTextContent(sut.message);
      expect(FakeBankWindow.opened[0]?.discarded).toBe(true);
      expect(FakeBankWindow.opened[0]?.html).toBeNull();
      expect(button('Choose another method')).toBeEnabled();
      expect(button('Close')).toBeEnabled();
    },
    opened: () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(FakeBankWindow.opened[0]?.html).toBe(BANK_PAGE);
    },
  },
  events: {
    'done.makeNetBankingPayment': async (sut, step: ModelStep) => {
      if (step.case === 'isAccepted') {
        await settle(() =>
          sut.netBanking.resolve('makeNetBankingPayment', { statuscode: '100', responsestring: BANK_PAGE }),
        );
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(FakeBankWindow.opened[0]?.html).toBe(BANK_PAGE);
        expect(sut.record.closes).toBe(1);
        return;
      }
      sut.message = 'Net banking is not available for this bank.';
      await settle(() =>
        sut.netBanking.resolve('makeNetBankingPayment', { statuscode: '101', responsestring: sut.message }),
      );
    },
    'error.makeNetBankingPayment': async (sut) => {
      sut.message = 'An error occurred while processing payment';
      await settle(() =>
        sut.netBanking.reject(
          'makeNetBankingPayment',
          new ApiRequestError(409, { code: 'CONFLICT', message: 'Order already paid' }),
        ),
      );
    },
  },
});
