import { LiveNotification } from '@casino/contracts';

// The app's live channel (issue 17): one server-sent event stream, GET /api/live, held open while
// the player is signed in. Holding it open is what shows the player online to friends; each event
// is a LiveNotification (JSON in the `data:` line). A dropped stream is opened again after a
// growing pause (1 s, 2 s, 4 s … 30 s), reset once a stream opens.

export const LIVE_CHANNEL_URL = '/api/live';
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The pause before reconnect attempt `attempt` (0 = the first after a drop), with up to 20% jitter. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.2 * random()));
}

/** One event's data as a LiveNotification, or null when it is not one (a newer server's kind, bad JSON). */
export function parseLiveNotification(data: unknown): LiveNotification | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = LiveNotification.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** What the channel needs of an EventSource (so tests can drive it without a network). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveChannelOptions {
  onNotification: (notification: LiveNotification) => void;
  /** The stream opened (true) or dropped (false). */
  onStatus?: (open: boolean) => void;
  connect?: (url: string) => EventSourceLike;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

export interface LiveChannel {
  /** Closes the stream for good (sign-out, the app unmounting). */
  close(): void;
}

const browserEventSource = (url: string): EventSourceLike => new EventSource(url, { withCredentials: true });

/** Opens the live channel and keeps it open until close(). */
export function openLiveChannel(options: LiveChannelOptions): LiveChannel {
  const connect = options.connect ?? browserEventSource;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as number));
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let closed = false;

  const open = () => {
    timer = null;
    if (closed) return;
    const current = connect(LIVE_CHANNEL_URL);
    source = current;
    current.onopen = () => {
      if (source !== current) return;
      attempt = 0;
      options.onStatus?.(true);
    };
    current.onmessage = (event) => {
      if (source !== current) return;
      const notification = parseLiveNotification(event.data);
      if (notification) options.onNotification(notification);
    };
    current.onerror = () => {
      if (source !== current) return;
      // The browser would retry on its own, but not after a refused (401) answer: close it and
      // decide the pause ourselves, the same way every time.
      current.close();
      source = null;
      options.onStatus?.(false);
      if (!closed) timer = setTimer(open, reconnectDelayMs(attempt++, options.random));
    };
  };

  open();
  return {
    close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      source?.close();
      source = null;
    },
  };
}
