import { describe, expect, it } from 'vitest'
import { redirectsFile } from './host-files.ts'

describe('redirectsFile', () => {
  it('serves a removed talk’s written page with 410 (forced: the file exists)', () => {
    const file = redirectsFile([], ['/iumrs-icam25/programme/c3-02'])
    expect(file).toContain(
      '/iumrs-icam25/programme/c3-02  /iumrs-icam25/programme/c3-02/index.html  410!\n',
    )
  })

  it('keeps moved posts as 301s', () =>
    expect(redirectsFile([['/news/old', '/news/new']])).toContain('/news/old  /news/new  301\n'))
})
