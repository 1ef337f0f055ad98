/** A room document whose received updates wait to be stored. */
export interface PendingDocument {
  readonly roomId: string;
  /** Takes the updates waiting (merged into one), or null when none are. */
  takePending(): Uint8Array | null;
  /** Called once the update taken was stored. */
  stored(): void;
  /** Gives back an update whose write failed: it stays in memory for the next attempt. */
  restorePending(update: Uint8Array): void;
}

/**
 * Group commit of the rooms' document updates: one INSERT in flight for every room of this
 * instance, the next one carrying what all rooms received meanwhile (one row per room). Keeps the
 * database round trips off the typing path: under load a keystroke costs a share of a write,
 * never a write of its own, and no timer delays an update when the server is quiet.
 */
export function createUpdateWriter(
  append: (rows: { roomId: string; update: Uint8Array }[]) => Promise<void>,
  log: { error(obj: object, msg: string): void },
) {
  const waiting = new Set<PendingDocument>();
  const writing = new Set<PendingDocument>();
  let batch: Promise<void> | null = null;

  const writeBatch = async (): Promise<void> => {
    const rows = [...waiting].flatMap((doc) => {
      const update = doc.takePending();
      if (update) writing.add(doc);
      return update ? [{ doc, update }] : [];
    });
    waiting.clear();
    if (rows.length === 0) return;
    try {
      await append(rows.map(({ doc, update }) => ({ roomId: doc.roomId, update })));
      for (const { doc } of rows) doc.stored();
    } catch {
      // One room's row can fail the whole statement (its room deleted meanwhile): each alone.
      for (const { doc, update } of rows) {
        try {
          await append([{ roomId: doc.roomId, update }]);
          doc.stored();
        } catch (error) {
          doc.restorePending(update);
          log.error({ err: error, roomId: doc.roomId }, 'interview document write failed');
        }
      }
    } finally {
      writing.clear();
    }
  };

  const run = async (): Promise<void> => {
    while (waiting.size > 0) {
      batch = writeBatch();
      await batch;
    }
    batch = null;
  };
  let running: Promise<void> | null = null;
  const kick = () => {
    if (running) return;
    running = run().finally(() => {
      running = null;
      if (waiting.size > 0) kick();
    });
  };

  return {
    /** The document has updates to store: they go with the next write. */
    schedule(doc: PendingDocument): void {
      waiting.add(doc);
      kick();
    },

    /** Resolves once what `doc` had handed in so far was written (or its write failed). */
    async settled(doc: PendingDocument): Promise<void> {
      while (waiting.has(doc) || writing.has(doc)) {
        const inFlight = batch ?? running;
        if (!inFlight) return;
        await inFlight;
      }
    },
  };
}
export type UpdateWriter = ReturnType<typeof createUpdateWriter>;
