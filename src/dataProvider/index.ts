import { combineDataProviders, type DataProvider } from 'ra-core';
import { RESOURCES } from '../resources';
import { STANDARD_METHODS } from './resourceProvider';
import type { eventMethods } from './events';
import type { ticketMethods } from './tickets';
import type { rentalApi } from './rental';
import type { securityAgentMethods } from './securityAgents';
import type { businessMethods } from './business';
import type { moneyMethods } from './money';
import type { gateMethods } from './gates';
import type { deviceMethods } from './devices';

/**
 * Each area's module (its custom methods) is downloaded on the first call that needs it, not with
 * the dashboard: a screen only pays for the areas it talks to.
 */
const areas = {
  events: () => import('./events'),
  tickets: () => import('./tickets'),
  rental: () => import('./rental'),
  securityAgents: () => import('./securityAgents'),
  business: () => import('./business'),
  money: () => import('./money'),
  gates: () => import('./gates'),
  devices: () => import('./devices'),
};

type AnyMethod = (...args: never[]) => Promise<unknown>;

/** A provider whose methods load the resource's module on their first call, then forward to it. */
function lazyProvider(load: () => Promise<DataProvider>): DataProvider {
  const provider: Record<string, AnyMethod> = {};
  for (const method of STANDARD_METHODS)
    provider[method] = async (...args: unknown[]) =>
      ((await load())[method] as (...a: unknown[]) => Promise<unknown>)(...args);
  return provider as unknown as DataProvider;
}

/**
 * One provider per registered resource (src/resources): the one its definition loads, else
 * react-admin's ra-data-simple-rest (./simpleRest.ts). Each is downloaded on its first call.
 */
const providers = new Map<string, DataProvider>(
  RESOURCES.map((resource) => {
    const whole = typeof resource.extension === 'string' ? resource.extension : undefined;
    const load =
      resource.dataProvider ??
      (() => import('./simpleRest').then((m) => m.simpleRestResource(resource.name, whole)));
    return [resource.name, lazyProvider(load)];
  }),
);

/** react-admin's standard methods, each sent to the provider of the resource it names. */
const standard = combineDataProviders((resource) => {
  const provider = providers.get(resource);
  if (!provider) throw new Error(`Unknown resource: ${resource}`);
  return provider;
});

type CustomMethods = typeof eventMethods &
  typeof ticketMethods &
  typeof securityAgentMethods &
  typeof rentalApi &
  typeof businessMethods &
  typeof moneyMethods &
  typeof gateMethods &
  typeof deviceMethods;

/** Custom methods of one area, each loading the area's module on its first call. */
function lazyMethods<M>(load: () => Promise<M>, names: Record<keyof M, true>): M {
  const methods: Record<string, AnyMethod> = {};
  for (const name of Object.keys(names))
    methods[name] = async (...args: unknown[]) =>
      ((await load())[name as keyof M] as (...a: unknown[]) => Promise<unknown>)(...args);
  return methods as M;
}

/** Calls that are not one of react-admin's methods (scan, addFunds, stats, ...), beside their resource's. */
const customMethods: CustomMethods = {
  ...lazyMethods(() => areas.events().then((m) => m.eventMethods), {
    getCurrentEvent: true,
    getEventStats: true,
  }),
  ...lazyMethods(() => areas.tickets().then((m) => m.ticketMethods), {
    getTicketStats: true,
    getTicketCode: true,
    reissueTicketCode: true,
  }),
  ...lazyMethods(() => areas.securityAgents().then((m) => m.securityAgentMethods), {
    getScanConflicts: true,
    getGateMode: true,
    setGateMode: true,
    undoAdmission: true,
  }),
  ...lazyMethods(() => areas.devices().then((m) => m.deviceMethods), {
    getDevices: true,
    enrolDevice: true,
    updateDevice: true,
    revokeDevice: true,
    decideDeviceQueue: true,
    setKioskPin: true,
  }),
  ...lazyMethods(() => areas.rental().then((m) => m.rentalApi), {
    getFleet: true,
    getAvailableCars: true,
    getCarsForPeriod: true,
    uploadCarImages: true,
    setCarAvailability: true,
    getReservations: true,
    getReservation: true,
    getReservationStats: true,
    setReservationStatus: true,
    uploadReservationDocuments: true,
    getPublicReservationInvoice: true,
  }),
  ...lazyMethods(() => areas.business().then((m) => m.businessMethods), {
    lookupUser: true,
    addManagedUser: true,
    addFunds: true,
    bulkAddFunds: true,
    deleteManagedUser: true,
    getBankTransfer: true,
    getSubscriptionInvoice: true,
    getPublicInvoice: true,
    getStatement: true,
    reverseTransfer: true,
  }),
  ...lazyMethods(() => areas.money().then((m) => m.moneyMethods), { getPaymentTotals: true }),
  ...lazyMethods(() => areas.gates().then((m) => m.gateMethods), {
    setAgentCheckInList: true,
    getGateStats: true,
  }),
};

export type AppDataProvider = DataProvider & CustomMethods;
/**
 * The app's data provider, for react-admin's hooks (`useDataProvider<AppDataProvider>()` for the
 * custom methods). The combined provider is a Proxy over react-admin's defaults: spreading it
 * copies one forwarding function per standard method.
 */
export const dataProvider: AppDataProvider = { ...standard, ...customMethods };
