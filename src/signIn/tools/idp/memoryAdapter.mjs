/**
 * oidc-provider's storage, in memory: what a test tenant needs (its sessions, codes and tokens are forgotten when
 * it stops). Passed as `adapter` so that oidc-provider does not warn, at every start, about its own quick-start
 * adapter, which is meant for demonstrations.
 */
const models = new Map();
/** The entries of every model issued under a grant, so that revoking the grant removes them all. */
const byGrant = new Map();
const byUserCode = new Map();
const byUid = new Map();

export class MemoryAdapter {
  constructor(model) {
    if (!models.has(model)) models.set(model, new Map());
    this.entries = models.get(model);
  }

  async upsert(id, payload, expiresIn) {
    this.entries.set(id, {payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity});
    if (payload.grantId) {
      if (!byGrant.has(payload.grantId)) byGrant.set(payload.grantId, []);
      byGrant.get(payload.grantId).push([this.entries, id]);
    }
    if (payload.userCode) byUserCode.set(payload.userCode, id);
    if (payload.uid) byUid.set(payload.uid, id);
  }

  async find(id) {
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt < Date.now()) this.entries.delete(id);
    return entry && entry.expiresAt >= Date.now() ? entry.payload : undefined;
  }

  async findByUserCode(userCode) {
    return this.find(byUserCode.get(userCode));
  }

  async findByUid(uid) {
    return this.find(byUid.get(uid));
  }

  async consume(id) {
    const entry = this.entries.get(id);
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id) {
    this.entries.delete(id);
  }

  async revokeByGrantId(grantId) {
    for (const [entries, id] of byGrant.get(grantId) ?? []) entries.delete(id);
    byGrant.delete(grantId);
  }
}
