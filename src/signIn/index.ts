/** Sign-in, for the other capabilities (./README.md): what the page knows of the reader's sign-in. */
export {useContentShown, useGateState, type GateState, type ReaderAccount} from './browser/gateState';
export {default as AccountMenu} from './AccountMenu';
export {checkSignInAfter} from './browser/signInCheck';
