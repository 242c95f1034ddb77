import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  /** What to show instead of the children once they have thrown; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode
  /** A new value (e.g. the path after navigation) gives the children another chance. */
  resetKey?: unknown
  children: ReactNode
}

interface State {
  error: unknown
  failed: boolean
  resetKey: unknown
}

/**
 * Catches what its children throw while rendering or in their effects, so one failing part does
 * not blank the page: the root shows the error page, a layout keeps its header and footer, a
 * content section leaves the rest of its page standing. What it catches goes to the server's
 * log (`reportClientError`).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null
    return { error: null, failed: false, resetKey: props.resetKey }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[page]', error, info.componentStack)
    // Loaded when needed: the report's code is not on any page's first load.
    void import('@/lib/report-error')
      .then(({ reportClientError }) => reportClientError(error))
      .catch(() => {})
  }

  retry = (): void => this.setState({ error: null, failed: false })

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(this.state.error, this.retry)
      : this.props.children
  }
}
