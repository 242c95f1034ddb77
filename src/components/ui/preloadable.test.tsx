import { expect, test } from 'vitest'
import { preloadable } from './preloadable'
import { hydrateAndCount } from '@/lib/hydration.test-utils'

function Aside({ text }: { text: string }) {
  return <aside>{text}</aside>
}

test('a preloadable whose code is here hydrates with the page and renders no second time', async () => {
  const Lazy = preloadable<{ text: string }>(() => Promise.resolve(Aside))
  await Lazy.preload()
  const page = await hydrateAndCount(
    <main>
      <Lazy text="Contact the secretariat" />
    </main>,
  )
  expect(page.container.querySelector('aside')).toHaveTextContent('Contact the secretariat')
  expect(page.updates()).toBe(0)
  page.unmount()
})
