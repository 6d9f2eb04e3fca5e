/**
 * Domain events: how a lower module tells higher ones that something happened without knowing
 * them (music does not import music-import; music-import listens for `track.audioChanged`).
 * Unlike the realtime bus (strings, every instance, delivered later), these stay in this
 * process and the publisher waits for every handler, in subscription order: the work they
 * start belongs to the request that published, and a failing handler fails it as a direct
 * call would.
 */
export interface DomainEventMap {
  /** A track got audio, new or replacing its old one: it needs (re)processing. */
  'track.audioChanged': { trackId: number };
}

export type DomainEventName = keyof DomainEventMap;

export type DomainEventHandler<N extends DomainEventName> = (
  payload: DomainEventMap[N],
) => void | Promise<void>;

export class DomainEvents {
  private readonly handlers: { [N in DomainEventName]?: DomainEventHandler<N>[] } = {};

  /** Listens to `name` until the returned function is called. */
  subscribe<N extends DomainEventName>(name: N, handler: DomainEventHandler<N>): () => void {
    const list: DomainEventHandler<N>[] = (this.handlers[name] ??= []);
    list.push(handler);
    return () => {
      const index = list.indexOf(handler);
      if (index >= 0) list.splice(index, 1);
    };
  }

  /** Runs every handler of `name` one after the other; the first to throw stops the rest. */
  async publish<N extends DomainEventName>(name: N, payload: DomainEventMap[N]): Promise<void> {
    const list: DomainEventHandler<N>[] = this.handlers[name] ?? [];
    for (const handler of [...list]) await handler(payload);
  }
}
