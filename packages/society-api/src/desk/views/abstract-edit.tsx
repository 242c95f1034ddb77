/** @jsxImportSource hono/jsx */
import type { AbstractTyped } from '../../conference/abstract-form.ts'
import { AbstractFormFields } from '../../conference/abstract-form-fields.tsx'

export interface AbstractEditProps {
  id: number
  name: string
  shown: AbstractTyped
  decided: boolean
  problem?: string
}

/**
 * The desk's change of an abstract's title, authors and file: the one way to change it once a
 * decision is recorded (My registration freezes it then; docs/decisions/0094).
 */
export function AbstractEdit(p: AbstractEditProps) {
  return (
    <>
      <p>
        <a href={`/desk/registrations/${p.id}`}>{`Back to ${p.name}'s registration`}</a>
      </p>
      {p.decided && (
        <p>
          A decision is recorded on this abstract: the delegate can no longer change it. A change
          here is recorded in the registration's history and the audit log; the book of abstracts
          and the programme show it once rebuilt.
        </p>
      )}
      {p.problem && <p role="alert" id="abstract-problem">{`Not saved: ${p.problem}`}</p>}
      <form
        method="post"
        action={`/desk/registrations/${p.id}/abstract`}
        enctype="multipart/form-data"
        class="stack"
        aria-describedby={p.problem ? 'abstract-problem' : undefined}
      >
        <AbstractFormFields shown={p.shown} />
        <button type="submit">Save the abstract</button>
      </form>
    </>
  )
}
