'use strict';

// Runs at every boot: opens the REST API to the public role (read) and to an editor account
// (read and write, for the contract tests' edits), registers the sync webhook when asked, and
// seeds an empty database with editors' content (seed/).
const seed = require('./seed');

const EDITOR = { username: 'editor', email: 'editor@example.com', password: 'Editor-2026!' };
const WEBHOOK = 'site sync';

/** Every api:: content type's uid and kind. */
const apiTypes = (strapi) => Object.values(strapi.contentTypes).filter((ct) => ct.uid.startsWith('api::'));

function actions(strapi, write) {
  const out = [];
  for (const ct of apiTypes(strapi)) {
    const read = ct.kind === 'singleType' ? ['find'] : ['find', 'findOne'];
    const edit = ct.kind === 'singleType' ? ['update', 'delete'] : ['create', 'update', 'delete'];
    for (const action of write ? [...read, ...edit] : read) out.push(`${ct.uid}.${action}`);
  }
  if (write) out.push('api::editor.editor.unpublish', 'api::editor.editor.publish');
  return out;
}

async function allow(strapi, roleType, wanted) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const have = new Set((await permissions.findMany({ where: { role: role.id } })).map((p) => p.action));
  for (const action of wanted) if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  return role;
}

async function ensureEditor(strapi, role) {
  const users = strapi.db.query('plugin::users-permissions.user');
  if (await users.findOne({ where: { email: EDITOR.email } })) return;
  await strapi
    .plugin('users-permissions')
    .service('user')
    .add({ ...EDITOR, provider: 'local', confirmed: true, blocked: false, role: role.id });
}

/** The sync's webhook when WEBHOOK_URL is set; none (disabled) when it is not, as on the capped copy. */
async function ensureWebhook(strapi, url, secret) {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const events = [
    'entry.create',
    'entry.update',
    'entry.delete',
    'entry.publish',
    'entry.unpublish',
    'media.create',
    'media.update',
    'media.delete',
  ];
  const existing = (await store.findWebhooks()).find((w) => w.name === WEBHOOK);
  if (!url) {
    if (existing) runner.remove(await store.updateWebhook(existing.id, { ...existing, isEnabled: false }));
    return;
  }
  const data = { name: WEBHOOK, url, headers: { 'X-Sync-Secret': secret }, events };
  if (existing) runner.update(await store.updateWebhook(existing.id, { ...data, isEnabled: true }));
  else runner.add(await store.createWebhook(data));
}

module.exports = {
  register() {},

  async bootstrap({ strapi }) {
    await allow(strapi, 'public', actions(strapi, false));
    await ensureEditor(strapi, await allow(strapi, 'authenticated', actions(strapi, true)));
    await ensureWebhook(strapi, process.env.WEBHOOK_URL, process.env.WEBHOOK_SECRET || '');
    const started = Date.now();
    if (await seed()) strapi.log.info(`Seeded editors' content in ${Date.now() - started} ms`);
  },
};
