import { combineDataProviders, type DataProvider } from 'ra-core';
import { eventMethods, eventsDataProvider } from './events';
import { ticketMethods, ticketsDataProvider } from './tickets';
import { fleetProvider, rentalApi, reservationsProvider } from './rental';
import { securityAgentMethods, securityAgentsDataProvider } from './securityAgents';
import { businessMethods, businessResources } from './business';
import { moneyMethods, moneyResources } from './money';

/** The dashboard's resources (src/dashboardRoutes.tsx registers one <Resource> per name). */
export const RESOURCE_NAMES = [
  'events',
  'tickets',
  'security-agents',
  'fleet',
  'reservations',
  'users',
  'transactions',
  'bank-transfers',
  'journal',
  'payments',
  'subscriptions',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];

/**
 * One provider per resource, each in its own file (react-admin's standard methods mapped onto
 * SPEC §7). A method a resource does not have rejects with "<resource> does not support <method>".
 */
const providers: Record<ResourceName, DataProvider> = {
  events: eventsDataProvider,
  tickets: ticketsDataProvider,
  'security-agents': securityAgentsDataProvider,
  fleet: fleetProvider,
  reservations: reservationsProvider,
  users: businessResources.users,
  transactions: businessResources.transactions,
  'bank-transfers': businessResources['bank-transfers'],
  journal: moneyResources.journal,
  payments: moneyResources.payments,
  subscriptions: moneyResources.subscriptions,
};

const isResourceName = (resource: string): resource is ResourceName =>
  (RESOURCE_NAMES as readonly string[]).includes(resource);

/** react-admin's standard methods, each sent to the provider of the resource it names. */
const standard = combineDataProviders((resource) => {
  if (!isResourceName(resource)) throw new Error(`Unknown resource: ${resource}`);
  return providers[resource];
});

/** Calls that are not one of react-admin's methods (scan, addFunds, stats, ...), beside their resource's. */
const customMethods = {
  ...eventMethods,
  ...ticketMethods,
  ...securityAgentMethods,
  ...rentalApi,
  ...businessMethods,
  ...moneyMethods,
};

export type AppDataProvider = DataProvider & typeof customMethods;
/**
 * The app's data provider, for react-admin's hooks (`useDataProvider<AppDataProvider>()` for the
 * custom methods). The combined provider is a Proxy over react-admin's defaults: spreading it
 * copies one forwarding function per standard method.
 */
export const dataProvider: AppDataProvider = { ...standard, ...customMethods };
