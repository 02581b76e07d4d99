/** Words both the enrollment's later steps and the secure chat print (the date of birth field, the busy buttons). */
export const enCommon = {
  dob: 'Date of birth',
  dobFormat: 'MM/DD/YYYY',
  dobHint: 'MM/DD/YYYY, for example 05/31/1980',
  checking: 'Checking…',
  sending: 'Sending…',
} as const;
