// The privacy words of domain/privacy-labels.ts on the Spanish pages, in a module of their own: only Spanish
// pages' words import them, so English pages' code carries no Spanish.
/** The same words on the Spanish pages: the footer link and the page's heading. */
export const DO_NOT_SELL_LABEL_ES = 'No vender ni compartir mi información personal';
export const GPC_HONORED_ES = 'Se respeta la señal de preferencia de exclusión';
