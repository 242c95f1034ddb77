import type { HTMLAttributes } from 'react'
import styles from './card-grid.module.css'

/**
 * A list of cards in as many columns as fit. The caller's class sets `--card-min` (the
 * narrowest card), and where needed `--card-gap` and `--card-fill: auto-fit` (stretch few cards).
 */
export function CardGrid({
  as: Tag = 'ul',
  className = '',
  ...rest
}: { as?: 'ul' | 'ol' } & HTMLAttributes<HTMLElement>) {
  return <Tag className={`${styles.grid} ${className}`} {...rest} />
}
