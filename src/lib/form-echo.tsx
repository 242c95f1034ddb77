import { createContext, useContext, type ReactNode } from 'react'
import type { FormEcho, FormId } from '@amrs/shared/forms'

const FormEchoContext = createContext<FormEcho | null>(null)

/** Hands the server's answer to a form posted without scripts to that form (config/forms.ts). */
export function FormEchoProvider({
  echo,
  children,
}: {
  echo: FormEcho | null
  children: ReactNode
}) {
  return <FormEchoContext.Provider value={echo}>{children}</FormEchoContext.Provider>
}

/** The server's answer to this form, when the page is that answer; else null. */
export function useFormEcho(id: FormId): FormEcho | null {
  const echo = useContext(FormEchoContext)
  return echo?.id === id ? echo : null
}
