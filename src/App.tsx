import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Box, CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './layout/theme';
import { PublicI18nProvider } from './i18n/usePublicTranslate';
import { publicRoutes } from './publicRoutes';

const LoginPage = lazy(() => import('./customRoutes/login/LoginPage'));
const ForgotPasswordPage = lazy(() => import('./customRoutes/forgotPassword/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./customRoutes/forgotPassword/ResetPasswordPage'));
const DashboardApp = lazy(() => import('./DashboardApp'));

function Loading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="loading" />
    </Box>
  );
}

/** Top-level routes of SPEC §2: public pages, and react-admin under /dashboard. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Suspense fallback={<Loading />}>
          <Routes>
            <Route path="/dashboard/*" element={<DashboardApp />} />
            <Route
              path="*"
              element={
                <PublicI18nProvider>
                  <Suspense fallback={<Loading />}>
                    <Routes>
                      <Route path="/" element={<LoginPage />} />
                      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
                      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
                      {publicRoutes}
                      <Route path="*" element={<Navigate to="/" replace />} />
                    </Routes>
                  </Suspense>
                </PublicI18nProvider>
              }
            />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ThemeProvider>
  );
}
