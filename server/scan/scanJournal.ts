import type { Tx } from '../db/client';
import { writeJournalEntries } from '../money/journal';
import type { AgentRow, LogRow } from './scanStatements';

/**
 * Every door decision of a scan batch, in the batch's own transaction: an admission (accepted) is
 * `ticket.admitted`, an entry refused by the agent or a refused scan (already scanned, cancelled,
 * another event's ticket) is `ticket.refused`. Written to the event organiser's journal in the
 * agent's name, all in one append.
 */
export async function journalScans(tx: Tx, logs: LogRow[], agents: Map<string, AgentRow>) {
  const entries = logs.flatMap((log) => {
    const agent = agents.get(log.agent_id);
    if (!agent?.owner_id) return [];
    return [
      {
        who: { accountId: agent.owner_id, actorId: agent.id, actor: agent.name },
        action:
          log.result === 'accepted'
            ? ('ticket.admitted' as const)
            : log.result === 'exited'
              ? ('ticket.exited' as const) // extension checkInLists
              : ('ticket.refused' as const),
        entity: 'ticket' as const,
        entityId: log.ticket_ref,
        before: null,
        after: { result: log.result, message: log.message, scanAction: log.action, eventId: log.event_id },
      },
    ];
  });
  await writeJournalEntries(tx, entries);
}
