/** Shapes of the rental calls of SPEC §7 (rental-cars, reservations) and the public invoice check. */
export type Availability = 'available' | 'rented' | 'maintenance' | 'unavailable';
export type ReservationStatus = 'pending' | 'confirmed' | 'active' | 'completed' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'refunded';
export type PaymentMethod = 'wallet' | 'cash' | 'card' | 'bank_transfer';

export const AVAILABILITIES: Availability[] = ['available', 'rented', 'maintenance', 'unavailable'];
export const RESERVATION_STATUSES: ReservationStatus[] = [
  'pending',
  'confirmed',
  'active',
  'completed',
  'cancelled',
];
export const PAYMENT_METHODS: PaymentMethod[] = ['wallet', 'cash', 'card', 'bank_transfer'];
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export const CAR_TYPES = ['standard', 'premium', 'women', 'disabled'] as const;
export const CATEGORIES = ['economy', 'compact', 'midsize', 'fullsize', 'luxury', 'suv', 'van'] as const;
export const FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'electric'] as const;
export const TRANSMISSIONS = ['automatic', 'manual'] as const;

export interface ApiCar {
  _id: string;
  mark: string;
  model: string;
  year: number;
  color: string;
  licensePlate: string;
  condition: (typeof CONDITIONS)[number];
  type: (typeof CAR_TYPES)[number];
  dailyRate: number;
  securityDeposit: number;
  features: string[];
  description: string;
  category: (typeof CATEGORIES)[number];
  fuelType: (typeof FUEL_TYPES)[number];
  seatingCapacity: number;
  transmission: (typeof TRANSMISSIONS)[number];
  images: string[];
  availability: Availability;
}

/** What POST/PUT fleet sends (numbers parsed, features split). */
export type CarPayload = Omit<ApiCar, '_id' | 'availability'> & { availability?: Availability };

export interface VerificationDocuments {
  driverLicenseFront?: string;
  driverLicenseBack?: string;
  cinRecto?: string;
  cinVerso?: string;
  uploadedAt?: string;
}

export interface ApiReservation {
  _id: string;
  customer: {
    name: string;
    email: string;
    phone: string;
    licenseNumber: string;
    cinNumber?: string | null;
    verificationDocuments?: VerificationDocuments | null;
  };
  car: {
    _id: string;
    mark: string;
    model: string;
    year: number;
    licensePlate: string;
    securityDeposit: number;
    dailyRate: number;
  } | null;
  carId?: string;
  pickupDate: string;
  returnDate: string;
  pickupTime?: string | null;
  returnTime?: string | null;
  pickupLocation: string;
  returnLocation: string;
  totalDays: number;
  totalAmount: number;
  commissionAmount: number;
  dailyRate: number;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  notes: string;
  createdAt: string;
}

/** SPEC §3 Booking form draft: what POST /api/reservations sends. */
export interface ReservationPayload {
  customer: { name: string; email: string; phone: string; licenseNumber: string };
  carId: string;
  pickupDate: string;
  returnDate: string;
  pickupLocation: string;
  returnLocation: string;
  notes: string;
}

export interface ReservationStats {
  totalReservations: number;
  pendingReservations: number;
  activeReservations: number;
  totalRevenue: number;
}

/** GET /api/public/invoices/reservation/{id}: what proves a reservation invoice genuine. */
export interface PublicReservationInvoice {
  _id: string;
  number: string;
  issuedAt: string;
  customerInitials: string;
  car: { mark: string; model: string; year: number } | null;
  pickupDate: string;
  returnDate: string;
  totalDays: number;
  status: ReservationStatus;
  totalAmount: number;
  securityDeposit: number;
  total: number;
}
