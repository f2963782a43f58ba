import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../env';
import { authRoutes } from './auth';
import { userRoutes } from './users';
import { currentEventRoutes } from './currentEvent';
import { eventsRoutes } from './events';
import { ticketsRoutes } from './tickets';
import { rentalCarRoutes } from './rentalCars';
import { reservationRoutes } from './reservations';
import { publicReservationInvoiceRoutes } from './publicReservationInvoice';
import { securityAgentRoutes } from './securityAgents';
import { securityAgentPublicRoutes } from './securityAgentsPublic';
import { businessRoutes } from './business';
import { businessListRoutes } from './businessLists';
import { statementRoutes } from './statements';
import { subscriptionRoutes } from './subscription';
import { publicBusinessInvoiceRoutes } from './publicInvoicesBusiness';
import { journalRoutes } from './journal';
import { paymentsRoutes, reservationPaymentRoutes } from './payments';
import { subscriptionListRoutes } from './subscriptions';
import { publicIssuerRoutes } from './publicIssuer';
import { capabilitiesRoutes } from './capabilities';
import { doorRoutes, ticketUndoRoutes } from './door';
import { memberRoutes } from './members';
import { approvalRoutes } from './approvals';
import { checkInListRoutes, gateRoutes } from './checkInLists';
import { deviceRoutes } from './devices';
import { scannerSigningRoutes, signingKeyRoutes, ticketCodeRoutes } from './signedTickets';

type RouteFactory = (deps: AppDeps) => Hono<AppEnv>;

/**
 * The API's route table: every area mounts here, in order (a fixed path such as `/events/current`
 * must come before the area that owns `/events/:id`).
 */
export const apiAreas: Array<[prefix: string, factory: RouteFactory]> = [
  ['/auth', authRoutes],
  ['/users', userRoutes],
  ['/events', currentEventRoutes],
  ['/events', signingKeyRoutes],
  ['/events', eventsRoutes],
  ['/tickets', ticketUndoRoutes],
  ['/tickets', ticketCodeRoutes],
  ['/tickets', ticketsRoutes],
  ['/rental-cars', rentalCarRoutes],
  ['/reservations', reservationPaymentRoutes],
  ['/reservations', reservationRoutes],
  ['/public/invoices', publicReservationInvoiceRoutes],
  ['/security-agents', gateRoutes],
  ['/security-agents', doorRoutes],
  ['/security-agents', scannerSigningRoutes],
  ['/security-agents', securityAgentRoutes],
  ['/security-agents-public', securityAgentPublicRoutes],
  ['/business', businessRoutes],
  ['/business', businessListRoutes],
  ['/business', statementRoutes],
  ['/subscription', subscriptionRoutes],
  ['/public/invoices', publicBusinessInvoiceRoutes],
  ['/public', publicIssuerRoutes],
  ['/journal', journalRoutes],
  ['/payments', paymentsRoutes],
  ['/subscriptions', subscriptionListRoutes],
  ['/capabilities', capabilitiesRoutes],
  ['/members', memberRoutes],
  ['/approvals', approvalRoutes],
  ['/checkin-lists', checkInListRoutes],
  ['/devices', deviceRoutes],
];
