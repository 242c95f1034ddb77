import { TermsPage } from '@/features/society/terms-page'

export { TermsPage as Component }
