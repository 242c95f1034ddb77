import { parentPort, workerData } from 'node:worker_threads'
import { bookPdf, type BookItem, type BookWording } from './book-pdf.ts'

/** The build thread: the abstracts and words in, the book's bytes and pages out; then it ends. */
const port = parentPort
if (!port) throw new Error('book-worker-thread.ts runs only as a worker thread')
const { items, wording } = workerData as { items: BookItem[]; wording: BookWording }
const book = await bookPdf(items, wording)
port.postMessage({ bytes: book.bytes, pages: book.pages, abstracts: book.abstracts }, [
  book.bytes.buffer as ArrayBuffer,
])
