import { httpClient } from '../../api/httpClient';
import type { AgentSession } from './types';

/** SPEC §7 agent login (its own module: the login form needs nothing else of the scanner's API). */
export async function agentLogin(agentId: string, password: string): Promise<AgentSession> {
  const body = await httpClient<{
    success?: boolean;
    data: { agent: AgentSession['agent']; event: AgentSession['event']; token?: string };
  }>('/api/security-agents-public/login', { method: 'POST', body: { agentId, password }, token: null });
  return { agent: body.data.agent, event: body.data.event, token: body.data.token ?? null };
}
