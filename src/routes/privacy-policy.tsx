import { PrivacyPage } from '@/features/society/privacy-page'

export { PrivacyPage as Component }
