// @vitest-environment happy-dom

import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocumentBody } from '../../../src/features/legal';
import { renderApp } from '../../app/render-app';

/**
 * The facts of 001 §2.18, written out here independently of the app's wording, as
 * patterns a reader would recognise: each must appear in the page text.
 */
const facts = {
  'no advice is given': /does not give investment advice/,
  'investments are in regular plans': /investments made through us are in the regular plans/,
  'no platform fees': /no platform fees/,
  'a transaction charge of ₹150 per transaction above ₹10,000':
    /transaction charge of ₹150 applies per transaction above ₹10,000/,
  'cut-offs of 3 PM for equity and 1 PM for debt for the same-day NAV':
    /same day’s NAV.*before 3 PM for equity funds and before 1 PM for debt funds/,
  'support hours Monday to Saturday': /support team is available Monday to Saturday/,
  'response within 7-10 business days': /within 7-10 business days/,
  'minors are not served': /minors \(persons under 18 years of age\) are not served/,
} as const;

type Fact = keyof typeof facts;

const mainText = () => screen.getByRole('main').textContent ?? '';

describe('/termsconditions (001 §2.18)', () => {
  it('is a titled document with numbered sections', async () => {
    await renderApp('/termsconditions');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    const sections = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(sections.length).toBeGreaterThanOrEqual(8);
    expect(sections[0]).toHaveTextContent(/^1\. /);
  });

  it.each(Object.keys(facts) as Fact[])('states that %s', async (fact) => {
    await renderApp('/termsconditions');
    expect(mainText()).toMatch(facts[fact]);
  });

  it('names the brand and its contact details from config', async () => {
    await renderApp('/termsconditions');
    expect(mainText()).toContain('Sanchay');
    expect(mainText()).toContain('support@sanchay.example');
    expect(mainText()).toContain('+91 22 4000 7000');
  });
});

describe('/privacypolicy (001 §2.18)', () => {
  it('is a titled document with numbered sections', async () => {
    await renderApp('/privacypolicy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(8);
  });

  it.each(Object.keys(facts) as Fact[])('states that %s', async (fact) => {
    await renderApp('/privacypolicy');
    // The privacy policy speaks of the service in general terms; the charges and cut-offs are terms of use.
    const privacyFacts: Fact[] = [
      'no advice is given',
      'investments are in regular plans',
      'no platform fees',
      'support hours Monday to Saturday',
      'response within 7-10 business days',
      'minors are not served',
    ];
    if (privacyFacts.includes(fact)) expect(mainText()).toMatch(facts[fact]);
    else expect(mainText()).not.toMatch(facts[fact]);
  });

  it('says who the information is shared with and that it is never sold', async () => {
    await renderApp('/privacypolicy');
    expect(mainText()).toMatch(/never sell your information/);
    expect(mainText()).toMatch(/KYC registration agencies/);
  });
});

describe('LegalDocumentBody (shared with the sign-up modal)', () => {
  it('renders the document under section headings of the requested level, without a page title', () => {
    render(
      <MantineProvider>
        <LegalDocumentBody document="terms" headingOrder={3} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('1. Who may use the service');
    expect(document.body.textContent).toMatch(facts['no platform fees']);
  });
});
