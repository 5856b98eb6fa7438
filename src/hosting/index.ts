/** Hosting, for the other capabilities (./README.md): what a capability may ask of the host. */
export type {HostRules} from './hostConfig';
