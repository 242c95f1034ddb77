import type { ComponentProps } from 'react'
import { formAction, type FormId } from '@amrs/shared/forms'

type Props = Omit<ComponentProps<'form'>, 'method' | 'action' | 'noValidate'> & {
  /** Which form: it posts to `/forms/<id>`, which the Node server answers without scripts. */
  formId: FormId
  /** Where the answer page opens (`#newsletter`, far down the home page). */
  fragment?: string
}

/**
 * A form that sends personal data or changes something (docs/decisions/0045): always a POST to
 * its own `/forms/<id>`, never a GET that would put what was typed into a URL, and checked by the
 * form's own rules rather than the browser's (`noValidate`). With scripts, `onSubmit` handles it.
 */
export function PostForm({ formId, fragment = '', ...props }: Props) {
  return <form method="post" action={formAction(formId) + fragment} noValidate {...props} />
}
