// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { serviceName } from '../../../../widgets/social-links/service-name.ts';

const link = (className: string, href: string) => Object.assign(document.createElement('a'), { className, href });

describe('social link service names', () => {
  it('reads the service from the class, else from the host', () => {
    expect(serviceName(link('sqs-svg-icon--wrapper instagram-unauth', 'https://instagram.com/x'))).toBe('Instagram');
    expect(serviceName(link('sqs-svg-icon--wrapper', 'https://www.youtube.com/c/x'))).toBe('Youtube');
    expect(serviceName(link('sqs-svg-icon--wrapper', 'not a url'))).toBe('');
  });
});
