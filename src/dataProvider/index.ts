import type { DataProvider } from 'ra-core';
import { sessionMethods } from './session';
import { eventMethods, eventsDataProvider } from './events';
import { ticketMethods, ticketsDataProvider } from './tickets';
import { fleetProvider, rentalApi, reservationsProvider } from './rental';
import { securityAgentMethods } from './securityAgents';
import { businessMethods, businessResources } from './business';
import { moneyMethods, moneyResources } from './money';

/**
 * The only place that knows the API's shapes. Each area registers its resources (react-admin's
 * standard methods, mapped onto SPEC §7) and its custom methods (scan, addFunds, stats, ...).
 */
const resources: Record<string, DataProvider> = {
  events: eventsDataProvider,
  tickets: ticketsDataProvider,
  fleet: fleetProvider,
  reservations: reservationsProvider,
  ...businessResources,
  ...moneyResources,
};

const customMethods = {
  ...sessionMethods,
  ...eventMethods,
  ...ticketMethods,
  ...rentalApi,
  ...securityAgentMethods,
  ...businessMethods,
  ...moneyMethods,
};

function forResource(resource: string): DataProvider {
  const provider = resources[resource];
  if (!provider) throw new Error(`Unknown resource: ${resource}`);
  return provider;
}

const standard: DataProvider = {
  getList: (r, p) => forResource(r).getList(r, p),
  getOne: (r, p) => forResource(r).getOne(r, p),
  getMany: (r, p) => forResource(r).getMany(r, p),
  getManyReference: (r, p) => forResource(r).getManyReference(r, p),
  create: (r, p) => forResource(r).create(r, p),
  update: (r, p) => forResource(r).update(r, p),
  updateMany: (r, p) => forResource(r).updateMany(r, p),
  delete: (r, p) => forResource(r).delete(r, p),
  deleteMany: (r, p) => forResource(r).deleteMany(r, p),
};

export type AppDataProvider = DataProvider & typeof customMethods;
export const dataProvider: AppDataProvider = { ...standard, ...customMethods };
