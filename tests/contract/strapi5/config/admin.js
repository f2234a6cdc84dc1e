// The admin panel is not served (serve.js), but its API tokens and secrets are still configured
// at boot. Test-only values: this CMS holds nothing of value and listens on 127.0.0.1.
module.exports = ({ env }) => ({
  autoOpen: false,
  auth: { secret: env('ADMIN_JWT_SECRET', 'contract-test-admin-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'contract-test-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'contract-test-transfer-token-salt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'contract-test-encryption-key') },
  flags: { nps: false, promoteEE: false },
});
