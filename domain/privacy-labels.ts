// The privacy words every page may show (the footer's link, the notice for Sec-GPC), kept apart from the
// request schemas in privacy.ts: the site's route table reads these, and importing them from privacy.ts
// would carry zod into the code every page loads.

/** The footer link's words, fixed by the contract. */
export const DO_NOT_SELL_LABEL = 'Do Not Sell or Share My Personal Information';
/** What the site shows when the browser sent Sec-GPC: 1 (docs/compliance.md). */
export const GPC_HONORED = 'Opt-out preference signal honored';

/** The same words on the Spanish pages (contract section 15): the footer link and the page's heading. */
export const DO_NOT_SELL_LABEL_ES = 'No vender ni compartir mi información personal';
export const GPC_HONORED_ES = 'Se respeta la señal de preferencia de exclusión';
