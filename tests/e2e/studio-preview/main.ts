import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { studioTheme, ThemeProvider } from '@sanity/ui'
// A name the harness's Vite config gives the studio's component (tests/ may not reach into
// studio/ by path).
import { EmailPreview } from 'studio-email-preview'

// The studio's own preview component, in the studio's theme; `sanity` is the harness's shim.
createRoot(document.getElementById('root')!).render(
  h(ThemeProvider, { theme: studioTheme }, h(EmailPreview)),
)
