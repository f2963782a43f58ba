import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reservationInvoiceTotals } from '../../src/lib/reservationInvoice';
import { reservationInvoiceNumber } from '../../src/contract/rental';
import { joinFeatures } from '../../src/lib/carFeatures';
import { acceptImages, imageLimitReached, remainingImageSlots } from '../../src/lib/carImages';
import { carPayload, newCarDefaults } from '../../src/lib/carForm';
import {
  carSchema as carFormSchema,
  reservationSchema as reservationFormSchema,
} from '../../src/contract/rental';
import { RENTAL_MESSAGES } from '../../src/contract/messages';
import { emptyReservation, reservationPayload } from '../../src/lib/reservationForm';
import { occupancyGrid, monthDays } from '../../src/lib/rentalCalendar';

describe('reservation invoice math', () => {
  it("numbers the invoice 'INV-' + the last 8 characters of the id in upper case", () => {
    expect(reservationInvoiceNumber('65f1a2b3c4d5e6f7a8b9c0de')).toBe('INV-A8B9C0DE');
  });

  it('total = rental + deposit; cash remaining = total − commission', () => {
    expect(
      reservationInvoiceTotals({ totalAmount: 271.5, securityDeposit: 500, commissionAmount: 27.15 }),
    ).toEqual({
      rental: 271.5,
      deposit: 500,
      total: 771.5,
      commission: 27.15,
      cashRemaining: 744.35,
    });
  });

  it('adds up to the millime for any amounts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (r, d, c) => {
          const t = reservationInvoiceTotals({
            totalAmount: r / 1000,
            securityDeposit: d / 1000,
            commissionAmount: c / 1000,
          });
          expect(Math.round(t.total * 1000)).toBe(r + d);
          expect(Math.round(t.cashRemaining * 1000)).toBe(r + d - c);
        },
      ),
    );
  });
});

describe('car features and images', () => {
  it('splits features on commas, trims and drops empty ones', () => {
    const splitFeatures = (text: string) => carFormSchema.shape.features.parse(text);
    expect(splitFeatures(' Climatisation, GPS ,, ,Bluetooth,')).toEqual([
      'Climatisation',
      'GPS',
      'Bluetooth',
    ]);
    expect(splitFeatures('')).toEqual([]);
    expect(joinFeatures(['GPS', 'Bluetooth'])).toBe('GPS, Bluetooth');
  });

  it('counts uploaded and pending images together against the limit of 5, dropping the extra files', () => {
    expect(remainingImageSlots(2, 1)).toBe(2);
    expect(acceptImages(2, 1, ['a', 'b', 'c', 'd'])).toEqual({ accepted: ['a', 'b'], dropped: 2 });
    expect(acceptImages(5, 0, ['a'])).toEqual({ accepted: [], dropped: 1 });
    expect(imageLimitReached(3, 2)).toBe(true);
    expect(imageLimitReached(3, 1)).toBe(false);
    expect(remainingImageSlots(4, 3)).toBe(0);
  });
});

