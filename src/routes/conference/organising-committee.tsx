export { OrganisingCommitteePage as Component } from '@/features/conference/committees/organising-committee-page'
