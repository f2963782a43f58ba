import type { StaffRole } from './staff';

/**
 * What each role of a business's team may do, written once: the server checks every dashboard call
 * against it (server/auth/middleware.ts, 403 `ROLE_FORBIDDEN`) and react-admin's
 * `authProvider.canAccess` shows the menu, buttons and pages from it (src/authProvider).
 *
 * The resources are the dashboard's (src/resources) plus the pages and actions that are not one:
 * `statistics` (an event's), `reports` (rental), `funds` (moving the business balance), `statements`.
 */
export const PERMISSION_RESOURCES = [
  'events',
  'tickets',
  'security-agents',
  'statistics',
  'users',
  'funds',
  'transactions',
  'bank-transfers',
  'subscriptions',
  'statements',
  'journal',
  'payments',
  'approvals',
  'fleet',
  'reservations',
  'reports',
  'members',
  'checkin-lists',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

/** react-admin's actions; a call reads (`list`/`show`/`export`) or writes (`create`/`edit`/`delete`). */
export type PermissionAction = 'list' | 'show' | 'export' | 'create' | 'edit' | 'delete';

const READ: readonly PermissionAction[] = ['list', 'show', 'export'];
const ALL = '*';
type Grant = typeof ALL | readonly PermissionAction[];

/** The roles other than the owner, who may do everything (members included). */
export const PERMISSIONS: Readonly<
  Record<Exclude<StaffRole, 'owner'>, Readonly<Partial<Record<PermissionResource, Grant>>>>
> = {
  events: { events: ALL, tickets: ALL, 'security-agents': ALL, statistics: ALL, 'checkin-lists': ALL },
  // The door reaches an event's agents and statistics through the event: events read-only too.
  door: { events: READ, 'security-agents': ALL, statistics: ALL, tickets: READ, 'checkin-lists': ALL },
  accounts: {
    users: ALL,
    funds: ALL,
    transactions: ALL,
    'bank-transfers': ALL,
    subscriptions: ALL,
    statements: ALL,
    journal: ALL,
    payments: ALL,
    approvals: ALL,
  },
  rental: { fleet: ALL, reservations: ALL, payments: ALL, reports: ALL },
};

const isResource = (name: string): name is PermissionResource =>
  (PERMISSION_RESOURCES as readonly string[]).includes(name);

/** May `role` do `action` on `resource`? An unknown resource is the owner's alone. */
export function can(role: StaffRole, resource: string, action: string): boolean {
  if (role === 'owner') return true;
  if (!isResource(resource)) return false;
  const grant = PERMISSIONS[role][resource];
  if (grant === undefined) return false;
  return grant === ALL || grant.includes(action as PermissionAction);
}

/** The answer of a dashboard call the signed-in member's role does not allow (403). */
export const ROLE_FORBIDDEN = 'Your role does not allow this action';

/** The action of an HTTP method: reads are `list`, writes by their verb. */
export function actionOfMethod(method: string): PermissionAction {
  switch (method.toUpperCase()) {
    case 'POST':
      return 'create';
    case 'PUT':
    case 'PATCH':
      return 'edit';
    case 'DELETE':
      return 'delete';
    default:
      return 'list';
  }
}

/**
 * The dashboard API's calls by resource, first match wins. `null`: any member (the session calls,
 * the live event in the menu). A call no rule names is the owner's alone.
 */
const API_RULES: ReadonlyArray<readonly [RegExp, PermissionResource | null]> = [
  [/^\/api\/users\/(current|me)$/, null],
  [/^\/api\/auth\//, null],
  [/^\/api\/events\/current$/, null],
  [/^\/api\/events\/[^/]+\/stats$/, 'statistics'],
  [/^\/api\/events(\/|$)/, 'events'],
  [/^\/api\/tickets\/event\/[^/]+\/stats$/, 'statistics'],
  // Undoing an admission is door work: whoever may run the event's gates may undo one.
  [/^\/api\/tickets\/[^/]+\/undo-admission$/, 'security-agents'],
  [/^\/api\/tickets(\/|$)/, 'tickets'],
  [/^\/api\/security-agents(\/|$)/, 'security-agents'],
  // The event's scanner phones are door work, as its agents.
  [/^\/api\/devices(\/|$)/, 'security-agents'],
  [/^\/api\/business\/(add_funds|bulk_add_funds)$/, 'funds'],
  [/^\/api\/business\/transfers\//, 'funds'],
  [/^\/api\/business\/statements\//, 'statements'],
  [/^\/api\/business\/(get_transactions|transactions)$/, 'transactions'],
  [/^\/api\/business\/bank_transfers(\/|$)/, 'bank-transfers'],
  [/^\/api\/business\//, 'users'],
  [/^\/api\/subscriptions?(\/|$)/, 'subscriptions'],
  [/^\/api\/rental-cars(\/|$)/, 'fleet'],
  [/^\/api\/reservations\/[^/]+\/payments$/, 'payments'],
  [/^\/api\/reservations(\/|$)/, 'reservations'],
  [/^\/api\/payments(\/|$)/, 'payments'],
  [/^\/api\/journal(\/|$)/, 'journal'],
  [/^\/api\/members(\/|$)/, 'members'],
  [/^\/api\/approvals(\/|$)/, 'approvals'],
  [/^\/api\/checkin-lists(\/|$)/, 'checkin-lists'],
];

/** What a dashboard call is about: its resource (null: any member) and action, or undefined (owner only). */
export function accessOf(
  method: string,
  path: string,
): { resource: PermissionResource | null; action: PermissionAction } | undefined {
  const rule = API_RULES.find(([pattern]) => pattern.test(path));
  return rule ? { resource: rule[1], action: actionOfMethod(method) } : undefined;
}

/** May `role` make this dashboard call? */
export function mayCall(role: StaffRole, method: string, path: string): boolean {
  if (role === 'owner') return true;
  const access = accessOf(method, path);
  if (!access) return false;
  return access.resource === null || can(role, access.resource, access.action);
}
