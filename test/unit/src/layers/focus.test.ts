// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { containFocus, focusInside, rememberFocus, tabbables } from '../../../../src/layers/focus.ts';

function tab(shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('containFocus', () => {
  it('needs exactly one of container or predicate', () => {
    const box = document.createElement('div');
    expect(() => containFocus({})).toThrow('Containing focus needs exactly one of container or predicate');
    expect(() => containFocus({ container: box, predicate: () => true })).toThrow(/exactly one/);
  });

  it('wraps Tab and Shift+Tab inside the container', () => {
    document.body.innerHTML = '<button id="before">b</button><div id="box"><button id="a">a</button><a id="b" href="#x">b</a></div>';
    const release = containFocus({ container: document.getElementById('box')! });
    document.getElementById('b')!.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement!.id).toBe('a');
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement!.id).toBe('b');
    release();
    document.getElementById('b')!.focus();
    expect(tab().defaultPrevented).toBe(false);
  });

  it('goes on from a focused element Tab does not stop at, in document order', () => {
    document.body.innerHTML = '<div id="box"><button id="a">a</button><div id="summary" tabindex="-1"><a id="link" href="#f">f</a></div><input id="f"></div>';
    const release = containFocus({ container: document.getElementById('box')! });
    document.getElementById('summary')!.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement!.id).toBe('link');
    document.getElementById('summary')!.focus();
    expect(tab(true).defaultPrevented).toBe(true);
    expect(document.activeElement!.id).toBe('a');
    release();
  });

  it('pulls focus back when it lands outside', () => {
    document.body.innerHTML = '<button id="outside">o</button><div id="box"><button id="a">a</button></div>';
    const release = containFocus({ container: document.getElementById('box')! });
    document.getElementById('outside')!.focus();
    expect(document.activeElement!.id).toBe('a');
    release();
  });

  it('contains focus among the elements a predicate accepts', () => {
    document.body.innerHTML = '<button id="x" data-ok>x</button><button id="no">n</button><button id="y" data-ok>y</button>';
    const release = containFocus({ predicate: (el) => el.hasAttribute('data-ok') });
    document.getElementById('y')!.focus();
    tab();
    expect(document.activeElement!.id).toBe('x');
    release();
  });

  it('lets only the newest trap act', () => {
    document.body.innerHTML = '<div id="one"><button id="a">a</button></div><div id="two"><button id="b">b</button><button id="c">c</button></div>';
    const releaseOne = containFocus({ container: document.getElementById('one')! });
    const releaseTwo = containFocus({ container: document.getElementById('two')! });
    document.getElementById('c')!.focus();
    tab();
    expect(document.activeElement!.id).toBe('b');
    releaseTwo();
    document.getElementById('a')!.focus();
    tab();
    expect(document.activeElement!.id).toBe('a');
    releaseOne();
  });
});

describe('focus helpers', () => {
  it('restores focus to the element focused before', () => {
    document.body.innerHTML = '<button id="opener">open</button><div id="box"><button id="inner">i</button></div>';
    document.getElementById('opener')!.focus();
    const restore = rememberFocus();
    focusInside(document.getElementById('box')!);
    expect(document.activeElement!.id).toBe('inner');
    restore();
    expect(document.activeElement!.id).toBe('opener');
  });

  it('focuses the container itself when it holds nothing tabbable', () => {
    document.body.innerHTML = '<div id="box"><p>text</p></div>';
    const box = document.getElementById('box')!;
    focusInside(box);
    expect(document.activeElement).toBe(box);
    expect(box.tabIndex).toBe(-1);
  });

  it('skips hidden, disabled and negative-tabindex elements', () => {
    document.body.innerHTML =
      '<button disabled>d</button><button hidden>h</button><span tabindex="-1">s</span><input type="hidden"><button id="ok">ok</button>';
    expect(tabbables().map((el) => el.id)).toEqual(['ok']);
  });
});
