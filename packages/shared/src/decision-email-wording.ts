/**
 * The wording of the three decision messages the secretariat sends from the desk's "Send
 * decisions" page (docs/decisions/0083), in the shape of `MESSAGE_WORDING` (./email-wording.ts lists
 * them with one line). The reviewers' comments to the authors fill `{reviewerComments}`; their
 * comments to the committee and their names are never in a message.
 */
const PLACEHOLDERS = [
  'firstName',
  'abstractTitle',
  'symposium',
  'reviewerComments',
  'conferenceName',
] as const

const SAMPLE = {
  firstName: 'Sample',
  abstractTitle: 'Sample perovskite films at low temperature',
  symposium: 'Advanced energy materials',
  reviewerComments: 'Reviewer 1:\nA sample comment to the authors.',
  conferenceName: 'IUMRS-ICAM 2025',
}

export const DECISION_WORDING = {
  'abstract-accepted-oral': {
    key: 'abstract-accepted-oral',
    sample: SAMPLE,
    title: 'Abstract accepted: oral presentation',
    placeholders: PLACEHOLDERS,
    defaults: {
      subject: 'Your abstract is accepted for an oral presentation at {conferenceName}',
      preheader: '"{abstractTitle}": accepted for a talk in {symposium}.',
      body: 'Dear {firstName},\n\nWe are pleased to tell you that your abstract "{abstractTitle}" is accepted for an oral presentation in the symposium {symposium} at {conferenceName}. The time of your talk will be in the programme.\n\nThe reviewers\' comments to the authors:\n\n{reviewerComments}',
    },
  },
  'abstract-accepted-poster': {
    key: 'abstract-accepted-poster',
    sample: SAMPLE,
    title: 'Abstract accepted: poster',
    placeholders: PLACEHOLDERS,
    defaults: {
      subject: 'Your abstract is accepted as a poster at {conferenceName}',
      preheader: '"{abstractTitle}": accepted as a poster in {symposium}.',
      body: 'Dear {firstName},\n\nWe are pleased to tell you that your abstract "{abstractTitle}" is accepted as a poster in the symposium {symposium} at {conferenceName}. The poster session will be in the programme.\n\nThe reviewers\' comments to the authors:\n\n{reviewerComments}',
    },
  },
  'abstract-not-accepted': {
    key: 'abstract-not-accepted',
    sample: SAMPLE,
    title: 'Abstract not accepted',
    placeholders: PLACEHOLDERS,
    defaults: {
      subject: 'The decision on your abstract for {conferenceName}',
      preheader: 'The committee\'s decision on "{abstractTitle}".',
      body: 'Dear {firstName},\n\nThank you for submitting your abstract "{abstractTitle}" to the symposium {symposium} of {conferenceName}. We regret that the committee could not accept it. Your registration for the conference is not affected.\n\nThe reviewers\' comments to the authors:\n\n{reviewerComments}',
    },
  },
} as const
