/**
 * Where the society API serves the published book of abstracts, relative to the API's base URL
 * (404 until the secretariat publishes it from the desk). Its own module, so the site's home
 * imports this one string and not the contract's table.
 */
export const ABSTRACT_BOOK_PATH = '/conference/abstract-book.pdf'
