import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '../../layout/afterFirstPaint';
import { readDeviceStatus, worthSaying, type DeviceStatus } from './deviceStatus';
import { Box, CircularProgress } from '@mui/material';
import { lazyPage } from '../lazyPage';
import { useTranslate } from 'ra-core';
import { ScannerLogin } from './ScannerLogin';
import {
  clearScannerSession,
  loadScannerSession,
  rememberLastAgent,
  saveScannerSession,
} from './scannerSession';
import type { AgentSession } from './types';
import { claimEnrolment, enrolCodeOf, forgetEnrolCode } from './deviceEnrolment';

// The ticket list, counters, camera and verify dialog: not needed to show the login form, so they
// come in their own download, started when the agent starts typing the password (or sends a login):
// a login page left alone costs no more than the form (docs/performance.md's first-visit budget).
const TicketDesk = lazyPage(() => import('./TicketDesk'));
const LoginDeviceStatus = lazy(() => import('./LoginDeviceStatus'));
const preloadDesk = () => void TicketDesk.preload().catch(() => undefined);
const Enrolling = lazy(() => import('./Enrolling'));
const AccessDenied = lazy(() => import('./AccessDenied').then((m) => ({ default: m.AccessDenied })));

/**
 * What the page shows first, loaded before the first render: the ticket desk when this device holds
 * the agent's session (a reopened scanner), so it renders at once instead of suspending (React keeps
 * a suspended page's fallback on screen for at least 300 ms); nothing for the login form.
 */
export function preloadScannerPage(agentId: string | undefined): Promise<unknown> {
  if (!agentId || !loadScannerSession(agentId)) return Promise.resolve();
  return TicketDesk.preload().catch(() => undefined);
}

/**
 * SPEC §2 Scanner page, public: /security-scanner/{agentId} ('Access Denied' without an agent id).
 * Deliberately free of react-admin's UI and of any router so that a phone at the door loads it fast.
 */
export default function ScannerPage({ agentId }: { agentId: string | undefined }) {
  if (!agentId) return <AccessDenied />;
  return <AgentScanner key={agentId} agentId={agentId} />;
}

function AgentScanner({ agentId }: { agentId: string }) {
  const translate = useTranslate();
  const [session, setSession] = useState<AgentSession | null>(() => loadScannerSession(agentId));
  const [notice, setNotice] = useState<string | null>(null);
  // Extension `devices`: opened from the organiser's enrolment QR code, the phone claims its own
  // session (no password), which replaces any session it held for the agent.
  const [enrolCode, setEnrolCode] = useState(() => enrolCodeOf(location.search));
  useEffect(() => {
    if (!enrolCode) return;
    let live = true;
    preloadDesk();
    void claimEnrolment(enrolCode).then(
      (s) => {
        forgetEnrolCode();
        if (!live) return;
        saveScannerSession(agentId, s);
        setNotice(null);
        setSession(s);
        setEnrolCode(null);
      },
      (err: unknown) => {
        forgetEnrolCode();
        if (!live) return;
        const message = (err as Error).message;
        setNotice(message ? translate('scanner.enrolled.failed', { message }) : null);
        setEnrolCode(null);
      },
    );
    return () => {
      live = false;
    };
  }, [enrolCode, agentId, translate]);
  // What the phone holds for this agent, read once the form has painted (never in its way).
  const [deviceStatus, setDeviceStatus] = useState<DeviceStatus | null>(null);
  useEffect(() => {
    if (session) rememberLastAgent(agentId);
  }, [session, agentId]);
  useEffect(() => {
    if (session) return;
    let live = true;
    const cancel = afterFirstPaint(() => {
      void readDeviceStatus(agentId).then(
        (status) => live && setDeviceStatus(status),
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [session, agentId]);
  if (enrolCode)
    return (
      <Suspense fallback={null}>
        <Enrolling />
      </Suspense>
    );
  if (!session) {
    return (
      <ScannerLogin
        key={notice ?? ''}
        notice={notice}
        agentId={agentId}
        onStart={preloadDesk}
        onSubmit={preloadDesk}
        onLogin={(s) => {
          saveScannerSession(agentId, s);
          setNotice(null);
          setSession(s);
        }}
      >
        {deviceStatus && worthSaying(deviceStatus) && (
          <Suspense fallback={null}>
            <LoginDeviceStatus state={deviceStatus} />
          </Suspense>
        )}
      </ScannerLogin>
    );
  }
  return (
    <Suspense
      fallback={
        <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={translate('scanner.loading')} />
        </Box>
      }
    >
      <TicketDesk
        session={session}
        onLogout={() => {
          clearScannerSession(agentId);
          setSession(null);
        }}
        onSessionLost={(message) => {
          // The device keeps its tickets and unsent scans: they go out after the next login.
          clearScannerSession(agentId);
          setNotice(message || null);
          setSession(null);
        }}
      />
    </Suspense>
  );
}
