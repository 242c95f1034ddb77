import { Hono } from 'hono'
import { apiPaths } from '@amrs/shared/contract/endpoints'
import type { ServiceDeps } from '../deps.ts'
import { createBookStore } from './book-store.ts'

/** What the public URL answers before the book is published (or after it is unpublished). */
export const NOT_PUBLISHED = 'The book of abstracts has not been published yet.'

/**
 * GET /api/conference/abstract-book.pdf: the published book of abstracts (the conference site's
 * "Abstract book" link after the event, when the CMS gives no link of its own). It holds what the
 * book prints (titles, authors and affiliations, published with consent by submission) and
 * nothing else.
 */
export function createBookApi(deps: Pick<ServiceDeps, 'db'>): Hono {
  const store = createBookStore(deps.db)
  return new Hono().get(apiPaths.abstractBook, (c) => {
    const pdf = store.pdf('published')
    if (!pdf) return c.text(NOT_PUBLISHED, 404)
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="book-of-abstracts.pdf"',
    })
  })
}
