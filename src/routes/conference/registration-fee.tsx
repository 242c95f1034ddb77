export { RegistrationFeePage as Component } from '@/features/conference/fees/registration-fee-page'
