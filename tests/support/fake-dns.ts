// A real DNS server on loopback (UDP) for the e-mail domain checks, answering from a small zone:
// domains with MX records, domains with only an A record, and NXDOMAIN for the rest. `hang` makes it
// stop answering, to test the resolver time-out.
import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as packet from 'dns-packet';

export interface Zone {
  mx?: Record<string, string>;
  a?: Record<string, string>;
}

export const DEFAULT_ZONE: Zone = {
  mx: {
    'gmail.com': 'gmail-smtp-in.l.google.com',
    'yahoo.com': 'mta5.am0.yahoodns.net',
    'outlook.com': 'outlook-com.olc.protection.outlook.com',
    'example-homeowner.com': 'mail.example-homeowner.com',
  },
  a: { 'a-record-only.com': '192.0.2.10' },
};

export class FakeDns {
  private socket: Socket | undefined;
  hang = false;
  queries = 0;

  constructor(private readonly zone: Zone = DEFAULT_ZONE) {}

  get server(): string {
    return `127.0.0.1:${(this.socket!.address() as AddressInfo).port}`;
  }

  async start(port = 0): Promise<this> {
    this.socket = createSocket('udp4');
    this.socket.on('message', (msg, rinfo) => {
      this.queries++;
      if (this.hang) return;
      const query = packet.decode(msg);
      const q = query.questions?.[0];
      if (!q) return;
      const name = q.name.toLowerCase();
      const answers: packet.Answer[] = [];
      const known = name in (this.zone.mx ?? {}) || name in (this.zone.a ?? {});
      if (q.type === 'MX' && this.zone.mx?.[name])
        answers.push({ type: 'MX', name: q.name, ttl: 60, data: { preference: 10, exchange: this.zone.mx[name]! } });
      if (q.type === 'A' && this.zone.a?.[name]) answers.push({ type: 'A', name: q.name, ttl: 60, data: this.zone.a[name]! });
      const reply = packet.encode({
        id: query.id,
        type: 'response',
        flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | (known ? 0 : 3), // rcode 3 = NXDOMAIN
        questions: query.questions,
        answers,
      });
      this.socket!.send(reply, rinfo.port, rinfo.address);
    });
    // NOTE: a port already taken must fail loudly: a promise left pending lets the process drain and
    // exit 0, and a test run would end having run nothing.
    await new Promise<void>((resolve, reject) => {
      this.socket!.once('error', reject);
      this.socket!.bind(port, '127.0.0.1', () => {
        this.socket!.off('error', reject);
        resolve();
      });
    });
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.socket ? this.socket.close(() => resolve()) : resolve()));
    this.socket = undefined;
  }
}
