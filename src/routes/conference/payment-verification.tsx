export { PaymentVerificationPage as Component } from '@/features/payment/payment-verification-page'
