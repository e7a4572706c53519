// A buyer as the console API answers it (GET/POST/PATCH /api/admin/buyers…): one definition for the server
// that builds it and the console that reads it. Dollars are numbers, rates fractions, a limit not set is null,
// and header values are masked (never the secret itself).

export type BuyerMode = 'post' | 'ping-post';
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** Per weekday, the local hours [from, to) it takes leads; a day missing: none. */
export type WeeklyHours = Partial<Record<Weekday, readonly (readonly [number, number])[]>>;

export interface LimitsAnswer {
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
}

export interface BuyerAnswer {
  id: string;
  name: string;
  active: boolean;
  mode: BuyerMode;
  postUrl: string;
  pingUrl: string | null;
  price: number;
  minBid: number;
  timeoutMs: number;
  /** Header names (lower case) with their values masked. */
  headers: Record<string, string>;
  services: string[];
  states: string[];
  zips: string[];
  radius: { zip: string; miles: number } | null;
  sites: string[];
  /** null: any time. */
  schedule: WeeklyHours | null;
  timeZone: string;
  caps: LimitsAnswer;
  /** Dollars. */
  budget: LimitsAnswer;
  exclusiveOnly: boolean;
  priority: number;
  bidPenaltyPercent: number;
  returnWindowDays: number;
  maxReturnRate: number;
  returnsNeedApproval: boolean;
  /** Whether the buyer has a key for returning leads (the key itself was shown once). */
  hasKey: boolean;
  /** Whether its name is on the partner companies list now (it may be activated). */
  partnerListed: boolean;
  /** Leads and dollars it took today, in its own zone. */
  today: { leads: number; spent: number };
  createdAt: string;
  updatedAt: string;
}
