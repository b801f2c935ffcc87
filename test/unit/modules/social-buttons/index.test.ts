// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { socialAccounts, start } from '../../../../modules/social-buttons/index.ts';
import { moduleContext } from '../context.ts';

afterEach(() => (document.body.innerHTML = ''));

describe('social buttons', () => {
  it('list the https accounts of the site, each opened safely in a new window', () => {
    document.body.innerHTML = '<div class="sqs-social-buttons"></div>';
    start(
      moduleContext(
        'social-buttons',
        {
          website: {
            id: 'w',
            siteTitle: 'Fern & Field',
            socialAccounts: [
              { serviceName: 'Instagram', profileUrl: 'https://instagram.com/fern' },
              { serviceName: 'Evil', profileUrl: 'javascript:alert(1)' },
              { serviceName: 'Plain', profileUrl: 'http://example.com' },
            ],
          },
        },
        [document.querySelector('.sqs-social-buttons')!],
      ),
    );
    const links = document.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.href).toBe('https://instagram.com/fern');
    expect(links[0]!.rel).toBe('noopener noreferrer');
    expect(links[0]!.target).toBe('_blank');
    expect(links[0]!.getAttribute('aria-label')).toBe('Fern & Field on Instagram');
  });
  it('nothing without accounts', () => {
    expect(socialAccounts('x')).toEqual([]);
    expect(start(moduleContext('social-buttons', {}, []))).toBeUndefined();
  });
});
