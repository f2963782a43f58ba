import type { Database } from '../../../server/db/client';
import type { ServerProcess } from './serverProcess';

/** A race run against several instances at once, returning what went wrong (empty when nothing did). */
export interface Race {
  name: string;
  routes: string[];
  run(instances: ServerProcess[], db: Database): Promise<string[]>;
}

/** Filled in once the scan (issue 4) and transfer (issue 5) routes are on this branch. */
export const twoInstanceRaces = (): Race[] => [];
