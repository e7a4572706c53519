// Preloaded into a server process (NODE_OPTIONS=--import=<this file>) to run its clock ahead or behind:
// Date.now() returns the real time plus CLOCK_SKEW_MS. For tests of servers whose clocks disagree.
const skew = Number(process.env.CLOCK_SKEW_MS ?? 0);
const realNow = Date.now.bind(Date);
Date.now = () => realNow() + skew;
