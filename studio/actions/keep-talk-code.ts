import type { DocumentActionComponent } from 'sanity'
import { codeChangeProblem } from '@amrs/shared/programme/programme-rules'

interface TalkLike {
  code?: string
}

/**
 * Publish, keeping the talk's code: once a talk is published its code is its address and its
 * calendar entry, so Publish refuses (disabled, saying why) a draft whose code changed. The
 * code's own validation says the same next to the field.
 */
export function keepTalkCode(publish: DocumentActionComponent): DocumentActionComponent {
  const KeepTalkCode: DocumentActionComponent = (props) => {
    const result = publish(props)
    if (!result) return result
    const problem = codeChangeProblem(
      (props.published as TalkLike | null)?.code,
      (props.draft as TalkLike | null)?.code,
    )
    if (problem === true || !props.draft) return result
    return { ...result, disabled: true, title: problem, onHandle: undefined }
  }
  KeepTalkCode.action = 'publish'
  return KeepTalkCode
}
