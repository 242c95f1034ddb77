export { WinterSchoolPage as Component } from '@/features/conference/winter-school/winter-school-page'
