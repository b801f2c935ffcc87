// @vitest-environment node
import { describe } from 'vitest';
import { readSocialLinks } from '../../../../widgets/social-links/read-social-links.ts';
import { schema } from '../../../../widgets/social-links/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

describe('readSocialLinks agrees with the social links schema', () => {
  readerAgreesWithSchema(schema, readSocialLinks, [
    ['a follow script, an unknown field dropped', { followScriptUrl: '/follow.js', iconColor: 'black' }, true],
    ['nothing: no script', undefined, true],
    ['an empty URL', { followScriptUrl: '' }, true],
    ['a numeric URL', { followScriptUrl: 1 }, false],
    ['a null URL', { followScriptUrl: null }, false],
    ['an array', ['/follow.js'], false],
  ]);
});
