// SQLite (better-sqlite3) in a file the contract runner chooses, so every run starts from a
// throwaway copy.
const path = require('node:path');

module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: path.resolve(__dirname, '..', env('DATABASE_FILENAME', '.tmp/data.db')) },
    useNullAsDefault: true,
  },
});
