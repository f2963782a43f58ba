import type { cars, reservations } from '../db/schema';

export type CarRow = typeof cars.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;

/** SPEC §3 Car: `_id`, money as numbers (numeric strings only become numbers here). */
export function serializeCar(c: CarRow) {
  return {
    _id: c.id,
    mark: c.mark,
    model: c.model,
    year: c.year,
    color: c.color,
    licensePlate: c.licensePlate,
    condition: c.condition,
    type: c.type,
    options: c.type,
    dailyRate: Number(c.dailyRate),
    securityDeposit: Number(c.securityDeposit),
    features: c.features,
    description: c.description,
    category: c.category,
    fuelType: c.fuelType,
    seatingCapacity: c.seatingCapacity,
    transmission: c.transmission,
    images: c.images,
    availability: c.availability,
    createdAt: c.createdAt.toISOString(),
  };
}

/** SPEC §3 Reservation: the customer and a summary of the car nested, money as numbers. */
export function serializeReservation(r: ReservationRow, car: CarRow | null) {
  return {
    _id: r.id,
    customer: {
      name: r.customerName,
      email: r.customerEmail,
      phone: r.customerPhone,
      licenseNumber: r.licenseNumber,
      cinNumber: r.cinNumber,
      verificationDocuments: r.verificationDocuments ?? null,
    },
    car: car
      ? {
          _id: car.id,
          mark: car.mark,
          model: car.model,
          year: car.year,
          licensePlate: car.licensePlate,
          securityDeposit: Number(car.securityDeposit),
          dailyRate: Number(car.dailyRate),
        }
      : null,
    carId: r.carId,
    pickupDate: r.pickupDate,
    returnDate: r.returnDate,
    pickupTime: r.pickupTime,
    returnTime: r.returnTime,
    pickupLocation: r.pickupLocation,
    returnLocation: r.returnLocation,
    totalDays: r.totalDays,
    totalAmount: Number(r.totalAmount),
    commissionAmount: Number(r.commissionAmount),
    dailyRate: Number(r.dailyRate),
    status: r.status,
    paymentStatus: r.paymentStatus,
    paymentMethod: r.paymentMethod,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
  };
}
