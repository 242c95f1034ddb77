import { useId, useRef, useState, type DragEvent } from 'react'
import { ABSTRACT_ACCEPT } from '@amrs/shared/contract/conference'
import { STAGED_ABSTRACT_REMOVE } from '@amrs/shared/form-rules/staged-abstract'
import { LineIcon } from '@/components/ui/line-icon'
import styles from './abstract-drop-zone.module.css'

export function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

interface Props {
  file: File | null
  /** The file the server keeps for the form, sent before (docs/decisions/0102). */
  kept?: { name: string; size: number } | null
  error: string | null | undefined
  limitMb: number
  onChoose: (file: File | null) => void
  onRemove: () => void
}

/**
 * The abstract file input as a drop zone: a real (visually hidden, focusable) file input whose
 * label is the zone, so Tab, Enter and Space work as usual; a dropped file is chosen the same way.
 * Shows the chosen file's name and size.
 */
export function AbstractDropZone({ file, kept, error, limitMb, onChoose, onRemove }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const errorId = `${id}-error`
  const shown = file ?? kept
  const onDrag = (event: DragEvent<HTMLLabelElement>, over: boolean) => {
    event.preventDefault()
    setDragging(over)
  }
  return (
    <div className={styles.field}>
      <input
        ref={input}
        id={id}
        name="abstract"
        type="file"
        accept={ABSTRACT_ACCEPT}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          onChoose(event.currentTarget.files?.[0] ?? null)
          event.currentTarget.value = ''
          // The page has the file now (a mark the early-events script left would keep the
          // abstract's details shown after the file is removed).
          event.currentTarget.removeAttribute('data-has-file')
        }}
      />
      <label
        htmlFor={id}
        className={styles.zone}
        data-dragging={dragging || undefined}
        data-invalid={error ? true : undefined}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => onDrag(event, false)}
        onDrop={(event) => {
          onDrag(event, false)
          const dropped = event.dataTransfer.files[0]
          if (dropped) onChoose(dropped)
        }}
      >
        <LineIcon
          d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
          size={32}
        />
        <span className={styles.title}>Abstract file</span>{' '}
        {shown ? (
          <>
            <span className={styles.chosen}>
              <strong>{shown.name}</strong> ({formatSize(shown.size)}){file ? '' : ' received;'}
            </span>{' '}
            <span>
              {file ? 'Choose another file to replace it.' : 'choose another file to replace it.'}
            </span>
          </>
        ) : (
          <span>Choose a PDF, DOC or DOCX file, or drag it here. At most {limitMb} MB.</span>
        )}
      </label>
      {shown ? (
        // A submit button, so that it works without scripts too: the server drops a file it
        // keeps for the form (docs/decisions/0102).
        <button
          type="submit"
          name={STAGED_ABSTRACT_REMOVE}
          value="1"
          className={`button button--secondary ${styles.remove}`}
          onClick={(event) => {
            event.preventDefault()
            onRemove()
            if (input.current) input.current.value = ''
          }}
        >
          Remove abstract
        </button>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
