// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { secureOrigin, withQuery } from '../../../../src/api/url.ts';

describe('secureOrigin', () => {
  const site = { appDomain: 'squarespace.com', website: { id: 'w', identifier: 'my-shop' } };
  it('keeps the page origin on the platform host', () => {
    expect(secureOrigin(site, 'my-shop.squarespace.com')).toBeUndefined();
  });
  it("uses the site's own https domain from a custom domain", () => {
    expect(secureOrigin(site, 'www.myshop.com')).toBe('https://my-shop.squarespace.com');
    expect(secureOrigin({ ...site, website: { ...site.website, secureDomain: 'https://secure.myshop.com/' } }, 'www.myshop.com')).toBe(
      'https://secure.myshop.com',
    );
  });
  it('needs an app domain', () => {
    expect(secureOrigin({ website: { id: 'w' } }, 'x.com')).toBeUndefined();
  });
});

describe('withQuery', () => {
  it('appends to an existing query', () => {
    expect(withQuery('/a?x=1', { y: 'two words' })).toBe('/a?x=1&y=two+words');
    expect(withQuery('/a', {})).toBe('/a');
  });
});
