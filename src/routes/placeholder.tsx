export { PlaceholderPage as Component } from '@/components/layout/placeholder-page'
