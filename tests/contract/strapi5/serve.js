// Boots the CMS's REST API (no admin panel, nothing built) and prints `READY <url>` once it
// listens. Run with Node 20 or later: `PORT=1337 node serve.js`. Stops cleanly on SIGTERM
// (Strapi's own signal handler destroys it).

// Strapi must not reach the network: no telemetry, no browser.
process.env.BROWSER = 'none';
process.env.STRAPI_TELEMETRY_DISABLED = 'true';

const { createStrapi } = require('@strapi/strapi');

createStrapi({ appDir: __dirname, distDir: __dirname, autoReload: false, serveAdminPanel: false })
  .start()
  .then((app) => {
    const { host, port } = app.config.get('server');
    console.log(`READY http://${host}:${port}`);
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
