export { VenuePage as Component } from '@/features/conference/venue/venue-page'
