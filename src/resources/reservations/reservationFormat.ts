import { formatDateFr, localDay } from '../../lib/dates';

/** A reservation day ('YYYY-MM-DD…') in SPEC §9's fr-FR format. */
export const dayFr = (iso: string) => formatDateFr(localDay(iso));
