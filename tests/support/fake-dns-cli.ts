// `npm run fake-dns [port]`: the test DNS server on its own, for trying the wizard on a machine whose
// resolver cannot reach the internet (start the site with DNS_SERVERS=127.0.0.1:<port>).
import { FakeDns } from './fake-dns.ts';

const dns = await new FakeDns().start(Number(process.argv[2] ?? 5353));
console.log(`fake DNS on ${dns.server}: MX for gmail.com, yahoo.com, outlook.com, example-homeowner.com`);
