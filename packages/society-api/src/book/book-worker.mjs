// Entry of the book's build thread (book-build.ts). Worker threads do not inherit tsx's loader,
// so register it here, then run the TypeScript builder.
import { register } from 'tsx/esm/api'

register()
await import('./book-worker-thread.ts')
