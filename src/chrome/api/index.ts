/**
 * The `api` site module (`SiteRuntime.load('api')`): the data layer for page
 * scripts and template authors, the same code chunks import from src/api.
 */
export * from '../../api/index.ts';
