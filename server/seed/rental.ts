import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cars, reservations, reservationPayments } from '../db/schema';
import { newId } from '../lib/ids';
import { localDate } from '../lib/localTime';
import { priceDays } from '../rental/pricing';
import { FIRST_NAMES, LAST_NAMES, daysFromNow, type Random } from './random';
import { carPicture, documentPicture } from './png';
import { saveUpload } from '../uploads/store';
import { normalisePlate } from '../../src/contract/rental';

const FLEET = [
  ['Renault', 'Clio 5', 2023, 'Blanc', '#F4F4F4', 'economy', 'gasoline', 'manual', 90, 500, 'available'],
  ['Peugeot', '208', 2024, 'Gris', '#8A8D91', 'compact', 'gasoline', 'manual', 100, 600, 'rented'],
  ['Kia', 'Picanto', 2022, 'Rouge', '#C0392B', 'economy', 'gasoline', 'automatic', 75, 400, 'available'],
  ['Hyundai', 'i10', 2023, 'Bleu', '#2E6DB4', 'economy', 'gasoline', 'manual', 70, 400, 'maintenance'],
  ['Volkswagen', 'Polo', 2024, 'Noir', '#222222', 'compact', 'diesel', 'manual', 110, 700, 'available'],
  ['Dacia', 'Logan', 2022, 'Beige', '#C8B48A', 'midsize', 'diesel', 'manual', 80, 500, 'rented'],
  [
    'Toyota',
    'Yaris Hybrid',
    2024,
    'Blanc nacré',
    '#EDEDE6',
    'compact',
    'hybrid',
    'automatic',
    130,
    800,
    'available',
  ],
  ['Seat', 'Ibiza', 2023, 'Orange', '#E67E22', 'compact', 'gasoline', 'manual', 95, 600, 'unavailable'],
  ['Citroën', 'C3', 2023, 'Vert', '#3E8E5E', 'compact', 'gasoline', 'automatic', 105, 600, 'available'],
  ['Skoda', 'Octavia', 2024, 'Argent', '#B8BCC2', 'fullsize', 'diesel', 'automatic', 160, 1000, 'available'],
  [
    'Mercedes-Benz',
    'Classe C',
    2024,
    'Noir',
    '#111111',
    'luxury',
    'diesel',
    'automatic',
    320,
    2500,
    'rented',
  ],
  ['Hyundai', 'Tucson', 2024, 'Bleu nuit', '#1F2A44', 'suv', 'hybrid', 'automatic', 220, 1500, 'available'],
] as const;

const CONDITIONS = ['excellent', 'good', 'good', 'fair'] as const;
const TYPES = ['standard', 'standard', 'premium', 'women', 'standard', 'disabled'] as const;
const FEATURES = [
  'Climatisation',
  'Bluetooth',
  'GPS',
  'Caméra de recul',
  'Régulateur de vitesse',
  'Siège bébé',
];
const CITIES = [
  'Aéroport Tunis-Carthage',
  'Tunis Centre',
  'Sousse',
  'Hammamet',
  'Djerba Midoun',
  'Monastir Aéroport',
  'Sfax',
];
const GOVS = ['TU', 'TU', 'TU', 'RS'];

