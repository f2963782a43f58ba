import type { events, priceTiers } from '../db/schema';

type EventRow = typeof events.$inferSelect;
type TierRow = typeof priceTiers.$inferSelect;

export function serializeTier(t: TierRow) {
  return {
    _id: t.id,
    name: t.name,
    description: t.description,
    price: Number(t.price),
    totalTickets: t.totalTickets,
    soldTickets: t.soldTickets,
  };
}

export function serializeEvent(e: EventRow, tiers: TierRow[]) {
  return {
    _id: e.id,
    name: e.name,
    description: e.description,
    category: e.category,
    color: e.color,
    image: e.image ?? '',
    video: e.video ?? '',
    location: {
      name: e.locationName,
      address: e.locationAddress,
      coordinates: { latitude: Number(e.latitude), longitude: Number(e.longitude) },
    },
    startDate: e.startDate,
    endDate: e.endDate,
    startTime: e.startTime,
    endTime: e.endTime,
    isActive: e.isActive,
    totalTicketsSold: e.totalTicketsSold,
    priceTiers: [...tiers].sort((a, b) => a.position - b.position).map(serializeTier),
    createdAt: e.createdAt.toISOString(),
  };
}
