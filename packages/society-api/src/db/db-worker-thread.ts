import { parentPort, workerData } from 'node:worker_threads'
import { GroupCommitWriter, type WriteUnit } from './db-writer.ts'

/** The writer thread: units in, outcomes (after the durable commit) out; 'close' drains and ends. */
const port = parentPort
if (!port) throw new Error('db-worker-thread.ts runs only as a worker thread')
const { file } = workerData as { file: string }
const writer = new GroupCommitWriter(file, (outcomes) => port.postMessage(outcomes))
port.postMessage('ready')

port.on('message', (message: WriteUnit | 'close') => {
  if (message !== 'close') return writer.enqueue(message)
  writer.close()
  port.close()
})
