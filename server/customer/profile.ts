import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AddressInformation, ProfileBody, ProfileData } from '../../contract/customer.ts';
import type { Db, Tx } from '../db/client.ts';
import { addresses, customers } from '../db/schema.ts';
import { unauthorized } from '../http/auth.ts';
import { type Lang, pick } from '../http/lang.ts';
import { lockActiveCustomer } from './membership.ts';

/** Only the last 4 digits of a national ID leave the server. */
const maskNationalId = (id: string | null) => (id ? '*'.repeat(id.length - 4) + id.slice(-4) : null);

const NO_ADDRESS: AddressInformation = {
  companyName: null,
  address: null,
  subdistrict: { label: null },
  district: { label: null },
  province: { label: null },
  postcode: null,
};

/**
 * The default billing address, else the default shipping address, as the profile page shows it: labels in
 * the shopper's language (Thai for an address saved before English labels were kept).
 */
async function addressInformation(tx: Tx, lang: Lang, customerId: number): Promise<AddressInformation> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), inArray(addresses.kind, ['billing', 'shipping'])))
    .orderBy(sql`${addresses.kind} = 'billing' desc`, asc(addresses.position), asc(addresses.id))
    .limit(1);
  if (!row) return NO_ADDRESS;
  return {
    companyName: row.companyName,
    address: row.address,
    subdistrict: { label: pick(lang, row.subdistrict, row.subdistrictEn ?? row.subdistrict) },
    district: { label: pick(lang, row.district, row.districtEn ?? row.district) },
    province: { label: pick(lang, row.province, row.provinceEn ?? row.province) },
    postcode: row.postcode,
  };
}

async function readProfile(tx: Tx, lang: Lang, customerId: number): Promise<ProfileData> {
  const [c] = await tx.select().from(customers).where(eq(customers.id, customerId));
  return {
    profile: {
      firstName: c!.firstName,
      lastName: c!.lastName,
      email: c!.email,
      phone: c!.phone,
      nationalId: maskNationalId(c!.nationalId),
      subscriptionFlag: c!.subscriptionFlag,
      locale: c!.locale,
      hasPassword: c!.passwordHash !== null,
    },
    addressInformation: await addressInformation(tx, lang, customerId),
  };
}

export function profileService(db: Db) {
  return {
    get: (lang: Lang, customerId: number) => readProfile(db, lang, customerId),

    /** A missing nationalId or locale keeps the stored one; an empty nationalId erases it. */
    update(lang: Lang, customerId: number, body: ProfileBody) {
      return db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customerId);
        await tx
          .update(customers)
          .set({
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone,
            ...(body.nationalId !== undefined && { nationalId: body.nationalId }),
            ...(body.locale && { locale: body.locale }),
          })
          .where(eq(customers.id, customerId));
        return readProfile(tx, lang, customerId);
      });
    },

    async setSubscriptionFlag(customerId: number, subscriptionFlag: boolean) {
      const [row] = await db
        .update(customers)
        .set({ subscriptionFlag })
        .where(and(eq(customers.id, customerId), eq(customers.status, 'active')))
        .returning({ subscriptionFlag: customers.subscriptionFlag });
      if (!row) throw unauthorized();
      return row;
    },
  };
}
