import { useState, type FormEvent } from 'react'
import { useLocation } from 'react-router-dom'
import { paymentRedirectPolicy } from '@/api/conference/payment'
import { isAllowedPaymentUrl } from '@amrs/shared/api/payment-redirect'
import { Banner } from '@/components/ui/banner'
import { Field } from '@/components/ui/field'
import type { PaymentCategoriesQueryResult } from '@/content/sanity.types'
import {
  DEFAULT_PAYMENT_METHOD,
  INVALID_SELECTION,
  NOT_ALLOWED,
  resolvePaymentTarget,
} from '@amrs/shared/form-rules/payment-category.rules'
import { ChoiceGroup } from '@/components/ui/choice-group'
import { useFormEcho } from '@/lib/form-echo'
import { useSubmit } from '@/lib/use-submit'
import { PostForm } from '@/components/ui/post-form'

interface Props {
  content: PaymentCategoriesQueryResult
  initialCategoryId?: string
  titleId: string
}

/** "Other payments": category, option (when the category has options), method, Make Payment. */
export function CategoryPaymentForm({ content, initialCategoryId = '', titleId }: Props) {
  const { pathname } = useLocation()
  const echo = useFormEcho('category-payment')
  const [categoryId, setCategoryId] = useState(echo?.values.category ?? initialCategoryId)
  const [optionKey, setOptionKey] = useState(echo?.values.option ?? '')
  const [method, setMethod] = useState(echo?.values.method || DEFAULT_PAYMENT_METHOD)
  // A refusal is thrown as its message: the invalid selection's (docs/decisions/0023) or the
  // allow-list refusal.
  const { error, setError, run } = useSubmit((refusal) => String(refusal), {
    initialError: echo?.error ?? null,
  })
  const category = content.categories.find((c) => c._id === categoryId)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    await run(() => {
      const target = resolvePaymentTarget(content, { categoryId, optionKey })
      if (target.kind === 'invalid') throw INVALID_SELECTION
      if (!isAllowedPaymentUrl(target.url, paymentRedirectPolicy())) throw NOT_ALLOWED
      window.location.assign(target.url) // the method does not change the redirect (docs/decisions/0023)
    })
  }

  return (
    <PostForm formId="category-payment" onSubmit={submit} aria-labelledby={titleId}>
      {/* Without scripts the server answers on this page (config/forms.ts). */}
      <input type="hidden" name="page" value={pathname} />
      {error ? <Banner>{error}</Banner> : null}
      <Field label="Payment category" required>
        <select
          name="category"
          value={categoryId}
          onChange={(event) => {
            setCategoryId(event.currentTarget.value)
            setOptionKey('') // choosing a category clears the option
            setError(null)
          }}
        >
          <option value="">Select a category</option>
          {content.categories.map((c) => (
            <option key={c._id} value={c._id}>
              {c.type}
            </option>
          ))}
        </select>
      </Field>
      {category?.hasOptions ? (
        <Field label="Payment option" required>
          <select
            name="option"
            value={optionKey}
            onChange={(event) => {
              setOptionKey(event.currentTarget.value)
              setError(null)
            }}
          >
            <option value="">Select an option</option>
            {category.options.map((o) => (
              <option key={o._key} value={o._key}>
                {o.name}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {content.methods.length > 0 ? (
        <ChoiceGroup
          legend="Payment method"
          name="method"
          choices={content.methods.flatMap((m) =>
            m.value ? [{ value: m.value, label: m.title }] : [],
          )}
          value={method}
          onChange={setMethod}
          required={false}
          stacked
        />
      ) : null}
      <button type="submit" className="button button--accent">
        Make Payment
      </button>
    </PostForm>
  )
}
