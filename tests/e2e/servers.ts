// Where the e2e servers listen. The main site delivers to the fake network and loads the fake consent
// scripts; the plain site has no network configured (leads are held) and no consent scripts.
// E2E_PORT_BASE moves them all, so two runs on one machine do not collide.
const base = Number(process.env.E2E_PORT_BASE ?? 4100);
export const MAIN = `http://127.0.0.1:${base}`;
export const PLAIN = `http://127.0.0.1:${base + 1}`;
// NOTE: not 4190: fetch refuses it as a "bad port" (ManageSieve).
export const NETWORK = `http://127.0.0.1:${base + 70}`;
export const DNS_PORT = base + 53;
/** The mail sink the main site sends its mail to; each mail is written to E2E_DATA_DIR/mail/ as JSON. */
export const SMTP_PORT = base + 25;
/** The built site the servers serve (BUILD_OUT_DIR when the build was written elsewhere). */
export const STATIC_DIR = process.env.BUILD_OUT_DIR ?? 'dist/client';
