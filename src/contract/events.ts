/** Shapes of SPEC §7's events and tickets calls (types only). */
import type { ApiEvent } from './session';

export type { ApiEvent, PriceTier } from './session';

export interface Pagination {
  page?: number;
  limit?: number;
  total?: number;
  pages: number;
}

export interface EventListResponse {
  data: ApiEvent[];
  pagination: Pagination;
}

export interface PriceTierStats {
  name: string;
  description?: string;
  price: number;
  totalTickets: number;
  soldTickets: number;
  scannedTickets: number;
  revenue: number;
}

export interface EventStats {
  totalRevenue: number;
  totalTicketsSold: number;
  scannedTickets: number;
  unscannedTickets: number;
  priceTierStats: PriceTierStats[];
}

export type TicketStatus = 'active' | 'used' | 'cancelled' | 'refunded';

export interface ApiTicket {
  _id: string;
  ticketId: string;
  customerInfo: { firstName: string; lastName: string; phoneNumber: string; profilePicture?: string };
  priceTier: { name: string; price: number };
  status: TicketStatus | string;
  purchaseDate: string;
  isScanned: boolean;
  scannedAt?: string | null;
}

export interface TicketDetail extends ApiTicket {
  event: {
    _id: string;
    name: string;
    location?: { name: string; address?: string };
    startDate: string;
    endDate: string;
    startTime: string;
    endTime: string;
    color?: string;
  };
}

export interface TicketListResponse {
  data: ApiTicket[];
  pagination: Pagination;
}

export interface TicketStats {
  totalTickets: number;
  scannedTickets: number;
  unscannedTickets: number;
  totalRevenue: number;
}

export interface NewTicket {
  customerInfo: { firstName: string; lastName: string; phoneNumber: string };
  priceTier: string;
}
