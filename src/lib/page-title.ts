import { createContext, useContext } from 'react'

/**
 * The page's name from the route registry (the app provides it around each page), for parts
 * that head a page without content of their own: the placeholder page, loading and error states.
 */
export const PageTitle = createContext('AMRS-UG')

export const usePageTitle = (): string => useContext(PageTitle)
