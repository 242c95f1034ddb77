/** @jsxImportSource hono/jsx */
import type { AbstractTyped } from '../conference/abstract-form.ts'
import { AbstractFormFields, storedAbstract } from '../conference/abstract-form-fields.tsx'
import { DECISION_TEXT, type AbstractDecision } from './abstract-decision.ts'
import { MY_PATH } from './paths.ts'

export type { AbstractTyped }

export interface AbstractSectionView {
  data: Record<string, unknown>
  abstract: { kind: string; size: number } | null
  decision: AbstractDecision
  canChangeAbstract: boolean
  abstractProblem?: string
  abstractTyped?: AbstractTyped
}

const size = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : `${Math.round((bytes / 1024) * 10) / 10} KB`

/**
 * My registration's abstract: what is stored, and while no decision is recorded (and the
 * registration is open) a form to change its title, authors and file. Once decided, it is
 * frozen here: the secretariat changes it (docs/decisions/0094).
 */
export function AbstractSection(v: AbstractSectionView) {
  const stored = storedAbstract(v.data)
  const shown = v.abstractTyped ?? stored
  return (
    <section aria-labelledby="abstract-heading">
      <h2 id="abstract-heading">Your abstract</h2>
      {v.abstract ? (
        <dl>
          <dt>Title</dt>
          <dd>{stored.title || 'No title given'}</dd>
          <dt>Authors</dt>
          <dd>
            {stored.authors.length ? (
              <ol>
                {stored.authors.map((a, i) => (
                  <li>{`${a.name}, ${a.affiliation}${i === stored.presenter ? ' (presents)' : ''}`}</li>
                ))}
              </ol>
            ) : (
              'No authors given'
            )}
          </dd>
          <dt>File</dt>
          <dd>{`${v.abstract.kind.toUpperCase()}, ${size(v.abstract.size)}`}</dd>
          <dt>Decision</dt>
          <dd>{DECISION_TEXT[v.decision]}</dd>
        </dl>
      ) : (
        <p>No abstract submitted.</p>
      )}
      {v.abstractProblem && (
        <p role="alert" id="abstract-problem">{`Not saved: ${v.abstractProblem}`}</p>
      )}
      {v.canChangeAbstract && v.abstract ? (
        <form
          method="post"
          action={`${MY_PATH}/abstract`}
          enctype="multipart/form-data"
          class="stack"
          aria-describedby={v.abstractProblem ? 'abstract-problem' : undefined}
        >
          <AbstractFormFields shown={shown} />
          <button type="submit">Save abstract</button>
        </form>
      ) : (
        v.abstract && (
          <p>
            {v.decision === 'no-decision'
              ? 'The registration deadline has passed: please ask the secretariat to change your abstract.'
              : 'A decision was made on your abstract: its title, authors and file can now be changed only by the secretariat.'}
          </p>
        )
      )}
    </section>
  )
}
