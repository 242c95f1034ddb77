import { describe, expect, it, onTestFinished } from 'vitest'
import { registration, pdfBytes } from '../conference/registration-fixtures.test-utils.ts'
import type { ContentSource } from '../content/content-source.ts'
import { startMailCatcher } from '../mail/catcher.ts'
import { createSmtpTransport } from '../mail/smtp-transport.ts'
import { createOutboxWorker } from '../outbox/worker.ts'
import { client, json } from '../test-client.test-utils.ts'
import { fakeContent, ORIGIN, testDeps } from '../test-deps.test-utils.ts'
import { messageRenderers } from './renderers.ts'

/** The service's API with a real outbox worker sending over SMTP to a catcher. */
async function withMail(content?: ContentSource) {
  const deps = await testDeps({}, content)
  const inbox = await startMailCatcher()
  const transport = createSmtpTransport(
    {
      host: '127.0.0.1',
      port: inbox.port,
      secure: false,
      requireTls: false,
      user: null,
      password: null,
      dkim: null,
    },
    { from: 'IUMRS-ICAM 2025 <noreply@amrs-ug.test>', replyTo: null },
  )
  const worker = createOutboxWorker({
    db: deps.db,
    transport,
    renderers: messageRenderers(deps),
    domain: 'amrs-ug.test',
  })
  onTestFinished(async () => {
    await worker.stop()
    transport.close()
    await inbox.close()
  })
  /** Sends what is due; the messages caught so far. */
  const mail = async () => {
    await worker.runOnce()
    return inbox.messages()
  }
  return { deps, api: client(deps), mail }
}

describe('registration received', () => {
  it('tells what was registered (workshops and symposium by their studio titles), the fee lines and total, what to pay by the CMS deadline, the link to pay and the abstract with its title and authors', async () => {
    // The registration window closes on 12 December: the "pay by" date is the CMS's deadline
    // (the home page's "commit to attendance by payment", 15 November), never computed from it.
    const content = fakeContent({
      conference: { registrationWindow: { closesAt: '2027-12-12T23:59:59Z' } },
      registration: {
        payBy: '2027-11-15',
        symposia: { advanced_energy_materials: 'Advanced materials for energy' },
        workshops: {
          metrohm_electrochemistry_workshop: 'Electrochemistry workshop (Metrohm)',
          complex_geoparticles_synthesis: 'Complex geoparticles synthesis',
        },
      },
    })
    const { api, mail } = await withMail(content)
    const res = await api.register(
      registration({
        banquet: true,
        presentational_mode: 'poster',
        abstract_required: true,
        is_workshop: true,
        workshop_category: ['metrohm_electrochemistry_workshop', 'complex_geoparticles_synthesis'],
      }),
      {
        bytes: pdfBytes,
        name: 'graphene-membranes.pdf',
      },
    )
    expect(res.status).toBe(201)
    const [message, ...more] = await mail()
    expect(more).toHaveLength(0)
    expect(message?.envelopeTo).toEqual(['ama@example.com'])
    expect(message?.subject).toBe('Your registration for IUMRS-ICAM 2025 is received')
    const text = message?.text ?? ''
    expect(text).toContain('Dear Ama,')
    expect(text).toMatch(/Registration \(academia, regular\): USD 450\.00/)
    expect(text).toContain('Banquet: USD 50.00')
    expect(text).toContain('Total due: USD 500.00')
    expect(text).toContain(
      'Please pay USD 500.00 by 15 November 2027 to complete your registration',
    )
    expect(text).not.toContain('December')
    expect(text).toMatch(/How to pay\n {2}Amount to pay: USD 500\.00\n {2}Pay by: 15 November 2027/)
    expect(text).toContain(
      '  Workshops: Electrochemistry workshop (Metrohm); Complex geoparticles synthesis',
    )
    expect(text).toContain('  Symposium: Advanced materials for energy')
    expect(text).toContain(`Pay the registration fee: ${ORIGIN}/iumrs-icam25/payment`)
    expect(text).toContain(
      [
        'Abstract received',
        '  Title: Sample abstract: perovskite thin films',
        '  Author 1: Sample Author One, Sample Institute A',
        '  Author 2: Sample Author Two, Sample Institute B (presenter)',
        '  File: graphene-membranes.pdf',
        '  Symposium: Advanced materials for energy',
        '  Presentation type: Poster',
      ].join('\n'),
    )
    const html = message?.html ?? ''
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('<th scope="row"')
    expect(html).toContain('Sample Author Two, Sample Institute B (presenter)')
    expect(html).toContain('Electrochemistry workshop (Metrohm); Complex geoparticles synthesis')
    // No personal data in any link.
    for (const href of html.matchAll(/href="([^"]+)"/g)) expect(href[1]).not.toContain('ama')
  })

  it('without workshops or an abstract, lists neither; without a deadline in the CMS, names no date', async () => {
    const { api, mail } = await withMail()
    expect((await api.register(registration())).status).toBe(201)
    const [message] = await mail()
    const text = message?.text ?? ''
    expect(text).not.toMatch(/Workshops?:/)
    expect(text).not.toContain('Abstract received')
    expect(text).toContain('Please pay USD 500.00 by the deadline on the conference website')
  })

  it('is not written when the registration is refused', async () => {
    const { api, mail } = await withMail()
    const bad = await api.register({ ...registration(), email: 'not-an-address' })
    expect(bad.status).toBe(422)
    expect(await mail()).toHaveLength(0)
  })
})

