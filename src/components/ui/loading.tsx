/** A quiet loading state for content sections (announced politely, not a spinner wall). */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="loading">
      {label}
    </p>
  )
}
