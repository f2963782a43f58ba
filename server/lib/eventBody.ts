import type { EventBody } from '../../src/contract/events';

/** Column values of an event body (validated with src/contract's eventBody; numbers to the numeric columns' text form). */
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
