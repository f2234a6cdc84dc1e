// Loopback only; the admin panel is neither built nor served (serve.js), only the REST API.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  admin: {
    autoOpen: false,
    // A test-only value: this CMS holds nothing of value and listens on 127.0.0.1.
    auth: { secret: env('ADMIN_JWT_SECRET', 'contract-test-admin-secret') },
  },
});
