import { PostPage } from '@/features/posts/post-page'
import { Component as NotFound } from '@/routes/not-found'

export function Component() {
  return <PostPage notFound={<NotFound />} />
}
