// A test-only value: this CMS holds nothing of value and listens on 127.0.0.1.
module.exports = {
  jwtSecret: process.env.JWT_SECRET || 'contract-test-jwt-secret',
};