export async function seedRental(
  db: Db,
  rnd: Random,
  dataDir: string,
  ownerId: string,
  commissionRate: number,
) {
  const carRows = [];
  // Plates are unique per agency (migration 0720): a draw that repeats one is drawn again.
  const plates = new Set<string>();
  const newPlate = (): string => {
    const plate = `${rnd.int(120, 245)} ${rnd.pick(GOVS)} ${rnd.int(1000, 9999)}`;
    if (plates.has(normalisePlate(plate))) return newPlate();
    plates.add(normalisePlate(plate));
    return plate;
  };
  for (const [i, f] of FLEET.entries()) {
    const [mark, model, year, color, hex, category, fuelType, transmission, rate, deposit, availability] = f;
    const images = [await saveUpload(dataDir, 'cars', carPicture(hex), 'png')];
    carRows.push({
      id: newId(),
      ownerId,
      mark,
      model,
      year,
      color,
      licensePlate: newPlate(),
      condition: CONDITIONS[i % CONDITIONS.length],
      type: TYPES[i % TYPES.length],
      dailyRate: rate.toFixed(2),
      securityDeposit: deposit.toFixed(2),
      features: FEATURES.filter(() => rnd.chance(0.5)),
      description: `${mark} ${model} ${year}, entretien à jour, kilométrage ${rnd.int(8, 60)} 000 km.`,
      category,
      fuelType,
      seatingCapacity: category === 'suv' ? 7 : 5,
      transmission,
      images,
      availability: availability as string,
    });
  }
  await db.insert(cars).values(carRows);

  const docs = {
    driverLicenseFront: await saveUpload(dataDir, 'documents', documentPicture('#B91C1C'), 'png'),
    driverLicenseBack: await saveUpload(dataDir, 'documents', documentPicture('#7F1D1D'), 'png'),
    cinRecto: await saveUpload(dataDir, 'documents', documentPicture('#065F46'), 'png'),
    cinVerso: await saveUpload(dataDir, 'documents', documentPicture('#064E3B'), 'png'),
  };

  // Per car: past reservations spread over the last three months, then one current or upcoming
  // (active for the rented cars, pending/confirmed otherwise). Slots never overlap on one car.
  const rows: Array<typeof reservations.$inferInsert> = [];
  const activeCars = new Set<string>();
  const SLOTS_3 = [
    [-88, -66],
    [-52, -36],
    [-24, -12],
  ];
  const SLOTS_2 = [
    [-80, -50],
    [-30, -12],
  ];
  let docsIndex = 0;
  for (const [k, car] of carRows.entries()) {
    const slots = k < 4 ? SLOTS_3 : SLOTS_2;
    // Cars 0-3 carry one more past reservation: 4 × 4 + 8 × 3 = 40 in all.
    const plan: Array<{ start: number; days: number; status: string }> = [];
    for (const [from, to] of slots) {
      plan.push({
        start: rnd.int(from, to),
        days: rnd.int(2, 7),
        status: rnd.chance(0.82) ? 'completed' : 'cancelled',
      });
    }
    if (car.availability === 'rented') {
      plan.push({ start: -rnd.int(1, 3), days: rnd.int(4, 8), status: 'active' });
      activeCars.add(car.id);
    } else {
      plan.push({ start: rnd.int(1, 12), days: rnd.int(2, 6), status: rnd.pick(['pending', 'confirmed']) });
    }
    for (const { start, days, status } of plan) {
      const pickup = daysFromNow(start);
      const ret = daysFromNow(start + days);
      const first = rnd.pick(FIRST_NAMES);
      const last = rnd.pick(LAST_NAMES);
      const created = daysFromNow(Math.min(start - rnd.int(1, 10), -1), rnd.int(8, 19));
      rows.push({
        id: newId(),
        ownerId,
        carId: car.id,
        customerName: `${first} ${last}`,
        customerEmail: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@gmail.com',
        customerPhone: `${rnd.pick(['2', '5', '9'])}${String(rnd.int(0, 9999999)).padStart(7, '0')}`,
        licenseNumber: `${rnd.int(10, 99)}/${rnd.int(100000, 999999)}`,
        cinNumber: String(rnd.int(0, 99999999)).padStart(8, '0'),
        verificationDocuments:
          docsIndex++ % 3 === 0 || status === 'active'
            ? { ...docs, uploadedAt: created.toISOString() }
            : null,
        pickupDate: localDate(pickup),
        returnDate: localDate(ret),
        pickupTime: '09:00',
        returnTime: '18:00',
        pickupLocation: rnd.pick(CITIES),
        returnLocation: rnd.pick(CITIES),
        ...priceDays(car.dailyRate, days, commissionRate),
        dailyRate: car.dailyRate,
        status,
        paymentStatus:
          status === 'completed'
            ? 'paid'
            : status === 'cancelled'
              ? rnd.pick(['refunded', 'pending'])
              : rnd.pick(['pending', 'paid']),
        paymentMethod: rnd.pick(['wallet', 'cash', 'card', 'bank_transfer']),
        notes: rnd.chance(0.3)
          ? rnd.pick(['Client fidèle', 'Livraison à l’hôtel', 'Siège bébé demandé', 'Retour tardif possible'])
          : '',
        createdAt: created,
      });
    }
  }
  await db.insert(reservations).values(rows);
  await db.insert(reservationPayments).values(seedPayments(rows));
  for (const car of carRows) {
    if (car.availability === 'rented' && !activeCars.has(car.id)) {
      await db.update(cars).set({ availability: 'available' }).where(eq(cars.id, car.id));
    }
  }
}

/**
 * The demo's payment entries: each reservation's payment as recorded entries (a refund comes after
 * the payment it refunds, as a new entry), so Paiements and the reservations agree from the start.
 */
function seedPayments(rows: Array<typeof reservations.$inferInsert>) {
  const out: Array<typeof reservationPayments.$inferInsert> = [];
  for (const r of rows) {
    const at = r.createdAt instanceof Date ? r.createdAt : new Date();
    const entry = (status: string, offsetMs: number) => ({
      id: newId(),
      reservationId: r.id,
      ownerId: r.ownerId,
      status,
      method: r.paymentMethod ?? 'cash',
      amount: r.totalAmount,
      paidAt: new Date(at.getTime() + offsetMs),
      createdAt: new Date(at.getTime() + offsetMs),
    });
    if (r.paymentStatus === 'refunded') out.push(entry('paid', 0), entry('refunded', 3_600_000));
    else out.push(entry(r.paymentStatus ?? 'pending', 0));
  }
  return out;
}
