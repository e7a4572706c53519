// The time zone an operator reads the console's days in: "today" on the dashboard, a report's days and
// date filters. One function, so that when accounts carry a zone of their own only this body changes.
import type { Config } from '../config.ts';
import type { Operator } from './operators.ts';

export function operatorTimeZone(_operator: Operator | undefined, config: Pick<Config, 'consoleTimeZone'>): string {
  return config.consoleTimeZone;
}
