import type { RequestStatus } from '#domain/privacy.ts';

export const STATUS_LABELS: Record<RequestStatus, string> = {
  open: 'Open',
  confirmed: 'Confirmed',
  completed: 'Completed',
  denied: 'Denied',
};
