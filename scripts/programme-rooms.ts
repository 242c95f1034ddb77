import type { SeedDoc } from './programme-plan'

/** A room as the generator places sessions in it: its id and the letters its talk codes start with. */
export interface RoomKeys {
  id: string
  letters: string
}

/** a, b, … z, aa, ab, …: the parallel rooms' letters (room A's talks are a1-01, a1-02…). */
export function roomLetters(index: number): string {
  const letter = String.fromCharCode(97 + (index % 26))
  return index < 26 ? letter : `${roomLetters(Math.floor(index / 26) - 1)}${letter}`
}

/** Seats of the parallel rooms, in turn (the venue's meeting rooms hold 25 to 150). */
const CAPACITIES = [150, 120, 100, 80, 60, 40, 25]

const roomDoc = (id: string, name: string, order: number, capacity: number, location: string) => ({
  _id: id,
  _type: 'room',
  name: `${name} (sample)`,
  location: `${location} (sample)`,
  capacity,
  order,
  sample: true,
})

/**
 * The programme's rooms: the main hall, `parallel` symposium rooms (the first also holds the
 * workshops), the exhibition foyer for posters and the dining lounge for the banquet.
 */
export function programmeRooms(parallel: number) {
  const keys = (id: string, letters = '') => ({ id, letters })
  const rooms = Array.from({ length: parallel }, (_, i) => {
    const letters = roomLetters(i)
    return {
      keys: keys(`room-${letters}`, letters),
      doc: roomDoc(
        `room-${letters}`,
        `Room ${letters.toUpperCase()}`,
        i + 2,
        CAPACITIES[i % CAPACITIES.length]!,
        `Meeting room wing, floor ${Math.floor(i / 4) + 1}`,
      ),
    }
  })
  const documents: SeedDoc[] = [
    roomDoc('room-main-hall', 'Main Hall', 1, 800, 'Ground floor, through the main entrance'),
    ...rooms.map((r) => r.doc),
    roomDoc(
      'room-exhibition-foyer',
      'Exhibition foyer',
      parallel + 2,
      300,
      'Ground floor, beside the main hall',
    ),
    roomDoc(
      'room-dining-lounge',
      'Dining lounge',
      parallel + 3,
      400,
      'First floor, above the foyer',
    ),
  ]
  const parallelRooms: RoomKeys[] = rooms.map((r) => r.keys)
  return {
    main: keys('room-main-hall'),
    workshop: parallelRooms[0]!,
    posters: keys('room-exhibition-foyer'),
    dining: keys('room-dining-lounge'),
    parallel: parallelRooms,
    documents,
  }
}
