// Boots the CMS's REST API (no admin panel) and prints `READY <url>` once it listens.
// Run with Node 20: `PORT=1337 node serve.js`. Stops cleanly on SIGTERM.

// Strapi opens a browser on the admin panel while no admin user exists; never here. It must
// not reach the network either: no telemetry, no update check.
process.env.BROWSER = 'none';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
process.env.STRAPI_DISABLE_UPDATE_NOTIFICATION = 'true';
process.env.STRAPI_HIDE_STARTUP_MESSAGE = 'true';

const strapi = require('strapi');

const app = strapi({ dir: __dirname, autoReload: false, serveAdminPanel: false });
app
  .start(() => {
    const { host, port } = app.config.server;
    console.log(`READY http://${host}:${port}`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await app.destroy().catch(() => {});
    process.exit(0);
  });
}
