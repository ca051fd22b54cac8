// @vitest-environment happy-dom
/**
 * The app's own onboarding routes, layout and calls together, as a new investor meets them:
 * PAN check and CKYC download up to Basic Info, then Basic Info and Additional Info against a
 * fake user service, ending at Nominee Details (a stand-in here; it has its own tests). Also:
 * the verified investor sees the finished state, Previous returns to Basic Info with the answers
 * kept, a firm's or HUF's tax status reaches the bank step in one session, Basic Info is not
 * reached without the CKYC record, and the CKYC name the server keeps greets in a new session.
 *
 * Each journey stays within a few seconds of CPU: on a loaded 2-core machine a test gets a
 * fraction of a core, and the whole journey in one test (twice the work, its queries searching
 * the whole page) ran past the 20-second limit.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { appOnboardingMachine } from '../../../src/features/onboarding/app-onboarding-machine';
import { fakeUserService, INVESTOR_EMAIL, renderOnboarding } from './render-onboarding';
import { pickDate } from './step-host';

const TODAY = new Date();

/**
 * A step's form once it is on screen, found by its accessible name. A role query works out the
 * role and visibility of every element on the page, again at each poll while the step loads:
 * such page-wide queries were a fifth of the journey's time, and a loaded machine polls more.
 */
const stepForm = (name: string) => screen.findByLabelText(name, { selector: 'form' });

function newInvestorService() {
  return fakeUserService({
    'GET /users/status': () => Response.json({ userStatus: 'USER_CREATED' }),
    'GET /users/taxStatus': () => Response.json({ code: 'NOT_FOUND', message: 'No tax status yet' }, { status: 404 }),
    'GET /users': () => Response.json({ pan: null, dob: null, fullName: null }),
    'POST /users/kyc-status': () => Response.json({ kyc_status: 'VALIDATED' }),
    'POST /users/ckyc': () => Response.json({ fullName: 'ASHA RAO' }),
    'PATCH /users/basicDetail': () => Response.json({ userStatus: 'BASIC_INFO', taxStatus: 'INDIVIDUAL' }),
    'PATCH /users/detail': () => Response.json({ userStatus: 'ADDITIONAL_INFO' }),
  });
}

type User = ReturnType<typeof userEvent.setup>;

// Fields by their labels, as the investor reads them (a select's label also names its list).
async function fillResidentialAddress(user: User, basic: HTMLElement) {
  const address = within(basic).getByRole('group', { name: 'Residential address' });
  await paste(user, within(address).getByLabelText(/^Address line 1/), '12 MG Road');
  await paste(user, within(address).getByLabelText(/^City/), 'Bengaluru');
  await choose(user, within(address).getByLabelText(/^State/, { selector: 'input' }), 'Karnataka');
  await paste(user, within(address).getByLabelText(/^Pincode/), '560001');
}

async function fillAdditionalInfo(user: User, additional: HTMLElement) {
  await choose(user, within(additional).getByLabelText(/^Gender/, { selector: 'input' }), 'Female');
  await choose(user, within(additional).getByLabelText(/^Gross annual income/, { selector: 'input' }), 'Below 1 Lakh');
  await choose(user, within(additional).getByLabelText(/^Occupation/, { selector: 'input' }), 'Services');
  await user.click(within(additional).getByRole('checkbox'));
}

async function paste(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Opens a select and picks from the list it opened (the one it controls), not the whole page. */
async function choose(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, option: string) {
  await user.click(input);
  const list = await waitFor(() => {
    const opened = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!opened) throw new Error(`${input.id} has opened no list`);
    return opened;
  });
  await user.click(within(list).getByRole('option', { name: option }));
}

