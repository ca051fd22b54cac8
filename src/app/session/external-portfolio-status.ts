/**
 * After sign-in the app fetches the external portfolio's reload status and last update
 * (000 §4.2, §7 GET mfc/status, GET mfc/lastUpdate). The navbar reads them: Refresh
 * Portfolio once a portfolio exists, disabled with 'Available on dd/mm/yyyy' while the
 * reload is locked (000 §2.2).
 */
import type { ExternalPortfolioStatus } from '../../../machines/session.machine';
import { unwrap, userApi } from '../../api/client';

export async function loadExternalPortfolioStatus(signal?: AbortSignal): Promise<ExternalPortfolioStatus> {
  const [reload, lastUpdate] = await Promise.all([
    userApi.GET('/mfc/status', { signal }).then(unwrap),
    userApi.GET('/mfc/lastUpdate', { signal }).then(unwrap),
  ]);
  return {
    hasExternalPortfolio: lastUpdate.status,
    reloadLocked: reload.status,
    nextReloadDate: reload.date,
  };
}
