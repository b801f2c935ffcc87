/**
 * The React entry: it exists so the build always puts React and react-dom
 * in one shared chunk that every React widget imports, loaded once and only
 * when a block that renders with React is on the page.
 */
export { createElement, Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
export { createRoot } from 'react-dom/client';
