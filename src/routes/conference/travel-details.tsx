export { TravelDetailsPage as Component } from '@/features/conference/travel/travel-details-page'
