/** Footer social icons (decorative: the link carries the accessible name). */
const PATHS: Record<string, string> = {
  x: 'M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 3.6c2.7 0 3 0 4.1.1 2.8.1 4 1.4 4.2 4.2v8.2c-.1 2.8-1.4 4-4.2 4.2H7.9c-2.8-.1-4-1.4-4.2-4.2V7.9c.1-2.8 1.4-4 4.2-4.2zM12 2C9.3 2 8.9 2 7.8 2.1 4.1 2.3 2.3 4.1 2.1 7.8v8.4c.2 3.7 2 5.5 5.7 5.7h8.4c3.7-.2 5.5-2 5.7-5.7V7.8c-.2-3.7-2-5.5-5.7-5.7C15.1 2 14.7 2 12 2z',
  linkedin:
    'M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zm1.8 13.1H3.6V9h3.5zM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0z',
}

export function SocialIcon({ platform }: { platform: string | null }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <path d={PATHS[platform ?? ''] ?? PATHS.x} fill="currentColor" />
    </svg>
  )
}
