import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);

/** Tenant, client id and port shared with the site (src/auth/settings.ts). */
export const LOCAL_IDP = require('../../src/auth/localIdp.json');
export {TEST_ACCOUNTS, findTestAccount, findTestAccountByEmail} from './accounts.mjs';
