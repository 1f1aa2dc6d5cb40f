// Clicks and impressions gathered in this process and written together (decision 051): the
// tracking routes answer at once and never wait for the write. Every rule of the counting is
// the statement's (record-campaign-event.ts): caps per visitor, unique visitors, live
// campaigns of active accounts; the company's day and the visitor are fixed when the event
// arrives. What is held is bounded:
// - in age: a batch is written FLUSH_AFTER_MS after its first event;
// - in size: at most MAX_ROWS distinct visitor rows (repeats of one row are a number); a full
//   batch is written at once;
// - in writes: batches are written one after another (two writes of this process never race
//   for a row); at most MAX_WRITES wait or run, past that new events are not counted (and
//   logged as such), so a database that stopped answering can't fill the memory.
// flush() writes what is held and waits for every write; close() does so at shutdown.
import type { Database } from "../../db/client";
import type { Logger } from "../../lib/logger";
import { forgetEventCounts } from "../../lib/read-cache";
import { gathered, recordCampaignEvents, visitorOf, type CampaignEvent, type GatheredEvent } from "./record-campaign-event";

export const FLUSH_AFTER_MS = 10;
export const MAX_ROWS = 2_000;
export const MAX_WRITES = 4;

export type CampaignEventBuffer = {
  /** Counts the event with the next batch; never throws, never waits. */
  add(event: CampaignEvent): void;
  /** Writes what is held now and resolves when every batch begun so far is written. */
  flush(): Promise<void>;
  /** flush(), then nothing more is held: later events are written one batch each at once. */
  close(): Promise<void>;
};

type Options = { flushAfterMs?: number; maxRows?: number; maxWrites?: number };

export function campaignEventBuffer(db: Database, logger: Logger, options: Options = {}): CampaignEventBuffer {
  const flushAfterMs = options.flushAfterMs ?? FLUSH_AFTER_MS;
  const maxRows = options.maxRows ?? MAX_ROWS;
  const maxWrites = options.maxWrites ?? MAX_WRITES;
  let held = new Map<string, GatheredEvent>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let refused = 0;
  // Batches are written one after another: two writes of one process never race for a row.
  let waiting = 0;
  let tail: Promise<void> = Promise.resolve();

  async function writeBatch(batch: GatheredEvent[]) {
    try {
      await recordCampaignEvents(db, batch);
      // Statistics and the campaign list kept by the read cache count them (decision 024); the
      // other kept answers (the tracked campaign that every click reads among them) stay.
      forgetEventCounts(db);
    } catch (error) {
      const events = batch.reduce((n, e) => n + e.times, 0);
      logger.error({ err: error instanceof Error ? error.message : String(error), events }, "campaign events not recorded");
    } finally {
      waiting--;
    }
  }

  function write() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (held.size === 0) return;
    const batch = [...held.values()];
    held = new Map();
    waiting++;
    tail = tail.then(() => writeBatch(batch));
  }

  const flush = async () => {
    write();
    await tail;
  };

  return {
    add(event) {
      const key = `${visitorOf(event)}|${event.variant}|${event.userId}`;
      const same = held.get(key);
      if (same) {
        same.times++;
      } else {
        if (held.size >= maxRows) {
          if (waiting >= maxWrites) {
            if (refused++ === 0) logger.error({ maxRows, maxWrites }, "campaign events not counted: the database is behind");
            return;
          }
          write();
        }
        held.set(key, gathered(event));
      }
      if (refused > 0 && waiting < maxWrites) {
        logger.warn({ events: refused }, "campaign events were not counted while the database was behind");
        refused = 0;
      }
      if (closed) write();
      else timer ??= setTimeout(write, flushAfterMs).unref();
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
