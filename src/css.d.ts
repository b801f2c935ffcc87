/** CSS files imported by widgets: the build ships them as files beside their chunk. */
declare module '*.css';
