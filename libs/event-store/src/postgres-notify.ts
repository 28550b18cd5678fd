/**
 * The NOTIFY side of the PostgreSQL store's wake-ups (postgres-listener.ts is the LISTEN side):
 * after each append commits, every store listening on the schema, on any node, is told the
 * highest position known to be committed.
 */
import type { Pool } from 'pg';

/** The NOTIFY channel of a schema (one per schema, so tests on separate schemas do not mix). */
export const notificationChannel = (schema: string): string =>
  schema === 'public' ? 'pratzen_events' : `pratzen_events_${schema}`;

export class CommitAnnouncer {
  /** Highest own position not yet announced by NOTIFY (0: none). */
  private toAnnounce = 0;
  private announcingNow = false;
  private announcing: Promise<void> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
    /** Once the store is closed, a failed NOTIFY is no longer reported. */
    private readonly isClosed: () => boolean,
  ) {}

  /**
   * Tells every store listening on this schema (other nodes included) that `position` is
   * committed. Sent after the commit, in its own statement, and coalesced: while one NOTIFY is in
   * flight, later appends only raise the position the next one will carry. (A NOTIFY inside the
   * append would take PostgreSQL's database-wide notify lock through the commit's WAL flush and
   * serialise every append's commit; measured about 4x slower with 32 writers.) A notification
   * lost to a crash or an error only delays other nodes until their fallback poll.
   */
  announce(position: number): void {
    if (position > this.toAnnounce) this.toAnnounce = position;
    if (this.announcingNow) return;
    this.announcingNow = true;
    this.announcing = (async () => {
      try {
        // close() waits for this loop before ending the pool, so the last position goes out too.
        while (this.toAnnounce > 0) {
          const payload = String(this.toAnnounce);
          this.toAnnounce = 0;
          await this.pool
            .query({
              name: 'pratzen_notify',
              text: 'SELECT pg_notify($1, $2)',
              values: [this.channel, payload],
            })
            .catch((error: unknown) => {
              if (!this.isClosed()) console.error('[event-store] NOTIFY failed', error);
            });
        }
      } finally {
        this.announcingNow = false;
      }
    })();
  }

  /** Resolves once the announcements started so far have gone out (or failed). */
  settled(): Promise<void> {
    return this.announcing;
  }
}
