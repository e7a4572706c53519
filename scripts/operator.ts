// Manages console operators from the command line (docs/admin-api.md):
//   npm run operator -- add --email <e> --role admin|viewer
//   npm run operator -- list
//   npm run operator -- remove --email <e>
//   npm run operator -- password --email <e>     (signs the operator out everywhere)
//   npm run operator -- reset-2fa --email <e>    (turns off two-factor sign-in: a lost authenticator)
// The password is read from the terminal without echo, or as one line from standard input when that is not
// a terminal (scripts: `echo "$PASSWORD" | npm run operator -- add ...`). Uses DATABASE_URL like the server,
// and writes each change to the audit log with the IP "cli".
import './load-env.ts';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { Operators, OperatorError, ROLES } from '../server/admin/operators.ts';
import { MIN_PASSWORD_LENGTH } from '../server/admin/passwords.ts';
import { loadConfig } from '../server/config.ts';
import { connect } from '../server/store/connect.ts';
import { migrate } from '../server/store/migrate.ts';

const USAGE = `Usage:
  npm run operator -- add --email <email> --role ${ROLES.join('|')}
  npm run operator -- list
  npm run operator -- remove --email <email>
  npm run operator -- password --email <email>
  npm run operator -- reset-2fa --email <email>   (a lost authenticator: turns two-factor sign-in off)
The password (at least ${MIN_PASSWORD_LENGTH} characters) is asked for on the terminal, or read as one line from standard input.`;

/** One line from a pipe, or a prompt on the terminal with the typed characters hidden. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    let data = '';
    for await (const chunk of input) {
      data += String(chunk);
      if (data.includes('\n')) break;
    }
    return data.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (ch === '\u0003') {
          input.setRawMode(false);
          reject(new OperatorError('Cancelled.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    input.on('data', onData);
  });
}

async function newPassword(): Promise<string> {
  const first = await readPassword('Password: ');
  if (!process.stdin.isTTY) return first;
  const again = await readPassword('Password again: ');
  if (again !== first) throw new OperatorError('The two passwords differ.');
  return first;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const conn = connect(loadConfig().databaseUrl);
  try {
    await migrate(conn);
    const operators = new Operators(conn.db);
    const actor = { name: `cli:${userInfo().username}`, ip: 'cli' };
    const email = values.email ?? '';
    switch (command) {
      case 'add': {
        if (!values.email || !values.role) throw new OperatorError('add needs --email and --role.');
        const added = await operators.add(email, values.role, await newPassword(), actor);
        console.log(`Added ${added.email} (${added.role}).`);
        return 0;
      }
      case 'list': {
        const all = await operators.list();
        if (all.length === 0) console.log('No operators yet. Add one with: npm run operator -- add --email <email> --role admin');
        for (const op of all) console.log(`${op.email}\t${op.role}\tsince ${new Date(op.createdAt).toISOString().slice(0, 10)}`);
        return 0;
      }
      case 'remove':
        if (!values.email) throw new OperatorError('remove needs --email.');
        await operators.remove(email, actor);
        console.log(`Removed ${email.trim().toLowerCase()}; their sessions are ended.`);
        return 0;
      case 'password':
        if (!values.email) throw new OperatorError('password needs --email.');
        await operators.setPassword(email, await newPassword(), actor);
        console.log(`Password changed for ${email.trim().toLowerCase()}; they are signed out everywhere.`);
        return 0;
      case 'reset-2fa': {
        if (!values.email) throw new OperatorError('reset-2fa needs --email.');
        const reset = await operators.resetTwoFactor({ email }, actor);
        console.log(`Two-factor sign-in turned off for ${reset}: their authenticator and recovery codes no longer work.`);
        return 0;
      }
      default:
        throw new OperatorError(`Unknown command "${command}".\n${USAGE}`);
    }
  } finally {
    await conn.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message =
      err instanceof ZodError ? (err.issues[0]?.message ?? 'Invalid input.') : err instanceof Error ? err.message : String(err);
    console.error(message);
    process.exit(err instanceof OperatorError || err instanceof ZodError ? 2 : 1);
  },
);
