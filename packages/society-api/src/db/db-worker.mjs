// Entry of the database writer thread (server/db.ts). Worker threads do not inherit tsx's
// loader, so register it here, then run the TypeScript writer.
import { register } from 'tsx/esm/api'

register()
await import('./db-worker-thread.ts')