const issues = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('car form', () => {
  it('starts with the SPEC defaults: economy, gasoline, 5 seats, automatic', () => {
    expect(newCarDefaults()).toMatchObject({
      category: 'economy',
      fuelType: 'gasoline',
      seatingCapacity: 5,
      transmission: 'automatic',
    });
  });

  it("validates with the server's schema: required fields, seats 1–9, prices with 2 decimals", () => {
    const empty = issues(carFormSchema.safeParse({ ...newCarDefaults(), year: null, seatingCapacity: null }));
    expect(Object.keys(empty).sort()).toEqual(
      [
        'color',
        'dailyRate',
        'licensePlate',
        'mark',
        'model',
        'seatingCapacity',
        'securityDeposit',
        'year',
      ].sort(),
    );
    const filled = {
      ...newCarDefaults(),
      mark: 'Kia',
      model: 'Rio',
      color: 'Gris',
      licensePlate: '1 TU 1',
      dailyRate: 80.5,
      securityDeposit: 300,
    };
    expect(carFormSchema.safeParse(filled).success).toBe(true);
    const seats10 = issues(carFormSchema.safeParse({ ...filled, seatingCapacity: 10 }));
    expect(seats10.seatingCapacity).toBe(RENTAL_MESSAGES.seats);
    expect(issues(carFormSchema.safeParse({ ...filled, seatingCapacity: 0 }))).toHaveProperty(
      'seatingCapacity',
    );
    expect(issues(carFormSchema.safeParse({ ...filled, dailyRate: 80.555 }))).toHaveProperty(
      'dailyRate',
      RENTAL_MESSAGES.decimals2,
    );
    expect(issues(carFormSchema.safeParse({ ...filled, securityDeposit: -1 }))).toHaveProperty(
      'securityDeposit',
    );
  });

  it('parses numbers and splits features before sending, adding the images just uploaded', () => {
    const parsed = carFormSchema.parse({
      ...newCarDefaults(),
      mark: 'Kia',
      model: 'Rio',
      color: 'Gris',
      licensePlate: '1 TU 1',
      year: '2024',
      dailyRate: '80.50',
      securityDeposit: 300,
      seatingCapacity: 7,
      features: 'GPS, Bluetooth, ',
      images: ['/uploads/cars/a.png'],
      availability: 'rented',
    });
    const payload = carPayload(parsed, ['/uploads/cars/b.png']);
    expect(payload).toMatchObject({
      year: 2024,
      dailyRate: 80.5,
      securityDeposit: 300,
      seatingCapacity: 7,
      features: ['GPS', 'Bluetooth'],
      images: ['/uploads/cars/a.png', '/uploads/cars/b.png'],
    });
    expect(payload).not.toHaveProperty('availability');
  });
});

describe('reservation form and calendar', () => {
  it('requires every field but notes and a typed email', () => {
    const empty = issues(reservationFormSchema.safeParse(emptyReservation()));
    expect(Object.keys(empty).sort()).toEqual(
      [
        'carId',
        'customer.email',
        'customer.licenseNumber',
        'customer.name',
        'customer.phone',
        'pickupDate',
        'pickupLocation',
        'returnDate',
        'returnLocation',
      ].sort(),
    );
    const ok = {
      customer: { name: 'A', email: 'a@b.tn', phone: '1', licenseNumber: 'L' },
      carId: 'c0000000000000000000000a',
      pickupDate: '2026-01-02',
      returnDate: '2026-01-01',
      pickupLocation: 'X',
      returnLocation: 'Y',
      notes: null,
    };
    const backwards = issues(reservationFormSchema.safeParse(ok));
    expect(Object.keys(backwards)).toEqual(['returnDate']);
    expect(backwards.returnDate).toBe(RENTAL_MESSAGES.returnBeforePickup);
    const badEmail = issues(
      reservationFormSchema.safeParse({
        ...ok,
        returnDate: '2026-01-04',
        customer: { ...ok.customer, email: 'nope' },
      }),
    );
    expect(Object.keys(badEmail)).toEqual(['customer.email']);
    expect(badEmail['customer.email']).toBe(RENTAL_MESSAGES.email);
    expect(reservationPayload(reservationFormSchema.parse({ ...ok, returnDate: '2026-01-04' }))).toEqual({
      customer: { name: 'A', email: 'a@b.tn', phone: '1', licenseNumber: 'L' },
      carId: 'c0000000000000000000000a',
      pickupDate: '2026-01-02',
      returnDate: '2026-01-04',
      pickupLocation: 'X',
      returnLocation: 'Y',
      notes: '',
    });
  });

  it('maps reservations onto car-days and computes occupancy (cancelled ones hold nothing)', () => {
    const days = monthDays(2026, 1);
    expect(days).toHaveLength(28);
    const { grid, rate } = occupancyGrid(
      ['a', 'b'],
      [
        { id: '1', carId: 'a', pickupDate: '2026-02-01', returnDate: '2026-02-07', status: 'active' },
        { id: '2', carId: 'b', pickupDate: '2026-02-10', returnDate: '2026-02-20', status: 'cancelled' },
      ],
      days,
    );
    expect(grid.get('a')!.filter(Boolean)).toHaveLength(7);
    expect(grid.get('b')!.filter(Boolean)).toHaveLength(0);
    expect(rate).toBe(12.5);
  });
});
