// One name for the kind, kept for declarations that import it alone; the kinds live in one file,
// ./fields.ts, because one shared chunk costs first views less than one per kind
// (docs/behaviour.md#block-data-declaration).
export { bool } from './fields.ts';
