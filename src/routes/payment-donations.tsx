export { DonationsPage as Component } from '@/features/payment/donations-page'
