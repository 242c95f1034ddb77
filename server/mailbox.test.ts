import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue } from '@amrs/society-api/outbox/outbox-store'
import { createLocalStack, type LocalStack } from './app.ts'
import { readConfig } from './config.ts'

describe('local mode’s mailbox: mail goes through SMTP to the catcher in the process', () => {
  let stack: LocalStack
  let work = ''
  const get = (pathname: string) => stack.fetch(new Request(`http://127.0.0.1:4321${pathname}`))

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'mailbox-test-'))
    const dist = path.join(work, 'dist')
    mkdirSync(dist, { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>')
    const config = readConfig({ DIST_DIR: dist, DATA_DIR: path.join(work, 'data'), PORT: '0' })
    stack = await createLocalStack(config, { watch: false })
  })
  afterAll(async () => {
    await stack.close()
    rmSync(work, { recursive: true, force: true })
  })

  it('lists a sent message at /_dev/mailbox(.json), its HTML part framed with no scripts', async () => {
    const { deps } = stack.society.service
    await deps.db.write(
      enqueue({
        kind: 'plain',
        to: 'abena@example.org',
        data: { subject: 'Mailbox check', text: 'Plain part', html: '<p>HTML <b>part</b></p>' },
      }),
    )
    const started = Date.now()
    deps.outbox?.kick()
    let json: {
      messages: {
        subject: string
        envelopeTo: string[]
        text: string
        html: string
        headers: Record<string, string>
      }[]
    }
    do {
      await new Promise((resolve) => setTimeout(resolve, 20))
      json = (await (await get('/_dev/mailbox.json')).json()) as typeof json
    } while (json.messages.length === 0 && Date.now() - started < 5_000)
    expect(json.messages).toHaveLength(1)
    expect(json.messages[0]).toMatchObject({
      subject: 'Mailbox check',
      envelopeTo: ['abena@example.org'],
      text: 'Plain part',
      html: '<p>HTML <b>part</b></p>',
    })
    expect(json.messages[0]?.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@localhost\.test>$/)

    const page = await get('/_dev/mailbox')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('<h2 id="m0">Mailbox check</h2>')
    expect(html).toContain('abena@example.org')
    expect(html).toMatch(
      /<iframe sandbox title="Mailbox check: the HTML part" src="\/_dev\/mailbox\/0\.html">/,
    )
    const part = await get('/_dev/mailbox/0.html')
    expect(await part.text()).toBe('<p>HTML <b>part</b></p>')
    expect(part.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
    expect(part.headers.get('content-security-policy')).not.toMatch(/script-src/)
  })
})
