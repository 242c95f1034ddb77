/**
 * Who issues a receipt: the society's name and postal address from the CMS (site settings), as
 * they were when the payment was opened. The name has a default in code for a dataset that lacks
 * it; the address is printed only when the CMS has one.
 */
export const receiptIssuerQuery = `*[_type == "siteSettings"][0]{societyName, postalAddress}`

export interface ReceiptIssuerContent {
  societyName?: string | null
  postalAddress?: string | null
}

export interface ReceiptIssuer {
  name: string
  address: string
}

export const DEFAULT_ISSUER_NAME =
  'African Materials Research Society – University of Ghana Chapter'

export function receiptIssuer(content: ReceiptIssuerContent | null | undefined): ReceiptIssuer {
  return {
    name: content?.societyName?.trim() || DEFAULT_ISSUER_NAME,
    address: content?.postalAddress?.trim() ?? '',
  }
}
