import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AccessDenied } from './AccessDenied';
import { ScannerLogin } from './ScannerLogin';
import { ScannerView } from './ScannerView';
import { clearScannerSession, loadScannerSession, saveScannerSession } from './scannerSession';
import type { AgentSession } from './types';

/**
 * SPEC §2 Scanner page, public: /security-scanner/{agentId}. Deliberately free of react-admin so
 * that a phone at the door loads it fast.
 */
export default function ScannerPage() {
  const { agentId } = useParams();
  if (!agentId) return <AccessDenied />;
  return <AgentScanner key={agentId} agentId={agentId} />;
}

function AgentScanner({ agentId }: { agentId: string }) {
  const [session, setSession] = useState<AgentSession | null>(() => loadScannerSession(agentId));
  if (!session) {
    return (
      <ScannerLogin
        agentId={agentId}
        onLogin={(s) => {
          saveScannerSession(agentId, s);
          setSession(s);
        }}
      />
    );
  }
  return (
    <ScannerView
      session={session}
      onLogout={() => {
        clearScannerSession(agentId);
        setSession(null);
      }}
    />
  );
}
