import { editAttr } from '@/content/edit-target'
import { CardGrid } from '@/components/ui/card-grid'
import type { OrganisingCommitteeQueryResult } from '@/content/sanity.types'
import styles from './committee-list.module.css'
import { SampleText } from '@/components/ui/sample-text'

type Member = OrganisingCommitteeQueryResult[number]

const initials = (name: string | null) =>
  (name ?? '')
    .replace(/^(prof|dr|mr|mrs|ms|professor)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')

/** A committee as a list of cards (ul/li, so screen readers announce the count). */
export function CommitteeList({ members, label }: { members: Member[]; label: string }) {
  return (
    <CardGrid className={styles.grid} aria-label={label}>
      {members.map((member) => (
        <li key={member._id} className={styles.card}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(member.name)}
          </span>
          <div>
            <p className={styles.name} {...editAttr(member, 'name')}>
              <SampleText text={member.name} />
            </p>
            {member.role && (
              <p className={styles.role} {...editAttr(member, 'role')}>
                {member.role}
              </p>
            )}
            {member.affiliation && (
              <p className={styles.meta} {...editAttr(member, 'affiliation')}>
                {member.affiliation}
              </p>
            )}
            {member.country && (
              <p className={styles.meta} {...editAttr(member, 'country')}>
                {member.country}
              </p>
            )}
          </div>
        </li>
      ))}
    </CardGrid>
  )
}
