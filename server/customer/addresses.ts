import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import {
  type Address,
  type AddressPage,
  type AddressType,
  type CreateAddressBody,
  MAX_ADDRESSES_PER_TYPE,
  TAX_ID_TEXTS,
  type UpdateAddressBody,
} from '../../contract/customer.ts';
import { AREA_TEXTS } from '../../contract/thai-address.ts';
import type { Db, Tx } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { HttpError, notFound, say } from '../http/errors.ts';
import { lockActiveCustomer } from './membership.ts';
import { type AreaChoice, type ThaiAddressBook, thaiAddresses } from './thai-address.ts';

/*
 * Each customer's addresses of one type form a list ordered by position (0, 1, 2, … without gaps);
 * the first is the type's default. Every write holds the customer's row lock, so positions stay
 * distinct and gap-free under concurrent writes.
 */

export const addressNotFound = () => notFound('ADDRESS', say('ไม่พบที่อยู่นี้', 'This address could not be found'));

/**
 * True for the first address of its list: none of the same customer and type comes before it. Written
 * out because drizzle leaves column names unqualified in single-table selects.
 */
const isDefault = sql<boolean>`not exists (
  select 1 from addresses earlier
  where earlier.customer_id = addresses.customer_id and earlier.kind = addresses.kind
    and (earlier.position, earlier.id) < (addresses.position, addresses.id))`;

type Row = typeof addresses.$inferSelect;

/**
 * The columns of a province, district, subdistrict and postcode that exist together, with the list's
 * labels in both languages; otherwise a 400 on the first field that does not fit (`INVALID_DISTRICT`…).
 */
export function areaColumns(book: ThaiAddressBook, choice: AreaChoice) {
  const resolved = book.resolve(choice);
  if ('field' in resolved) throw new HttpError(400, `INVALID_${resolved.field.toUpperCase()}`, AREA_TEXTS[resolved.field]);
  const { subdistrict, district, province, postcode } = resolved.entry;
  return {
    subdistrict: subdistrict.th,
    district: district.th,
    province: province.th,
    postcode,
    subdistrictEn: subdistrict.en,
    districtEn: district.en,
    provinceEn: province.en,
  };
}

const toAddress = (row: Row, first: boolean): Address => ({
  id: row.id,
  type: row.kind,
  isDefault: first,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  companyName: row.companyName,
  taxId: row.taxId,
  address: row.address,
  subdistrict: row.subdistrict,
  district: row.district,
  province: row.province,
  postcode: row.postcode,
  subdistrictEn: row.subdistrictEn,
  districtEn: row.districtEn,
  provinceEn: row.provinceEn,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const ofList = (customerId: number, type: AddressType) => and(eq(addresses.customerId, customerId), eq(addresses.kind, type));
const owned = (customerId: number, id: number) => and(eq(addresses.customerId, customerId), eq(addresses.id, id));

async function readOne(tx: Tx, customerId: number, id: number): Promise<Address | undefined> {
  const [found] = await tx.select({ row: addresses, isDefault }).from(addresses).where(owned(customerId, id));
  return found && toAddress(found.row, found.isDefault);
}

/** Moves an address to the front of its list, shifting the ones before it back by one. */
async function makeFirst(tx: Tx, row: Row) {
  await tx
    .update(addresses)
    .set({ position: sql`${addresses.position} + 1` })
    .where(and(ofList(row.customerId, row.kind), lt(addresses.position, row.position)));
  await tx.update(addresses).set({ position: 0 }).where(eq(addresses.id, row.id));
}

export function addressService(db: Db) {
  return {
    async list(customerId: number, type: AddressType, offset: number, limit: number): Promise<AddressPage> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: addresses, isDefault })
          .from(addresses)
          .where(ofList(customerId, type))
          .orderBy(asc(addresses.position), asc(addresses.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(addresses).where(ofList(customerId, type)),
      ]);
      return { items: rows.map((r) => toAddress(r.row, r.isDefault)), total: total!.n, limit, offset };
    },

    async get(customerId: number, id: number) {
      const address = await readOne(db, customerId, id);
      if (!address) throw addressNotFound();
      return address;
    },

    async create(customerId: number, body: CreateAddressBody) {
      const { type, isDefault: first, subdistrict, district, province, postcode, ...fields } = body;
      const area = areaColumns(await thaiAddresses(), { subdistrict, district, province, postcode });
      return db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customerId);
        const [last] = await tx
          .select({ n: count(), next: sql<number>`coalesce(max(${addresses.position}) + 1, 0)::int` })
          .from(addresses)
          .where(ofList(customerId, type));
        if (last!.n >= MAX_ADDRESSES_PER_TYPE)
          throw new HttpError(
            422,
            'ADDRESS_LIMIT',
            say(`บันทึกที่อยู่ประเภทนี้ได้สูงสุด ${MAX_ADDRESSES_PER_TYPE} รายการ`, `You can keep at most ${MAX_ADDRESSES_PER_TYPE} addresses of this type`),
          );
        const [row] = await tx
          .insert(addresses)
          .values({ ...fields, ...area, customerId, kind: type, position: last!.next, companyName: fields.companyName ?? null, taxId: fields.taxId ?? null })
          .returning();
        if (first) await makeFirst(tx, row!);
        return (await readOne(tx, customerId, row!.id))!;
      });
    },

    async update(customerId: number, id: number, body: UpdateAddressBody) {
      const { isDefault: first, subdistrict, district, province, postcode, ...fields } = body;
      // a change to any of the four is checked together with the stored others
      const book = [subdistrict, district, province, postcode].some((value) => value !== undefined) ? await thaiAddresses() : undefined;
      return db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customerId);
        const [row] = await tx.select().from(addresses).where(owned(customerId, id));
        if (!row) throw addressNotFound();
        if (row.kind !== 'billing' && body.taxId) throw new HttpError(400, 'INVALID_TAX_ID', TAX_ID_TEXTS.billingOnly);
        const changes = {
          ...fields,
          ...(book &&
            areaColumns(book, {
              subdistrict: subdistrict ?? row.subdistrict,
              district: district ?? row.district,
              province: province ?? row.province,
              postcode: postcode ?? row.postcode,
            })),
        };
        // drizzle leaves out undefined values: a missing field keeps its value
        if (Object.values(changes).some((value) => value !== undefined))
          await tx
            .update(addresses)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(addresses.id, id));
        if (first) await makeFirst(tx, row);
        return (await readOne(tx, customerId, id))!;
      });
    },

    /** Deleting the default makes the next address of the list the default. */
    remove(customerId: number, id: number) {
      return db.transaction(async (tx) => {
        await lockActiveCustomer(tx, customerId);
        const [row] = await tx.delete(addresses).where(owned(customerId, id)).returning();
        if (!row) throw addressNotFound();
        await tx
          .update(addresses)
          .set({ position: sql`${addresses.position} - 1` })
          .where(and(ofList(customerId, row.kind), gt(addresses.position, row.position)));
        return { id };
      });
    },
  };
}
