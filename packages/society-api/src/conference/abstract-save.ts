import type { ServiceDeps } from '../deps.ts'
import { changeAbstract, type AbstractEditor } from './abstract-changes.ts'
import type { AbstractFiles } from './abstract-files.ts'
import { abstractProblems, type AbstractTyped } from './abstract-form.ts'
import { readAbstractUpload } from './abstract-upload.ts'

export type AbstractSaveOutcome =
  { saved: true; fields: string[] } | { saved: false; problem: string; status: 400 | 404 | 409 }

/**
 * Saves an abstract form (My registration's or the desk's): the registration form's rules, the
 * upload's checks, then the change (history and audit in its unit) and the file kept in step
 * with the row (abstract-files.ts): staged, then published or discarded, the old one removed.
 */
export async function saveAbstractForm(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  files: AbstractFiles,
  registrationId: number,
  editor: AbstractEditor,
  typed: AbstractTyped,
  chosen: unknown,
): Promise<AbstractSaveOutcome> {
  const hasFile = chosen instanceof File && chosen.size > 0
  const again = hasFile ? ' Choose the file again: it was not kept.' : ''
  const problems = abstractProblems(typed)
  if (problems) return { saved: false, problem: `${problems}${again}`, status: 400 }
  let file = null
  if (hasFile) {
    const upload = await readAbstractUpload(chosen)
    if ('problem' in upload)
      return {
        saved: false,
        problem: `${upload.problem}. The title and authors are kept below.`,
        status: 400,
      }
    file = { ...(await files.stage(upload.bytes, upload.kind)), name: upload.name }
  }
  const outcome = await changeAbstract(
    deps.db,
    (deps.clock ?? (() => new Date()))(),
    registrationId,
    editor,
    { title: typed.title, authors: typed.authors, presenter: typed.presenter ?? 0, file },
  ).catch(async (error: unknown) => {
    if (file) await files.discard(file.key)
    throw error
  })
  if (!outcome.saved) {
    if (file) await files.discard(file.key)
    return outcome.reason === 'missing'
      ? { saved: false, problem: 'There is no such registration.', status: 404 }
      : {
          saved: false,
          problem:
            'a decision was made on your abstract: it can now be changed only by the secretariat.',
          status: 409,
        }
  }
  if (file) await files.publish(file.key)
  if (outcome.previousKey) await files.remove(outcome.previousKey)
  return { saved: true, fields: outcome.fields }
}
