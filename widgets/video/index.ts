/**
 * The video block (32): a React widget on the platform's video markup.
 */
import { createElement } from 'react';
import type { BlockContext, Cleanup, BlockMount } from '../../src/block-context.ts';
import { parseBlockData } from '../../src/block-data.ts';
import { mountReact } from '../../src/react/mount-react.tsx';
import { schema } from './schema.ts';
import { Video } from './Video.tsx';
import './video.css';

/** Validates the data, finds the embed code (data, else the wrapper's `data-html`) and renders. */
export function mount(element: HTMLElement, raw: unknown, _context: BlockContext): Promise<Cleanup> {
  const data = parseBlockData(schema, raw);
  const wrapper = element.querySelector<HTMLElement>('.sqs-video-wrapper');
  const embedHtml = data.html ?? wrapper?.getAttribute('data-html') ?? '';
  const providerName = data.providerName ?? wrapper?.getAttribute('data-provider-name') ?? undefined;
  return mountReact(element, createElement(Video, { data, embedHtml, providerName }));
}

// The one widget contract (behaviour.md#widget-contract), checked by the compiler.
mount satisfies BlockMount;
