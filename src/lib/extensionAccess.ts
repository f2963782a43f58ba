import type { Extension } from '../contract/extensions';

/**
 * What a resource needs of the server (its definition's `extension`): one extension for the whole
 * resource (journal, subscriptions), or one per action (Paiements is SPEC's screen, but recording a
 * payment needs the ledger).
 */
export type ExtensionNeed = Extension | Readonly<Partial<Record<string, Extension>>>;

/** The extension an action on a resource needs, or undefined when SPEC's API has it. */
export function extensionFor(need: ExtensionNeed | undefined, action: string): Extension | undefined {
  if (need === undefined || typeof need === 'string') return need;
  return need[action];
}
