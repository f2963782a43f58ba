import { httpClient } from '../../api/httpClient';
import { ENROL_CODE, ENROL_PARAM, SCANNER_APP_VERSION } from '../../contract/deviceConstants';
import type { DeviceIdentity } from '../../contract/devices';
import type { AgentSession } from './types';

/** The enrolment code of the address the phone opened (the organiser's QR code), if any. */
export function enrolCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(ENROL_PARAM);
  return code && ENROL_CODE.test(code) ? code : null;
}

/** The address without its code: used once, it must not stay in the history or a bookmark. */
export function forgetEnrolCode() {
  const url = new URL(location.href);
  url.searchParams.delete(ENROL_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

/**
 * Extension `devices`: the phone presents the one-time code and gets its own session for the agent
 * and event of the enrolment, without the agent's password.
 */
export async function claimEnrolment(code: string): Promise<AgentSession> {
  const body = await httpClient<{
    data: {
      agent: AgentSession['agent'];
      event: AgentSession['event'];
      token: string;
      device: DeviceIdentity;
    };
  }>('/api/devices/claim', { method: 'POST', body: { code, appVersion: SCANNER_APP_VERSION }, token: null });
  const { agent, event, token, device } = body.data;
  return { agent, event, token, device };
}
