import { describe, expect, it } from 'vitest'
import { notFoundRoute, routeTable } from '@amrs/shared/routes'
import { headInfo, metaRows, renderHead } from './head'

const SITE = 'https://amrs-ug.example.org'

describe('the head', () => {
  it('every page, both sites and the not-found page, names its locale: British English', () => {
    for (const route of [...routeTable, notFoundRoute]) {
      const rows = metaRows(headInfo(route, SITE))
      expect(rows, route.id).toContainEqual(['property', 'og:locale', 'en_GB'])
    }
  })

  it('writes og:locale into the HTML', () => {
    expect(renderHead(headInfo(routeTable[0]!, SITE))).toContain(
      '<meta property="og:locale" content="en_GB">',
    )
  })
})
