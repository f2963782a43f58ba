import type { ReactElement } from 'react';
import { securityRoutes } from './customRoutes/security/routes';

/**
 * What each business area adds inside <Admin basename="/dashboard">: its <Resource>s and
 * <CustomRoutes>, as an array of keyed elements. Areas append their own import here.
 */
export const dashboardRoutes: ReactElement[] = [securityRoutes];
