/**
 * An abstract file the server keeps for a registration form posted without scripts that came
 * back to be corrected (docs/decisions/0102): the answer page names it and carries its handle in
 * a hidden field, so the next post sends it again without the visitor choosing it again.
 */
/** The hidden field with the handle the server keeps the file under. */
export const STAGED_ABSTRACT_HANDLE = 'abstract_staged'
/** The submit button that removes the kept file (without scripts). */
export const STAGED_ABSTRACT_REMOVE = 'abstract_remove'

export interface StagedAbstract {
  handle: string
  name: string
  size: number
}

/** The kept file an answer names (its echoed fields), else null. */
export function stagedAbstractOf(
  values: Record<string, string> | undefined,
): StagedAbstract | null {
  const handle = values?.abstract_staged
  return handle
    ? {
        handle,
        name: values.abstract_staged_name ?? '',
        size: Number(values.abstract_staged_size) || 0,
      }
    : null
}

/** The echoed fields that name a kept file. */
export function stagedAbstractFields(staged: StagedAbstract): Record<string, string> {
  return {
    [STAGED_ABSTRACT_HANDLE]: staged.handle,
    abstract_staged_name: staged.name,
    abstract_staged_size: String(staged.size),
  }
}

/** The field error when the file kept before is gone (an hour passed, or the server restarted). */
export const STAGED_ABSTRACT_LOST =
  'The abstract file sent with the form before is no longer kept. Please choose it again, or send the form again without it.'
