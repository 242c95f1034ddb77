import type { DocumentActionComponent } from 'sanity'
import { keepTalkCode } from './keep-talk-code'

/**
 * A talk's actions: no Delete (a talk leaves the programme through "Removed from the programme",
 * so calendars can cancel it), and Publish keeps a published talk's code.
 */
export function talkActions(actions: DocumentActionComponent[]): DocumentActionComponent[] {
  return actions
    .filter((action) => action.action !== 'delete')
    .map((action) => (action.action === 'publish' ? keepTalkCode(action) : action))
}
