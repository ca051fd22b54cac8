// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app/render-app';

const main = () => screen.getByRole('main');

describe('landing page /sanchay-home (000 §1)', () => {
  it('opens with the hero and its Explore button', async () => {
    await renderApp('/sanchay-home');
    const hero = screen.getByRole('region', { name: 'Invest in Your Dreams with Mutual Funds' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Invest in Your Dreams with Mutual Funds',
    );
    expect(within(hero).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
  });

  it('has its own header with logo, Explore and Sign In', async () => {
    await renderApp('/sanchay-home');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sanchay' })).toHaveAttribute('href', '/sanchay-home');
    expect(within(header).getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/explore');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('has an about section', async () => {
    await renderApp('/sanchay-home');
    const about = screen.getByRole('region', { name: 'About Sanchay' });
    expect(within(about).getByText(/AMFI-registered mutual fund distributor/)).toBeVisible();
    expect(within(about).getByText(/We do not give investment advice/)).toBeVisible();
  });

  it('offers a card per fund type, each opening the explorer on its scheme type', async () => {
    await renderApp('/sanchay-home');
    const section = screen.getByRole('region', { name: 'Find funds that fit your goal' });
    const cards = within(section).getAllByRole('article');
    const seen = cards.map((card) => {
      const link = within(card).getByRole('link');
      return [within(card).getByRole('heading', { level: 3 }).textContent, link.textContent, link.getAttribute('href')];
    });
    expect(seen).toEqual([
      ['Equity Funds', 'Explore Equity Funds', '/explore?name=EQUITY'],
      ['Tax Saving (ELSS) Funds', 'Explore Tax Saving Funds', '/explore?name=ELSS'],
      ['Debt Funds', 'Explore Debt Funds', '/explore?name=DEBT'],
      ['Liquid Funds', 'Explore Liquid Funds', '/explore?name=LIQUID'],
      ['Hybrid Funds', 'Explore Hybrid Funds', '/explore?name=HYBRID+%28NC%29'],
      ['International Funds', 'Explore International Funds', '/explore?name=FOF'],
    ]);
  });

  it('decodes the hybrid card link to the exact scheme type', async () => {
    await renderApp('/sanchay-home');
    const link = screen.getByRole('link', { name: 'Explore Hybrid Funds' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.searchParams.get('name')).toBe('HYBRID (NC)');
  });

  it('promotes NFOs with a link to /NFO', async () => {
    await renderApp('/sanchay-home');
    const nfo = screen.getByRole('region', { name: 'New Fund Offers' });
    expect(within(nfo).getByRole('link', { name: 'View NFOs' })).toHaveAttribute('href', '/NFO');
  });

  it('shows the Contact Us form and the office address, phone and e-mail from config', async () => {
    await renderApp('/sanchay-home');
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    const form = await within(contact).findByRole('form', { name: 'Contact Us' });
    for (const label of ['Name', 'Email', 'Phone', 'Message']) {
      expect(within(form).getByLabelText(new RegExp(`^${label}`))).toBeEnabled();
    }
    expect(within(form).getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(within(contact).getByText('4th Floor, Sanchay House, Bandra Kurla Complex, Mumbai 400051')).toBeVisible();
    expect(within(contact).getByRole('link', { name: '+91 22 4000 7000' })).toHaveAttribute(
      'href',
      'tel:+912240007000',
    );
    expect(within(contact).getByRole('link', { name: 'support@sanchay.example' })).toHaveAttribute(
      'href',
      'mailto:support@sanchay.example',
    );
  });

  it('limits the form fields: text inputs 30, phone 10, message 500', async () => {
    await renderApp('/sanchay-home');
    const form = await within(main()).findByRole('form', { name: 'Contact Us' });
    expect(within(form).getByLabelText(/^Name/)).toHaveAttribute('maxlength', '30');
    expect(within(form).getByLabelText(/^Email/)).toHaveAttribute('maxlength', '30');
    expect(within(form).getByLabelText(/^Phone/)).toHaveAttribute('maxlength', '10');
    expect(within(form).getByLabelText(/^Message/)).toHaveAttribute('maxlength', '500');
  });

  it('opens the call-us modal with the phone number by keyboard, and closes it with Close or Escape', async () => {
    const { user } = await renderApp('/sanchay-home');
    const callUs = screen.getByRole('button', { name: 'Call Us' });
    callUs.focus();
    await user.keyboard('{Enter}');
    // Visible once the modal's opening transition has run.
    let dialog = await screen.findByRole('dialog', { name: 'Call Us' });
    await waitFor(() => expect(within(dialog).getByText('+91 22 4000 7000')).toBeVisible());
    expect(within(dialog).getByRole('link', { name: 'Call +91 22 4000 7000' })).toHaveAttribute(
      'href',
      'tel:+912240007000',
    );

    // Focus stays inside the dialog; Tab reaches Close and Enter presses it.
    const close = within(dialog).getByRole('button', { name: 'Close' });
    for (let i = 0; i < 5 && document.activeElement !== close; i += 1) await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitForDialogToClose();
    await waitFor(() => expect(callUs).toHaveFocus());

    await user.keyboard(' ');
    dialog = await screen.findByRole('dialog', { name: 'Call Us' });
    await waitFor(() => expect(dialog).toBeVisible());
    await user.keyboard('{Escape}');
    await waitForDialogToClose();
    await waitFor(() => expect(callUs).toHaveFocus());
  });
});

async function waitForDialogToClose() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Call Us' })).not.toBeInTheDocument());
}
