// Fictional public servants for the local identity provider. Not real people.
export const TEST_ACCOUNTS = [
  {
    oid: '3c8e5f1a-2b4d-4e6f-8a1c-9d0e2f3a4b5c',
    name: 'Marie Leblanc',
    email: 'marie.leblanc@gnb.test',
    title: {en: 'Policy analyst', fr: 'Analyste des politiques'},
  },
  {
    oid: '7a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
    name: 'Jordan Smith',
    email: 'jordan.smith@gnb.test',
    title: {en: 'Communications officer', fr: 'Agent de communication'},
  },
  {
    oid: 'b5c6d7e8-f9a0-4b1c-8d2e-3f4a5b6c7d8e',
    name: 'Émilie Cormier',
    email: 'emilie.cormier@gnb.test',
    title: {en: 'Program coordinator', fr: 'Coordonnatrice de programme'},
  },
  {
    oid: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    name: 'Alex Thompson',
    email: 'alex.thompson@gnb.test',
    title: {en: 'Service desk analyst', fr: 'Analyste du centre de services'},
  },
  {
    // An account of another organization's tenant: the site must refuse it.
    oid: '0d9c8b7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a',
    tenantId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    name: 'Sam Visitor',
    email: 'sam.visitor@partner.test',
    title: {en: 'Another organization', fr: 'Autre organisation'},
  },
];

/** @param {string} oid */
export function findTestAccount(oid) {
  return TEST_ACCOUNTS.find((account) => account.oid === oid);
}

/**
 * The test account with this e-mail address (a login hint), if any.
 * @param {unknown} email
 */
export function findTestAccountByEmail(email) {
  const wanted = typeof email === 'string' ? email.trim().toLowerCase() : '';
  return TEST_ACCOUNTS.find((account) => account.email === wanted);
}
