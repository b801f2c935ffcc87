// @vitest-environment node
import { describe } from 'vitest';
import { readEmbed } from '../../../../widgets/embed/read-embed.ts';
import { schema } from '../../../../widgets/embed/schema.ts';
import { readerAgreesWithSchema } from '../../support/reader-agrees.ts';

describe('readEmbed agrees with the embed schema', () => {
  readerAgreesWithSchema(schema, readEmbed, [
    ['every field, an unknown one dropped', { html: '<iframe src="https://x.test/"></iframe>', url: 'https://x.test/', resolvedBy: 'oembed', providerName: 'X', width: 3 }, true],
    ['nothing', undefined, true],
    ['only a URL', { url: 'https://x.test/' }, true],
    ['numeric html', { html: 1 }, false],
    ['a URL object', { url: { href: 'https://x.test/' } }, false],
    ['a numeric resolver', { resolvedBy: 2 }, false],
    ['a null provider', { providerName: null }, false],
    ['the first bad field is named', { url: 1, html: 2 }, false],
    ['true', true, false],
  ]);
});
