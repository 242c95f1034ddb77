// The wording catalogue is shared with the studio (validation and preview).
export * from '@amrs/shared/email-wording'
