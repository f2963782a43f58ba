import { z } from 'zod';
import { integer, money, nonEmpty, numeric } from '../../src/contract/primitives';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number);
    const dt = new Date(Date.UTC(y, m - 1, d));
    return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
  }, 'is not a valid date');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:mm');
const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })])
  .nullish()
  .transform((v) => (v ? v : null));
const coordinate = (limit: number) =>
  numeric.refine((n) => Number.isFinite(n) && Math.abs(n) <= limit, `must be between -${limit} and ${limit}`);

export const tierBody = z.object({
  _id: z.string().max(24).optional(),
  name: nonEmpty(100),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v ?? ''),
  price: money(2),
  totalTickets: integer(1, 1_000_000),
});

/** SPEC §5 event form rules, enforced again on the server. */
export const eventBody = z
  .object({
    name: nonEmpty(200),
    description: nonEmpty(5000),
    category: nonEmpty(50),
    color: z
      .string()
      .regex(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #3B82F6')
      .nullish()
      .transform((v) => v ?? '#3B82F6'),
    image: optionalUrl,
    video: optionalUrl,
    location: z.object({
      name: nonEmpty(200),
      address: nonEmpty(300),
      coordinates: z.object({ latitude: coordinate(90), longitude: coordinate(180) }),
    }),
    startDate: isoDate,
    endDate: isoDate,
    startTime: hhmm,
    endTime: hhmm,
    isActive: z.boolean().optional(),
    priceTiers: z
      .array(tierBody)
      .min(1, 'At least one price tier is required')
      .max(50, 'At most 50 price tiers'),
  })
  .refine((e) => `${e.endDate} ${e.endTime}` >= `${e.startDate} ${e.startTime}`, {
    message: 'The event cannot end before it starts',
    path: ['endDate'],
  });

export type EventBody = z.infer<typeof eventBody>;

export const activeBody = z
  .object({ isActive: z.boolean({ error: 'isActive must be true or false' }) })
  .strict();

/** Column values of an event body (numbers to the numeric columns' text form). */
export function eventColumns(b: EventBody) {
  return {
    name: b.name,
    description: b.description,
    category: b.category,
    color: b.color,
    image: b.image,
    video: b.video,
    locationName: b.location.name,
    locationAddress: b.location.address,
    latitude: b.location.coordinates.latitude.toFixed(6),
    longitude: b.location.coordinates.longitude.toFixed(6),
    startDate: b.startDate,
    endDate: b.endDate,
    startTime: b.startTime,
    endTime: b.endTime,
  };
}
