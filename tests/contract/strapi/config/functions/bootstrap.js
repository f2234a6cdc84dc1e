'use strict';

// Runs at every boot: opens the REST API to the public role (read) and to an editor account
// (read and write, for the contract tests' edits), registers the sync webhook when asked, and
// seeds an empty database with editors' content (seed/).
const seed = require('../../seed');

const READ = ['find', 'findone', 'count'];
const WRITE = [...READ, 'create', 'update', 'delete'];
const EDITOR = { username: 'editor', email: 'editor@example.com', password: 'Editor-2026!' };

async function allow(roleType, actions) {
  const query = strapi.query('permission', 'users-permissions');
  const role = await strapi.query('role', 'users-permissions').findOne({ type: roleType });
  const permissions = await query.find({ type: 'application', role: role.id, _limit: -1 });
  for (const p of permissions) {
    if (actions.includes(p.action) && !p.enabled) await query.update({ id: p.id }, { enabled: true });
  }
  return role;
}

async function ensureEditor(role) {
  const users = strapi.query('user', 'users-permissions');
  if (await users.findOne({ email: EDITOR.email })) return;
  const password = await strapi.plugins['users-permissions'].services.user.hashPassword({ password: EDITOR.password });
  await users.create({ ...EDITOR, password, provider: 'local', confirmed: true, blocked: false, role: role.id });
}

async function ensureWebhook(url, secret) {
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
  const data = { name: 'site sync', url, headers: { 'X-Sync-Secret': secret }, events };
  const existing = (await strapi.webhookStore.findWebhooks()).find((w) => w.name === data.name);
  if (existing) {
    const updated = await strapi.webhookStore.updateWebhook(existing.id, { ...data, isEnabled: true });
    strapi.webhookRunner.update(updated);
  } else {
    strapi.webhookRunner.add(await strapi.webhookStore.createWebhook(data));
  }
}

module.exports = async () => {
  await allow('public', READ);
  await ensureEditor(await allow('authenticated', WRITE));
  if (process.env.WEBHOOK_URL) await ensureWebhook(process.env.WEBHOOK_URL, process.env.WEBHOOK_SECRET || '');
  const started = Date.now();
  if (await seed()) strapi.log.info(`Seeded editors' content in ${Date.now() - started} ms`);
};
