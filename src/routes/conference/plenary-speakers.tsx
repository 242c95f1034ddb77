export { PlenarySpeakersPage as Component } from '@/features/conference/speakers/plenary-speakers-page'
