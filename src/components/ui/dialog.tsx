import { useEffect, useId, useRef, type ReactNode } from 'react'
import styles from './dialog.module.css'

interface DialogProps {
  open: boolean
  title: string
  children?: ReactNode
  /** Buttons; the first one gets focus when the dialog opens. */
  actions: ReactNode
  onClose: () => void
}

/** Accessible modal dialog on the native <dialog> element (focus trap, Escape, backdrop). */
export function Dialog({ open, title, children, actions, onClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
      <div className={styles.actions}>{actions}</div>
    </dialog>
  )
}
