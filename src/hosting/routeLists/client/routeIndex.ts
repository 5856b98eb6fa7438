/** The index of every leaf route (written by ../split.ts), a chunk of its own that ./leaves.ts loads when first needed. */
export {default, files} from '@chatgnb/route-lists-index';
