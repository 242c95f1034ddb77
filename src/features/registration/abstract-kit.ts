import {
  ABSTRACT_AUTHORS_MAX,
  ABSTRACT_TITLE_MAX,
  PRESENTATION_MODES,
  SYMPOSIUM_TYPES,
} from '@amrs/shared/contract/conference'
import { AUTHOR_ACTION, authorField } from '@amrs/shared/form-rules/abstract-authors'

/**
 * The rules the abstract's details need, handed to them by the route (which loads these modules
 * anyway): a module the lazily loaded details imported as well would be split into a chunk of
 * its own, which costs the route more than it saves (docs/decisions/0033, the 130 KB budget).
 */
export const abstractKit = {
  symposiumTypes: SYMPOSIUM_TYPES,
  modes: PRESENTATION_MODES,
  titleMax: ABSTRACT_TITLE_MAX,
  authorsMax: ABSTRACT_AUTHORS_MAX,
  authorAction: AUTHOR_ACTION,
  authorField,
}
export type AbstractKit = typeof abstractKit
