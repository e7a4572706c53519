// Opens the database named on the command line and runs the migrations, as a server does at start; for
// tests that start several at once.
import { connect } from '../../server/store/connect.ts';
import { migrate } from '../../server/store/migrate.ts';

const conn = connect(process.argv[2]!);
await migrate(conn);
await conn.db.destroy();
