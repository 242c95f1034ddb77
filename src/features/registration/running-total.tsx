import type { RegistrationFormQueryResult } from '@/content/sanity.types'
import { formatMoney } from '@/lib/money'
import { dollarsInWords, runningTotal } from './registration-total.rules'
import type { RegistrationForm } from './use-registration-form'
import styles from './running-total.module.css'

/**
 * The running total of the choices so far, from the CMS fees: one line per fee, the total in
 * figures and in words. A polite live region announces the new total as choices change.
 */
export function RunningTotal({
  form,
  content,
}: {
  form: RegistrationForm
  content: RegistrationFormQueryResult | undefined
}) {
  const result = runningTotal(form.values, {
    timeframes: content?.timeframes ?? [],
    extraFees: content?.extraFees ?? [],
    workshops: content?.workshops ?? [],
  })
  return (
    <section className={styles.total} aria-labelledby="running-total-title">
      <h2 id="running-total-title" className={styles.title}>
        Your total
      </h2>
      <table className={styles.table}>
        <caption className="visually-hidden">Fees of your choices</caption>
        <tbody>
          {result.lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>
                {line.pending
                  ? 'Choose a timeframe'
                  : line.amount === null
                    ? 'Included'
                    : formatMoney(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.sum} aria-live="polite" aria-atomic="true">
        {result.complete ? (
          <>
            Total: <strong>{formatMoney(result.total)}</strong>{' '}
            <span className={styles.words}>({dollarsInWords(result.total)})</span>
          </>
        ) : result.lines[0]?.pending ? (
          'Choose a registration timeframe to see your total.'
        ) : (
          'The fee for this choice is not published yet.'
        )}
      </p>
    </section>
  )
}
