export type Perspective = 'published' | 'raw' | 'drafts' | 'previewDrafts'

export interface LakeDocument {
  _id: string
  _type: string
  [key: string]: unknown
}

export function publishedId(id: string): string

export function applyPerspective<T extends LakeDocument>(docs: T[], perspective: Perspective): T[]
