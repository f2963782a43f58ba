import type { DataProvider, ResourceProps } from 'react-admin';
import type { ExtensionNeed } from '../lib/extensionAccess';

/**
 * Everything the dashboard knows of one resource, in its folder's `index.ts`: what react-admin's
 * `<Resource>` takes (name, lazy screens, icon, recordRepresentation, children routes), and what the
 * registry (./index.ts) gives the side menu, the data provider and the access check.
 */
export interface ResourceDefinition<N extends string = string> extends ResourceProps {
  name: N;
  /** Its side-menu entry: none (`false`, a page of another resource), or a label other than its name. */
  menu?: false | { primaryText: string };
  /** The server extension it exists with (src/contract/extensions.ts), or per action. */
  extension?: ExtensionNeed;
  /**
   * Its provider, downloaded on the first call to it. Without one, react-admin's ra-data-simple-rest
   * reads `/api/<name>` (src/dataProvider/simpleRest.ts).
   */
  dataProvider?: () => Promise<DataProvider>;
}

/**
 * A folder's definition, checked and kept as written: its name a literal type (the registry's
 * `ResourceName`), its screens and children their own types.
 */
export const defineResource = <const D extends ResourceDefinition>(definition: D): D => definition;
