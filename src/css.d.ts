/** CSS files imported by widgets: the build ships them as files beside their chunk. */
declare module '*.css';

/** A stylesheet as text (minified by the build), for styles adopted through the CSSOM. */
declare module '*.css?raw' {
  const css: string;
  export default css;
}

/** An image file the build ships beside the chunk that imports it: its path relative to that chunk. */
declare module '*.svg' {
  const path: string;
  export default path;
}
