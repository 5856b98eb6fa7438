/** Hosting, for the project's tools: the local server that serves a build as the host does; the host's quotas. */
export {createStaticServer, HOST_CONFIG_FILE} from './staticServer.mjs';
export {buildSize, hostQuotaReport} from '../quotas.mjs';
