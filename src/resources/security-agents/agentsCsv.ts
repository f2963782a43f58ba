import type { CsvColumn } from '../../lib/csv';
import { formatShortDateTimeUs } from '../../lib/dates';
import type { SecurityAgent } from '../../dataProvider/securityAgents';

type Translate = (key: string, options?: object) => string;

/** The agents CSV: translated headers, the screen's date format (en-US short month plus time). */
export function agentCsvColumns(translate: Translate): CsvColumn<SecurityAgent>[] {
  const label = (field: string) => translate(`resources.security-agents.fields.${field}`);
  return [
    { label: label('name'), value: (a) => a.name },
    { label: label('agentId'), value: (a) => a.agentId },
    {
      label: label('status'),
      value: (a) => translate(a.isActive ? 'security.card.active' : 'security.card.inactive'),
    },
    { label: label('loginCount'), value: (a) => a.loginCount ?? 0 },
    { label: label('lastLogin'), value: (a) => (a.lastLogin ? formatShortDateTimeUs(a.lastLogin) : '') },
    { label: label('scanCount'), value: (a) => a.scanCount },
    { label: label('qrCodeData'), value: (a) => a.qrCodeData },
  ];
}
