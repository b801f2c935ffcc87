// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mayCarryCrumb } from '../../../../src/api/crumb-target.ts';

const page = { href: 'https://shop.example/page', origin: 'https://shop.example' };

describe('mayCarryCrumb (behaviour/start-up.md#security-model)', () => {
  it('allows the page origin and the secure origin the data layer chose', () => {
    expect(mayCarryCrumb('/api/x', undefined, page)).toBe(true);
    expect(mayCarryCrumb('https://shop.example/api/x', undefined, page)).toBe(true);
    expect(mayCarryCrumb('https://w1.platform.example/api/x', 'https://w1.platform.example', page)).toBe(true);
  });
  it('refuses any other origin, protocol-relative ones included', () => {
    expect(mayCarryCrumb('https://evil.example/api/x', undefined, page)).toBe(false);
    expect(mayCarryCrumb('//evil.example/api/x', undefined, page)).toBe(false);
    expect(mayCarryCrumb('http://shop.example/api/x', undefined, page)).toBe(false);
    expect(mayCarryCrumb('https://evil.example/api/x', 'https://w1.platform.example', page)).toBe(false);
  });
});
