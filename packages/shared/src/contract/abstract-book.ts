/**
 * Where the society API serves the published book of abstracts, relative to the API's base URL
 * (404 until the secretariat publishes it from the desk; publishing also writes its absolute
 * address into the CMS's conference document, which is what the site links).
 */
export const ABSTRACT_BOOK_PATH = '/conference/abstract-book.pdf'
