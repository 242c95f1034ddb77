import { describe, expect, it } from 'vitest'
import { STAGED_ABSTRACT_LOST } from '@amrs/shared/form-rules/staged-abstract'
import type { FormContext, FormOutcome } from './outcome.ts'
import { registration } from './registration.ts'
import { STAGED_ABSTRACT_TTL_MS, stageAbstract, stagedAbstract } from './staged-abstracts.ts'

// The registration form posted without scripts keeps its abstract file across an answer that
// sends the form back (docs/decisions/0102): the file reaches the society API with the
// corrected form, without the visitor choosing it again.

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'abstract.pdf', { type: 'application/pdf' })

const form = (changes: Record<string, string> = {}) => ({
  registration_category: 'student',
  registration_timeframe: 'regular',
  firstname: 'Ama',
  surname: 'Mensah',
  location: 'Accra',
  email: 'ama@example.com',
  confirmEmail: 'ama@example.com',
  contact: '+233 20 000 0000',
  affiliation: 'University of Ghana',
  affiliation_address_street: '1 University Avenue',
  affiliation_address_city: 'Legon',
  affiliation_address_country: 'GH',
  symposium_type: 'advanced_energy_materials',
  presentational_mode: 'poster',
  abstract_title: 'Sample title',
  abstract_presenter: '0',
  author_name_0: 'Sample Author',
  author_affiliation_0: 'Sample Lab',
  ...changes,
})

/** A relay that records what the society API would be sent, and answers 201. */
function relay() {
  const sent: FormData[] = []
  const context = {
    relay: {
      send: async (_path: string, init: { form?: FormData }) => {
        if (init.form) sent.push(init.form)
        return { status: 201, data: { message: 'Registration received' } }
      },
    },
    visitor: { request: new Request('http://127.0.0.1/forms/registration') },
  } as unknown as FormContext
  return { sent, context }
}

const echoOf = (outcome: FormOutcome) => {
  if (outcome.kind !== 'answer') throw new Error('expected an answer')
  return { ...outcome.echo, status: outcome.status }
}

describe('the abstract file kept for a form sent back (without scripts)', () => {
  it('a refused form keeps the file; the corrected one sends it', async () => {
    const { sent, context } = relay()
    // First post: a workshop ticked but none chosen, with the file.
    const first = echoOf(
      await registration(form({ is_workshop: 'on' }), context, { abstract: pdf() }),
    )
    expect(first.status).toBe(422)
    expect(first.fields?.workshop_category).toBeTruthy()
    expect(first.values).toMatchObject({ abstract_staged_name: 'abstract.pdf' })
    const handle = first.values.abstract_staged ?? ''
    expect(handle).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(sent).toHaveLength(0)

    // Second post: the workshop chosen, no file in the input, the handle in its hidden field.
    const second = echoOf(
      await registration(
        form({
          is_workshop: 'on',
          workshop_category: 'complex_geoparticles_synthesis',
          abstract_staged: handle,
        }),
        context,
        {},
      ),
    )
    expect(second.status).toBe(200)
    expect(second.done).toBe('ama@example.com')
    expect(sent).toHaveLength(1)
    const file = sent[0]?.get('abstract')
    expect(file).toBeInstanceOf(File)
    expect((file as File).name).toBe('abstract.pdf')
    expect(await (file as File).text()).toBe('%PDF-1.4\n%%EOF\n')
    const data = JSON.parse(String(sent[0]?.get('registration_data'))) as Record<string, unknown>
    expect(data).toMatchObject({ abstract_required: true, abstract_title: 'Sample title' })
    // Sent: no longer kept.
    expect(stagedAbstract(handle)).toBeNull()
  })

  it('a file kept and then lost (an hour passed) is never dropped silently', async () => {
    const { sent, context } = relay()
    const handle = stageAbstract(pdf(), Date.now() - STAGED_ABSTRACT_TTL_MS - 1)
    const answer = echoOf(await registration(form({ abstract_staged: handle }), context, {}))
    expect(answer.status).toBe(422)
    expect(answer.fields?.abstract).toBe(STAGED_ABSTRACT_LOST)
    expect(sent).toHaveLength(0)
  })

  it('"Remove abstract" drops the kept file: the form again without it', async () => {
    const { sent, context } = relay()
    const handle = stageAbstract(pdf())
    const answer = echoOf(
      await registration(form({ abstract_staged: handle, abstract_remove: '1' }), context, {}),
    )
    expect(answer.status).toBe(200)
    expect(answer.values.abstract_staged).toBeUndefined()
    expect(stagedAbstract(handle)).toBeNull()
    expect(sent).toHaveLength(0)
  })

  it('an author button keeps the file too', async () => {
    const { context } = relay()
    const answer = echoOf(
      await registration(form({ author_action: 'add' }), context, { abstract: pdf() }),
    )
    expect(answer.values.abstract_staged_name).toBe('abstract.pdf')
  })
})
