// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitForm } from '../../../../src/forms/submit.ts';

const KEY = () => new Response(JSON.stringify({ key: 'k1' }), { status: 200 });
const payload = { formId: 'f1', form: { a: '1' } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('submitForm failures (docs/behaviour/forms.md#form-messages)', () => {
  it('a save that cannot be sent asks for a reload', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(KEY()).mockRejectedValueOnce(new TypeError('Failed to fetch')));
    expect(await submitForm(payload)).toEqual({ ok: false, message: 'Error processing form submission. Please reload and try again.' });
  });

  it('a failed save whose answer cannot be read asks for a reload; statuses with their own message keep it', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(KEY())
        .mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 })),
    );
    expect(await submitForm(payload)).toEqual({ ok: false, message: 'Error processing form submission. Please reload and try again.' });
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(KEY())
        .mockResolvedValueOnce(new Response('<html></html>', { status: 429 })),
    );
    expect(await submitForm(payload)).toEqual({ ok: false, message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.' });
  });

  it('a save that times out is the unknown error', async () => {
    vi.useFakeTimers();
    const hung = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(KEY()).mockImplementationOnce(hung));
    const result = submitForm(payload, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toEqual({ ok: false, message: 'Unknown error, please try again later.' });
  });

  it('sends the payload with its key', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(KEY())
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await submitForm({ ...payload, submitButtonText: 'Send' })).toEqual({ ok: true });
    const body = new URLSearchParams(fetch.mock.calls[1]![1].body as string);
    expect(Object.fromEntries(body)).toMatchObject({ key: 'k1', formId: 'f1', form: '{"a":"1"}', submitButtonText: 'Send', isOverlayForm: 'false' });
  });
});
