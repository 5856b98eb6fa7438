/** Hosting, for the project's tools: the local server that serves a build as the host does. */
export {createStaticServer} from './static-server.mjs';
