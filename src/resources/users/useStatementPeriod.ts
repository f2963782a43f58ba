import { useState } from 'react';
import { businessTimeZone } from '../../api/config';
import { wallClock } from '../../lib/timeZone';
import type { StatementPeriod } from '../../contract/statements';

/** The statement's period: from the first day of this month to today, on the business's clock. */
export function useStatementPeriod() {
  return useState<StatementPeriod>(() => {
    const today = wallClock(new Date(), businessTimeZone()).date;
    return { from: `${today.slice(0, 8)}01`, to: today };
  });
}
