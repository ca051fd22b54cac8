// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myInvestmentsMessages } from '../../../src/features/plans/messages';
import { renderPlanCards, STP, viewOf } from './harness';

describe('a plan card while its schemes load', () => {
  it('says so in text, not in an aria-label on a plain box (axe aria-prohibited-attr, issue 29)', async () => {
    await renderPlanCards([viewOf(STP, { loading: true })]);
    // From and To, each a placeholder a screen reader reads.
    expect(screen.getAllByText(myInvestmentsMessages.loadingScheme)).toHaveLength(2);
    expect(document.querySelector(`[aria-label="${myInvestmentsMessages.loadingScheme}"]`)).toBeNull();
  });
});
