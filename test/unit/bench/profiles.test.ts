// @vitest-environment node
/**
 * The bench's profiles (bench/profiles.ts): labels written from the
 * conditions, HTTP/2 a dimension of them, and the check that a run spoke the
 * protocol its profile names.
 */
import { describe, expect, it } from 'vitest';
import { assertProtocol, PROFILES, profileLabel } from '../../../bench/profiles.ts';

describe('PROFILES', () => {
  it('measures HTTP/1.1 and HTTP/2 with latency, and the slow CPU over HTTP/2', () => {
    expect(PROFILES.map((p) => p.label)).toEqual([
      'HTTP/1.1, 40 ms a request, 20 Mbit/s',
      'HTTP/2, 40 ms a request, 20 Mbit/s',
      'HTTP/2, 40 ms a request, 20 Mbit/s, CPU 4× slower',
    ]);
    expect(PROFILES.every((p) => p.latencyMs > 0)).toBe(true);
  });

  it('labels a profile from its conditions', () => {
    expect(profileLabel({ protocol: 'HTTP/2', latencyMs: 150, downKbps: 0, cpuRate: 6 })).toBe('HTTP/2, 150 ms a request, CPU 6× slower');
  });
});

describe('assertProtocol', () => {
  const h2 = PROFILES[1]!;
  const origin = 'https://127.0.0.1:4000';

  it("passes when every response from the page's server came over the profile's protocol", () => {
    expect(() =>
      assertProtocol(h2, origin, [
        { url: `${origin}/fixtures/a.html`, protocol: 'h2' },
        { url: 'data:image/gif,', protocol: 'data' },
      ]),
    ).not.toThrow();
    expect(() => assertProtocol(PROFILES[0]!, 'http://127.0.0.1:4000', [{ url: 'http://127.0.0.1:4000/dist/loader.js', protocol: 'http/1.1' }])).not.toThrow();
  });

  it('throws when one came over another protocol, or none was seen', () => {
    expect(() =>
      assertProtocol(h2, origin, [
        { url: `${origin}/a.html`, protocol: 'h2' },
        { url: `${origin}/dist/loader.js`, protocol: 'http/1.1' },
      ]),
    ).toThrow('HTTP/2, 40 ms a request, 20 Mbit/s: 1 of 2 responses were not h2 (https://127.0.0.1:4000/dist/loader.js: http/1.1)');
    expect(() => assertProtocol(h2, origin, [{ url: 'https://elsewhere.test/x.js', protocol: 'h2' }])).toThrow('no response from https://127.0.0.1:4000');
  });
});
