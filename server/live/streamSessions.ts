import type { Listen } from '../db/client';

/** Where the database announces that an agent ('a:' id) or an account ('u:' id) changed (migration 0510). */
export const SESSION_CHANNEL = 'session_changes';
/** Open streams per token and per agent or account, on one instance: the oldest goes when one more opens. */
export const STREAMS_PER_TOKEN = 3;
export const STREAMS_PER_SUBJECT = 6;
/** How often an open stream's session is checked again, whatever the notifications say. */
export const RECHECK_MS = 20_000;

export interface StreamSession {
  /** 'a:<agent id>' or 'u:<account id>': the value the database notifies. */
  subject: string;
  /** The bearer token the stream was opened with. */
  token: string;
  /** Whether the session that opened the stream still holds (agent active, same version, ...). */
  stillValid: () => Promise<boolean>;
}

interface OpenStream extends StreamSession {
  close: () => void;
}

/**
 * The open live streams of one API instance, by agent or account. A session that ends (agent
 * deactivated or deleted, a new password, a password change) closes its streams at once on every
 * instance: the database notifies the change, and each stream of that subject checks its session
 * again. A periodic check covers a notification lost while LISTEN reconnects. One token or one agent
 * cannot hold more than a handful of streams (each is a file descriptor): the oldest is closed.
 */
export class StreamSessions {
  private readonly bySubject = new Map<string, OpenStream[]>();
  private stop: Promise<(() => Promise<void>) | null> | null = null;
  private count = 0;

  constructor(private readonly listen: Listen | undefined) {}

  /** Registers an open stream; `close` ends it. Returns what to call when the stream ends by itself. */
  async open(session: StreamSession, close: () => void): Promise<() => void> {
    const entry: OpenStream = { ...session, close };
    const list = this.bySubject.get(session.subject) ?? [];
    this.bySubject.set(session.subject, list);
    list.push(entry);
    this.count++;
    const sameToken = list.filter((s) => s.token === session.token);
    if (sameToken.length > STREAMS_PER_TOKEN) this.evict(sameToken[0]);
    if (list.length > STREAMS_PER_SUBJECT) this.evict(list[0]);
    if (!this.stop) this.stop = this.start();
    await this.stop;
    const timer = setInterval(() => void this.recheck(entry), RECHECK_MS);
    timer.unref?.();
    let done = false;
    return () => {
      if (done) return;
      done = true;
      clearInterval(timer);
      this.remove(entry);
    };
  }

  /** Open streams of a subject on this instance (for tests and operators). */
  openCount(subject: string): number {
    return this.bySubject.get(subject)?.length ?? 0;
  }

  /** Checks the session of every stream of `subject` again, closing those that no longer hold. */
  async changed(subject: string): Promise<void> {
    await Promise.all((this.bySubject.get(subject) ?? []).map((s) => this.recheck(s)));
  }

  private async recheck(entry: OpenStream) {
    // A check that fails (database unreachable) leaves the stream open: the next one decides.
    const valid = await entry.stillValid().catch(() => true);
    if (!valid) this.evict(entry);
  }

  private evict(entry: OpenStream) {
    this.remove(entry);
    entry.close();
  }

  private remove(entry: OpenStream) {
    const list = this.bySubject.get(entry.subject);
    const at = list?.indexOf(entry) ?? -1;
    if (!list || at < 0) return;
    list.splice(at, 1);
    if (!list.length) this.bySubject.delete(entry.subject);
    if (--this.count === 0 && this.stop) {
      const stopping = this.stop;
      this.stop = null;
      void stopping.then((s) => s?.()).catch(() => undefined);
    }
  }

  private async start() {
    if (!this.listen) return null;
    try {
      return await this.listen(SESSION_CHANNEL, (subject) => void this.changed(subject));
    } catch {
      // The periodic check still ends the stream within RECHECK_MS; the next stream opened tries again.
      this.stop = null;
      return null;
    }
  }
}

const registries = new WeakMap<object, StreamSessions>();

/** One registry per app (its deps), shared by its routes. */
export function streamSessionsFor(owner: object, listen: Listen | undefined): StreamSessions {
  let registry = registries.get(owner);
  if (!registry) registries.set(owner, (registry = new StreamSessions(listen)));
  return registry;
}
