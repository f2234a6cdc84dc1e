// A test-only JWT secret: this CMS holds nothing of value and listens on 127.0.0.1.
module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'contract-test-jwt-secret') } },
});
