export { AbstractPage as Component } from '@/features/conference/abstract/abstract-page'
