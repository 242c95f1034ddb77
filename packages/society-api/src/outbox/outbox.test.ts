import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { openDb, type Db } from '../db/db.ts'
import { startMailCatcher, type MailCatcher } from '../mail/catcher.ts'
import { createSmtpTransport } from '../mail/smtp-transport.ts'
import { renderPlain } from '../messages/renderers.ts'
import { enqueue } from './outbox-store.ts'
import { createOutboxWorker } from './worker.ts'

const CHILD = fileURLToPath(new URL('./crash-writer.test-utils.ts', import.meta.url))
const cleanup: (() => unknown)[] = []
afterEach(async () => {
  for (const done of cleanup.splice(0).reverse()) await done()
})

async function tempDb(): Promise<{ db: Db; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'))
  const db = await openDb(path.join(dataDir, 'society.sqlite'), { writer: 'inline' })
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }))
  cleanup.push(() => db.close())
  return { db, dataDir }
}

async function catcher(options: Parameters<typeof startMailCatcher>[0] = {}): Promise<MailCatcher> {
  const started = await startMailCatcher(options)
  cleanup.push(() => started.close())
  return started
}

/** A loopback port with nothing listening on it (an SMTP server that is down). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return typeof address === 'object' && address ? address.port : 0
}

function worker(db: Db, port: number, clock?: () => Date) {
  const transport = createSmtpTransport(
    {
      host: '127.0.0.1',
      port,
      secure: false,
      requireTls: false,
      user: null,
      password: null,
      dkim: null,
    },
    { from: 'IUMRS-ICAM 2025 <noreply@amrs-ug.test>', replyTo: null },
  )
  cleanup.push(() => transport.close())
  return createOutboxWorker({
    db,
    transport,
    renderers: { plain: renderPlain },
    domain: 'amrs-ug.test',
    clock,
    backoff: { baseMs: 60_000, capMs: 600_000, maxAttempts: 5 },
  })
}

const signUp = (email: string) => ({
  sql: `INSERT INTO newsletter_subscriptions (email, created_at) VALUES (?, ?)`,
  params: [email, new Date().toISOString()],
})
const message = (to: string, subject = 'Hello') =>
  enqueue({ kind: 'plain', to, data: { subject, text: 'Body' } })
const stateOf = (db: Db, id: string) =>
  db.get<{ state: string }>('SELECT state FROM outbox WHERE id = ?', [id])?.state

describe('the outbox: a message is written in the same unit as its cause', () => {
  it('keeps both when both succeed, and neither when the cause fails', async () => {
    const { db } = await tempDb()
    await db.write([signUp('ama@example.org'), ...message('ama@example.org')])
    expect(db.all('SELECT * FROM outbox')).toHaveLength(1)
    // The same address again: the cause breaks its primary key, so its message is not kept.
    await expect(
      db.write([signUp('ama@example.org'), ...message('ama@example.org')]),
    ).rejects.toThrow()
    expect(db.all('SELECT * FROM outbox')).toHaveLength(1)
  })

  it('keeps no cause when its message cannot be written', async () => {
    const { db } = await tempDb()
    const id = randomUUID()
    await db.write(enqueue({ kind: 'plain', to: 'x@example.org', data: {} }, { id }))
    const duplicate = enqueue({ kind: 'plain', to: 'kofi@example.org', data: {} }, { id })
    await expect(db.write([signUp('kofi@example.org'), ...duplicate])).rejects.toThrow()
    expect(
      db.get('SELECT * FROM newsletter_subscriptions WHERE email = ?', ['kofi@example.org']),
    ).toBeUndefined()
  })
})

describe('the outbox worker against a real SMTP server', () => {
  it('sends a message written by a process killed with SIGKILL exactly once after restart', async () => {
    const { db, dataDir } = await tempDb()
    await db.close()
    const id = randomUUID()
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, dataDir, id], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) resolve()
      })
      child.once('exit', (code) => reject(new Error(`the writer exited (${code}) before writing`)))
    })
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
    child.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')

    const reopened = await openDb(path.join(dataDir, 'society.sqlite'), { writer: 'inline' })
    cleanup.push(() => reopened.close())
    const inbox = await catcher()
    expect(await worker(reopened, inbox.port).runOnce()).toMatchObject({ sent: 1 })
    // A second start of the worker finds nothing to send.
    expect(await worker(reopened, inbox.port).runOnce()).toMatchObject({ sent: 0 })
    expect(inbox.messages().map((m) => [m.subject, m.messageId, m.envelopeTo])).toEqual([
      ['After a crash', `<${id}@amrs-ug.test>`, ['crash@example.org']],
    ])
  }, 30_000)

  it('tries again after a backoff while the SMTP server is down, then sends', async () => {
    const { db } = await tempDb()
    const port = await closedPort()
    let now = new Date(Date.now() + 1_000)
    const sender = worker(db, port, () => now)
    await db.write(message('esi@example.org', 'Retried'))
    expect(await sender.runOnce()).toMatchObject({ sent: 0, retried: 1 })
    const row = db.get<{ state: string; attempts: number; next_attempt_at: string }>(
      'SELECT * FROM outbox',
    )
    expect(row).toMatchObject({ state: 'pending', attempts: 1 })
    // Not before its backoff (30-60 s for the first failure with a base of 60 s).
    expect(Date.parse(String(row?.next_attempt_at)) - now.getTime()).toBeGreaterThanOrEqual(30_000)
    const inbox = await catcher({ port })
    expect(await sender.runOnce()).toMatchObject({ sent: 0, retried: 0 })
    now = new Date(now.getTime() + 61_000)
    expect(await sender.runOnce()).toMatchObject({ sent: 1 })
    expect(inbox.messages().map((m) => m.subject)).toEqual(['Retried'])
  })

  it('marks an address refused with 5xx and never mails it again', async () => {
    const { db } = await tempDb()
    const inbox = await catcher({ refuse: (address) => address.startsWith('gone@') })
    const sender = worker(db, inbox.port)
    await db.write(message('gone@example.org', 'First'))
    expect(await sender.runOnce()).toMatchObject({ bounced: 1 })
    await db.write(message('Gone@Example.org', 'Second'))
    await db.write(message('here@example.org', 'Third'))
    expect(await sender.runOnce()).toMatchObject({ sent: 1, suppressed: 1 })
    expect(inbox.messages().map((m) => m.subject)).toEqual(['Third'])
    expect(db.all('SELECT address FROM mail_suppressions')).toEqual([
      { address: 'gone@example.org' },
    ])
  })

  it('retries a message whose sender died mid-send once its lease runs out, with the same Message-ID', async () => {
    const { db } = await tempDb()
    const inbox = await catcher()
    let now = new Date(Date.now() + 1_000)
    const id = randomUUID()
    await db.write(
      enqueue(
        { kind: 'plain', to: 'yaw@example.org', data: { subject: 'Leased', text: '.' } },
        { id },
      ),
    )
    // A sender claimed it (lease 2 min) and was lost before recording anything.
    await db.write([
      {
        sql: `UPDATE outbox SET state = 'sending', attempts = 1, lease_until = ? WHERE id = ?`,
        params: [new Date(now.getTime() + 120_000).toISOString(), id],
      },
    ])
    const sender = worker(db, inbox.port, () => now)
    expect(await sender.runOnce()).toMatchObject({ sent: 0 })
    now = new Date(now.getTime() + 121_000)
    expect(await sender.runOnce()).toMatchObject({ sent: 1 })
    expect(stateOf(db, id)).toBe('sent')
    expect(inbox.messages().map((m) => m.messageId)).toEqual([`<${id}@amrs-ug.test>`])
  })
})
