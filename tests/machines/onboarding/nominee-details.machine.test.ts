import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  FULL_SHARE_MESSAGE,
  INCOMPLETE_MESSAGE,
  nomineeErrors,
  SAME_AS_HOLDER_MESSAGE,
} from '../../../domain/onboarding/nominees';
import {
  applyChange,
  emptyNominee,
  type NomineeDetailsEvent,
  type NomineeDraft,
  nomineeDetailsMachine,
  type PrimaryAddress,
} from '../../../machines/onboarding/nominee-details.machine';

const TODAY = new Date(2026, 10, 22);
const HOLDER_PAN = 'BQKPM4821L';
const settle = () => new Promise((resolve) => setTimeout(resolve));

const complete = (values: Partial<NomineeDraft> = {}): Omit<NomineeDraft, 'key' | 'sameAsPrimary' | 'country'> => ({
  name: 'Asha Rao',
  relationship: 'SPOUSE',
  idType: 'PAN',
  idNumber: 'ABCDE1234F',
  email: 'asha@example.in',
  mobile: '9876543210',
  address1: 'MG Road',
  address2: '',
  address3: '',
  city: 'Pune',
  pincode: '411001',
  percentage: '100',
  dob: '1990-04-01',
  guardianName: '',
  guardianPan: '',
  ...values,
});

async function start(
  options: {
    address?: () => Promise<PrimaryAddress>;
    send?: (input: { nominees: readonly NomineeDraft[] }) => Promise<void>;
    kept?: NomineeDraft[];
  } = {},
) {
  const actor = createActor(
    nomineeDetailsMachine.provide({
      actors: {
        restoreNominees: fromPromise(async () => options.kept ?? []),
        fetchPrimaryAddress: fromPromise(async () =>
          (options.address ?? (() => new Promise<PrimaryAddress>(() => {})))(),
        ),
        sendNomineeCode: fromPromise(async ({ input }) => (options.send ?? (() => new Promise<void>(() => {})))(input)),
      },
    }),
    { input: { holderPan: HOLDER_PAN, taxStatus: 'INDIVIDUAL', today: TODAY } },
  ).start();
  const fill = (key: string, values: Partial<NomineeDraft> = {}) => {
    for (const [field, value] of Object.entries(complete(values))) {
      actor.send({ type: 'nominee.changed', key, field, value } as NomineeDetailsEvent);
    }
  };
  await settle();
  return { actor, fill, nominees: () => actor.getSnapshot().context.nominees };
}

