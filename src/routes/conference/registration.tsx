export { RegistrationPage as Component } from '@/features/registration/registration-page'
