import type { DocumentActionComponent, DocumentActionProps } from 'sanity'
import { describe, expect, it, vi } from 'vitest'
import { keepTalkCode } from './keep-talk-code'
import { talkActions } from './talk-actions'

const onHandle = vi.fn()
const publish: DocumentActionComponent = () => ({ label: 'Publish', onHandle })
publish.action = 'publish'

const props = (published: { code: string } | null, draft: { code?: string } | null) =>
  ({
    id: 'talk-a1-03',
    type: 'talk',
    published: published && { _id: 'talk-a1-03', ...published },
    draft: draft && { _id: 'drafts.talk-a1-03', ...draft },
  }) as unknown as DocumentActionProps

describe('publishing a talk keeps its code', () => {
  const action = keepTalkCode(publish)

  it('is the publish action', () => {
    expect(action.action).toBe('publish')
  })

  it('publishes a first version, or a draft with the same code', () => {
    expect(action(props(null, { code: 'a1-03' }))).toEqual({ label: 'Publish', onHandle })
    expect(action(props({ code: 'a1-03' }, { code: 'a1-03' }))).toEqual({
      label: 'Publish',
      onHandle,
    })
    expect(action(props({ code: 'a1-03' }, null))).toEqual({ label: 'Publish', onHandle })
  })

  it('refuses a changed code, saying why', () => {
    const result = action(props({ code: 'a1-03' }, { code: 'a1-04' }))
    expect(result).toMatchObject({ label: 'Publish', disabled: true, onHandle: undefined })
    expect(result?.title).toMatch(/cannot change.*Set it back to "a1-03"/)
  })

  it('passes on a publish action that is not available', () => {
    const unavailable: DocumentActionComponent = () => null
    expect(keepTalkCode(unavailable)(props({ code: 'a' }, { code: 'b' }))).toBeNull()
  })
})

describe('a talk’s actions', () => {
  const named = (action: string): DocumentActionComponent => {
    const component: DocumentActionComponent = () => ({ label: action })
    component.action = action as DocumentActionComponent['action']
    return component
  }

  it('have no Delete, and Publish keeps the code', () => {
    const actions = talkActions([
      publish,
      named('unpublish'),
      named('discardChanges'),
      named('duplicate'),
      named('delete'),
      named('restore'),
    ])
    expect(actions.map((a) => a.action)).toEqual([
      'publish',
      'unpublish',
      'discardChanges',
      'duplicate',
      'restore',
    ])
    expect(actions[0]).not.toBe(publish)
    expect(actions[0]?.(props({ code: 'a' }, { code: 'b' }))).toMatchObject({ disabled: true })
  })
})