describe('nomineeDetailsMachine', () => {
  it('starts with one nominee holding the whole share and country India', async () => {
    const { nominees } = await start();
    expect(nominees()).toEqual([emptyNominee('nominee-1', 100)]);
    expect(nominees()[0]?.country).toBe('India');
  });

  it('starts from the nominees kept by an earlier Proceed, renumbered so new ones get fresh keys', async () => {
    const kept = [
      { ...emptyNominee('a', 60), name: 'Asha Rao' },
      { ...emptyNominee('b', 40), name: 'Ravi Rao' },
    ];
    const { nominees } = await start({ kept });
    expect(nominees().map((n) => [n.key, n.name, n.percentage])).toEqual([
      ['nominee-1', 'Asha Rao', '60'],
      ['nominee-2', 'Ravi Rao', '40'],
    ]);
  });

  it('refuses Add while a nominee is incomplete, and when the shares already total 100', async () => {
    const { actor, fill } = await start();
    actor.send({ type: 'nominee.add' });
    expect(actor.getSnapshot().context.addMessage).toBe(INCOMPLETE_MESSAGE);
    fill('nominee-1');
    actor.send({ type: 'nominee.add' });
    expect(actor.getSnapshot().context.addMessage).toBe(FULL_SHARE_MESSAGE);
    expect(actor.getSnapshot().context.nominees).toHaveLength(1);
  });

  it('adds a nominee with the remaining share, up to three, and deletes only while more than one', async () => {
    const { actor, fill, nominees } = await start();
    fill('nominee-1', { percentage: '50' });
    actor.send({ type: 'nominee.add' });
    expect(nominees().map((n) => n.percentage)).toEqual(['50', '50']);
    fill('nominee-2', { name: 'Ravi Rao', percentage: '30' });
    actor.send({ type: 'nominee.add' });
    expect(nominees().map((n) => [n.key, n.percentage])).toEqual([
      ['nominee-1', '50'],
      ['nominee-2', '30'],
      ['nominee-3', '20'],
    ]);
    fill('nominee-3', { name: 'Meera Rao', percentage: '10' });
    actor.send({ type: 'nominee.add' });
    expect(nominees()).toHaveLength(3);
    actor.send({ type: 'nominee.remove', key: 'nominee-2' });
    actor.send({ type: 'nominee.remove', key: 'nominee-1' });
    expect(nominees().map((n) => n.key)).toEqual(['nominee-3']);
    actor.send({ type: 'nominee.remove', key: 'nominee-3' });
    expect(nominees().map((n) => n.key)).toEqual(['nominee-3']);
  });

  it('upper-cases PANs as typed and clears the ID number when the ID type changes', async () => {
    const draft = { ...emptyNominee('n', 100), idType: 'PAN' };
    expect(applyChange(draft, 'idNumber', 'abcde1234f').idNumber).toBe('ABCDE1234F');
    expect(applyChange(draft, 'guardianPan', 'abcde1234f').guardianPan).toBe('ABCDE1234F');
    expect(applyChange({ ...draft, idNumber: 'ABCDE1234F' }, 'idType', 'AADHAR').idNumber).toBe('');
    expect(applyChange({ ...draft, idType: 'AADHAR' }, 'idNumber', '12ab').idNumber).toBe('12ab');
  });

  it("stays on the form and shows every message when a rule is broken (the holder's own PAN)", async () => {
    const { actor, fill } = await start();
    fill('nominee-1', { idNumber: HOLDER_PAN });
    actor.send({ type: 'nominees.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.showErrors).toBe(true);
    expect(nomineeErrors(snapshot.context.nominees[0] ?? {}, snapshot.context).idNumber).toBe(SAME_AS_HOLDER_MESSAGE);
  });

  it('needs a guardian for a minor before the code is sent', async () => {
    const { actor, fill } = await start();
    fill('nominee-1', { dob: '2015-06-01' });
    actor.send({ type: 'nominees.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    fill('nominee-1', { dob: '2015-06-01', guardianName: 'Asha Rao', guardianPan: 'PQRSX1234Z' });
    actor.send({ type: 'nominees.submit' });
    expect(actor.getSnapshot().value).toBe('sendingCode');
  });

  it('fills and locks the address from the primary holder, and clears the tick when that fails', async () => {
    const address = { address1: '14 Residency Road', address2: null, address3: null, city: 'Pune', pincode: '411001' };
    const ok = await start({ address: async () => address });
    ok.actor.send({ type: 'sameAddress.checked', key: 'nominee-1' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(ok.nominees()[0]).toMatchObject({
      sameAsPrimary: true,
      address1: '14 Residency Road',
      address2: '',
      city: 'Pune',
    });
    ok.actor.send({ type: 'sameAddress.cleared', key: 'nominee-1' });
    expect(ok.nominees()[0]?.sameAsPrimary).toBe(false);

    const failing = await start({ address: async () => Promise.reject(new Error('404')) });
    failing.actor.send({ type: 'sameAddress.checked', key: 'nominee-1' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(failing.actor.getSnapshot().context).toMatchObject({ addressFailed: true, addressFor: 'nominee-1' });
    expect(failing.nominees()[0]?.sameAsPrimary).toBe(false);
  });

  it('ends with the nominees once the code is sent, and keeps the failure when it is not', async () => {
    const failing = await start({ send: async () => Promise.reject({ code: '500', message: 'Mail is down' }) });
    failing.fill('nominee-1');
    failing.actor.send({ type: 'nominees.submit' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(failing.actor.getSnapshot().context.failure).toEqual({ code: '500', message: 'Mail is down' });

    const sent: Array<readonly NomineeDraft[]> = [];
    const ok = await start({ send: async ({ nominees }) => void sent.push(nominees) });
    ok.fill('nominee-1');
    ok.actor.send({ type: 'nominees.submit' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(ok.actor.getSnapshot().status).toBe('done');
    expect(ok.actor.getSnapshot().output).toEqual({ nominees: sent[0] });
    expect(sent[0]?.[0]).toMatchObject({ name: 'Asha Rao', percentage: '100' });
  });
});
