/**
 * The cart page's React rendering (docs/behaviour/commerce.md#cart-page), in a chunk
 * of its own: the cart page module asks for it, and React with it, as it
 * starts, while the cart is read.
 */
import { createElement } from 'react';
import type { Bus } from '../bus.ts';
import type { Cleanup } from '../block-context.ts';
import { mountReact } from '../react/mount-react.tsx';
import { CartPage } from './CartPage.tsx';

/** Renders the cart into `root`; resolves once it is shown, with the cleanup that puts the server markup back. */
export const renderCartPage = (root: HTMLElement, bus: Bus): Promise<Cleanup> => mountReact(root, createElement(CartPage, { bus }));
