import { LineIcon } from '@/components/ui/line-icon'

type Icon = 'bell' | 'bus' | 'calendar' | 'info' | 'megaphone' | 'speaker'

const paths: Record<Icon, string> = {
  bell: 'M6 10a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 15 6 10Zm4.3 9.5a1.8 1.8 0 0 0 3.4 0',
  bus: 'M6 17V5.5A2.5 2.5 0 0 1 8.5 3h7A2.5 2.5 0 0 1 18 5.5V17M6 17h12M6 17v2.5M18 17v2.5M6 11h12M8.5 14.2h.01m7 0h.01',
  calendar:
    'M7 3v3m10-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm3 8h3v3H8z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9.5h.01',
  megaphone:
    'M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1Zm13-1.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12',
  speaker: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Zm-6 8a6 6 0 0 0 12 0m-6 6v4m-3 0h6',
}

/** Decorative line icon of an announcement (its meaning is in the text next to it). */
export function AnnouncementIcon({ icon, className }: { icon: Icon | null; className?: string }) {
  return <LineIcon d={paths[icon ?? 'bell']} className={className} />
}