describe('payment messages', () => {
  it('a paid registration gets "payment confirmed" with the receipt PDF attached and its signed link', async () => {
    const { api, mail } = await withMail()
    const reference = await api.pendingPayment()
    expect((await api.checkout(reference, 'complete')).status).toBeLessThan(400)
    await api.verify(reference)
    const messages = await mail()
    expect(messages.map((m) => m.subject)).toEqual([
      'Your registration for IUMRS-ICAM 2025 is received',
      expect.stringMatching(/^Payment confirmed: receipt AMRS-\d{4}-0001$/),
    ])
    // Sent after the payment: the confirmation counts it (the balance rule) and asks for nothing.
    const received = messages[0]?.text ?? ''
    expect(received).toMatch(
      /Total due: USD 500\.00\n {2}Paid so far: USD 500\.00\n {2}Still to pay: USD 0\.00/,
    )
    expect(received).not.toContain('How to pay')
    expect(received).not.toContain('Pay the registration fee')
    const paid = messages[1]
    expect(paid?.text).toContain('We have received your payment of USD 500.00')
    expect(paid?.text).toMatch(
      /Download your receipt: http:\/\/127\.0\.0\.1:4321\/api\/conference\/receipts\/AMRS-\d{4}-0001\?expires=\d+&signature=[\w-]+/,
    )
    const [pdf] = paid?.attachments ?? []
    expect(pdf).toMatchObject({
      filename: expect.stringMatching(/^AMRS-\d{4}-0001\.pdf$/),
      contentType: 'application/pdf',
    })
    expect(
      Buffer.from(pdf?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    // Verified again: nothing more is sent.
    await api.verify(reference)
    expect(await mail()).toHaveLength(2)
  })

  it('a failed payment gets "not completed" with a link to try again, once', async () => {
    const { api, mail } = await withMail()
    const reference = await api.pendingPayment('kojo@example.com')
    await api.checkout(reference, 'fail')
    await api.verify(reference)
    await api.verify(reference)
    const failed = (await mail()).filter((m) => m.subject.includes('not completed'))
    expect(failed.map((m) => [m.subject, m.envelopeTo])).toEqual([
      ['Your payment for IUMRS-ICAM 2025 was not completed', ['kojo@example.com']],
    ])
    expect(failed[0]?.text).toContain(`Try the payment again: ${ORIGIN}/iumrs-icam25/payment`)
    expect(failed[0]?.text).toContain('USD 500.00')
  })
})

describe('profile submitted', () => {
  it('welcomes the person who signed up, at the address they gave', async () => {
    const { api, mail } = await withMail()
    const res = await api.send(
      '/api/user/create_profile/',
      json({
        surname: 'Mensah',
        first_name: 'Efua',
        other_name: '',
        date_of_birth: '2001-04-12',
        contact_number: '+233 24 123 4567',
        email: 'Efua.Mensah@example.com',
        chapter: 'UG',
        password: 'correct horse battery',
      }),
    )
    expect(res.status).toBeLessThan(300)
    const messages = await mail()
    expect(messages.map((m) => [m.subject, m.envelopeTo])).toEqual([
      [
        'Welcome to African Materials Research Society – University of Ghana Chapter',
        ['efua.mensah@example.com'],
      ],
    ])
    expect(messages[0]?.text).toContain('Dear Efua,')
  })
})

describe('wording from the CMS', () => {
  it('is used when the studio has the message, and a field with an unknown placeholder keeps its default', async () => {
    const emails = {
      'registration-received': {
        subject: 'We have your registration, {firstName}',
        body: 'Hello {firstName}! Pay by {deadline}. {iban}',
      },
    }
    const { api, mail } = await withMail(fakeContent({ emails }))
    await api.register()
    const [message] = await mail()
    expect(message?.subject).toBe('We have your registration, Ama')
    expect(message?.text).toContain('Dear Ama,\n\nThank you for registering')
    expect(message?.text).not.toContain('{iban}')
  })
})
