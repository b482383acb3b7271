/** A Thai mobile number as Thai shoppers write it (081-234-5678); anything else as it was given. */
export function formatPhone(phone: string): string {
  const parts = /^(0\d{2})(\d{3})(\d{4})$/.exec(phone);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : phone;
}
