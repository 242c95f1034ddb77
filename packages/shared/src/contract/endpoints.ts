/** Society API endpoint paths (docs/decisions/0018-society-api-contract.md), relative to the API base URL. */
export const apiPaths = {
  verifyProfile: '/user',
  createProfile: '/user/create_profile/',
  newsletter: '/newsletter',
  registration: '/conference/registration',
  paymentInitialize: '/conference/payment/initialize',
  paymentVerify: (reference: string) =>
    `/conference/payment/verify/${encodeURIComponent(reference)}`,
} as const
