import type { Staff } from './staff';

/** Shapes of SPEC §7's session calls (types only: the server has its own validation). */
export interface ApiUser {
  /** Reference-server extension (`members`): who of the business's team signed in; absent: the owner. */
  staff?: Staff;
  _id: string;
  email?: string | null;
  role: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
  balance?: number;
  profilePicture?: string | null;
  companyName?: string | null;
}

export interface LoginResponse {
  token: string;
  user: ApiUser;
}

export interface PriceTier {
  _id?: string;
  name: string;
  price: number;
  totalTickets: number;
  soldTickets?: number;
  description?: string;
}

export interface ApiEvent {
  _id: string;
  name: string;
  description: string;
  category: string;
  color?: string;
  image?: string;
  video?: string;
  location: { name: string; address: string; coordinates: { latitude: number; longitude: number } };
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  isActive: boolean;
  totalTicketsSold: number;
  priceTiers: PriceTier[];
}

export interface CurrentEventResponse {
  data: ApiEvent | null;
}
