// The consent-certificate (TrustedForm) and lead-identifier (LeadiD) scripts: loaded only when the
// operator configured them, and their hidden fields read every 200 ms until they are filled.
import { useEffect, useRef, useState } from 'react';
import { getClientConfig, type ClientConfig } from '../lib/api.ts';

export const CERTIFICATE_FIELD = 'xxTrustedFormCertUrl';
export const LEAD_ID_FIELD_ID = 'leadid_token';
const POLL_MS = 200;

export interface ConsentTokens {
  /** Undefined until the server's configuration arrives. */
  config: ClientConfig | undefined;
  certificateUrl: string;
  leadIdToken: string;
}

function loadScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.body.appendChild(script);
}

function fieldValue(selector: string): string {
  return document.querySelector<HTMLInputElement>(selector)?.value.trim() ?? '';
}

export function useConsentTokens(): ConsentTokens {
  const [config, setConfig] = useState<ClientConfig>();
  const [tokens, setTokens] = useState({ certificateUrl: '', leadIdToken: '' });
  const latest = useRef(tokens);

  useEffect(() => {
    let cancelled = false;
    getClientConfig()
      .then((c) => !cancelled && setConfig(c))
      // Without the configuration no script is loaded and no token is asked for; the server decides.
      .catch(() => !cancelled && setConfig({ trustedFormScriptUrl: null, leadIdScriptUrl: null }));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!config) return;
    if (config.trustedFormScriptUrl) loadScript(config.trustedFormScriptUrl, 'trustedform-script');
    if (config.leadIdScriptUrl) loadScript(config.leadIdScriptUrl, 'LeadiDscript_campaign');
    if (!config.trustedFormScriptUrl && !config.leadIdScriptUrl) return;
    const timer = setInterval(() => {
      const next = {
        certificateUrl: fieldValue(`input[name="${CERTIFICATE_FIELD}"]`),
        leadIdToken: fieldValue(`#${LEAD_ID_FIELD_ID}`),
      };
      if (next.certificateUrl !== latest.current.certificateUrl || next.leadIdToken !== latest.current.leadIdToken) {
        latest.current = next;
        setTokens(next);
      }
      const done = (!config.trustedFormScriptUrl || next.certificateUrl) && (!config.leadIdScriptUrl || next.leadIdToken);
      if (done) clearInterval(timer);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [config]);

  return { config, ...tokens };
}
