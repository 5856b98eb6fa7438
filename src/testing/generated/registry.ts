import type {Registry} from '@docusaurus/types';

// What `@generated/registry` holds in a build: each chunk's loader; tests add what they need.
const registry: Registry = {};
export default registry;
