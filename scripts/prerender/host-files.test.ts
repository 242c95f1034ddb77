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

  it('passes My registration and /verify to a society API on another origin (what letters print)', () => {
    const file = redirectsFile([], [], 'https://api.example.org/api')
    expect(file).toContain(
      '/iumrs-icam25/my-registration/*  https://api.example.org/iumrs-icam25/my-registration/:splat  200!\n',
    )
    expect(file).toContain('/verify/*  https://api.example.org/verify/:splat  200!\n')
    // In process (local mode) there is nothing to pass on.
    expect(redirectsFile([], [], '/api')).not.toContain('/verify')
  })
})
