import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { clearAll, describeDemo, isEmpty, seedDemo } from './index';

/** `npm run seed` seeds an empty database; `npm run seed -- --reset` wipes it and seeds again. */
const config = loadConfig();
const database = await openDatabase(config);
const reset = process.argv.includes('--reset');
if (!reset && !(await isEmpty(database.db))) {
  console.log('The database already holds data; use `npm run seed -- --reset` to rebuild the demo data.');
} else {
  if (reset) await clearAll(database.db);
  const summary = await seedDemo(database.db, config);
  console.log(describeDemo(summary, `http://localhost:${config.port}`));
}
await database.close();
