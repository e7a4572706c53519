// Response shapes of the lookups and configuration endpoints, shared by the server that sends them
// and the browser that reads them.
export interface ZipPlace {
  zip: string;
  /** Two-letter state code. */
  state: string;
  stateName: string;
  city: string;
}

export interface ProviderSuggestion {
  id: number;
  name: string;
}

export interface ClientConfig {
  trustedFormScriptUrl: string | null;
  leadIdScriptUrl: string | null;
}

/** POST /api/leads's 201: the lead's id, its short reference (L-XXXX-XXXX, shown to the visitor) and status. */
export interface LeadAccepted {
  id: string;
  reference: string;
  status: string;
}
