// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const details = {
  name: ' Asha Rao ',
  email: 'asha@example.in',
  phone: '9876543210',
  message: 'SIP in ELSS / 80C?',
};

/** openapi-fetch takes `fetch` when its client is created, so the module is loaded after the stub. */
async function loadWithFetch(respond: (request: Request) => Response) {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      calls.push(input);
      return respond(input);
    }),
  );
  vi.resetModules();
  const module = await import('../../../src/api/contact');
  return { ...module, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendContactMessage (GET /message/{text})', () => {
  it("sends 'Email | Name | Messagetext | Phone' URL-encoded once in the path", async () => {
    const { sendContactMessage, calls } = await loadWithFetch(() => Response.json({ status: 'received' }));
    await sendContactMessage(details);
    expect(calls).toHaveLength(1);
    const url = new URL(calls[0]?.url ?? '');
    expect(calls[0]?.method).toBe('GET');
    expect(url.pathname).toBe(
      `/message/${encodeURIComponent('asha@example.in | Asha Rao | SIP in ELSS / 80C? | 9876543210')}`,
    );
    expect(decodeURIComponent(url.pathname.slice('/message/'.length))).toBe(
      'asha@example.in | Asha Rao | SIP in ELSS / 80C? | 9876543210',
    );
  });

  it('fails with the server message when the server refuses', async () => {
    const { sendContactMessage } = await loadWithFetch(() =>
      Response.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Contact details are invalid',
          errors: [{ field: 'phone', message: 'x' }],
        },
        { status: 400 },
      ),
    );
    await expect(sendContactMessage(details)).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 400,
      message: 'Contact details are invalid',
    });
  });
});
