// Imported first by every npm script that uses the database: `.env` is read before anything else looks
// at process.env (server/env-file.ts says how). A malformed file stops the script with one line.
import { EnvFileError, loadEnvFile } from '../server/env-file.ts';

try {
  loadEnvFile();
} catch (err) {
  if (!(err instanceof EnvFileError)) throw err;
  console.error(err.message);
  process.exit(1);
}
