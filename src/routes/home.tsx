import { HomePage } from '@/features/society/home-page'

export { HomePage as Component }
