import type { CsvColumn } from '../../lib/csv';
import { formatEventMoment } from '../../lib/eventDates';
import { totalCapacity } from '../../lib/eventStats';
import { eventStatus } from '../../lib/eventStatus';
import type { EventRecord } from '../../dataProvider/events';

type Translate = (key: string, options?: object) => string;

/** The events CSV: translated headers and values, the screen's date format (en-US long month plus time). */
export function eventCsvColumns(translate: Translate, now: Date = new Date()): CsvColumn<EventRecord>[] {
  const label = (field: string) => translate(`resources.events.fields.${field}`);
  return [
    { label: label('name'), value: (e) => e.name },
    {
      label: label('category'),
      value: (e) => translate(`events.categories.${e.category}`, { _: e.category }),
    },
    { label: label('status'), value: (e) => translate(`events.status.${eventStatus(e, now)}`) },
    {
      label: label('isActive'),
      value: (e) => translate(e.isActive ? 'events.list.active' : 'events.list.inactive'),
    },
    { label: label('startDate'), value: (e) => formatEventMoment(e.startDate, e.startTime) },
    { label: label('endDate'), value: (e) => formatEventMoment(e.endDate, e.endTime) },
    { label: label('location.name'), value: (e) => e.location?.name },
    { label: label('location.address'), value: (e) => e.location?.address },
    { label: label('totalTicketsSold'), value: (e) => e.totalTicketsSold ?? 0 },
    { label: label('capacity'), value: (e) => totalCapacity(e.priceTiers) },
  ];
}
