// The privacy words every page may show (the footer's link, the notice for Sec-GPC), kept apart from the
// request schemas in privacy.ts: the site's route table reads these, and importing them from privacy.ts
// would carry zod into the code every page loads.

/** The footer link's words, fixed by the contract. */
export const DO_NOT_SELL_LABEL = 'Do Not Sell or Share My Personal Information';
/** What the site shows when the browser sent Sec-GPC: 1 (docs/compliance.md). */
export const GPC_HONORED = 'Opt-out preference signal honored';
