import type { Extension } from '../contract/extensions';

/**
 * The resources that exist only with an extension: react-admin's `canAccess` refuses them (menu
 * entry hidden, page closed) when the server does not offer it. Paiements is SPEC's screen and stays:
 * without the payments ledger it lists the reservations' payments.
 */
const RESOURCE_EXTENSION: Readonly<Record<string, Extension>> = {
  journal: 'journal',
  subscriptions: 'subscriptions',
};

/** The extension an action on a resource needs (recording a payment needs the ledger), or undefined. */
export function extensionFor(resource: string | undefined, action: string): Extension | undefined {
  if (!resource) return undefined;
  if (resource === 'payments' && action === 'create') return 'payments';
  return RESOURCE_EXTENSION[resource];
}
