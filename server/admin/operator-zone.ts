// The time zone an operator reads the console's days in: "today" on the dashboard, a report's days, date
// filters and the times in exports. The account's own setting, else the console's (CONSOLE_TIME_ZONE).
// The one place that decides it, so no page can disagree with another about which day it is.
import type { Config } from '../config.ts';
import { isTimeZone } from '../selling/zoned-time.ts';
import type { Operator } from './operators.ts';

export function operatorTimeZone(operator: Operator | undefined, config: Pick<Config, 'consoleTimeZone'>): string {
  const own = operator?.timeZone;
  // A zone stored when this runtime knew it and dropped since would break every date: the console's instead.
  return own && isTimeZone(own) ? own : config.consoleTimeZone;
}
