import { QueryClient } from '@tanstack/react-query';

/**
 * react-query's cache for the dashboard, given to `<Admin queryClient>`: react-admin's own default
 * (`new QueryClient()`), created here so that src/firstList.ts can fill it before `<Admin>` mounts.
 */
export const queryClient = new QueryClient();
