// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own modules are plain ES modules without types
import { contextTrigger } from '../../../build/manifest.mjs';

const read = (context: unknown) => contextTrigger('modules/x/trigger.json', context) as unknown;

describe("a page module trigger's context (docs/behaviour/page-modules.md#page-module-context)", () => {
  it('a list of paths is each path with true (truthy)', () => {
    expect(read(['showAnnouncementBar', 'website.typekitId'])).toEqual({ showAnnouncementBar: true, 'website.typekitId': true });
  });

  it('an object gives each path true, {not: [...]} or {in: [...]} of JSON scalars', () => {
    const context = { 'websiteSettings.popupOverlaySettings.style': { not: [1] }, 'a.b': { in: ['auto', null, false] }, c: true };
    expect(read(context)).toEqual(context);
  });

  it('anything else fails the build, naming the file', () => {
    for (const bad of [
      'a',
      [''],
      ['a,b'],
      { 'a b': true },
      { a: false },
      { a: { not: [] } },
      { a: { not: [{}] } },
      { a: { is: [1] } },
      { a: { not: [1], in: [2] } },
    ]) {
      expect(() => read(bad), JSON.stringify(bad)).toThrow(/modules\/x\/trigger\.json/);
    }
  });
});
