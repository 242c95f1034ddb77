import { PostListPage } from '@/features/posts/post-list-page'
import { Component as NotFound } from '@/routes/not-found'

export function Component() {
  return <PostListPage notFound={<NotFound />} />
}
