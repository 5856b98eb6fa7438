import type {RouteChunkNames} from '@docusaurus/types';

// What `@generated/routesChunkNames` holds in a build: each route's chunk names; tests add what they need.
const routesChunkNames: RouteChunkNames = {};
export default routesChunkNames;
