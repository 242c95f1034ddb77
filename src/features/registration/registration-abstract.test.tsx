import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  fetchMock,
  field,
  fillAbstract,
  fillRequired,
  json,
  pasteInto,
  pdf,
  renderPage,
  sent,
  setUpRegistrationPage,
  submitButton,
} from './registration-page.test-utils'

// The registration page's abstract: the file's checks, and what the abstract is (docs/decisions/0066).

vi.setConfig({ testTimeout: 20_000 })
setUpRegistrationPage()

describe('abstract section (docs/decisions/0019-abstract-upload-checks.md)', () => {
  it('states the limits; the symposium and mode appear only with a file and go with it', async () => {
    const user = renderPage()
    expect(screen.getByText(/150-300 words/)).toBeVisible()
    // the drop zone is the file input's label: formats and limit are in its name
    expect(field(/^Abstract file/)).toHaveAccessibleName(
      /^Abstract file Choose a PDF, DOC or DOCX file, or drag it here\. At most 1 MB\.$/,
    )
    // In the page (their code loads apart) but hidden until a file is chosen.
    expect(await screen.findByLabelText(/^Symposium/)).not.toBeVisible()
    expect(field('Oral')).not.toBeVisible()

    await user.upload(field(/^Abstract file/), pdf())
    expect(screen.getByText('abstract.pdf')).toBeVisible()
    expect(field(/^Abstract file/)).toHaveAccessibleName(/abstract\.pdf \(1 KB\)/)
    const symposium = await screen.findByRole('combobox', { name: 'Symposium' })
    expect(symposium).toHaveValue('advanced_energy_materials')
    expect(within(symposium).getAllByRole('option')).toHaveLength(10)
    expect(symposium).toBeRequired()
    const mode = screen.getByRole('group', { name: 'Presentation mode' })
    expect(within(mode).getByRole('radio', { name: 'In attendance' })).toBeChecked()
    expect(within(mode).getAllByRole('radio')).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Remove abstract' }))
    expect(field('Symposium')).not.toBeVisible()
    expect(screen.queryByText('abstract.pdf')).not.toBeInTheDocument()
    expect(field(/^Abstract file/)).toBeVisible()

    await fillRequired(user)
    await user.click(submitButton())
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    const { data, abstract } = sent()
    expect(abstract).toBeNull()
    expect(data).toMatchObject({
      abstract_required: false,
      abstract_object_key: '',
      abstract_object_etag: '',
    })
  })

  it.each([
    [
      'over 1 MB',
      new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
      'The abstract file is larger than 1 MB. Please upload a smaller file.',
    ],
    [
      'of another type',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      'The abstract must be a PDF, DOC or DOCX file.',
    ],
  ])('a file %s is refused with a message next to the field', async (_case, file, message) => {
    const user = renderPage()
    const input = field(/^Abstract file/)
    await user.upload(input, file)
    expect(input).toHaveAccessibleDescription(message)
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('combobox', { name: 'Symposium' })).not.toBeInTheDocument()
  })

  it('sends the chosen file with symposium and mode; a file the server refuses is shown and focused', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        detail: [
          {
            loc: ['body', 'abstract'],
            msg: 'The abstract must be a real PDF, DOC or DOCX file',
            type: 'value_error',
          },
        ],
      }),
    )
    const user = renderPage()
    await fillRequired(user)
    await user.upload(field(/^Abstract file/), pdf())
    await fillAbstract(user)
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Symposium' }),
      'Advanced_materials_for_water_and_environmental_remediation',
    )
    await user.click(field('Oral'))
    await user.click(submitButton())

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the following: Abstract file: The abstract must be a real PDF, DOC or DOCX file',
    )
    const input = field(/^Abstract file/)
    expect(input).toBeVisible()
    expect(input).toHaveAccessibleDescription('The abstract must be a real PDF, DOC or DOCX file')
    await waitFor(() => expect(input).toHaveFocus())
    const first = sent(0)
    expect(first.abstract).toBeInstanceOf(File)
    expect(first.data).toMatchObject({
      abstract_required: true,
      symposium_type: 'Advanced_materials_for_water_and_environmental_remediation',
      presentational_mode: 'oral',
      abstract_title: 'Sample: perovskite films',
      abstract_authors: [{ name: 'Sample Author A', affiliation: 'Sample Lab 1' }],
      abstract_presenter: 0,
    })

    // Choosing another file replaces the refused one; nothing typed was lost.
    await user.upload(input, new File(['%PDF-1.7'], 'second.pdf', { type: 'application/pdf' }))
    expect(screen.getByText('second.pdf')).toBeVisible()
    expect(field('First name')).toHaveValue('Ama')
    await user.click(submitButton())
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    expect((sent(1).abstract as File).name).toBe('second.pdf')
  })
})

describe('what an abstract is', () => {
  it('with a file: title and authors are asked for; rows are added, moved and removed in place; the presenter follows', async () => {
    const user = renderPage()
    await fillRequired(user)
    await user.upload(field(/^Abstract file/), pdf())
    await screen.findByRole('textbox', { name: 'Abstract title' })
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(/Abstract title is required/)
    expect(screen.getByRole('alert')).toHaveTextContent(/List at least one author/)
    expect(fetchMock).not.toHaveBeenCalled()

    await pasteInto(user, 'Abstract title', 'Sample title')
    await pasteInto(user, 'Author 1 name', 'Sample Author A')
    await pasteInto(user, 'Author 1 affiliation', 'Sample Lab 1')
    await pasteInto(user, 'Author 3 name', 'Sample Author C')
    await pasteInto(user, 'Author 3 affiliation', 'Sample Lab 3')
    await user.click(field('Author 3 presents'))
    // (The rows' rule comes with their code, imported by the submit handler: a change shows a
    // moment after the press.)
    await user.click(screen.getByRole('button', { name: 'Add another author' }))
    expect(await screen.findByRole('textbox', { name: 'Author 4 name' })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Remove author 2' }))
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Author 4 name' })).not.toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: 'Move author 2 up' }))
    await waitFor(() => expect(field('Author 1 name')).toHaveValue('Sample Author C'))
    expect(field('Author 1 presents')).toBeChecked()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.click(submitButton())
    await screen.findByRole('heading', { name: 'Registration Successful!' })
    expect(sent().data).toMatchObject({
      abstract_title: 'Sample title',
      abstract_authors: [
        { name: 'Sample Author C', affiliation: 'Sample Lab 3' },
        { name: 'Sample Author A', affiliation: 'Sample Lab 1' },
      ],
      abstract_presenter: 0,
    })
  })
})
