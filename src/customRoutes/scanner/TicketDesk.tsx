import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import {
  Box,
  Button,
  Container,
  FilledInput,
  FormControl,
  InputAdornment,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ListIcon from '@mui/icons-material/ViewList';
import CameraIcon from '@mui/icons-material/QrCodeScanner';
import { ticketCounts } from '../../lib/ticketCounts';
import { createScannerSearch } from '../../lib/scannerSearchIndex';
import { findTicket, TICKET_NOT_FOR_EVENT, withPending, type ShownTicket } from '../../lib/scannerOffline';
import { scanCodeOf } from '../../lib/scannerSearch';
import { wipeScannerStore } from '../../lib/scannerStore';
import { useAgentTickets } from './useAgentTickets';
import { useScanFlow, type ScanFeedback } from './useScanFlow';
import { useScannerStore } from './useScannerStore';
import { useOutbox } from './useOutbox';
import { useOnline } from './useOnline';
import { useCapabilities } from './useCapabilities';
import { useServerSearch } from './useServerSearch';
import { SyncBar } from './SyncBar';
import { DownloadProgress } from './DownloadProgress';
import { LogoutButton } from './LogoutButton';
import { reportDeviceQueue } from './deviceQueue';
import { cacheScannerFiles, installScannerApp } from './installScannerApp';
import { afterFirstPaint } from '../../layout/afterFirstPaint';
import { StatsCards } from './StatsCards';
import { TicketList } from './TicketList';
import { ScanFeedbackBanner } from './ScanFeedbackBanner';
import type { AgentSession, ScannerTicket } from './types';
import { useTranslate } from 'ra-core';
import { SEARCH_BOX_ID } from './scanFocus';
import { ScannerLanguageMenu } from './ScannerLanguageMenu';
import { useFastAdmit } from './useFastAdmit';
import { forgetGateMode, useGateMode } from './useGateMode';
import { FastResultPanel } from './FastResultPanel';
import { fullName } from './TicketBits';
import { playDoorSound, unlockDoorSounds } from './doorSounds';
import { withGateMoves } from '../../lib/gateRules';
import { useGates } from './useGates';
import { GateModeToggle } from './GateModeToggle';
import { unlockKiosk, useEnrolledDevice } from './useEnrolledDevice';
import { KioskUnlock } from './KioskUnlock';
import { DEVICE_REVOKED } from '../../contract/deviceConstants';
import { useUndoWindow } from './useUndoWindow';
import { forgetSigningState, loadSignedCodes, useSignedCodes } from './useSignedCodes';

// Not needed for the list itself: fetched once the list is up, or when first opened.
const loadScanModal = () => import('./ScanModal');
const loadCameraPanel = () => import('./CameraPanel');
const ScanModal = lazy(() => loadScanModal().then((m) => ({ default: m.ScanModal })));
const CameraPanel = lazy(() => loadCameraPanel().then((m) => ({ default: m.CameraPanel })));

/** Log out waits this long for the admissions not sent yet; the rest stay on the device. */
const LOGOUT_SEND_MS = 15_000;

/** After login: header, counters, then the ticket list or the camera, and the verify modal. */
export default function TicketDesk({
  session,
  onLogout,
  onSessionLost,
}: {
  session: AgentSession;
  onLogout: () => void;
  onSessionLost: (message: string) => void;
}) {
  const translate = useTranslate();
  const wide = useMediaQuery('(min-width:900px)');
  const store = useScannerStore(session.agent.agentId);
  const { online, onAnswer } = useOnline();
  const capabilities = useCapabilities(session);
  // The event's live stream is offered: other gates' admissions (and this one's) come through it.
  const liveOn = capabilities.has('liveStreams') === true;
  const {
    tickets: serverTickets,
    loading,
    refresh,
    patch,
    preview,
    progress,
  } = useAgentTickets(session, store, {
    onSessionLost,
    onAnswer,
    liveOffered: capabilities.has('liveStreams'),
    onLiveAbsent: () => capabilities.absent('liveStreams'),
  });
  const outbox = useOutbox(session, store, {
    onSynced: () => void refresh(),
    onAnswer,
    syncOffered: capabilities.has('scanSync'),
    onSyncAbsent: () => capabilities.absent('scanSync'),
    onSessionLost,
  });
  // The device's admissions not yet sent show as admitted (marked offline) and count as scanned;
  // its exits not sent yet show those guests as out (extension checkInLists).
  const tickets = useMemo(
    () =>
      withGateMoves(withPending(serverTickets, outbox.entries, session.agent.name), [
        ...outbox.entries,
        ...outbox.exits,
      ]),
    [serverTickets, outbox.entries, outbox.exits, session.agent.name],
  );
  // --- check-in lists: the agent's list, entry / exit mode, exits (extension checkInLists).
  const gates = useGates(session, {
    offered: capabilities.has('checkInLists'),
    tickets,
    enqueue: outbox.enqueue,
    patch,
    refresh: () => void refresh(),
    onAnswer,
  });
  const exitMode = gates.direction === 'exit';
  // --- end check-in lists
  // Signed ticket codes (extension signedTickets): checked before a scan, admitted offline on their signature.
  const signed = useSignedCodes(session, capabilities.has('signedTickets'));
  const flow = useScanFlow(session, {
    refresh: () => void refresh(),
    patch,
    tickets,
    enqueue: outbox.enqueue,
    onAnswer,
    gateCheck: gates.entryCheck,
    onOfflineRefusal: gates.queueRefusal,
    onSessionLost,
    live: liveOn,
    signedTicket: signed.signedTicket,
  });
  // An offline admission's banner follows the outbox: once sent it reads as a plain admission, and
  // once lost to another gate it goes (the conflict says why).
  const feedback = useMemo((): ScanFeedback | null => {
    const f = flow.feedback;
    // Decided on an incomplete copy: not "not found", but not downloaded yet.
    if (f?.kind === 'refused' && f.message === TICKET_NOT_FOR_EVENT && !online && progress?.total)
      return {
        kind: 'refused',
        message: translate('scanner.device.notYetOnDevice', {
          loaded: progress.loaded.toLocaleString('en-US'),
          total: progress.total.toLocaleString('en-US'),
        }),
      };
    if (f?.kind !== 'admitted' || !f.offline) return f;
    if (outbox.entries.some((e) => e._id === f.ticket._id)) return f;
    if (outbox.conflicts.some((c) => c.ticketId === f.ticket.ticketId)) return null;
    return { kind: 'admitted', ticket: f.ticket };
  }, [flow.feedback, outbox.entries, outbox.conflicts, online, progress, translate]);
  const { flush } = outbox;
  const logout = useCallback(async () => {
    // Admissions not sent go first when the server answers; what is left stays on the device for
    // this agent's next login. Nothing else of the event stays.
    // Worth trying: the last call was answered, or the browser has a network again (the outbox's
    // next retry may simply not have come yet).
    if (online || navigator.onLine !== false) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([flush(), new Promise((r) => (timer = setTimeout(r, LOGOUT_SEND_MS)))]);
      clearTimeout(timer);
    }
    forgetGateMode(session.agent.agentId);
    forgetSigningState(session.agent.agentId);
    await wipeScannerStore(session.agent.agentId, store).catch(() => undefined); // no IndexedDB: nothing kept
    onLogout();
  }, [online, flush, session.agent.agentId, store, onLogout]);
  // The organiser sees what waits on this phone (extension `deviceQueues`, only when offered).
  const waitingCount = outbox.entries.length;
  const queuesOffered = capabilities.has('deviceQueues') === true;
  // An enrolled phone (extension devices) reports the admissions themselves: if it is revoked, the
  // organiser decides on them.
  const waitingNonces = session.device ? outbox.entries.map((e) => e.nonce).join(' ') : '';
  const entriesRef = useRef(outbox.entries);
  entriesRef.current = outbox.entries;
  useEffect(() => {
    if (queuesOffered && outbox.loaded)
      void reportDeviceQueue(session, waitingCount, session.device ? entriesRef.current : undefined);
  }, [queuesOffered, outbox.loaded, session, waitingCount, waitingNonces]);
  // --- Enrolled phone (extension devices): check-in, kiosk mode, revoked at once.
  const device = useEnrolledDevice(session, onSessionLost);
  const [unlocked, setUnlocked] = useState(false);
  const kiosk = device.kiosk && !unlocked;
  // --- Fast admission, Undo, sounds and the USB scan field (extensions fastGates, admissionUndo).
  const gate = useGateMode(session, capabilities.has('fastGates'));
  const undoOffered = capabilities.has('admissionUndo') === true;
  const { undo: undoInOutbox } = outbox;
  /** An admission not sent yet, undone on the phone: the ticket as it now stands. */
  const undoQueued = useCallback(
    async (t: ScannerTicket): Promise<ScannerTicket | null> => {
      if (!(await undoInOutbox(t))) return null;
      const onServer = serverTickets.find((s) => s._id === t._id);
      // Another gate's admission stays as the server says; otherwise the ticket is unscanned again.
      if (onServer?.isScanned && onServer.scannedBy !== session.agent.name) return onServer;
      return { ...t, isScanned: false, status: 'active', scannedAt: null, scannedBy: null };
    },
    [undoInOutbox, serverTickets, session.agent.name],
  );
  const fast = useFastAdmit(session, {
    patch,
    refresh: () => void refresh(),
    onAnswer,
    tickets,
    fallback: (ref, scan) => void flow.start(ref, true, scan),
    onModeOff: () => gate.setMode('modal'),
    onSessionLost,
    undoQueued,
    live: liveOn,
  });
  // The ticket of the last modal-flow scan: its refusal names the holder.
  const lastRef = useRef<string | null>(null);
  const [fromScanField, setFromScanField] = useState(false);
  const startFlow = flow.start;
  const { clear: clearFast, admit, undo: undoFast } = fast;
  const startModal = useCallback(
    (ref: string, quiet: boolean, field: boolean) => {
      lastRef.current = ref;
      clearFast();
      setFromScanField(field);
      void startFlow(ref, quiet);
    },
    [startFlow, clearFast],
  );
  /**
   * A camera read or a USB scan: at once in fast mode, else SPEC's modal; in exit mode, an exit. A
   * signed code is checked first: altered, forged or revoked, it is refused with its reason; valid,
   * it is read as its id.
   */
  const { exit: exitGuest, clearFeedback: clearGateFeedback } = gates;
  const { read: readCode } = signed;
  const { refuseCode } = flow;
  const onCode = useCallback(
    (code: string, source: 'camera' | 'field') => {
      void readCode(code).then((read) => {
        const ref = read.ticketId;
        if (!read.ok) {
          lastRef.current = ref;
          clearFast();
          return refuseCode(read.message, source === 'camera');
        }
        if (exitMode) {
          lastRef.current = ref;
          void exitGuest(ref);
          return;
        }
        clearGateFeedback();
        if (gate.mode === 'fast') {
          lastRef.current = ref;
          setFromScanField(false);
          void admit(ref);
        } else startModal(ref, source === 'camera', source === 'field');
      });
    },
    [gate.mode, admit, startModal, exitMode, exitGuest, clearGateFeedback, readCode, refuseCode, clearFast],
  );
  const refusedHolder = useMemo(() => {
    const known = lastRef.current ? findTicket(tickets, lastRef.current) : undefined;
    return known ? fullName(known) : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- named for the refusal on screen
  }, [flow.feedback, gates.feedback]);
  // A revoked phone's scan is refused: its session has ended, as the login form then says.
  useEffect(() => {
    const f = flow.feedback;
    if (f?.kind === 'refused' && f.message === DEVICE_REVOKED) onSessionLost(DEVICE_REVOKED);
  }, [flow.feedback, onSessionLost]);
  // The modal flow's sounds (the fast flow plays its own as it answers).
  useEffect(() => {
    const kind = flow.feedback?.kind;
    if (kind) playDoorSound(kind === 'admitted' ? 'admitted' : 'refused');
  }, [flow.feedback]);
  useEffect(() => {
    const kind = gates.feedback?.kind;
    if (kind) playDoorSound(kind === 'refused' ? 'refused' : 'admitted');
  }, [gates.feedback]);
  // In exit mode the banner is the exit's; in entry mode the scan's.
  const shown = exitMode ? gates.feedback : feedback;
  const undo = useCallback(
    (t: ScannerTicket) => void undoFast(t).finally(() => document.getElementById(SEARCH_BOX_ID)?.focus()),
    [undoFast],
  );
  // The agent's own admission, for 2 minutes: on the server (extension admissionUndo), or still in
  // the outbox (taken back on the phone: offered unless the server is known to have no Undo).
  const undoOpen = useUndoWindow(flow.feedback?.kind === 'admitted' ? flow.feedback : null);
  const undoable =
    feedback?.kind === 'admitted' &&
    undoOpen &&
    (feedback.offline ? capabilities.has('admissionUndo') !== false : undoOffered);
  const undoAction =
    undoable && feedback?.kind === 'admitted' ? (
      <Button color="inherit" size="small" onClick={() => undo(feedback.ticket)}>
        {translate('scanner.door.undo')}
      </Button>
    ) : undefined;
  // --- end fast admission
  const [mode, setMode] = useState<'list' | 'camera'>('list');
  // While the event downloads, a search the phone's copy cannot answer yet is asked of the server.
  const serverSearch = Boolean(progress) && online && capabilities.has('ticketSearch') === true;
  const counts = useMemo(
    () =>
      preview
        ? { total: preview.total, scanned: preview.scanned, unscanned: preview.total - preview.scanned }
        : ticketCounts(tickets),
    [tickets, preview],
  );
  // A ticket chosen from the list: SPEC's Scan Ticket and verification modal, in both modes.
  const onScan = useCallback((t: ScannerTicket) => startModal(t.ticketId, false, false), [startModal]);
  const onFieldCode = useCallback((ref: string) => onCode(ref, 'field'), [onCode]);

  // The web manifest and the service worker once an agent has logged in on this device (the login
  // form itself stays as light as before): from then on the scanner reopens offline.
  useEffect(() => afterFirstPaint(installScannerApp), []);

  useEffect(() => {
    const timer = setTimeout(() => void loadScanModal().catch(() => undefined), 1000);
    // Everything the scanner needs offline (the camera's code and its QR decoder too, and the signature
    // library where the browser lacks Ed25519): the worker keeps it.
    const keep = setTimeout(
      () =>
        void cacheScannerFiles([
          loadScanModal,
          loadCameraPanel,
          () => loadSignedCodes().then((m) => m.prepareEd25519()),
        ]),
      2500,
    );
    return () => {
      clearTimeout(timer);
      clearTimeout(keep);
    };
  }, []);

  return (
    <Box
      sx={{ minHeight: '100vh', bgcolor: 'background.default', overflowX: 'hidden' }}
      onPointerDownCapture={unlockDoorSounds}
      onKeyDownCapture={unlockDoorSounds}
    >
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 1.5 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h1" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
              {session.event.name}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {translate('scanner.header.agent', { name: session.agent.name })}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, fontFamily: 'monospace' }}>
              {translate('scanner.header.agentId', { agentId: session.agent.agentId })}
            </Typography>
          </Box>
          {kiosk ? (
            <KioskUnlock
              onUnlock={async (pin) => {
                await unlockKiosk(session, pin);
                setUnlocked(true);
              }}
            />
          ) : (
            <LogoutButton
              waiting={outbox.entries.length}
              online={online}
              agentName={session.agent.name}
              onLogout={logout}
            />
          )}
          {/* A row of its own under the names on a phone, beside Log out on a wider screen. */}
          <ScannerLanguageMenu sx={{ order: { xs: 3, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' } }} />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 2, px: { xs: 1.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <StatsCards {...counts} />
        <SyncBar
          online={online}
          waiting={outbox.entries.length}
          syncing={outbox.syncing}
          conflicts={outbox.conflicts}
          onDismiss={outbox.dismiss}
        />
        {progress && <DownloadProgress {...progress} serverSearch={serverSearch} />}
        {gates.offered && (
          <GateModeToggle direction={gates.direction} onChange={gates.setDirection} list={gates.list} />
        )}
        {kiosk && (
          <Typography role="status" sx={{ fontWeight: 600, textAlign: 'center' }}>
            {translate('scanner.enrolled.kiosk')}
          </Typography>
        )}
        {!kiosk && (
          <Tabs
            value={mode}
            onChange={(_, v: 'list' | 'camera') => setMode(v)}
            variant="fullWidth"
            sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          >
            <Tab
              value="list"
              icon={<ListIcon />}
              iconPosition="start"
              label={translate('scanner.mode.list')}
            />
            <Tab
              value="camera"
              icon={<CameraIcon />}
              iconPosition="start"
              label={translate('scanner.mode.camera')}
              onPointerEnter={() => void loadCameraPanel().catch(() => undefined)}
            />
          </Tabs>
        )}
        {(fast.result || fast.checking) && (
          <FastResultPanel result={fast.result} checking={fast.checking} onUndo={undo} />
        )}
        {/* Kiosk mode: the camera only, no search and no list. */}
        {kiosk || mode === 'camera' ? (
          <Suspense fallback={null}>
            <CameraPanel
              onCode={(ref) => onCode(ref, 'camera')}
              paused={flow.busy || gates.busy || Boolean(flow.pending) || Boolean(fast.checking)}
              feedback={fast.result && !exitMode ? null : shown}
              checking={flow.checking}
              action={undoAction}
            />
          </Suspense>
        ) : (
          <>
            {shown && (exitMode || !fast.result) && (
              <ScanFeedbackBanner
                feedback={shown}
                checking={null}
                holder={refusedHolder}
                action={exitMode ? undefined : undoAction}
              />
            )}
            <SearchableList
              tickets={tickets}
              // While the event downloads, an empty search is "not yet", never "No tickets found".
              loading={loading || Boolean(progress)}
              busy={flow.busy || gates.busy}
              wide={wide}
              onScan={onScan}
              onCode={onFieldCode}
              session={session}
              serverSearch={serverSearch}
            />
          </>
        )}
      </Container>
      {flow.pending && (
        <Suspense fallback={null}>
          <ScanModal
            ticket={flow.pending}
            busy={flow.busy}
            onDecide={(a) => void flow.decide(a)}
            fromScanField={fromScanField}
          />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * The search box and the list. A keystroke repaints the box at once; the list follows with the
 * deferred query (React may skip intermediate ones while typing fast). The list itself only
 * re-renders when its inputs change.
 */
const SearchableList = memo(function SearchableList(props: {
  tickets: ShownTicket[];
  loading: boolean;
  busy: boolean;
  wide: boolean;
  onScan: (t: ScannerTicket) => void;
  /** Enter on a full ticket id (a USB scanner's scan): decided, and the field is cleared for the next. */
  onCode: (ref: string) => void;
  session: AgentSession;
  /** The phone's copy is incomplete and the server can search (extension ticketSearch). */
  serverSearch: boolean;
}) {
  const translate = useTranslate();
  const { loading, busy, wide, onScan, onCode } = props;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const hits = useServerSearch(props.session, deferredQuery, props.serverSearch, props.tickets);
  // The server's answers join the phone's tickets (the phone's own copy of a ticket wins).
  const tickets = useMemo((): ShownTicket[] => {
    if (!hits.length) return props.tickets;
    const held = new Set(props.tickets.map((t) => t._id));
    const missing = hits.filter((t) => !held.has(t._id));
    return missing.length ? [...props.tickets, ...missing] : props.tickets;
  }, [props.tickets, hits]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    const ref = scanCodeOf(query, tickets);
    if (!ref) return; // a name or part of one: Enter only filters
    e.preventDefault();
    setQuery('');
    onCode(ref);
  };
  // After login the scan field has the focus, so a USB scanner's first scan is not lost; not on a
  // touch screen, where it would open the on-screen keyboard over the list.
  const autoFocus = useMemo(
    () => typeof window === 'undefined' || !window.matchMedia?.('(pointer: coarse)').matches,
    [],
  );
  const search = useMemo(() => createScannerSearch(tickets), [tickets]);
  const rows = useMemo(() => search(deferredQuery), [search, deferredQuery]);
  const label = translate('scanner.search');
  return (
    <>
      <FormControl sx={{ bgcolor: 'background.paper' }}>
        <FilledInput
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onKeyDown}
          autoFocus={autoFocus}
          placeholder={label}
          // Narrower side padding: SPEC's whole placeholder fits a 375 px phone at 16 px type (a
          // smaller type would make phones zoom in on focus).
          sx={{ pl: 1, '& input': { pr: 0.5 } }}
          inputProps={{ id: SEARCH_BOX_ID, 'aria-label': label, autoCorrect: 'off', spellCheck: false }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
        />
      </FormControl>
      <TicketList
        tickets={tickets}
        rows={rows}
        searching={Boolean(deferredQuery)}
        loading={loading}
        busy={busy}
        wide={wide}
        onScan={onScan}
      />
    </>
  );
});
