export { ConferenceHomePage as Component } from '@/features/conference/home/conference-home-page'
