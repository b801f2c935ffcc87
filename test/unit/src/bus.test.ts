// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { reportedErrors } from '../support/reported-errors.ts';
import { createBus } from '../../../src/bus.ts';

const reported = reportedErrors();

describe('the shared bus', () => {
  it('delivers a payload to every listener, in order', () => {
    const bus = createBus();
    const seen: string[] = [];
    bus.on('block:ready', ({ id }) => seen.push(`a:${id}`));
    bus.on('block:ready', ({ id }) => seen.push(`b:${id}`));
    bus.emit('block:ready', { id: 'x', type: 'accordion', element: document.body });
    expect(seen).toEqual(['a:x', 'b:x']);
  });

  it('keeps going when one listener throws, and logs it', () => {
    const bus = createBus();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('logout', () => {
      throw new Error('boom');
    });
    bus.on('logout', after);
    bus.emit('logout', undefined);
    expect(after).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]![0]).toContain('a "logout" listener threw');
    // A page script's listener that throws is a programming error: the reporter gets it.
    expect(reported).toEqual([new Error('boom')]);
  });

  it('once() fires once and off() removes a listener, including a once() one', () => {
    const bus = createBus();
    const once = vi.fn();
    const removed = vi.fn();
    bus.once('consent:change', once);
    bus.on('consent:change', removed);
    bus.off('consent:change', removed);
    bus.emit('consent:change', { allowed: true, time: 1 });
    bus.emit('consent:change', { allowed: false, time: 2 });
    expect(once).toHaveBeenCalledExactlyOnceWith({ allowed: true, time: 1 });
    expect(removed).not.toHaveBeenCalled();
    const never = vi.fn();
    bus.once('cart:change', never);
    bus.off('cart:change', never);
    bus.emit('cart:change', { totalQuantity: 1 });
    expect(never).not.toHaveBeenCalled();
  });

  it('carries page-defined events too', () => {
    const bus = createBus();
    const spy = vi.fn();
    bus.on('my-template:thing', spy);
    bus.emit('my-template:thing', 1, 2);
    expect(spy).toHaveBeenCalledWith(1, 2);
  });

  it('treats constructor, __proto__ and toString as ordinary event names', () => {
    const bus = createBus();
    const seen: string[] = [];
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(() => bus.emit(name, 1)).not.toThrow();
      bus.on(name, () => seen.push(name));
      bus.emit(name, 1);
      bus.off(name);
      bus.emit(name, 1);
    }
    expect(seen).toEqual(['constructor', '__proto__', 'toString', 'hasOwnProperty']);
    expect(({} as Record<string, unknown>).length).toBeUndefined();
  });

  it('chains like tiny-emitter, passes the context, and works with its methods taken off the bus', () => {
    const bus = createBus();
    const { on, once, off, emit } = bus;
    const seen: unknown[] = [];
    const ctx = { name: 'ctx' };
    function listener(this: unknown, value: unknown) {
      seen.push([this, value]);
    }
    expect(on('my:event', listener, ctx)).toBe(bus);
    expect(once('my:event', (value: unknown) => seen.push(['once', value]))).toBe(bus);
    expect(emit('my:event', 1)).toBe(bus);
    expect(off('my:event', listener)).toBe(bus);
    emit('my:event', 2);
    expect(seen).toEqual([
      [ctx, 1],
      ['once', 1],
    ]);
  });
});
