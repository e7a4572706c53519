// The contact.created and privacy_request.created events' data (docs/webhooks.md).
import { REQUEST_TYPE_LABELS, type RequestType } from '#domain/privacy.ts';

export interface ContactEventData {
  message: {
    id: string;
    createdAt: string;
    /** The visitor's name, e-mail and words: null when their browser sent the Global Privacy Control signal. */
    name: string | null;
    email: string | null;
    subject: string | null;
    message: string | null;
    personalDataWithheld: boolean;
  };
}

export function contactEventData(
  msg: { id: string; name: string; email: string; subject: string; message: string; now: number },
  gpc: boolean,
): ContactEventData {
  return {
    message: {
      id: msg.id,
      createdAt: new Date(msg.now).toISOString(),
      name: gpc ? null : msg.name,
      email: gpc ? null : msg.email,
      subject: gpc ? null : msg.subject,
      message: gpc ? null : msg.message,
      personalDataWithheld: gpc,
    },
  };
}

/**
 * A privacy request tells that one arrived and when it is due, never who made it: anyone can type anyone's
 * name into the form, an opt-out asks precisely that the details go nowhere, and the console (where every
 * look at them is audited) is where they are handled.
 */
export interface PrivacyRequestEventData {
  request: {
    reference: string;
    type: RequestType;
    typeLabel: string;
    receivedAt: string;
    /** The deadlines, as dates (YYYY-MM-DD, Pacific time): confirm receipt by (null when none applies), answer by. */
    confirmBy: string | null;
    respondBy: string;
  };
}

export function privacyRequestEventData(r: {
  reference: string;
  type: RequestType;
  receivedAt: number;
  confirmBy: string | null;
  respondBy: string;
}): PrivacyRequestEventData {
  return {
    request: {
      reference: r.reference,
      type: r.type,
      typeLabel: REQUEST_TYPE_LABELS[r.type],
      receivedAt: new Date(r.receivedAt).toISOString(),
      confirmBy: r.confirmBy,
      respondBy: r.respondBy,
    },
  };
}
