import type { securityAgents } from '../db/schema';

type AgentRow = typeof securityAgents.$inferSelect;

/** The absolute scanner address an agent's QR code opens. */
export function scannerUrl(origin: string, agentId: string): string {
  return `${origin.replace(/\/+$/, '')}/security-scanner/${encodeURIComponent(agentId)}`;
}

/** SPEC §3 Security agent (never the password hash); scanCount is an extension: tickets this agent admitted. */
export function serializeAgent(a: AgentRow, origin: string, scanCount = 0) {
  return {
    _id: a.id,
    agentId: a.agentId,
    name: a.name,
    eventId: a.eventId,
    isActive: a.isActive,
    loginCount: a.loginCount,
    lastLogin: a.lastLogin?.toISOString() ?? null,
    qrCodeData: scannerUrl(origin, a.agentId),
    scanCount,
    createdAt: a.createdAt.toISOString(),
  };
}
