/** CSS files imported by widgets: the build ships them as files beside their chunk. */
declare module '*.css';

/** A stylesheet as text (minified by the build), for styles adopted through the CSSOM. */
declare module '*.css?raw' {
  const css: string;
  export default css;
}
