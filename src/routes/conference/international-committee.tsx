export { InternationalCommitteePage as Component } from '@/features/conference/committees/international-committee-page'