describe('a new investor', () => {
  // The journey in two halves that meet at Basic Info, each as the investor goes through it.
  it('checks the PAN and downloads the CKYC record, reaching Basic Info greeted by the CKYC name', async () => {
    const requests = newInvestorService();
    const user = userEvent.setup({ delay: null });
    const { router, refresh } = renderOnboarding('/pancardverification', { today: TODAY, realSteps: true });

    const pan = await stepForm('PAN Verification');
    await user.type(within(pan).getByRole('textbox', { name: /^PAN/ }), 'bqkpm4821l');
    await pickDate(user, within(pan).getByRole('button', { name: /^Date of birth/ }), new Date(1986, 2, 14));
    await user.click(within(pan).getByRole('button', { name: 'Proceed' }));

    const fetch = await stepForm('Enter your PAN details');
    expect(router.state.location.pathname).toBe('/panFetch');
    await user.type(within(fetch).getByRole('textbox', { name: /^PAN/ }), 'BQKPM4821L');
    await pickDate(user, within(fetch).getByRole('button', { name: /^Date of birth/ }), new Date(1986, 2, 14));
    await user.click(within(fetch).getByRole('checkbox'));
    await user.click(within(fetch).getByRole('button', { name: 'Proceed' }));

    const basic = await stepForm('Basic Info');
    expect(router.state.location.pathname).toBe('/basicInfo');
    expect(within(basic).getByRole('heading', { name: 'Hello, Asha Rao!' })).toBeVisible();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    // Before Basic Info there is no tax status to ask for.
    expect(requests.filter((request) => request.path === '/users/taxStatus')).toEqual([]);

    const calls = requests.filter((request) => request.method !== 'GET');
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /users/kyc-status',
      'POST /users/ckyc',
    ]);
    expect(calls.every((call) => call.authorization?.startsWith('Bearer '))).toBe(true);
    expect(calls[0]?.body).toEqual({ pan: 'BQKPM4821L', dob: '1986-03-14' });
    expect(calls[1]?.body).toMatchObject({
      pan: 'BQKPM4821L',
      email: INVESTOR_EMAIL,
      dateOfBirth: '14-03-1986',
      consent: {
        ip: 'unknown',
        location: 'India',
        clientTimeStamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      },
    });
    expect(window.sessionStorage.getItem('name')).toBe('ASHA RAO');
  });

  it('fills Basic Info and Additional Info, and goes on to Nominee Details', async () => {
    const requests = fakeUserService({
      'GET /users/status': () => Response.json({ userStatus: 'CKYC_DOWNLOAD_COMPLETED' }),
      'GET /users': () => Response.json({ pan: 'BQKPM4821L', dob: '1986-03-14', fullName: 'ASHA RAO' }),
      'PATCH /users/basicDetail': () => Response.json({ userStatus: 'BASIC_INFO', taxStatus: 'INDIVIDUAL' }),
      'PATCH /users/detail': () => Response.json({ userStatus: 'ADDITIONAL_INFO' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router, refresh } = renderOnboarding('/basicInfo', { today: TODAY, realSteps: true });

    const basic = await stepForm('Basic Info');
    await fillResidentialAddress(user, basic);
    await user.click(within(basic).getByRole('button', { name: 'Proceed' }));

    const additional = await stepForm('Additional Info');
    expect(router.state.location.pathname).toBe('/additionalinfo');
    await fillAdditionalInfo(user, additional);
    await user.click(within(additional).getByRole('button', { name: 'Proceed' }));

    expect(await screen.findByRole('heading', { name: 'Step nominees' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/nomineedetails');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    // The Basic Info save answers the tax status: nobody asks for it.
    expect(requests.filter((request) => request.path === '/users/taxStatus')).toEqual([]);

    const calls = requests.filter((request) => request.method !== 'GET');
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PATCH /users/basicDetail',
      'PATCH /users/detail',
    ]);
    expect(calls.every((call) => call.authorization?.startsWith('Bearer '))).toBe(true);
    expect(calls[0]?.body).toEqual({
      taxStatus: 'INDIVIDUAL',
      firstName: 'Asha',
      lastName: 'Rao',
      address1: '12 MG Road',
      city: 'Bengaluru',
      state: 'KA',
      pincode: '560001',
      country: 'IN',
    });
    expect(calls[1]?.body).toEqual({
      email: INVESTOR_EMAIL,
      gender: 'FEMALE',
      grossAnnualIncome: 'BELOW_ONE',
      occupation: 'SERVICES',
      resident: 'INDIAN',
    });
  });

  it('cannot reach Basic Info while the CKYC download has not succeeded (PAN_SAVED)', async () => {
    // Create Account sends PAN_SAVED to /basicInfo (000 §4.1); the CKYC record is still missing.
    fakeUserService({
      'GET /users/status': () => Response.json({ userStatus: 'PAN_SAVED' }),
      'GET /users': () => Response.json({ pan: 'BQKPM4821W', dob: '1986-03-14', fullName: null }),
    });
    const { router } = renderOnboarding('/basicInfo', { today: TODAY, realSteps: true });
    expect(await stepForm('Enter your PAN details')).toBeVisible();
    expect(router.state.location.pathname).toBe('/panFetch');
    expect(screen.queryByRole('form', { name: 'Basic Info' })).not.toBeInTheDocument();
  });

  it('is sent back to the furthest step when opening one beyond it', async () => {
    newInvestorService();
    const { router } = renderOnboarding('/bankaccountregister', { today: TODAY, realSteps: true });
    expect(await stepForm('PAN Verification')).toBeVisible();
    expect(router.state.location.pathname).toBe('/pancardverification');
  });
});

describe('a firm or HUF (a PAN whose 4th letter is not P)', () => {
  it('keeps its tax status from Basic Info to the bank step in one session, where the statement comes first', async () => {
    const requests = fakeUserService({
      'GET /users/status': () => Response.json({ userStatus: 'CKYC_DOWNLOAD_COMPLETED' }),
      'GET /users': () => Response.json({ pan: 'ABCHM1234K', dob: '1980-01-01', fullName: 'RAO FAMILY' }),
      // The form can only say resident or not; the server keeps the HUF's own status.
      'PATCH /users/basicDetail': () => Response.json({ userStatus: 'BASIC_INFO', taxStatus: 'HUF' }),
      'PATCH /users/detail': () => Response.json({ userStatus: 'ADDITIONAL_INFO' }),
      'POST /users/upload': () => Response.json({ status: 'success', message: 'Statement uploaded.' }),
      'PATCH /users/bankdetails': () => Response.json({ userStatus: 'BANK_DETAILS_VERIFIED' }),
    });
    // Nominee Details and its code have their own tests; here they finish at once.
    const machine = appOnboardingMachine.provide({
      actors: {
        nomineeDetails: fromPromise(async () => ({ nominees: [] })) as never,
        twoFactor: fromPromise(async () => undefined) as never,
      },
    });
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { router } = renderOnboarding('/basicInfo', { machine, today: TODAY, realSteps: true });

    const basic = await stepForm('Basic Info');
    expect(within(basic).getByRole('heading', { name: 'Hello, Rao Family!' })).toBeVisible();
    await fillResidentialAddress(user, basic);
    await user.click(within(basic).getByRole('button', { name: 'Proceed' }));
    const additional = await stepForm('Additional Info');
    await fillAdditionalInfo(user, additional);
    await user.click(within(additional).getByRole('button', { name: 'Proceed' }));

    const bank = await stepForm('Bank Account Verification');
    expect(router.state.location.pathname).toBe('/bankaccountregister');
    const statement = within(bank).getByLabelText(/^Bank statement \(PDF\)/);
    await user.selectOptions(within(bank).getByLabelText(/^Bank\s*\*?$/), 'HDFC Bank');
    await user.type(within(bank).getByLabelText(/^IFSC Code/), 'HDFC0001234');
    await user.type(within(bank).getByLabelText(/^Account number/), '123456789012');
    await user.selectOptions(within(bank).getByLabelText(/^Account type/), 'CURRENT_BANK');
    await user.selectOptions(within(bank).getByLabelText(/^Account holdings/), 'SINGLE_BANK_ACCOUNT');
    await user.upload(statement, new File(['%PDF-1.7 statement'], 'statement.pdf', { type: 'application/pdf' }));
    expect(await screen.findByTestId('statement-uploaded')).toHaveTextContent('Statement uploaded: statement.pdf');
    await user.click(within(bank).getByRole('button', { name: 'Verify' }));
    expect(await within(bank).findByRole('button', { name: 'Proceed' })).toBeEnabled();

    const calls = requests.filter((request) => request.method !== 'GET').map(({ method, path }) => `${method} ${path}`);
    expect(calls).toEqual([
      'PATCH /users/basicDetail',
      'PATCH /users/detail',
      'POST /users/upload',
      'PATCH /users/bankdetails',
    ]);
    expect(requests.filter((request) => request.path === '/users/taxStatus')).toEqual([]);
  });
});

describe('an investor resuming in a new session', () => {
  it('is greeted at Basic Info by the CKYC name the server keeps, with the name fields filled', async () => {
    fakeUserService({
      'GET /users/status': () => Response.json({ userStatus: 'CKYC_DOWNLOAD_COMPLETED' }),
      'GET /users': () => Response.json({ pan: 'BQKPM4821L', dob: '1986-03-14', fullName: 'ASHA KUMARI RAO' }),
    });
    expect(window.sessionStorage.getItem('name')).toBeNull();
    renderOnboarding('/basicInfo', { today: TODAY, realSteps: true });
    const basic = await stepForm('Basic Info');
    expect(within(basic).getByRole('heading', { name: 'Hello, Asha Kumari Rao!' })).toBeVisible();
    expect(within(basic).getByRole('textbox', { name: /^First name/ })).toHaveValue('Asha');
    expect(within(basic).getByRole('textbox', { name: /^Middle name/ })).toHaveValue('Kumari');
    expect(within(basic).getByRole('textbox', { name: /^Last name/ })).toHaveValue('Rao');
  });
});

describe('an investor further on', () => {
  it('returns from Additional Info to Basic Info with Previous', async () => {
    fakeUserService({
      'GET /users/status': () => Response.json({ userStatus: 'BASIC_INFO' }),
      'GET /users/taxStatus': () => Response.json({ taxStatus: 'INDIVIDUAL' }),
      'GET /users': () => Response.json({ pan: 'BQKPM4821L', dob: '1986-03-14', fullName: null }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderOnboarding('/additionalinfo', { today: TODAY, realSteps: true });
    const additional = await stepForm('Additional Info');
    await user.click(within(additional).getByRole('button', { name: 'Previous' }));
    expect(await stepForm('Basic Info')).toBeVisible();
    expect(router.state.location.pathname).toBe('/basicInfo');
    await user.click(
      within(screen.getByRole('form', { name: 'Basic Info' })).getByRole('button', { name: 'Previous' }),
    );
    expect(await stepForm('PAN Verification')).toBeVisible();
  });

  describe('the end of onboarding says what is still to do', () => {
    const finished = (status: string) => {
      fakeUserService({
        'GET /users/status': () => Response.json({ userStatus: status }),
        'GET /users/taxStatus': () => Response.json({ taxStatus: 'INDIVIDUAL' }),
        'GET /users': () => Response.json({ pan: 'BQKPM4821L', dob: '1986-03-14', fullName: null }),
      });
      renderOnboarding('/basicInfo', { today: TODAY, realSteps: true, sessionStatus: status });
      return screen.findByRole('heading', { name: 'Onboarding complete' });
    };
    const toDo = () => screen.getByRole('list', { name: 'Still to do before you can invest' });

    it('right after the e-mail: the exchange registration, ELOG and the mandate', async () => {
      expect(await finished('EMAIL_VERIFIED')).toBeVisible();
      expect(screen.queryByText(/We will let you know when your account is ready to invest/)).not.toBeInTheDocument();
      expect(
        within(toDo())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Complete your registration on the exchange’s page, which opened in a new tab when your e-mail was verified.',
        'Authenticate your nominee declaration (ELOG) on the exchange’s page.',
        'Authorise your autopay mandate with your bank.',
      ]);
      expect(screen.getByText(/Account verification on your Dashboard/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard?openModal=true',
      );
    });

    it('once the exchange has the client: ELOG and the mandate', async () => {
      await finished('BSE_USER_MANDATE_INITIATED');
      expect(within(toDo()).getAllByRole('listitem')).toHaveLength(2);
      expect(toDo()).not.toHaveTextContent(/registration/);
    });

    it('a verified investor: nothing left to do', async () => {
      await finished('VERIFIED');
      expect(screen.queryByRole('list', { name: 'Still to do before you can invest' })).not.toBeInTheDocument();
      expect(screen.getByText('Your account is verified. You can invest in any fund.')).toBeVisible();
    });
  });

  it('sees the finished state once the e-mail is verified', async () => {
    fakeUserService({
      'GET /users/status': () => Response.json({ userStatus: 'VERIFIED' }),
      'GET /users/taxStatus': () => Response.json({ taxStatus: 'INDIVIDUAL' }),
      'GET /users': () => Response.json({ pan: 'BQKPM4821L', dob: '1986-03-14', fullName: null }),
    });
    renderOnboarding('/basicInfo', { today: TODAY, realSteps: true });
    expect(await screen.findByRole('heading', { name: 'Onboarding complete' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard?openModal=true');
  });
});
