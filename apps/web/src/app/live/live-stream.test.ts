import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_RETRY_FIRST_MS, LIVE_RETRY_MAX_MS, openLiveStream } from './live-stream';

/** A stand-in for the browser's EventSource: the test opens, sends and closes it. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  opened() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  send(type: string, id: number, details: unknown) {
    const event = { type, lastEventId: String(id), data: JSON.stringify({ id, action: type, details }) };
    this.listeners.get(type)?.(event as MessageEvent);
  }
  /** The answer was not a stream (a 401, a 5xx): the browser gives up on this one. */
  refused() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  /** A dropped connection: the browser reconnects by itself. */
  dropped() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.all.at(-1)!;

beforeEach(() => {
  FakeEventSource.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openLiveStream', () => {
  it("hands each event's type and details on, with the session cookie", () => {
    const onEvent = vi.fn();
    const stop = openLiveStream(7, { onEvent, onCatchUp: vi.fn() });
    expect(latest().url).toBe('/api/families/7/events');
    expect(latest().init).toEqual({ withCredentials: true });
    latest().opened();
    latest().send('inventory.item_added', 41, { item: { id: 1 } });
    expect(onEvent).toHaveBeenCalledWith('inventory.item_added', { item: { id: 1 } });
    stop();
    expect(latest().closed).toBe(true);
  });

  it('leaves a dropped connection to the browser, and reopens a refused one with backoff from the last event', () => {
    const onCatchUp = vi.fn();
    openLiveStream(7, { onEvent: vi.fn(), onCatchUp });
    latest().opened();
    latest().send('recipe.created', 41, {});
    latest().dropped();
    vi.advanceTimersByTime(LIVE_RETRY_MAX_MS);
    expect(FakeEventSource.all).toHaveLength(1);

    // A server restarting answers 502 twice: tries after 1 s, then 2 s, each from event 41.
    latest().refused();
    vi.advanceTimersByTime(LIVE_RETRY_FIRST_MS - 1);
    expect(FakeEventSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(latest().url).toBe('/api/families/7/events?lastEventId=41');
    latest().refused();
    vi.advanceTimersByTime(2 * LIVE_RETRY_FIRST_MS);
    expect(FakeEventSource.all).toHaveLength(3);
    latest().opened();
    // The replay brings what was missed: nothing to refetch.
    expect(onCatchUp).not.toHaveBeenCalled();
  });

  it('refetches once it is back when it was refused before any event, and stops retrying when stopped', () => {
    const onCatchUp = vi.fn();
    const onClosed = vi.fn();
    const stop = openLiveStream(7, { onEvent: vi.fn(), onCatchUp, onClosed });
    latest().refused();
    expect(onClosed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIVE_RETRY_FIRST_MS);
    latest().opened();
    expect(onCatchUp).toHaveBeenCalledTimes(1);
    latest().refused();
    stop();
    vi.advanceTimersByTime(LIVE_RETRY_MAX_MS);
    expect(FakeEventSource.all).toHaveLength(2);
  });
});
