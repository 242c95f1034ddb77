export { PaymentPage as Component } from '@/features/payment/payment-page'
