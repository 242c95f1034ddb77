import { describe, expect, it } from 'vitest'
import { isSampleAddress, splitSampleMark } from './sample-mark'

describe('splitSampleMark', () => {
  it.each([
    ['Plenary speaker 1 (to be announced)', ['Plenary speaker 1', '(to be announced)']],
    ['Sample hotel 3 (to be confirmed)', ['Sample hotel 3', '(to be confirmed)']],
    ['Keynote lecture 1 (sample)', ['Keynote lecture 1', '(sample)']],
    ['Chief Patron (name to be confirmed)', ['Chief Patron', '(name to be confirmed)']],
    ['delegates (sample figure)', ['delegates', '(sample figure)']],
    ['secretariat@example.org (sample address)', ['secretariat@example.org', '(sample address)']],
  ])('%s', (text, parts) => {
    expect(splitSampleMark(text)).toEqual(parts)
  })

  it.each([
    'Ama Boateng',
    'Materials (Ghana) Ltd',
    'Kwame Nkrumah University of Science and Technology (KNUST)',
    '(sample)',
    'Sample institution (sample) and more',
  ])('leaves "%s" whole', (text) => {
    expect(splitSampleMark(text)).toEqual([text, null])
  })
})

describe('isSampleAddress', () => {
  it.each([
    ['secretariat@example.org', true],
    ['abstracts@EXAMPLE.ORG', true],
    ['a@mail.example.com', true],
    ['a@conference.example', true],
    ['a@host.test', true],
    ['secretariat@ug.edu.gh', false],
    ['a@example.org.gh', false],
    ['a@myexample.org', false],
    ['not an address', false],
    [null, false],
  ])('%s: %s', (email, sample) => {
    expect(isSampleAddress(email)).toBe(sample)
  })
})
