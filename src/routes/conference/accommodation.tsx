export { AccommodationPage as Component } from '@/features/conference/accommodation/accommodation-page'
