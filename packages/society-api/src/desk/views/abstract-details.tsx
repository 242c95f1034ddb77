/** @jsxImportSource hono/jsx */

interface Author {
  name: string
  affiliation: string
}

/** The registration's fields that say what its abstract is (docs/decisions/0066). */
export const ABSTRACT_DETAIL_FIELDS = ['abstract_title', 'abstract_authors', 'abstract_presenter']

const authorsOf = (value: unknown): Author[] =>
  Array.isArray(value)
    ? value.map((a: Partial<Author> | null) => ({
        name: String(a?.name ?? ''),
        affiliation: String(a?.affiliation ?? ''),
      }))
    : []

/** The abstract's title and its authors in order, each with an affiliation, the presenter marked. */
export function AbstractDetails({ data }: { data: Record<string, unknown> }) {
  const authors = authorsOf(data.abstract_authors)
  if (!data.abstract_title && authors.length === 0) return null
  return (
    <>
      <dt>Abstract title</dt>
      <dd>{String(data.abstract_title ?? '')}</dd>
      <dt>Abstract authors</dt>
      <dd>
        <ol class="abstract-authors">
          {authors.map((author, i) => (
            <li>
              {author.name} ({author.affiliation})
              {i === data.abstract_presenter ? <strong> presents</strong> : null}
            </li>
          ))}
        </ol>
      </dd>
    </>
  )
}
