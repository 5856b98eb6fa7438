/**
 * oidc-provider's storage, in memory: what a test tenant needs (its sessions, codes and tokens are forgotten when
 * it stops). Passed as `adapter` so that oidc-provider does not warn, at every start, about its own quick-start
 * adapter, which is meant for demonstrations.
 */
/**
 * @typedef {import('oidc-provider').AdapterPayload} Payload
 * @typedef {import('oidc-provider').Adapter} Adapter
 * @typedef {Map<string, {payload: Payload, expiresAt: number}>} Entries
 */

/** @type {Map<string, Entries>} */
const models = new Map();
/**
 * The entries of every model issued under a grant, so that revoking the grant removes them all.
 * @type {Map<string, [Entries, string][]>}
 */
const byGrant = new Map();
/** @type {Map<string, string>} */
const byUserCode = new Map();
/** @type {Map<string, string>} */
const byUid = new Map();

/** @implements {Adapter} */
export class MemoryAdapter {
  /** @param {string} model */
  constructor(model) {
    if (!models.has(model)) models.set(model, new Map());
    this.entries = /** @type {Entries} */ (models.get(model));
  }

  /**
   * @param {string} id
   * @param {Payload} payload
   * @param {number} expiresIn
   */
  async upsert(id, payload, expiresIn) {
    this.entries.set(id, {payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity});
    if (payload.grantId) {
      if (!byGrant.has(payload.grantId)) byGrant.set(payload.grantId, []);
      byGrant.get(payload.grantId)?.push([this.entries, id]);
    }
    if (payload.userCode) byUserCode.set(payload.userCode, id);
    if (payload.uid) byUid.set(payload.uid, id);
  }

  /** @param {string} id */
  async find(id) {
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt < Date.now()) this.entries.delete(id);
    return entry && entry.expiresAt >= Date.now() ? entry.payload : undefined;
  }

  /** @param {string} userCode */
  async findByUserCode(userCode) {
    const id = byUserCode.get(userCode);
    return id === undefined ? undefined : this.find(id);
  }

  /** @param {string} uid */
  async findByUid(uid) {
    const id = byUid.get(uid);
    return id === undefined ? undefined : this.find(id);
  }

  /** @param {string} id */
  async consume(id) {
    const entry = this.entries.get(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  /** @param {string} id */
  async destroy(id) {
    this.entries.delete(id);
  }

  /** @param {string} grantId */
  async revokeByGrantId(grantId) {
    for (const [entries, id] of byGrant.get(grantId) ?? []) entries.delete(id);
    byGrant.delete(grantId);
  }
}
