/** Types of ./check-in-queue.js (the page runs the JavaScript as it is). */
export interface QueuedCheckIn {
  i: number
  desk: string
  at: string
}
export interface QueueStore {
  all(): Promise<QueuedCheckIn[]>
  put(item: QueuedCheckIn): Promise<void>
  delete(id: number): Promise<void>
  /** Closes the database (IndexedDB only), so that it can be deleted. */
  close?(): void
}
export interface SyncResult {
  i: number
  outcome: string
  k?: unknown
}
export function memoryStore(): QueueStore
export function idbStore(): Promise<QueueStore>
export function createQueue(store: QueueStore): {
  add(i: number, desk: string, at: string): Promise<void>
  pending(): Promise<QueuedCheckIn[]>
  flush(
    send: (desk: string, items: { i: number; at: string }[]) => Promise<SyncResult[]>,
  ): Promise<SyncResult[]>
}
