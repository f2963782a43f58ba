import { peekPrefetched } from '../api/prefetch';
import { getToken } from '../api/token';

/**
 * The JSON body of the entry script's early answer for this GET (see ./dashboardPrefetch) when it
 * has arrived, succeeded and is still unclaimed; otherwise undefined. A screen shows it in its first
 * render while its own call, which takes that same answer, is on its way.
 */
export function arrivedAnswer(path: string): unknown {
  const token = getToken();
  const answer = token ? peekPrefetched(path, token) : undefined;
  return answer?.ok ? answer.json : undefined;
}
