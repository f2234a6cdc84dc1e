// Loopback only; the admin panel is neither built nor served (serve.js), only the REST API.
// Test-only keys: this CMS holds nothing of value and listens on 127.0.0.1.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS', ['contract-test-app-key-1', 'contract-test-app-key-2']) },
  // No update check (it would ask the npm registry at every boot).
  logger: { updates: { enabled: false }, startup: { enabled: false } },
});
