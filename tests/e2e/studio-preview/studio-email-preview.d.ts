/** The studio's preview component, by the name the harness's Vite config gives it. */
declare module 'studio-email-preview' {
  export const EmailPreview: import('react').ComponentType
}
