/** Whether a coupon or an education code can be used at a moment; both have dates and a use limit. */
export type CodeState = 'ok' | 'not-started' | 'expired' | 'used-up';

export function codeState(code: { startsAt: Date; endsAt: Date; uses: number; maxUses: number | null }, now: Date): CodeState {
  if (now < code.startsAt) return 'not-started';
  if (now > code.endsAt) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up';
  return 'ok';
}

/** Codes are typed by hand: case and surrounding spaces do not matter. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
