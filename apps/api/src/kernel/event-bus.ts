import type { DomainEvent } from '@kitching/contracts';

/** A domain event as committed: its id (the family activity row's, monotonic) and when. */
export type CommittedEvent = DomainEvent & { id: number; createdAt: Date };
export type EventHandler = (event: CommittedEvent) => void | Promise<void>;

/**
 * The in-process bus: the unit of work publishes each event after its transaction commits (never for
 * one rolled back), and each subscriber (the live stream, later cross-domain reactions) hears it in
 * this process. A subscriber that throws is logged and does not stop the others, nor the request.
 */
export function eventBus(onError: (error: unknown, event: CommittedEvent) => void) {
  const handlers = new Set<EventHandler>();
  return {
    subscribe(handler: EventHandler): () => void {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    publish(events: readonly CommittedEvent[]): void {
      for (const event of events)
        for (const handler of handlers) {
          try {
            const result = handler(event);
            if (result) result.catch((error: unknown) => onError(error, event));
          } catch (error) {
            onError(error, event);
          }
        }
    },
  };
}
export type EventBus = ReturnType<typeof eventBus>;
