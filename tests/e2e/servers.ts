// Where the e2e servers listen. The main site delivers to the fake network and loads the fake consent
// scripts; the plain site has no network configured (leads are held) and no consent scripts.
export const NETWORK = 'http://127.0.0.1:4170';
export const MAIN = 'http://127.0.0.1:4100';
export const PLAIN = 'http://127.0.0.1:4101';
export const DNS_PORT = 4153;
