import { localDate } from '../../../server/lib/localTime';

const inDays = (n: number) => localDate(new Date(Date.now() + n * 86_400_000));

/** SPEC §3 / §5 event form, valid. */
export const eventBody = () => ({
  name: 'Reliability Night',
  description: 'A valid event used as the base of hostile mutations',
  category: 'music',
  color: '#3B82F6',
  image: '',
  video: '',
  location: {
    name: 'Cité de la Culture',
    address: 'Avenue Mohamed V, Tunis',
    coordinates: { latitude: 36.8065, longitude: 10.1815 },
  },
  startDate: inDays(20),
  endDate: inDays(21),
  startTime: '18:00',
  endTime: '23:00',
  isActive: true,
  priceTiers: [{ name: 'General', price: 0, totalTickets: 100, description: 'Standing' }],
});

/** SPEC §3 car, valid. */
export const carBody = () => ({
  mark: 'Peugeot',
  model: '208',
  year: 2023,
  color: 'Gris',
  licensePlate: '200 TU 1234',
  condition: 'good',
  type: 'standard',
  dailyRate: 95.5,
  securityDeposit: 400,
  features: ['Climatisation', 'GPS'],
  description: 'Citadine',
  category: 'economy',
  fuelType: 'gasoline',
  seatingCapacity: 5,
  transmission: 'manual',
  images: [],
  availability: 'available',
});

/** SPEC §3 reservation form, valid (far from the fixtures' dates). */
export const reservationBody = (carId: string, offset = 40) => ({
  customer: { name: 'Amel Trabelsi', email: 'amel@test.tn', phone: '22123456', licenseNumber: 'TN-778899' },
  carId,
  pickupDate: inDays(offset),
  returnDate: inDays(offset + 2),
  pickupLocation: 'Aéroport Tunis-Carthage',
  returnLocation: 'Aéroport Tunis-Carthage',
  notes: '',
});
