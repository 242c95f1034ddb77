import type { Db } from '../../db/db.ts'

export interface StoredPasskey {
  credentialId: string
  accountId: number
  publicKey: Uint8Array
  counter: number
  transports: string[]
}

const toPasskey = (r: Record<string, unknown>): StoredPasskey => ({
  credentialId: String(r.credential_id),
  accountId: Number(r.account_id),
  publicKey: new Uint8Array(r.public_key as ArrayBuffer | Uint8Array),
  counter: Number(r.counter),
  transports: JSON.parse(String(r.transports ?? '[]')) as string[],
})

/** The desk's passkeys (WebAuthn credentials): the public key and signature counter of each. */
export function createPasskeysStore(db: Db, clock: () => Date = () => new Date()) {
  return {
    find(credentialId: string): StoredPasskey | undefined {
      const row = db.get('SELECT * FROM desk_passkeys WHERE credential_id = ?', [credentialId])
      return row && toPasskey(row)
    },
    ofAccount: (accountId: number): StoredPasskey[] =>
      db.all('SELECT * FROM desk_passkeys WHERE account_id = ?', [accountId]).map(toPasskey),
    async used(credentialId: string, counter: number): Promise<void> {
      await db.write([
        {
          sql: 'UPDATE desk_passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?',
          params: [counter, clock().toISOString(), credentialId],
        },
      ])
    },
  }
}

export type PasskeysStore = ReturnType<typeof createPasskeysStore>
