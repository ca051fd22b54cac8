/**
 * External portfolio import (000 §4.5, §7 mfc/*): the OTP request and check against the sandbox
 * MF Central, the reload status the navbar reads, and the imported statement. GET /mfc/folio
 * (the holdings) is in portfolio.ts. Every handler reads only `c.get('user')`'s rows.
 */
import { panSchema } from '../../domain/onboarding/pan';
import type { Clock } from '../clock';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import {
  type ExternalImportContext,
  importedStatement,
  lastUpdate,
  reloadStatus,
  requestExternalOtp,
  verifyAndImport,
} from '../external-portfolio/external-import';
import { buildPdf } from '../files/simple-pdf';
import { sandboxToday } from '../onboarding/context';
import { refuseIfInvalid, schemaErrors } from '../onboarding/field-errors';
import { createOutbox } from '../partners/outbox';

interface ExternalPortfolioDeps {
  db: Database;
  clock: Clock;
  brandName: string;
}

export function externalPortfolioHandlers(
  deps: ExternalPortfolioDeps,
): HandlerMap<
  | 'requestExternalPortfolioOtp'
  | 'verifyExternalPortfolioOtp'
  | 'getExternalPortfolioStatus'
  | 'getExternalPortfolioLastUpdate'
  | 'getCasDocument'
  | 'requestCasStatement'
> {
  const context: ExternalImportContext = deps;
  return {
    requestExternalPortfolioOtp: async ({ body, c }) => {
      // The contract cannot say "18 years before today": the PAN screen's own rule, on the sandbox day.
      refuseIfInvalid(schemaErrors('body', panSchema(sandboxToday(deps.clock)), { pan: body.pan, dob: body.dob }));
      return { status: 200, body: await requestExternalOtp(context, c.get('user'), body.pan, body.dob) };
    },

    verifyExternalPortfolioOtp: async ({ body, c }) => ({
      status: 200,
      body: await verifyAndImport(context, c.get('user'), body),
    }),

    getExternalPortfolioStatus: async ({ c }) => ({ status: 200, body: await reloadStatus(context, c.get('user').id) }),

    getExternalPortfolioLastUpdate: async ({ c }) => ({
      status: 200,
      body: await lastUpdate(context, c.get('user').id),
    }),

    getCasDocument: async ({ c }) => {
      const { imported, holdings } = await importedStatement(context, c.get('user').id);
      const pdf = buildPdf('Consolidated Account Statement', [
        { text: 'Consolidated Account Statement', size: 18 },
        { text: `PAN ${imported.pan} - as on ${imported.importedOn} - MF Central (sandbox)`, size: 11 },
        { text: ' ' },
        ...holdings.map((holding) => ({
          text: `${holding.amcName} | ${holding.schemeName} | folio ${holding.folio} | ${holding.quantity} units | NAV ${holding.nav} | value Rs ${holding.currentValue}`,
          size: 8,
        })),
        ...(imported.partial ? [{ text: ' ' }, { text: "Some fund houses' data is delayed.", size: 9 }] : []),
      ]);
      return c.body(pdf.slice().buffer as ArrayBuffer, 200, {
        'content-type': 'application/pdf',
        'content-disposition': 'inline; filename="consolidated-account-statement.pdf"',
      });
    },

    requestCasStatement: async ({ c }) => {
      const user = c.get('user');
      const { imported } = await importedStatement(context, user.id);
      await createOutbox(deps.db, deps.clock).sendEmail({
        to: user.email,
        subject: 'MF Central: your consolidated account statement',
        body: `Your consolidated account statement as on ${imported.importedOn} is ready in ${deps.brandName} (Get Portfolio).`,
      });
      return { status: 200, body: { status: 'success', message: 'The statement was e-mailed to you.' } };
    },
  };
}
