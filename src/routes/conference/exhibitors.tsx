export { ExhibitorsPage as Component } from '@/features/conference/exhibitors/exhibitors-page'
