import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * react-admin's error, access-denied and authentication-error pages, fetched only when one has to
 * be shown: they bring react-admin's `<Title>` and its preferences editor, which no normal screen
 * needs before its first paint.
 */
const RaError = lazy(() => import('./raFallbackPages').then((m) => ({ default: m.Error })));
const RaAccessDenied = lazy(() => import('./raFallbackPages').then((m) => ({ default: m.AccessDenied })));
const RaAuthenticationError = lazy(() =>
  import('./raFallbackPages').then((m) => ({ default: m.AuthenticationError })),
);

export function ErrorPage(props: ComponentProps<typeof RaError>) {
  return (
    <Suspense fallback={null}>
      <RaError {...props} />
    </Suspense>
  );
}

export function AccessDeniedPage() {
  return (
    <Suspense fallback={null}>
      <RaAccessDenied />
    </Suspense>
  );
}

export function AuthenticationErrorPage() {
  return (
    <Suspense fallback={null}>
      <RaAuthenticationError />
    </Suspense>
  );
}
