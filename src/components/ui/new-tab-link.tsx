import type { AnchorHTMLAttributes, ReactNode } from 'react'
import styles from './new-tab-link.module.css'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string
  children: ReactNode
}

/**
 * A link that opens in a new tab, safely (rel="noopener noreferrer"), and says so to
 * screen-reader users; sighted users see a small arrow icon.
 */
export function NewTabLink({ children, ...rest }: Props) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
      <svg
        aria-hidden="true"
        focusable="false"
        width="12"
        height="12"
        viewBox="0 0 12 12"
        className={styles.icon}
      >
        <path
          d="M4.5 1.5h6v6M10.5 1.5 4 8M8.5 7v3.5h-7v-7H5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
        />
      </svg>
    </a>
  )
}
