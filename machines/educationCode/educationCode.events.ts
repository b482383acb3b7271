export interface EligibilityCode {
  customerId: string;
  eligibilityCode: string;
}

/** What the education-code machine takes, in a file of its own: the cart, which tells it how a change went, imports this. */
export type EducationCodeEvent =
  | ({ type: 'educationCode.apply' } & EligibilityCode)
  | { type: 'educationCode.remove' }
  /** the cart sent the change and has the server's answer (the code shows from the cart's data) */
  | { type: 'educationCode.done' }
  /** the cart's write failed (the error modal shows why), or the cart dropped it unsent with the bag (logout, an order) */
  | { type: 'educationCode.failed' };
