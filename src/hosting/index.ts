/** Hosting, for the other capabilities (./README.md): what a capability may ask of the host. */
export type {HostRules} from './hostConfig';
/** Across a deploy (./README.md): what a page does when a part it needs cannot load; the fields it keeps. */
export {PageOutOfDateError, recoverFromNewDeploy} from './staleBuild/recovery';
export {KEPT_ON_UPDATE} from './staleBuild/kept';
