// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { mountReact } from '../../../../src/react/mount-react.tsx';

// Real scheduling, as on a page: act() would rethrow render errors itself
// instead of letting the root's onUncaughtError see them.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function Hello({ name }: { name: string }) {
  return <p className="hello">Hello, {name}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

describe('mounting a React widget', () => {
  it('replaces the server markup only once React has committed, and puts it back on cleanup', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<p class="server">server</p>';
    document.body.append(element);
    const cleanup = await mountReact(element, <Hello name="QA" />);
    expect(element.querySelector('.hello')!.textContent).toBe('Hello, QA');
    expect(element.querySelector('.server')).toBeNull();
    cleanup();
    expect(element.innerHTML).toBe('<p class="server">server</p>');
  });

  it('rejects when the widget throws while rendering, with the server markup never moved', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.innerHTML = '<p class="server">server</p>';
    const server = element.firstChild;
    const failure = await mountReact(element, <Broken />).catch((error) => error);
    expect((failure as Error).message).toBe('render failed');
    expect(element.firstChild).toBe(server);
    expect(element.innerHTML).toBe('<p class="server">server</p>');
  });
});
