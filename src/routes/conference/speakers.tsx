export { SpeakersPage as Component } from '@/features/conference/speakers/speakers-page'
