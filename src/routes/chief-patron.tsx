import { ChiefPatronPage } from '@/features/society/chief-patron-page'

export { ChiefPatronPage as Component }
